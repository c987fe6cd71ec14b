//! What one step did, in enough detail to animate it: every tile's path, the merges,
//! the new tiles and the points scored.
//!
//! Events describe a step; they are never needed to know the state after it.

use std::fmt;

use super::board::{Direction, Pos, TileId};
use super::charges::{Charges, PowerError};

/// Why a move was refused without changing anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// A merge result, a merge score or the total score would not fit in an `i64`.
    Overflow,
    /// Every tile id has been used (after four billion tiles).
    IdsExhausted,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Overflow => {
                write!(f, "that move would make a number too large for this game")
            }
            EngineError::IdsExhausted => write!(f, "this game has used up its tile numbers"),
        }
    }
}

impl std::error::Error for EngineError {}

/// What kind of step happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A new game began; `spawned` holds its first tiles.
    Started,
    /// Tiles moved.
    Moved(Direction),
    /// The move would change nothing: nothing happened, no tile, no score, no undo entry.
    Unchanged,
    /// The input does not apply now (a move after game over or before "keep going",
    /// "keep going" when the game is not won).
    Ignored,
    /// The last move was taken back.
    Undone,
    /// There was no move to take back.
    NothingToUndo,
    /// The player chose to keep going after a win.
    KeptPlaying,
    /// Two tiles changed places (a power-up); `moves` holds both.
    Swapped,
    /// Every tile of a value was taken off (a power-up); `removed` holds them.
    Removed,
    /// The time limit ran out: the game is over.
    TimeUp,
    /// The move was refused; the state is unchanged.
    Refused(EngineError),
    /// The power-up was refused; the state is unchanged.
    PowerRefused(PowerError),
}

/// One tile's slide. `from == to` for a tile that stays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileMove {
    pub id: TileId,
    /// The tile's value before the move (a survivor's new value is in [`Merged`]).
    pub value: i64,
    pub from: Pos,
    pub to: Pos,
    /// Set when this tile slides into the survivor `id` of a merge and disappears.
    pub absorbed_into: Option<TileId>,
}

/// A merge's survivor: it keeps its id and takes the merged value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Merged {
    pub id: TileId,
    pub at: Pos,
    pub value: i64,
}

/// A tile that appeared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spawned {
    pub id: TileId,
    pub at: Pos,
    pub value: i64,
}

/// Everything one step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Events {
    pub outcome: Outcome,
    pub moves: Vec<TileMove>,
    pub merged: Vec<Merged>,
    pub spawned: Vec<Spawned>,
    /// Tiles taken off the board, as they stood (a power-up).
    pub removed: Vec<Spawned>,
    pub score_gained: i64,
    /// Power-up charges the step earned (a merge into a tile that earns them).
    pub earned: Charges,
}

impl Events {
    /// Events with nothing in them but `outcome`.
    pub fn only(outcome: Outcome) -> Events {
        Events {
            outcome,
            moves: Vec::new(),
            merged: Vec::new(),
            spawned: Vec::new(),
            removed: Vec::new(),
            score_gained: 0,
            earned: Charges::default(),
        }
    }

    /// Whether the step changed the board, score or status (anything but a no-op).
    pub fn changed_state(&self) -> bool {
        !matches!(
            self.outcome,
            Outcome::Unchanged
                | Outcome::Ignored
                | Outcome::NothingToUndo
                | Outcome::Refused(_)
                | Outcome::PowerRefused(_)
        )
    }
}
