//! What the full build loads on first use, as chunks. The split points themselves are
//! in the full build's binary (`src/bin/game2048-full.rs`): each `#[wasm_split(name)]`
//! function there, and everything only it reaches (code and data), is cut out of the
//! main module after the build (scripts/split-wasm.mjs) into a file of its own, fetched
//! and instantiated into the same memory the first time the function is called. Nothing
//! is serialised and nothing remounted: the function simply returns, later. (In the
//! library, whose every wasm would then import the chunks' loader, only this door.)
//!
//! Each chunk is fallible: one that cannot load (offline before the service worker kept
//! it, a deploy replaced under an open page, a 404) is an error its caller says, never a
//! panic, and the next call tries again.
//!
//! Now: the words of each language but English (English is in the main module), so a
//! page loads the languages it speaks and no others.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

use wasm_split_helpers::SplitLoaderError;

use crate::app::copy::{self, Lang, Words};

/// A chunk that could not load (the browser says why, in its console), or a build
/// without chunks.
#[derive(Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// `lang`'s words, from its chunk: `None` for English, which has none.
pub type LanguageWords = Pin<Box<dyn Future<Output = Result<Option<Words>, NotLoaded>>>>;

/// Where each language's words come from (the full build's chunks).
pub type WordsOf = fn(Lang) -> LanguageWords;

thread_local! {
    /// Where the words of a language come from: the full build's chunks.
    static LANGUAGES: Cell<Option<WordsOf>> = const { Cell::new(None) };
}

/// Tells [`learn`] where each language's words are (the full build, as it starts).
pub fn provide_languages(words_of: WordsOf) {
    LANGUAGES.with(|languages| languages.set(Some(words_of)));
}

/// Lets the catalogue say `lang`, loading its words the first time (at once if they
/// are here already).
pub async fn learn(lang: Lang) -> Result<(), NotLoaded> {
    copy::speak_every_language();
    if lang.spoken() {
        return Ok(());
    }
    let words_of = LANGUAGES.with(Cell::get).ok_or(NotLoaded)?;
    if let Some(words) = words_of(lang).await? {
        copy::learn(lang, words);
    }
    Ok(())
}
