//! Which language a game speaks, and the source [`copy::language`] asks while words are
//! said. The hosted page's language is `<html lang>`, which index.html's first-paint
//! script sets (the player's kept choice, else the browser's languages) before anything
//! paints; a widget's is its `lang` attribute, else the host page's `<html lang>`, else
//! the browser's. Each game's mount provides its language as leptos context, so two
//! widgets in two languages on one page each speak their own.
//!
//! [`copy::language`]: crate::app::copy::language

use leptos::prelude::*;

use super::dom;
use crate::app::copy::{self, Lang};

/// The hosted page's language, as its first-paint script set it (one of [`Lang`]'s
/// names, exactly).
pub fn page() -> Lang {
    let lang = html_lang();
    Lang::ALL
        .into_iter()
        .find(|l| Some(l.name()) == lang.as_deref())
        .unwrap_or(Lang::En)
}

/// A widget's language: its own `lang` if this game speaks it, else the host page's,
/// else the browser's, else English.
pub fn widget(own: Option<Lang>) -> Lang {
    own.or_else(document_lang)
        .or_else(browser)
        .unwrap_or(Lang::En)
}

/// The host page's `<html lang>`, if this game speaks it (a tag such as `de-CH` too).
fn document_lang() -> Option<Lang> {
    Lang::of_tag(&html_lang()?)
}

fn html_lang() -> Option<String> {
    dom::html()?.get_attribute("lang")
}

/// The first of the browser's languages this game speaks.
fn browser() -> Option<Lang> {
    let languages = web_sys::window()?.navigator().languages();
    let tags: Vec<String> = languages.iter().filter_map(|l| l.as_string()).collect();
    Lang::negotiate(tags.iter().map(String::as_str))
}

/// Makes `lang` the language of the game being mounted (its views', its API's), and
/// the catalogue look for it there. (A build that never calls
/// `copy::speak_every_language`, the browser tests', speaks English alone: there is
/// nothing to look for.)
pub fn provide(lang: Lang) {
    if copy::speaks_every_language() {
        provide_context(lang);
        copy::set_language_source(use_context::<Lang>);
    }
}
