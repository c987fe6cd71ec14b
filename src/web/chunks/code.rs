//! What the chunks hold, as the game reaches it: [`Chunk`] names each one, and
//! [`Code`] is the table each one's split point fills in as it loads (`install`), of
//! plain function pointers the game calls. Must never fetch anything: that is
//! [`super::load`]'s and its neighbours'.

use std::cell::Cell;

use leptos::prelude::AnyView;
use wasm_bindgen::JsValue;
use web_sys::HtmlElement;

use super::{ApiAnswer, Hand, ShareAsk};
use crate::app::copy::{Lang, Text};
use crate::app::frame::Method;
use crate::app::help::HowTo;
use crate::app::links::Link;
use crate::app::model::parts::extras::Extra;
use crate::app::model::parts::{Part, Updates};
use crate::web::page::own::PageAsk;
use crate::web::runtime::{Command, Ctx};
use crate::web::storage::KeptGame;
use crate::web::widget::Widget;

thread_local! {
    /// The code of the chunks here.
    static CODE: Cell<Code> = const { Cell::new(Code::NONE) };
}

/// The chunks of the game's wasm, each fetched on first use: loading one installs its
/// code in [`Code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chunk {
    /// A part of the app (`app::model::parts`).
    Part(Part),
    /// A language's words (`copy::learn`): English has none, its words are the main
    /// module's.
    Words(Lang),
    /// English's lines (`copy::LineWords`): every game learns them as it starts.
    EnglishLines,
    /// The kept games' JSON (see [`keep_history`]).
    History,
    /// The iframe's protocol (`app::frame::answer`): only embed.html asks it.
    Frame,
    /// "How to play" (`help::HowTo`): only the hosted page says it.
    Help,
    /// What the hosted page does beside its game (`page::own::answer`).
    Page,
    /// A widget's mounting (`embed::mount`): only game2048-embed.js asks for it.
    Widget,
    /// The reading of the page's link (`location::read_link`).
    Links,
    /// The reading of a kept game (`storage::Kept::game`).
    Records,
    /// The JS API's methods (`api::call`).
    Api,
    /// Gamepads and sounds ([`Hand`]).
    Hands,
}

/// A command carried out.
pub type Run = fn(Ctx, Command);

/// A message posted to embed.html answered: its data, its origin, the origin allowed.
pub type FrameAnswer = fn(&str, &str, Option<&str>) -> String;

/// The page's link read (`Err`: what the player is told of it).
pub type LinkRead = fn() -> Result<Option<Link>, Text>;

/// A JS API method answered, with its two arguments.
pub type ApiMethod = fn(Ctx, Method, JsValue, JsValue) -> ApiAnswer;

/// How many views [`PartView`] names.
const VIEWS: usize = PartView::DirectionPad as usize + 1;

/// The code of the chunks that are here, as their split points install it: `None` (or
/// [`Updates::NONE`]'s) for what is not here yet, and for all of it in a build without
/// the parts' code (the browser tests'), whose panels never open.
#[derive(Clone, Copy)]
pub struct Code {
    /// The parts' state machines.
    pub updates: Updates,
    /// The parts' views, by [`PartView`].
    pub views: [Option<fn() -> AnyView>; VIEWS],
    /// The parts' commands, by [`Part`]: the questions to the AI (hints and autoplay, the
    /// analysis, the review), Export and Import.
    pub commands: [Option<Run>; Part::ALL.len()],
    /// A command on the kept games ([`Chunk::History`]).
    pub history: Option<Run>,
    /// The answer to a message posted to embed.html ([`Chunk::Frame`]).
    pub frame: Option<FrameAnswer>,
    /// "How to play" ([`Chunk::Help`]).
    pub how_to: Option<fn(HowTo) -> String>,
    /// The page's link, read ([`Chunk::Links`]).
    pub link: Option<LinkRead>,
    /// The game kept under a storage key, read ([`Chunk::Records`]).
    pub kept_game: Option<fn(&str) -> KeptGame>,
    /// The JS API's power-ups (`api::power_answer`, the `extras` part's).
    pub power: Option<fn(Ctx, Extra) -> ApiAnswer>,
    /// The JS API's picture of the game (`card::api_image`, the `sharing` part's).
    pub image: Option<fn(Ctx) -> ApiAnswer>,
    /// A game shared (`card::share`, the `sharing` part's).
    pub share: Option<fn(Ctx, ShareAsk, Lang)>,
    /// A gamepad connected or a sound played ([`Chunk::Hands`]).
    pub hands: Option<fn(Hand)>,
    /// A JS API method answered ([`Chunk::Api`]).
    pub api_call: Option<ApiMethod>,
    /// The hosted page answered ([`Chunk::Page`]).
    pub page: Option<fn(PageAsk)>,
    /// A widget mounted ([`Chunk::Widget`]).
    pub widget: Option<fn(HtmlElement, HtmlElement, JsValue) -> Widget>,
}

impl Code {
    /// Nothing here.
    const NONE: Code = Code {
        updates: Updates::NONE,
        views: [None; VIEWS],
        commands: [None; Part::ALL.len()],
        history: None,
        frame: None,
        how_to: None,
        link: None,
        kept_game: None,
        power: None,
        image: None,
        share: None,
        hands: None,
        api_call: None,
        page: None,
        widget: None,
    };

    /// Installs `make` as `view`.
    pub fn view(&mut self, view: PartView, make: fn() -> AnyView) {
        self.views[view as usize] = Some(make);
    }

    /// Installs `run` as `part`'s commands.
    pub fn command(&mut self, part: Part, run: Run) {
        self.commands[part as usize] = Some(run);
    }
}

/// Has a chunk's split point install its code (see [`Code`]): it does at each fetch.
/// (A function, not a closure: one copy of this in the main module, not one in each
/// chunk.)
pub fn install(edit: fn(&mut Code)) {
    CODE.with(|code| {
        let mut now = code.get();
        edit(&mut now);
        code.set(now);
    });
}

/// The code installed so far.
pub(super) fn installed() -> Code {
    CODE.with(Cell::get)
}

/// The views of the parts that load on first use, each in its part's chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartView {
    GamesPanel,
    BuilderPanel,
    SetupBar,
    /// The position editor's board, over the game's.
    SetupBoard,
    /// The replay bar, with its review's panel.
    ReplayBar,
    AnalysisPanel,
    /// The analysis's best move, marked on the board.
    BestMoveMark,
    /// The AI's strength, and autoplay's speed while it plays.
    AiSettings,
    /// A game's power-ups and limits, under the controls.
    ExtrasBar,
    /// The cells a power-up's tiles are chosen on, over the board.
    ExtrasBoard,
    /// A challenge's bar, under the controls.
    ChallengeBar,
    /// Challenge a friend and Share image, on the overlay of a game that has ended.
    OverActions,
    /// The on-screen direction pad, under the board.
    DirectionPad,
}

impl PartView {
    /// The part whose chunk holds this view.
    pub fn part(self) -> Part {
        match self {
            PartView::GamesPanel => Part::Games,
            PartView::BuilderPanel => Part::Builder,
            PartView::SetupBar | PartView::SetupBoard => Part::Setup,
            PartView::ReplayBar => Part::Replay,
            PartView::AnalysisPanel | PartView::BestMoveMark => Part::Analysis,
            PartView::AiSettings => Part::Ai,
            PartView::ExtrasBar | PartView::ExtrasBoard => Part::Extras,
            PartView::ChallengeBar | PartView::OverActions => Part::Sharing,
            PartView::DirectionPad => Part::Dpad,
        }
    }
}
