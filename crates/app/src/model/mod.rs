//! The application around one game, in the Elm Architecture: a [`Model`], the
//! [`Msg`]s that change it, and [`Model::update`], which applies one and says which
//! [`Effects`] (repainting, saving, loading a best score) the outside world must carry
//! out.
//!
//! Every player action goes through `update` and every game change through the
//! engine's `Game::step`; each input that changes the game is also added to the game's
//! [`Record`], which is what is saved. Nothing here touches the DOM, storage or a
//! clock, so all of it is tested natively; the web layer renders the model and performs
//! the effects.

use game2048_engine::{Direction, Events, Game, Input, Outcome, Record, Recorded, Status};

use super::ai::{AiState, Ask, Availability, Mover, Purpose, Speed, Strength};
use super::history::Finished;
use super::replay::Replay;
use super::request::GameRequest;
use super::variant::{Variant, VariantKind};

/// A question on screen, waiting for Confirm or Cancel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Start this game, throwing away the one in progress.
    NewGame { variant: Variant, seed: u64 },
    /// A link asks for this game while another is in progress.
    Link { variant: Variant, seed: u64 },
    /// Play on from a replayed position, while another game is in progress.
    PlayFromHere,
}

/// How a [`Pending`] question reads on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wording {
    pub question: String,
    pub yes: &'static str,
    pub no: &'static str,
}

impl Pending {
    pub fn wording(&self) -> Wording {
        match self {
            Pending::NewGame { variant, .. } => Wording {
                question: format!(
                    "Start a new {}? This game will be lost.",
                    variant.kind.game_noun()
                ),
                yes: "Yes, start over",
                no: "Cancel",
            },
            Pending::Link { variant, seed } => Wording {
                question: format!(
                    "This link opens a new {} (seed {seed}). Your game in progress will be lost.",
                    variant.kind.game_noun()
                ),
                yes: "Open the link's game",
                no: "Keep my game",
            },
            Pending::PlayFromHere => Wording {
                question: "Play on from here? Your game in progress will be lost.".to_string(),
                yes: "Play from here",
                no: "Keep my game",
            },
        }
    }
}

/// A game kept from an earlier visit.
#[derive(Clone, Debug)]
pub struct Restored {
    pub variant: Variant,
    pub game: Game,
    pub record: Record,
}

#[derive(Clone, Debug)]
pub struct Model {
    pub game: Game,
    /// How `game` came to be: its start and every input that changed it.
    pub record: Record,
    pub variant: Variant,
    /// The best score for `variant`, as far as this page knows.
    pub best: i64,
    /// What the last step that changed anything did, for animation.
    pub events: Events,
    /// Counts the steps that changed anything; the view keys animations on it.
    pub turn: u64,
    /// Counts the games started on this page. Tile ids restart with every game, so the
    /// view keys tiles on (game number, id): a new game's tiles get new DOM nodes
    /// instead of sliding in from where the last game's tiles of the same id were.
    pub game_number: u64,
    /// A short message for the player (storage trouble, a bad link); dismissable.
    pub notice: Option<String>,
    pub pending: Option<Pending>,
    /// What the polite live region says about the last step.
    pub announcement: String,
    /// Hints and autoplay.
    pub ai: AiState,
    /// The Games panel (statistics, finished games, export and import) is open.
    pub games_open: bool,
    /// A game being watched again, shown instead of the live one until it is closed.
    pub replay: Option<Replay>,
    /// How fast a replay plays.
    pub replay_speed: Speed,
    /// Counts the replays opened: their tiles are keyed apart from every game's.
    pub replays_opened: u64,
    /// The win rule held at some point of this game.
    pub won_once: bool,
    /// This game is already among the finished ones.
    pub recorded: bool,
    /// A game that just finished, for the outside world to keep (it adds the time).
    pub just_finished: Option<Finished>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Move(Direction),
    Undo,
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
    Notice(String),
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
    AiReady,
    /// The AI could not start, or stopped; the reason, for the player.
    AiUnavailable(String),
    /// The page became visible or hidden (autoplay waits while it is hidden).
    Visible(bool),
    /// Open or close the Games panel.
    ShowGames(bool),
    /// Watch the game in progress again, from its start.
    WatchGame,
    /// Watch a recorded game (a finished one, a link's).
    Watch(Record),
    ReplayPlay(bool),
    /// One input forward (1) or back (-1), or to the start or the end.
    ReplayStep(i64),
    ReplayTo(usize),
    ReplaySpeed(Speed),
    /// Playback's timer: the next input.
    ReplayTick,
    /// Make the replayed position the live game (asks first when a game is in progress).
    PlayFromHere,
    CloseReplay,
}

/// What the outside world must do after an update.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    /// Ask the AI (and send its answer back as [`Msg::AiAnswer`]).
    pub ask_ai: Option<Ask>,
    /// Send [`Msg::ReplayTick`] after this many milliseconds.
    pub replay_tick: Option<u32>,
    /// A game finished: keep `Model::just_finished`.
    pub keep_finished: bool,
}

impl Effects {
    const CHANGED: Effects = Effects {
        changed: true,
        save_game: false,
        save_best: false,
        load_best: false,
        forget_link: false,
        ask_ai: None,
        replay_tick: None,
        keep_finished: false,
    };

    fn changed_if(changed: bool) -> Effects {
        Effects {
            changed,
            ..Effects::default()
        }
    }
}

impl Model {
    /// The model at page load: the restored game if there is one, else a new game of
    /// `fallback`; a link asks first if it would replace a game in progress. A link
    /// that names no variant means classic.
    pub fn init(
        restored: Option<Restored>,
        link: Option<GameRequest>,
        fallback: Variant,
        seed: u64,
    ) -> (Model, Effects) {
        let link = link.map(|l| (l.variant.unwrap_or_else(Variant::classic), l.seed));
        let Some(restored) = restored else {
            let forget_link = link.is_some();
            let (variant, seed) = match link {
                Some((variant, link_seed)) => (variant, link_seed.unwrap_or(seed)),
                None => (fallback, seed),
            };
            let mut model = Model::new(variant, seed);
            model.announce();
            let effects = Effects {
                load_best: true,
                forget_link,
                ..Effects::CHANGED
            };
            return (model, effects);
        };
        let mut model = Model::with_game(
            restored.game,
            restored.record,
            restored.variant,
            Events::only(Outcome::Started),
        );
        model.best = model.game.score();
        model.won_once = matches!(model.game.status(), Status::Won | Status::KeepPlaying);
        // A game kept after it ended was kept among the finished when it ended.
        model.recorded = model.game.status() == Status::Over;
        let mut effects = Effects {
            load_best: true,
            ..Effects::CHANGED
        };
        if let Some((variant, link_seed)) = link {
            effects = Effects {
                load_best: true,
                changed: true,
                ..model.open_link(variant, link_seed, seed)
            };
        }
        model.announce();
        (model, effects)
    }

