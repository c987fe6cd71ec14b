//! What the game loads on first use, as chunks. The split points themselves are
//! in the game's binary (`src/bin/game2048-full.rs`): each `#[wasm_split(name)]`
//! function there, and everything only it reaches (code and data), is cut out of the
//! main module after the build (scripts/split-wasm.mjs) into a file of its own, fetched
//! and instantiated into the same memory the first time the function is called. Nothing
//! is serialised and nothing remounted: the function simply returns, later. (In the
//! library, whose every wasm would then import the chunks' loader, only this door.)
//!
//! Each chunk is fallible: one that cannot load (offline before the service worker kept
//! it, a deploy replaced under an open page, a 404) is an error its caller says, never a
//! panic, and the next call tries again.
//!
//! Now: the words of each language but English (English is in the main module, but
//! for its lines, which every game learns as it mounts: [`follow_english_lines`]), so
//! a page loads the languages it speaks and no others; and the parts of the app that
//! load on first use (`app::model::parts`): the model asks for one before the first
//! message that needs it ([`load`]), and the views and commands reach its code here
//! ([`view_of`], [`carry_out`]).

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use leptos::prelude::{AnyView, IntoAny};
use wasm_bindgen::JsValue;
use wasm_split_helpers::SplitLoaderError;
use web_sys::HtmlElement;

use super::pads::Following;
use super::page::own::PageAsk;
use super::runtime::{Command, Ctx};
use super::storage::KeptGame;
use super::widget::Widget;
use crate::app::challenge::Offer;
use crate::app::copy::{self, Lang, Line, LineWords, Text, Words};
use crate::app::frame::Method;
use crate::app::help::HowTo;
use crate::app::links::Link;
use crate::app::model::Msg;
use crate::app::model::parts::extras::Extra;
use crate::app::model::parts::{Part, Updates};
use crate::app::sound::Cue;
use crate::engine::Game;

/// A chunk that could not load (the browser says why, in its console), or a build
/// without chunks.
#[derive(Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// What the player is told: that part of the game could not load, its code not fetched.
impl From<NotLoaded> for Text {
    fn from(_: NotLoaded) -> Text {
        Text::PartNotLoaded {
            why: Line::ChunkNotLoaded.to_string(),
        }
    }
}

/// `lang`'s words, from its chunk: `None` for English, which has none.
pub type LanguageWords = Pin<Box<dyn Future<Output = Result<Option<Words>, NotLoaded>>>>;

/// Where each language's words come from (the game's chunks).
pub type WordsOf = fn(Lang) -> LanguageWords;

/// English's lines, from their chunk (see `copy::LineWords`).
pub type EnglishLines = Pin<Box<dyn Future<Output = Result<LineWords, NotLoaded>>>>;

/// A part's chunk, fetched (at once if it is here already).
pub type Loading = Pin<Box<dyn Future<Output = Result<(), NotLoaded>>>>;

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

