//! The AI's controls: Hint, the Autoplay toggle, Analyse (and, once the AI's chunk is
//! here, its strength and autoplay's speed); and the hint's arrow over the board.
//! Hidden in widgets with `ai="off"`; when the AI cannot run they say why, and the game
//! plays on. The buttons are in the main module; what answers them is in the AI's
//! chunk, which their first press loads.

use leptos::prelude::*;

use super::super::chunks::PartView;
use super::super::runtime::Ctx;
use super::{Later, busy, live, shows};
use crate::app::ai::Availability;
use crate::app::copy::{Label, Text};
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::engine::Direction;

/// What the controls show, as one value: one memo, one comparison per change.
#[derive(Clone, PartialEq)]
struct Shown {
    enabled: bool,
    autoplay: bool,
    analysing: bool,
    thinking: bool,
    unavailable: Option<Text>,
}

#[component]
pub fn AiControls() -> impl IntoView {
    let model = Ctx::get().model;
    let shown = shows(model, |m| Shown {
        enabled: m.ai.enabled,
        autoplay: m.ai.autoplay,
        analysing: m.analysis.open,
        thinking: m.ai.thinking(),
        unavailable: match &m.ai.availability {
            Availability::Unavailable(why) => Some(why.clone()),
            _ => None,
        },
    });
    live(move || {
        shown.with(|s| s.enabled).then(|| {
            view! {
                <div class="ai-controls" data-thinking=live(move || shown.with(|s| s.thinking).then(String::new))>
                    <AiButtons shown />
                    <Later view=PartView::AiSettings />
                    <p class="ai-status" role="status">
                        {live(move || shown.with(|s| s.unavailable.as_ref().map(Text::to_string).unwrap_or_default()))}
                    </p>
                </div>
            }
            .into_any()
        })
    })
}

/// Hint, Autoplay (pressed while autoplay is on) and Analyse (pressed while its panel
/// is open): disabled while the AI cannot run, and busy while their part's code is on
/// its way. (The strength and the speed come with the AI's first use:
/// `view::parts::ai_settings`.)
#[component]
fn AiButtons(shown: Memo<Shown>) -> impl IntoView {
    let ctx = Ctx::get();
    let off = move || live(move || shown.with(|s| s.unavailable.is_some()).to_string());
    let (ai_busy, analysis_busy) = (busy(Part::Ai), busy(Part::Analysis));
    view! {
        <button type="button" aria-disabled=off() aria-busy=ai_busy on:click=move |_| ctx.dispatch(Msg::Hint)>
            {Label::Hint.say()}
        </button>
        <button
            type="button"
            class="toggle"
            aria-pressed=live(move || shown.with(|s| s.autoplay).to_string())
            aria-disabled=off()
            aria-busy=ai_busy
            on:click=move |_| ctx.dispatch(Msg::ToggleAutoplay)
        >
            {Label::Autoplay.say()}
        </button>
        <button
            type="button"
            class="toggle"
            aria-pressed=live(move || shown.with(|s| s.analysing).to_string())
            aria-disabled=off()
            aria-busy=analysis_busy
            on:click=move |_| ctx.dispatch(Msg::ToggleAnalysis)
        >
            {Label::Analyse.say()}
        </button>
    }
}

/// The AI's marks on the board: the hint, an arrow over the board until the next move
/// (the live region says it), and the analysis's best move.
#[component]
pub fn HintArrow() -> impl IntoView {
    let model = Ctx::get().model;
    let hint = shows(model, |m| m.ai.hint);
    let arrow = live(move || {
        hint.get().map(|dir| {
            view! { <div class="hint-arrow" data-direction=dir.name() aria-hidden="true">{arrow(dir)}</div> }
            .into_any()
        })
    });
    view! {
        {arrow}
        <Later view=PartView::BestMoveMark />
    }
}

/// The arrow of a direction.
pub fn arrow(direction: Direction) -> &'static str {
    match direction {
        Direction::Left => "←",
        Direction::Right => "→",
        Direction::Up => "↑",
        Direction::Down => "↓",
    }
}
