//! What a player sees if the program panics: a visible message with a reload button,
//! drawn with plain DOM calls (the UI framework may be what broke). The saved game is
//! never touched, so a reload picks it up again.
//!
//! The panel goes on the page's body, which for a widget is the host's page, where
//! none of the game's stylesheets apply: it is styled here, through the CSSOM (which a
//! strict Content-Security-Policy allows, unlike a style attribute).

use std::panic::PanicHookInfo;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;

use crate::app::copy::{Label, Text};

pub fn install() {
    std::panic::set_hook(Box::new(on_panic));
}

/// Says the panic's message (where it was, too, in a debug build: a release build keeps
/// no panic locations, scripts/panic-locations.mjs).
fn on_panic(info: &PanicHookInfo<'_>) {
    let detail = match cfg!(debug_assertions) {
        true => info.to_string(),
        false => {
            let payload = info.payload();
            let message = payload.downcast_ref::<&str>().copied();
            message
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or_default()
                .to_owned()
        }
    };
    web_sys::console::error_1(&format!("game2048: {detail}").into());
    let _ = show(&detail);
}

/// The crash panel's look: readable over any page, in any theme.
const PANEL_STYLE: [(&str, &str); 11] = [
    ("position", "fixed"),
    ("inset", "16px 16px auto"),
    ("z-index", "2147483647"),
    ("padding", "16px"),
    ("border-radius", "8px"),
    ("background", "#fdecea"),
    ("color", "#5f2120"),
    ("box-shadow", "0 4px 16px rgba(0, 0, 0, 0.3)"),
    ("font", "16px/1.4 system-ui, sans-serif"),
    ("text-align", "start"),
    ("max-width", "40em"),
];

/// Shows the crash panel with `detail` (what went wrong) on the page's body.
pub fn show(detail: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let body = document.body()?;
    let panel: web_sys::HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
    panel.set_class_name("game2048-crash");
    for (name, value) in PANEL_STYLE {
        let _ = panel.style().set_property(name, value);
    }
    panel.set_attribute("role", "alert").ok()?;
    let title = document.create_element("p").ok()?;
    title.set_text_content(Some(&Text::Crashed.to_string()));
    let detail_el: web_sys::HtmlElement = document.create_element("pre").ok()?.dyn_into().ok()?;
    detail_el.set_text_content(Some(detail));
    for (name, value) in [("white-space", "pre-wrap"), ("font-size", "12.8px")] {
        let _ = detail_el.style().set_property(name, value);
    }
    let button = document.create_element("button").ok()?;
    button.set_text_content(Some(Label::Reload.say()));
    // The page is about to be reloaded; the listener lives until then.
    EventListener::new(&button, "click", |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    })
    .forget();
    panel.append_child(&title).ok()?;
    panel.append_child(&detail_el).ok()?;
    panel.append_child(&button).ok()?;
    body.append_child(&panel).ok()?;
    Some(())
}
