//! `<game-2048>` widgets: the wasm side of the custom element that
//! `game2048-embed.js` defines. Each widget is one game mounted in its element's shadow
//! root, with its own model, storage key, undo and events; removing the element
//! (`unmount`) frees its signals, listeners and DOM.
//!
//! Attribute text is only ever data: it is parsed as a preset id, JSON or a number, and
//! anything wrong with it is shown as a message inside the widget, never thrown into
//! the host page.

use std::any::Any;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::ctx::Ctx;
use super::keyboard::{ElementKeys, listen_on_element, listen_on_window};
use super::{api, view};
use crate::app::variant::Variant;

/// One mounted widget, as the custom element holds it.
#[wasm_bindgen]
pub struct Widget {
    ctx: Option<Ctx>,
    /// The leptos mount (an `UnmountHandle`): dropping it unmounts the view and
    /// disposes every signal, effect and listener created under it.
    mounted: Option<Box<dyn Any>>,
    keys: Option<ElementKeys>,
}

/// What the element's attributes ask for.
struct Settings {
    variant: Variant,
    seed: Option<u64>,
    keyboard_page: bool,
}

fn settings(
    preset: Option<String>,
    game: Option<String>,
    seed: Option<String>,
    keyboard: Option<String>,
) -> Result<Settings, String> {
    let variant = match (
        preset.filter(|p| !p.is_empty()),
        game.filter(|g| !g.trim().is_empty()),
    ) {
        (Some(_), Some(_)) => return Err("Give this game a preset or a game, not both.".into()),
        (Some(id), None) => {
            Variant::named(&id).map_err(|e| format!("The preset is not known: {e}."))?
        }
        (None, Some(json)) => {
            Variant::custom(&json).map_err(|e| format!("The game attribute is not valid: {e}."))?
        }
        (None, None) => Variant::classic(),
    };
    let seed = match seed.filter(|s| !s.trim().is_empty()) {
        None => None,
        Some(text) => Some(text.trim().parse::<u64>().map_err(|_| {
            format!(
                "The seed {text:?} is not a whole number from 0 to {}.",
                u64::MAX
            )
        })?),
    };
    let keyboard_page = match keyboard.as_deref().map(str::trim) {
        None | Some("") | Some("focus") => false,
        Some("page") => true,
        Some(other) => {
            return Err(format!(
                "keyboard must be \"focus\" or \"page\", not {other:?}."
            ));
        }
    };
    Ok(Settings {
        variant,
        seed,
        keyboard_page,
    })
}

/// Mounts a game in `container` (inside `host`'s shadow root) from `host`'s attributes.
/// Never throws: invalid attributes give a widget that shows why and has no game.
#[wasm_bindgen(js_name = mountWidget)]
pub fn mount_widget(
    host: web_sys::HtmlElement,
    container: web_sys::HtmlElement,
    storage_key: String,
    preset: Option<String>,
    game: Option<String>,
    seed: Option<String>,
    keyboard: Option<String>,
) -> Widget {
    super::panic::install();
    let settings = match settings(preset, game, seed, keyboard) {
        Ok(settings) => settings,
        Err(message) => {
            let handle = leptos::mount::mount_to(container, move || {
                view! {
                    <div class="game2048 invalid" role="alert">
                        <p class="invalid-title">"This game could not start"</p>
                        <p>{message}</p>
                    </div>
                }
            });
            return Widget {
                ctx: None,
                mounted: Some(Box::new(handle)),
                keys: None,
            };
        }
    };

    let created = std::rc::Rc::new(std::cell::Cell::new(None));
    let out = created.clone();
    let events: web_sys::EventTarget = host.clone().into();
    let page_keys = settings.keyboard_page;
    let handle = leptos::mount::mount_to(container, move || {
        let ctx = Ctx::widget(&storage_key, settings.variant, settings.seed, events);
        out.set(Some(ctx));
        if page_keys {
            let keys = listen_on_window(ctx);
            on_cleanup(move || keys.remove());
        }
        ctx.follow_other_tabs();
        view! { <view::Game ctx /> }
    });
    let ctx = created.take();
    let keys = match (ctx, page_keys) {
        (Some(ctx), false) => Some(listen_on_element(&host, ctx)),
        _ => None,
    };
    Widget {
        ctx,
        mounted: Some(Box::new(handle)),
        keys,
    }
}

#[wasm_bindgen]
impl Widget {
    /// The game as a plain object, or `null` when the widget shows an error.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        self.ctx.map_or(Ok(JsValue::NULL), api::state)
    }

    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&self, options: JsValue) -> Result<JsValue, JsValue> {
        self.ctx
            .map_or(Ok(JsValue::NULL), |ctx| api::new_game(ctx, options))
    }

    #[wasm_bindgen(js_name = "move")]
    pub fn play(&self, direction: JsValue) -> Result<JsValue, JsValue> {
        self.ctx
            .map_or(Ok(JsValue::NULL), |ctx| api::play(ctx, direction))
    }

    pub fn undo(&self) -> Result<JsValue, JsValue> {
        self.ctx.map_or(Ok(JsValue::NULL), api::undo)
    }

    /// Frees everything the widget holds. Calls after this do nothing.
    pub fn unmount(&mut self) {
        self.keys = None;
        self.ctx = None;
        self.mounted = None;
    }
}
