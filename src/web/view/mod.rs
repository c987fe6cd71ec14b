//! The game's components. They render the model and turn clicks into messages; they
//! decide nothing about the game.

mod board;
mod panels;

use leptos::prelude::*;

use super::ctx::Ctx;
use board::Board;
use panels::{Controls, LiveRegion, Notice, Overlay, Question, Scores};

/// One whole game: scores, controls, messages and the board.
#[component]
pub fn Game(ctx: Ctx) -> impl IntoView {
    let status = move || ctx.model.with(|m| m.game.status().name());
    view! {
        <section class="game2048" data-status=status aria-label="2048">
            <header class="game-header">
                <h1 class="title">"2048"</h1>
                <Scores ctx />
            </header>
            <Controls ctx />
            <Notice ctx />
            <Question ctx />
            <Board ctx>
                <Overlay ctx />
            </Board>
            <LiveRegion ctx />
        </section>
    }
}
