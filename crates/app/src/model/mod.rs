//! The application around one game, in the Elm Architecture: a [`Model`], the
//! [`Msg`]s that change it, and [`Model::update`], which applies one and returns the
//! [`Effects`] (commands, as values) that the web layer's runtime carries out:
//! repainting, storage writes, reading a best score or the history, asking the AI,
//! timers, keeping a finished game, firing a widget's events.
//!
//! The model is a few state machines, each in its own module, and `update` hands every
//! message to the one it concerns:
//! - [`session`]: the game being played: moves, undo, keep going, the best score,
//!   notices, and the one step that replaces the game (a new game, a link's game, play
//!   from here, a game taken over);
//! - [`questions`]: "this game will be lost": new games and links that ask first;
//! - [`ai`]: hints and autoplay;
//! - [`analysis`]: the AI's verdict on every direction of the position on show;
//! - [`replay`]: a recorded game being watched; [`review`]: the AI's judgement of each of
//!   its moves;
//! - [`setup`]: the position editor: a board set up by hand, analysed and played from;
//! - [`builder`]: the game builder: a custom game's rules, checked as they are made;
//!   [`variants`]: its rules saved under a name, renamed, deleted;
//! - [`games`]: the Games panel (history, statistics, export and import);
//! - [`parts`]: the parts that load on first use, and the messages that wait for them.
//!
//! Every player action goes through `update` and every game change through the
//! engine's `Game::step`; each input that changes the game is also added to the game's
//! [`Record`], which is what is saved. Nothing here touches the DOM, storage or a
//! clock, so all of it is tested natively.

pub mod ai;
pub mod parts;
mod prefs;
mod questions;
pub mod redo;
mod session;

use game2048_engine::{Direction, Game, Record, Status, named_enum};

use crate::challenge::Challenge;

use self::ai::{AiState, Ask, Purpose, Speed, Strength};
use self::parts::analysis::{AnalyseAsk, Analysis, Figures};
use self::parts::builder::{Build, Builder};
use self::parts::extras::{Extra, Extras};
use self::parts::review::{ReviewAsk, Reviewing, Study};
use self::parts::setup::{Edit, Setup};
use self::parts::sharing::Share;
use self::parts::variants::{Naming, Saving};
use self::parts::{Part, Parts, Updates};
use super::copy::Text;
use super::daily::Day;
use super::history::{Finished, History};
use super::replay::Replay;
use super::request::GameRequest;
use super::saved::SavedVariants;
use super::variant::{Variant, VariantKind};
use super::widget::Chrome;
pub use parts::games::{DailyState, Games};
pub use prefs::{Pref, setting_message};
pub use questions::{Pending, Wording};
pub use session::Restored;

#[derive(Clone, Debug)]
pub struct Model {
    pub game: Game,
    /// How `game` came to be: its start and every input that changed it.
    pub record: Record,
    pub variant: Variant,
    /// The best score for `variant`, as far as this page knows.
    pub best: i64,
    /// What the last step that changed anything did, for animation.
    pub events: game2048_engine::Events,
    /// Counts the steps that changed anything; the view keys animations on it.
    pub turn: u64,
    /// Counts the games started on this page. Tile ids restart with every game, so the
    /// view keys tiles on (game number, id): a new game's tiles get new DOM nodes
    /// instead of sliding in from where the last game's tiles of the same id were.
    pub game_number: u64,
    /// A short message for the player (storage trouble, a bad link); dismissable.
    pub notice: Option<Text>,
    pub pending: Option<Pending>,
    /// What the polite live region says about the last step.
    pub announcement: Text,
    /// Hints and autoplay.
    pub ai: AiState,
    /// The Games panel.
    pub games: Games,
    /// The analysis panel.
    pub analysis: Analysis,
    /// A game being watched again, shown instead of the live one until it is closed.
    pub replay: Option<Replay>,
    /// The review of the game being replayed, under way or done.
    pub review: Option<Box<Reviewing>>,
    /// Counts the reviews started: answers to an earlier one are dropped.
    pub reviews_started: u64,
    /// How fast a replay plays.
    pub replay_speed: Speed,
    /// Counts the replays opened: their tiles are keyed apart from every game's.
    pub replays_opened: u64,
    /// The position editor, shown instead of the game while it is open.
    pub setup: Option<Box<Setup>>,
    /// The game builder, while it is open.
    pub builder: Option<Box<Builder>>,
    /// The variants the player saved (the variant picker lists them).
    pub saved: SavedVariants,
    /// The fields and the question around them.
    pub naming: Naming,
    /// What the game shows around its board (a widget's `controls` and `picker`).
    pub chrome: Chrome,
    /// Whether the player may undo: a host's `undo` attribute, the page's setting. The
    /// game's record says so too (see [`Model::allow_undo`]).
    pub undo_allowed: bool,
    /// The settings that shape play: the on-screen pad, sound, the animation's speed.
    pub prefs: crate::settings::Prefs,
    /// What undos took back, to play again ([`redo`]).
    pub redo: redo::Redo,
    /// The win rule held at some point of this game.
    pub won_once: bool,
    /// This game is already among the finished ones.
    pub recorded: bool,
    /// The parts of the app that are here, and those on their way.
    pub parts: Parts,
    /// Power-ups and limits in play (a game object's, `parts::extras`).
    pub extras: Extras,
    /// The friend's game this one is played to beat (a challenge link's).
    pub challenge: Option<Box<Challenge>>,
    /// How long the game took, once it has ended and the runtime has kept it.
    pub finished_ms: Option<u64>,
}

