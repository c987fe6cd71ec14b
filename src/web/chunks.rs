//! What the full build loads on first use, as chunks: each `#[wasm_split(name)]`
//! function here, and everything that only it reaches (code and data), is cut out of the
//! main module after the build (scripts/split-wasm.mjs) into a file of its own, fetched
//! and instantiated into the same memory the first time the function is called. Nothing
//! is serialised and nothing remounted: the function simply returns, later.
//!
//! Each chunk is fallible: one that cannot load (offline before the service worker kept
//! it, a deploy replaced under an open page, a 404) is an error its caller says, never a
//! panic, and the next call tries again.
//!
//! Now: the words of each language but English (English is in the main module), so a
//! page loads the languages it speaks and no others.
//!
//! Must never be called from the quick build, which is not split: its wasm would import
//! the chunks' loader, which only the split build has.

use wasm_split_helpers::{SplitLoaderError, wasm_split};

use crate::app::copy::{self, Lang, Words, words};

/// A chunk that could not load (the browser says why, in its console).
#[derive(Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

#[wasm_split(lang_de, fallible)]
fn german() -> Result<Words, NotLoaded> {
    Ok(words::de())
}

#[wasm_split(lang_es, fallible)]
fn spanish() -> Result<Words, NotLoaded> {
    Ok(words::es())
}

#[wasm_split(lang_ru, fallible)]
fn russian() -> Result<Words, NotLoaded> {
    Ok(words::ru())
}

#[wasm_split(lang_zh, fallible)]
fn chinese() -> Result<Words, NotLoaded> {
    Ok(words::zh())
}

#[wasm_split(lang_ar, fallible)]
fn arabic() -> Result<Words, NotLoaded> {
    Ok(words::ar())
}

/// Lets the catalogue say `lang`, loading its words the first time (at once if they
/// are here already).
pub async fn learn(lang: Lang) -> Result<(), NotLoaded> {
    copy::speak_every_language();
    if lang.spoken() {
        return Ok(());
    }
    let words = match lang {
        Lang::En => return Ok(()),
        Lang::De => german().await?,
        Lang::Es => spanish().await?,
        Lang::Ru => russian().await?,
        Lang::Zh => chinese().await?,
        Lang::Ar => arabic().await?,
    };
    copy::learn(lang, words);
    Ok(())
}
