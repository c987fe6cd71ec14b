//! The AI's settings, which come with its first use (the `ai` chunk): its strength,
//! which hints and autoplay think with, and autoplay's speed, shown only while autoplay
//! plays. The first screen keeps to Hint, Autoplay and Analyse.

use leptos::prelude::*;

use super::super::{live, shows};

use super::picker::Picker;
use crate::app::ai::{Speed, Strength};
use crate::app::copy::Label;
use crate::app::model::Msg;
use crate::web::runtime::Ctx;

#[component]
pub fn AiSettings() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let speed = shows(model, |m| m.ai.speed.name());
    let strength = shows(model, |m| m.ai.strength.name());
    let playing = shows(model, |m| m.ai.autoplay);
    view! {
        <div class="ai-settings">
            <Picker
                label=Label::Strength.say()
                choices=Strength::ALL.map(|s| (s.name(), Label::StrengthName(s).say())).to_vec()
                value=strength
                on_pick=move |name: String| {
                    if let Ok(strength) = name.parse::<Strength>() {
                        ctx.dispatch(Msg::SetStrength(strength));
                    }
                }
            />
            {live(move || playing.get().then(|| view! {
                <Picker
                    label=Label::Speed.say()
                    choices=Speed::ALL.map(|s| (s.name(), Label::SpeedName(s).say())).to_vec()
                    value=speed
                    on_pick=move |name: String| {
                        if let Ok(speed) = name.parse::<Speed>() {
                            ctx.dispatch(Msg::SetSpeed(speed));
                        }
                    }
                />
            }.into_any()))}
        </div>
    }
}
