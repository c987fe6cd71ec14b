//! The game's components. Each finds the game with `Ctx::get`, reads memos of exactly
//! what it shows (so a change elsewhere touches none of its DOM), renders what
//! `app::scene` and the model say, and turns clicks into messages. They decide
//! nothing about the game.

mod ai;
mod board;
mod panels;
mod picker;
// The Games panel, the replay bar and the hint's arrow are in the full build only; the
// quick build has empty stand-ins (see web::handover).
#[cfg(feature = "full")]
mod games;
#[cfg(not(feature = "full"))]
mod quick;
#[cfg(feature = "full")]
mod replay;

use leptos::prelude::*;

use super::ctx::Ctx;
use ai::AiControls;
#[cfg(feature = "full")]
use ai::HintArrow;
use board::Board;
#[cfg(feature = "full")]
use games::GamesPanel;
use panels::{Controls, LiveRegion, Notice, Overlay, Question, Scores};
#[cfg(not(feature = "full"))]
use quick::{GamesPanel, HintArrow, ReplayBar};
#[cfg(feature = "full")]
use replay::ReplayBar;

/// One whole game: scores, controls, messages and the board.
#[component]
pub fn Game() -> impl IntoView {
    let model = Ctx::get().model;
    let status = Memo::new(move |_| model.with(|m| m.game.status()));
    view! {
        <section class="game2048" data-status=move || status.get().name() aria-label="2048">
            <header class="game-header">
                <h1 class="title">"2048"</h1>
                <Scores />
            </header>
            <Controls />
            <Notice />
            <Question />
            <GamesPanel />
            <ReplayBar />
            // The overlay sits beside the board, not in it: the board captures the
            // pointer for swipes, which would take a mouse click away from its buttons.
            <div class="board-frame">
                <Board />
                <HintArrow />
                <Overlay />
            </div>
            <AiControls />
            <LiveRegion />
        </section>
    }
}
