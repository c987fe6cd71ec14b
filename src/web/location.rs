//! The address bar: the only code that reads the page's URL or changes it.

use crate::app::links::parse_link;
use crate::app::request::GameRequest;

/// The game the page's link asks for; `Err` is a message for the player.
pub fn read_link() -> Result<Option<GameRequest>, String> {
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
