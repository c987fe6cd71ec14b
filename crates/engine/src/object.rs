//! The game object of custom-game.md as a person writes it ([`GameObject`]), read from
//! and written to JSON, and [`ConfigError`], the one error of reading it and of
//! validating it into `Rules` (see `rules`). A game object is kept as written: it is what
//! a save file and a link carry.
//!
//! Every rejection names the field and the reason; nothing here panics on any input.

use std::sync::Arc;

use crate::json::{Object, Value};
pub use crate::refusal::{ConfigError, ConfigReason};

/// The game object of custom-game.md. Absent keys mean classic 2048.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameObject {
    pub game_options: Option<GameOptions>,
    pub grid_options: Option<GridOptions>,
    pub initial_tiles: Option<Vec<InitialTile>>,
    /// Our extension: `powerUps`, with the JSON text it is written as ([`Written`]):
    /// what plays the presets (the hosted page's first load) writes and compares game
    /// objects by that text, without knowing the options; what reads and checks them
    /// comes with the readers of custom games (`crate::custom`).
    pub power_ups: Option<Arc<Written<PowerUpOptions>>>,
    /// Our extension: `limits`, kept as `power_ups` is.
    pub limits: Option<Arc<Written<LimitOptions>>>,
}

/// An extension's options and the JSON text they are written as (in one form: keys
/// in order), by which a game object compares and writes them.
#[derive(Clone, Debug)]
pub struct Written<T> {
    pub options: T,
    pub text: String,
}

impl<T> PartialEq for Written<T> {
    fn eq(&self, other: &Written<T>) -> bool {
        self.text == other.text
    }
}

impl<T> Eq for Written<T> {}

impl Written<PowerUpOptions> {
    pub fn new(options: PowerUpOptions) -> Arc<Written<PowerUpOptions>> {
        let text = options.to_value().to_string();
        Arc::new(Written { options, text })
    }
}

impl Written<LimitOptions> {
    pub fn new(options: LimitOptions) -> Arc<Written<LimitOptions>> {
        let text = options.to_value().to_string();
        Arc::new(Written { options, text })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    pub win_condition_fn_name: Option<String>,
    pub lose_condition_fn_name: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GridOptions {
    pub new_tile_fn_name: Option<String>,
    pub merge_result_fn_name: Option<String>,
    pub merge_score_fn_name: Option<String>,
    pub merge_condition_fn_name: Option<String>,
    pub grid_boolean_fn_name: Option<String>,
    /// Our extension: the board's cells inline, rows of 1 (enabled) and 0 (hole).
    pub grid_boolean: Option<Vec<Vec<u8>>>,
    pub min_merge_length: Option<i64>,
    pub max_merge_length: Option<i64>,
    pub merge_strategy: Option<String>,
}

/// `powerUps`: how many of each power-up a game starts with, and what earns more.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PowerUpOptions {
    pub charges: ChargeOptions,
    /// Each the first time a merge makes a tile of `tile` or more.
    pub earn: Option<Vec<EarnOption>>,
}

/// Charges as written: `swap`, `remove`, `undo` (absent means none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChargeOptions {
    pub swap: Option<i64>,
    pub remove: Option<i64>,
    pub undo: Option<i64>,
}

/// An entry of `powerUps.earn`: `{"tile": 128, "undo": 1}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EarnOption {
    pub tile: i64,
    pub charges: ChargeOptions,
}

/// `limits`: `moves` (the game ends after that many) and `seconds` (of play, from the
/// first move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LimitOptions {
    pub moves: Option<i64>,
    pub seconds: Option<i64>,
}