    /// A link asks for a game of `variant` (from `link_seed`, else `seed`): opened when
    /// no game is in progress, asked about when one is, nothing when it names the game
    /// already here.
    fn open_link(&mut self, variant: Variant, link_seed: Option<u64>, seed: u64) -> Effects {
        let same_game = variant == self.variant && link_seed.is_none();
        let mut effects = Effects::default();
        if !same_game && self.in_progress() {
            self.pending = Some(Pending::Link {
                variant,
                seed: link_seed.unwrap_or(seed),
            });
            effects.changed = true;
        } else if !same_game {
            effects = self.start(variant, link_seed.unwrap_or(seed));
        }
        // Answered (opened, or the game it names is already here): out of the address
        // bar. A question keeps it until the player answers.
        effects.forget_link = self.pending.is_none();
        effects
    }

    /// A new game of `variant`.
    fn new(variant: Variant, seed: u64) -> Model {
        let (game, events) = Game::start(variant.rules.clone(), seed);
        let record = Record::new(variant.rules.clone(), seed);
        Model::with_game(game, record, variant, events)
    }

    /// A model of `game` (whose start and inputs are `record`), with nothing else yet:
    /// no best known, no message, no replay, the AI idle.
    fn with_game(game: Game, record: Record, variant: Variant, events: Events) -> Model {
        Model {
            best: 0,
            record,
            game,
            variant,
            events,
            turn: 0,
            game_number: 0,
            notice: None,
            pending: None,
            announcement: String::new(),
            ai: AiState::default(),
            games_open: false,
            replay: None,
            replay_speed: Speed::Normal,
            replays_opened: 0,
            won_once: false,
            recorded: false,
            just_finished: None,
        }
    }

    /// Whether a game worth asking about is under way.
    pub fn in_progress(&self) -> bool {
        self.game.moves() > 0 && self.game.status() != Status::Over
    }

    pub fn update(&mut self, msg: Msg) -> Effects {
        #[cfg(feature = "full")]
        if let Some(effects) = self.update_replay(&msg) {
            return effects;
        }
        // Any move, undo or new game of the player's stops autoplay.
        let stops_autoplay = matches!(
            msg,
            Msg::Move(_)
                | Msg::Undo
                | Msg::NewGame { .. }
                | Msg::OpenLink { .. }
                | Msg::Confirm
                | Msg::Hint
        );
        let autoplay_stopped = stops_autoplay && self.ai.autoplay;
        if stops_autoplay {
            self.stop_autoplay();
        }
        let mut effects = match msg {
            Msg::Move(dir) => self.play(Input::Move(dir), Mover::Player),
            Msg::Undo => self.play(Input::Undo, Mover::Player),
            Msg::KeepPlaying => {
                let mut effects = self.play(Input::KeepPlaying, Mover::Player);
                if std::mem::take(&mut self.ai.resume_after_win) && effects.changed {
                    self.ai.autoplay = true;
                    effects.ask_ai = self.ask(Purpose::Move, 0);
                }
                effects
            }
            Msg::NewGame {
                variant,
                seed,
                confirmed,
            } => {
                let variant = variant.unwrap_or_else(|| self.variant.clone());
                if self.in_progress() && !confirmed {
                    self.pending = Some(Pending::NewGame { variant, seed });
                    Effects::CHANGED
                } else {
                    self.start(variant, seed)
                }
            }
            Msg::OpenLink { request, seed } => self.open_link(
                request.variant.unwrap_or_else(Variant::classic),
                request.seed,
                seed,
            ),
            Msg::Confirm => match self.pending.take() {
                #[cfg(feature = "full")]
                Some(Pending::PlayFromHere) => self.play_from_here(),
                // (Only a replay asks this; the quick build opens none.)
                #[cfg(not(feature = "full"))]
                Some(Pending::PlayFromHere) => Effects::default(),
                Some(Pending::NewGame { variant, seed }) => self.start(variant, seed),
                Some(Pending::Link { variant, seed }) => Effects {
                    forget_link: true,
                    ..self.start(variant, seed)
                },
                None => Effects::default(),
            },
            Msg::Cancel => match self.pending.take() {
                Some(pending) => Effects {
                    forget_link: matches!(pending, Pending::Link { .. }),
                    ..Effects::CHANGED
                },
                None => Effects::default(),
            },
            Msg::BestKnown { variant, best } => {
                let higher = variant == self.variant.kind && best > self.best;
                if higher {
                    self.best = best;
                }
                Effects::changed_if(higher)
            }
            Msg::Notice(text) => {
                self.notice = Some(text);
                Effects::CHANGED
            }
            Msg::DismissNotice => Effects::changed_if(self.notice.take().is_some()),
            Msg::Hint => Effects {
                ask_ai: self.ask(Purpose::Hint, 0),
                ..Effects::CHANGED
            },
            Msg::Autoplay(on) => self.set_autoplay(on),
            Msg::ToggleAutoplay => self.set_autoplay(!self.ai.autoplay),
            Msg::SetSpeed(speed) => {
                self.ai.speed = speed;
                Effects::CHANGED
            }
            Msg::SetStrength(strength) => {
                self.ai.strength = strength;
                Effects::CHANGED
            }
            #[cfg(feature = "full")]
            Msg::AiAnswer {
                purpose,
                turn,
                direction,
            } => self.ai_answered(purpose, turn, direction),
            Msg::AiReady => {
                let first = self.ai.availability != Availability::Ready;
                self.ai.availability = Availability::Ready;
                Effects::changed_if(first)
            }
            Msg::AiUnavailable(why) => {
                self.ai.availability = Availability::Unavailable(why);
                self.ai.autoplay = false;
                self.ai.resume_after_win = false;
                self.ai.asked = None;
                Effects::CHANGED
            }
            Msg::ShowGames(open) => {
                let changed = self.games_open != open;
                self.games_open = open;
                Effects::changed_if(changed)
            }
            #[cfg(feature = "full")]
            Msg::WatchGame => self.watch(self.record.clone()),
            #[cfg(feature = "full")]
            Msg::Watch(record) => self.watch(record),
            // The quick build hands these over to the full build before they get here
            // (`Extra::needed_by`): it opens no replay and asks no AI.
            #[cfg(not(feature = "full"))]
            Msg::AiAnswer { .. } | Msg::WatchGame | Msg::Watch(_) => Effects::default(),
            // Without a replay on show, its controls do nothing.
            Msg::ReplayPlay(_)
            | Msg::ReplayStep(_)
            | Msg::ReplayTo(_)
            | Msg::ReplayTick
            | Msg::PlayFromHere
            | Msg::CloseReplay => Effects::default(),
            Msg::ReplaySpeed(speed) => {
                self.replay_speed = speed;
                Effects::CHANGED
            }
            Msg::Visible(visible) => {
                self.ai.hidden = !visible;
                let resume = visible && self.ai.autoplay && self.ai.asked.is_none();
                Effects {
                    ask_ai: if resume {
                        self.ask(Purpose::Move, 0)
                    } else {
                        None
                    },
                    ..Effects::default()
                }
            }
        };
        // The toggle shows that autoplay stopped, even when the player's move itself
        // changed nothing.
        effects.changed |= autoplay_stopped;
        effects
    }

