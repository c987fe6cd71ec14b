//! The game's one build, for the hosted page, its widgets, its iframe and the npm
//! package: `game2048-full.js` (written by the post-build hook) is its glue. It starts
//! nothing by itself: its exports do (`startPage`, index.html's script; `mountWidget`,
//! `game2048-embed.js`).
//!
//! Its split points are here, not in the library, so that no other wasm (the browser
//! tests) links them: each `#[wasm_split(name)]` function is a chunk that loads on
//! first use (scripts/split-wasm.mjs, `web::chunks`).

#[cfg(target_arch = "wasm32")]
mod chunks {
    use game2048::app::copy::{self, Lang, Words, words};
    use game2048::web::chunks::{EnglishLines, LanguageWords, NotLoaded};
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

    /// English's lines (`copy::LineWords`): every game learns them as it starts, and
    /// every part before it opens; the main module keeps only those that never wait
    /// for them (`en::unloaded`).
    #[wasm_split(lines_en, fallible)]
    fn english_lines_here() -> Result<copy::LineWords, NotLoaded> {
        Ok(copy::english_lines())
    }

    /// English's lines, from their chunk.
    pub fn english_lines() -> EnglishLines {
        Box::pin(english_lines_here())
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
/// its views and its commands are split functions, and loading the part runs each of
/// their loaders (every split function has its own; they share the chunk's one fetch).
#[cfg(target_arch = "wasm32")]
mod parts {
    use game2048::app::copy::Lang;
    use game2048::app::copy::Text;
    use game2048::app::frame::Method;
    use game2048::app::help::HowTo;
    use game2048::app::links::Link;
    use game2048::app::model::parts::builder::Build;
    use game2048::app::model::parts::extras::Extra;
    use game2048::app::model::parts::review::Study;
    use game2048::app::model::parts::setup::Edit;
    use game2048::app::model::parts::sharing::Share;
    use game2048::app::model::parts::variants::Saving;
    use game2048::app::model::parts::{Part, Updates};
    use game2048::app::model::{Effects, Model, Msg};
    use game2048::engine::custom::Readers;
    use game2048::web::chunks::{
        ApiCall, Hand, Loading, NotLoaded, PartCode, PartView, ShareAsk, ready,
    };
    use game2048::web::page::own::PageAsk;
    use game2048::web::runtime::{Command, Ctx};
    use game2048::web::storage::KeptGame;
    use game2048::web::widget::Widget;
    use game2048::web::{card, extras, view};
    use leptos::prelude::{AnyView, IntoAny};
    use wasm_bindgen::JsValue;
    use wasm_split_helpers::wasm_split;
    use web_sys::HtmlElement;

    /// Split functions of `$chunk`, each `$view` (with its loader `$loaded`) making a
    /// view; `view_of` and `load` over them, by part.
    macro_rules! part_views {
        ($($part:ident { $($view:ident, $loaded:ident in $chunk:ident => $make:expr;)* })+) => {
            $($(
                // (Named as the view, as `PartView` names it.)
                #[allow(non_snake_case)]
                #[wasm_split($chunk, fallible, preload($loaded))]
                fn $view() -> Result<AnyView, NotLoaded> {
                    Ok($make.into_any())
                }
            )*)+

            fn view_of(view: PartView) -> Result<AnyView, NotLoaded> {
                match view {
                    $($(PartView::$view => ready($view()),)*)+
                }
            }

            /// Loads `part`'s views.
            async fn load_views(part: Part) -> Result<(), NotLoaded> {
                match part {
                    $(Part::$part => {
                        $($loaded().await?;)*
                    })+
                }
                Ok(())
            }
        };
    }

    part_views! {
        Games {
            GamesPanel, games_panel_loaded in games => view::parts::games::GamesPanel();
        }
        // (Export and Import: the Games panel's buttons, their code its own chunk.)
        Exchange {}
        Builder {
            BuilderPanel, builder_panel_loaded in builder => view::parts::builder::BuilderPanel();
        }
        Setup {
            SetupBar, setup_bar_loaded in setup => view::parts::setup::SetupBar();
            SetupBoard, setup_board_loaded in setup => view::parts::setup::SetupBoard();
        }
        Replay {
            ReplayBar, replay_bar_loaded in replay => view::parts::replay::ReplayBar();
        }
        // (Its panel is the replay bar's: a kept review shows as the replay opens.)
        Review {}
        Analysis {
            AnalysisPanel, analysis_panel_loaded in analysis => view::parts::analysis::AnalysisPanel();
            BestMoveMark, best_move_mark_loaded in analysis => view::parts::analysis::BestMoveMark();
        }
        // (Its buttons and the hint's arrow are in the main module: the first screen's.)
        Ai {
            AiSettings, ai_settings_loaded in ai => view::parts::ai_settings::AiSettings();
        }
        Custom {}
        // A game's power-ups and limits: only game objects have them.
        Extras {
            ExtrasBar, extras_bar_loaded in extras => view::parts::extras::ExtrasBar();
            ExtrasBoard, extras_board_loaded in extras => view::parts::extras::ExtrasBoard();
        }
        // Sharing a game: a challenge's bar, the buttons of a game that has ended.
        Sharing {
            ChallengeBar, challenge_bar_loaded in sharing => view::parts::sharing::ChallengeBar();
            OverActions, over_actions_loaded in sharing => view::parts::sharing::OverActions();
        }
        // The on-screen direction pad: off by default.
        Dpad {
            DirectionPad, direction_pad_loaded in dpad => view::parts::dpad::DirectionPad();
        }
    }

    /// Split functions: each `$name` of chunk `$chunk` (its loader `$loaded`) answers
    /// `$body`.
    macro_rules! split {
        ($($chunk:ident, $loaded:ident: fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty = $body:expr;)+) => {
            $(
                #[wasm_split($chunk, fallible, preload($loaded))]
                fn $name($($arg: $ty),*) -> Result<$ret, NotLoaded> {
                    Ok($body)
                }
            )+
        };
    }

    // The state machines of the builder, the position editor, the replay viewer, the
    // review, the analysis, the Games panel, the AI's answers and the builder's list of
    // saved variants, in their parts' chunks.
    split! {
        builder, builder_update_loaded:
            fn builder_update(model: &mut Model, build: Build) -> Effects = model.update_builder(build);
        builder, variants_update_loaded:
            fn variants_update(model: &mut Model, saving: Saving) -> Effects = model.update_variants(saving);
        setup, setup_update_loaded:
            fn setup_update(model: &mut Model, edit: Edit) -> Effects = model.update_setup(edit);
        setup, setup_open_loaded:
            fn setup_open(model: &mut Model, msg: &Msg) -> Option<Effects> = model.update_setup_open(msg);
        replay, replay_closed_loaded:
            fn replay_closed(model: &mut Model, msg: Msg) -> Effects = model.update_replay_closed(msg);
        replay, replay_open_loaded:
            fn replay_open(model: &mut Model, msg: &Msg) -> Option<Effects> = model.update_replay(msg);
        analysis, analysis_update_loaded:
            fn analysis_update(model: &mut Model, msg: Msg) -> Effects = model.update_analysis(msg);
        games, games_update_loaded:
            fn games_update(model: &mut Model, msg: Msg) -> Effects = model.update_games(msg);
        ai, ai_answer_loaded:
            fn ai_answer(model: &mut Model, msg: Msg) -> Effects = model.update_ai_answer(msg);
        review, review_update_loaded:
            fn review_update(model: &mut Model, study: Study) -> Effects = model.update_review(study);
        extras, extras_update_loaded:
            fn extras_update(model: &mut Model, extra: Extra) -> Effects = model.update_extras(extra);
        extras, extras_open_loaded:
            fn extras_open(model: &mut Model, msg: &Msg) -> Option<Effects> = model.update_extras_open(msg);
        extras, extras_after_loaded:
            fn extras_after(model: &mut Model) -> bool = model.update_extras_after();
    }

    /// Each is called only once its part is here (see `Updates`), when `ready`
    /// answers at once.
    static UPDATES: Updates = Updates {
        builder: |model, build| ready(builder_update(model, build)).unwrap_or_default(),
        setup: |model, edit| ready(setup_update(model, edit)).unwrap_or_default(),
        setup_open: |model, msg| ready(setup_open(model, msg)).ok().flatten(),
        replay_closed: |model, msg| ready(replay_closed(model, msg)).unwrap_or_default(),
        replay_open: |model, msg| ready(replay_open(model, msg)).ok().flatten(),
        review: |model, study| ready(review_update(model, study)).unwrap_or_default(),
        analysis: |model, msg| ready(analysis_update(model, msg)).unwrap_or_default(),
        games: |model, msg| ready(games_update(model, msg)).unwrap_or_default(),
        ai_answer: |model, msg| ready(ai_answer(model, msg)).unwrap_or_default(),
        variants: |model, saving| ready(variants_update(model, saving)).unwrap_or_default(),
        extras: |model, extra| ready(extras_update(model, extra)).unwrap_or_default(),
        extras_open: |model, msg| ready(extras_open(model, msg)).ok().flatten(),
        extras_after: |model| ready(extras_after(model)).unwrap_or_default(),
        share: |model, share| ready(share_update(model, share)).unwrap_or_default(),
    };

    // The parts' commands: the questions to the AI, by the part that asks them (hints
    // and autoplay, the analysis, the review: the worker's client is a chunk they
    // share); Export and Import of the kept games (their own chunk: the Games panel
    // opens without the JSON of a whole export).
    split! {
        ai, ai_command_loaded:
            fn ai_command(ctx: Ctx, command: Command) -> () = extras::ai_command(ctx, command);
        analysis, analysis_command_loaded:
            fn analysis_command(ctx: Ctx, command: Command) -> () = extras::ai_command(ctx, command);
        review, review_command_loaded:
            fn review_command(ctx: Ctx, command: Command) -> () = extras::ai_command(ctx, command);
        exchange, exchange_command_loaded:
            fn exchange_command(ctx: Ctx, command: Command) -> () = extras::exchange_command(ctx, command);
    }

    // The iframe's protocol: only embed.html asks it.
    split! {
        frame, answer_frame_loaded:
            fn answer_frame(data: String, origin: String, allowed: Option<String>) -> String =
                game2048::app::frame::answer(&data, &origin, allowed.as_deref());
    }

    // Sharing a game: a challenge's state machine; a picture of a game (its layout,
    // its drawing, its sharing), for a button and for the JS API.
    split! {
        sharing, share_update_loaded:
            fn share_update(model: &mut Model, share: Share) -> Effects = model.update_share(share);
        sharing, card_share_loaded:
            fn card_share(ctx: Ctx, ask: ShareAsk, lang: Lang) -> () = card::share(ctx, ask, lang);
        sharing, api_image_loaded:
            fn api_image(ctx: Ctx) -> Result<JsValue, JsValue> = card::api_image(ctx);
    }

    // "How to play": only the hosted page says it, and English's words stay out of the
    // main module.
    split! {
        help, how_to_loaded:
            fn how_to(how: HowTo) -> String = how.to_string();
    }

    // What the hosted page does beside its game (its text, settings, links, how-to,
    // `window.game2048`): no widget loads it, and the page after its game is on.
    split! {
        page, page_loaded: fn page(ask: PageAsk) -> () = game2048::web::page::own::answer(ask);
    }

    // A widget's mounting: its attributes read, its game, keys and hands set up. Only
    // game2048-embed.js asks for it (`prepareWidget`), never the hosted page.
    split! {
        widget, mount_widget_loaded:
            fn mount_widget(host: HtmlElement, container: HtmlElement, options: JsValue) -> Widget =
                game2048::web::embed::mount(host, container, options);
    }

    // Links (`?preset=`, `#game=`, `#replay=`, `#challenge=`): URL decoding and their
    // reading, loaded only by a page whose address has a query or a fragment.
    split! {
        links, read_link_loaded:
            fn read_link() -> Result<Option<Link>, Text> = game2048::web::location::read_link();
    }

    // The game kept (its record decoded and replayed): only a visit with one reads it.
    split! {
        records, kept_game_loaded:
            fn kept_game(storage_key: String) -> KeptGame =
                game2048::web::storage::Kept::open(&storage_key).game();
    }

    // The kept games (their JSON): the Games panel reads them, a finished game or a
    // kept review writes them.
    split! {
        history, history_command_loaded:
            fn history_command(ctx: Ctx, command: Command) -> () = extras::history_command(ctx, command);
    }

    // The readers of custom games (game objects as JSON, positions: `engine::custom`),
    // installed as they come; and the JS API's power-ups, with their part.
    split! {
        custom, custom_readers_loaded:
            fn custom_readers() -> Readers = Readers::LINKED;
        extras, api_power_loaded:
            fn api_power(ctx: Ctx, extra: Extra) -> Result<JsValue, JsValue> =
                game2048::web::api::power_answer(ctx, extra);
    }

    // The JS API's methods (`window.game2048`, a widget's): asked for once a game is
    // on, and needed by no move.
    split! {
        api, api_call_loaded:
            fn api_call(ctx: Ctx, method: Method, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> =
                game2048::web::api::call(ctx, method, a, b);
    }

    // Hands beyond keys and touch: the gamepads' reading and the sounds, loaded when
    // first needed (a pad connected, a sound with sound on).
    split! {
        hands, hands_loaded:
            fn hands(hand: Hand) -> () = hand.carry_out();
    }

    /// Fetches the readers of custom games, and installs them. (A saved variant, the
    /// builder's Play and Play from here wait for them: `Part::needed_by`; a game played
    /// on from a position starts from one, which its replay reads. The kept games load
    /// them when they hold a custom game, an import before it reads the file:
    /// `web::extras`. A link's custom game: `Command::OpenLink`.)
    async fn custom() -> Result<(), NotLoaded> {
        game2048::engine::custom::install(custom_readers().await?);
        Ok(())
    }

    fn load(part: Part) -> Loading {
        Box::pin(async move {
            if part == Part::Custom {
                custom().await?;
            }
            load_views(part).await?;
            match part {
                Part::Games => {
                    games_update_loaded().await?;
                    history_command_loaded().await?;
                }
                Part::Exchange => exchange_command_loaded().await?,
                Part::Builder => {
                    builder_update_loaded().await?;
                    variants_update_loaded().await?;
                }
                Part::Setup => {
                    setup_update_loaded().await?;
                    setup_open_loaded().await?;
                }
                Part::Replay => {
                    replay_closed_loaded().await?;
                    replay_open_loaded().await?;
                }
                Part::Review => {
                    review_update_loaded().await?;
                    review_command_loaded().await?;
                }
                Part::Analysis => {
                    analysis_update_loaded().await?;
                    analysis_command_loaded().await?;
                }
                Part::Ai => {
                    ai_answer_loaded().await?;
                    ai_command_loaded().await?;
                }
                Part::Custom | Part::Dpad => {}
                Part::Sharing => {
                    share_update_loaded().await?;
                    card_share_loaded().await?;
                    api_image_loaded().await?;
                }
                Part::Extras => {
                    extras_update_loaded().await?;
                    extras_open_loaded().await?;
                    extras_after_loaded().await?;
                    api_power_loaded().await?;
                }
            }
            Ok(())
        })
    }

    pub static CODE: PartCode = PartCode {
        later: &Part::ALL,
        load,
        view: view_of,
        carry_out: |part, ctx, command| match part {
            Part::Exchange => ready(exchange_command(ctx, command)),
            Part::Ai => ready(ai_command(ctx, command)),
            Part::Analysis => ready(analysis_command(ctx, command)),
            Part::Review => ready(review_command(ctx, command)),
            Part::Games
            | Part::Builder
            | Part::Setup
            | Part::Replay
            | Part::Custom
            | Part::Extras
            | Part::Sharing
            | Part::Dpad => Err(NotLoaded),
        },
        updates: &UPDATES,
        load_history: || Box::pin(async { Ok(history_command_loaded().await?) }),
        history: |ctx, command| ready(history_command(ctx, command)),
        frame: |data, origin, allowed| Box::pin(answer_frame(data, origin, allowed)),
        how_to: |how| Box::pin(how_to(how)),
        link: || Box::pin(read_link()),
        load_links: || Box::pin(async { Ok(read_link_loaded().await?) }),
        kept_game: |storage_key| Box::pin(kept_game(storage_key)),
        load_records: || Box::pin(async { Ok(kept_game_loaded().await?) }),
        api: |ctx, call| match call {
            ApiCall::Power(extra) => ready(api_power(ctx, extra)),
            ApiCall::Image => ready(api_image(ctx)),
        },
        share: |ctx, ask, lang| ready(card_share(ctx, ask, lang)),
        hands: |hand| Box::pin(hands(hand)),
        load_api: || Box::pin(async { Ok(api_call_loaded().await?) }),
        api_call: |ctx, method, a, b| ready(api_call(ctx, method, a, b)),
        load_page: || Box::pin(async { Ok(page_loaded().await?) }),
        page: |ask| ready(page(ask)),
        load_widget: || Box::pin(async { Ok(mount_widget_loaded().await?) }),
        widget: |host, container, options| ready(mount_widget(host, container, options)),
    };
}

#[cfg(target_arch = "wasm32")]
fn main() {
    game2048::web::chunks::provide_languages(chunks::words_of, chunks::english_lines);
    game2048::web::chunks::provide_parts(&parts::CODE);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