/// Where a replay's step goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Start,
    Back,
    Forward,
    End,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Move(Direction),
    /// Undo the last move (nothing when undo is off).
    Undo,
    /// Play again what the last undo took back (nothing when there is none).
    Redo,
    /// The page's setting: whether undo is allowed, from this game on.
    AllowUndo(bool),
    /// A setting that shapes play: the on-screen pad, sound, the animation's speed.
    Prefer(Pref),
    /// A gamepad was connected (said once per pad).
    PadConnected,
    KeepPlaying,
    /// Start a game (of `variant`, or the current one). Asks first when a game is in
    /// progress, unless `confirmed`.
    NewGame {
        variant: Option<Variant>,
        seed: u64,
        confirmed: bool,
    },
    /// A link that arrived while the page was open asks for a game (`seed` if the link
    /// names none).
    OpenLink {
        request: GameRequest,
        seed: u64,
    },
    /// Answers to [`Pending`].
    Confirm,
    Cancel,
    /// A best score read from storage or another tab.
    BestKnown {
        variant: VariantKind,
        best: i64,
    },
    Notice(Text),
    DismissNotice,
    /// The player asks for a hint.
    Hint,
    /// Turn autoplay on or off.
    Autoplay(bool),
    ToggleAutoplay,
    SetSpeed(Speed),
    SetStrength(Strength),
    /// The AI answered a question asked on `turn`.
    AiAnswer {
        purpose: Purpose,
        turn: u64,
        direction: Option<Direction>,
    },
    /// The AI could not answer a question asked on `turn`; the reason, for the player.
    AiFailed {
        purpose: Purpose,
        turn: u64,
        why: String,
    },
    AiReady,
    /// Open or close the analysis panel.
    Analyse(bool),
    ToggleAnalysis,
    /// The AI's figures for the question `id` (see [`AnalyseAsk`]), or why there are
    /// none. (Boxed: every message is as large as the largest.)
    Analysed {
        id: u64,
        figures: Result<Box<Figures>, String>,
    },
    /// The AI could not start, or stopped; the reason, for the player.
    AiUnavailable(Text),
    /// The page became visible or hidden (autoplay waits while it is hidden).
    Visible(bool),
    /// Sharing a game: a challenge (a link's, one kept), and the part that makes its
    /// picture ([`Share`]).
    Share(Share),
    /// The game that ended was kept, taking this many milliseconds.
    Timed(u64),
    /// Open or close the Games panel.
    ShowGames(bool),
    /// The finished games and statistics kept, as read from storage, and the UTC day
    /// it is (which day's game is today's).
    HistoryRead {
        history: History,
        today: Day,
    },
    /// The kept games changed (a game was kept, or another tab wrote them).
    HistoryChanged,
    /// Save everything kept as a file.
    Export,
    /// A file to import: its text, or why it could not be read.
    Import(Result<String, String>),
    /// An import is done: what to tell the player, whether it worked or not.
    Imported(Result<Text, Text>),
    /// Watch the game in progress again, from its start.
    WatchGame,
    /// Watch a recorded game (a finished one, a link's).
    Watch(Record),
    ReplayPlay(bool),
    ReplayStep(Step),
    ReplayTo(usize),
    ReplaySpeed(Speed),
    /// Playback's timer: the next input.
    ReplayTick,
    /// Make the position on show (a replay's, the editor's) the live game (asks first
    /// when a game is in progress).
    PlayFromHere,
    /// The position editor.
    Setup(Edit),
    /// The game builder.
    Build(Build),
    /// The saved variants as storage holds them (another tab wrote them).
    VariantsRead(SavedVariants),
    /// Saving, playing, renaming, deleting a saved variant.
    Variants(Saving),
    /// Reviewing the game being replayed.
    Review(Study),
    CloseReplay,
    /// English's lines have come (`copy::LineWords`): what was said before they came
    /// is said again.
    LinesLearned,
    /// A part of the app has loaded: what waited for it happens.
    PartLoaded(Part),
    /// A part of the app could not load; the reason, for the player.
    PartNotLoaded {
        part: Part,
        why: String,
    },
    /// Power-ups and the clock, in a game that has them.
    Extra(Extra),
}

