//! A picture of a game, drawn: `app::card`'s marks on a canvas, encoded as a PNG, and
//! handed to the system's share sheet where the browser can share files, else saved
//! as a download. In the `sharing` part's chunk (src/bin/game2048-full.rs), which comes
//! as a game ends, or with the first *Share image* or `image()`: the main module
//! reaches it through `web::chunks`.
//!
//! It never places anything: every position and colour is the pure layout's.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::card::{Align, Card, Ink, Mark, Picture, Words, layout};
use crate::app::challenge::Tally;
use crate::app::copy::{self, CardLine, Label, Lang, Text};
use crate::app::model::Msg;
use crate::web::chunks::ShareAsk;
use crate::web::exchange;
use crate::web::location::files_base;
use crate::web::runtime::Ctx;

/// The font of the page's tiles (style/game.css).
const FONT: &str = "\"Clear Sans\", \"Helvetica Neue\", Arial, sans-serif";

/// The card of `picture`, in `lang`, as a promise of its PNG (a `Blob`); else why
/// not, said in `lang`.
pub fn png(picture: &Picture, lang: Lang, dark: bool) -> Result<js_sys::Promise, String> {
    make(picture, lang, dark)
        .map_err(|why| copy::speaking(lang, || CardLine::NotMade { why }.to_string()))
}

/// The same, with the reason alone.
fn make(picture: &Picture, lang: Lang, dark: bool) -> Result<js_sys::Promise, String> {
    let card = copy::speaking(lang, || {
        let words = words(picture, lang);
        let ink = if dark { Ink::DARK } else { Ink::LIGHT };
        layout(&picture.game, &words, ink, lang.rtl())
    });
    let canvas = draw(&card)?;
    Ok(js_sys::Promise::new(&mut |resolve, reject| {
        let refuse = reject.clone();
        let done = Closure::once_into_js(move |blob: JsValue| match blob.is_null() {
            false => drop(resolve.call1(&JsValue::NULL, &blob)),
            true => drop(refuse.call1(&JsValue::NULL, &"the browser made no image".into())),
        });
        if canvas.to_blob(done.unchecked_ref()).is_err() {
            let _ = reject.call1(&JsValue::NULL, &"the browser made no image".into());
        }
    }))
}

/// `image()` of the JS API: a promise of the PNG of the game on show (the replay's
/// position while one is open), or why not.
pub fn api_image(ctx: Ctx) -> Result<JsValue, JsValue> {
    let lang = copy::language();
    let picture = ctx
        .model
        .try_with_untracked(|m| Picture::of(m, m.shown_game().clone(), js_sys::Date::now()))
        .ok_or_else(|| JsValue::from(js_sys::Error::new(&Text::ApiGone.to_string())))?;
    match png(&picture, lang, dark(ctx)) {
        Ok(promise) => Ok(promise.into()),
        Err(why) => Err(js_sys::Error::new(&why).into()),
    }
}

/// Shares what `ask` says, in `lang`.
pub fn share(ctx: Ctx, ask: ShareAsk, lang: Lang) {
    match ask {
        ShareAsk::Picture { game, when_ms } => {
            let picture = ctx
                .model
                .try_with_untracked(|m| copy::speaking(lang, || Picture::of(m, *game, when_ms)));
            if let Some(picture) = picture {
                share_picture(ctx, picture, lang, dark(ctx));
            }
        }
        ShareAsk::Challenge(offer) => {
            exchange::challenge(&offer, files_base().as_deref(), move |said| {
                ctx.dispatch(Msg::Notice(said))
            });
        }
    }
}

/// Makes the card of `picture` and hands it on: the share sheet with the file where
/// the browser can share files, else a download; what went wrong is said.
fn share_picture(ctx: Ctx, picture: Picture, lang: Lang, dark: bool) {
    let score = picture.game.score();
    let said = move |text: Text| ctx.dispatch(Msg::Notice(text));
    let promise = match make(&picture, lang, dark) {
        Ok(promise) => promise,
        Err(why) => {
            return said(copy::speaking(lang, || {
                Text::from(CardLine::NotMade { why })
            }));
        }
    };
    wasm_bindgen_futures::spawn_local(async move {
        let blob = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(blob) => blob,
            Err(why) => {
                let why = why.as_string().unwrap_or_default();
                return said(copy::speaking(lang, || {
                    Text::from(CardLine::NotMade { why })
                }));
            }
        };
        let Ok(blob) = blob.dyn_into::<web_sys::Blob>() else {
            return;
        };
        let name = format!("2048-{score}.png");
        let caption = copy::speaking(lang, || CardLine::Caption { score }.to_string());
        if shared(&blob, &name, &caption).await {
            return;
        }
        exchange::save(&blob, &name);
        said(copy::speaking(lang, || Text::from(CardLine::Saved)));
    });
}

