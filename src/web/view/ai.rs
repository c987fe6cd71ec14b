//! The AI's controls: Hint, the Autoplay toggle, its speed and the strength; and the
//! hint's arrow over the board. Hidden in widgets with `ai="off"`; when the AI cannot
//! run they say why, and the game plays on.

use leptos::prelude::*;

use super::super::ctx::Ctx;
use super::picker::Picker;
use crate::app::ai::{Availability, Speed, Strength};
use crate::app::model::Msg;
use crate::engine::Direction;

/// What the controls show, as one value: one memo, one comparison per change.
#[derive(Clone, PartialEq)]
struct Shown {
    enabled: bool,
    autoplay: bool,
    thinking: bool,
    unavailable: Option<String>,
    speed: &'static str,
    strength: &'static str,
}

#[component]
pub fn AiControls() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let shown = Memo::new(move |_| {
        model.with(|m| Shown {
            enabled: m.ai.enabled,
            autoplay: m.ai.autoplay,
            thinking: m.ai.thinking(),
            unavailable: match &m.ai.availability {
                Availability::Unavailable(why) => Some(why.clone()),
                _ => None,
            },
            speed: m.ai.speed.name(),
            strength: m.ai.strength.name(),
        })
    });
    let off = move || shown.with(|s| s.unavailable.is_some()).to_string();
    let speeds = Speed::ALL.map(|s| (s.name(), s.label())).to_vec();
    let strengths = Strength::ALL.map(|s| (s.name(), s.label())).to_vec();
    move || {
        shown.with(|s| s.enabled).then(|| {
            view! {
                <div class="ai-controls" data-thinking=move || shown.with(|s| s.thinking).then_some("")>
                    <button type="button" data-extra="hint" aria-disabled=off on:click=move |_| ctx.dispatch(Msg::Hint)>
                        "Hint"
                    </button>
                    <button
                        type="button"
                        class="toggle"
                        data-extra="autoplay"
                        aria-pressed=move || shown.with(|s| s.autoplay).to_string()
                        aria-disabled=off
                        on:click=move |_| ctx.dispatch(Msg::ToggleAutoplay)
                    >
                        "Autoplay"
                    </button>
                    <Picker
                        label="Speed"
                        choices=speeds.clone()
                        value=move || shown.with(|s| s.speed)
                        on_pick=move |name: String| {
                            if let Some(speed) = Speed::parse(&name) {
                                ctx.dispatch(Msg::SetSpeed(speed));
                            }
                        }
                    />
                    <Picker
                        label="Strength"
                        choices=strengths.clone()
                        value=move || shown.with(|s| s.strength)
                        on_pick=move |name: String| {
                            if let Some(strength) = Strength::parse(&name) {
                                ctx.dispatch(Msg::SetStrength(strength));
                            }
                        }
                    />
                    <p class="ai-status" role="status">
                        {move || shown.with(|s| s.unavailable.clone().unwrap_or_default())}
                    </p>
                </div>
            }
        })
    }
}

/// The hint: an arrow over the board, until the next move. (The live region says it.)
#[component]
pub fn HintArrow() -> impl IntoView {
    let model = Ctx::get().model;
    let hint = Memo::new(move |_| model.with(|m| m.ai.hint));
    move || {
        hint.get().map(|dir| {
            let arrow = match dir {
                Direction::Left => "←",
                Direction::Right => "→",
                Direction::Up => "↑",
                Direction::Down => "↓",
            };
            view! { <div class="hint-arrow" data-direction=dir.name() aria-hidden="true">{arrow}</div> }
        })
    }
}
