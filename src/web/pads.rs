//! Gamepads, read: the only code that touches the Gamepad API. [`follow`] (in the main
//! module) waits for a pad to be connected; [`connected`] (in the `hands` chunk, as all
//! that follows) says so once per pad and reads every connected pad each animation
//! frame, handing their buttons and sticks to `app::pads`, which says what they mean.
//! Polling stops when no pad is left or the game is gone, and starts again with the
//! next pad.
//!
//! A widget in `focus` mode listens only while it has focus, as its keys do; the
//! hosted page and a widget in `page` mode always. Pads are read through plain
//! property access (`getGamepads()`, `index`, `buttons[i].pressed`, `axes`), so that
//! a page's own stand-in for the API (a test's) is read like the real one.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Array, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::dom;
use super::runtime::{Ctx, random_seed};
use crate::app::model::Msg;
use crate::app::pads::{PadState, Pads};

/// What a game knows of its pads: those it has said, and whether it reads them now.
#[derive(Default)]
pub struct Following {
    said: RefCell<Vec<u32>>,
    polling: Cell<bool>,
}

/// Hands a connected pad's event to [`connected`] (`chunks::pads`: from its chunk).
pub type Connected = fn(Ctx, Option<web_sys::Element>, Rc<Following>, web_sys::Event);

/// Follows the pads while the game is mounted; `focus`: the widget's element, whose
/// focus the pads wait for (`None`: always); `connected`: what a connected pad starts.
pub fn follow(ctx: Ctx, focus: Option<web_sys::Element>, connected: Connected) {
    let following = Rc::new(Following::default());
    dom::listen_to_window("gamepadconnected", false, move |e| {
        connected(ctx, focus.clone(), following.clone(), e.clone())
    });
}

/// A pad was connected (`event`): said, if this game listens and has not said it yet,
/// and read from now on.
pub fn connected(
    ctx: Ctx,
    focus: Option<web_sys::Element>,
    following: Rc<Following>,
    event: web_sys::Event,
) {
    let index = field(&field(&event, "gamepad"), "index")
        .as_f64()
        .unwrap_or(0.0) as u32;
    if listens(focus.as_ref()) && !following.said.borrow().contains(&index) {
        following.said.borrow_mut().push(index);
        ctx.dispatch(Msg::PadConnected);
    }
    if !following.polling.replace(true) {
        poll(ctx, focus, following);
    }
}

/// Whether the game takes pads now.
fn listens(focus: Option<&web_sys::Element>) -> bool {
    focus.is_none_or(|element| element.matches(":focus-within").unwrap_or(false))
}

/// Reads the pads every frame until none is connected or the game is gone; then the
/// game is not polling any more, and the next pad connected starts again.
fn poll(ctx: Ctx, focus: Option<web_sys::Element>, following: Rc<Following>) {
    let mut pads = Pads::default();
    dom::each_frame(move |now| {
        let states = read();
        let alive = ctx.model.try_with_untracked(|_| ()).is_some();
        if states.is_empty() || !alive {
            following.polling.set(false);
            return false;
        }
        if !listens(focus.as_ref()) {
            // What is held while away is not pressed once focus comes.
            pads.read(&states, now);
            return true;
        }
        for input in pads.read(&states, now) {
            let msg = ctx
                .model
                .try_with_untracked(|m| input.message(m, random_seed()))
                .flatten();
            if let Some(msg) = msg {
                ctx.dispatch(msg);
            }
        }
        true
    });
}

/// The connected pads, as the game reads them.
fn read() -> Vec<PadState> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let pads = Reflect::get(&navigator, &"getGamepads".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(&navigator).ok())
        .and_then(|list| list.dyn_into::<Array>().ok())
        .unwrap_or_default();
    pads.iter()
        .filter(|pad| pad.is_object() && field(pad, "connected").as_bool() != Some(false))
        .map(|pad| {
            let buttons = array(field(&pad, "buttons"));
            let pressed = buttons
                .iter()
                .take(32)
                .enumerate()
                .filter(|(_, b)| field(b, "pressed").as_bool() == Some(true))
                .fold(0u32, |bits, (i, _)| bits | 1 << i);
            let axes = array(field(&pad, "axes"));
            let axis = |i| axes.get(i).as_f64().unwrap_or(0.0);
            PadState {
                index: field(&pad, "index").as_f64().unwrap_or(0.0) as u32,
                buttons: pressed,
                stick: (axis(0), axis(1)),
            }
        })
        .collect()
}

/// `value` if it is an array, else an empty one (a pad without buttons, a stand-in's
/// mistake).
fn array(value: JsValue) -> Array {
    value.dyn_into().unwrap_or_default()
}

fn field(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &name.into()).unwrap_or(JsValue::UNDEFINED)
}
