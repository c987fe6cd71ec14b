//! The scripting API: `state()`, `newGame(options?)`, `move(direction)`, `undo()`, `redo()`,
//! `hint()`, `autoplay(on, options?)`, and in a game with power-ups `swap(a, b)` and
//! `remove(value)`, for the hosted page's `window.game2048` and
//! for each `<game-2048>` widget alike. Each
//! call goes through [`Ctx::dispatch`] like any key press. Bad arguments throw a JS
//! `Error` with the reason; nothing panics.
//!
//! The methods are the `api` chunk's (its split point installs [`call`]): no move needs
//! them, so a page asks for them the first time a script reads `window.game2048`
//! ([`publish`]), and a widget when its host reads `ready` or calls a method
//! (game2048-embed.js, through `loadApi`). Only the object that carries them
//! ([`api_object`], [`publish`]) is in the main module.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Function, JSON, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::chunks::ApiCall;
use super::runtime::{Ctx, random_seed};
use crate::app::ai::{Availability, Speed, Strength};
use crate::app::api::{parse_new_game, state_json};
use crate::app::copy::{ExtrasLine, Line, Text};
use crate::app::frame::Method;
use crate::app::model::Msg;
use crate::app::model::parts::extras::Extra;
use crate::engine::json::{self, Number, Value};
use crate::engine::{Direction, Pos, Status};

/// `state()`: the game as a plain JS object.
pub fn state(ctx: Ctx) -> Result<JsValue, JsValue> {
    let text = ctx
        .model
        .try_with_untracked(|m| state_json(m).to_string())
        .ok_or_else(gone)?;
    JSON::parse(&text)
}

/// `newGame(options?)`: `{ preset?, game?, seed? }`; starts at once, no question asked.
/// A custom `game` before the readers of custom games are here gives a promise of the
/// state, once they have come and the game has started (rejected, in the game's
/// language, if they cannot load; the next call tries again).
pub fn new_game(ctx: Ctx, options: JsValue) -> Result<JsValue, JsValue> {
    if !crate::engine::custom::installed() && asks_for_a_custom_game(&options) {
        let started = async move {
            match super::chunks::custom_games().await {
                Ok(()) => new_game(ctx, options),
                Err(not_loaded) => Err(error(Text::from(not_loaded))),
            }
        };
        return Ok(super::dom::promise(started).into());
    }
    // What JSON.stringify cannot write (a cycle, a BigInt, a getter or proxy that
    // throws) is refused before it is read.
    if let Err(e) = JSON::stringify(&options) {
        let why = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()));
        return Err(error(Text::ApiOptionsUnreadable { why }));
    }
    let request = parse_new_game(&json_data(&options, 0)).map_err(error)?;
    ctx.dispatch(Msg::NewGame {
        variant: request.variant,
        seed: request.seed.unwrap_or_else(random_seed),
        confirmed: true,
    });
    state(ctx)
}

/// Whether `newGame(options)` asks for a custom game (a `game`, which only the readers
/// of custom games read: `engine::custom`).
fn asks_for_a_custom_game(options: &JsValue) -> bool {
    options.is_object()
        && Reflect::get(options, &"game".into())
            .is_ok_and(|game| !game.is_undefined() && !game.is_null())
}