/// Whether `blob` went to the share sheet (false where files cannot be shared, or the
/// sheet would not open; a sheet the player closed counts as shared).
async fn shared(blob: &web_sys::Blob, name: &str, caption: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let options = web_sys::FilePropertyBag::new();
    options.set_type("image/png");
    let Ok(file) = web_sys::File::new_with_blob_sequence_and_options(
        &js_sys::Array::of1(blob),
        name,
        &options,
    ) else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"files".into(), &js_sys::Array::of1(&file));
    let _ = js_sys::Reflect::set(&data, &"title".into(), &"2048".into());
    let _ = js_sys::Reflect::set(&data, &"text".into(), &caption.into());
    let call = |name: &str| {
        js_sys::Reflect::get(&navigator, &name.into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    };
    let (Some(can_share), Some(share)) = (call("canShare"), call("share")) else {
        return false;
    };
    if !can_share
        .call1(&navigator, &data)
        .is_ok_and(|can| can.is_truthy())
    {
        return false;
    }
    let Ok(promise) = share.call1(&navigator, &data) else {
        return false;
    };
    match wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(promise)).await {
        Ok(_) => true,
        // Closed by the player: nothing more to do. Refused (no gesture left after
        // the image took its time): the download instead.
        Err(e) => js_sys::Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .is_some_and(|n| n == "AbortError"),
    }
}

/// What the card says, in the language in use.
fn words(picture: &Picture, lang: Lang) -> Words {
    let figures = Tally::of(&picture.game, None);
    let options = js_sys::Object::new();
    for (key, value) in [("year", "numeric"), ("month", "long"), ("day", "numeric")] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
    }
    let date = js_sys::Date::new(&picture.when_ms.into())
        .to_locale_date_string(lang.name(), &options)
        .as_string()
        .unwrap_or_default();
    Words {
        variant: picture.variant.clone(),
        date,
        figures: [
            (Label::Score.say().to_string(), copy::number(figures.score)),
            (CardLine::TopTile.to_string(), copy::number(figures.top)),
            (
                CardLine::Moves.to_string(),
                copy::number(figures.moves as i64),
            ),
        ],
    }
}

/// A canvas with `card` drawn on it.
fn draw(card: &Card) -> Result<web_sys::HtmlCanvasElement, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let canvas = document
        .create_element("canvas")
        .ok()
        .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .ok_or("no canvas")?;
    canvas.set_width(card.width);
    canvas.set_height(card.height);
    let context = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        .ok_or("no 2D canvas")?;
    for mark in &card.marks {
        match mark {
            Mark::Rect {
                x,
                y,
                w,
                h,
                radius,
                fill,
            } => {
                context.set_fill_style_str(&fill.to_string());
                rounded(
                    &context,
                    [*x, *y, *w, *h].map(f64::from),
                    f64::from(*radius),
                );
                context.fill();
            }
            Mark::Text {
                x,
                y,
                size,
                bold,
                fill,
                align,
                text,
            } => {
                let weight = if *bold { "bold " } else { "" };
                context.set_font(&format!("{weight}{size}px {FONT}"));
                context.set_fill_style_str(&fill.to_string());
                context.set_text_align(match align {
                    Align::Start => "left",
                    Align::Center => "center",
                    Align::End => "right",
                });
                let _ = context.fill_text(text, f64::from(*x), f64::from(*y));
            }
        }
    }
    Ok(canvas)
}

/// A rectangle with rounded corners, as the path to fill.
fn rounded(context: &web_sys::CanvasRenderingContext2d, [x, y, w, h]: [f64; 4], r: f64) {
    context.begin_path();
    context.move_to(x + r, y);
    let _ = context.arc_to(x + w, y, x + w, y + h, r);
    let _ = context.arc_to(x + w, y + h, x, y + h, r);
    let _ = context.arc_to(x, y + h, x, y, r);
    let _ = context.arc_to(x, y, x + w, y, r);
    context.close_path();
}

/// Whether the game behind `ctx` shows the dark theme: its board's colour, as the
/// page or the widget's theme made it.
pub fn dark(ctx: Ctx) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let board = ctx
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|host| host.shadow_root())
        .and_then(|root| root.query_selector(".board").ok().flatten())
        .or_else(|| {
            window
                .document()
                .and_then(|d| d.query_selector(".game2048 .board").ok().flatten())
        });
    let Some(colour) = board
        .and_then(|b| window.get_computed_style(&b).ok().flatten())
        .and_then(|style| style.get_property_value("background-color").ok())
    else {
        return false;
    };
    // "rgb(r, g, b)": dark when the channels are, 110 of 255 on average. Each
    // channel's whole part, as browsers write them: parsing an f64 brought its
    // parser and tables into this part's chunk, which with the Unicode lowercase
    // tables of `str::to_lowercase` were 25 KB of its 57 KB gzip.
    let channels: Vec<u32> = colour
        .trim_start_matches(|c: char| !c.is_ascii_digit())
        .split(|c: char| !c.is_ascii_digit() && c != '.')
        .filter_map(|n| n.split('.').next()?.parse().ok())
        .take(3)
        .collect();
    channels.len() == 3 && channels.iter().sum::<u32>() < 3 * 110
}
