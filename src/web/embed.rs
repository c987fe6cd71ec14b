//! `<game-2048>` widgets: the wasm side of the custom element that
//! `game2048-embed.js` defines. Each widget is one game mounted in its element's shadow
//! root, with its own model, storage key, undo and events; removing the element
//! (`unmount`) frees its signals, listeners and DOM.
//!
//! Attribute text is only ever data: it is parsed as a preset id, JSON or a number, and
//! anything wrong with it is shown as a message inside the widget, never thrown into
//! the host page.
//!
//! The mounting itself (`mount`: the attributes read, the game, keys and hands set up)
//! is the `widget` chunk's, which game2048-embed.js preloads beside the main module:
//! the hosted page never runs it, and its first load was 2.6 KB lighter without it.
//! The exports here stay in the main module, so that a widget whose chunk cannot load
//! still says why.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::input::{keys_on, keys_on_window};
use super::runtime::Ctx;
use super::widget::Widget;
use super::{dom, language, view};
use crate::app::copy::{self, Label, Lang, Line, Text};
use crate::app::frame::Method;
use crate::app::model::Msg;
use crate::app::widget::{Attribute, Attributes, Keyboard};

/// What a message posted to embed.html is, as the iframe protocol reads it
/// ([`crate::app::frame::answer`], in the frame's chunk: only embed.html ever asks, so
/// no other page loads the protocol's code). Rejected with the reason if that chunk cannot load (the
/// frame's script logs it; the next message tries again).
#[wasm_bindgen(js_name = frameCommand)]
pub fn frame_command(data: String, origin: String, allowed: Option<String>) -> js_sys::Promise {
    dom::promise(async move {
        super::chunks::answer_frame(data, origin, allowed)
            .await
            .map(JsValue::from)
            .map_err(|not_loaded| Text::from(not_loaded).to_string().into())
    })
}

/// Loads what a widget mounted with `options` (as [`mount_widget`] takes them) needs
/// before its first paint: its mounting (the `widget` chunk), the words of the language
/// it speaks (see [`language::widget`]), and the readers of custom games if it plays
/// one (its `game`). `game2048-embed.js` awaits it before [`mount_widget`], and
/// preloads the chunks beside the main module. Never rejects: a widget whose words
/// could not load speaks English and says so; one whose mounting could not load, or
/// whose custom game cannot be read yet, says so instead of playing (see
/// [`mount_widget`]); the next mount asks for them again.
#[wasm_bindgen(js_name = prepareWidget)]
pub fn prepare_widget(options: JsValue) -> js_sys::Promise {
    dom::promise(async move {
        let attribute = attribute_of(&options);
        let _ = super::chunks::load_widget().await;
        let _ = super::chunks::learn(language_of(&attribute)).await;
        if needs_custom_games(&attribute) {
            let _ = super::chunks::custom_games().await;
        }
        Ok(JsValue::UNDEFINED)
    })
}

/// An attribute's text in `mount_widget`'s `options`.
fn attribute_of(options: &JsValue) -> impl Fn(Attribute) -> Option<String> {
    let given = field(options, "attributes").unwrap_or(JsValue::UNDEFINED);
    move |a: Attribute| field(&given, a.name()).and_then(|v| v.as_string())
}