/// Where the code of the parts that load on first use is: the game's split
/// points. (Its calls are the split functions', which answer at once once their chunk
/// is here: see [`ready`].)
pub struct PartCode {
    /// The parts that load on first use.
    pub later: &'static [Part],
    /// Fetches a part's chunk.
    pub load: fn(Part) -> Loading,
    /// A part's view.
    pub view: fn(PartView) -> Result<AnyView, NotLoaded>,
    /// Carries out a part's command.
    pub carry_out: fn(Part, Ctx, Command) -> Result<(), NotLoaded>,
    /// The parts' state machines.
    pub updates: &'static Updates,
    /// Fetches the kept games' chunk (see [`keep_history`]).
    pub load_history: fn() -> Loading,
    /// Carries out a command on the kept games, once their chunk is here.
    pub history: fn(Ctx, Command) -> Result<(), NotLoaded>,
    /// Answers a message posted to embed.html (`app::frame::answer`), from its chunk.
    pub frame: fn(String, String, Option<String>) -> Answer,
    /// Says "How to play" (`help::HowTo`), from its chunk: only the hosted page says it.
    pub how_to: fn(HowTo) -> Answer,
    /// Reads the page's link (`location::read_link`), from the `links` chunk.
    pub link: fn() -> LinkRead,
    /// Fetches the `links` chunk.
    pub load_links: fn() -> Loading,
    /// Reads the game kept under a storage key (`storage::Kept::game`: its record
    /// decoded and replayed), from the `records` chunk.
    pub kept_game: fn(String) -> KeptRead,
    /// Fetches the `records` chunk.
    pub load_records: fn() -> Loading,
    /// Answers a JS API method from its part's chunk: a power-up (`web::api::power_answer`,
    /// the `extras` part's), a picture (`web::card::api_image`, the `sharing` part's).
    pub api: fn(Ctx, ApiCall) -> Result<Result<JsValue, JsValue>, NotLoaded>,
    /// A game shared: its picture made and handed on, or a challenge to a friend
    /// (`web::card::share`), from the `sharing` part's chunk.
    pub share: fn(Ctx, ShareAsk, Lang) -> Result<(), NotLoaded>,
    /// Hands beyond keys and touch, from the `hands` chunk: a gamepad connected, said
    /// and read until none is left (`web::pads::connected`); a sound played
    /// (`web::sound::play`).
    pub hands: fn(Hand) -> Loading,
    /// Fetches the `api` chunk: the JS API's methods (`web::api::call`).
    pub load_api: fn() -> Loading,
    /// Answers a JS API method (`web::api::call`), once the `api` chunk is here.
    pub api_call: fn(Ctx, Method, JsValue, JsValue) -> Result<ApiAnswer, NotLoaded>,
    /// Fetches the `page` chunk: what the hosted page does beside its game.
    pub load_page: fn() -> Loading,
    /// Answers the hosted page (`web::page::own::answer`), once the `page` chunk is here.
    pub page: fn(PageAsk) -> Result<(), NotLoaded>,
    /// Fetches the `widget` chunk: how a widget reads its attributes and mounts its game.
    pub load_widget: fn() -> Loading,
    /// Mounts a widget (`web::embed::mount`), once the `widget` chunk is here.
    pub widget: fn(HtmlElement, HtmlElement, JsValue) -> Result<Widget, NotLoaded>,
}

/// What a player shares of a game, from any part's button (`share`): the code that
/// does it is the `sharing` part's alone.
#[derive(Clone, Debug)]
pub enum ShareAsk {
    /// A picture of `game` (as it stands), played on `when_ms`.
    Picture { game: Box<Game>, when_ms: f64 },
    /// A link that challenges a friend to beat this game.
    Challenge(Offer),
}

/// A JS API method answered by a part's code (`web::api`): the answer, or why not.
#[derive(Clone, Debug)]
pub enum ApiCall {
    /// `swap` and `remove`: the `extras` part's.
    Power(Extra),
    /// `image()`: the `sharing` part's, a promise of a PNG.
    Image,
}

impl ApiCall {
    /// The part whose code answers it.
    pub fn part(&self) -> Part {
        match self {
            ApiCall::Power(_) => Part::Extras,
            ApiCall::Image => Part::Sharing,
        }
    }
}

/// A JS API method's answer: its value, or the `Error` it throws.
pub type ApiAnswer = Result<JsValue, JsValue>;

/// An answer of a chunk's, once it has come.
pub type Answer = Pin<Box<dyn Future<Output = Result<String, NotLoaded>>>>;

/// The page's link as the `links` chunk reads it, once it has come.
pub type LinkRead = Pin<Box<dyn Future<Output = Result<Result<Option<Link>, Text>, NotLoaded>>>>;

/// The game kept as the `records` chunk reads it, once it has come: the game, and a
/// message if what was kept could not be used.
pub type KeptRead = Pin<Box<dyn Future<Output = Result<KeptGame, NotLoaded>>>>;

thread_local! {
    /// The commands on the kept games that wait for their chunk (see [`keep_history`]).
    static HISTORY_WAITING: std::cell::RefCell<Vec<(Ctx, Command)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    /// Where the words of a language come from: the game's chunks.
    static LANGUAGES: Cell<Option<WordsOf>> = const { Cell::new(None) };
    /// Where English's lines come from: their chunk.
    static ENGLISH_LINES: Cell<Option<fn() -> EnglishLines>> = const { Cell::new(None) };
    /// Where the parts that load on first use come from: the game's chunks.
    static PARTS: Cell<Option<&'static PartCode>> = const { Cell::new(None) };
}