    /// The game on show: the replayed one while a replay is open, else the live one.
    pub fn shown_game(&self) -> &Game {
        self.replay.as_ref().map_or(&self.game, Replay::game)
    }

    /// Whether moves apply now (not over, not waiting for Keep going).
    fn playable(&self) -> bool {
        matches!(self.game.status(), Status::Playing | Status::KeepPlaying)
    }

    /// A question for the AI, if it can be asked one now; notes it as out.
    fn ask(&mut self, purpose: Purpose, after_ms: u32) -> Option<Ask> {
        if !self.ai.usable() || !self.playable() {
            return None;
        }
        self.ai.asked = Some((purpose, self.turn));
        Some(Ask {
            purpose,
            turn: self.turn,
            budget_ms: self.ai.strength.budget_ms(),
            after_ms,
        })
    }

    fn stop_autoplay(&mut self) {
        self.ai.autoplay = false;
        self.ai.resume_after_win = false;
    }

    fn set_autoplay(&mut self, on: bool) -> Effects {
        if !on {
            let was = self.ai.autoplay;
            self.stop_autoplay();
            return Effects::changed_if(was);
        }
        if !self.ai.usable() || self.ai.autoplay {
            return Effects::default();
        }
        if self.game.status() == Status::Won {
            // It takes up once the player chooses to keep going.
            self.ai.resume_after_win = true;
            return Effects::CHANGED;
        }
        self.ai.autoplay = true;
        self.ai.hint = None;
        Effects {
            ask_ai: self.ask(Purpose::Move, 0),
            ..Effects::CHANGED
        }
    }

    #[cfg(feature = "full")]
    fn ai_answered(
        &mut self,
        purpose: Purpose,
        turn: u64,
        direction: Option<Direction>,
    ) -> Effects {
        if self.ai.asked == Some((purpose, turn)) {
            self.ai.asked = None;
        }
        let current = turn == self.turn;
        match purpose {
            Purpose::Hint if current => {
                self.ai.hint = direction;
                self.announcement = match direction {
                    Some(dir) => format!("Hint: move {dir}."),
                    None => "No move is left.".to_string(),
                };
                Effects::CHANGED
            }
            Purpose::Hint => Effects::changed_if(self.ai.asked.is_none()),
            Purpose::Move if !self.ai.autoplay => Effects::changed_if(self.ai.asked.is_none()),
            Purpose::Move if self.ai.hidden || !current => Effects {
                // Not now (hidden) or not this position: ask again when it can apply.
                ask_ai: if self.ai.hidden {
                    None
                } else {
                    self.ask(Purpose::Move, 0)
                },
                ..Effects::CHANGED
            },
            Purpose::Move => {
                let Some(dir) = direction else {
                    self.stop_autoplay();
                    return Effects::CHANGED;
                };
                let mut effects = self.play(Input::Move(dir), Mover::Ai);
                match self.game.status() {
                    Status::Won => {
                        self.ai.autoplay = false;
                        self.ai.resume_after_win = true;
                    }
                    Status::Over => self.stop_autoplay(),
                    _ => effects.ask_ai = self.ask(Purpose::Move, self.ai.speed.pause_ms()),
                }
                effects.changed = true;
                effects
            }
        }
    }

    fn start(&mut self, variant: Variant, seed: u64) -> Effects {
        self.replay = None;
        let keep_finished = self.finish_abandoned();
        let new_variant = variant.kind != self.variant.kind;
        self.events = self.game.step(Input::NewGame {
            rules: variant.rules.clone(),
            seed,
        });
        self.record = Record::new(variant.rules.clone(), seed);
        self.variant = variant;
        self.turn += 1;
        self.game_number += 1;
        self.pending = None;
        self.ai.hint = None;
        self.ai.last_mover = Mover::Player;
        self.won_once = self.game.status() == Status::Won;
        self.recorded = false;
        if new_variant {
            self.best = 0;
        }
        self.announce();
        Effects {
            save_game: true,
            load_best: new_variant,
            keep_finished,
            ..Effects::CHANGED
        }
    }

    /// The game in progress as a finished game (its time is added outside).
    fn finished(&self) -> Finished {
        Finished {
            variant: self.variant.key(),
            score: self.game.score(),
            top: self
                .game
                .board()
                .tiles()
                .map(|(_, t)| t.value)
                .max()
                .unwrap_or(0),
            moves: self.game.moves(),
            won: self.won_once,
            duration_ms: 0,
            finished_at: 0,
            record: self.record.encode(&self.game),
        }
    }

    /// Before the game in progress is replaced: it counts as finished if it was played
    /// and not yet counted. Whether there is one to keep.
    fn finish_abandoned(&mut self) -> bool {
        if self.recorded || self.game.moves() == 0 {
            return false;
        }
        self.just_finished = Some(self.finished());
        self.recorded = true;
        true
    }

