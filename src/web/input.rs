//! Player input from the DOM: the only code that reads key and pointer events. It
//! hands their facts to `app::input`, which decides what they mean, and dispatches the
//! resulting message. Keys that mean something to the game have their default
//! prevented; all others, and every key typed into a form field, are left to the
//! browser.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, PointerEvent};

use super::dom;
use super::runtime::Ctx;
use crate::app::input::{Modifiers, SwipeTracker, key_message};
use crate::app::model::Msg;

/// Keys on the whole window (the hosted page, a widget in `page` mode), while the game
/// is mounted.
pub fn keys_on_window(ctx: Ctx) {
    if let Some(window) = web_sys::window() {
        keys_on(&window, ctx);
    }
}

/// Keys on `target` (a widget's element in `focus` mode: only while it or something
/// inside it has focus), while the game is mounted.
pub fn keys_on(target: &web_sys::EventTarget, ctx: Ctx) {
    // Active: game keys prevent their default (arrows would scroll the page).
    dom::listen(target, "keydown", true, move |e| {
        if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
            on_key(ctx, e);
        }
    });
}

/// Handles one key press.
pub fn on_key(ctx: Ctx, e: &KeyboardEvent) {
    if e.is_composing() || typing_in_a_field(e) {
        return;
    }
    if let Some(msg) = key_message(&e.key(), modifiers(e)) {
        // The power-ups' keys (X, R) are the game's only in a game that has them; in
        // any other they stay the page's.
        let powers = || {
            ctx.model
                .with_untracked(|m| m.game.rules().power_ups().is_some())
        };
        if matches!(msg, Msg::Extra(_)) && !powers() {
            return;
        }
        e.prevent_default();
        ctx.dispatch(msg);
    }
}

/// Whether this screen is touched first (a phone, a tablet: its main pointer is
/// coarse), so that swipes are said before keys.
pub fn touch_first() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// The modifier keys held during `e`.
pub fn modifiers(e: &KeyboardEvent) -> Modifiers {
    Modifiers {
        alt: e.alt_key(),
        ctrl: e.ctrl_key(),
        meta: e.meta_key(),
        shift: e.shift_key(),
    }
}

/// Whether the key goes to a form field (the variant picker) or to a part with keys of
/// its own (`data-own-keys`: the builder's painter), where arrows and letters have
/// their own meaning. The element is the event's first on its composed path: in a
/// widget, `target` is the widget itself.
fn typing_in_a_field(e: &KeyboardEvent) -> bool {
    e.composed_path()
        .get(0)
        .dyn_into::<web_sys::Element>()
        .is_ok_and(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || el.closest("[data-own-keys]").ok().flatten().is_some()
        })
}

/// Swipes on the board, for its pointer events: one move per gesture (see
/// `app::input::SwipeTracker`).
#[derive(Clone, Copy)]
pub struct Swipes {
    ctx: Ctx,
    tracker: StoredValue<SwipeTracker>,
}

impl Swipes {
    pub fn new(ctx: Ctx) -> Swipes {
        Swipes {
            ctx,
            tracker: StoredValue::new(SwipeTracker::default()),
        }
    }

    pub fn down(self, e: &PointerEvent) {
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        self.tracker
            .update_value(|s| s.down(e.pointer_id(), e.is_primary(), x, y));
        // The rest of the gesture comes here even if the pointer leaves the board.
        if let Some(board) = e
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let _ = board.set_pointer_capture(e.pointer_id());
        }
    }

    pub fn moved(self, e: &PointerEvent) {
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        let fired = self
            .tracker
            .try_update_value(|s| s.moved(e.pointer_id(), x, y))
            .flatten();
        if let Some(dir) = fired {
            e.prevent_default();
            self.ctx.dispatch(Msg::Move(dir));
        }
    }

    pub fn up(self, e: &PointerEvent) {
        self.tracker.update_value(|s| s.up(e.pointer_id()));
    }
}
