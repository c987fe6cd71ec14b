//! The AI's part of the model: whether it is available, the hint on show, autoplay and
//! its pace, and the strength that trades time for play. The search itself runs
//! elsewhere (a web worker); the model only says when to ask it (`Effects::ask_ai`) and
//! what to do with its answers, which may arrive late: an answer for an earlier turn
//! is never applied.

use game2048_engine::Direction;

/// How long the AI may think per decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strength {
    #[default]
    Fast,
    Strong,
}

impl Strength {
    pub const ALL: [Strength; 2] = [Strength::Fast, Strength::Strong];

    /// The time to think, in milliseconds.
    pub fn budget_ms(self) -> u32 {
        match self {
            Strength::Fast => 4,
            Strength::Strong => 40,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Strength::Fast => "fast",
            Strength::Strong => "strong",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Strength::Fast => "Fast",
            Strength::Strong => "Strong",
        }
    }

    pub fn parse(name: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// How fast autoplay moves: a pause between moves, from relaxed to none at all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    Relaxed,
    #[default]
    Normal,
    Quick,
    /// As fast as it thinks.
    Fastest,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Quick, Speed::Fastest];

    /// The pause before each move, in milliseconds.
    pub fn pause_ms(self) -> u32 {
        match self {
            Speed::Relaxed => 600,
            Speed::Normal => 250,
            Speed::Quick => 80,
            Speed::Fastest => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Quick => "quick",
            Speed::Fastest => "fastest",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Quick => "Quick",
            Speed::Fastest => "Fastest",
        }
    }

    pub fn parse(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
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
    Unavailable(String),
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

/// Who made a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mover {
    #[default]
    Player,
    Ai,
}

impl Mover {
    pub fn name(self) -> &'static str {
        match self {
            Mover::Player => "player",
            Mover::Ai => "ai",
        }
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