    /// Makes the replayed position the live game: its record so far, its undo levels.
    #[cfg(feature = "full")]
    fn play_from_here(&mut self) -> Effects {
        let Some(replay) = self.replay.take() else {
            return Effects::default();
        };
        let keep_finished = self.finish_abandoned();
        let variant = Variant::of_rules(replay.game().rules().clone());
        let new_variant = variant.kind != self.variant.kind;
        self.record = replay.record_to_here();
        self.game = replay.game().clone();
        self.events = Events::only(Outcome::Started);
        self.variant = variant;
        self.turn += 1;
        self.game_number += 1;
        self.pending = None;
        self.won_once = matches!(self.game.status(), Status::Won | Status::KeepPlaying);
        self.recorded = self.game.status() == Status::Over;
        if new_variant {
            self.best = 0;
        }
        self.announcement = format!("Playing on from move {}.", replay.position());
        Effects {
            save_game: true,
            load_best: new_variant,
            keep_finished,
            ..Effects::CHANGED
        }
    }

    /// Opens a replay of `record` (damaged ones say why).
    #[cfg(feature = "full")]
    fn watch(&mut self, record: Record) -> Effects {
        match Replay::open(record) {
            Ok(mut replay) => {
                self.stop_autoplay();
                // The replay shows where the panel was.
                self.games_open = false;
                replay.playing = !replay.is_empty();
                self.replays_opened += 1;
                self.announcement = format!("Replay: {} moves.", replay.len());
                self.replay = Some(replay);
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            Err(why) => {
                self.notice = Some(format!("That replay could not be opened: {why}."));
                Effects::CHANGED
            }
        }
    }

    /// When the next playback step is due, if the replay plays.
    #[cfg(feature = "full")]
    fn replay_tick(&self) -> Option<u32> {
        let playing = self
            .replay
            .as_ref()
            .is_some_and(|r| r.playing && !r.at_end());
        // A step takes at least the slide's time.
        playing.then(|| self.replay_speed.pause_ms().max(120))
    }

    /// Replay messages; `None` when `msg` is not one (or no replay is open).
    #[cfg(feature = "full")]
    fn update_replay(&mut self, msg: &Msg) -> Option<Effects> {
        let replay = self.replay.as_mut()?;
        let effects = match msg {
            Msg::ReplayPlay(on) => {
                if *on && replay.at_end() {
                    replay.seek(0);
                }
                replay.playing = *on;
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            Msg::ReplayTick => {
                if !replay.playing {
                    return Some(Effects::default());
                }
                replay.forward();
                if replay.at_end() {
                    replay.playing = false;
                }
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            // In a replay, left and right (keys, swipes) step back and forward.
            Msg::ReplayStep(_) | Msg::Move(_) | Msg::Undo => {
                let step = match msg {
                    Msg::ReplayStep(step) => *step,
                    Msg::Move(Direction::Right) => 1,
                    Msg::Move(Direction::Left) | Msg::Undo => -1,
                    _ => 0,
                };
                replay.playing = false;
                let target = match step {
                    i64::MIN..=-2 => 0,
                    -1 => replay.position().saturating_sub(1),
                    0 => replay.position(),
                    1 => replay.position() + 1,
                    _ => replay.len(),
                };
                replay.seek(target);
                Effects::CHANGED
            }
            Msg::ReplayTo(position) => {
                replay.playing = false;
                replay.seek(*position);
                Effects::CHANGED
            }
            Msg::ReplaySpeed(speed) => {
                self.replay_speed = *speed;
                Effects::CHANGED
            }
            Msg::CloseReplay => {
                self.replay = None;
                self.announcement = "Back to your game.".to_string();
                Effects::CHANGED
            }
            Msg::PlayFromHere if self.in_progress() => {
                self.pending = Some(Pending::PlayFromHere);
                Effects::CHANGED
            }
            Msg::PlayFromHere => self.play_from_here(),
            // The AI and the game's own controls wait while a replay is on show.
            Msg::Hint | Msg::Autoplay(_) | Msg::ToggleAutoplay | Msg::KeepPlaying => {
                Effects::default()
            }
            _ => return None,
        };
        if let Some(r) = &self.replay {
            self.announcement = format!("Replay: move {} of {}.", r.position(), r.len());
        }
        Some(effects)
    }

    fn play(&mut self, input: Input, mover: Mover) -> Effects {
        let recorded = Recorded::of(&input);
        let events = self.game.step(input);
        if !events.changed_state() {
            if let Outcome::Refused(why) = events.outcome {
                self.notice = Some(format!("That move was refused: {why}."));
                return Effects::CHANGED;
            }
            return Effects::default();
        }
        if let Some(recorded) = recorded {
            self.record.push(recorded);
        }
        let old = std::mem::replace(&mut self.events, events);
        self.game.recycle(old);
        self.turn += 1;
        self.pending = None;
        self.ai.hint = None;
        self.ai.last_mover = mover;
        let record = self.game.score() > self.best;
        if record {
            self.best = self.game.score();
        }
        self.won_once |= self.game.status() == Status::Won;
        let keep_finished = self.game.status() == Status::Over && !self.recorded;
        if keep_finished {
            self.just_finished = Some(self.finished());
            self.recorded = true;
        }
        self.announce();
        Effects {
            save_game: true,
            save_best: record,
            keep_finished,
            ..Effects::CHANGED
        }
    }

    /// Writes what the live region should say about the last step.
    fn announce(&mut self) {
        let score = self.game.score();
        let status = match self.game.status() {
            Status::Won => " You win! Keep going or try again.",
            Status::Over => " Game over!",
            Status::Playing | Status::KeepPlaying => "",
        };
        let merged = match self.events.merged.iter().map(|m| m.value).max() {
            Some(top) if self.events.merged.len() > 1 => {
                format!(" {} merges, up to {top}.", self.events.merged.len())
            }
            Some(top) => format!(" Merged into {top}."),
            None => String::new(),
        };
        self.announcement = match self.events.outcome {
            Outcome::Started => format!("New {}.{status}", self.variant.kind.game_noun()),
            Outcome::Moved(dir) => format!("Moved {dir}.{merged} Score {score}.{status}"),
            Outcome::Undone => format!("Move undone. Score {score}."),
            Outcome::KeptPlaying => "Keep going!".to_string(),
            _ => return,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::Rules;

    fn fresh(seed: u64) -> Model {
        Model::init(None, None, Variant::classic(), seed).0
    }

    /// A game of `tiles` (row, column, value) on a 4x4 board with no new tiles.
    pub(super) fn fixed(tiles: &[(u8, u8, i64)]) -> Variant {
        let tiles: Vec<String> = tiles
            .iter()
            .map(|(r, c, v)| format!(r#"{{"row":{r},"column":{c},"value":{v}}}"#))
            .collect();
        Variant::custom(&format!(
            r#"{{"gridOptions":{{"newTileFnName":"none"}},"initialTiles":[{}]}}"#,
            tiles.join(",")
        ))
        .expect("valid")
    }

    /// Moves until one changes the board.
    fn make_a_move(model: &mut Model) -> Effects {
        for dir in Direction::ALL {
            let turn = model.turn;
            let effects = model.update(Msg::Move(dir));
            if model.turn != turn {
                return effects;
            }
        }
        panic!("no move applies");
    }

    #[test]
    fn moves_save_repaint_and_track_the_best() {
        let mut model = fresh(1);
        let effects = make_a_move(&mut model);
        assert!(effects.save_game && effects.changed);
        assert_eq!(model.turn, 1);
        assert_eq!(model.record.inputs().len(), 1);
        assert!(model.announcement.starts_with("Moved"));
        while model.game.score() == 0 {
            let effects = make_a_move(&mut model);
            assert_eq!(effects.save_best, model.game.score() > 0);
        }
        assert_eq!(model.best, model.game.score());
    }

    #[test]
    fn a_move_that_changes_nothing_does_nothing_at_all() {
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, 2)]), 1);
        let before = (model.game.clone(), model.turn, model.announcement.clone());
        assert_eq!(model.update(Msg::Move(Direction::Left)), Effects::default());
        assert_eq!(model.update(Msg::Move(Direction::Up)), Effects::default());
        assert_eq!(model.update(Msg::Undo), Effects::default());
        assert_eq!(model.update(Msg::KeepPlaying), Effects::default());
        assert_eq!(model.update(Msg::Confirm), Effects::default());
        assert_eq!(model.update(Msg::Cancel), Effects::default());
        assert_eq!(model.update(Msg::DismissNotice), Effects::default());
        assert_eq!(
            (model.game.clone(), model.turn, model.announcement.clone()),
            before
        );
        assert!(model.record.inputs().is_empty());
        assert!(model.update(Msg::Move(Direction::Right)).save_game);
    }

    #[test]
    fn the_record_replays_to_the_game_undos_and_all() {
        let mut model = fresh(9);
        for _ in 0..12 {
            make_a_move(&mut model);
        }
        model.update(Msg::Undo);
        model.update(Msg::Undo);
        make_a_move(&mut model);
        assert_eq!(model.record.inputs().len(), 15);
        assert_eq!(model.record.replay().expect("replays"), model.game);
        model.update(Msg::NewGame {
            variant: None,
            seed: 10,
            confirmed: true,
        });
        assert!(model.record.inputs().is_empty());
        assert_eq!(model.record.replay().expect("replays"), model.game);
    }

    #[test]
    fn keep_going_after_a_win_is_recorded() {
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, 1024), (0, 1, 1024)]), 1);
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.status(), Status::Won);
        assert!(model.announcement.contains("You win!"));
        let effects = model.update(Msg::KeepPlaying);
        assert!(effects.save_game && effects.changed);
        assert_eq!(model.game.status(), Status::KeepPlaying);
        assert_eq!(model.announcement, "Keep going!");
        assert_eq!(model.record.replay().expect("replays"), model.game);
    }

    #[test]
    fn new_game_asks_first_when_a_game_is_in_progress() {
        let mut model = fresh(2);
        // No game in progress yet: no question.
        model.update(Msg::NewGame {
            variant: None,
            seed: 5,
            confirmed: false,
        });
        assert!(model.pending.is_none());
        make_a_move(&mut model);
        let before = model.game.clone();
        let asked = model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        assert_eq!(asked, Effects::CHANGED);
        assert!(matches!(model.pending, Some(Pending::NewGame { .. })));
        let wording = model
            .pending
            .as_ref()
            .map(Pending::wording)
            .expect("a question");
        assert_eq!(
            wording.question,
            "Start a new Classic game? This game will be lost."
        );
        assert_eq!((wording.yes, wording.no), ("Yes, start over", "Cancel"));
        assert_eq!(model.game, before);
        assert_eq!(model.update(Msg::Cancel), Effects::CHANGED);
        assert!(model.pending.is_none());
        assert_eq!(model.game, before);
        model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game && !effects.forget_link);
        assert_eq!(model.game.moves(), 0);
        assert_eq!(model.announcement, "New Classic game.");
    }

    #[test]
    fn switching_variant_reloads_its_best() {
        let mut model = fresh(3);
        model.best = 500;
        let v = Variant::named("3x3").expect("preset");
        let three = v.kind;
        let effects = model.update(Msg::NewGame {
            variant: Some(v),
            seed: 1,
            confirmed: true,
        });
        assert!(effects.load_best);
        assert_eq!((model.variant.key().as_str(), model.best), ("3x3", 0));
        let classic = Variant::classic().kind;
        let best =
            |model: &mut Model, variant, best| model.update(Msg::BestKnown { variant, best });
        assert_eq!(best(&mut model, classic, 900), Effects::default());
        assert_eq!(model.best, 0);
        assert_eq!(best(&mut model, three, 70), Effects::CHANGED);
        assert_eq!(model.best, 70);
        assert_eq!(best(&mut model, three, 20), Effects::default());
        assert_eq!(
            best(&mut model, three, 70),
            Effects::default(),
            "the same best changes nothing"
        );
        assert_eq!(model.best, 70);
        // The same variant again keeps its best.
        let same = model.update(Msg::NewGame {
            variant: None,
            seed: 2,
            confirmed: true,
        });
        assert!(!same.load_best);
        assert_eq!(model.best, 70);
    }

    #[test]
    fn announcements_say_what_happened() {
        let (mut model, effects) = Model::init(
            None,
            None,
            fixed(&[(0, 0, 2), (0, 1, 2), (1, 0, 4), (1, 1, 4), (2, 0, 8)]),
            1,
        );
        assert!(effects.load_best && effects.changed);
        assert_eq!(model.announcement, "New custom game.");
        model.update(Msg::Move(Direction::Left));
        assert_eq!(
            model.announcement,
            "Moved left. 2 merges, up to 8. Score 12."
        );
        model.update(Msg::Move(Direction::Up));
        assert_eq!(model.announcement, "Moved up. Merged into 16. Score 28.");
        model.update(Msg::Move(Direction::Right));
        assert_eq!(model.announcement, "Moved right. Score 28.");
        model.update(Msg::Undo);
        model.update(Msg::Undo);
        assert_eq!(model.announcement, "Move undone. Score 12.");
        let turn = model.turn;
        model.update(Msg::NewGame {
            variant: Some(Variant::classic()),
            seed: 1,
            confirmed: true,
        });
        assert_eq!((model.turn, model.game_number), (turn + 1, 1));
        assert_eq!(model.announcement, "New Classic game.");
    }

    #[test]
    fn a_restored_game_loads_its_best() {
        let restored = restored_in_progress();
        let score = restored.game.score();
        let (model, effects) = Model::init(Some(restored), None, Variant::classic(), 1);
        assert!(effects.load_best && effects.changed && !effects.save_game);
        assert_eq!(model.best, score);
        assert!(model.announcement.is_empty() || model.announcement.starts_with("New"));
    }

    #[test]
    fn notices_come_and_go() {
        let mut model = fresh(4);
        assert_eq!(model.update(Msg::Notice("hello".into())), Effects::CHANGED);
        assert_eq!(model.notice.as_deref(), Some("hello"));
        assert_eq!(model.update(Msg::DismissNotice), Effects::CHANGED);
        assert_eq!(model.notice, None);
    }

    #[test]
    fn a_refused_move_says_why() {
        let big = i64::MAX / 2 + 1;
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, big), (0, 1, big)]), 1);
        let effects = model.update(Msg::Move(Direction::Left));
        assert_eq!(effects, Effects::CHANGED);
        assert!(model.notice.expect("a notice").contains("too large"));
        assert_eq!(model.turn, 0);
    }

    fn restored_in_progress() -> Restored {
        let (mut game, _) = Game::start(Rules::classic(), 4);
        let mut record = Record::new(Rules::classic(), 4);
        for dir in Direction::ALL {
            if game.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        assert!(game.moves() > 0);
        Restored {
            variant: Variant::classic(),
            game,
            record,
        }
    }

    #[test]
    fn a_link_never_silently_replaces_a_game_in_progress() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: Some(9),
        };
        let (mut model, effects) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        assert!(!effects.forget_link);
        assert_eq!(model.game, game);
        assert!(matches!(model.pending, Some(Pending::Link { .. })));
        let wording = model
            .pending
            .as_ref()
            .map(Pending::wording)
            .expect("a question");
        assert_eq!(
            wording.question,
            "This link opens a new 5x5 game (seed 9). Your game in progress will be lost."
        );
        assert_eq!(
            (wording.yes, wording.no),
            ("Open the link's game", "Keep my game")
        );
        let effects = model.update(Msg::Confirm);
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(model.variant.key(), "5x5");
        assert_eq!(model.game, Game::start(model.variant.rules.clone(), 9).0);
    }

    #[test]
    fn cancelling_a_link_forgets_it_and_keeps_the_game() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: None,
            seed: Some(9),
        };
        let (mut model, _) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        let effects = model.update(Msg::Cancel);
        assert!(effects.forget_link && !effects.save_game);
        assert_eq!(model.game, game);
    }

    #[test]
    fn a_link_to_the_game_already_playing_is_just_forgotten() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: Some(Variant::classic()),
            seed: None,
        };
        let (model, effects) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && !effects.save_game);
        assert!(model.pending.is_none());
        assert_eq!(model.game, game);
    }

    #[test]
    fn a_link_with_no_game_in_progress_opens_at_once() {
        let link = GameRequest {
            variant: Some(Variant::named("donut").expect("preset")),
            seed: Some(2),
        };
        let (model, effects) = Model::init(None, Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && effects.load_best);
        assert!(model.pending.is_none());
        assert_eq!(model.variant.key(), "donut");
        assert_eq!(model.game, Game::start(model.variant.rules.clone(), 2).0);
        // A restored game that is over gives way too.
        let mut over = restored_in_progress();
        over.game = Game::start(
            Rules::from_json(
                r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]],"newTileFnName":"none"},"initialTiles":[
                    {"row":0,"column":0,"value":2},{"row":0,"column":1,"value":4},
                    {"row":1,"column":0,"value":4},{"row":1,"column":1,"value":2}]}"#,
            )
            .expect("valid"),
            1,
        )
        .0;
        let link = GameRequest {
            variant: None,
            seed: Some(3),
        };
        let (model, effects) = Model::init(Some(over), Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(model.game, Game::start(Rules::classic(), 3).0);
    }

    #[test]
    fn a_link_that_arrives_while_playing_is_answered_as_one_at_the_start() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let (mut model, _) = Model::init(Some(restored), None, Variant::classic(), 1);
        let five = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: Some(9),
        };
        let effects = model.update(Msg::OpenLink {
            request: five.clone(),
            seed: 1,
        });
        assert!(effects.changed && !effects.forget_link && !effects.save_game);
        assert_eq!(model.game, game);
        assert!(matches!(model.pending, Some(Pending::Link { seed: 9, .. })));
        assert!(model.update(Msg::Confirm).forget_link);
        assert_eq!(model.variant.key(), "5x5");
        // The game it names is here already: nothing happens, and it goes.
        let same = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: None,
        };
        let effects = model.update(Msg::OpenLink {
            request: same,
            seed: 4,
        });
        assert!(effects.forget_link && !effects.changed);
        assert!(model.pending.is_none());
        // No game in progress: it opens at once, with the seed given when it has none.
        let (mut fresh, _) = Model::init(None, None, Variant::classic(), 1);
        let effects = fresh.update(Msg::OpenLink {
            request: GameRequest {
                variant: Some(Variant::named("donut").expect("preset")),
                seed: None,
            },
            seed: 6,
        });
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(fresh.game, Game::start(fresh.variant.rules.clone(), 6).0);
    }
}

