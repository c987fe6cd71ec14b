//! The AI's part of the model: whether it is available, the hint on show, autoplay and
//! its pace, and the strength that trades time for play. The search itself runs
//! elsewhere (a web worker); the model only says when to ask it (`Effects::ask_ai`) and
//! what to do with its answers, which may arrive late: an answer for an earlier turn
//! is never applied. An answer that is an error stops autoplay and says so; the game
//! plays on.

use game2048_engine::{Direction, Input, Status, named_enum};

use super::{Effects, Model, Msg};
use crate::copy::{Line, Text};

named_enum! {
    /// How long the AI may think per decision.
    #[derive(Default)]
    pub enum Strength as "strength" {
        #[default]
        Fast = "fast",
        Strong = "strong",
    }
}

impl Strength {
    /// The time to think, in milliseconds.
    pub fn budget_ms(self) -> u32 {
        match self {
            Strength::Fast => 4,
            Strength::Strong => 40,
        }
    }

    /// The time to analyse a position, in milliseconds: long enough for hundreds of
    /// trials on a classic board, short enough to follow a player's moves.
    pub fn analysis_ms(self) -> u32 {
        match self {
            Strength::Fast => 300,
            Strength::Strong => 1500,
        }
    }
}

named_enum! {
    /// How fast autoplay moves: a pause between moves, from relaxed to none at all.
    #[derive(Default)]
    pub enum Speed as "speed" {
        Relaxed = "relaxed",
        #[default]
        Normal = "normal",
        Quick = "quick",
        /// As fast as it thinks.
        Fastest = "fastest",
    }
}

impl Speed {
    /// The pause before each move, in milliseconds.
    pub fn pause_ms(self) -> u32 {
        match self {
            Speed::Relaxed => 600,
            Speed::Normal => 250,
            Speed::Quick => 80,
            Speed::Fastest => 0,
        }
    }
}

/// Whether the AI can be asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Availability {
    /// Not asked yet: it starts on first use.
    #[default]
    Unstarted,
    Ready,
    /// It could not start; the reason, for the player.
    Unavailable(Text),
}

/// What a question to the AI is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Hint,
    /// Autoplay's next move.
    Move,
}

/// A question for the AI, as `Effects::ask_ai` carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    pub purpose: Purpose,
    /// The model's turn when asked: the answer is for that position only.
    pub turn: u64,
    pub budget_ms: u32,
    /// Ask after this pause (autoplay's pace).
    pub after_ms: u32,
}

named_enum! {
    /// Who made a move.
    #[derive(Default)]
    pub enum Mover as "mover" {
        #[default]
        Player = "player",
        Ai = "ai",
    }
}

/// The AI's state in the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiState {
    /// Off for widgets with `ai="off"`: no controls, no questions.
    pub enabled: bool,
    pub availability: Availability,
    pub autoplay: bool,
    /// Autoplay was on when the game was won: Keep going takes it up again.
    pub resume_after_win: bool,
    /// The page is hidden: autoplay waits.
    pub hidden: bool,
    /// The suggested move on show, until the game changes.
    pub hint: Option<Direction>,
    pub speed: Speed,
    pub strength: Strength,
    /// The question out, if any: what for, and on which turn.
    pub asked: Option<(Purpose, u64)>,
    /// Who made the last move.
    pub last_mover: Mover,
}

impl Default for AiState {
    fn default() -> AiState {
        AiState {
            enabled: true,
            availability: Availability::default(),
            autoplay: false,
            resume_after_win: false,
            hidden: false,
            hint: None,
            speed: Speed::default(),
            strength: Strength::default(),
            asked: None,
            last_mover: Mover::default(),
        }
    }
}

impl AiState {
    /// Whether the AI may be asked at all.
    pub fn usable(&self) -> bool {
        self.enabled && !matches!(self.availability, Availability::Unavailable(_))
    }

    /// Whether a question for `purpose` is out.
    pub fn thinking(&self) -> bool {
        self.asked.is_some()
    }
}

