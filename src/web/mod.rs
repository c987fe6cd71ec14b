//! Everything that touches the browser, and nothing else: the leptos components
//! ([`view`]), the one door for messages ([`ctx`]), key and pointer events
//! ([`input`]), storage ([`storage`]), the address bar ([`location`]), the JS API
//! ([`api`]), the AI's web worker (`ai`), shared links, exports and imports
//! (`exchange`), the `<game-2048>` widgets (`embed`), the hand-over from the quick
//! build to the full one ([`handover`]: the first three are in the full build only)
//! and the crash screen ([`panic`]).
//! Game rules and decisions live in the `engine` and `app` crates.

#[cfg(feature = "full")]
pub mod ai;
pub mod api;
pub mod ctx;
#[cfg(feature = "full")]
pub mod embed;
#[cfg(feature = "full")]
pub mod exchange;
pub mod handover;
pub mod input;
pub mod location;
pub mod panic;
pub mod storage;
pub mod view;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::model::Msg;
use ctx::Ctx;

/// The hosted page: one game in `#app`, keys on the whole window, `window.game2048`.
/// On a page without `#app` (one that embeds widgets) it does nothing.
pub fn start_hosted() {
    mount_hosted(Vec::new(), None);
}

/// The game the quick build hands over (see [`handover`]): its record's text, its
/// best score, and the games it finished (a history's JSON, or empty).
struct Handed {
    game: String,
    best: i64,
    finished: String,
}

/// Whether the page opens a game that only the full build can (see [`handover`]): the
/// custom game kept from a visit, or a custom game's link.
#[cfg(not(feature = "full"))]
fn opens_a_custom_game() -> bool {
    use crate::app::links::Link;
    use crate::app::persist::{Keys, kept_game_is_custom};
    kept_game_is_custom(&storage::BrowserStore::open(), &Keys::new("main"))
        || matches!(location::read_link(), Ok(Some(Link::NotInThisBuild)))
}

/// Mounts the hosted game (the `handed` one, else the saved one) and dispatches `then`
/// to it.
fn mount_hosted(then: Vec<Msg>, handed: Option<Handed>) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    panic::install();
    #[cfg(not(feature = "full"))]
    if opens_a_custom_game() {
        return handover::start_in_full(root);
    }
    // The static shell in index.html makes way for the game.
    root.set_inner_html("");
    let handle = leptos::mount::mount_to(root, move || {
        let ctx = Ctx::hosted(
            "main",
            location::read_link(),
            handed.as_ref().map(|h| h.game.as_str()),
        );
        if let Some(Handed { best, finished, .. }) = handed {
            let variant = ctx.model.with_untracked(|m| m.variant.kind);
            ctx.dispatch(Msg::BestKnown { variant, best });
            #[cfg(feature = "full")]
            ctx.keep_handed_over(&finished);
            #[cfg(not(feature = "full"))]
            let _ = finished;
        }
        input::keys_on_window(ctx);
        ctx.follow_other_tabs();
        ctx.follow_visibility();
        ctx.follow_links();
        if let Some(window) = web_sys::window() {
            api::publish(&window, &api::api_object(ctx));
        }
        ctx.ready_to_hand_over();
        for msg in then {
            ctx.dispatch(msg);
        }
        view! { <view::Game /> }
    });
    handover::keep(handle);
}
