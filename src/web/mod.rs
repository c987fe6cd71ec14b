//! Everything that touches the browser, and nothing else: the leptos components
//! ([`view`]), the one door for input ([`ctx`]), keyboard ([`keyboard`]) and storage
//! ([`storage`]) access, the address bar ([`location`]), the JS API ([`api`]), the
//! `<game-2048>` widgets ([`embed`]) and the crash screen ([`panic`]). Game rules and decisions live in `engine` and `app`.

pub mod api;
pub mod ctx;
pub mod embed;
pub mod keyboard;
pub mod location;
pub mod panic;
pub mod storage;
pub mod view;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::variant::Variant;
use ctx::Ctx;

/// The hosted page: one game in `#app`, keys on the whole window, `window.game2048`.
/// On a page without `#app` (one that embeds widgets) it does nothing.
pub fn start_hosted() {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    panic::install();
    // The static shell in index.html makes way for the game.
    root.set_inner_html("");
    let handle = leptos::mount::mount_to(root, || {
        let ctx = Ctx::new("main", location::read_link(), Variant::classic());
        let keys = keyboard::listen_on_window(ctx);
        on_cleanup(move || keys.remove());
        ctx.follow_other_tabs();
        if let Some(window) = web_sys::window() {
            let _ = js_sys::Reflect::set(&window, &"game2048".into(), &api::api_object(ctx));
        }
        view! { <view::Game ctx /> }
    });
    // The hosted game lives as long as the page.
    handle.forget();
}
