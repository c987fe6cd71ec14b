//! The commands beyond the model and storage (see `runtime::Command`): the AI's questions
//! and answers (and the JS API's `hint()` promises waiting for them), the history kept,
//! export and import, and the loading of the parts that load on first use. The
//! commands of a part ([`exchange_command`], [`ai_command`], [`history_command`]) are
//! called from its chunk (`chunks::carry_out`, `chunks::keep_history`), so their code is
//! there, not in the main module.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::ai::{self, Answer};
use super::chunks;
use super::dom;
use super::exchange;
use super::runtime::{Command, Ctx};
use crate::app::ai::{Ask, Purpose};
use crate::app::analysis::AnalyseAsk;
use crate::app::copy::Line;
use crate::app::daily::Day;
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::app::model::parts::review::{ReviewAsk, Study};
use game2048_ai::protocol::Task;

pub fn carry_out(ctx: Ctx, command: Command) {
    match command {
        // In the chunks of the parts that ask (see `ai_command`).
        Command::AskAi(_) => chunks::carry_out(Part::Ai, ctx, command),
        Command::Analyse(_) => chunks::carry_out(Part::Analysis, ctx, command),
        Command::Review(_) => chunks::carry_out(Part::Review, ctx, command),
        // In the kept games' chunk (see `history_command`).
        Command::Finished(_) | Command::ReadHistory | Command::KeepReview(_) => {
            chunks::keep_history(ctx, command)
        }
        Command::SaveVariants => {
            ctx.model
                .with_untracked(|m| ctx.with_kept(|k| k.write_variants(&m.saved)));
        }
        Command::Export | Command::Import(_) => chunks::carry_out(Part::Exchange, ctx, command),
        Command::Cue(cue) => chunks::hands(chunks::Hand::Cue(cue)),
        Command::LoadPart(part) => leptos::task::spawn_local(async move {
            let msg = match chunks::load(part).await {
                Ok(()) => Msg::PartLoaded(part),
                Err(_) => Msg::PartNotLoaded {
                    part,
                    why: Line::ChunkNotLoaded.to_string(),
                },
            };
            ctx.dispatch(msg);
        }),
        // A custom game's link, read before the readers of custom games were here: it
        // opens once they are. If they cannot load, the link stays in the address bar
        // (a reload tries again) and the game plays on.
        Command::OpenLink => leptos::task::spawn_local(async move {
            match chunks::custom_games().await {
                Ok(()) => chunks::open_page_link(ctx).await,
                Err(not_loaded) => ctx.dispatch(Msg::Notice(not_loaded.into())),
            }
        }),
    }
}

/// The kept games' commands, in their chunk (`chunks::keep_history`: the Games panel's
/// part loads it, and a finished game fetches it): a finished game added, a review kept
/// beside its game, the list read. The kept games are JSON, whose reader and writer are
/// then in that chunk, not in the main module.
pub fn history_command(ctx: Ctx, command: Command) {
    match command {
        Command::Finished(game) => {
            ctx.with_kept(|k| k.add_finished(game));
            ctx.dispatch(Msg::HistoryChanged);
        }
        Command::ReadHistory => {
            let show = move |history| {
                let today = Day::of_ms(js_sys::Date::now() as u64);
                ctx.dispatch(Msg::HistoryRead { history, today });
            };
            let Some(history) = ctx.with_kept(|k| k.history()) else {
                return;
            };
            // Custom games in the list (a replay, today's mark): the readers of custom
            // games come first, and the list is read again with them. If they cannot
            // load, it shows as it is (a custom game's Watch then says why).
            if history.holds_custom_games() && !crate::engine::custom::installed() {
                return leptos::task::spawn_local(async move {
                    let _ = chunks::custom_games().await;
                    if let Some(history) = ctx.with_kept(|k| k.history()) {
                        show(history);
                    }
                });
            }
            show(history);
        }
        Command::KeepReview(kept) => {
            let (record, review) = *kept;
            ctx.with_kept(|k| k.keep_review(&record, review));
            ctx.dispatch(Msg::HistoryChanged);
        }
        _ => {}
    }
}

/// Export and Import, in the `exchange` part's chunk (`chunks::carry_out`), which their
/// first press fetches: the export file written, an import read.
pub fn exchange_command(ctx: Ctx, command: Command) {
    match command {
        Command::Export => {
            if let Some(text) = ctx.with_kept(|k| k.export()) {
                exchange::download("game2048-data.json", &text);
            }
        }
        // A file may hold custom games: the readers of custom games come first (if
        // they cannot load, the import is refused and says so; nothing is written).
        Command::Import(text) => leptos::task::spawn_local(async move {
            let said = match chunks::custom_games().await {
                Ok(()) => ctx.with_kept(|k| k.import(&text)),
                Err(not_loaded) => Some(Err(not_loaded.into())),
            };
            if let Some(said) = said {
                ctx.dispatch(Msg::Imported(said));
            }
        }),
        _ => {}
    }
}

/// The questions to the AI, in the chunks of the parts that ask them (hints and
/// autoplay, the analysis, the review; what they share, the worker's client, is a
/// chunk they share).
pub fn ai_command(ctx: Ctx, command: Command) {
    match command {
        Command::AskAi(ask) => ask_ai(ctx, ask),
        Command::Analyse(ask) => analyse(ctx, ask),
        Command::Review(ask) => review(ctx, ask),
        _ => {}
    }
}