/// The keys of a set of charges, in the order they are written.
const CHARGE_KEYS: [&str; 3] = ["swap", "remove", "undo"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitialTile {
    pub row: i64,
    pub column: i64,
    pub value: i64,
}

impl GameObject {
    /// Reads a game object from parsed JSON, naming the field of every mistake: an
    /// unknown key, a wrong type, a number out of range.
    pub fn from_value(value: &Value) -> Result<GameObject, ConfigError> {
        let top = object(value, "game object")?;
        known_keys(
            top,
            "",
            &[
                "gameOptions",
                "gridOptions",
                "initialTiles",
                "powerUps",
                "limits",
            ],
        )?;
        let game_options = match top.get("gameOptions") {
            None => None,
            Some(v) => {
                let o = object(v, "gameOptions")?;
                let at = "gameOptions.";
                known_keys(o, at, &["winConditionFnName", "loseConditionFnName"])?;
                Some(GameOptions {
                    win_condition_fn_name: string(o, at, "winConditionFnName")?,
                    lose_condition_fn_name: string(o, at, "loseConditionFnName")?,
                })
            }
        };
        let grid_options = match top.get("gridOptions") {
            None => None,
            Some(v) => Some(grid_options(object(v, "gridOptions")?)?),
        };
        let initial_tiles = match top.get("initialTiles") {
            None => None,
            Some(Value::Array(tiles)) => Some(
                tiles
                    .iter()
                    .enumerate()
                    .map(|(i, t)| initial_tile(t, i))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            Some(_) => return Err(ConfigError::new("initialTiles", "must be an array")),
        };
        let power_ups = match top.get("powerUps") {
            None => None,
            Some(v) => Some(Written::<PowerUpOptions>::new(PowerUpOptions::from_value(
                v,
            )?)),
        };
        let limits = match top.get("limits") {
            None => None,
            Some(v) => Some(Written::<LimitOptions>::new(LimitOptions::from_value(v)?)),
        };
        Ok(GameObject {
            game_options,
            grid_options,
            initial_tiles,
            power_ups,
            limits,
        })
    }

    /// The game object as JSON: the keys that are set, in the order of custom-game.md.
    /// (Custom variants are keyed by a hash of this text: it must not change.)
    pub fn to_value(&self) -> Value {
        let text = |s: &Option<String>| s.as_deref().map(Value::from);
        let number = |n: &Option<i64>| n.map(Value::from);
        let mut top = Object::default();
        top.put(
            "gameOptions",
            self.game_options.as_ref().map(|g| {
                let mut o = Object::default();
                o.put("winConditionFnName", text(&g.win_condition_fn_name));
                o.put("loseConditionFnName", text(&g.lose_condition_fn_name));
                Value::Object(o)
            }),
        );
        top.put(
            "gridOptions",
            self.grid_options.as_ref().map(|g| {
                let mut o = Object::default();
                o.put("newTileFnName", text(&g.new_tile_fn_name));
                o.put("mergeResultFnName", text(&g.merge_result_fn_name));
                o.put("mergeScoreFnName", text(&g.merge_score_fn_name));
                o.put("mergeConditionFnName", text(&g.merge_condition_fn_name));
                o.put("gridBooleanFnName", text(&g.grid_boolean_fn_name));
                o.put(
                    "gridBoolean",
                    g.grid_boolean.as_ref().map(|rows| {
                        Value::Array(
                            rows.iter()
                                .map(|row| {
                                    Value::Array(
                                        row.iter().map(|&b| Value::from(u64::from(b))).collect(),
                                    )
                                })
                                .collect(),
                        )
                    }),
                );
                o.put("minMergeLength", number(&g.min_merge_length));
                o.put("maxMergeLength", number(&g.max_merge_length));
                o.put("mergeStrategy", text(&g.merge_strategy));
                Value::Object(o)
            }),
        );
        top.put(
            "initialTiles",
            self.initial_tiles.as_ref().map(|tiles| {
                Value::Array(
                    tiles
                        .iter()
                        .map(|t| {
                            let mut o = Object::default();
                            o.put("row", Some(t.row.into()));
                            o.put("column", Some(t.column.into()));
                            o.put("value", Some(t.value.into()));
                            Value::Object(o)
                        })
                        .collect(),
                )
            }),
        );
        top.put(
            "powerUps",
            (self.power_ups.as_ref()).map(|w| Value::Written(w.text.clone())),
        );
        top.put(
            "limits",
            (self.limits.as_ref()).map(|w| Value::Written(w.text.clone())),
        );
        Value::Object(top)
    }
}

impl PowerUpOptions {
    /// `powerUps` as written, every field checked for its type.
    pub fn from_value(value: &Value) -> Result<PowerUpOptions, ConfigError> {
        let o = object(value, "powerUps")?;
        let at = "powerUps.";
        known_keys(o, at, &["swap", "remove", "undo", "earn"])?;
        let earn = match o.get("earn") {
            None => None,
            Some(Value::Array(entries)) => {
                let mut earn = Vec::with_capacity(entries.len());
                for (i, entry) in entries.iter().enumerate() {
                    let here = format!("powerUps.earn[{i}]");
                    let e = object(entry, &here)?;
                    let at = format!("{here}.");
                    known_keys(e, &at, &["tile", "swap", "remove", "undo"])?;
                    let tile = integer(e, &at, "tile")?.ok_or_else(|| {
                        ConfigError::new(format!("{at}tile"), "is missing (the tile that earns)")
                    })?;
                    earn.push(EarnOption {
                        tile,
                        charges: ChargeOptions::read(e, &at)?,
                    });
                }
                Some(earn)
            }
            Some(_) => return Err(ConfigError::new("powerUps.earn", "must be an array")),
        };
        Ok(PowerUpOptions {
            charges: ChargeOptions::read(o, at)?,
            earn,
        })
    }

    /// As JSON: the keys that are set, in the order of [`PowerUpOptions::from_value`].
    pub fn to_value(&self) -> Value {
        let mut o = self.charges.to_object();
        o.put(
            "earn",
            self.earn.as_ref().map(|earn| {
                Value::Array(
                    earn.iter()
                        .map(|e| {
                            let mut o = Object::default();
                            o.put("tile", Some(e.tile.into()));
                            o.0.extend(e.charges.to_object().0);
                            Value::Object(o)
                        })
                        .collect(),
                )
            }),
        );
        Value::Object(o)
    }
}

impl ChargeOptions {
    fn read(o: &Object, at: &str) -> Result<ChargeOptions, ConfigError> {
        Ok(ChargeOptions {
            swap: integer(o, at, "swap")?,
            remove: integer(o, at, "remove")?,
            undo: integer(o, at, "undo")?,
        })
    }

    fn to_object(&self) -> Object {
        let mut o = Object::default();
        for (key, n) in CHARGE_KEYS.iter().zip([self.swap, self.remove, self.undo]) {
            o.put(key, n.map(Value::from));
        }
        o
    }
}

impl LimitOptions {
    /// `limits` as written, every field checked for its type.
    pub fn from_value(value: &Value) -> Result<LimitOptions, ConfigError> {
        let o = object(value, "limits")?;
        known_keys(o, "limits.", &["moves", "seconds"])?;
        Ok(LimitOptions {
            moves: integer(o, "limits.", "moves")?,
            seconds: integer(o, "limits.", "seconds")?,
        })
    }

    pub fn to_value(&self) -> Value {
        let mut o = Object::default();
        o.put("moves", self.moves.map(Value::from));
        o.put("seconds", self.seconds.map(Value::from));
        Value::Object(o)
    }
}

fn grid_options(o: &Object) -> Result<GridOptions, ConfigError> {
    let at = "gridOptions.";
    known_keys(
        o,
        at,
        &[
            "newTileFnName",
            "mergeResultFnName",
            "mergeScoreFnName",
            "mergeConditionFnName",
            "gridBooleanFnName",
            "gridBoolean",
            "minMergeLength",
            "maxMergeLength",
            "mergeStrategy",
        ],
    )?;
    let grid_boolean = match o.get("gridBoolean") {
        None => None,
        Some(Value::Array(rows)) => {
            let mut grid = Vec::with_capacity(rows.len());
            for (r, row) in rows.iter().enumerate() {
                let Value::Array(cells) = row else {
                    return Err(ConfigError::new(
                        format!("gridOptions.gridBoolean[{r}]"),
                        "must be an array of 1 and 0",
                    ));
                };
                let mut out = Vec::with_capacity(cells.len());
                for (c, cell) in cells.iter().enumerate() {
                    match cell.as_u64().and_then(|n| u8::try_from(n).ok()) {
                        Some(bit) => out.push(bit),
                        None => {
                            return Err(ConfigError::new(
                                format!("gridOptions.gridBoolean[{r}][{c}]"),
                                format!("must be 1 (a cell) or 0 (a hole), got {cell}"),
                            ));
                        }
                    }
                }
                grid.push(out);
            }
            Some(grid)
        }
        Some(_) => {
            return Err(ConfigError::new(
                "gridOptions.gridBoolean",
                "must be an array of rows",
            ));
        }
    };
    Ok(GridOptions {
        new_tile_fn_name: string(o, at, "newTileFnName")?,
        merge_result_fn_name: string(o, at, "mergeResultFnName")?,
        merge_score_fn_name: string(o, at, "mergeScoreFnName")?,
        merge_condition_fn_name: string(o, at, "mergeConditionFnName")?,
        grid_boolean_fn_name: string(o, at, "gridBooleanFnName")?,
        grid_boolean,
        min_merge_length: integer(o, at, "minMergeLength")?,
        max_merge_length: integer(o, at, "maxMergeLength")?,
        merge_strategy: string(o, at, "mergeStrategy")?,
    })
}

fn initial_tile(value: &Value, i: usize) -> Result<InitialTile, ConfigError> {
    let here = format!("initialTiles[{i}]");
    let o = object(value, &here)?;
    let at = format!("{here}.");
    known_keys(o, &at, &["row", "column", "value"])?;
    let required = |key: &str| {
        integer(o, &at, key)?.ok_or_else(|| {
            ConfigError::new(
                format!("{at}{key}"),
                "is missing (a tile needs row, column and value)",
            )
        })
    };
    Ok(InitialTile {
        row: required("row")?,
        column: required("column")?,
        value: required("value")?,
    })
}

fn object<'a>(value: &'a Value, field: &str) -> Result<&'a Object, ConfigError> {
    value
        .as_object()
        .ok_or_else(|| ConfigError::new(field, format!("must be an object, got {}", value.kind())))
}

fn known_keys(o: &Object, prefix: &str, known: &[&str]) -> Result<(), ConfigError> {
    match o.keys().find(|k| !known.contains(k)) {
        None => Ok(()),
        Some(key) => Err(ConfigError::new(
            format!("{prefix}{key}"),
            format!("unknown field (known: {})", known.join(", ")),
        )),
    }
}

/// The string at `key` of `o` (whose path is `at`), if there is one.
fn string(o: &Object, at: &str, key: &str) -> Result<Option<String>, ConfigError> {
    match o.get(key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(ConfigError::new(
            format!("{at}{key}"),
            format!("must be a string, got {}", other.kind()),
        )),
    }
}

/// The whole number at `key` of `o` (whose path is `at`), if there is one.
fn integer(o: &Object, at: &str, key: &str) -> Result<Option<i64>, ConfigError> {
    match o.get(key) {
        None => Ok(None),
        Some(v) => v.as_i64().map(Some).ok_or_else(|| {
            ConfigError::new(
                format!("{at}{key}"),
                format!("must be a whole number that fits in 64 bits, got {v}"),
            )
        }),
    }
}