/// A JS value as JSON data, read from the value itself rather than from its JSON
/// text, so that the main module needs no JSON reader: what `JSON.stringify` keeps
/// (`undefined`, functions and symbols in an object are left out; elsewhere, and
/// `NaN` or an infinity, they are `null`). Past 64 levels of nesting the rest is
/// `null`. (Cycles never get here: `new_game` refuses what `JSON.stringify` cannot
/// write before it reads anything.)
fn json_data(value: &JsValue, depth: usize) -> Value {
    if depth > 64 {
        return Value::Null;
    }
    if let Some(b) = value.as_bool() {
        return Value::Bool(b);
    }
    if value.as_f64().is_some() {
        return JSON::stringify(value)
            .ok()
            .and_then(|t| t.as_string())
            .and_then(|t| Number::from_text(&t))
            .map_or(Value::Null, Value::Number);
    }
    if let Some(text) = value.as_string() {
        return Value::String(text);
    }
    if js_sys::Array::is_array(value) {
        let items = js_sys::Array::from(value);
        return Value::Array(
            items
                .iter()
                .map(|item| json_data(&item, depth + 1))
                .collect(),
        );
    }
    let Some(object) = value.dyn_ref::<Object>().filter(|_| !value.is_function()) else {
        return Value::Null;
    };
    let mut entries = json::Object::default();
    for key in Object::keys(object).iter() {
        let (Some(name), Ok(item)) = (key.as_string(), Reflect::get(object, &key)) else {
            continue;
        };
        if !(item.is_undefined() || item.is_function() || item.is_symbol()) {
            entries.0.push((name, json_data(&item, depth + 1)));
        }
    }
    Value::Object(entries)
}

/// `move(direction)`: `'left' | 'right' | 'up' | 'down'`.
pub fn play(ctx: Ctx, direction: JsValue) -> Result<JsValue, JsValue> {
    let dir = direction
        .as_string()
        .unwrap_or_default()
        .parse::<Direction>()
        .map_err(|why| error(Text::ApiMove { why }))?;
    ctx.dispatch(Msg::Move(dir));
    state(ctx)
}

/// `undo()` and `redo()` (`msg`): throw when the game is played without undo.
pub fn undoing(ctx: Ctx, msg: Msg) -> Result<JsValue, JsValue> {
    if !ctx
        .model
        .try_with_untracked(|m| m.undo_allowed)
        .ok_or_else(gone)?
    {
        return Err(error(Text::ApiUndoOff));
    }
    ctx.dispatch(msg);
    state(ctx)
}

/// `swap([row, col], [row, col])`: the swap power-up on two tiles (rows and columns
/// from 0), in a game with power-ups. The state, or an error saying why it was refused
/// (none left, an empty cell, the same cell twice), changing nothing; a promise of it
/// while the game's power-ups are on their way (just after it began).
pub fn swap(ctx: Ctx, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
    match (cell(&a), cell(&b)) {
        (Some(a), Some(b)) => use_power(ctx, Extra::Swap(a, b)),
        _ => Err(error(Text::ApiPowerUpArguments)),
    }
}

/// `remove(value)`: the remove power-up: every tile of `value` leaves the board. As
/// `swap`, the state or why not (none left, no tile of that value).
pub fn remove(ctx: Ctx, value: JsValue) -> Result<JsValue, JsValue> {
    match value
        .as_f64()
        .filter(|v| v.fract() == 0.0 && v.abs() < 9.0e15)
    {
        Some(value) => use_power(ctx, Extra::Remove(value as i64)),
        None => Err(error(Text::ApiPowerUpArguments)),
    }
}

/// `[row, col]`, each a whole number (a cell off the board is the engine's to refuse).
fn cell(value: &JsValue) -> Option<Pos> {
    let cell = value
        .dyn_ref::<js_sys::Array>()
        .filter(|a| a.length() == 2)?;
    let index = |i| {
        let n = cell.get(i).as_f64()?;
        (n.fract() == 0.0 && (0.0..255.0).contains(&n)).then_some(n as u8)
    };
    Some(Pos {
        row: index(0)?,
        col: index(1)?,
    })
}

fn use_power(ctx: Ctx, extra: Extra) -> Result<JsValue, JsValue> {
    let powers = ctx
        .model
        .try_with_untracked(|m| m.game.rules().power_ups().is_some())
        .ok_or_else(gone)?;
    match powers {
        true => part_answer(ctx, ApiCall::Power(extra)),
        false => Err(error(Text::ApiNoPowerUps)),
    }
}