#[cfg(test)]
mod ai_tests {
    use super::*;
    use game2048_engine::Rules;

    fn playing() -> Model {
        Model::init(None, None, Variant::classic(), 11).0
    }

    /// The direction of some move that changes the board.
    fn a_move(model: &Model) -> Direction {
        Direction::ALL
            .into_iter()
            .find(|&d| {
                game2048_engine::slide::can_slide(model.game.board(), model.game.rules().merge(), d)
            })
            .expect("a move")
    }

    #[test]
    fn a_hint_is_asked_shown_and_cleared_by_the_next_move() {
        let mut model = playing();
        let effects = model.update(Msg::Hint);
        let ask = effects.ask_ai.expect("a question");
        assert_eq!(
            (ask.purpose, ask.turn, ask.budget_ms, ask.after_ms),
            (Purpose::Hint, 0, 4, 0)
        );
        assert!(model.ai.thinking());
        let dir = a_move(&model);
        model.update(Msg::AiAnswer {
            purpose: Purpose::Hint,
            turn: 0,
            direction: Some(dir),
        });
        assert_eq!(model.ai.hint, Some(dir));
        assert_eq!(model.announcement, format!("Hint: move {dir}."));
        assert!(!model.ai.thinking());
        model.update(Msg::Move(dir));
        assert_eq!(model.ai.hint, None);
        // A late answer for an earlier turn shows nothing.
        model.update(Msg::AiAnswer {
            purpose: Purpose::Hint,
            turn: 0,
            direction: Some(dir),
        });
        assert_eq!(model.ai.hint, None);
        model.update(Msg::SetStrength(Strength::Strong));
        assert_eq!(
            model.update(Msg::Hint).ask_ai.map(|a| a.budget_ms),
            Some(40)
        );
        model.update(Msg::AiAnswer {
            purpose: Purpose::Hint,
            turn: model.turn,
            direction: None,
        });
        assert_eq!(model.announcement, "No move is left.");
    }

