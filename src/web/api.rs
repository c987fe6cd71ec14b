//! The scripting API: `state()`, `newGame(options?)`, `move(direction)`, `undo()`, for
//! the hosted page's `window.game2048` and for each `<game-2048>` widget alike. Each
//! call goes through [`Ctx::dispatch`] like any key press. Bad arguments throw a JS
//! `Error` with the reason; nothing panics.

use js_sys::{Function, JSON, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::ctx::Ctx;
use crate::app::api::{parse_new_game, state_json};
use crate::app::model::Msg;
use crate::engine::Direction;

/// `state()`: the game as a plain JS object.
pub fn state(ctx: Ctx) -> Result<JsValue, JsValue> {
    let text = ctx.model.with_untracked(|m| state_json(m).to_string());
    JSON::parse(&text)
}

/// `newGame(options?)`: `{ preset?, game?, seed? }`; starts at once, no question asked.
pub fn new_game(ctx: Ctx, options: JsValue) -> Result<JsValue, JsValue> {
    let text = if options.is_undefined() || options.is_null() {
        String::new()
    } else {
        JSON::stringify(&options)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default()
    };
    let request = parse_new_game(&text).map_err(error)?;
    ctx.dispatch(Msg::NewGame {
        variant: request.variant,
        seed: request.seed.unwrap_or_else(Ctx::seed),
        confirmed: true,
    });
    state(ctx)
}

/// `move(direction)`: `'left' | 'right' | 'up' | 'down'`.
pub fn play(ctx: Ctx, direction: JsValue) -> Result<JsValue, JsValue> {
    let dir = direction
        .as_string()
        .unwrap_or_default()
        .parse::<Direction>()
        .map_err(|e| error(format!("move: {e}")))?;
    ctx.dispatch(Msg::Move(dir));
    state(ctx)
}

/// `undo()`.
pub fn undo(ctx: Ctx) -> Result<JsValue, JsValue> {
    ctx.dispatch(Msg::Undo);
    state(ctx)
}

/// A JS object with the API of the game behind `ctx` (the hosted page's
/// `window.game2048`).
pub fn api_object(ctx: Ctx) -> Object {
    let api = Object::new();
    set_fn(
        &api,
        "state",
        Closure::<dyn Fn() -> Result<JsValue, JsValue>>::new(move || state(ctx)),
    );
    set_fn(
        &api,
        "newGame",
        Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(move |o| new_game(ctx, o)),
    );
    set_fn(
        &api,
        "move",
        Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(move |d| play(ctx, d)),
    );
    set_fn(
        &api,
        "undo",
        Closure::<dyn Fn() -> Result<JsValue, JsValue>>::new(move || undo(ctx)),
    );
    api
}

fn error(message: String) -> JsValue {
    js_sys::Error::new(&message).into()
}

fn set_fn<F: ?Sized + wasm_bindgen::closure::WasmClosure>(
    target: &Object,
    name: &str,
    f: Closure<F>,
) {
    let function: &Function = f.as_ref().unchecked_ref();
    let _ = Reflect::set(target, &JsValue::from_str(name), function);
    // The hosted page's API lives as long as the page.
    f.forget();
}
