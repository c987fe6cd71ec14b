//! The quick build's stand-ins for the extras (see `web::handover`): nothing where the
//! full build has the Games panel, the replay bar and the hint's arrow (none of them
//! can open before it takes over), and the AI's controls without the AI: the same
//! markup, whose Hint and Autoplay load the full build. Their speed and strength are
//! the model's, and cross over with the game.

use leptos::prelude::*;

use super::super::ctx::Ctx;
use super::picker::Picker;
use crate::app::ai::{Speed, Strength};
use crate::app::model::Msg;

#[component]
pub fn GamesPanel() -> impl IntoView {}

#[component]
pub fn ReplayBar() -> impl IntoView {}

#[component]
pub fn HintArrow() -> impl IntoView {}

#[component]
pub fn AiControls() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    view! {
        <div class="ai-controls">
            <button type="button" data-extra="hint" on:click=move |_| ctx.dispatch(Msg::Hint)>
                "Hint"
            </button>
            <button
                type="button"
                class="toggle"
                data-extra="autoplay"
                aria-pressed="false"
                on:click=move |_| ctx.dispatch(Msg::ToggleAutoplay)
            >
                "Autoplay"
            </button>
            <Picker
                label="Speed"
                choices=Speed::ALL.map(|s| (s.name(), s.label())).to_vec()
                value=move || model.with(|m| m.ai.speed.name())
                on_pick=move |name: String| {
                    if let Some(speed) = Speed::parse(&name) {
                        ctx.dispatch(Msg::SetSpeed(speed));
                    }
                }
            />
            <Picker
                label="Strength"
                choices=Strength::ALL.map(|s| (s.name(), s.label())).to_vec()
                value=move || model.with(|m| m.ai.strength.name())
                on_pick=move |name: String| {
                    if let Some(strength) = Strength::parse(&name) {
                        ctx.dispatch(Msg::SetStrength(strength));
                    }
                }
            />
        </div>
    }
}
