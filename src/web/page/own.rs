//! What the hosted page does beside its game, in the `page` chunk (the game's binary
//! splits it out: no widget loads it, and the page asks for it once its game is on,
//! since no move needs it): it opens the links pasted into its address bar, keeps its
//! settings, says its own text and its how-to in its language, and makes the game's
//! JS API its `window.game2048`.
//!
//! It never mounts or starts the game: `web::page` does, in the main module.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::super::runtime::Ctx;
use super::super::{api, chunks, dom, input, view};
use super::{element_by_id, show_page_text};
use crate::app::copy::{self, Label, Lang, Line, PAGE_TEXTS};
use crate::app::help::HowTo;
use crate::app::model::setting_message;
use crate::app::settings::Setting;

/// What the page asks of its chunk (`web::chunks::ask_page`).
pub enum PageAsk {
    /// Everything the page does beside the game behind `ctx` (run under its mount).
    Follow(Ctx),
    /// Its text said, alone (beside the note of a custom game that could not open).
    Text,
}

/// Carries out `ask` (in the `page` chunk).
pub fn answer(ask: PageAsk) {
    match ask {
        PageAsk::Follow(ctx) => follow(ctx),
        PageAsk::Text => say_page_text(),
    }
}

/// Everything the page does beside its game: its links, its settings, its text, its
/// how-to, `window.game2048`.
fn follow(ctx: Ctx) {
    follow_links(ctx);
    follow_settings(ctx);
    say_page_text();
    follow_how_to(ctx);
    if let Some(window) = web_sys::window() {
        api::publish(&window, ctx);
    }
}

/// Opens a link that arrives while the page is open: a player pastes a `#replay=` or
/// `#game=` link into this tab's address bar, and only the hash changes, so nothing
/// reloads. The listener goes when the game does.
fn follow_links(ctx: Ctx) {
    dom::listen_to_window("hashchange", false, move |_| {
        leptos::task::spawn_local(chunks::open_page_link(ctx));
    });
}

/// The page's settings of play in its foot (index.html: undo, the on-screen pad, sound,
/// the animation) show the model's, and tell it of a change; the runtime keeps them.
fn follow_settings(ctx: Ctx) {
    for setting in [
        Setting::Undo,
        Setting::Dpad,
        Setting::Sound,
        Setting::Animation,
    ] {
        let id = format!("{}-setting", setting.name());
        let Some(select) = element_by_id::<web_sys::HtmlSelectElement>(&id) else {
            continue;
        };
        if let Some(value) = ctx.model.with_untracked(|m| m.setting_value(setting)) {
            select.set_value(value);
        }
        let chosen = select.clone();
        dom::listen(&select, "change", false, move |_| {
            if let Some(msg) = setting_message(setting, &chosen.value()) {
                ctx.dispatch(msg);
            }
        });
    }
}

/// "How to play" follows the game in play: its rules, the undo setting, and the hand
/// this screen is played with. Another language's words say it at once; English's are
/// a chunk (`chunks::how_to`), which loads only once something else is to be said than
/// index.html's (the original's game, keys first).
fn follow_how_to(ctx: Ctx) {
    let touch = input::touch_first();
    // What was said last: the effect runs on every change of the model, and says only
    // what changed. (No memo of its own: one costs the main module 1 KB.)
    let said = StoredValue::new(None::<HowTo>);
    view::effect(move || {
        let now = ctx
            .model
            .with(|m| HowTo::of(m.game.rules(), m.undo_allowed, touch));
        let before = said.get_value();
        if before == Some(now) {
            return;
        }
        said.set_value(Some(now));
        if let Some(text) = copy::learned_how_to(&now) {
            return say_how_to(&text);
        }
        if before.is_none() && now == HowTo::classic(false) {
            return;
        }
        leptos::task::spawn_local(async move {
            // (What a later change says is not overwritten by an earlier one.)
            if let Ok(text) = chunks::how_to(now).await
                && said.try_get_value() == Some(Some(now))
            {
                say_how_to(&text);
            }
        });
    });
}

/// Shows `text` (`HowTo` said) in the page's "How to play" (`#how-to`).
fn say_how_to(text: &str) {
    if let Some(element) = element_by_id::<web_sys::Element>("how-to") {
        // Catalogue markup: text and <strong> only.
        element.set_inner_html(text);
    }
}

/// Says the page's text in the page's language, and shows it.
fn say_page_text() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // index.html is written in English, the catalogue's word for word (tests/copy.rs):
    // an English page is said already. (Saying it again rewrote the 13 options of the
    // settings' selects, each of which restyles its select.)
    if copy::language() != Lang::En {
        say_in_page(&document);
        document.set_title(Label::PageTitle.say());
    }
    // In the page's language with the rest (English: index.html's stands until
    // `follow_how_to` says the game in play).
    if let Some(text) = copy::learned_how_to(&HowTo::classic(input::touch_first())) {
        say_how_to(&text);
    }
    if let Some(root) = document.document_element() {
        // The update prompt (sw-client.js) reads its words from here.
        let _ = root.set_attribute("data-say-update", &Line::UpdateReady.to_string());
        let _ = root.set_attribute("data-say-reload", Label::Reload.say());
    }
    show_page_text();
}

/// Says each of index.html's `data-say` elements in the page's language.
fn say_in_page(document: &web_sys::Document) {
    let Ok(elements) = document.query_selector_all("[data-say]") else {
        return;
    };
    for element in (0..elements.length()).filter_map(|i| elements.item(i)) {
        let Some(element) = element.dyn_ref::<web_sys::Element>() else {
            continue;
        };
        let key = element.get_attribute("data-say").unwrap_or_default();
        if let Some((_, label)) = PAGE_TEXTS.iter().find(|(k, _)| *k == key) {
            element.set_text_content(Some(label.say()));
        }
    }
}
