//! The game's one build, for the hosted page, its widgets, its iframe and the npm
//! package: `game2048-full.js` (written by the post-build hook) is its glue. It starts
//! nothing by itself: its exports do (`startPage`, index.html's script; `mountWidget`,
//! `game2048-embed.js`).
//!
//! Its split points are here, not in the library, so that no other wasm (the browser
//! tests) links them: each `#[wasm_split(name)]` function is a chunk that loads on
//! first use (scripts/split-wasm.mjs, `web::chunks`), and all it does is install the
//! chunk's code (`web::chunks::Code`), which the game then calls as plain functions.

#[cfg(target_arch = "wasm32")]
mod chunks {
    use game2048::app::copy::{self, Lang, words};
    use game2048::app::model::Model;
    use game2048::app::model::parts::Part;
    use game2048::engine::custom::{self, Readers};
    use game2048::web::chunks::{Chunk, Code, Loading, NotLoaded, PartCode, PartView, install};
    use game2048::web::storage::Kept;
    use game2048::web::{api, card, embed, extras, location, page, view};
    use leptos::prelude::IntoAny;
    use wasm_split_helpers::wasm_split;

    /// Each chunk `$name`, fetched as `$chunk`: its split point installs what `$install`
    /// says (at each fetch; the fetches after the first answer at once); and `fetch`,
    /// which the runtime asks for a chunk.
    macro_rules! chunks {
        ($($chunk:pat => $name:ident |$code:ident| $install:block)+) => {
            $(
                #[wasm_split($name, fallible)]
                fn $name() -> Result<(), NotLoaded> {
                    install(|$code: &mut Code| $install);
                    Ok(())
                }
            )+

            fn fetch(chunk: Chunk) -> Loading {
                match chunk {
                    $($chunk => Box::pin($name()),)+
                    // (English's words are the main module's.)
                    Chunk::Words(Lang::En) => Box::pin(std::future::ready(Ok(()))),
                }
            }
        };
    }

