//! The game's components. Each finds the game with `Ctx::get`, reads memos of exactly
//! what it shows (so a change elsewhere touches none of its DOM), renders what
//! `app::scene` and the model say, and turns clicks into messages. They decide
//! nothing about the game.

// (The parts' views are public: the split functions in src/bin/game2048-full.rs name
// them, each in its part's chunk.)
pub mod ai;
mod board;
pub mod focus;
mod panels;
pub mod parts;

use leptos::prelude::*;

use super::chunks::PartView;
use super::runtime::Ctx;
use crate::app::copy::Label;
use crate::app::model::parts::Part;
use ai::AiControls;
use board::Board;
use panels::{Controls, GamesButton, LiveRegion, Notice, Overlay, Question, Scores};

/// One whole game: the play (scores, controls, messages, the board) and the panels.
#[component]
pub fn Game() -> impl IntoView {
    let model = Ctx::get().model;
    let status = Memo::new(move |_| model.with(|m| m.game.status()));
    // How much a widget's host wants around the board: its stylesheet shows only that
    // (one tree for every form: a tree per form cost the widget 19 KB).
    let controls = model.with_untracked(|m| m.chrome.controls.name());
    view! {
        <section class="game2048" data-controls=controls data-status=move || status.get().name() aria-label=Label::Title.say()>
            <div class="play">
                <header class="game-header">
                    <h1 class="title">{Label::Title.say()}</h1>
                    <Scores />
                </header>
                <Controls />
                <Later view=PartView::ExtrasBar />
                <Later view=PartView::ChallengeBar />
                <Notice />
                <Question />
                // The overlay sits beside the board, not in it: the board captures the
                // pointer for swipes, which would take a mouse click away from its buttons.
                <div class="board-frame">
                    <Board />
                    <OnBoard />
                    <Overlay />
                </div>
                // One step away: the on-screen pad (a row of its own, when the player
                // turned it on), the Games panel and the AI.
                <div class="tools">
                    <Later view=PartView::DirectionPad />
                    <GamesButton />
                    <AiControls />
                </div>
                <LiveRegion />
            </div>
            <Panels />
        </section>
    }
}

/// The panels, each once its part is here: the Games panel, the game builder, the
/// replay bar (and its review), the position editor's bar, the analysis. After the
/// play, so that none moves the board: the stylesheets lay them beside it on a wide
/// screen, as a sheet over the page's foot on a phone, below it in a narrow widget.
/// (Each takes the focus as it opens: `focus::follow`, in its part's code.)
#[component]
fn Panels() -> impl IntoView {
    view! {
        <div class="panels">
            <Later view=PartView::GamesPanel />
            <Later view=PartView::BuilderPanel />
            <Later view=PartView::ReplayBar />
            <Later view=PartView::SetupBar />
            <Later view=PartView::AnalysisPanel />
        </div>
    }
}

/// A view of a part of the app that loads on first use (`app::model::parts`), once its
/// code is here.
#[component]
pub fn Later(view: PartView) -> impl IntoView {
    let model = Ctx::get().model;
    let here = Memo::new(move |_| model.with(|m| m.parts.has(view.part())));
    move || here.get().then(|| super::chunks::view_of(view))
}

/// `aria-busy` of a control that opens `part`: "true" while its code is on its way.
pub fn busy(part: Part) -> impl Fn() -> Option<&'static str> + Copy + Send + Sync + 'static {
    let model = Ctx::get().model;
    let loading = Memo::new(move |_| model.with(|m| m.parts.loading(part)));
    move || loading.get().then_some("true")
}

/// The layers on the board: the position editor's board (once its part is here), the
/// AI's marks.
#[component]
fn OnBoard() -> impl IntoView {
    view! {
        <Later view=PartView::SetupBoard />
        <Later view=PartView::ExtrasBoard />
        <ai::HintArrow />
    }
}
