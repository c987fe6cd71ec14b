//! The hosted page: its one game in `#app` (keys on the whole window), started by
//! index.html's script once the wasm is here ([`start_page`]).
//!
//! What the page does beside its game is the `page` chunk's ([`own`]), which no widget
//! loads, fetched once the game is on (no move needs it): its own text (its title, its
//! how-to, which follows the game in play, the settings at its foot, index.html's
//! `data-say` elements, and the update prompt's words) said in the page's language,
//! its settings kept, the links pasted into its address bar opened, and
//! `window.game2048`. index.html keeps that text hidden until it is said when the
//! language is not English, so no English flashes; if the chunk cannot load, the text
//! shows as index.html has it, and the game says why.
//!
//! The game mounts once and stays: what loads later (a part of the app, a language's
//! words) comes into the same game (`web::chunks`). This module must never unmount it.

pub mod own;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

use super::runtime::Ctx;
use super::storage::KeptGame;
use super::{chunks, dom, input, language, panic, storage, view};
use crate::app::copy::{self, Label, Line, Text};
use crate::app::links::Link;
use crate::app::model::Msg;

/// Starts the hosted page (index.html's script calls it once the wasm is here): loads
/// what the game needs before its first paint, then mounts it. The words of the
/// page's language come first (English is here already), so that the game speaks it
/// from its first paint: if they cannot load, the game plays in English and says why.
/// So do the readers of custom games, if the page opens a custom game (the one kept, or
/// a link's), and the reader of the game kept, if one is (the `records` chunk: a first
/// visit has none): if they cannot load, the page says the game is kept, with a button
/// that tries again, and nothing writes over it. On a page without `#app` (one that embeds
/// widgets) it does nothing. Never rejects.
#[wasm_bindgen(js_name = startPage)]
pub fn start_page() -> js_sys::Promise {
    dom::promise(async {
        start().await;
        Ok(wasm_bindgen::JsValue::UNDEFINED)
    })
}

/// What [`start_page`] does (and *Try again* of [`leave_a_note`]).
async fn start() {
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
    // So is the reader of the game kept, if one is (a first visit has none). Storage
    // is opened once here (opening it probes it with a write) and asked once.
    let kept = storage::Kept::open(KEY);
    let has_game = kept.has_game();
    if has_game {
        wasm_bindgen_futures::spawn_local(async {
            let _ = chunks::load_records().await;
        });
    }
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
    if opens_a_custom_game(&kept, &link) {
        if chunks::custom_games().await.is_err() {
            return leave_a_note(root, Line::ChunkNotLoaded.to_string());
        }
        // A custom game's link reads anew, now that its readers are here.
        link = chunks::read_link().await;
    }
    // The game kept is read once the readers of custom games are here, if it is one.
    // One that cannot be read for want of its reader stays as it is.
    let game = match has_game {
        false => (None, None),
        true => match chunks::kept_game(KEY).await {
            Ok(game) => game,
            Err(_) => return leave_a_note(root, Line::ChunkNotLoaded.to_string()),
        },
    };
    // A link whose reader cannot load is left in the address bar (a reload tries
    // again), and the game kept plays meanwhile.
    let (link, notice) = match link {
        Ok(link) => (link, notice),
        Err(not_loaded) => (Ok(None), notice.or(Some(not_loaded.into()))),
    };
    mount_game(root, notice, link, game);
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

/// Where the hosted page keeps its game (`storage::Kept`).
const KEY: &str = "main";

/// Whether the page opens a game that only the readers of custom games open: the
/// custom game `kept` from a visit, or a custom game's `link`.
fn opens_a_custom_game(
    kept: &storage::Kept,
    link: &Result<Result<Option<Link>, Text>, chunks::NotLoaded>,
) -> bool {
    kept.game_is_custom() || matches!(link, Ok(Ok(Some(Link::NotInThisBuild))))
}

/// The page's element `id`, if it is a `T`.
pub(crate) fn element_by_id<T: JsCast>(id: &str) -> Option<T> {
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

/// Shows index.html's text, which it keeps hidden while it is being said in a language
/// other than English (`data-translating`): said ([`own`]), or left as it is.
pub(crate) fn show_page_text() {
    if let Some(root) = dom::html() {
        let _ = root.remove_attribute("data-translating");
    }
}

/// Mounts the hosted game in `root` (the saved game, else a new one, else the one
/// `link` asks for) for as long as the page is open, says `notice`, and asks the `page`
/// chunk for what the page does beside it ([`own`]).
fn mount_game(
    root: web_sys::HtmlElement,
    notice: Option<Text>,
    link: Result<Option<Link>, Text>,
    kept: KeptGame,
) {
    // The static shell in index.html makes way for the game, and the page shows, in the
    // task that mounts it.
    root.set_inner_html("");
    reveal_page();
    let handle = leptos::mount::mount_to(root, move || {
        let ctx = Ctx::hosted(&super::PROGRAM, KEY, link, kept);
        input::keys_on_window(ctx);
        super::pads::follow(ctx, None, chunks::pads);
        ctx.follow_other_tabs();
        ctx.follow_visibility();
        chunks::ask_page(own::PageAsk::Follow(ctx));
        chunks::follow_english_lines(ctx);
        if let Some(notice) = notice {
            ctx.dispatch(Msg::Notice(notice));
        }
        view! { <view::Game /> }
    });
    handle.forget();
}

/// Why the kept game could not open (`why`), and a button that tries again. The
/// page's text shows meanwhile, and the game kept is left as it is.
fn leave_a_note(root: web_sys::HtmlElement, why: String) {
    root.set_inner_html("");
    reveal_page();
    chunks::ask_page(own::PageAsk::Text);
    let handle = leptos::mount::mount_to(root, move || {
        view! {
            <div class="game2048">
                <div class="game-header"><h1 class="title">{Label::Title.say()}</h1></div>
                <div class="notice" role="alert">
                    <p>{Text::GameNotOpened { why }.to_string()}</p>
                    <button
                        type="button"
                        class="small"
                        on:click=move |_| leptos::task::spawn_local(start())
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
