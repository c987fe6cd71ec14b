//! The hosted page: its one game in `#app` (keys on the whole window,
//! `window.game2048`), started by index.html's script once the wasm is here
//! ([`start_page`]); and the page's own text (its title, its how-to, which follows
//! the game in play, the settings at its foot, index.html's `data-say` elements, and
//! the update prompt's words), said in the page's language once the game is on.
//! index.html keeps that text hidden until then when the language is not English, so
//! no English flashes.
//!
//! The game mounts once and stays: what loads later (a part of the app, a language's
//! words) comes into the same game (`web::chunks`). This module must never unmount it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

use super::runtime::Ctx;
use super::{api, chunks, dom, input, language, panic, storage, view};
use crate::app::copy::{self, Label, Lang, Line, PAGE_TEXTS, Text};
use crate::app::help::HowTo;
use crate::app::links::Link;
use crate::app::model::{Msg, setting_message};
use crate::app::settings::Setting;

/// Starts the hosted page (index.html's script calls it once the wasm is here): loads
/// what the game needs before its first paint, then mounts it. The words of the
/// page's language come first (English is here already), so that the game speaks it
/// from its first paint: if they cannot load, the game plays in English and says why.
/// So do the readers of custom games, if the page opens a custom game (the one kept, or
/// a link's): if they cannot load, the page says the game is kept, with a button that
/// tries again, and nothing writes over it. On a page without `#app` (one that embeds
/// widgets) it does nothing. Never rejects.
#[wasm_bindgen(js_name = startPage)]
pub async fn start_page() {
    let Some(root) = element_by_id::<web_sys::HtmlElement>("app") else {
        return;
    };
    panic::install();
    // A note of an earlier attempt goes (its view, its listener).
    drop(NOTE.with(|note| note.borrow_mut().take()));
    // The reader of links, if the page has one, is fetched beside the words; the link
    // is read once they are here, so that what it gets wrong is said in them. (Not
    // leptos's spawn_local: its executor starts with the mount.)
    wasm_bindgen_futures::spawn_local(async {
        let _ = chunks::load_links().await;
    });
    let lang = language::page();
    let notice = chunks::learn(lang)
        .await
        .err()
        .map(|_| Text::PartNotLoaded {
            why: Line::LanguageNotLoaded.to_string(),
        });
    // The page speaks its language before the link is read: what the link gets wrong
    // (a record's reason) is said as it is read.
    copy::set_language(lang);
    let mut link = chunks::read_link().await;
    if opens_a_custom_game(&link) {
        if chunks::custom_games().await.is_err() {
            return leave_a_note(root, Line::ChunkNotLoaded.to_string());
        }
        // A custom game's link reads anew, now that its readers are here.
        link = chunks::read_link().await;
    }
    // A link whose reader cannot load is left in the address bar (a reload tries
    // again), and the game kept plays meanwhile.
    let (link, notice) = match link {
        Ok(link) => (link, notice),
        Err(not_loaded) => (Ok(None), notice.or(Some(not_loaded.into()))),
    };
    mount_game(root, notice, link);
}

/// Asks for the panels' stylesheet (style/panels.css), which no first paint needs: with
/// the first part of the app that loads (`chunks::load`), on its way beside the part's
/// chunk, which is larger and comes after it. The page's script does it
/// (`game2048PanelStyles`): index.html's adds it to the page's head, game2048-embed.js's
/// to every widget's shadow root. (In Rust, it cost the first load 0.3 KB more.)
pub fn ask_for_panel_styles() {
    if let Some(add) = web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &"game2048PanelStyles".into()).ok())
        .and_then(|add| add.dyn_into::<js_sys::Function>().ok())
    {
        let _ = add.call0(&wasm_bindgen::JsValue::NULL);
    }
}

/// Whether the page opens a game that only the readers of custom games open: the
/// custom game kept from a visit, or a custom game's `link`.
fn opens_a_custom_game(link: &Result<Result<Option<Link>, Text>, chunks::NotLoaded>) -> bool {
    storage::Kept::open("main").game_is_custom()
        || matches!(link, Ok(Ok(Some(Link::NotInThisBuild))))
}

/// The page's element `id`, if it is a `T`.
fn element_by_id<T: JsCast>(id: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)?
        .dyn_into::<T>()
        .ok()
}

/// Shows the page that index.html keeps hidden for a returning visitor until the game
/// mounts (`data-starting`): with the mount in the same task, no frame paints the shell.
fn reveal_page() {
    if let Some(root) = dom::html() {
        let _ = root.remove_attribute("data-starting");
    }
}

/// Mounts the hosted game in `root` (the saved game, else a new one, else the one
/// `link` asks for) for as long as the page is open, and says `notice`.
fn mount_game(root: web_sys::HtmlElement, notice: Option<Text>, link: Result<Option<Link>, Text>) {
    // The static shell in index.html makes way for the game, and the page shows, in the
    // task that mounts it.
    root.set_inner_html("");
    reveal_page();
    let handle = leptos::mount::mount_to(root, move || {
        let ctx = Ctx::hosted(&super::PROGRAM, "main", link);
        input::keys_on_window(ctx);
        super::pads::follow(ctx, None, chunks::pads);
        ctx.follow_other_tabs();
        ctx.follow_visibility();
        follow_links(ctx);
        follow_settings(ctx);
        say_page_text();
        follow_how_to(ctx);
        if let Some(window) = web_sys::window() {
            api::publish(&window, ctx);
        }
        if let Some(notice) = notice {
            ctx.dispatch(Msg::Notice(notice));
        }
        view! { <view::Game /> }
    });
    handle.forget();
}

/// Why the kept custom game could not open (`why`), and a button that tries again. The
/// page's text shows meanwhile, and the game kept is left as it is.
fn leave_a_note(root: web_sys::HtmlElement, why: String) {
    root.set_inner_html("");
    reveal_page();
    say_page_text();
    let handle = leptos::mount::mount_to(root, move || {
        view! {
            <div class="game2048">
                <div class="game-header"><h1 class="title">{Label::Title.say()}</h1></div>
                <div class="notice" role="alert">
                    <p>{Text::GameNotOpened { why }.to_string()}</p>
                    <button
                        type="button"
                        class="small"
                        on:click=move |_| leptos::task::spawn_local(start_page())
                    >
                        {Label::TryAgain.say()}
                    </button>
                </div>
            </div>
        }
    });
    NOTE.with(|note| *note.borrow_mut() = Some(Box::new(handle)));
}

thread_local! {
    /// The note of [`leave_a_note`], until the next attempt.
    static NOTE: std::cell::RefCell<Option<Box<dyn std::any::Any>>> =
        const { std::cell::RefCell::new(None) };
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
    // settings' selects, each of which restyles its select, in the mount's task.)
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
        let _ = root.remove_attribute("data-translating");
    }
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
