//! Validation of the game object (`object`) into [`Rules`], what the engine plays by:
//! every name resolved, every number checked. The only way to get `Rules` is through
//! validation, so the rest of the engine never re-checks a configuration.
//!
//! Every rejection is a [`ConfigError`] naming the field and the reason; nothing here
//! panics on any input.

use std::sync::Arc;

use crate::board::{Board, MAX_SIDE, Pos, Shape, ShapeError};
use crate::extensions::{self, Extensions, Limits, PowerUps};
use crate::json;
pub use crate::object::{ConfigError, GameObject, GameOptions, GridOptions, InitialTile};
use crate::presets::{PRESETS, Preset, preset};
use crate::refusal::ConfigReason;
use crate::registry::{self, HAS_TILE_PREFIX, Named};

/// Which run of matching tiles merges when several lengths match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeStrategy {
    ShortestMatch,
    LongestMatch,
}

/// Everything that decides how one segment of tiles slides and merges.
#[derive(Clone, Copy, Debug)]
pub struct MergeRules {
    pub condition: &'static Named<registry::MergeCondition>,
    pub result: &'static Named<registry::MergeValue>,
    pub score: &'static Named<registry::MergeValue>,
    /// At least 2.
    pub min_len: usize,
    /// At least `min_len`. Values above [`MAX_SIDE`] act as [`MAX_SIDE`].
    pub max_len: usize,
    pub strategy: MergeStrategy,
}

impl MergeRules {
    /// The merge part of `object`'s grid options, on a board of `shape`.
    pub fn from_object(object: &GameObject, shape: &Shape) -> Result<MergeRules, ConfigError> {
        MergeRules::validate::<InWords>(object, shape)
    }

    fn validate<R: Report>(object: &GameObject, shape: &Shape) -> Result<MergeRules, R::Error> {
        let grid = object.grid_options.clone().unwrap_or_default();
        let field = |name: &str| format!("gridOptions.{name}");
        let min_len = match grid.min_merge_length {
            None => 2,
            Some(n) if n < 2 => {
                return Err(R::error(|| {
                    ConfigError::new(
                        field("minMergeLength"),
                        format!("must be at least 2, got {n}"),
                    )
                }));
            }
            Some(n) => clamp_length(n),
        };
        let min_given = grid.min_merge_length.unwrap_or(2);
        let max_len = match grid.max_merge_length {
            None => shape.longest_segment().max(min_len),
            Some(n) if n < min_given => {
                return Err(R::error(|| {
                    ConfigError::new(
                        field("maxMergeLength"),
                        ConfigReason::MaxBelowMin {
                            min: min_given,
                            got: n,
                        },
                    )
                }));
            }
            Some(n) => clamp_length(n),
        };
        let strategy = match grid.merge_strategy.as_deref() {
            None | Some("shortest-match") => MergeStrategy::ShortestMatch,
            Some("longest-match") => MergeStrategy::LongestMatch,
            Some(other) => {
                return Err(R::error(|| {
                    ConfigError::new(
                        field("mergeStrategy"),
                        format!(
                            "unknown strategy \"{other}\" (known: shortest-match, longest-match)"
                        ),
                    )
                }));
            }
        };
        Ok(MergeRules {
            condition: resolve::<_, R>(
                registry::MERGE_CONDITIONS,
                &grid.merge_condition_fn_name,
                ("gridOptions", "mergeConditionFnName"),
                "merge condition",
            )?,
            result: resolve::<_, R>(
                registry::MERGE_RESULTS,
                &grid.merge_result_fn_name,
                ("gridOptions", "mergeResultFnName"),
                "merge result",
            )?,
            score: resolve::<_, R>(
                registry::MERGE_SCORES,
                &grid.merge_score_fn_name,
                ("gridOptions", "mergeScoreFnName"),
                "merge score",
            )?,
            min_len,
            max_len,
            strategy,
        })
    }
}