    #[test]
    fn autoplay_moves_as_the_ai_says_at_its_pace_until_the_player_moves() {
        let mut model = playing();
        model.update(Msg::SetSpeed(Speed::Relaxed));
        let ask = model
            .update(Msg::Autoplay(true))
            .ask_ai
            .expect("a question");
        assert_eq!((ask.purpose, ask.after_ms), (Purpose::Move, 0));
        assert!(model.ai.autoplay);
        let dir = a_move(&model);
        let effects = model.update(Msg::AiAnswer {
            purpose: Purpose::Move,
            turn: ask.turn,
            direction: Some(dir),
        });
        assert_eq!(model.game.moves(), 1);
        assert_eq!(model.ai.last_mover, Mover::Ai);
        assert!(effects.save_game);
        let next = effects.ask_ai.expect("the next question");
        assert_eq!((next.turn, next.after_ms), (model.turn, 600));
        // The player's own move stops it, and is made.
        let dir = a_move(&model);
        let effects = model.update(Msg::Move(dir));
        assert!(!model.ai.autoplay && effects.ask_ai.is_none());
        assert_eq!(
            (model.game.moves(), model.ai.last_mover),
            (2, Mover::Player)
        );
        // The answer to the question that was out is not applied.
        model.update(Msg::AiAnswer {
            purpose: Purpose::Move,
            turn: next.turn,
            direction: Some(a_move(&model)),
        });
        assert_eq!(model.game.moves(), 2);
        // The key toggles it.
        assert!(model.update(Msg::ToggleAutoplay).ask_ai.is_some());
        assert!(model.ai.autoplay);
        model.update(Msg::ToggleAutoplay);
        assert!(!model.ai.autoplay);
    }