impl Model {
    pub(super) fn update_ai(&mut self, msg: Msg) -> Effects {
        match msg {
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
            Msg::AiReady => {
                let first = self.ai.availability != Availability::Ready;
                self.ai.availability = Availability::Ready;
                Effects::changed_if(first)
            }
            Msg::AiUnavailable(why) => {
                self.ai.availability = Availability::Unavailable(why);
                self.stop_autoplay();
                self.ai.asked = None;
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
            _ => Effects::default(),
        }
    }

    /// Any move, undo or new game of the player's stops autoplay (before it is made).
    /// Whether autoplay was on.
    pub(super) fn stops_autoplay(&mut self, msg: &Msg) -> bool {
        let stops = matches!(
            msg,
            Msg::Move(_)
                | Msg::Undo
                | Msg::Redo
                | Msg::NewGame { .. }
                | Msg::OpenLink { .. }
                | Msg::Confirm
                | Msg::Hint
        );
        let was = stops && self.ai.autoplay;
        if stops {
            self.stop_autoplay();
        }
        was
    }

    /// After Keep going: autoplay takes up again if a win paused it.
    pub(super) fn resume_after_win(&mut self, mut effects: Effects) -> Effects {
        if std::mem::take(&mut self.ai.resume_after_win) && effects.changed {
            self.ai.autoplay = true;
            effects.ask_ai = self.ask(Purpose::Move, 0);
        }
        effects
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

    pub(super) fn stop_autoplay(&mut self) {
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

    /// The AI's answers ([`Msg::AiAnswer`], [`Msg::AiFailed`]), which only come once
    /// the part that asks it is here (`Part::Ai`, whose code has this).
    pub fn update_ai_answer(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::AiAnswer {
                purpose,
                turn,
                direction,
            } => self.ai_answered(purpose, turn, direction),
            Msg::AiFailed { purpose, turn, why } => self.ai_failed(purpose, turn, why),
            _ => Effects::default(),
        }
    }

    /// The AI could not answer the question asked on `turn`: autoplay stops, the player
    /// hears why, and the game plays on.
    fn ai_failed(&mut self, purpose: Purpose, turn: u64, why: String) -> Effects {
        if self.ai.asked == Some((purpose, turn)) {
            self.ai.asked = None;
        }
        self.stop_autoplay();
        self.notice = Some(Text::from(Line::AiFailed { why }));
        Effects::CHANGED
    }

    /// The AI's answer to a question asked on `turn` (see [`Model::update_with`]).
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
                    Some(dir) => Text::from(Line::HintIs(dir)),
                    None => Text::from(Line::NoMoveLeft),
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
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Game, Rules, Status};

    use super::super::testing::{a_move, fixed};
    use super::super::{Effects, Model, Msg};
    use super::*;
    use crate::variant::Variant;

    fn playing() -> Model {
        Model::init(None, None, Variant::classic(), 11).0
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
        assert_eq!(model.announcement, Text::from(Line::HintIs(dir)));
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
        assert_eq!(model.announcement.to_string(), "No move is left.");
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
        let mut model = Model::init(None, None, fixed(&[(0, 0, 2)]), 5).0;
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
        model.update(Msg::AiUnavailable(Text::from(Line::AiNoWorkers)));
        assert_eq!(
            model.ai.availability,
            Availability::Unavailable(Text::from(Line::AiNoWorkers))
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

    #[test]
    fn an_answer_that_is_an_error_says_so_stops_autoplay_and_the_game_plays_on() {
        let mut model = playing();
        let ask = model
            .update(Msg::Autoplay(true))
            .ask_ai
            .expect("a question");
        let effects = model.update(Msg::AiFailed {
            purpose: ask.purpose,
            turn: ask.turn,
            why: "unknown rules".into(),
        });
        assert!(effects.changed && effects.ask_ai.is_none());
        assert!(!model.ai.autoplay && !model.ai.thinking());
        assert_eq!(
            model.notice.as_ref().map(Text::to_string).as_deref(),
            Some("The AI could not answer (unknown rules). The game plays on.")
        );
        assert_ne!(model.announcement, Text::from(Line::NoMoveLeft));
        // It may be asked again, and the game plays on.
        assert!(model.update(Msg::Hint).ask_ai.is_some());
        let dir = a_move(&model);
        assert!(model.update(Msg::Move(dir)).save_game);
    }
}
