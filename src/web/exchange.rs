//! What leaves the page or comes into it at the player's request: a shared replay link
//! (the Web Share API where there is one, else the clipboard), the export file (a
//! download) and an imported file (read from the file the player picked).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::challenge::Offer;
use crate::app::copy::{Line, Text};

/// The address of the game's page showing `record`'s replay. `base` is the game's
/// folder (a widget's files); without it, this page.
pub fn replay_link(record: &str, base: Option<&str>) -> String {
    link_to(&format!("#replay={record}"), base)
}

/// The address of the game's page with `hash`. `base` as for [`replay_link`].
fn link_to(hash: &str, base: Option<&str>) -> String {
    let page = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = base.unwrap_or(&page);
    let here = web_sys::Url::new_with_base("./", base).map_or(String::new(), |u| u.href());
    format!("{here}{hash}")
}

/// Shares a link that challenges a friend to beat `offer`'s game, as [`share`]. `base`
/// as for [`replay_link`].
pub fn challenge(offer: &Offer, base: Option<&str>, done: impl FnOnce(Text) + 'static) {
    let url = link_to(&offer.hash(), base);
    let text = Line::ChallengeShare { score: offer.score }.to_string();
    share(Some(text), url, done);
}

/// Shares `url`, after `text` if there is one (a day's result): the system's share
/// sheet where there is one (phones), else the clipboard. `done` gets what to tell the
/// player.
pub fn share(text: Option<String>, url: String, done: impl FnOnce(Text) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
    if has_share {
        let data = web_sys::ShareData::new();
        data.set_title("2048");
        if let Some(text) = &text {
            data.set_text(text);
        }
        data.set_url(&url);
        // The share sheet is its own confirmation; a cancelled one needs no word.
        let _ = navigator.share_with_data(&data);
        return;
    }
    let url = match text {
        Some(text) => format!("{text}\n{url}"),
        None => url,
    };
    let copied = navigator.clipboard().write_text(&url);
    let answer = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let failed = answer.clone();
    let ok = Closure::once_into_js(move |_: JsValue| {
        if let Some(done) = answer.take() {
            done(Text::from(Line::LinkCopied));
        }
    });
    let link = url.clone();
    let err = Closure::once_into_js(move |_: JsValue| {
        if let Some(done) = failed.take() {
            done(Text::from(Line::CopyThisLink { link }));
        }
    });
    then(&copied, &ok, &err);
}

/// Copies `code` (embed code) to the clipboard. `done` gets what to tell the player:
/// copied, or the code to copy by hand.
pub fn copy(code: String, done: impl FnOnce(Text) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let copied = window.navigator().clipboard().write_text(&code);
    let answer = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let failed = answer.clone();
    let ok = Closure::once_into_js(move |_: JsValue| {
        if let Some(done) = answer.take() {
            done(Text::from(Line::EmbedCopied));
        }
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        if let Some(done) = failed.take() {
            done(Text::from(Line::CopyThisCode { code }));
        }
    });
    then(&copied, &ok, &err);
}

/// Offers `text` as a file named `name` to download.
pub fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        save(&blob, name);
    }
}

/// Saves `blob` as the file `name` (a download), through a link to it.
pub fn save(blob: &web_sys::Blob, name: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Some(document) = window.document()
        && let Ok(link) = document.create_element("a")
        && let Ok(link) = link.dyn_into::<web_sys::HtmlAnchorElement>()
    {
        link.set_href(&url);
        link.set_download(name);
        // A download is started by following a link to the file.
        link.click();
    }
    // (Once the download has started: revoked at once, a browser may lose it.)
    let later = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 60_000);
}

/// Reads the first file picked in `input`; `done` gets its text, or why it could not be
/// read.
pub fn read_file(
    input: &web_sys::HtmlInputElement,
    done: impl FnOnce(Result<String, String>) + 'static,
) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // The same file may be picked again later.
    input.set_value("");
    let answer = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let failed = answer.clone();
    let ok = Closure::once_into_js(move |text: JsValue| {
        if let Some(done) = answer.take() {
            done(
                text.as_string()
                    .ok_or_else(|| Text::from(Line::FileNotText).to_string()),
            );
        }
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        if let Some(done) = failed.take() {
            done(Err(Text::from(Line::FileUnreadable).to_string()));
        }
    });
    then(&file.text(), &ok, &err);
}

/// `promise.then(ok, err)`, with callbacks made by `Closure::once_into_js` (which free
/// themselves once called).
fn then(promise: &js_sys::Promise, ok: &JsValue, err: &JsValue) {
    if let Ok(then) = js_sys::Reflect::get(promise, &"then".into())
        && let Some(then) = then.dyn_ref::<js_sys::Function>()
    {
        let _ = then.call2(promise, ok, err);
    }
}
