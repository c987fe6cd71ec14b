//! The quick build's stand-ins for the Games panel, the replay bar and the hint's arrow
//! (see `web::handover`): nothing, since none of them can open before the full build
//! takes over. (The AI's controls have a quick form of their own, in `ai`.)

use leptos::prelude::*;

#[component]
pub fn GamesPanel() -> impl IntoView {}

#[component]
pub fn ReplayBar() -> impl IntoView {}

#[component]
pub fn HintArrow() -> impl IntoView {}