named_enum! {
    /// What a widget tells its host page about a step (as DOM events of these names).
    pub enum GameEvent as "event" {
        NewGame = "game2048-newgame",
        Move = "game2048-move",
        Won = "game2048-won",
        Over = "game2048-over",
    }
}

/// What the runtime must do after an update: commands, as values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// Something on screen changed: repaint. (A move that changes nothing repaints
    /// nothing.)
    pub changed: bool,
    /// Write the game in progress.
    pub save_game: bool,
    /// Write the best score (it may have grown).
    pub save_best: bool,
    /// The variant changed: read its best score and send [`Msg::BestKnown`].
    pub load_best: bool,
    /// A link was answered: take it out of the address bar.
    pub forget_link: bool,
    /// Ask the AI (and send its answer back as [`Msg::AiAnswer`] or [`Msg::AiFailed`]).
    pub ask_ai: Option<Ask>,
    /// Ask the AI for its figures on the position on show (and send them back as
    /// [`Msg::Analysed`]).
    pub analyse: Option<AnalyseAsk>,
    /// Ask the AI about the next move of the review (and send its answer back as
    /// [`Study::Answered`]).
    pub review: Option<ReviewAsk>,
    /// Send [`Msg::ReplayTick`] after this many milliseconds.
    pub replay_tick: Option<u32>,
    /// A game finished, or was left after some moves: keep it among the finished (the
    /// runtime adds its time), then send [`Msg::HistoryChanged`].
    pub finished: Option<Finished>,
    /// Read the kept games and send [`Msg::HistoryRead`].
    pub read_history: bool,
    /// Save everything kept as a file.
    pub export: bool,
    /// Write the saved variants.
    pub save_variants: bool,
    /// Write the page's settings the model holds (whether undo is allowed, the prefs).
    pub save_settings: bool,
    /// Play this sound (sound is on).
    pub cue: Option<crate::sound::Cue>,
    /// Keep a finished game's review (its record's text, the review's) beside it,
    /// then send [`Msg::HistoryChanged`].
    pub keep_review: Option<Box<(String, String)>>,
    /// Import this export file's text, then send [`Msg::Imported`].
    pub import: Option<String>,
    /// Tell the widget's host page (in this order): a new game or a move, then a win
    /// or a loss if it just came.
    pub events: [Option<GameEvent>; 2],
    /// Load this part of the app, then send [`Msg::PartLoaded`] (or
    /// [`Msg::PartNotLoaded`]).
    pub load_part: Option<Part>,
}

impl Effects {
    const CHANGED: Effects = Effects {
        changed: true,
        save_game: false,
        save_best: false,
        load_best: false,
        forget_link: false,
        ask_ai: None,
        analyse: None,
        review: None,
        replay_tick: None,
        finished: None,
        read_history: false,
        export: false,
        save_variants: false,
        save_settings: false,
        cue: None,
        keep_review: None,
        import: None,
        events: [None, None],
        load_part: None,
    };

    fn changed_if(changed: bool) -> Effects {
        Effects {
            changed,
            ..Effects::default()
        }
    }
}