/// Tells the runtime where the parts that load on first use are (the game's binary, as
/// it starts). A build that says nothing (the browser tests') has no
/// part to load, and none of their views, commands or state machines: its model
/// never waits, and their messages change nothing that shows.
pub fn provide_parts(code: &'static PartCode) {
    PARTS.with(|parts| parts.set(Some(code)));
}

/// The parts that load on first use in this build.
pub fn later() -> &'static [Part] {
    PARTS.with(Cell::get).map_or(&[], |code| code.later)
}

/// Where the model reaches the parts' state machines: none in a build without the
/// parts' code (whose panels never open).
pub fn updates() -> &'static Updates {
    PARTS
        .with(Cell::get)
        .map_or(&Updates::NONE, |code| code.updates)
}

/// Fetches `part`'s chunk (and, with the first, the panels' stylesheet:
/// `page::ask_for_panel_styles`).
pub async fn load(part: Part) -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) => {
            super::page::ask_for_panel_styles();
            // A part's views and state machines say lines as they come.
            learn_english_lines().await?;
            (code.load)(part).await
        }
        None => Ok(()),
    }
}

/// Loads and installs the readers of custom games ([`Part::Custom`], `engine::custom`):
/// `Ok` once custom games can be read (at once if they can already). (`Err` in a build
/// without the parts' code, which installs none.)
pub async fn custom_games() -> Result<(), NotLoaded> {
    load(Part::Custom).await?;
    match crate::engine::custom::installed() {
        true => Ok(()),
        false => Err(NotLoaded),
    }
}

/// A part's view, once it is here (nothing in a build without the parts' code).
pub fn view_of(view: PartView) -> AnyView {
    PARTS
        .with(Cell::get)
        .and_then(|code| (code.view)(view).ok())
        .unwrap_or_else(|| ().into_any())
}

/// Carries out `part`'s `command`, once it is here (nothing in a build without the
/// parts' code).
pub fn carry_out(part: Part, ctx: Ctx, command: Command) {
    if let Some(code) = PARTS.with(Cell::get) {
        let _ = (code.carry_out)(part, ctx, command);
    }
}

/// Carries out a command on the kept games (a finished game, a review kept beside its
/// game, the list read for the Games panel) in the kept games' chunk, fetched first if
/// need be (the Games panel's part has it). Commands wait in order until it is here:
/// if it cannot load (offline before the service worker kept it), they wait for the
/// next such command, which tries again, so a finished game is kept once the chunk
/// comes (as long as the page is open). Nothing in a build without the parts' code.
pub fn keep_history(ctx: Ctx, command: Command) {
    let Some(code) = PARTS.with(Cell::get) else {
        return;
    };
    HISTORY_WAITING.with(|waiting| waiting.borrow_mut().push((ctx, command)));
    leptos::task::spawn_local(async move {
        if (code.load_history)().await.is_ok() {
            let waiting = HISTORY_WAITING.with(|waiting| waiting.take());
            for (ctx, command) in waiting {
                let _ = (code.history)(ctx, command);
            }
        }
    });
}

/// Fetches the JS API's methods (the `api` chunk), which a page asks for as a script
/// first reads `window.game2048`, and a widget as its host first reads `ready` or calls
/// a method (`web::api::publish`, game2048-embed.js). (`Err` in a build without the
/// parts' code.)
pub async fn load_api() -> Result<(), NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    // Its methods say why they refuse, at once.
    learn_english_lines().await?;
    (code.load_api)().await
}

/// A JS API method's answer (`web::api::call`), from the `api` chunk. Before that chunk
/// is here (it could not load), the method throws why, and the chunk is asked for
/// again: the next call may answer. (`null`, as a method of no game, in a build without
/// the parts' code.)
pub fn api_call(ctx: Ctx, method: Method, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
    let Some(code) = PARTS.with(Cell::get) else {
        return Ok(JsValue::NULL);
    };
    (code.api_call)(ctx, method, a, b).unwrap_or_else(|not_loaded| {
        leptos::task::spawn_local(async move {
            let _ = load_api().await;
        });
        Err(js_sys::Error::new(&Text::from(not_loaded).to_string()).into())
    })
}

/// Fetches a widget's mounting (the `widget` chunk, which no hosted page loads):
/// `game2048-embed.js` awaits it (`prepareWidget`) before it mounts a widget. (`Err` in
/// a build without the parts' code.)
pub async fn load_widget() -> Result<(), NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    (code.load_widget)().await
}

