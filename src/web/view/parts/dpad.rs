//! The on-screen direction pad (the player's setting, a widget's `dpad`): four real
//! buttons under the board, laid out as the arrow keys, each named for what it does,
//! so Tab and a screen reader's touch exploration reach them (touch screen readers take
//! swipes for themselves). In the `dpad` part's chunk: off by default.

use leptos::prelude::*;

use super::super::{live, shows};

use crate::app::copy::Label;
use crate::app::model::Msg;
use crate::engine::Direction;
use crate::web::runtime::Ctx;

/// The on-screen direction pad (the player's setting, a widget's `dpad`): four buttons
/// under the board, laid out as the arrow keys, each named for what it does.
#[component]
pub fn DirectionPad() -> impl IntoView {
    let ctx = Ctx::get();
    let shown = shows(ctx.model, |m| m.prefs.dpad);
    let button = move |direction: Direction, arrow: &'static str| {
        view! {
            <button
                type="button"
                class=format!("dpad-{}", direction.name())
                aria-label=Label::MoveButton(direction).say()
                on:click=move |_| ctx.dispatch(Msg::Move(direction))
            >
                <span aria-hidden="true">{arrow}</span>
            </button>
        }
    };
    live(move || {
        shown.get().then(|| {
            view! {
                <div class="dpad" role="group" aria-label=Label::DirectionPad.say()>
                    {button(Direction::Up, "▲")}
                    {button(Direction::Left, "◀")}
                    {button(Direction::Down, "▼")}
                    {button(Direction::Right, "▶")}
                </div>
            }
            .into_any()
        })
    })
}