/// How validation says what is wrong: in words ([`ConfigError`]), for every game object
/// from outside; or as a bare refusal, for the presets, which are valid (their tests
/// prove it), so that a build that plays only presets carries none of the words.
pub(crate) trait Report {
    type Error;
    fn error(words: impl FnOnce() -> ConfigError) -> Self::Error;
}

struct InWords;

impl Report for InWords {
    type Error = ConfigError;

    fn error(words: impl FnOnce() -> ConfigError) -> ConfigError {
        words()
    }
}

struct Silently;

/// A game object refused without words (see [`Report`]).
#[derive(Debug)]
pub(crate) struct Refused;

impl Report for Silently {
    type Error = Refused;

    fn error(_words: impl FnOnce() -> ConfigError) -> Refused {
        Refused
    }
}

/// A run is never longer than a segment, so any length past [`MAX_SIDE`] means "any".
fn clamp_length(n: i64) -> usize {
    n.clamp(0, MAX_SIDE as i64 + 1) as usize
}

/// Looks `name` up in `table`; no name means the table's first entry, the original game's.
/// `field` is (its object, its key).
fn resolve<F, R: Report>(
    table: &'static [Named<F>],
    name: &Option<String>,
    (at, key): (&str, &str),
    what: &str,
) -> Result<&'static Named<F>, R::Error> {
    match name {
        None => Ok(&table[0]),
        Some(name) => registry::lookup(table, name).ok_or_else(|| {
            R::error(|| {
                ConfigError::new(
                    format!("{at}.{key}"),
                    format!(
                        "unknown {what} \"{name}\" (known: {})",
                        registry::names(table)
                    ),
                )
            })
        }),
    }
}

/// When a game is won.
#[derive(Clone, Copy, Debug)]
pub enum WinRule {
    Named(&'static Named<registry::WinCondition>),
    /// `hasTile:<n>`: a tile of value n exists.
    HasTile(i64),
}

impl WinRule {
    pub fn holds(&self, board: &Board) -> bool {
        match self {
            WinRule::Named(named) => (named.rule)(board),
            WinRule::HasTile(value) => board.has_value(*value),
        }
    }
}

/// A validated game object: what the engine plays by. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Rules(Arc<RulesData>);

#[derive(Debug)]
struct RulesData {
    object: GameObject,
    /// The preset whose game object this is, if any: known when the rules are made, so
    /// records and saves, which ask on every move, need not compare.
    preset: Option<&'static Preset>,
    shape: Arc<Shape>,
    merge: MergeRules,
    new_tile: &'static Named<registry::NewTile>,
    win: WinRule,
    lose: &'static Named<registry::LoseCondition>,
    initial_tiles: Vec<(Pos, i64)>,
    /// `powerUps` and `limits`, read only by [`Rules::from_object`] (the presets have
    /// neither, and what plays only presets carries none of their rules).
    extensions: Option<Extensions>,
}

/// Two rules are the same when they come from the same game object.
impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.0.object == other.0.object
    }
}

impl Eq for Rules {}

impl Default for Rules {
    fn default() -> Rules {
        Rules::classic()
    }
}

impl Preset {
    /// The preset's rules. (Presets are valid, `presets_are_valid_and_distinct` proves it:
    /// they are validated without words, so a build of presets alone carries none.)
    pub fn rules(&'static self) -> Result<Rules, ConfigError> {
        Rules::of_preset(self)
            .map_err(|_| ConfigError::written("preset", "is not a valid game object"))
    }
}

/// How game objects are read: [`Rules::read_json`] with the `custom-games` feature,
/// else the reader installed (`crate::custom`), if any yet.
type Reader = fn(&str) -> Result<Rules, ConfigError>;

installed_reader!(Reader, Rules::read_json);

impl Rules {
    /// Classic 2048.
    pub fn classic() -> Rules {
        // The empty object is valid by construction; the test `classic_is_valid` proves
        // it, so this cannot fail at run time.
        match Rules::validate::<Silently>(GameObject::default(), preset("classic")) {
            Ok(rules) => rules,
            Err(Refused) => unreachable!("the default game object is invalid"),
        }
    }