/// Asks the AI once the pause of `ask` is over, and dispatches its answer (or why
/// there is none). Always from a timer, even with no pause: the page paints before the
/// AI is asked, and an answer never arrives inside the dispatch that asked.
fn ask_ai(ctx: Ctx, ask: Ask) {
    dom::after(ask.after_ms, move || {
        let question = ctx.model.try_with_untracked(|m| {
            (m.turn == ask.turn).then(|| (m.game.rules().to_json(), m.game.board().to_text()))
        });
        let Some(Some((rules, board))) = question else {
            // The game moved on (or is gone) during the pause.
            ctx.dispatch(Msg::AiAnswer {
                purpose: ask.purpose,
                turn: ask.turn,
                direction: None,
            });
            return;
        };
        ai::ask(Task::Decide, rules, board, ask.budget_ms, move |answer| {
            let failed = move |why: String| {
                ctx.dispatch(Msg::AiFailed {
                    purpose: ask.purpose,
                    turn: ask.turn,
                    why: why.clone(),
                });
                let error: JsValue = js_sys::Error::new(&why).into();
                answer_hint_waiters(ctx, |f| f.call2(&JsValue::NULL, &JsValue::NULL, &error));
            };
            match answer {
                Answer::Move(direction, _) => {
                    ctx.dispatch(Msg::AiReady);
                    ctx.dispatch(Msg::AiAnswer {
                        purpose: ask.purpose,
                        turn: ask.turn,
                        direction,
                    });
                    if ask.purpose == Purpose::Hint {
                        let hint = direction.map_or(JsValue::NULL, |d| d.name().into());
                        answer_hint_waiters(ctx, |f| f.call1(&JsValue::NULL, &hint));
                    }
                }
                Answer::Failed(why) => failed(why),
                // Figures are no answer to a question for a move: it failed (and a
                // hint's promise hears so, instead of waiting for ever).
                Answer::Analysis(_) => failed("an analysis, not a move".into()),
                Answer::Unavailable(why) => {
                    let error: JsValue = js_sys::Error::new(&why.to_string()).into();
                    ctx.dispatch(Msg::AiUnavailable(why));
                    answer_hint_waiters(ctx, |f| f.call2(&JsValue::NULL, &JsValue::NULL, &error));
                }
            }
        });
    });
}

/// Asks the AI about the position on show now (the model asked in the update just
/// carried out, so it is the one it asked about), and dispatches its figures.
fn analyse(ctx: Ctx, ask: AnalyseAsk) {
    let Some((rules, board)) = ctx.model.try_with_untracked(|m| {
        let game = m.position_game();
        (game.rules().to_json(), game.board().to_text())
    }) else {
        return;
    };
    let task = Task::Analyse {
        horizon: ask.horizon,
        seed: ask.seed,
    };
    ai::ask(task, rules, board, ask.budget_ms, move |answer| {
        let figures = match answer {
            Answer::Analysis(figures) => Ok(figures),
            Answer::Failed(why) => Err(why),
            Answer::Move(..) => Err("a move, not an analysis".into()),
            Answer::Unavailable(why) => return ctx.dispatch(Msg::AiUnavailable(why)),
        };
        ctx.dispatch(Msg::AiReady);
        ctx.dispatch(Msg::Analysed {
            id: ask.id,
            figures,
        });
    });
}

/// Asks the AI about the review's next position (the model holds it), and dispatches
/// the worths it found.
fn review(ctx: Ctx, ask: ReviewAsk) {
    let question = ctx.model.try_with_untracked(|m| {
        let game = m.review.as_ref()?.position();
        Some((game.rules().to_json(), game.board().to_text()))
    });
    let Some(Some((rules, board))) = question else {
        return;
    };
    let task = Task::Review { nodes: ask.nodes };
    ai::ask(task, rules, board, 0, move |answer| {
        let values = match answer {
            Answer::Move(_, values) => Ok(Box::new(values)),
            Answer::Failed(why) => Err(why),
            Answer::Analysis(_) => Err("an analysis, not a move".into()),
            Answer::Unavailable(why) => {
                let said = why.to_string();
                ctx.dispatch(Msg::AiUnavailable(why));
                Err(said)
            }
        };
        let id = ask.id;
        ctx.dispatch(Msg::Review(Study::Answered { id, values }));
    });
}

/// Waits for the AI's next hint: `resolve` gets the direction, `reject` the reason
/// the AI cannot answer.
pub fn wait_for_hint(ctx: Ctx, resolve: js_sys::Function, reject: js_sys::Function) {
    let pair = js_sys::Function::from(Closure::once_into_js(
        move |value: JsValue, error: JsValue| {
            if error.is_undefined() || error.is_null() {
                let _ = resolve.call1(&JsValue::NULL, &value);
            } else {
                let _ = reject.call1(&JsValue::NULL, &error);
            }
        },
    ));
    ctx.hint_waiters.update_value(|w| w.push(pair));
}

fn answer_hint_waiters(ctx: Ctx, call: impl Fn(&js_sys::Function) -> Result<JsValue, JsValue>) {
    let waiters = ctx
        .hint_waiters
        .try_update_value(std::mem::take)
        .unwrap_or_default();
    for waiter in &waiters {
        let _ = call(waiter);
    }
}
