//! The scripting API on a JS object: `state()`, `newGame(options?)`, `move(direction)`,
//! `undo()`. Each call goes through [`Ctx::dispatch`] like any key press. Bad arguments
//! throw a JS `Error` with the reason; nothing panics.

use js_sys::{Function, JSON, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::ctx::Ctx;
use crate::app::api::{parse_direction, parse_new_game, state_json};
use crate::app::model::Msg;

/// A JS object with the API of the game behind `ctx`.
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
        Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(move |options: JsValue| {
            let text = if options.is_undefined() || options.is_null() {
                String::new()
            } else {
                JSON::stringify(&options)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_default()
            };
            let (variant, seed) = parse_new_game(&text).map_err(error)?;
            ctx.dispatch(Msg::NewGame {
                variant,
                seed: seed.unwrap_or_else(Ctx::seed),
                confirmed: true,
            });
            state(ctx)
        }),
    );
    set_fn(
        &api,
        "move",
        Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(move |dir: JsValue| {
            let text = dir.as_string().unwrap_or_default();
            let dir = parse_direction(&text).map_err(error)?;
            ctx.dispatch(Msg::Move(dir));
            state(ctx)
        }),
    );
    set_fn(
        &api,
        "undo",
        Closure::<dyn Fn() -> Result<JsValue, JsValue>>::new(move || {
            ctx.dispatch(Msg::Undo);
            state(ctx)
        }),
    );
    api
}

fn state(ctx: Ctx) -> Result<JsValue, JsValue> {
    let text = ctx.model.with_untracked(|m| state_json(m).to_string());
    JSON::parse(&text)
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
    // The API lives as long as the page (or the widget, which drops the object).
    f.forget();
}