    /// Parses and validates a game object written as JSON, with the readers this
    /// program has (see [`crate::custom`]); while it has none,
    /// [`ConfigError::not_in_this_build`], for every text.
    pub fn from_json(text: &str) -> Result<Rules, ConfigError> {
        match reader() {
            Some(read) => read(text),
            None => Err(ConfigError::not_in_this_build()),
        }
    }

    /// The reader itself: parses and validates a game object written as JSON. (Only
    /// [`crate::custom::Readers`] and programs that always read custom games, like the
    /// AI's worker, call it directly: everyone else through [`Rules::from_json`].)
    pub fn read_json(text: &str) -> Result<Rules, ConfigError> {
        let value = json::parse(text).map_err(|e| {
            ConfigError::new(
                "game object",
                format!(
                    "is not valid JSON ({} at line {}, column {})",
                    e.what, e.line, e.column
                ),
            )
        })?;
        Rules::from_object(GameObject::from_value(&value)?)
    }

    /// Validates a game object (a preset's, if it is one written out), with our
    /// extensions (`powerUps`, `limits`).
    pub fn from_object(object: GameObject) -> Result<Rules, ConfigError> {
        let preset = PRESETS.iter().find(|p| (p.game)() == object);
        let extensions = extensions::extensions(&object)?;
        let mut rules = Rules::validate::<InWords>(object, preset)?;
        if let Some(data) = Arc::get_mut(&mut rules.0) {
            data.extensions = extensions;
        }
        Ok(rules)
    }

    /// Validates a preset's game object: it is valid (the presets' tests prove it), so
    /// a refusal needs no words (see [`Report`]).
    pub(crate) fn of_preset(preset: &'static Preset) -> Result<Rules, Refused> {
        Rules::validate::<Silently>((preset.game)(), Some(preset))
    }

    fn validate<R: Report>(
        object: GameObject,
        preset: Option<&'static Preset>,
    ) -> Result<Rules, R::Error> {
        let game = object.game_options.clone().unwrap_or_default();
        let grid = object.grid_options.clone().unwrap_or_default();

        let shape = Arc::new(shape_of::<R>(&grid)?);
        let merge = MergeRules::validate::<R>(&object, &shape)?;
        let new_tile = resolve::<_, R>(
            registry::NEW_TILES,
            &grid.new_tile_fn_name,
            ("gridOptions", "newTileFnName"),
            "new-tile rule",
        )?;
        let win = win_rule::<R>(&game.win_condition_fn_name)?;
        let lose = resolve::<_, R>(
            registry::LOSE_CONDITIONS,
            &game.lose_condition_fn_name,
            ("gameOptions", "loseConditionFnName"),
            "lose condition",
        )?;
        let initial_tiles = match &object.initial_tiles {
            None if new_tile.name == "none" => {
                return Err(R::error(|| {
                    ConfigError::new("gridOptions.newTileFnName", ConfigReason::NeedsInitialTiles)
                }));
            }
            None => Vec::new(),
            Some(tiles) if tiles.is_empty() => {
                return Err(R::error(|| {
                    ConfigError::new(
                        "initialTiles",
                        "is empty; leave it out to start with two random tiles",
                    )
                }));
            }
            Some(tiles) => initial_tiles::<R>(tiles, &shape)?,
        };

        Ok(Rules(Arc::new(RulesData {
            object,
            preset,
            shape,
            merge,
            new_tile,
            win,
            lose,
            initial_tiles,
            extensions: None,
        })))
    }

    /// The game object these rules came from, as written.
    pub fn object(&self) -> &GameObject {
        &self.0.object
    }