    #[test]
    fn a_player_move_that_changes_nothing_still_shows_autoplay_stopping() {
        // One tile in the top-left corner, and no new tiles: up and left change nothing.
        let mut model = Model::init(None, None, super::tests::fixed(&[(0, 0, 2)]), 5).0;
        model.update(Msg::Autoplay(true));
        assert!(model.ai.autoplay);
        let effects = model.update(Msg::Move(Direction::Up));
        assert_eq!(model.game.moves(), 0, "the move changed nothing");
        assert!(!model.ai.autoplay);
        assert!(effects.changed, "the toggle must repaint");
        // Without autoplay, a move that changes nothing still repaints nothing.
        assert_eq!(model.update(Msg::Move(Direction::Left)), Effects::default());
    }

    #[test]
    fn autoplay_waits_while_the_page_is_hidden() {
        let mut model = playing();
        let ask = model
            .update(Msg::Autoplay(true))
            .ask_ai
            .expect("a question");
        model.update(Msg::Visible(false));
        let effects = model.update(Msg::AiAnswer {
            purpose: Purpose::Move,
            turn: ask.turn,
            direction: Some(a_move(&model)),
        });
        assert_eq!(model.game.moves(), 0, "no move while hidden");
        assert!(effects.ask_ai.is_none() && model.ai.autoplay);
        let again = model.update(Msg::Visible(true)).ask_ai.expect("asks again");
        assert_eq!(again.turn, model.turn);
    }

    #[test]
    fn a_win_pauses_autoplay_and_keep_going_resumes_it() {
        let won = Variant::custom(
            r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":1024},{"row":0,"column":1,"value":1024},{"row":2,"column":2,"value":2}]}"#,
        )
        .expect("valid");
        let (mut model, _) = Model::init(None, None, won, 1);
        let ask = model
            .update(Msg::Autoplay(true))
            .ask_ai
            .expect("a question");
        let effects = model.update(Msg::AiAnswer {
            purpose: Purpose::Move,
            turn: ask.turn,
            direction: Some(Direction::Left),
        });
        assert_eq!(model.game.status(), Status::Won);
        assert!(!model.ai.autoplay && effects.ask_ai.is_none());
        let effects = model.update(Msg::KeepPlaying);
        assert!(model.ai.autoplay);
        assert_eq!(effects.ask_ai.map(|a| a.purpose), Some(Purpose::Move));
        // Turned on while the win is on show, it waits for Keep going too.
        let (mut model, _) = Model::init(None, None, Variant::classic(), 1);
        model.game = Game::start(
            Rules::from_json(r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2048},{"row":0,"column":1,"value":2}]}"#)
                .expect("valid"),
            1,
        )
        .0;
        assert_eq!(model.game.status(), Status::Won);
        assert!(model.update(Msg::Autoplay(true)).ask_ai.is_none());
        assert!(model.update(Msg::KeepPlaying).ask_ai.is_some());
    }

    #[test]
    fn game_over_or_no_move_ends_autoplay() {
        let mut model = playing();
        let ask = model
            .update(Msg::Autoplay(true))
            .ask_ai
            .expect("a question");
        model.update(Msg::AiAnswer {
            purpose: Purpose::Move,
            turn: ask.turn,
            direction: None,
        });
        assert!(!model.ai.autoplay);
    }

    #[test]
    fn an_unavailable_ai_is_never_asked() {
        let mut model = playing();
        model.update(Msg::Autoplay(true));
        model.update(Msg::AiUnavailable("workers are blocked".into()));
        assert_eq!(
            model.ai.availability,
            Availability::Unavailable("workers are blocked".into())
        );
        assert!(!model.ai.autoplay && !model.ai.thinking());
        assert!(model.update(Msg::Hint).ask_ai.is_none());
        assert!(model.update(Msg::Autoplay(true)).ask_ai.is_none());
        assert!(!model.ai.autoplay);
        // The game plays on.
        let dir = a_move(&model);
        assert!(model.update(Msg::Move(dir)).save_game);
        // A widget without the AI: the same.
        let mut off = playing();
        off.ai.enabled = false;
        assert!(off.update(Msg::Hint).ask_ai.is_none());
        assert_eq!(off.update(Msg::AiReady), Effects::CHANGED);
        assert_eq!(off.update(Msg::AiReady), Effects::default());
    }
}

