//! The hosted page's own text (its title, its how-to and the settings at its foot,
//! index.html's `data-say` elements, and the update prompt's words), said in the page's language
//! once the game is on; index.html keeps it hidden until then when the language is
//! not English, so no English flashes. Full build only: the quick build speaks only
//! English, which index.html already says.

use wasm_bindgen::JsCast;

use crate::app::copy::{Label, Line, PAGE_TEXTS};

/// Says the page's text in the page's language, and shows it.
pub fn say_page_text() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(elements) = document.query_selector_all("[data-say]") else {
        return;
    };
    for element in (0..elements.length()).filter_map(|i| elements.item(i)) {
        let Some(element) = element.dyn_ref::<web_sys::Element>() else {
            continue;
        };
        let key = element.get_attribute("data-say").unwrap_or_default();
        match PAGE_TEXTS.iter().find(|(k, _)| *k == key) {
            // Catalogue markup: text and <strong> only.
            Some((_, Label::HowToHtml)) => element.set_inner_html(Label::HowToHtml.say()),
            Some((_, label)) => element.set_text_content(Some(label.say())),
            None => {}
        }
    }
    document.set_title(Label::PageTitle.say());
    if let Some(root) = document.document_element() {
        // The update prompt (sw-client.js) reads its words from here.
        let _ = root.set_attribute("data-say-update", &Line::UpdateReady.to_string());
        let _ = root.set_attribute("data-say-reload", Label::Reload.say());
        let _ = root.remove_attribute("data-translating");
    }
}
