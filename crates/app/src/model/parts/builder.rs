//! The game builder: a custom-game.md game object put together without JSON. Its state
//! is the game object itself, with every field the player leaves at classic's value
//! left out, so a preset opened in the builder gives back the very object it came from
//! (and so the variant it is: the same best score and statistics). Every edit is
//! checked at once by the engine's own validation; its reason names the field, and a
//! game that is not valid cannot be played.
//!
//! The board is painted cell by cell (a cell or a hole, or an initial tile on a cell);
//! its size is 2 to 16 a side. Play starts a game of the rules (asking first when a
//! game is in progress); the builder stays open to change them again.

use game2048_engine::object::{
    GameOptions, GridOptions, InitialTile, LimitOptions, PowerUpOptions, Written,
};
use game2048_engine::registry::{self, GRID_BOOLEANS};
use game2048_engine::{ConfigError, Direction, GameObject, MAX_SIDE, PRESETS, Power, Rules};

use crate::model::{Effects, Model, Msg};
use crate::variant::Variant;

/// The smallest side a board may have here.
pub const MIN_SIDE: usize = 2;

/// What a click, tap or drag over the builder's board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Makes the cell a hole if it is a cell, a cell if it is a hole.
    Cells,
    /// Puts an initial tile of this value on the cell (`None`: takes it off).
    Tile(Option<i64>),
}

/// The win rule: a named one, or reaching a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Win {
    Named(&'static str),
    Tile(i64),
}

