//! The browser's callbacks, each kept one way: event listeners live exactly as long as
//! the game's mount (the reactive owner they were made under) and are removed with it;
//! timers are one wrapper; a widget's custom events are fired by one function. No
//! other code adds a listener or a timer. Also the one way to the page's `<html>`, and
//! to hand JS a promise ([`promise`]).

use gloo_events::{EventListener, EventListenerOptions};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::json::Value;

/// Calls `on_event` with each `event` on `target` until the current reactive owner is
/// cleaned up (the game unmounted, the widget removed). `active`: it may prevent the
/// event's default (game keys, which would scroll the page); otherwise it is passive.
pub fn listen(
    target: &web_sys::EventTarget,
    event: &'static str,
    active: bool,
    on_event: impl FnMut(&web_sys::Event) + 'static,
) {
    let options = if active {
        EventListenerOptions::enable_prevent_default()
    } else {
        EventListenerOptions::default()
    };
    let listener = EventListener::new_with_options(target, event, options, on_event);
    // Owned by the reactive owner: dropped, and so removed, when it is disposed.
    let _kept = StoredValue::new_local(listener);
}

/// The same, on the window.
pub fn listen_to_window(
    event: &'static str,
    active: bool,
    on_event: impl FnMut(&web_sys::Event) + 'static,
) {
    if let Some(window) = web_sys::window() {
        listen(&window, event, active, on_event);
    }
}

/// The document's root element, `<html>`: where the page keeps its language and the
/// first-paint script's flags.
pub fn html() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

/// Calls `then` after `ms` milliseconds: from a timer, never inside the current call.
pub fn after(ms: u32, then: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(then);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            i32::try_from(ms).unwrap_or(i32::MAX),
        );
    }
}

/// Calls `each` on every animation frame (with the frame's time in ms) for as long as
/// it returns `true`. (The gamepads' reading: the Gamepad API has no events for
/// buttons.)
pub fn each_frame(each: impl FnMut(f64) -> bool + 'static) {
    type Frame = Closure<dyn FnMut(f64)>;
    let next: std::rc::Rc<std::cell::RefCell<Option<Frame>>> = Default::default();
    let this = next.clone();
    let mut each = each;
    let request = |frame: &Frame| {
        web_sys::window()
            .and_then(|w| {
                w.request_animation_frame(frame.as_ref().unchecked_ref())
                    .ok()
            })
            .is_some()
    };
    *next.borrow_mut() = Some(Closure::new(move |time: f64| {
        let again = each(time);
        let requested = again && this.borrow().as_ref().is_some_and(request);
        if !requested {
            // The last frame: the closure drops itself (after this call returns).
            let done = this.borrow_mut().take();
            drop_later(done);
        }
    }));
    if !next.borrow().as_ref().is_some_and(request) {
        next.borrow_mut().take();
    }
}

/// Drops `value` from a timer: a closure cannot be dropped while it runs.
fn drop_later<T: 'static>(value: T) {
    after(0, move || drop(value));
}

/// Dispatches a bubbling, composed `CustomEvent` named `name` with `detail`.
pub fn fire(target: &web_sys::EventTarget, name: &str, detail: &Value) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(detail) = js_sys::JSON::parse(&detail.to_string()) {
        init.set_detail(&detail);
    }
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = target.dispatch_event(&event);
    }
}

/// `work` as a JS promise, resolved with its value or rejected with its error. Every
/// promise the game hands to JS (its async exports, the JS API's) is made here, so that
/// wasm-bindgen's code that turns a future into a promise is in the main module once,
/// for a boxed future, and not once for each async function's own future type.
pub fn promise(work: impl Future<Output = Result<JsValue, JsValue>> + 'static) -> js_sys::Promise {
    let work: std::pin::Pin<Box<dyn Future<Output = Result<JsValue, JsValue>>>> = Box::pin(work);
    wasm_bindgen_futures::future_to_promise(work)
}