/// The answer to `call` from its part's code: at once once that is here, else a
/// promise of it once it has come (rejected as the answer would throw).
fn part_answer(ctx: Ctx, call: ApiCall) -> Result<JsValue, JsValue> {
    match super::chunks::api(ctx, call.clone()) {
        Ok(answer) => answer,
        Err(_) => {
            let part = call.part();
            let answer = async move {
                match super::chunks::load(part).await {
                    Ok(()) => ctx.dispatch(Msg::PartLoaded(part)),
                    Err(_) => return Err(error(Text::ApiGone)),
                }
                super::chunks::api(ctx, call).unwrap_or_else(|_| Err(gone()))
            };
            Ok(super::dom::promise(answer).into())
        }
    }
}

/// A power-up for the JS API, in the `extras` part's chunk (whose words say why it was
/// refused).
pub fn power_answer(ctx: Ctx, extra: Extra) -> Result<JsValue, JsValue> {
    ctx.dispatch(Msg::Extra(extra));
    let refused = ctx.model.try_with_untracked(|m| m.extras.refused);
    match refused.flatten() {
        Some(why) => Err(error(ExtrasLine::Refused(why))),
        None => state(ctx),
    }
}

/// `record()`: the game in progress as its record's text (what `#replay=` links hold).
pub fn record(ctx: Ctx) -> Result<JsValue, JsValue> {
    Ok(ctx
        .model
        .try_with_untracked(|m| m.record.encode(&m.game))
        .ok_or_else(gone)?
        .into())
}

/// `image()`: a promise of a picture of the game on show (the replay's position while
/// one is open) as a PNG `Blob`: the card *Share image* makes, in the game's theme and
/// language (`web::card::api_image`). Rejected with the reason if it cannot be made.
pub fn image(ctx: Ctx) -> Result<JsValue, JsValue> {
    ctx.model.try_with_untracked(|_| ()).ok_or_else(gone)?;
    part_answer(ctx, ApiCall::Image)
}

/// `hint()`: a promise of the AI's suggested move (`'left'`...), `null` when no move is
/// possible; rejected with the reason when the AI is off or cannot run. The hint shows
/// on the board too.
pub fn hint(ctx: Ctx) -> Result<JsValue, JsValue> {
    let (enabled, unavailable, playable) = ctx
        .model
        .try_with_untracked(|m| {
            let unavailable = match &m.ai.availability {
                Availability::Unavailable(why) => Some(why.clone()),
                _ => None,
            };
            let playable = matches!(m.game.status(), Status::Playing | Status::KeepPlaying)
                && !m.game.is_lost();
            (m.ai.enabled, unavailable, playable)
        })
        .ok_or_else(gone)?;
    if !enabled {
        return Err(error(Line::ApiAiOff { method: "hint" }));
    }
    if let Some(why) = unavailable {
        return Ok(js_sys::Promise::reject(&error(why)).into());
    }
    if !playable {
        return Ok(js_sys::Promise::resolve(&JsValue::NULL).into());
    }
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        super::extras::wait_for_hint(ctx, resolve, reject)
    });
    ctx.dispatch(Msg::Hint);
    Ok(promise.into())
}

/// `autoplay(on, { speed?, strength? })`: turns autoplay on or off, at a speed
/// (`relaxed`, `normal`, `quick`, `fastest`) and a strength (`fast`, `strong`).
pub fn autoplay(ctx: Ctx, on: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    if !ctx
        .model
        .try_with_untracked(|m| m.ai.enabled)
        .ok_or_else(gone)?
    {
        return Err(error(Line::ApiAiOff { method: "autoplay" }));
    }
    let on = on.as_bool().ok_or_else(|| error(Line::ApiAutoplayOnOff))?;
    let option = |name: &str| {
        if options.is_object() {
            Reflect::get(&options, &name.into())
                .ok()
                .filter(|v| !v.is_undefined())
        } else {
            None
        }
    };
    let speed = match option("speed") {
        None => None,
        Some(v) => Some(
            v.as_string()
                .and_then(|s| s.parse::<Speed>().ok())
                .ok_or_else(|| error(Line::ApiAutoplaySpeed))?,
        ),
    };
    let strength = match option("strength") {
        None => None,
        Some(v) => Some(
            v.as_string()
                .and_then(|s| s.parse::<Strength>().ok())
                .ok_or_else(|| error(Line::ApiAutoplayStrength))?,
        ),
    };
    if let Some(speed) = speed {
        ctx.dispatch(Msg::SetSpeed(speed));
    }
    if let Some(strength) = strength {
        ctx.dispatch(Msg::SetStrength(strength));
    }
    ctx.dispatch(Msg::Autoplay(on));
    state(ctx)
}