impl Model {
    /// A model of `game` (whose start and inputs are `record`), with nothing else yet:
    /// no best known, no message, no replay, the AI idle.
    fn with_game(
        game: Game,
        record: Record,
        variant: Variant,
        events: game2048_engine::Events,
    ) -> Model {
        let mut model = Model {
            best: 0,
            record,
            game,
            variant,
            events,
            turn: 0,
            game_number: 0,
            notice: None,
            pending: None,
            announcement: Text::Silence,
            ai: AiState::default(),
            games: Games::default(),
            analysis: Analysis::default(),
            replay: None,
            review: None,
            reviews_started: 0,
            replay_speed: Speed::Normal,
            replays_opened: 0,
            setup: None,
            builder: None,
            saved: SavedVariants::default(),
            naming: Naming::default(),
            chrome: Chrome::default(),
            undo_allowed: true,
            redo: redo::Redo::default(),
            prefs: Default::default(),
            won_once: false,
            recorded: false,
            parts: Parts::default(),
            extras: Extras::default(),
            challenge: None,
            finished_ms: None,
        };
        model.settle();
        model
    }

    /// Whether a game worth asking about is under way.
    pub fn in_progress(&self) -> bool {
        self.game.moves() > 0 && self.game.status() != Status::Over
    }

    /// The game on show: the replayed one while a replay is open, else the live one.
    pub fn shown_game(&self) -> &Game {
        self.replay.as_ref().map_or(&self.game, Replay::game)
    }

    /// Whether moves apply now (not over, not waiting for Keep going).
    fn playable(&self) -> bool {
        matches!(self.game.status(), Status::Playing | Status::KeepPlaying)
    }

    /// Applies `msg` with every part's state machine linked (native builds and tests):
    /// the state machine it concerns changes, and says what the runtime must do.
    pub fn update(&mut self, msg: Msg) -> Effects {
        self.update_with(msg, &Updates::LINKED)
    }

    /// Applies `msg`; `code`: where the parts' state machines are (see [`Updates`]: the
    /// web build's are in the parts' chunks, and a message that needs a part that is
    /// not here waits for it).
    pub fn update_with(&mut self, msg: Msg, code: &Updates) -> Effects {
        let before = (self.turn, self.game.status());
        let mut effects = self.route(msg, code);
        if self.game.rules().extensions().is_some() {
            match self.parts.has(Part::Extras) {
                true => effects.changed |= (code.extras_after)(self),
                // Its power-ups and limits come as it begins (unless a press waiting
                // for them asked already; one part asked for at a time).
                false if effects.load_part.is_none() && !self.parts.loading(Part::Extras) => {
                    let asked = self.wait_for_part(Msg::Extra(Extra::Loaded));
                    if let std::ops::ControlFlow::Break(asked) = asked {
                        effects.load_part = asked.load_part;
                    }
                }
                false => {}
            }
        }
        // What follows a game's end (its picture, a challenge to a friend) comes as it
        // ends, unless a part is being asked for already.
        if self.game.status() == Status::Over
            && !self.parts.has(Part::Sharing)
            && effects.load_part.is_none()
            && !self.parts.loading(Part::Sharing)
            && let std::ops::ControlFlow::Break(asked) =
                self.wait_for_part(Msg::Share(Share::Loaded))
        {
            effects.load_part = asked.load_part;
        }
        effects.events = self.events_since(before);
        effects.cue = effects.cue.or_else(|| self.cue_since(before.0, before.1));
        effects.analyse = self.follow_position();
        effects
    }

