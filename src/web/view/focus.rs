//! Where the focus goes as a panel opens and closes: to the panel, and back to what
//! opened it. Only the panels' focus; never the game's keys, which the window hears
//! wherever the focus is. Called by each panel's view, in its part's code: none of this
//! is in the first load.

use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, ShadowRoot};

use super::super::dom;

/// As `open` turns true, the panel (`panel()`, once drawn) takes the focus; as it turns
/// false, what had the focus then gets it back.
pub fn follow(open: Memo<bool>, panel: impl Fn() -> Option<Element> + 'static) {
    // (One body for every panel's closure type.)
    follow_panel(open, Rc::new(panel));
}

fn follow_panel(open: Memo<bool>, panel: Rc<dyn Fn() -> Option<Element>>) {
    // What had the focus as the panel opened.
    let opener = StoredValue::new_local(None::<Element>);
    Effect::new(move |was: Option<bool>| {
        let now = open.get();
        // (A panel whose part came with the press that opened it starts open.)
        if was.unwrap_or(false) != now {
            let panel = panel.clone();
            // Once the panel is drawn, or gone: after this turn's rendering.
            dom::after(0, move || match panel() {
                Some(panel) if now => {
                    opener.set_value(active(&panel));
                    focus(&panel);
                }
                _ => {
                    if let Some(opener) = opener.try_update_value(Option::take).flatten() {
                        back(&opener);
                    }
                }
            });
        }
        now
    });
}

/// What has the focus in the document or the widget's shadow root that `inside` is in.
fn active(inside: &Element) -> Option<Element> {
    let root = inside.get_root_node();
    match root.dyn_ref::<ShadowRoot>() {
        Some(shadow) => shadow.active_element(),
        None => root.dyn_ref::<Document>()?.active_element(),
    }
}

/// Focuses `panel` (focusable by script only: it is not a stop on the Tab key's way).
fn focus(panel: &Element) {
    if !panel.has_attribute("tabindex") {
        let _ = panel.set_attribute("tabindex", "-1");
    }
    if let Some(panel) = panel.dyn_ref::<HtmlElement>() {
        let _ = panel.focus();
    }
}

/// Gives the focus back to `opener`, unless it is gone (with the panel it was in).
fn back(opener: &Element) {
    if opener.is_connected()
        && let Some(opener) = opener.dyn_ref::<HtmlElement>()
    {
        let _ = opener.focus();
    }
}