#[cfg(test)]
mod replay_tests {
    use super::*;

    fn played(moves: usize) -> Model {
        let (mut model, _) = Model::init(None, None, Variant::classic(), 21);
        let mut n = 0;
        while (model.game.moves() as usize) < moves {
            model.update(Msg::Move(Direction::ALL[n % 4]));
            n += 1;
        }
        model
    }

    #[test]
    fn the_games_panel_opens_closes_and_makes_way_for_a_replay() {
        let mut model = played(5);
        assert!(!model.games_open);
        assert_eq!(model.update(Msg::ShowGames(true)), Effects::CHANGED);
        assert!(model.games_open);
        assert_eq!(model.update(Msg::ShowGames(true)), Effects::default());
        model.update(Msg::WatchGame);
        assert!(!model.games_open, "the replay takes the panel's place");
        model.update(Msg::CloseReplay);
        model.update(Msg::ShowGames(true));
        assert_eq!(model.update(Msg::ShowGames(false)), Effects::CHANGED);
        assert!(!model.games_open);
    }

    #[test]
    fn watching_the_game_shows_its_positions_and_leaves_it_alone() {
        let mut model = played(12);
        model.update(Msg::Undo);
        let live = (model.game.clone(), model.record.clone());
        let effects = model.update(Msg::WatchGame);
        assert!(effects.replay_tick.is_some(), "it plays at once");
        let replay = model.replay.as_ref().expect("open");
        assert_eq!((replay.position(), replay.len()), (0, 13));
        assert_eq!(
            model.shown_game(),
            &live.1.first_position().expect("starts")
        );
        // Ticks play it; keys step it; the live game does not move.
        for _ in 0..5 {
            model.update(Msg::ReplayTick);
        }
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(5));
        model.update(Msg::Move(Direction::Left));
        assert_eq!(
            model.replay.as_ref().map(|r| (r.position(), r.playing)),
            Some((4, false))
        );
        model.update(Msg::Move(Direction::Right));
        model.update(Msg::ReplayStep(i64::MAX));
        assert_eq!(model.shown_game(), &live.0, "the end is the game as it is");
        assert_eq!(model.announcement, "Replay: move 13 of 13.");
        model.update(Msg::ReplayTo(2));
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(2));
        assert_eq!((model.game.clone(), model.record.clone()), live);
        assert_eq!(model.update(Msg::Hint).ask_ai, None, "no AI over a replay");
        model.update(Msg::CloseReplay);
        assert!(model.replay.is_none());
        assert_eq!(model.shown_game(), &live.0);
    }

    #[test]
    fn play_from_here_asks_then_plays_on_with_the_undo_levels() {
        let mut model = played(10);
        model.update(Msg::WatchGame);
        model.update(Msg::ReplayTo(6));
        let there = model.shown_game().clone();
        model.update(Msg::PlayFromHere);
        assert!(matches!(model.pending, Some(Pending::PlayFromHere)));
        assert_eq!(
            model.pending.as_ref().map(|p| p.wording().yes),
            Some("Play from here")
        );
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game && effects.keep_finished);
        assert!(model.replay.is_none());
        assert_eq!(model.game, there);
        assert_eq!(model.record.inputs().len(), 6);
        assert_eq!(model.record.replay().expect("replays"), model.game);
        assert!(
            model.update(Msg::Undo).changed,
            "its undo levels came along"
        );
        // The game it replaced was kept among the finished.
        let finished = model.just_finished.take().expect("kept");
        assert_eq!(finished.moves, 10);
    }

    #[test]
    fn a_damaged_replay_says_why_and_touches_nothing() {
        let mut model = played(3);
        let live = model.game.clone();
        let mut record = Record::new(game2048_engine::Rules::classic(), 1);
        record.push(game2048_engine::Recorded::Undo);
        model.update(Msg::Watch(record));
        assert!(model.replay.is_none());
        assert!(
            model
                .notice
                .as_deref()
                .is_some_and(|n| n.starts_with("That replay could not be opened"))
        );
        assert_eq!(model.game, live);
    }

    #[test]
    fn games_are_kept_when_they_end_or_are_left() {
        // 2 2 / 16 8: left leaves one cell, and a 2 there ends the game (nine seeds in
        // ten).
        let almost = Variant::custom(
            r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]]},"initialTiles":[
                {"row":0,"column":0,"value":2},{"row":0,"column":1,"value":2},
                {"row":1,"column":0,"value":16},{"row":1,"column":1,"value":8}]}"#,
        )
        .expect("valid");
        let mut model = (0..20)
            .map(|seed| Model::init(None, None, almost.clone(), seed).0)
            .find(|m| {
                let mut m = m.clone();
                m.update(Msg::Move(Direction::Left));
                m.game.status() == Status::Over
            })
            .expect("a seed that ends it");
        let effects = model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.status(), Status::Over);
        assert!(effects.keep_finished);
        let kept = model.just_finished.take().expect("kept");
        assert_eq!(
            (kept.score, kept.top, kept.moves, kept.won),
            (4, 16, 1, false)
        );
        assert!(Record::decode(&kept.record).is_ok());
        // Undone and ended again: counted once.
        model.update(Msg::Undo);
        let effects = model.update(Msg::Move(Direction::Left));
        assert!(!effects.keep_finished);
        // A new game after it: nothing more to keep.
        assert!(
            !model
                .update(Msg::NewGame {
                    variant: None,
                    seed: 2,
                    confirmed: true
                })
                .keep_finished
        );
        // A game left after some moves is kept too; an untouched one is not.
        let mut model = played(4);
        let effects = model.update(Msg::NewGame {
            variant: None,
            seed: 3,
            confirmed: true,
        });
        assert!(effects.keep_finished);
        assert_eq!(model.just_finished.as_ref().map(|f| f.moves), Some(4));
        assert!(
            !model
                .update(Msg::NewGame {
                    variant: None,
                    seed: 4,
                    confirmed: true
                })
                .keep_finished
        );
    }
}