    fn route(&mut self, msg: Msg, code: &Updates) -> Effects {
        // Only games with power-ups or limits hear of them (their part is not fetched
        // for a key press in another game).
        if matches!(msg, Msg::Extra(_)) && self.game.rules().extensions().is_none() {
            return Effects::default();
        }
        let msg = match self.wait_for_part(msg) {
            std::ops::ControlFlow::Continue(msg) => msg,
            std::ops::ControlFlow::Break(waiting) => return waiting,
        };
        if self.setup.is_some()
            && let Some(effects) = (code.setup_open)(self, &msg)
        {
            return effects;
        }
        if self.replay.is_some()
            && let Some(effects) = (code.replay_open)(self, &msg)
        {
            return effects;
        }
        if self.game.rules().extensions().is_some()
            && self.parts.has(Part::Extras)
            && let Some(effects) = (code.extras_open)(self, &msg)
        {
            return effects;
        }
        let autoplay_stopped = self.stops_autoplay(&msg);
        let mut effects = match msg {
            Msg::Move(_)
            | Msg::Undo
            | Msg::Redo
            | Msg::AllowUndo(_)
            | Msg::KeepPlaying
            | Msg::BestKnown { .. }
            | Msg::Notice(_)
            | Msg::Timed(_)
            | Msg::DismissNotice => self.update_session(msg),
            Msg::Prefer(pref) => self.prefer(pref),
            Msg::PadConnected => {
                self.announcement = Text::PadConnected;
                Effects::CHANGED
            }
            Msg::LinesLearned => Effects::CHANGED,
            Msg::VariantsRead(saved) => self.variants_read(saved),
            // (Its question is the `sharing` part's to answer.)
            Msg::Confirm if matches!(self.pending, Some(Pending::Challenge(_))) => {
                (code.share)(self, Share::Take)
            }
            Msg::NewGame { .. } | Msg::OpenLink { .. } | Msg::Confirm | Msg::Cancel => {
                self.update_question(msg)
            }
            Msg::Hint
            | Msg::Autoplay(_)
            | Msg::ToggleAutoplay
            | Msg::SetSpeed(_)
            | Msg::SetStrength(_)
            | Msg::AiReady
            | Msg::AiUnavailable(_)
            | Msg::Visible(_) => self.update_ai(msg),
            // The parts' state machines (see [`Updates`]).
            Msg::AiAnswer { .. }
            | Msg::AiFailed { .. }
            | Msg::Analyse(_)
            | Msg::ToggleAnalysis
            | Msg::Analysed { .. }
            | Msg::ShowGames(_)
            | Msg::HistoryRead { .. }
            | Msg::HistoryChanged
            | Msg::Export
            | Msg::Import(_)
            | Msg::Imported(_)
            | Msg::WatchGame
            | Msg::Watch(_)
            | Msg::ReplayPlay(_)
            | Msg::ReplayStep(_)
            | Msg::ReplayTo(_)
            | Msg::ReplaySpeed(_)
            | Msg::ReplayTick
            | Msg::PlayFromHere
            | Msg::Setup(_)
            | Msg::Build(_)
            | Msg::Variants(_)
            | Msg::Review(_)
            | Msg::CloseReplay
            | Msg::PartLoaded(_)
            | Msg::PartNotLoaded { .. } => self.update_parts_of(msg, code),
            Msg::Extra(extra) => (code.extras)(self, extra),
            Msg::Share(share) => (code.share)(self, share),
        };
        // The toggle shows that autoplay stopped, even when the player's move itself
        // changed nothing.
        effects.changed |= autoplay_stopped;
        effects
    }

    /// The messages of the parts that load on first use: the AI's answers, the
    /// analysis, the Games panel, the replay viewer (while none is open), the builder,
    /// the position editor, the review; and their loading.
    fn update_parts_of(&mut self, msg: Msg, code: &Updates) -> Effects {
        match msg {
            Msg::AiAnswer { .. } | Msg::AiFailed { .. } => (code.ai_answer)(self, msg),
            Msg::Analyse(_) | Msg::ToggleAnalysis | Msg::Analysed { .. } => {
                (code.analysis)(self, msg)
            }
            Msg::ShowGames(_)
            | Msg::HistoryRead { .. }
            | Msg::HistoryChanged
            | Msg::Export
            | Msg::Import(_)
            | Msg::Imported(_) => (code.games)(self, msg),
            Msg::Setup(edit) => (code.setup)(self, edit),
            Msg::Build(build) => (code.builder)(self, build),
            // (Played from the picker; the rest comes from the builder's list, in its
            // part.)
            Msg::Variants(Saving::Play { kind, seed }) => self.play_saved(kind, seed),
            Msg::Variants(saving) => (code.variants)(self, saving),
            Msg::Review(study) => (code.review)(self, study),
            Msg::PartLoaded(_) | Msg::PartNotLoaded { .. } => {
                self.update_parts(msg, |model, msg| model.route(msg, code))
            }
            _ => (code.replay_closed)(self, msg),
        }
    }

    /// What a widget's host page hears about the update that began at `turn` and
    /// `status`: a new game or a move, then a win or a loss if it just came.
    fn events_since(&self, (turn, status): (u64, Status)) -> [Option<GameEvent>; 2] {
        if self.turn == turn {
            return [None, None];
        }
        let step = match self.events.outcome {
            game2048_engine::Outcome::Started => GameEvent::NewGame,
            _ => GameEvent::Move,
        };
        let end = match self.game.status() {
            _ if self.game.status() == status => None,
            Status::Won => Some(GameEvent::Won),
            Status::Over => Some(GameEvent::Over),
            Status::Playing | Status::KeepPlaying => None,
        };
        [Some(step), end]
    }
}

#[cfg(test)]
mod testing;