    /// The preset these rules are, if any.
    pub fn preset(&self) -> Option<&'static Preset> {
        self.0.preset
    }

    /// The game object as JSON.
    pub fn to_json(&self) -> String {
        self.0.object.to_value().to_string()
    }

    pub fn shape(&self) -> &Arc<Shape> {
        &self.0.shape
    }

    pub fn merge(&self) -> &MergeRules {
        &self.0.merge
    }

    pub fn new_tile(&self) -> &'static Named<registry::NewTile> {
        self.0.new_tile
    }

    pub fn win(&self) -> &WinRule {
        &self.0.win
    }

    pub fn lose(&self) -> &'static Named<registry::LoseCondition> {
        self.0.lose
    }

    /// The tiles a new game starts with; empty means two tiles from the new-tile rule.
    pub fn initial_tiles(&self) -> &[(Pos, i64)] {
        &self.0.initial_tiles
    }

    /// Power-ups and limits, if the game has either.
    pub fn extensions(&self) -> Option<&Extensions> {
        self.0.extensions.as_ref()
    }

    /// The power-ups, if the game has them.
    pub fn power_ups(&self) -> Option<&PowerUps> {
        self.extensions()?.power_ups.as_ref()
    }

    /// The move budget and the time limit.
    pub fn limits(&self) -> Limits {
        self.extensions().map(|e| e.limits).unwrap_or_default()
    }
}

fn shape_of<R: Report>(grid: &GridOptions) -> Result<Shape, R::Error> {
    let (field, mask) = match (&grid.grid_boolean_fn_name, &grid.grid_boolean) {
        (Some(_), Some(_)) => {
            return Err(R::error(|| {
                ConfigError::new(
                    "gridOptions.gridBoolean",
                    "give gridBoolean or gridBooleanFnName, not both",
                )
            }));
        }
        (None, Some(rows)) => {
            let mut mask = Vec::with_capacity(rows.len());
            for (r, row) in rows.iter().enumerate() {
                let mut mask_row = Vec::with_capacity(row.len());
                for (c, &bit) in row.iter().enumerate() {
                    match bit {
                        0 | 1 => mask_row.push(bit == 1),
                        _ => {
                            return Err(R::error(|| {
                                ConfigError::new(
                                    format!("gridOptions.gridBoolean[{r}][{c}]"),
                                    format!("must be 1 (a cell) or 0 (a hole), got {bit}"),
                                )
                            }));
                        }
                    }
                }
                mask.push(mask_row);
            }
            ("gridOptions.gridBoolean", mask)
        }
        (name, None) => {
            let named = resolve::<_, R>(
                registry::GRID_BOOLEANS,
                name,
                ("gridOptions", "gridBooleanFnName"),
                "grid",
            )?;
            ("gridOptions.gridBooleanFnName", (named.rule)())
        }
    };
    let (rows, cols) = (mask.len(), mask.first().map_or(0, Vec::len));
    if !(2..=MAX_SIDE).contains(&rows) || !(2..=MAX_SIDE).contains(&cols) {
        return Err(R::error(|| {
            ConfigError::new(
                field,
                format!(
                    "a board is 2 to {MAX_SIDE} cells each way, this one is {rows} rows by {cols} columns"
                ),
            )
        }));
    }
    Shape::new(&mask).map_err(|e| {
        R::error(|| match e {
            ShapeError::NoEnabledCell => ConfigError::new(field, ConfigReason::NoCell),
            e => ConfigError::new(field, e.to_string()),
        })
    })
}

fn win_rule<R: Report>(name: &Option<String>) -> Result<WinRule, R::Error> {
    const FIELD: &str = "gameOptions.winConditionFnName";
    let table = registry::WIN_CONDITIONS;
    match name.as_deref() {
        None => Ok(WinRule::Named(&table[0])),
        Some(name) => match name.strip_prefix(HAS_TILE_PREFIX) {
            Some(target) => target.parse::<i64>().map(WinRule::HasTile).map_err(|_| {
                R::error(|| {
                    ConfigError::new(
                        FIELD,
                        format!("{HAS_TILE_PREFIX}<n> needs a whole number n, got \"{target}\""),
                    )
                })
            }),
            None => registry::lookup(table, name)
                .map(WinRule::Named)
                .ok_or_else(|| {
                    R::error(|| {
                        ConfigError::new(
                            FIELD,
                            format!(
                                "unknown win condition \"{name}\" (known: {}) or {HAS_TILE_PREFIX}<n>",
                                registry::names(table)
                            ),
                        )
                    })
                }),
        },
    }
}

