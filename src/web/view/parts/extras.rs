//! A game's power-ups and limits (see `app::model::parts::extras`): the bar under the
//! controls (a button per power-up with the charges left, the moves and the time left,
//! one line of what to do or why not), and the board of cells laid over the game's
//! while a power-up waits for its tiles. In the `extras` part's chunk, asked for as a
//! game that has them begins: the main module shows these through `view::Later`.
//!
//! The clock's ticks are a subscription of the bar: while the model says the clock
//! runs, a tick every `clock::TICK_MS` (through `dom::after`, the one way to a timer),
//! stopped when it stops or the bar goes.
//!
//! The cells are one tab stop, as the position editor's: the cursor's cell takes the
//! focus, the arrows move the cursor (through the model, as every move), Enter or Space
//! chooses it, Escape puts the power-up down.

use leptos::html::Div;
use leptos::prelude::*;

use super::super::{attr, effect, flag, live, memo, shows};

use crate::app::clock::{self, TICK_MS};
use crate::app::copy::ExtrasLine;
use crate::app::model::Msg;
use crate::app::model::parts::extras::Extra;
use crate::engine::{Pos, Power, Status};
use crate::web::dom;
use crate::web::runtime::Ctx;

/// The bar: power-ups, moves and time left, and its line.
#[component]
pub fn ExtrasBar() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    // The power-ups these rules ever give (at the start, or earned by a tile).
    let powers = memo(move || {
        model.with(|m| {
            let p = m.game.rules().power_ups()?;
            let given =
                |power| p.start.get(power) > 0 || p.earn.iter().any(|(_, c)| c.get(power) > 0);
            Some(Power::ALL.map(given))
        })
    });
    let charges = shows(model, |m| m.game.charges());
    let armed = shows(model, |m| m.extras.armed.map(|a| a.power));
    let moves_left = shows(model, |m| m.game.moves_left().map(|n| n.to_string()));
    let time_left = memo(move || {
        model.with(|m| {
            let limit = m.game.rules().limits().time_ms?;
            Some(clock::shown(m.extras.clock.left(limit)))
        })
    });
    let running = shows(model, |m| m.extras.clock.running());
    let line = shows(model, line_of);
    // (Shown by `view::Later` once the readers of custom games are here: for a game
    // without power-ups or limits, nothing.)
    let extended = shows(model, |m| m.game.rules().extensions().is_some());
    tick_while_running(ctx, running);
    let power = move |power: Power| {
        let left = move || charges.get().get(power);
        view! {
            <button
                type="button"
                class="power toggle"
                data-power=power.name()
                aria-pressed=attr(move || (armed.get() == Some(power)).to_string())
                aria-label=attr(move || ExtrasLine::Left { power, left: left() }.to_string())
                on:click=move |_| ctx.dispatch(Msg::Extra(Extra::Arm(power)))
            >
                <span class="power-name">{ExtrasLine::Name(power).to_string()}</span>
                <span class="power-left">{live(move || left().to_string())}</span>
            </button>
        }
        .into_any()
    };
    let powers_view = move || {
        powers.get().map(|given| {
            let buttons = (Power::ALL.into_iter().zip(given))
                .filter(|(_, given)| *given)
                .map(|(p, _)| power(p))
                .collect_view();
            view! {
                <div class="powers" role="group" aria-label=ExtrasLine::PowerUps.to_string()>
                    {buttons}
                </div>
            }
            .into_any()
        })
    };
    let limit = |label: ExtrasLine, value: Memo<Option<String>>, testid: &'static str| {
        live(move || {
            value.get().map(|value| {
                view! {
                    <div class="score-box limit">
                        <span class="score-label">{label.to_string()}</span>
                        <span class="score-value" data-testid=testid>{value}</span>
                    </div>
                }
                .into_any()
            })
        })
    };
    view! {
        <div class="extras" hidden=flag(move || !extended.get())>
            {live(powers_view)}
            <div class="limits">
                {limit(ExtrasLine::MovesLeft, moves_left, "moves-left")}
                {limit(ExtrasLine::TimeLeft, time_left, "time-left")}
            </div>
            <p class="extras-line" role="status" aria-live="polite">
                {live(move || line.get().map(|l| l.to_string()).unwrap_or_default())}
            </p>
        </div>
    }
    .into_any()
}

