//! Undo: a bounded stack of the states before each effective move.
//!
//! A snapshot holds everything a move changes, the generator included, so undoing and
//! replaying a move draws the same new tile. Memory is bounded by [`UNDO_LEVELS`]
//! snapshots of one board each; the oldest is dropped first.

use std::collections::VecDeque;

use super::board::Tile;
use super::game::Status;
use super::rng::GameRng;

/// How many moves can be taken back.
pub const UNDO_LEVELS: usize = 100;

/// The part of a game that a move changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub cells: Vec<Option<Tile>>,
    pub score: i64,
    pub moves: u64,
    pub status: Status,
    pub rng: GameRng,
    pub next_id: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    snapshots: VecDeque<Snapshot>,
}

impl History {
    /// Remembers `snapshot`; past [`UNDO_LEVELS`], forgets the oldest and returns it.
    pub fn push(&mut self, snapshot: Snapshot) -> Option<Snapshot> {
        let forgotten = if self.snapshots.len() == UNDO_LEVELS {
            self.snapshots.pop_front()
        } else {
            None
        };
        self.snapshots.push_back(snapshot);
        forgotten
    }

    pub fn pop(&mut self) -> Option<Snapshot> {
        self.snapshots.pop_back()
    }

    pub fn len(&self) -> usize {
        self.snapshots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.snapshots.is_empty()
    }

    /// Oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Snapshot> {
        self.snapshots.iter()
    }

    /// A history from snapshots, oldest first; `None` if there are too many.
    pub fn from_snapshots(snapshots: Vec<Snapshot>) -> Option<History> {
        (snapshots.len() <= UNDO_LEVELS).then(|| History {
            snapshots: snapshots.into(),
        })
    }
}