/// Calls `method` on the game behind `ctx` with its arguments (`a`, `b`: `undefined`
/// where JS gave fewer): one door for every method of `window.game2048` and of a
/// widget, named as the iframe's protocol names them (`app::frame::Method`). (One
/// closure and one export for all of them: one per method cost the first load 1 KB.)
/// In the `api` chunk: no page or widget needs it to play.
pub fn call(ctx: Ctx, method: Method, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
    match method {
        Method::State => state(ctx),
        Method::NewGame => new_game(ctx, a),
        Method::Move => play(ctx, a),
        Method::Undo => undoing(ctx, Msg::Undo),
        Method::Redo => undoing(ctx, Msg::Redo),
        Method::Record => record(ctx),
        Method::Hint => hint(ctx),
        Method::Autoplay => autoplay(ctx, a, b),
        Method::Swap => swap(ctx, a, b),
        Method::Remove => remove(ctx, a),
        Method::Image => image(ctx),
    }
}

/// A JS object with the API of the game behind `ctx` (the hosted page's
/// `window.game2048`; a widget's methods are its element's), whose methods answer from
/// the `api` chunk ([`call`]).
pub fn api_object(ctx: Ctx) -> Object {
    let api = Object::new();
    for method in Method::ALL {
        let f =
            Closure::<dyn Fn(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(move |a, b| {
                super::chunks::api_call(ctx, method, a, b)
            });
        let function: &Function = f.as_ref().unchecked_ref();
        let _ = Reflect::set(&api, &JsValue::from_str(method.name()), function);
        // The hosted page's API lives as long as the page.
        f.forget();
    }
    api
}

fn error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// A method of a game that is no longer on the page (a removed widget's).
fn gone() -> JsValue {
    error(Text::ApiGone)
}

/// Makes the API of the game behind `ctx` the hosted page's `window.game2048`, which
/// asks for its methods' code (the `api` chunk) the first time it is read: until that
/// code is here it reads `undefined`, and then the methods' object. A chunk that cannot
/// load is said in the console, and the next read asks again. (No move needs the API:
/// a visit that never reads it never loads it.)
pub fn publish(window: &web_sys::Window, ctx: Ctx) {
    let api: Rc<RefCell<Option<Object>>> = Rc::default();
    let asked = Rc::new(Cell::new(false));
    let get = Closure::<dyn Fn() -> JsValue>::new(move || {
        if let Some(api) = api.borrow().as_ref() {
            return api.into();
        }
        if !asked.replace(true) {
            let (api, asked) = (api.clone(), asked.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match super::chunks::load_api().await {
                    Ok(()) => *api.borrow_mut() = Some(api_object(ctx)),
                    Err(not_loaded) => {
                        asked.set(false);
                        let why = Text::from(not_loaded).to_string();
                        web_sys::console::warn_1(&format!("game2048: {why}").into());
                    }
                }
            });
        }
        JsValue::UNDEFINED
    });
    let property = Object::new();
    let _ = Reflect::set(&property, &"get".into(), get.as_ref());
    let _ = Reflect::set(&property, &"configurable".into(), &JsValue::TRUE);
    Object::define_property(window, &"game2048".into(), &property);
    // It lives as long as the page.
    get.forget();
}
