//! Addresses: the page's (the only code that reads the address bar or changes it), and
//! where the game's own files are, for the AI's worker and shared links.

use std::cell::RefCell;

use crate::app::copy::Text;
use crate::app::links::{Link, parse_link};

/// Whether the page's address has a query or a fragment, which a link's request would
/// be in (a page without one opens no link, and never loads the `links` chunk that
/// reads them: `chunks::read_link`).
pub fn has_link() -> bool {
    web_sys::window()
        .map(|w| w.location())
        .is_some_and(|location| {
            !location.search().unwrap_or_default().is_empty()
                || !location.hash().unwrap_or_default().is_empty()
        })
}

/// What the page's link asks for; `Err` is a message for the player. (Called from the
/// `links` chunk, through `chunks::read_link`: URL decoding and the reading of links
/// stay out of the main module.)
pub fn read_link() -> Result<Option<Link>, Text> {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return Ok(None);
    };
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    parse_link(&search, &hash)
}

/// Takes the link's game out of the address bar, so a reload does not ask again.
pub fn forget_link() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(path) = window.location().pathname() else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

thread_local! {
    static FILES: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Where the game's files are when it is not this page's folder (a widget: the folder
/// of `game2048-embed.js`). The first one given is kept.
pub fn set_files_base(url: &str) {
    FILES.with(|f| {
        f.borrow_mut().get_or_insert_with(|| url.to_string());
    });
}

/// The folder of the game's files, if it is not this page's.
pub fn files_base() -> Option<String> {
    FILES.with(|f| f.borrow().clone())
}