/// What the player does in the builder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    /// Open the builder on the game in progress's rules.
    Open,
    Close,
    /// Start again from a preset's game object.
    FromPreset(&'static str),
    /// Start again from the game in progress's rules.
    FromGame,
    Size {
        rows: usize,
        cols: usize,
    },
    Brush(Brush),
    /// The keyboard's cell one step towards `Direction` (the painter's arrows).
    Cursor(Direction),
    /// The brush on the cell at `row`, `col`; `drag`: the pointer went on from another
    /// cell with the button held, so a cell already as the drag makes it stays so.
    Paint {
        row: usize,
        col: usize,
        drag: bool,
    },
    Condition(&'static str),
    Result(&'static str),
    Score(&'static str),
    MinLength(i64),
    /// `None`: as long as the board allows.
    MaxLength(Option<i64>),
    Strategy(&'static str),
    NewTile(&'static str),
    Win(Win),
    Lose(&'static str),
    /// How many of a power-up a game starts with (0: none).
    Charges(Power, i64),
    /// The move budget (`None`: none).
    MoveLimit(Option<i64>),
    /// The time limit, in seconds (`None`: none).
    TimeLimit(Option<i64>),
    /// Play a game of these rules (asking first when a game is in progress).
    Play {
        seed: u64,
    },
}

/// The builder's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builder {
    /// The game object, classic's values left out.
    pub object: GameObject,
    /// The rules it makes, or why it makes none.
    pub check: Result<Rules, ConfigError>,
    pub brush: Brush,
    /// What the drag in progress makes of the cells it crosses (with [`Brush::Cells`]).
    drag_to: Option<bool>,
    /// The painter's cell the keys act on: row, column.
    pub cursor: (usize, usize),
}

/// The names classic uses, and so the builder leaves out.
const CLASSIC: &str = "original2048";
const SHORTEST: &str = "shortest-match";
/// The strategies the engine knows.
pub const STRATEGIES: [&str; 2] = [SHORTEST, "longest-match"];

impl Builder {
    pub fn of(object: GameObject) -> Builder {
        let check = Rules::from_object(object.clone());
        Builder {
            object,
            check,
            brush: Brush::Cells,
            drag_to: None,
            cursor: (0, 0),
        }
    }

    /// The board's cells, rows of `true` (a cell) and `false` (a hole).
    pub fn grid(&self) -> Vec<Vec<bool>> {
        let grid = self.object.grid_options.as_ref();
        if let Some(rows) = grid.and_then(|g| g.grid_boolean.as_ref()) {
            return rows
                .iter()
                .map(|r| r.iter().map(|&c| c != 0).collect())
                .collect();
        }
        let named = grid
            .and_then(|g| g.grid_boolean_fn_name.as_deref())
            .and_then(|n| registry::lookup(GRID_BOOLEANS, n));
        match named {
            Some(named) => (named.rule)(),
            None => vec![vec![true; 4]; 4],
        }
    }

    /// The initial tile on a cell, if any.
    pub fn tile(&self, row: usize, col: usize) -> Option<i64> {
        self.object
            .initial_tiles
            .as_ref()?
            .iter()
            .find(|t| t.row == row as i64 && t.column == col as i64)
            .map(|t| t.value)
    }

    /// The win rule as the builder shows it.
    pub fn win(&self) -> Win {
        let name = self
            .object
            .game_options
            .as_ref()
            .and_then(|g| g.win_condition_fn_name.as_deref())
            .unwrap_or(CLASSIC);
        match name.strip_prefix(registry::HAS_TILE_PREFIX) {
            Some(n) => Win::Tile(n.parse().unwrap_or(0)),
            None => Win::Named(
                registry::lookup(registry::WIN_CONDITIONS, name).map_or(CLASSIC, |n| n.name),
            ),
        }
    }

    /// A grid option's name, or classic's.
    pub fn named(&self, field: fn(&GridOptions) -> &Option<String>) -> &str {
        self.object
            .grid_options
            .as_ref()
            .and_then(|g| field(g).as_deref())
            .unwrap_or(CLASSIC)
    }

    /// The reason the engine gives for `field` (a path such as
    /// `gridOptions.minMergeLength`, or a prefix such as `initialTiles`), if it is the
    /// one at fault.
    pub fn fault(&self, field: &str) -> Option<&ConfigError> {
        self.check
            .as_ref()
            .err()
            .filter(|e| e.field.starts_with(field))
    }

    fn grid_mut(&mut self) -> &mut GridOptions {
        self.object
            .grid_options
            .get_or_insert_with(GridOptions::default)
    }

    /// The game object's power-ups, as options (none if it has none).
    pub fn power_ups(&self) -> PowerUpOptions {
        (self.object.power_ups.as_deref())
            .map(|w| w.options.clone())
            .unwrap_or_default()
    }

    /// The game object's limits, as options (none if it has none).
    pub fn limits(&self) -> LimitOptions {
        (self.object.limits.as_deref())
            .map(|w| w.options.clone())
            .unwrap_or_default()
    }

    fn set_limits(&mut self, change: impl FnOnce(&mut LimitOptions)) {
        let mut limits = self.limits();
        change(&mut limits);
        let none = limits == LimitOptions::default();
        self.object.limits = (!none).then(|| Written::<LimitOptions>::new(limits));
    }

    fn game_mut(&mut self) -> &mut GameOptions {
        self.object
            .game_options
            .get_or_insert_with(GameOptions::default)
    }

    /// Sets the board's cells (classic's 4x4 left out), keeping the initial tiles that
    /// are still on a cell.
    fn set_grid(&mut self, rows: Vec<Vec<bool>>) {
        let classic = rows.len() == 4 && rows.iter().all(|r| r.len() == 4 && r.iter().all(|&c| c));
        let on_a_cell = |t: &InitialTile| {
            rows.get(t.row as usize)
                .and_then(|r| r.get(t.column as usize))
                == Some(&true)
        };
        if let Some(tiles) = &mut self.object.initial_tiles {
            tiles.retain(on_a_cell);
            if tiles.is_empty() {
                self.object.initial_tiles = None;
            }
        }
        let inline = (!classic).then(|| {
            rows.iter()
                .map(|r| r.iter().map(|&c| u8::from(c)).collect())
                .collect()
        });
        let grid = self.grid_mut();
        grid.grid_boolean_fn_name = None;
        grid.grid_boolean = inline;
    }

    /// Applies an edit; whether anything changed.
    fn edit(&mut self, edit: Build) -> bool {
        let before = (self.object.clone(), self.brush, self.cursor);
        let name = |n: &'static str| (n != CLASSIC).then(|| n.to_string());
        match edit {
            Build::Size { rows, cols } => {
                let (rows, cols) = (
                    rows.clamp(MIN_SIDE, MAX_SIDE),
                    cols.clamp(MIN_SIDE, MAX_SIDE),
                );
                let old = self.grid();
                let grid = (0..rows)
                    .map(|r| {
                        (0..cols)
                            .map(|c| {
                                old.get(r)
                                    .and_then(|row| row.get(c))
                                    .copied()
                                    .unwrap_or(true)
                            })
                            .collect()
                    })
                    .collect();
                self.set_grid(grid);
                self.cursor = (self.cursor.0.min(rows - 1), self.cursor.1.min(cols - 1));
            }
            Build::Brush(brush) => self.brush = brush,
            Build::Paint { row, col, drag } => self.paint(row, col, drag),
            Build::Cursor(dir) => {
                let grid = self.grid();
                let (rows, cols) = (grid.len(), grid.first().map_or(0, Vec::len));
                let (r, c) = self.cursor;
                self.cursor = match dir {
                    Direction::Up => (r.saturating_sub(1), c),
                    Direction::Down => ((r + 1).min(rows.saturating_sub(1)), c),
                    Direction::Left => (r, c.saturating_sub(1)),
                    Direction::Right => (r, (c + 1).min(cols.saturating_sub(1))),
                };
            }
            Build::Condition(n) => self.grid_mut().merge_condition_fn_name = name(n),
            Build::Result(n) => self.grid_mut().merge_result_fn_name = name(n),
            Build::Score(n) => self.grid_mut().merge_score_fn_name = name(n),
            Build::MinLength(n) => self.grid_mut().min_merge_length = (n != 2).then_some(n),
            Build::MaxLength(n) => self.grid_mut().max_merge_length = n,
            Build::Strategy(s) => {
                self.grid_mut().merge_strategy = (s != SHORTEST).then(|| s.to_string())
            }
            Build::NewTile(n) => self.grid_mut().new_tile_fn_name = name(n),
            Build::Charges(power, n) => {
                let mut options = self.power_ups();
                let slot = match power {
                    Power::Swap => &mut options.charges.swap,
                    Power::Remove => &mut options.charges.remove,
                    Power::Undo => &mut options.charges.undo,
                };
                *slot = (n != 0).then_some(n);
                let none = options == PowerUpOptions::default();
                self.object.power_ups = (!none).then(|| Written::<PowerUpOptions>::new(options));
            }
            Build::MoveLimit(n) => self.set_limits(|l| l.moves = n),
            Build::TimeLimit(n) => self.set_limits(|l| l.seconds = n),
            Build::Win(win) => {
                self.game_mut().win_condition_fn_name = match win {
                    Win::Named(n) => name(n),
                    Win::Tile(v) => Some(format!("{}{v}", registry::HAS_TILE_PREFIX)),
                }
            }
            Build::Lose(n) => self.game_mut().lose_condition_fn_name = name(n),
            Build::Open
            | Build::Close
            | Build::FromPreset(_)
            | Build::FromGame
            | Build::Play { .. } => {}
        }
        // What classic leaves out is left out.
        if self.object.grid_options.as_ref() == Some(&GridOptions::default()) {
            self.object.grid_options = None;
        }
        if self.object.game_options.as_ref() == Some(&GameOptions::default()) {
            self.object.game_options = None;
        }
        let changed = (self.object.clone(), self.brush, self.cursor) != before;
        if (self.object.clone(), self.brush) != (before.0, before.1) {
            self.check = Rules::from_object(self.object.clone());
        }
        changed
    }

    fn paint(&mut self, row: usize, col: usize, drag: bool) {
        let mut grid = self.grid();
        let Some(cell) = grid.get(row).and_then(|r| r.get(col)).copied() else {
            return;
        };
        self.cursor = (row, col);
        match self.brush {
            Brush::Cells => {
                let to = match (drag, self.drag_to) {
                    (true, Some(to)) => to,
                    _ => !cell,
                };
                self.drag_to = Some(to);
                grid[row][col] = to;
                self.set_grid(grid);
            }
            Brush::Tile(value) => {
                if !cell {
                    return;
                }
                let tiles = self.object.initial_tiles.get_or_insert_with(Vec::new);
                tiles.retain(|t| !(t.row == row as i64 && t.column == col as i64));
                if let Some(value) = value {
                    // In reading order. (Inserted in place: a sort costs the wasm
                    // kilobytes.)
                    let at =
                        tiles.partition_point(|t| (t.row, t.column) < (row as i64, col as i64));
                    let tile = InitialTile {
                        row: row as i64,
                        column: col as i64,
                        value,
                    };
                    tiles.insert(at, tile);
                }
                if tiles.is_empty() {
                    self.object.initial_tiles = None;
                }
            }
        }
    }
}

impl Model {
    /// The builder's messages.
    /// (Reached through [`super::Updates`].)
    pub fn update_builder(&mut self, build: Build) -> Effects {
        match build {
            // A host that keeps the player on its variant (`picker="off"`) has no builder.
            Build::Open if !self.chrome.picker => Effects::default(),
            Build::Open | Build::FromGame => {
                let brush = self.builder.as_ref().map(|b| b.brush);
                let mut builder = Builder::of(self.variant.rules.object().clone());
                builder.brush = brush.unwrap_or(Brush::Cells);
                self.builder = Some(Box::new(builder));
                self.games.open = false;
                Effects::CHANGED
            }
            Build::Close => Effects::changed_if(self.builder.take().is_some()),
            Build::FromPreset(id) => match PRESETS.iter().find(|p| p.id == id) {
                Some(preset) if self.builder.is_some() => {
                    let brush = self.builder.as_ref().map_or(Brush::Cells, |b| b.brush);
                    let mut builder = Builder::of((preset.game)());
                    builder.brush = brush;
                    self.builder = Some(Box::new(builder));
                    Effects::CHANGED
                }
                _ => Effects::default(),
            },
            Build::Play { seed } => {
                let Some(rules) = self
                    .builder
                    .as_ref()
                    .and_then(|b| b.check.as_ref().ok().cloned())
                else {
                    return Effects::default();
                };
                self.update_question(Msg::NewGame {
                    variant: Some(Variant::of_rules(rules)),
                    seed,
                    confirmed: false,
                })
            }
            edit => match self.builder.as_deref_mut() {
                Some(builder) => Effects::changed_if(builder.edit(edit)),
                None => Effects::default(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{ConfigReason, json};

    use super::*;
    use crate::model::testing::{fresh, make_a_move};
    use crate::model::{Model, Msg, Pending};

    fn build(model: &mut Model, edit: Build) -> bool {
        model.update(Msg::Build(edit)).changed
    }

    /// A click or tap on a cell, and the pointer dragged on over one.
    fn click(row: usize, col: usize) -> Build {
        Build::Paint {
            row,
            col,
            drag: false,
        }
    }

    fn drag(row: usize, col: usize) -> Build {
        Build::Paint {
            row,
            col,
            drag: true,
        }
    }

    fn builder(model: &Model) -> &Builder {
        model.builder.as_deref().expect("open")
    }

    fn json_of(model: &Model) -> String {
        builder(model).object.to_value().to_string()
    }

    #[test]
    fn every_preset_opens_in_the_builder_and_gives_back_the_same_game_object() {
        let mut model = fresh(1);
        build(&mut model, Build::Open);
        for preset in PRESETS {
            build(&mut model, Build::FromPreset(preset.id));
            let b = builder(&model);
            assert_eq!(b.object, (preset.game)(), "{}", preset.id);
            let rules = b.check.as_ref().expect("valid");
            assert_eq!(Variant::of_rules(rules.clone()).key(), preset.id);
            // Each field set to what it already says changes nothing.
            let condition = b.named(|g| &g.merge_condition_fn_name);
            let new_tile = b.named(|g| &g.new_tile_fn_name);
            let same = [
                Build::Condition(
                    registry::lookup(registry::MERGE_CONDITIONS, condition)
                        .expect("known")
                        .name,
                ),
                Build::NewTile(
                    registry::lookup(registry::NEW_TILES, new_tile)
                        .expect("known")
                        .name,
                ),
                Build::Win(b.win()),
            ];
            for edit in same {
                assert!(!build(&mut model, edit), "{}: {edit:?}", preset.id);
            }
        }
    }

    #[test]
    fn edits_make_the_game_object_and_the_engine_checks_each() {
        let mut model = fresh(2);
        build(&mut model, Build::Open);
        assert_eq!(json_of(&model), "{}", "classic leaves everything out");
        build(&mut model, Build::Size { rows: 3, cols: 5 });
        build(&mut model, click(1, 2));
        build(&mut model, Build::Condition("allEqual"));
        build(&mut model, Build::MinLength(3));
        build(&mut model, Build::MaxLength(Some(3)));
        build(&mut model, Build::NewTile("triples"));
        build(&mut model, Build::Win(Win::Tile(162)));
        build(&mut model, Build::Strategy("longest-match"));
        assert_eq!(
            json_of(&model),
            r#"{"gameOptions":{"winConditionFnName":"hasTile:162"},"gridOptions":{"newTileFnName":"triples","mergeConditionFnName":"allEqual","gridBoolean":[[1,1,1,1,1],[1,1,0,1,1],[1,1,1,1,1]],"minMergeLength":3,"maxMergeLength":3,"mergeStrategy":"longest-match"}}"#
        );
        let rules = builder(&model).check.clone().expect("valid");
        assert_eq!((rules.shape().rows(), rules.shape().cols()), (3, 5));
        // A bad edit: the engine's reason, beside its field; nothing can be played.
        build(&mut model, Build::MaxLength(Some(2)));
        let fault = builder(&model)
            .fault("gridOptions.maxMergeLength")
            .expect("refused");
        assert_eq!(fault.reason, ConfigReason::MaxBelowMin { min: 3, got: 2 });
        assert_eq!(builder(&model).fault("gridOptions.minMergeLength"), None);
        let game = model.game.clone();
        assert!(!build(&mut model, Build::Play { seed: 1 }));
        assert_eq!(model.game, game);
        // Back to classic's values: left out again.
        for edit in [
            Build::MaxLength(None),
            Build::MinLength(2),
            Build::Condition("original2048"),
            Build::NewTile("original2048"),
            Build::Win(Win::Named("original2048")),
            Build::Strategy("shortest-match"),
            Build::Size { rows: 4, cols: 4 },
            click(1, 2),
        ] {
            build(&mut model, edit);
        }
        assert_eq!(json_of(&model), "{}");
        assert!(json::parse(&json_of(&model)).is_ok());
    }

    #[test]
    fn the_painter_drags_cells_and_places_tiles() {
        let mut model = fresh(3);
        build(&mut model, Build::Open);
        // A click toggles; a drag makes every cell it crosses what its first one
        // became, even one that already was.
        build(&mut model, click(0, 1));
        assert_eq!(builder(&model).grid()[0], [true, false, true, true]);
        build(&mut model, click(0, 0));
        build(&mut model, drag(0, 1));
        build(&mut model, drag(0, 2));
        assert_eq!(builder(&model).grid()[0], [false, false, false, true]);
        // Tiles go on cells, not holes; none at all is refused by the engine only with
        // the "none" new-tile rule.
        build(&mut model, Build::Brush(Brush::Tile(Some(8))));
        let object = builder(&model).object.clone();
        build(&mut model, click(0, 0));
        assert_eq!(builder(&model).object, object, "no tile on a hole");
        build(&mut model, click(3, 3));
        assert_eq!(builder(&model).tile(3, 3), Some(8));
        build(&mut model, Build::NewTile("none"));
        assert!(builder(&model).check.is_ok(), "the 8 starts it");
        build(&mut model, Build::Brush(Brush::Tile(None)));
        build(&mut model, click(3, 3));
        assert_eq!(
            builder(&model)
                .fault("gridOptions.newTileFnName")
                .map(|e| &e.reason),
            Some(&ConfigReason::NeedsInitialTiles)
        );
        // The keys' cursor: where the last click was, moved by the arrows within the
        // board.
        assert_eq!(builder(&model).cursor, (3, 3));
        build(&mut model, Build::Cursor(Direction::Right));
        assert_eq!(builder(&model).cursor, (3, 3), "the edge stops it");
        build(&mut model, Build::Cursor(Direction::Up));
        build(&mut model, Build::Cursor(Direction::Left));
        assert_eq!(builder(&model).cursor, (2, 2));
        // A hole painted under a tile takes the tile off.
        build(&mut model, Build::Brush(Brush::Tile(Some(4))));
        build(&mut model, click(2, 2));
        build(&mut model, Build::Brush(Brush::Cells));
        build(&mut model, click(2, 2));
        assert_eq!(builder(&model).tile(2, 2), None);
    }

    #[test]
    fn play_starts_the_built_game_asking_first_and_the_builder_stays() {
        let mut model = fresh(4);
        make_a_move(&mut model);
        build(&mut model, Build::Open);
        build(&mut model, Build::FromPreset("donut"));
        build(&mut model, Build::Play { seed: 9 });
        assert!(matches!(model.pending, Some(Pending::NewGame { .. })));
        model.update(Msg::Confirm);
        assert_eq!(model.variant.key(), "donut");
        assert_eq!(model.game.moves(), 0);
        assert!(model.builder.is_some());
        // From the game: its rules again.
        build(&mut model, Build::FromPreset("classic"));
        build(&mut model, Build::FromGame);
        assert_eq!(builder(&model).object, model.variant.rules.object().clone());
        assert!(build(&mut model, Build::Close));
        assert!(model.builder.is_none());
    }

    #[test]
    fn power_ups_and_limits_are_set_checked_and_left_out_when_none() {
        let mut model = fresh(1);
        build(&mut model, Build::Open);
        build(&mut model, Build::Charges(Power::Swap, 2));
        build(&mut model, Build::MoveLimit(Some(300)));
        build(&mut model, Build::TimeLimit(Some(90)));
        assert_eq!(
            json_of(&model),
            r#"{"powerUps":{"swap":2},"limits":{"moves":300,"seconds":90}}"#
        );
        let rules = builder(&model).check.clone().expect("valid");
        assert_eq!(rules.limits().time_ms, Some(90_000));
        // Out of range: the engine says which field and why.
        build(&mut model, Build::Charges(Power::Undo, 100));
        let fault = builder(&model).check.clone().expect_err("refused");
        assert_eq!(fault.field, "powerUps.undo");
        build(&mut model, Build::Charges(Power::Undo, 0));
        build(&mut model, Build::MoveLimit(Some(0)));
        assert_eq!(
            builder(&model).check.clone().expect_err("refused").field,
            "limits.moves"
        );
        // None of them: classic again.
        build(&mut model, Build::Charges(Power::Swap, 0));
        build(&mut model, Build::MoveLimit(None));
        build(&mut model, Build::TimeLimit(None));
        assert_eq!(json_of(&model), "{}");
        assert!(builder(&model).object.power_ups.is_none());
    }
}
