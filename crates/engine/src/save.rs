//! A whole position as JSON: rules, board, ids, score, status, generator and undo
//! levels, exactly. Games are saved as records now (see `record`); this format is
//! what builds before records kept, and what a record holds as its start when it was
//! made from such a position.
//!
//! ```json
//! {"format":"game2048-save","version":1,"rules":{...game object...},
//!  "state":{"tiles":[{"id":1,"row":0,"col":2,"value":2}],"score":0,"moves":0,
//!           "status":"playing","rng":{"state":..,"increment":..},"nextId":3},
//!  "history":[...states, oldest first...]}
//! ```
//!
//! Loading trusts nothing: garbage, another program's JSON, a newer format or a state
//! that breaks an invariant (a tile on a hole, a duplicate id, a status the board does
//! not support) is a [`LoadError`], never a panic and never a half-loaded game.

use std::fmt;

use crate::board::{Board, Pos, Shape, Tile, TileId};
use crate::charges::{Charges, Power};
use crate::game::{Game, Progress, Snapshot, Status};
use crate::history::UNDO_LEVELS;
use crate::json::{self, Object, Value};
use crate::rng::GameRng;
use crate::rules::{GameObject, Rules};

/// What the `format` field of every save says.
pub const SAVE_FORMAT: &str = "game2048-save";
/// The version this build writes, and the newest it reads.
pub const SAVE_VERSION: u64 = 1;

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError(pub String);

/// Why a build without custom games loads no position.
const NOT_IN_THIS_BUILD: &str = "positions are not read by this build of the game";

impl LoadError {
    /// What [`load`] answers in a build without the `custom-games` feature.
    pub fn not_in_this_build() -> LoadError {
        LoadError(NOT_IN_THIS_BUILD.to_string())
    }

    /// Whether the save was refused only because this build reads none.
    pub fn is_not_in_this_build(&self) -> bool {
        self.0 == NOT_IN_THIS_BUILD
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the saved game could not be read: {}", self.0)
    }
}

impl std::error::Error for LoadError {}

/// The game as JSON.
pub fn save(game: &Game) -> String {
    let shape = game.rules().shape();
    let powers = game.rules().power_ups().is_some();
    let mut file = Object::default();
    file.put("format", Some(SAVE_FORMAT.into()));
    file.put("version", Some(SAVE_VERSION.into()));
    file.put("rules", Some(game.rules().object().to_value()));
    file.put("state", Some(state_value(&game.snapshot(), shape, powers)));
    let history = game
        .levels()
        .map(|s| state_value(s, shape, powers))
        .collect();
    file.put("history", Some(Value::Array(history)));
    Value::Object(file).to_string()
}

/// A game from JSON written by [`save`] (this version or an older one), with the
/// readers this program has (see [`crate::custom`]); while it has none,
/// [`LoadError::not_in_this_build`], for every text.
pub fn load(text: &str) -> Result<Game, LoadError> {
    match reader() {
        Some(read) => read(text),
        None => Err(LoadError::not_in_this_build()),
    }
}

/// How positions are read: [`read`] with the `custom-games` feature, else the reader
/// installed (`crate::custom`), if any yet.
type Reader = fn(&str) -> Result<Game, LoadError>;

installed_reader!(Reader, read);

/// The reader itself (see [`crate::custom::Readers`]): a game from JSON written by
/// [`save`].
pub fn read(text: &str) -> Result<Game, LoadError> {
    let fail = |why: String| LoadError(why);
    let file = json::parse(text).map_err(|e| fail(format!("it is not a saved game ({e})")))?;
    let file = file
        .as_object()
        .ok_or_else(|| fail("it is not a game2048 save".into()))?;
    if file.get("format").and_then(Value::as_str) != Some(SAVE_FORMAT) {
        return Err(fail("it is not a game2048 save".into()));
    }
    match file.get("version").and_then(Value::as_u64) {
        Some(v) if v > SAVE_VERSION => {
            return Err(fail(format!(
                "it was saved by a newer version of the game (format {v}; this one reads up to {SAVE_VERSION})"
            )));
        }
        Some(v) if v >= 1 => {}
        _ => return Err(fail("it has no valid version".into())),
    }
    known(
        file,
        "",
        &["format", "version", "rules", "state", "history"],
    )
    .map_err(fail)?;
    let rules = file
        .get("rules")
        .ok_or_else(|| fail("rules: missing".into()))
        .and_then(|r| {
            GameObject::from_value(r)
                .and_then(Rules::from_object)
                .map_err(|e| fail(format!("rules: {e}")))
        })?;
    let now = file
        .get("state")
        .ok_or_else(|| "missing".to_string())
        .and_then(|s| read_state(s, &rules))
        .map_err(|e| fail(format!("state: {e}")))?;
    let history = match file.get("history") {
        Some(Value::Array(levels)) => levels,
        _ => return Err(fail("history: must be an array".into())),
    };
    if history.len() > UNDO_LEVELS {
        return Err(fail(format!(
            "history: {} levels, at most {UNDO_LEVELS}",
            history.len()
        )));
    }
    let levels = history
        .iter()
        .enumerate()
        .map(|(i, saved)| read_state(saved, &rules).map_err(|e| fail(format!("history[{i}]: {e}"))))
        .collect::<Result<Vec<_>, _>>()?;
    Game::resume(rules, now, levels).map_err(|e| fail(format!("state: {e}")))
}

