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
//!
//! Each chunk has one split point, which installs the chunk's code in one table
//! ([`Code`]): its state machines, views and commands, as plain function pointers.
//! Everything the game calls synchronously (an update, a view, a command) reads the
//! table; only fetching a chunk is a future ([`Chunk`], `PartCode::fetch`). (A split
//! function per entry point cost the main module a future's code for each, 16 KB of it
//! before its first move.)

mod code;

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
use crate::app::copy::{self, Lang, Line, Text};
use crate::app::frame::Method;
use crate::app::help::HowTo;
use crate::app::links::Link;
use crate::app::model::Msg;
use crate::app::model::parts::extras::Extra;
use crate::app::model::parts::{Part, Updates};
use crate::app::sound::Cue;
use crate::engine::Game;

use self::code::installed;
pub use self::code::{ApiMethod, Chunk, Code, FrameAnswer, LinkRead, PartView, Run, install};

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

/// A chunk, fetched and its code installed (at once if it is here already).
pub type Loading = Pin<Box<dyn Future<Output = Result<(), NotLoaded>>>>;

/// Where the chunks are: the game's split points.
pub struct PartCode {
    /// The parts that load on first use.
    pub later: &'static [Part],
    /// Fetches a chunk, which installs its code.
    pub fetch: fn(Chunk) -> Loading,
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

thread_local! {
    /// The commands on the kept games that wait for their chunk (see [`keep_history`]).
    static HISTORY_WAITING: std::cell::RefCell<Vec<(Ctx, Command)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    /// Where the chunks come from: the game's split points.
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
pub fn updates() -> Updates {
    installed().updates
}

/// Fetches `chunk`, which installs its code (`Err` in a build without chunks).
async fn fetch(chunk: Chunk) -> Result<(), NotLoaded> {
    let code = PARTS.with(Cell::get).ok_or(NotLoaded)?;
    (code.fetch)(chunk).await
}

/// Fetches `part`'s chunk (and, with the first, the panels' stylesheet:
/// `page::ask_for_panel_styles`).
pub async fn load(part: Part) -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(code) => {
            super::page::ask_for_panel_styles();
            // A part's views and state machines say lines as they come.
            learn_english_lines().await?;
            // (The Games panel reads the kept games as it opens.)
            if part == Part::Games {
                (code.fetch)(Chunk::History).await?;
            }
            (code.fetch)(Chunk::Part(part)).await
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
    installed().views[view as usize].map_or_else(|| ().into_any(), |make| make())
}

/// Carries out `part`'s `command`, once it is here (nothing in a build without the
/// parts' code).
pub fn carry_out(part: Part, ctx: Ctx, command: Command) {
    if let Some(run) = installed().commands[part as usize] {
        run(ctx, command);
    }
}

/// Carries out a command on the kept games (a finished game, a review kept beside its
/// game, the list read for the Games panel) in the kept games' chunk, fetched first if
/// need be (the Games panel's part has it). Commands wait in order until it is here:
/// if it cannot load (offline before the service worker kept it), they wait for the
/// next such command, which tries again, so a finished game is kept once the chunk
/// comes (as long as the page is open). Nothing in a build without the parts' code.
pub fn keep_history(ctx: Ctx, command: Command) {
    if PARTS.with(Cell::get).is_none() {
        return;
    }
    HISTORY_WAITING.with(|waiting| waiting.borrow_mut().push((ctx, command)));
    leptos::task::spawn_local(async move {
        if fetch(Chunk::History).await.is_ok()
            && let Some(run) = installed().history
        {
            let waiting = HISTORY_WAITING.with(|waiting| waiting.take());
            for (ctx, command) in waiting {
                run(ctx, command);
            }
        }
    });
}

/// Fetches the JS API's methods (the `api` chunk), which a page asks for as a script
/// first reads `window.game2048`, and a widget as its host first reads `ready` or calls
/// a method (`web::api::publish`, game2048-embed.js). (`Err` in a build without the
/// parts' code.)
pub async fn load_api() -> Result<(), NotLoaded> {
    PARTS.with(Cell::get).ok_or(NotLoaded)?;
    // Its methods say why they refuse, at once.
    learn_english_lines().await?;
    fetch(Chunk::Api).await
}

/// A JS API method's answer (`web::api::call`), from the `api` chunk. Before that chunk
/// is here (it could not load), the method throws why, and the chunk is asked for
/// again: the next call may answer. (`null`, as a method of no game, in a build without
/// the parts' code.)
pub fn api_call(ctx: Ctx, method: Method, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
    if PARTS.with(Cell::get).is_none() {
        return Ok(JsValue::NULL);
    }
    match installed().api_call {
        Some(call) => call(ctx, method, a, b),
        None => {
            leptos::task::spawn_local(async move {
                let _ = load_api().await;
            });
            Err(js_sys::Error::new(&Text::from(NotLoaded).to_string()).into())
        }
    }
}

/// Fetches a widget's mounting (the `widget` chunk, which no hosted page loads):
/// `game2048-embed.js` awaits it (`prepareWidget`) before it mounts a widget. (`Err` in
/// a build without the parts' code.)
pub async fn load_widget() -> Result<(), NotLoaded> {
    fetch(Chunk::Widget).await
}

/// Mounts a widget (`web::embed::mount`), once the `widget` chunk is here.
pub fn mount_widget(
    host: HtmlElement,
    container: HtmlElement,
    options: JsValue,
) -> Result<Widget, NotLoaded> {
    let mount = installed().widget.ok_or(NotLoaded)?;
    Ok(mount(host, container, options))
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
    if PARTS.with(Cell::get).is_none() {
        return super::page::show_page_text();
    }
    let owner = leptos::prelude::Owner::current();
    wasm_bindgen_futures::spawn_local(async move {
        let page = match fetch(Chunk::Page).await {
            Ok(()) => installed().page.ok_or(NotLoaded),
            Err(why) => Err(why),
        };
        match page {
            Ok(page) => match owner {
                Some(owner) => owner.with(|| page(ask)),
                None => page(ask),
            },
            Err(why) => {
                super::page::show_page_text();
                if let Some(ctx) = game {
                    ctx.dispatch(Msg::Notice(why.into()));
                }
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
    PARTS.with(Cell::get).ok_or(NotLoaded)?;
    // Its answer says what a command got wrong.
    learn_english_lines().await?;
    fetch(Chunk::Frame).await?;
    let answer = installed().frame.ok_or(NotLoaded)?;
    Ok(answer(&data, &origin, allowed.as_deref()))
}

/// "How to play" for `how`, in the language in use: its words and their English are a
/// chunk of their own, which only the hosted page loads. (`Err` in a build without the
/// parts' code.)
pub async fn how_to(how: HowTo) -> Result<String, NotLoaded> {
    fetch(Chunk::Help).await?;
    let say = installed().how_to.ok_or(NotLoaded)?;
    Ok(say(how))
}

/// What the page's link asks for (`location::read_link`; `Err` inside is a message for
/// the player), from the `links` chunk: only a page whose address has a query or a
/// fragment loads it, at its start or as its fragment changes. `Ok(None)` at once for
/// any other page, and in a build without the parts' code.
pub async fn read_link() -> Result<Result<Option<Link>, Text>, NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(_) if super::location::has_link() => {
            fetch(Chunk::Links).await?;
            let read = installed().link.ok_or(NotLoaded)?;
            Ok(read())
        }
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
    fetch(Chunk::Records).await?;
    let read = installed().kept_game.ok_or(NotLoaded)?;
    Ok(read(storage_key))
}

/// Fetches the `records` chunk without reading the game kept: a page with one starts
/// it beside its words, and reads the game once the readers of custom games are here
/// too, if it is one of those.
pub async fn load_records() -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(_) => fetch(Chunk::Records).await,
        None => Ok(()),
    }
}

/// Fetches the `links` chunk if the page has a link (see [`read_link`]), without
/// reading it: a page starts it beside its words' chunk, and reads the link once its
/// words are here, so that what the link says wrong is said in them.
pub async fn load_links() -> Result<(), NotLoaded> {
    match PARTS.with(Cell::get) {
        Some(_) if super::location::has_link() => fetch(Chunk::Links).await,
        _ => Ok(()),
    }
}

/// Answers a JS API method from its part's chunk (`Err(NotLoaded)` while the part is
/// not here).
pub fn api(ctx: Ctx, call: ApiCall) -> Result<Result<JsValue, JsValue>, NotLoaded> {
    let code = installed();
    match call {
        ApiCall::Power(extra) => code.power.map(|power| power(ctx, extra)),
        ApiCall::Image => code.image.map(|image| image(ctx)),
    }
    .ok_or(NotLoaded)
}

/// Shares what `ask` says (a picture to the share sheet, else a download; a challenge's
/// link to the share sheet, else the clipboard), once the `sharing` part is here; a
/// part that cannot load is said.
pub fn share(ctx: Ctx, ask: ShareAsk) {
    if PARTS.with(Cell::get).is_none() {
        return;
    }
    let lang = copy::language();
    wasm_bindgen_futures::spawn_local(async move {
        let made = match load(Part::Sharing).await {
            Ok(()) => {
                ctx.dispatch(Msg::PartLoaded(Part::Sharing));
                installed()
                    .share
                    .ok_or(NotLoaded)
                    .map(|share| share(ctx, ask, lang))
            }
            Err(why) => Err(why),
        };
        if let Err(why) = made {
            ctx.dispatch(Msg::Notice(Text::from(why)));
        }
    });
}

/// What the `hands` chunk is asked (`Code::hands`): it holds what reads gamepads
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
    if PARTS.with(Cell::get).is_some() {
        wasm_bindgen_futures::spawn_local(async move {
            if fetch(Chunk::Hands).await.is_ok()
                && let Some(carry_out) = installed().hands
            {
                carry_out(hand);
            }
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

/// Lets the catalogue say English's lines, loading them the first time (at once if
/// they are here already, and in a build that links them: `copy::LineWords`).
pub async fn learn_english_lines() -> Result<(), NotLoaded> {
    if copy::english_lines_learned() {
        return Ok(());
    }
    // (Their split point has the catalogue learn them.)
    fetch(Chunk::EnglishLines).await
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
    // (Its split point has the catalogue learn them.)
    fetch(Chunk::Words(lang)).await
}
