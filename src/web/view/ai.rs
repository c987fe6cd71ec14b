//! The AI's controls: Hint, the Autoplay toggle, Analyse (and, once the AI's chunk is
//! here, its strength and autoplay's speed); and the hint's arrow over the board.
//! Hidden in widgets with `ai="off"`; when the AI cannot run they say why, and the game
//! plays on. The buttons are in the main module; what answers them is in the AI's
//! chunk, which their first press loads.

use leptos::prelude::*;

use super::super::chunks::PartView;
use super::super::runtime::Ctx;
use super::{Later, attr, busy, flag, live, shows};
use crate::app::ai::Availability;
use crate::app::copy::Label;
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::engine::Direction;

#[component]
pub fn AiControls() -> impl IntoView {
    let model = Ctx::get().model;
    // A memo of each thing, each of a type other memos have: a memo of a type of its own
    // costs the main module that type's code.
    let enabled = shows(model, |m| m.ai.enabled);
    let thinking = shows(model, |m| m.ai.thinking());
    let unavailable = shows(model, |m| match &m.ai.availability {
        Availability::Unavailable(why) => Some(why.to_string()),
        _ => None,
    });
    view! {
        <div
            class="ai-controls"
            hidden=flag(move || !enabled.get())
            data-thinking=live(move || thinking.get().then(String::new))
        >
            <AiButtons unavailable />
            <Later view=PartView::AiSettings />
            <p class="ai-status" role="status">
                {live(move || unavailable.get().unwrap_or_default())}
            </p>
        </div>
    }
}

/// Hint, Autoplay (pressed while autoplay is on) and Analyse (pressed while its panel
/// is open): disabled while the AI cannot run, and busy while their part's code is on
/// its way. (The strength and the speed come with the AI's first use:
/// `view::parts::ai_settings`.)
#[component]
fn AiButtons(unavailable: Memo<Option<String>>) -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let autoplay = shows(model, |m| m.ai.autoplay);
    let analysing = shows(model, |m| m.analysis.open);
    let off = move || attr(move || unavailable.with(Option::is_some).to_string());
    let (ai_busy, analysis_busy) = (busy(Part::Ai), busy(Part::Analysis));
    view! {
        <button type="button" aria-disabled=off() aria-busy=ai_busy on:click=move |_| ctx.dispatch(Msg::Hint)>
            {Label::Hint.say()}
        </button>
        <button
            type="button"
            class="toggle"
            aria-pressed=attr(move || autoplay.get().to_string())
            aria-disabled=off()
            aria-busy=ai_busy
            on:click=move |_| ctx.dispatch(Msg::ToggleAutoplay)
        >
            {Label::Autoplay.say()}
        </button>
        <button
            type="button"
            class="toggle"
            aria-pressed=attr(move || analysing.get().to_string())
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
    // By name: a memo of a type the page has anyway (see `AiControls`).
    let hint = shows(model, |m| m.ai.hint.map(|dir| dir.name().to_string()));
    view! {
        <div
            class="hint-arrow"
            data-direction=live(move || hint.get())
            aria-hidden="true"
            hidden=flag(move || hint.with(Option::is_none))
        >
            {live(move || {
                let direction = hint.get().and_then(|name| name.parse::<Direction>().ok());
                direction.map(arrow).unwrap_or_default().to_string()
            })}
        </div>
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
