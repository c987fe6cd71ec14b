//! The game's components. Each finds the game with `Ctx::get`, reads memos of exactly
//! what it shows (so a change elsewhere touches none of its DOM), renders what
//! `app::scene` and the model say, and turns clicks into messages. They decide
//! nothing about the game.

// (The parts' views are public: the split points in src/bin/game2048-full.rs install
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
use crate::app::model::Model;
use crate::app::model::parts::Part;
use ai::AiControls;
use board::Board;
use panels::{Controls, GamesButton, LiveRegion, Notice, Overlay, Question, Scores};

/// One whole game: the play (scores, controls, messages, the board) and the panels.
#[component]
pub fn Game() -> impl IntoView {
    let model = Ctx::get().model;
    let status = shows(model, |m| m.game.status().name().to_string());
    // How much a widget's host wants around the board: its stylesheet shows only that
    // (one tree for every form: a tree per form cost the widget 19 KB).
    let controls = model.with_untracked(|m| m.chrome.controls.name());
    view! {
        <section class="game2048" data-controls=controls data-status=attr(move || status.get()) aria-label=Label::Title.say()>
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
    live(move || here.get().then(|| super::chunks::view_of(view)))
}

/// A value on the page that changes (an attribute, a class, a style, a text, a view),
/// as a boxed function. leptos renders each closure through code of its own type; every
/// `Live<T>` shares the code of its `T`: a text's `String`, an attribute's or a style's
/// `Option<String>` ([`attr`], [`flag`]), a view's `Option<AnyView>`. (A tile's ten
/// values as closures cost the first load 317 B gzip more.)
pub type Live<T> = Box<dyn FnMut() -> T + Send>;

/// A memo of what `f` reads in the model. Every memo of one type shares the code of
/// that type; a closure each cost a memo's code of its own.
pub fn shows<T: PartialEq + Send + Sync + 'static>(
    model: RwSignal<Model>,
    f: fn(&Model) -> T,
) -> Memo<T> {
    Memo::new(move |_| model.with(f))
}

/// A memo of what `f` computes, boxed: every memo of one type shares leptos's code for
/// it, as [`shows`]'s do (a closure each brought that code once per closure). The parts'
/// views take their memos and changing values this way: 18.9 KB gzip off every chunk,
/// 3.4 KB off the builder's first use. (In the main module, where most memos are
/// `shows` and the box is not free, three of them boxed measured 134 B more.)
pub fn memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> Memo<T> {
    let f: Box<dyn Fn() -> T + Send + Sync> = Box::new(f);
    Memo::new(move |_| f())
}

/// An effect: `f` runs now and again whenever what it read changes. Boxed, so that
/// every effect shares one copy of leptos's code that runs them.
pub fn effect(f: impl FnMut() + 'static) {
    Effect::new(Box::new(f) as Box<dyn FnMut()>);
}

/// `f` as a [`Live`] value.
pub fn live<T>(f: impl FnMut() -> T + Send + 'static) -> Live<T> {
    Box::new(f)
}

/// A boolean attribute that changes (`hidden`, `disabled`): there, empty, while `f`
/// says so. An optional string, as every attribute that changes is (see [`attr`]).
///
/// What comes and goes in the main module (a notice, the question, the overlays, the
/// score's "+n", the hint's arrow, the AI's controls, a tile's old value) is always on
/// the page and `hidden` while it has nothing to show: a view built as it comes is an
/// `AnyView` of a type of its own, and each cost the first load 0.4 to 2 KB. (A part's
/// views come with its code: `Later`.)
pub fn flag(mut f: impl FnMut() -> bool + Send + 'static) -> Live<Option<String>> {
    live(move || f().then(String::new))
}

/// An attribute or a style's value that changes, always there. Each is an optional
/// string, as those that come and go are (`live(move || x.then(String::new))`), so
/// that leptos's code for them is there once (a `String` kind beside it cost 1 KB).
pub fn attr(mut f: impl FnMut() -> String + Send + 'static) -> Live<Option<String>> {
    live(move || Some(f()))
}

/// `aria-busy` of a control that opens `part`: "true" while its code is on its way.
/// (An optional string, as every attribute that changes is: see [`attr`].)
pub fn busy(part: Part) -> impl Fn() -> Option<String> + Copy + Send + Sync + 'static {
    let model = Ctx::get().model;
    let loading = Memo::new(move |_| model.with(|m| m.parts.loading(part)));
    move || loading.get().then(|| "true".to_string())
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
