//! Keyboard input: the only code that reads key events. Keys that mean something to
//! the game (see `app::input::key_command`) have their default prevented; all others,
//! and every key typed into a form field, are left to the browser.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::KeyboardEvent;

use super::ctx::Ctx;
use crate::app::input::{Command, Modifiers, key_command};
use crate::app::model::Msg;

/// Listens on the whole window (the hosted page). The handle must be removed when the
/// game goes away.
pub fn listen_on_window(ctx: Ctx) -> WindowListenerHandle {
    window_event_listener(ev::keydown, move |e: KeyboardEvent| on_key(ctx, &e))
}

/// Keys on one element (a widget in `focus` mode): only while it or something inside
/// it has focus. Dropping this removes the listener.
pub struct ElementKeys {
    target: web_sys::EventTarget,
    listener: Closure<dyn Fn(KeyboardEvent)>,
}

pub fn listen_on_element(target: &web_sys::EventTarget, ctx: Ctx) -> ElementKeys {
    let listener = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| on_key(ctx, &e));
    let _ = target.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
    ElementKeys {
        target: target.clone(),
        listener,
    }
}

impl Drop for ElementKeys {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback("keydown", self.listener.as_ref().unchecked_ref());
    }
}

/// Handles one key press.
pub fn on_key(ctx: Ctx, e: &KeyboardEvent) {
    if e.is_composing() || typing_in_a_field(e) {
        return;
    }
    let mods = Modifiers {
        alt: e.alt_key(),
        ctrl: e.ctrl_key(),
        meta: e.meta_key(),
        shift: e.shift_key(),
    };
    let Some(command) = key_command(&e.key(), mods) else {
        return;
    };
    e.prevent_default();
    ctx.dispatch(match command {
        Command::Move(dir) => Msg::Move(dir),
        Command::Undo => Msg::Undo,
    });
}

/// Whether the key goes to a form field (the variant picker), where arrows and
/// letters have their own meaning.
fn typing_in_a_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