/// Mounts a widget (`web::embed::mount`), once the `widget` chunk is here.
pub fn mount_widget(
    host: HtmlElement,
    container: HtmlElement,
    options: JsValue,
) -> Result<Widget, NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    (code.widget)(host, container, options)
}

/// Asks the `page` chunk (`web::page::own`, which only the hosted page loads) for
/// `ask`: what the page does beside the game behind it (its links, settings, text,
/// how-to and `window.game2048`), as the game mounts; or its text alone, beside a
/// note. Carried out under the current reactive owner (the mount's) once the chunk is
/// here: no move needs it, so it comes after. If it cannot load (or in a build without
/// the parts' code), index.html's text shows as it is, and a game says why.
pub fn ask_page(ask: PageAsk) {
    let game = match &ask {
        PageAsk::Follow(ctx) => Some(*ctx),
        PageAsk::Text => None,
    };
    let Some(code) = PARTS.with(Cell::get) else {
        return super::page::show_page_text();
    };
    let owner = leptos::prelude::Owner::current();
    wasm_bindgen_futures::spawn_local(async move {
        let answered = match (code.load_page)().await {
            Ok(()) => match owner {
                Some(owner) => owner.with(|| (code.page)(ask)),
                None => (code.page)(ask),
            },
            Err(why) => Err(why),
        };
        if let Err(why) = answered {
            super::page::show_page_text();
            if let Some(ctx) = game {
                ctx.dispatch(Msg::Notice(why.into()));
            }
        }
    });
}

/// What a message posted to embed.html is, as the iframe protocol reads it: the
/// protocol's code is a chunk of its own, which only embed.html ever loads. (`Err` in a
/// build without the parts' code, which has no widget.)
pub async fn answer_frame(
    data: String,
    origin: String,
    allowed: Option<String>,
) -> Result<String, NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    // Its answer says what a command got wrong.
    learn_english_lines().await?;
    (code.frame)(data, origin, allowed).await
}

/// "How to play" for `how`, in the language in use: its words and their English are a
/// chunk of their own, which only the hosted page loads. (`Err` in a build without the
/// parts' code.)
pub async fn how_to(how: HowTo) -> Result<String, NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    (code.how_to)(how).await
}

/// What the page's link asks for (`location::read_link`; `Err` inside is a message for
/// the player), from the `links` chunk: only a page whose address has a query or a
/// fragment loads it, at its start or as its fragment changes. `Ok(None)` at once for
/// any other page, and in a build without the parts' code.
pub async fn read_link() -> Result<Result<Option<Link>, Text>, NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) if super::location::has_link() => (code.link)().await,
        _ => Ok(Ok(None)),
    }
}

/// Opens the page's link (`Ctx::open_link`) once the `links` chunk has read it; says so
/// if it cannot load (the link stays in the address bar).
pub async fn open_page_link(ctx: Ctx) {
    match read_link().await {
        Ok(link) => ctx.open_link(link),
        Err(not_loaded) => ctx.dispatch(Msg::Notice(not_loaded.into())),
    }
}

/// The game kept under `storage_key`, read by the `records` chunk, which only a visit
/// with a game kept asks for (`storage::Kept::has_game`: a first visit has nothing to
/// read). `Err` if it cannot load (and in a build without the parts' code): the caller
/// leaves the kept game as it is.
pub async fn kept_game(storage_key: &str) -> Result<KeptGame, NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) => (code.kept_game)(storage_key.to_string()).await,
        None => Err(NotLoaded),
    }
}

/// Fetches the `records` chunk without reading the game kept: a page with one starts
/// it beside its words, and reads the game once the readers of custom games are here
/// too, if it is one of those.
pub async fn load_records() -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) => (code.load_records)().await,
        None => Ok(()),
    }
}

/// Fetches the `links` chunk if the page has a link (see [`read_link`]), without
/// reading it: a page starts it beside its words' chunk, and reads the link once its
/// words are here, so that what the link says wrong is said in them.
pub async fn load_links() -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) if super::location::has_link() => (code.load_links)().await,
        _ => Ok(()),
    }
}

/// Answers a JS API method from its part's chunk (`Err(NotLoaded)` while the part is
/// not here).
pub fn api(ctx: Ctx, call: ApiCall) -> Result<Result<JsValue, JsValue>, NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    (code.api)(ctx, call)
}

