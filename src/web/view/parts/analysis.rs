//! The analysis panel and its mark on the board: the AI's verdict on every direction
//! of the position on show, as `Model::panel` says it, and the best move as a bar on
//! the board's side it slides to. Both are in the analysis's chunk: the first press of
//! Analyse loads it, then opens the panel.

use leptos::html;
use leptos::prelude::*;

use super::super::{live, memo, shows};

use super::super::ai::arrow;
use super::super::focus;
use super::setup::SetupButton;
use crate::app::analysis::{Figure, Figures, Panel, Verdict};
use crate::app::copy::{AnalysisLine, Label, Text};
use crate::app::model::Msg;
use crate::web::runtime::Ctx;

#[component]
pub fn AnalysisPanel() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let panel = shows(model, |m| m.panel());
    let open = memo(move || panel.with(|p| *p != Panel::Closed));
    let node = NodeRef::<html::Section>::new();
    focus::follow(open, move || node.get().map(Into::into));
    let editing = shows(model, |m| m.setup.is_some());
    let say = |line: AnalysisLine| line.to_string();
    live(move || {
        let shown = panel.get();
        (shown != Panel::Closed).then(|| {
            let busy = matches!(shown, Panel::Thinking).then_some("true");
            view! {
                <section class="analysis" aria-labelledby="analysis-title" aria-busy=busy node_ref=node>
                    <div class="analysis-head">
                        <h2 id="analysis-title">{say(AnalysisLine::AnalysisTitle)}</h2>
                        {live(move || (!editing.get()).then(|| view! { <SetupButton /> }.into_any()))}
                        <button type="button" class="small secondary" on:click=move |_| ctx.dispatch(Msg::Analyse(false))>
                            {Label::Close.say()}
                        </button>
                    </div>
                    {body(shown)}
                </section>
            }
            .into_any()
        })
    })
}

/// What the panel says under its heading.
fn body(panel: Panel) -> AnyView {
    let say = |line: AnalysisLine| line.to_string();
    match panel {
        Panel::Closed => ().into_any(),
        Panel::Thinking => {
            view! { <p class="analysis-status" role="status">{say(AnalysisLine::Analysing)}</p> }.into_any()
        }
        Panel::WaitsForAutoplay => {
            view! { <p class="analysis-status" role="status">{say(AnalysisLine::AnalysisWaits)}</p> }
                .into_any()
        }
        Panel::Failed(why) => {
            view! { <p class="analysis-status" role="status">{Text::to_string(&why)}</p> }
                .into_any()
        }
        Panel::Figures(figures) => table(*figures).into_any(),
    }
}

fn table(figures: Figures) -> impl IntoView {
    let say = |line: AnalysisLine| line.to_string();
    let verdict = match figures.best {
        Some(direction) => AnalysisLine::BestMove {
            direction,
            clear: figures.clear(),
        },
        None => AnalysisLine::NoMoveChangesThisBoard,
    };
    let rows = figures
        .verdicts
        .into_iter()
        .map(|v| row(v, figures.best == Some(v.direction)))
        .collect_view();
    let trials = (figures.best.is_some()).then(|| {
        view! { <p class="analysis-note">{say(AnalysisLine::PlayedOut { trials: figures.trials })}</p> }
    });
    view! {
        <p class="analysis-verdict" role="status">{say(verdict)}</p>
        <table class="analysis-table">
            <caption>{say(AnalysisLine::AnalysisCaption { horizon: figures.horizon })}</caption>
            <thead>
                <tr>
                    <th scope="col">{say(AnalysisLine::MoveColumn)}</th>
                    <th scope="col">{say(AnalysisLine::PointsColumn)}</th>
                    <th scope="col">{say(AnalysisLine::OverColumn)}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        {trials}
    }
}

/// One direction's row; `best` marks it.
fn row(v: Verdict, best: bool) -> impl IntoView {
    let figure = |f: Figure, percent: bool| {
        AnalysisLine::Figure {
            value: f.value,
            margin: f.margin,
            percent,
        }
        .to_string()
    };
    let cells = if v.moves {
        view! {
            <td>{figure(v.points, false)}</td>
            <td>{figure(v.over, true)}</td>
        }
        .into_any()
    } else {
        view! { <td colspan="2" class="analysis-none">{AnalysisLine::ChangesNothing.to_string()}</td> }
            .into_any()
    };
    view! {
        <tr data-direction=v.direction.name() data-best=best.then_some("") data-moves=v.moves.to_string()>
            <th scope="row">
                <span class="analysis-arrow" aria-hidden="true">{arrow(v.direction)}</span>
                " "
                {AnalysisLine::DirectionName(v.direction).to_string()}
                {best.then(|| view! { " " <span class="analysis-best">{AnalysisLine::BestBadge.to_string()}</span> })}
            </th>
            {cells}
        </tr>
    }
}

/// The analysis's best move, on the board: a bar along the side its tiles slide to.
#[component]
pub fn BestMoveMark() -> impl IntoView {
    let model = Ctx::get().model;
    let best = shows(model, |m| m.best_move());
    live(move || {
        best.get().map(|direction| {
            view! {
                <div
                    class="best-move-mark"
                    data-direction=direction.name()
                    role="img"
                    aria-label=AnalysisLine::BestMoveMark { direction }.to_string()
                >
                    <span aria-hidden="true">{arrow(direction)}</span>
                </div>
            }
            .into_any()
        })
    })
}
