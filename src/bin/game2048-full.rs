//! The full build (the default features): the game with the Games panel, the replay
//! viewer and the AI's controls. trunk builds it beside the quick build that the hosted
//! page loads first; `game2048-full.js` (written by the post-build hook) loads it for
//! widgets, and for the hosted page on first use of one of those (`web::handover`).
//! It starts nothing by itself: its exports (`mountWidget`, `takeOver`) do.
//!
//! Its split points are here, not in the library, so that no other wasm (the quick
//! build, the browser tests) links them: each `#[wasm_split(name)]` function is a chunk
//! that loads on first use (scripts/split-wasm.mjs, `web::chunks`).

#[cfg(target_arch = "wasm32")]
mod chunks {
    use game2048::app::copy::{Lang, Words, words};
    use game2048::web::chunks::{LanguageWords, NotLoaded};
    use wasm_split_helpers::wasm_split;

    /// One chunk per language but English, `$chunk` with `$lang`'s words
    /// (`copy::words::$words`), and `words_of`, which loads the one asked for.
    macro_rules! language_chunks {
        ($($lang:ident => $chunk:ident, $words:ident;)+) => {
            $(
                #[wasm_split($chunk, fallible)]
                fn $words() -> Result<Words, NotLoaded> {
                    Ok(words::$words())
                }
            )+

            /// `lang`'s words from its chunk (`None` for English, which has none).
            pub fn words_of(lang: Lang) -> LanguageWords {
                Box::pin(async move {
                    Ok(match lang {
                        Lang::En => None,
                        $(Lang::$lang => Some($words().await?),)+
                    })
                })
            }
        };
    }

    language_chunks! {
        De => lang_de, de;
        Es => lang_es, es;
        Ru => lang_ru, ru;
        Zh => lang_zh, zh;
        Ar => lang_ar, ar;
    }
}

/// The parts of the app that load on first use (`app::model::parts`), each a chunk:
/// its view and its commands are split functions, and loading the part fetches them.
#[cfg(target_arch = "wasm32")]
mod parts {
    use game2048::app::model::parts::Part;
    use game2048::web::chunks::{Loading, NotLoaded, PartCode, ready};
    use game2048::web::runtime::{Command, Ctx};
    use game2048::web::{extras, view};
    use leptos::prelude::{AnyView, IntoAny};
    use wasm_split_helpers::wasm_split;

    #[wasm_split(games, fallible, preload(games_view_loaded))]
    fn games_view() -> Result<AnyView, NotLoaded> {
        Ok(view::games::GamesPanel().into_any())
    }

    #[wasm_split(games, fallible, preload(games_command_loaded))]
    fn games_command(ctx: Ctx, command: Command) -> Result<(), NotLoaded> {
        extras::games_command(ctx, command);
        Ok(())
    }

    /// Each split function is answered once its own loader has run (they share the
    /// chunk's one fetch): a part is here when all of its have.
    fn load(part: Part) -> Loading {
        Box::pin(async move {
            match part {
                Part::Games => {
                    games_view_loaded().await?;
                    games_command_loaded().await?;
                }
            }
            Ok(())
        })
    }

    pub static CODE: PartCode = PartCode {
        later: &Part::ALL,
        load,
        view: |part| match part {
            Part::Games => ready(games_view()),
        },
        carry_out: |part, ctx, command| match part {
            Part::Games => ready(games_command(ctx, command)),
        },
    };
}

#[cfg(target_arch = "wasm32")]
fn main() {
    game2048::web::chunks::provide_languages(chunks::words_of);
    game2048::web::chunks::provide_parts(&parts::CODE);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