/// What the bar's line says: the power-up waiting for its tiles, why one was refused,
/// why the game ended, or that the clock waited.
fn line_of(m: &crate::app::model::Model) -> Option<ExtrasLine> {
    if let Some(why) = m.extras.refused {
        return Some(ExtrasLine::Refused(why));
    }
    if let Some(armed) = m.extras.armed {
        return Some(match (armed.power, armed.first) {
            (Power::Swap, None) => ExtrasLine::ChooseFirst,
            (Power::Swap, Some(_)) => ExtrasLine::ChooseSecond,
            _ => ExtrasLine::ChooseRemove,
        });
    }
    if m.game.status() == Status::Over {
        if m.game.expired() {
            return Some(ExtrasLine::TimeUp);
        }
        if m.game.moves_left() == Some(0) {
            return Some(ExtrasLine::OutOfMoves);
        }
    }
    m.extras
        .clock
        .paused_while_hidden
        .then_some(ExtrasLine::PausedWhileHidden)
}

/// While `running`, a tick every [`TICK_MS`]: a chain of timers, each of which checks
/// that its run of the clock is still the current one.
fn tick_while_running(ctx: Ctx, running: Memo<bool>) {
    let run = StoredValue::new(0u64);
    Effect::new(move |was: Option<bool>| {
        let now = running.get();
        if now && was != Some(true) {
            run.update_value(|r| *r += 1);
            let this = run.get_value();
            ctx.dispatch(Msg::Extra(Extra::Tick(time())));
            chain(ctx, running, run, this);
        }
        now
    });
}

fn chain(ctx: Ctx, running: Memo<bool>, run: StoredValue<u64>, this: u64) {
    dom::after(TICK_MS, move || {
        let current = run.try_get_value() == Some(this);
        if current && running.try_get_untracked() == Some(true) {
            ctx.dispatch(Msg::Extra(Extra::Tick(time())));
            chain(ctx, running, run, this);
        }
    });
}

/// Milliseconds since 1970: the clock's time.
fn time() -> u64 {
    js_sys::Date::now() as u64
}

/// The cells a power-up's tiles are chosen on, over the game's board, while one waits.
#[component]
pub fn ExtrasBoard() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let grid = memo(move || {
        model.with(|m| {
            m.extras.armed.map(|_| {
                let shape = m.game.rules().shape();
                let cells: Vec<Pos> = (0..shape.cell_count())
                    .map(|i| shape.pos(i))
                    .filter(|&at| shape.is_enabled(at))
                    .collect();
                (shape.rows(), shape.cols(), cells)
            })
        })
    });
    let cursor = shows(model, |m| m.extras.cursor);
    let first = shows(model, |m| m.extras.armed.and_then(|a| a.first));
    let board = NodeRef::<Div>::new();
    // The cursor's cell takes the focus as the board opens, and as the arrows move it.
    effect(move || {
        let at = cursor.get();
        let cols = grid.with(|g| g.as_ref().map(|(_, cols, _)| *cols));
        if let (Some(board), Some(cols)) = (board.get(), cols) {
            let index = usize::from(at.row) * cols + usize::from(at.col);
            take_focus(&board, index);
        }
    });
    live(move || {
        grid.get().map(|(rows, cols, cells)| {
            let buttons = cells
                .into_iter()
                .map(|at| {
                    let (row, col) = (usize::from(at.row), usize::from(at.col));
                    let value =
                        move || model.with(|m| m.game.board().get(at).map(|t| t.value));
                    view! {
                        <button
                            type="button"
                            class="cell power-cell"
                            data-index=row * cols + col
                            data-chosen=live(move || (first.get() == Some(at)).then(|| "true".to_string()))
                            tabindex=attr(move || if cursor.get() == at { "0" } else { "-1" }.to_string())
                            aria-label=attr(move || ExtrasLine::Cell { row, col, value: value() }.to_string())
                            style:--row=row.to_string()
                            style:--col=col.to_string()
                            on:click=move |_| ctx.dispatch(Msg::Extra(Extra::Cell(at)))
                            on:keydown=move |e| {
                                if e.key() == "Escape" {
                                    e.prevent_default();
                                    ctx.dispatch(Msg::Extra(Extra::Disarm));
                                }
                            }
                        ></button>
                    }
                    .into_any()
                })
                .collect_view();
            view! {
                <div
                    node_ref=board
                    class="board power-board"
                    role="group"
                    aria-label=ExtrasLine::PowerUps.to_string()
                    style:--rows=rows.to_string()
                    style:--cols=cols.to_string()
                >
                    {buttons}
                </div>
            }
            .into_any()
        })
    })
}

/// Focuses the cell at `index` of `board`: as the board opens (the power-up was just
/// chosen, so the keys go to its cells), and as the cursor moves.
fn take_focus(board: &web_sys::HtmlDivElement, index: usize) {
    use wasm_bindgen::JsCast;
    if let Ok(Some(cell)) = board.query_selector(&format!("[data-index=\"{index}\"]"))
        && let Some(cell) = cell.dyn_ref::<web_sys::HtmlElement>()
    {
        let _ = cell.focus();
    }
}