    chunks! {
        // The parts of the app (`app::model::parts`): each one's state machines, views
        // and commands.
        Chunk::Part(Part::Games) => games |code| {
            code.updates.games = Model::update_games;
            code.view(PartView::GamesPanel, || view::parts::games::GamesPanel().into_any());
        }
        // (Export and Import: the Games panel's buttons, their code its own chunk.)
        Chunk::Part(Part::Exchange) => exchange |code| {
            code.command(Part::Exchange, extras::exchange_command);
        }
        Chunk::Part(Part::Builder) => builder |code| {
            code.updates.builder = Model::update_builder;
            code.updates.variants = Model::update_variants;
            code.view(PartView::BuilderPanel, || view::parts::builder::BuilderPanel().into_any());
        }
        Chunk::Part(Part::Setup) => setup |code| {
            code.updates.setup = Model::update_setup;
            code.updates.setup_open = Model::update_setup_open;
            code.view(PartView::SetupBar, || view::parts::setup::SetupBar().into_any());
            code.view(PartView::SetupBoard, || view::parts::setup::SetupBoard().into_any());
        }
        Chunk::Part(Part::Replay) => replay |code| {
            code.updates.replay_closed = Model::update_replay_closed;
            code.updates.replay_open = Model::update_replay;
            code.view(PartView::ReplayBar, || view::parts::replay::ReplayBar().into_any());
        }
        // (Its panel is the replay bar's: a kept review shows as the replay opens.) The
        // questions to the AI, by the part that asks them (hints and autoplay, the
        // analysis, the review): the worker's client is a chunk they share.
        Chunk::Part(Part::Review) => review |code| {
            code.updates.review = Model::update_review;
            code.command(Part::Review, extras::ai_command);
        }
        Chunk::Part(Part::Analysis) => analysis |code| {
            code.updates.analysis = Model::update_analysis;
            code.command(Part::Analysis, extras::ai_command);
            code.view(PartView::AnalysisPanel, || view::parts::analysis::AnalysisPanel().into_any());
            code.view(PartView::BestMoveMark, || view::parts::analysis::BestMoveMark().into_any());
        }
        // (Its buttons and the hint's arrow are in the main module: the first screen's.)
        Chunk::Part(Part::Ai) => ai |code| {
            code.updates.ai_answer = Model::update_ai_answer;
            code.command(Part::Ai, extras::ai_command);
            code.view(PartView::AiSettings, || view::parts::ai_settings::AiSettings().into_any());
        }
        // The readers of custom games (game objects as JSON, positions: `engine::custom`).
        // (A saved variant, the builder's Play and Play from here wait for them:
        // `Part::needed_by`; a game played on from a position starts from one, which its
        // replay reads. The kept games load them when they hold a custom game, an import
        // before it reads the file: `web::extras`. A link's custom game:
        // `Command::OpenLink`.)
        Chunk::Part(Part::Custom) => custom |_code| {
            custom::install(Readers::LINKED);
        }
        // A game's power-ups and limits (only game objects have them), and the JS API's.
        Chunk::Part(Part::Extras) => extras |code| {
            code.updates.extras = Model::update_extras;
            code.updates.extras_open = Model::update_extras_open;
            code.updates.extras_after = Model::update_extras_after;
            code.power = Some(api::power_answer);
            code.view(PartView::ExtrasBar, || view::parts::extras::ExtrasBar().into_any());
            code.view(PartView::ExtrasBoard, || view::parts::extras::ExtrasBoard().into_any());
        }
        // Sharing a game: a challenge's state machine and bar, the buttons of a game that
        // has ended; a picture of a game (its layout, its drawing, its sharing), for a
        // button and for the JS API.
        Chunk::Part(Part::Sharing) => sharing |code| {
            code.updates.share = Model::update_share;
            code.share = Some(card::share);
            code.image = Some(card::api_image);
            code.view(PartView::ChallengeBar, || view::parts::sharing::ChallengeBar().into_any());
            code.view(PartView::OverActions, || view::parts::sharing::OverActions().into_any());
        }
        // The on-screen direction pad: off by default.
        Chunk::Part(Part::Dpad) => dpad |code| {
            code.view(PartView::DirectionPad, || view::parts::dpad::DirectionPad().into_any());
        }

        // Each language's words but English's, learnt as they come.
        Chunk::Words(Lang::De) => lang_de |_code| { copy::learn(Lang::De, words::de()); }
        Chunk::Words(Lang::Es) => lang_es |_code| { copy::learn(Lang::Es, words::es()); }
        Chunk::Words(Lang::Ru) => lang_ru |_code| { copy::learn(Lang::Ru, words::ru()); }
        Chunk::Words(Lang::Zh) => lang_zh |_code| { copy::learn(Lang::Zh, words::zh()); }
        Chunk::Words(Lang::Ar) => lang_ar |_code| { copy::learn(Lang::Ar, words::ar()); }
        // English's lines (`copy::LineWords`): every game learns them as it starts, and
        // every part before it opens; the main module keeps only those that never wait
        // for them (`en::unloaded`).
        Chunk::EnglishLines => lines_en |_code| {
            // (Hidden from the optimiser: seeing that the catalogue only ever keeps
            // `en::line`, it would call that directly, from the main module.)
            copy::learn_english_lines(std::hint::black_box(copy::english_lines()));
        }

        // The kept games (their JSON): the Games panel reads them, a finished game or a
        // kept review writes them.
        Chunk::History => history |code| { code.history = Some(extras::history_command); }
        // The iframe's protocol: only embed.html asks it.
        Chunk::Frame => frame |code| { code.frame = Some(game2048::app::frame::answer); }
        // "How to play": only the hosted page says it, and English's words stay out of
        // the main module.
        Chunk::Help => help |code| { code.how_to = Some(|how| how.to_string()); }
        // What the hosted page does beside its game (its text, settings, links, how-to,
        // `window.game2048`): no widget loads it, and the page after its game is on.
        Chunk::Page => page |code| { code.page = Some(page::own::answer); }
        // A widget's mounting: its attributes read, its game, keys and hands set up. Only
        // game2048-embed.js asks for it (`prepareWidget`), never the hosted page.
        Chunk::Widget => widget |code| { code.widget = Some(embed::mount); }
        // Links (`?preset=`, `#game=`, `#replay=`, `#challenge=`): URL decoding and their
        // reading, loaded only by a page whose address has a query or a fragment.
        Chunk::Links => links |code| { code.link = Some(location::read_link); }
        // The game kept (its record decoded and replayed): only a visit with one reads it.
        Chunk::Records => records |code| {
            code.kept_game = Some(|storage_key| Kept::open(storage_key).game());
        }
        // The JS API's methods (`window.game2048`, a widget's): asked for once a game is
        // on, and needed by no move.
        Chunk::Api => api |code| { code.api_call = Some(api::call); }
        // Hands beyond keys and touch: the gamepads' reading and the sounds, loaded when
        // first needed (a pad connected, a sound with sound on).
        Chunk::Hands => hands |code| { code.hands = Some(|hand| hand.carry_out()); }
    }

    pub static PARTS: PartCode = PartCode {
        later: &Part::ALL,
        fetch,
    };
}

#[cfg(target_arch = "wasm32")]
fn main() {
    game2048::web::chunks::provide_parts(&chunks::PARTS);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