/// A state as JSON; with `powers` (a game with power-ups), its charges too.
fn state_value(snapshot: &Snapshot, shape: &Shape, powers: bool) -> Value {
    let tiles = snapshot.cells.iter().enumerate().filter_map(|(i, cell)| {
        let tile = (*cell)?;
        let at = shape.pos(i);
        let mut o = Object::default();
        o.put("id", Some(u64::from(tile.id.get()).into()));
        o.put("row", Some(u64::from(at.row).into()));
        o.put("col", Some(u64::from(at.col).into()));
        o.put("value", Some(tile.value.into()));
        Some(Value::Object(o))
    });
    let p = &snapshot.progress;
    let (state, increment) = p.rng.parts();
    let mut rng = Object::default();
    rng.put("state", Some(state.into()));
    rng.put("increment", Some(increment.into()));
    let mut o = Object::default();
    o.put("tiles", Some(Value::Array(tiles.collect())));
    o.put("score", Some(p.score.into()));
    o.put("moves", Some(p.moves.into()));
    o.put("status", Some(p.status.name().into()));
    o.put("rng", Some(Value::Object(rng)));
    o.put("nextId", Some(u64::from(p.next_id).into()));
    if powers {
        let mut charges = Object::default();
        for power in Power::ALL {
            charges.put(power.name(), Some(u64::from(p.charges.get(power)).into()));
        }
        o.put("charges", Some(Value::Object(charges)));
        o.put("earned", Some(u64::from(p.earned).into()));
    }
    Value::Object(o)
}

/// A saved state as a snapshot of a game of `rules`: every tile on an enabled cell of
/// its own, with an id of its own below `nextId`; the charges of a game with power-ups
/// (its rules' start if the save has none).
fn read_state(value: &Value, rules: &Rules) -> Result<Snapshot, String> {
    let shape = rules.shape();
    let o = value.as_object().ok_or("must be an object")?;
    known(
        o,
        "",
        &[
            "tiles", "score", "moves", "status", "rng", "nextId", "charges", "earned",
        ],
    )?;
    let mut charges = rules.power_ups().map(|p| p.start).unwrap_or_default();
    if let Some(saved) = o.get("charges") {
        let saved = saved.as_object().ok_or("charges: must be an object")?;
        known(saved, "charges.", &Power::ALL.map(Power::name))?;
        let count = |v: &Value| v.as_u64().and_then(|n| u16::try_from(n).ok());
        charges = Charges {
            swap: field(saved, "charges.", "swap", count)?,
            remove: field(saved, "charges.", "remove", count)?,
            undo: field(saved, "charges.", "undo", count)?,
        };
    }
    let earned = match o.get("earned") {
        None => 0,
        Some(_) => field(o, "", "earned", |v| {
            v.as_u64().and_then(|n| u16::try_from(n).ok())
        })?,
    };
    let next_id = field(o, "", "nextId", |v| {
        v.as_u64().and_then(|n| u32::try_from(n).ok())
    })?;
    let status = field(o, "", "status", |v| {
        v.as_str().and_then(|s| s.parse::<Status>().ok())
    })?;
    let rng = o
        .get("rng")
        .and_then(Value::as_object)
        .ok_or("rng: must be an object")?;
    known(rng, "rng.", &["state", "increment"])?;
    let rng = GameRng::from_parts(
        field(rng, "rng.", "state", Value::as_u64)?,
        field(rng, "rng.", "increment", Value::as_u64)?,
    )
    .ok_or("rng: the increment must be odd")?;
    let tiles = o
        .get("tiles")
        .and_then(Value::as_array)
        .ok_or("tiles: must be an array")?;
    let mut board = Board::empty(shape.clone());
    let mut ids = Vec::with_capacity(tiles.len());
    for (i, t) in tiles.iter().enumerate() {
        let at = format!("tiles[{i}].");
        let t = t
            .as_object()
            .ok_or(format!("tiles[{i}]: must be an object"))?;
        known(t, &at, &["id", "row", "col", "value"])?;
        let byte = |v: &Value| v.as_u64().and_then(|n| u8::try_from(n).ok());
        let id = field(t, &at, "id", |v| {
            v.as_u64().and_then(|n| u32::try_from(n).ok())
        })?;
        let (row, col) = (field(t, &at, "row", byte)?, field(t, &at, "col", byte)?);
        let value = field(t, &at, "value", Value::as_i64)?;
        let tile_id = TileId::new(id).ok_or(format!("tiles[{i}]: id 0 is not a tile id"))?;
        if id >= next_id {
            return Err(format!("tiles[{i}]: id {id} is not below nextId {next_id}"));
        }
        if ids.contains(&id) {
            return Err(format!("tiles[{i}]: id {id} is used twice"));
        }
        ids.push(id);
        if !board.place(Pos { row, col }, Tile { id: tile_id, value }) {
            return Err(format!(
                "tiles[{i}]: row {row}, column {col} is off the board, a hole or taken"
            ));
        }
    }
    Ok(Snapshot {
        cells: board.into_cells(),
        progress: Progress {
            score: field(o, "", "score", Value::as_i64)?,
            moves: field(o, "", "moves", Value::as_u64)?,
            status,
            rng,
            next_id,
            charges,
            earned,
        },
    })
}

/// Field `key` of `o` (whose path is `at`), read by `read`.
fn field<T>(
    o: &Object,
    at: &str,
    key: &str,
    read: impl FnOnce(&Value) -> Option<T>,
) -> Result<T, String> {
    match o.get(key) {
        None => Err(format!("{at}{key}: missing")),
        Some(v) => read(v).ok_or_else(|| format!("{at}{key}: {v} is not valid here")),
    }
}

/// Fails on a key that is not `allowed`: a save is exactly what this build writes.
fn known(o: &Object, at: &str, allowed: &[&str]) -> Result<(), String> {
    match o.keys().find(|k| !allowed.contains(k)) {
        Some(key) => Err(format!("{at}{key}: unknown field")),
        None => Ok(()),
    }
}