fn field(object: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(object, &name.into())
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Whether a widget with these attributes plays a custom game (its `game`): only the
/// readers of custom games (`engine::custom`) read it, and the game it keeps. (A
/// widget keeps playing a game it kept only if it is of its attributes' variant.)
fn needs_custom_games(attribute: &impl Fn(Attribute) -> Option<String>) -> bool {
    attribute(Attribute::Game).is_some_and(|game| !game.trim().is_empty())
}

/// Fetches what answers a widget's methods (the `api` chunk), which
/// `game2048-embed.js` asks for once its host reads `ready` or calls a method, and
/// awaits before `ready` resolves. Never rejects: if it cannot load, each method
/// throws why (and asks for it again).
#[wasm_bindgen(js_name = loadApi)]
pub fn load_api() -> js_sys::Promise {
    dom::promise(async {
        let _ = super::chunks::load_api().await;
        Ok(JsValue::UNDEFINED)
    })
}

/// Mounts a game in `container` (inside `host`'s shadow root) from `host`'s attributes,
/// given as `{ attributes: { [name]: value }, base }` (`app::widget::Attribute` names
/// them; `base`: the folder of the game's files). Never throws: invalid attributes give
/// a widget that shows why and has no game, and so does a widget whose mounting (the
/// `widget` chunk, which `prepareWidget` fetched) could not load.
#[wasm_bindgen(js_name = mountWidget)]
pub fn mount_widget(
    host: web_sys::HtmlElement,
    container: web_sys::HtmlElement,
    options: JsValue,
) -> Widget {
    let base = field(&options, "base")
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    super::panic::install();
    crate::app::copy::speak_every_language();
    super::location::set_files_base(&base);
    match super::chunks::mount_widget(host, container.clone(), options.clone()) {
        Ok(widget) => widget,
        // As game2048-embed.js says a main module that could not load, in its words.
        Err(super::chunks::NotLoaded) => {
            let lang = language_of(&attribute_of(&options)).or_english();
            invalid(container, lang, || {
                let why = Line::ChunkNotLoaded.to_string();
                Line::GameNotLoaded { why }.to_string()
            })
        }
    }
}

/// The language a widget with these attributes speaks (see [`language::widget`]).
fn language_of(attribute: &impl Fn(Attribute) -> Option<String>) -> Lang {
    let lang = attribute(Attribute::Lang);
    language::widget(lang.as_deref().and_then(Lang::of_tag))
}

/// Says `lang` on a widget's root: its language, and the direction it is written in.
fn speak(container: &web_sys::HtmlElement, lang: Lang) {
    let _ = container.set_attribute("lang", lang.name());
    let _ = container.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
}

/// A widget with no game, which says why it could not start: `message`, said in `lang`.
/// (English's lines may not have come yet: the reasons said here are the main module's,
/// `copy::LineWords`.)
fn invalid(
    container: web_sys::HtmlElement,
    lang: Lang,
    message: impl FnOnce() -> String + 'static,
) -> Widget {
    speak(&container, lang);
    let handle = leptos::mount::mount_to(container, move || {
        language::provide(lang);
        view! {
            <div class="game2048 invalid" role="alert">
                <p class="invalid-title">{Label::CouldNotStart.say()}</p>
                <p>{message()}</p>
            </div>
        }
    });
    Widget {
        ctx: None,
        lang,
        mounted: Some(Box::new(handle)),
    }
}

/// [`mount_widget`]'s game, in the `widget` chunk (the hosted page never loads it): its
/// attributes read, its model, keys and hands set up, its view mounted.
pub fn mount(
    host: web_sys::HtmlElement,
    container: web_sys::HtmlElement,
    options: JsValue,
) -> Widget {
    let attribute = attribute_of(&options);
    let storage_key = attribute(Attribute::StorageKey).unwrap_or_default();
    let attributes = Attributes::read(&attribute);
    // A custom game whose readers could not load is not started (its `game` would read
    // as invalid, and the game kept be written over): the widget says why, and a
    // restart (an attribute changed, the element added again, a reload) tries again.
    let settings = match needs_custom_games(&attribute) && !crate::engine::custom::installed() {
        true => Err(Text::GameNotOpened {
            why: Line::ChunkNotLoaded.to_string(),
        }),
        false => attributes.settings().map_err(Text::from),
    };
    // Its language, even for the panel that says why it could not start. Its words are
    // here unless their chunk could not load: then it speaks English, and says why once
    // it is on.
    let asked = language::widget(attributes.lang());
    let lang = asked.or_english();
    let settings = match settings {
        Ok(settings) => settings,
        Err(message) => return invalid(container, lang, move || message.to_string()),
    };
    speak(&container, lang);

    let created = std::rc::Rc::new(std::cell::Cell::new(None));
    let out = created.clone();
    let handle = leptos::mount::mount_to(container, move || {
        let ctx = Ctx::widget(
            &super::PROGRAM,
            &storage_key,
            (&settings, lang),
            host.clone().into(),
        );
        out.set(Some(ctx));
        // Pads, as keys: the page's, or the widget's while it has focus.
        let focus = match settings.keyboard {
            Keyboard::Page => {
                keys_on_window(ctx);
                None
            }
            Keyboard::Focus => {
                keys_on(&host, ctx);
                Some(host.clone().into())
            }
        };
        super::pads::follow(ctx, focus, super::chunks::pads);
        ctx.follow_other_tabs();
        ctx.follow_visibility();
        super::chunks::follow_english_lines(ctx);
        if lang != asked {
            let why = Line::LanguageNotLoaded.to_string();
            ctx.dispatch(Msg::Notice(Text::PartNotLoaded { why }));
        }
        view! { <view::Game /> }
    });
    Widget {
        ctx: created.take(),
        lang,
        mounted: Some(Box::new(handle)),
    }
}

impl Widget {
    /// A JS method's `call` on the game, in the widget's language (`null` when the
    /// widget shows an error or is gone).
    fn call_with(
        &self,
        call: impl FnOnce(Ctx) -> Result<JsValue, JsValue>,
    ) -> Result<JsValue, JsValue> {
        match self.ctx {
            Some(ctx) => copy::speaking(self.lang, || call(ctx)),
            None => Ok(JsValue::NULL),
        }
    }
}

#[wasm_bindgen]
impl Widget {
    /// The element's method `method` (its JS name) with its arguments (`api::call`):
    /// `null` when the widget shows an error.
    pub fn call(&self, method: &str, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
        // (The element's own script names the methods: no other name comes.)
        match Method::ALL.into_iter().find(|m| m.name() == method) {
            Some(method) => self.call_with(|ctx| super::chunks::api_call(ctx, method, a, b)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Frees everything the widget holds. Calls after this do nothing.
    pub fn unmount(&mut self) {
        self.ctx = None;
        self.mounted = None;
    }
}
