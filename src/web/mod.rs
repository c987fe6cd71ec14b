//! Everything that touches the browser, and nothing else: the runtime that runs the
//! model ([`runtime`]: the one door for messages, and the one place effects are
//! carried out), the leptos components ([`view`]), listeners, timers and events
//! ([`dom`]), keys and swipes ([`input`]), which language a game speaks
//! ([`language`]), storage ([`storage`]), the address bar
//! ([`location`]), the JS API ([`api`]), the AI's web worker ([`ai`]), what the full
//! build carries out ([`extras`]), shared links, exports and imports ([`exchange`]),
//! the `<game-2048>` widgets (`embed`, full build only), the seam between the quick
//! and the full build ([`handover`]), what the full build loads on first use
//! ([`chunks`]) and the crash screen ([`panic`]).
//! Game rules and decisions live in the `engine` and `app` crates.

pub mod ai;
pub mod api;
pub mod chunks;
pub mod dom;
#[cfg(feature = "full")]
pub mod embed;
pub mod exchange;
pub mod extras;
pub mod handover;
pub mod input;
pub mod language;
pub mod location;
#[cfg(feature = "full")]
pub mod page;
pub mod panic;
pub mod runtime;
pub mod storage;
pub mod view;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::copy::Text;
use crate::app::extras::Handover;
use crate::app::links::Link;
use crate::app::model::Msg;
use crate::app::settings::undo_value;
use runtime::Ctx;

/// The hosted page: one game in `#app`, keys on the whole window, `window.game2048`.
/// On a page without `#app` (one that embeds widgets) it does nothing.
pub fn start_hosted() {
    mount_hosted(Handover::default(), None);
}

/// Whether the page opens a game that only the readers of custom games open (the quick
/// build has none; the full build loads them first): the custom game kept from a
/// visit, or a custom game's link.
pub(crate) fn opens_a_custom_game() -> bool {
    storage::Kept::open("main").game_is_custom()
        || matches!(location::read_link(), Ok(Some(Link::NotInThisBuild)))
}

/// The page's element `id`, if it is a `T`.
fn element_by_id<T: JsCast>(id: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)?
        .dyn_into::<T>()
        .ok()
}

/// The page's undo setting (index.html's footer) shows the model's, and tells it of a
/// change; the runtime keeps it.
fn follow_undo_setting(ctx: Ctx) {
    let Some(select) = element_by_id::<web_sys::HtmlSelectElement>("undo-setting") else {
        return;
    };
    select.set_value(undo_value(ctx.model.with_untracked(|m| m.undo_allowed)));
    let chosen = select.clone();
    dom::listen(&select, "change", false, move |_| {
        ctx.dispatch(Msg::AllowUndo(chosen.value() != undo_value(false)))
    });
}

/// Shows the page that index.html keeps hidden for a returning visitor until the game
/// mounts (`data-starting`): with the mount in the same task, no frame paints the shell.
fn reveal_page() {
    if let Some(root) = dom::html() {
        let _ = root.remove_attribute("data-starting");
    }
}

/// Mounts the hosted game: the one `handed` over by the quick build if there is one,
/// else the saved one; then performs what was handed over with it, and says `notice`.
fn mount_hosted(handed: Handover, notice: Option<Text>) {
    let Some(root) = element_by_id::<web_sys::HtmlElement>("app") else {
        return;
    };
    panic::install();
    // A game the quick build cannot open, or a page in a language whose words it does
    // not have, is the full build's from the start.
    if handover::starts_in_full(&root, opens_a_custom_game(), !language::page().spoken()) {
        return;
    }
    mount_game(root, handed, notice);
}

/// Mounts the hosted game in `root` (see [`mount_hosted`]).
fn mount_game(root: web_sys::HtmlElement, handed: Handover, notice: Option<Text>) {
    // The static shell in index.html makes way for the game, and the page shows, in the
    // task that mounts it.
    root.set_inner_html("");
    reveal_page();
    let handle = leptos::mount::mount_to(root, move || {
        let Handover {
            game,
            best,
            extras,
            finished,
        } = handed;
        let ctx = Ctx::hosted(
            &handover::BUILD,
            "main",
            location::read_link(),
            game.as_deref(),
        );
        let variant = ctx.model.with_untracked(|m| m.variant.kind);
        ctx.dispatch(Msg::BestKnown { variant, best });
        // Oldest first, as they finished.
        for game in finished {
            (ctx.build().carry_out)(ctx, runtime::Command::Finished(game));
        }
        input::keys_on_window(ctx);
        ctx.follow_other_tabs();
        ctx.follow_visibility();
        ctx.follow_links();
        follow_undo_setting(ctx);
        #[cfg(feature = "full")]
        page::say_page_text();
        if let Some(window) = web_sys::window() {
            let api = api::api_object(ctx);
            handover::add_ai_methods(&api, ctx);
            api::publish(&window, &api);
        }
        handover::ready(ctx);
        for extra in extras {
            ctx.dispatch(extra.msg());
        }
        if let Some(notice) = notice {
            ctx.dispatch(Msg::Notice(notice));
        }
        view! { <view::Game /> }
    });
    handover::keep(handle);
}
