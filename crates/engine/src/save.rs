//! The save format: a whole game (rules, board, ids, score, status, generator and undo
//! history) as versioned JSON, and back, exactly.
//!
//! Loading trusts nothing: garbage, another program's JSON, a newer format or a state
//! that breaks an invariant (a tile on a hole, a duplicate id, a status the board does
//! not support) is a [`LoadError`], never a panic and never a half-loaded game.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Pos, Shape, Tile, TileId};
use crate::game::{Game, Progress, Snapshot, Status};
use crate::history::UNDO_LEVELS;
use crate::rng::GameRng;
use crate::rules::{GameObject, Rules};

/// What the `format` field of every save says.
pub const SAVE_FORMAT: &str = "game2048-save";
/// The version this build writes, and the newest it reads.
pub const SAVE_VERSION: u64 = 1;

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError(pub String);

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the saved game could not be read: {}", self.0)
    }
}

impl std::error::Error for LoadError {}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u64,
    /// The game object, read back with the same checks as any other.
    rules: serde_json::Value,
    state: SavedState,
    /// Oldest first.
    history: Vec<SavedState>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SavedState {
    tiles: Vec<SavedTile>,
    score: i64,
    moves: u64,
    status: Status,
    rng: GameRng,
    next_id: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedTile {
    id: u32,
    row: u8,
    col: u8,
    value: i64,
}

/// Only the fields that say what a file is, read before trusting the rest of it.
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u64>,
}

/// The game as JSON.
pub fn save(game: &Game) -> String {
    let shape = game.rules().shape();
    let file = SaveFile {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        rules: serde_json::to_value(game.rules().object()).unwrap_or_default(),
        state: SavedState::of(&game.snapshot(), shape),
        history: game.levels().map(|s| SavedState::of(s, shape)).collect(),
    };
    // Plain data with string keys and integer values: serialising cannot fail.
    serde_json::to_string(&file).unwrap_or_default()
}

/// A game from JSON written by [`save`] (this version or an older one).
pub fn load(text: &str) -> Result<Game, LoadError> {
    let header: Header = serde_json::from_str(text)
        .map_err(|e| LoadError(format!("it is not a saved game ({e})")))?;
    if header.format.as_deref() != Some(SAVE_FORMAT) {
        return Err(LoadError("it is not a game2048 save".to_string()));
    }
    match header.version {
        Some(v) if v > SAVE_VERSION => {
            return Err(LoadError(format!(
                "it was saved by a newer version of the game (format {v}; this one reads up to {SAVE_VERSION})"
            )));
        }
        Some(v) if v >= 1 => {}
        _ => return Err(LoadError("it has no valid version".to_string())),
    }
    let file: SaveFile = serde_json::from_str(text).map_err(|e| LoadError(e.to_string()))?;
    let rules = GameObject::from_value(&file.rules)
        .and_then(Rules::from_object)
        .map_err(|e| LoadError(format!("rules: {e}")))?;
    let now = file
        .state
        .into_snapshot(rules.shape())
        .map_err(|e| LoadError(format!("state: {e}")))?;
    if file.history.len() > UNDO_LEVELS {
        return Err(LoadError(format!(
            "history: {} levels, at most {UNDO_LEVELS}",
            file.history.len()
        )));
    }
    let levels = file
        .history
        .into_iter()
        .enumerate()
        .map(|(i, saved)| {
            saved
                .into_snapshot(rules.shape())
                .map_err(|e| LoadError(format!("history[{i}]: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Game::resume(rules, now, levels).map_err(|e| LoadError(format!("state: {e}")))
}

impl SavedState {
    fn of(snapshot: &Snapshot, shape: &Shape) -> SavedState {
        let tiles = snapshot.cells.iter().enumerate().filter_map(|(i, cell)| {
            let tile = (*cell)?;
            let at = shape.pos(i);
            Some(SavedTile {
                id: tile.id.get(),
                row: at.row,
                col: at.col,
                value: tile.value,
            })
        });
        let p = &snapshot.progress;
        SavedState {
            tiles: tiles.collect(),
            score: p.score,
            moves: p.moves,
            status: p.status,
            rng: p.rng.clone(),
            next_id: p.next_id,
        }
    }

    /// The state as a snapshot on `shape`: every tile on an enabled cell of its own,
    /// with an id of its own below `nextId`.
    fn into_snapshot(self, shape: &std::sync::Arc<Shape>) -> Result<Snapshot, String> {
        let mut board = Board::empty(shape.clone());
        let mut ids = HashSet::with_capacity(self.tiles.len());
        for (i, t) in self.tiles.iter().enumerate() {
            let at = Pos {
                row: t.row,
                col: t.col,
            };
            let id = TileId::new(t.id).ok_or(format!("tiles[{i}]: id 0 is not a tile id"))?;
            if t.id >= self.next_id {
                return Err(format!(
                    "tiles[{i}]: id {} is not below nextId {}",
                    t.id, self.next_id
                ));
            }
            if !ids.insert(t.id) {
                return Err(format!("tiles[{i}]: id {} is used twice", t.id));
            }
            if !board.place(at, Tile { id, value: t.value }) {
                return Err(format!(
                    "tiles[{i}]: row {}, column {} is off the board, a hole or taken",
                    t.row, t.col
                ));
            }
        }
        Ok(Snapshot {
            cells: board.into_cells(),
            progress: Progress {
                score: self.score,
                moves: self.moves,
                status: self.status,
                rng: self.rng,
                next_id: self.next_id,
            },
        })
    }
}
