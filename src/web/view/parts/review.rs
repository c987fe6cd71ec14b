//! A replayed game's review (see `app::model::parts::review`), at the foot of the replay bar:
//! *Review*, then its progress with Cancel, then the summary, the chart of every move's
//! quality (an SVG plot: a click seeks the replay to that move) and the moves much
//! worse than the AI's, each a button that seeks there. It is the replay's part (a
//! kept review shows as the replay opens); what works a review out is the review's
//! (`Part::Review`), which the first *Review* waits for, busy.
//!
//! Every `view!` here ends in `.into_any()`: a type-erased view is rendered by one code
//! path instead of a function per static tree, which in this part's chunk (it loads on
//! first use: `web::chunks`) measured 2.6 KB gzip less with `replay` (56.0 -> 53.4 KB).

use leptos::html;
use leptos::prelude::*;

use super::super::{attr, live, memo};
use wasm_bindgen::JsCast;

use crate::app::copy::{Label, ReplayLine};
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::app::model::parts::review::Study;
use crate::web::runtime::Ctx;

/// The chart's width in its own units (its height is 100: quality in percent).
const WIDTH: u32 = 400;
/// The margin around the plot, in the same units: the points at its edges show whole.
const PAD: u32 = 4;

/// What the review shows, as one value.
#[derive(Clone, PartialEq)]
enum Shown {
    None,
    Running { done: usize, of: usize },
    Failed(String),
    Done(Done),
}

#[derive(Clone, PartialEq)]
struct Done {
    summary: String,
    line: String,
    /// Each move's place in the record.
    places: Vec<usize>,
    /// The marked moves: place, the point's x and y, and what it says.
    mistakes: Vec<(usize, u32, u8, String)>,
}

#[component]
pub fn ReviewPanel() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    // Worked out again only when the review changes (a new one, an answer, a failure):
    // a replay playing beside a done review changes the model at every step.
    let changes = memo(move || {
        model.with(|m| {
            let r = m.review.as_ref()?;
            Some((r.id(), r.progress().0, r.failed.is_some()))
        })
    });
    let shown = memo(move || {
        // (Read, not only tracked: reading brings the key up to date.)
        if changes.get().is_none() {
            return Shown::None;
        }
        model.with_untracked(|m| {
            let Some(r) = m.review.as_ref() else {
                return Shown::None;
            };
            if let Some(why) = &r.failed {
                return Shown::Failed(why.to_string());
            }
            let (done, of) = r.progress();
            if !r.done() {
                return Shown::Running { done, of };
            }
            let review = &r.review;
            Shown::Done(Done {
                summary: ReplayLine::Reviewed {
                    moves: of,
                    accuracy: review.accuracy(),
                    mistakes: review.mistakes().count(),
                }
                .to_string(),
                line: review.points(WIDTH),
                places: review.judged.iter().map(|j| j.at).collect(),
                mistakes: review
                    .judged
                    .iter()
                    .enumerate()
                    .filter(|(_, j)| j.is_mistake())
                    .map(|(i, j)| {
                        let said = ReplayLine::Mistake {
                            number: j.at + 1,
                            played: j.played,
                            best: j.best,
                            quality: j.quality,
                        };
                        (j.at, review.x(i, WIDTH), 100 - j.quality, said.to_string())
                    })
                    .collect(),
            })
        })
    });
    // Where the replay is, on the chart.
    let here = memo(move || {
        model.with(|m| {
            let (Some(replay), Some(r)) = (m.replay.as_ref(), m.review.as_ref()) else {
                return None;
            };
            let i = r
                .review
                .judged
                .partition_point(|j| j.at < replay.position());
            Some(r.review.x(i, WIDTH))
        })
    });
    let act = move |s: Study| ctx.dispatch(Msg::Review(s));
    // The review's own code comes with its first press (`Part::Review`).
    let busy = super::super::busy(Part::Review);
    let seek = move |at: usize| ctx.dispatch(Msg::ReplayTo(at));
    // The review's progress, then its findings, take the focus from the Review button
    // they replace.
    let reviewing = memo(move || shown.with(|s| !matches!(s, Shown::None)));
    let node = NodeRef::<html::Div>::new();
    super::super::focus::follow(reviewing, move || node.get().map(Into::into));
    view! {
        <div class="review" node_ref=node>
            {live(move || match shown.get() {
                Shown::None => view! {
                    <button type="button" class="small" aria-busy=busy on:click=move |_| act(Study::Start)>{ReplayLine::Review.to_string()}</button>
                }.into_any(),
                Shown::Running { done, of } => view! {
                    <div class="review-progress">
                        <progress max=of.to_string() value=done.to_string() aria-label=ReplayLine::Review.to_string()></progress>
                        <span role="status">{ReplayLine::Reviewing { done, of }.to_string()}</span>
                        <button type="button" class="small secondary" on:click=move |_| act(Study::Cancel)>{Label::Cancel.say()}</button>
                    </div>
                }.into_any(),
                Shown::Failed(why) => view! {
                    <p role="alert">{why}</p>
                    <button type="button" class="small" aria-busy=busy on:click=move |_| act(Study::Start)>{ReplayLine::Review.to_string()}</button>
                }.into_any(),
                Shown::Done(done) => {
                    let places = done.places.clone();
                    let on_chart = move |e: leptos::ev::MouseEvent| {
                        let Some(svg) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
                            return;
                        };
                        let rect = svg.get_bounding_client_rect();
                        if rect.width() <= 0.0 || places.is_empty() {
                            return;
                        }
                        // The box's units (a margin of PAD each side), then the move.
                        let share = (f64::from(e.client_x()) - rect.left()) / rect.width();
                        let x = share * f64::from(WIDTH + 2 * PAD) - f64::from(PAD);
                        let last = (places.len() - 1) as f64;
                        let i = (x / f64::from(WIDTH) * last).round().clamp(0.0, last) as usize;
                        if let Some(&at) = places.get(i) {
                            seek(at);
                        }
                    };
                    let empty = done.mistakes.is_empty();
                    view! {
                        <p role="status">{done.summary}</p>
                        <svg class="review-chart" viewBox=format!("-{PAD} -{PAD} {} {}", WIDTH + 2 * PAD, 100 + 2 * PAD) preserveAspectRatio="none"
                            role="img" aria-label=ReplayLine::ReviewChart.to_string() on:click=on_chart>
                            <line class="review-here" x1=attr(move || here.get().unwrap_or(0).to_string()) x2=attr(move || here.get().unwrap_or(0).to_string()) y1="0" y2="100" />
                            <polyline points=done.line />
                            {done.mistakes.iter().map(|(_, x, y, _)| view! { <circle cx=*x cy=*y r="3" /> }.into_any()).collect_view()}
                        </svg>
                        <p class="builder-help">{ReplayLine::ReviewHelp.to_string()}</p>
                        {empty.then(|| view! { <p>{ReplayLine::NoMistakes.to_string()}</p> }.into_any())}
                        <ol class="review-mistakes">
                            {done.mistakes.into_iter().map(|(at, _, _, said)| view! {
                                <li><button type="button" class="small secondary" on:click=move |_| seek(at)>{said}</button></li>
                            }.into_any()).collect_view()}
                        </ol>
                    }.into_any()
                }
            })}
        </div>
    }.into_any()
}