fn initial_tiles<R: Report>(
    tiles: &[InitialTile],
    shape: &Shape,
) -> Result<Vec<(Pos, i64)>, R::Error> {
    let mut placed: Vec<(Pos, i64)> = Vec::with_capacity(tiles.len());
    for (i, tile) in tiles.iter().enumerate() {
        let field = |name: &str| format!("initialTiles[{i}].{name}");
        let row = usize::try_from(tile.row)
            .ok()
            .filter(|&r| r < shape.rows())
            .ok_or_else(|| {
                R::error(|| {
                    ConfigError::new(
                        field("row"),
                        format!(
                            "{} is off the board (rows 0 to {})",
                            tile.row,
                            shape.rows() - 1
                        ),
                    )
                })
            })?;
        let col = usize::try_from(tile.column)
            .ok()
            .filter(|&c| c < shape.cols())
            .ok_or_else(|| {
                R::error(|| {
                    ConfigError::new(
                        field("column"),
                        format!(
                            "{} is off the board (columns 0 to {})",
                            tile.column,
                            shape.cols() - 1
                        ),
                    )
                })
            })?;
        let pos = Pos::new(row, col);
        if !shape.is_enabled(pos) {
            return Err(R::error(|| {
                ConfigError::new(
                    format!("initialTiles[{i}]"),
                    format!("row {row}, column {col} is a hole"),
                )
            }));
        }
        if let Some(other) = placed.iter().position(|&(p, _)| p == pos) {
            return Err(R::error(|| {
                ConfigError::new(
                    format!("initialTiles[{i}]"),
                    format!("row {row}, column {col} already has initialTiles[{other}]"),
                )
            }));
        }
        placed.push((pos, tile.value));
    }
    Ok(placed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_know_their_preset_made_or_written_out() {
        for preset in PRESETS {
            let rules = preset.rules().expect("valid");
            assert_eq!(rules.preset(), Some(preset));
            let read = Rules::from_json(&rules.to_json()).expect("valid");
            assert_eq!(read, rules, "{}", preset.id);
            assert_eq!(read.preset(), Some(preset), "{}", preset.id);
        }
        let custom = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
            .expect("valid");
        assert_eq!(custom.preset(), None);
        assert_eq!(Rules::classic().preset().map(|p| p.id), Some("classic"));
    }

    #[test]
    fn a_game_object_writes_back_as_it_always_has() {
        // Custom variants keep their best scores under a hash of this text: a change
        // here would lose them.
        let text = r#"{"gameOptions":{"winConditionFnName":"hasTile:64","loseConditionFnName":"default"},"gridOptions":{"newTileFnName":"none","mergeResultFnName":"sum","mergeScoreFnName":"sum","mergeConditionFnName":"allEqual","gridBooleanFnName":"x","gridBoolean":[[1,0],[1,1]],"minMergeLength":2,"maxMergeLength":3,"mergeStrategy":"longest-match"},"initialTiles":[{"row":0,"column":1,"value":-2}]}"#;
        let object = GameObject::from_value(&json::parse(text).expect("JSON")).expect("readable");
        assert_eq!(object.to_value().to_string(), text);
        // Keys are written in this order whatever order they were given in.
        let shuffled = r#"{"initialTiles":[{"value":2,"column":1,"row":1}],"gridOptions":{"mergeStrategy":"shortest-match","gridBooleanFnName":"test3_4x4"}}"#;
        let rules = Rules::from_json(shuffled).expect("valid");
        assert_eq!(
            rules.to_json(),
            r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4","mergeStrategy":"shortest-match"},"initialTiles":[{"row":1,"column":1,"value":2}]}"#
        );
        assert_eq!(Rules::classic().to_json(), "{}");
    }
}