/// Shares what `ask` says (a picture to the share sheet, else a download; a challenge's
/// link to the share sheet, else the clipboard), once the `sharing` part is here; a
/// part that cannot load is said.
pub fn share(ctx: Ctx, ask: ShareAsk) {
    let Some(code) = PARTS.with(Cell::get) else {
        return;
    };
    let lang = copy::language();
    wasm_bindgen_futures::spawn_local(async move {
        let made = match load(Part::Sharing).await {
            Ok(()) => {
                ctx.dispatch(Msg::PartLoaded(Part::Sharing));
                (code.share)(ctx, ask, lang)
            }
            Err(why) => Err(why),
        };
        if let Err(why) = made {
            ctx.dispatch(Msg::Notice(Text::from(why)));
        }
    });
}

/// What the `hands` chunk is asked (`PartCode::hands`): it holds what reads gamepads
/// and what makes sounds, neither of which most players ever use.
pub enum Hand {
    /// A gamepad connected (`web::pads::connected`).
    Pad {
        ctx: Ctx,
        focus: Option<web_sys::Element>,
        following: Rc<Following>,
        event: web_sys::Event,
    },
    /// A sound to play (`web::sound::play`).
    Cue(Cue),
}

impl Hand {
    /// Carries it out (in the `hands` chunk).
    pub fn carry_out(self) {
        match self {
            Hand::Pad {
                ctx,
                focus,
                following,
                event,
            } => super::pads::connected(ctx, focus, following, event),
            Hand::Cue(cue) => super::sound::play(cue),
        }
    }
}

/// Hands `hand` to the `hands` chunk, fetched with the first. (One that cannot load
/// does nothing: a pad connected later tries again, and sound is never worth a notice.)
pub fn hands(hand: Hand) {
    if let Some(code) = PARTS.with(Cell::get) {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = (code.hands)(hand).await;
        });
    }
}

/// A gamepad connected ([`Hand::Pad`]).
pub fn pads(
    ctx: Ctx,
    focus: Option<web_sys::Element>,
    following: Rc<Following>,
    event: web_sys::Event,
) {
    hands(Hand::Pad {
        ctx,
        focus,
        following,
        event,
    });
}

/// What a split function's call returns if its chunk is here, which it is once
/// [`load`] has fetched it: the call is then answered without waiting, so a view or
/// a command runs in the update that needs it. (`Err` if it is not here.)
pub fn ready<T>(call: impl Future<Output = Result<T, NotLoaded>>) -> Result<T, NotLoaded> {
    let call = std::pin::pin!(call);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match call.poll(&mut context) {
        std::task::Poll::Ready(answer) => answer,
        std::task::Poll::Pending => Err(NotLoaded),
    }
}

/// Tells [`learn`] where each language's words are, and [`learn_english_lines`]
/// where English's lines are (the game's binary, as it starts).
pub fn provide_languages(words_of: WordsOf, english_lines: fn() -> EnglishLines) {
    LANGUAGES.with(|languages| languages.set(Some(words_of)));
    ENGLISH_LINES.with(|lines| lines.set(Some(english_lines)));
}

/// Lets the catalogue say English's lines, loading them the first time (at once if
/// they are here already, and in a build that links them: `copy::LineWords`).
pub async fn learn_english_lines() -> Result<(), NotLoaded> {
    if copy::english_lines_learned() {
        return Ok(());
    }
    let lines = ENGLISH_LINES.with(Cell::get).ok_or(NotLoaded)?;
    copy::learn_english_lines(lines().await?);
    Ok(())
}

/// Learns English's lines as a game starts, beside it (no move waits for them), and
/// has the game say again what it said before they came.
pub fn follow_english_lines(ctx: Ctx) {
    if copy::english_lines_learned() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if learn_english_lines().await.is_ok() {
            ctx.dispatch(Msg::LinesLearned);
        }
    });
}

/// Lets the catalogue say `lang`, loading its words the first time (at once if they
/// are here already).
pub async fn learn(lang: Lang) -> Result<(), NotLoaded> {
    copy::speak_every_language();
    if lang.spoken() {
        return Ok(());
    }
    let words_of = LANGUAGES.with(Cell::get).ok_or(NotLoaded)?;
    if let Some(words) = words_of(lang).await? {
        copy::learn(lang, words);
    }
    Ok(())
}
