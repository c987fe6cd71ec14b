//! The AI's controls: Hint, the Autoplay toggle, its speed and the strength; and the
//! hint's arrow over the board. Hidden in widgets with `ai="off"`; when the AI cannot
//! run they say why, and the game plays on.

use leptos::prelude::*;

use super::super::ctx::Ctx;
use crate::app::ai::{Availability, Speed, Strength};
use crate::app::model::Msg;
use crate::engine::Direction;

#[component]
pub fn AiControls() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let enabled = Memo::new(move |_| model.with(|m| m.ai.enabled));
    let autoplay = Memo::new(move |_| model.with(|m| m.ai.autoplay));
    let thinking = Memo::new(move |_| model.with(|m| m.ai.thinking()));
    let unavailable = Memo::new(move |_| {
        model.with(|m| match &m.ai.availability {
            Availability::Unavailable(why) => Some(why.clone()),
            _ => None,
        })
    });
    let speed = Memo::new(move |_| model.with(|m| m.ai.speed));
    let strength = Memo::new(move |_| model.with(|m| m.ai.strength));
    let off = move || unavailable.with(Option::is_some).to_string();
    let on_speed = move |e: leptos::ev::Event| {
        if let Some(speed) = Speed::parse(&event_target_value(&e)) {
            ctx.dispatch(Msg::SetSpeed(speed));
        }
    };
    let on_strength = move |e: leptos::ev::Event| {
        if let Some(strength) = Strength::parse(&event_target_value(&e)) {
            ctx.dispatch(Msg::SetStrength(strength));
        }
    };
    view! {
        <Show when=move || enabled.get()>
            <div class="ai-controls" data-thinking=move || thinking.get().then_some("")>
                <button type="button" aria-disabled=off on:click=move |_| ctx.dispatch(Msg::Hint)>
                    "Hint"
                </button>
                <button
                    type="button"
                    class="toggle"
                    aria-pressed=move || autoplay.get().to_string()
                    aria-disabled=off
                    on:click=move |_| ctx.dispatch(Msg::ToggleAutoplay)
                >
                    "Autoplay"
                </button>
                <label class="picker">
                    <span>"Speed"</span>
                    <select on:change=on_speed prop:value=move || speed.get().name()>
                        {Speed::ALL
                            .iter()
                            .map(|s| view! { <option value=s.name()>{s.label()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label class="picker">
                    <span>"Strength"</span>
                    <select on:change=on_strength prop:value=move || strength.get().name()>
                        {Strength::ALL
                            .iter()
                            .map(|s| view! { <option value=s.name()>{s.label()}</option> })
                            .collect_view()}
                    </select>
                </label>
                {move || unavailable.get().map(|why| view! { <p class="ai-status" role="status">{why}</p> })}
            </div>
        </Show>
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
