//! The quick build's stand-ins (see `web::handover`): the AI's buttons with no AI
//! behind them yet (their first press loads it), and nothing for the Games panel, the
//! replay bar, the position editor and the marks on the board (the hint's, the
//! analysis's), since none of them can open before the full build takes over.

use leptos::prelude::*;

use super::ai::AiButtons;

/// The AI's controls: the same buttons and pickers as the full build's.
#[component]
pub fn AiControls() -> impl IntoView {
    view! {
        <div class="ai-controls">
            <AiButtons autoplay=|| false analysing=|| false off=|| false ai_busy=|| None analysis_busy=|| None />
        </div>
    }
}

/// What only the full build shows above the board (see `view::Panels`).
#[component]
pub fn Panels() -> impl IntoView {}

/// What only the full build lays on the board (see `view::OnBoard`).
#[component]
pub fn OnBoard() -> impl IntoView {}
