//! What the screen shows, derived from the model: the board's grid and what each cell
//! says, the tiles with their places, colours and animations, the slide's axis and the
//! points a move scored. The view renders these and decides nothing.
//!
//! Tiles are listed by id, so that a keyed list keeps each tile's DOM node where it is
//! (a moved node would lose its running CSS transition). Tiles absorbed by the last
//! move are listed too, at the cell they slid into, until the next step.

use game2048_engine::{Direction, Outcome};

use super::colors::{Palette, TileLook};
use super::copy::Label;
use super::model::Model;

/// The board's cells: its size and which cells are holes. Changes only with the
/// variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// Row by row.
    pub enabled: Vec<bool>,
}

pub fn grid(model: &Model) -> Grid {
    let shape = model.shown_game().rules().shape();
    Grid {
        rows: shape.rows(),
        cols: shape.cols(),
        enabled: shape.mask().concat(),
    }
}

impl Grid {
    /// The grid as a short text that names it: its rows, its columns and its holes.
    pub fn key(&self) -> String {
        let mut key = format!("{}x{}:", self.rows, self.cols);
        key.extend(self.enabled.iter().map(|&on| if on { '1' } else { '0' }));
        key
    }
}

/// What one cell of the accessible grid holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Hole,
    Empty,
    Tile(i64),
}

impl Cell {
    /// What assistive technology reads for the cell.
    pub fn label(self) -> String {
        match self {
            Cell::Hole => Label::Hole.say().to_string(),
            Cell::Empty => Label::EmptyCell.say().to_string(),
            Cell::Tile(value) => value.to_string(),
        }
    }
}

/// The cell at `index` (row by row): a hole past the board's end.
pub fn cell(model: &Model, index: usize) -> Cell {
    let board = model.shown_game().board();
    let shape = board.shape();
    match board.cells().get(index) {
        Some(Some(tile)) => Cell::Tile(tile.value),
        Some(None) if shape.is_enabled(shape.pos(index)) => Cell::Empty,
        _ => Cell::Hole,
    }
}

/// Which way the last move slid (horizontal and vertical slides may take different
/// times).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    Horizontal,
    Vertical,
}

impl Axis {
    /// `h` or `v`, as the stylesheet's `data-axis` selectors expect.
    pub fn name(self) -> &'static str {
        match self {
            Axis::Horizontal => "h",
            Axis::Vertical => "v",
        }
    }
}

/// A tile's identity on the page: tile ids restart with every game, so the game
/// number is part of it (see `Model::game_number`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileKey {
    pub game: u64,
    pub id: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneTile {
    pub key: TileKey,
    pub value: i64,
    pub row: u8,
    pub col: u8,
    pub look: TileLook,
    /// Slid into a merge survivor; shown until the next step, under it.
    pub absorbed: bool,
    /// Appeared in the last step.
    pub fresh: bool,
    /// Survived a merge in the last step (pops).
    pub merged: bool,
    /// For a merge's survivor, its value and look before the merge: shown while it
    /// slides, as the original game does, before the merged value pops.
    pub before: Option<(i64, TileLook)>,
}

/// The tiles and the last slide's axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Sorted by key.
    pub tiles: Vec<SceneTile>,
    pub axis: Axis,
}

impl Scene {
    /// The tile of `key`, if the scene shows it.
    pub fn tile(&self, key: TileKey) -> Option<&SceneTile> {
        let at = self.tiles.binary_search_by_key(&key, |t| t.key).ok()?;
        self.tiles.get(at)
    }
}

pub fn scene(model: &Model) -> Scene {
    // A replay's tiles are keyed apart from every live game's (the top bit), and apart
    // again after each jump, so that no tile slides in from somewhere it never was.
    let (game, events, number) = match &model.replay {
        Some(replay) => (
            replay.game(),
            replay.events(),
            1 << 63 | model.replays_opened << 32 | replay.jumps,
        ),
        None => (&model.game, &model.events, model.game_number),
    };
    let palette = Palette::for_rules(game.rules());
    let key = |id: u32| TileKey { game: number, id };
    let animate = matches!(events.outcome, Outcome::Moved(_) | Outcome::Started);
    let mut tiles: Vec<SceneTile> = game
        .board()
        .tiles()
        .map(|(at, tile)| {
            let merged = animate && events.merged.iter().any(|m| m.id == tile.id);
            let before = merged
                .then(|| events.moves.iter().find(|m| m.id == tile.id))
                .flatten()
                .map(|m| (m.value, palette.look(m.value)));
            SceneTile {
                key: key(tile.id.get()),
                value: tile.value,
                row: at.row,
                col: at.col,
                look: palette.look(tile.value),
                absorbed: false,
                fresh: animate && events.spawned.iter().any(|s| s.id == tile.id),
                merged,
                before,
            }
        })
        .collect();
    if animate {
        tiles.extend(
            events
                .moves
                .iter()
                .filter(|m| m.absorbed_into.is_some())
                .map(|m| SceneTile {
                    key: key(m.id.get()),
                    value: m.value,
                    row: m.to.row,
                    col: m.to.col,
                    look: palette.look(m.value),
                    absorbed: true,
                    fresh: false,
                    merged: false,
                    before: None,
                }),
        );
    }
    sort_by_key(&mut tiles);
    let axis = match events.outcome {
        Outcome::Moved(Direction::Up | Direction::Down) => Axis::Vertical,
        _ => Axis::Horizontal,
    };
    Scene { tiles, axis }
}

/// Sorts the tiles by key, by insertion: a board holds at most a few hundred tiles, and
/// the standard library's sorts would add about 1.5 KB gzip to the first load.
fn sort_by_key(tiles: &mut [SceneTile]) {
    for i in 1..tiles.len() {
        let mut j = i;
        while j > 0 && tiles[j - 1].key > tiles[j].key {
            tiles.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The points the last move scored, as the score's "+n" shows them: `+4`, or `-3` for
/// rules whose merges cost points; none after a move that scored none.
pub fn gained(model: &Model) -> Option<String> {
    if model.replay.is_some() {
        return None;
    }
    let events = &model.events;
    (matches!(events.outcome, Outcome::Moved(_)) && events.score_gained != 0)
        .then(|| format!("{:+}", events.score_gained))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Msg;
    use crate::variant::Variant;

    fn two_twos() -> Model {
        two_tiles_of(2)
    }

    /// A board of two tiles of `value` at a row's ends, where no tile spawns.
    fn two_tiles_of(value: i64) -> Model {
        let v = Variant::custom(&format!(
            r#"{{"gridOptions":{{"newTileFnName":"none"}},"initialTiles":[
                {{"row":0,"column":0,"value":{value}}},{{"row":0,"column":3,"value":{value}}}]}}"#
        ))
        .expect("valid");
        Model::init(None, None, v, 1).0
    }

    #[test]
    fn a_merge_that_costs_points_shows_them_with_their_sign() {
        let mut model = two_tiles_of(-4);
        model.update(Msg::Move(Direction::Left));
        assert_eq!(gained(&model).as_deref(), Some("-8"));
    }

    #[test]
    fn a_merge_shows_the_survivor_popping_and_the_absorbed_tile_under_it() {
        let mut model = two_twos();
        let before = scene(&model);
        assert!(before.tiles.iter().all(|t| t.fresh && !t.merged));
        assert_eq!(gained(&model), None);
        model.update(Msg::Move(Direction::Left));
        let palette = Palette::for_rules(model.game.rules());
        let after = scene(&model);
        assert_eq!(after.axis, Axis::Horizontal);
        assert_eq!(
            after.tiles,
            vec![
                SceneTile {
                    key: TileKey { game: 0, id: 1 },
                    value: 4,
                    row: 0,
                    col: 0,
                    look: palette.look(4),
                    absorbed: false,
                    fresh: false,
                    merged: true,
                    before: Some((2, palette.look(2))),
                },
                SceneTile {
                    key: TileKey { game: 0, id: 2 },
                    value: 2,
                    row: 0,
                    col: 0,
                    look: palette.look(2),
                    absorbed: true,
                    fresh: false,
                    merged: false,
                    before: None,
                },
            ]
        );
        assert_eq!(gained(&model).as_deref(), Some("+4"));
        let key = |id| TileKey { game: 0, id };
        assert_eq!(after.tile(key(2)).map(|t| t.absorbed), Some(true));
        assert_eq!(after.tile(key(3)), None, "no tile 3 on this board");
        // The next step drops the absorbed tile and slides vertically.
        model.update(Msg::Move(Direction::Down));
        let next = scene(&model);
        assert_eq!(next.tiles.len(), 1);
        assert_eq!(next.axis, Axis::Vertical);
        assert_eq!(gained(&model), None);
        model.update(Msg::Undo);
        let undone = scene(&model);
        assert!(
            undone
                .tiles
                .iter()
                .all(|t| !t.absorbed && !t.fresh && !t.merged)
        );
    }

    #[test]
    fn only_the_new_tile_is_fresh_and_a_survivor_shows_its_own_old_value() {
        // 4 then 2 merge into 6 under the non-increasing rule: the survivor slid as a 4.
        let v = Variant::custom(
            r#"{"gridOptions":{"mergeConditionFnName":"nonIncreasing"},"initialTiles":[
                {"row":0,"column":0,"value":4},{"row":0,"column":1,"value":2},
                {"row":3,"column":3,"value":16}]}"#,
        )
        .expect("valid");
        let (mut model, _) = Model::init(None, None, v, 3);
        model.update(Msg::Move(Direction::Left));
        let tiles = scene(&model).tiles;
        let survivor = tiles.iter().find(|t| t.merged).expect("a merge");
        assert_eq!(
            (survivor.value, survivor.before.map(|(v, _)| v)),
            (6, Some(4))
        );
        let fresh: Vec<_> = tiles.iter().filter(|t| t.fresh).collect();
        assert_eq!(fresh.len(), 1, "{tiles:?}");
        assert!(!fresh[0].merged && !fresh[0].absorbed);
        assert!(
            tiles
                .iter()
                .filter(|t| !t.merged && !t.fresh)
                .all(|t| t.before.is_none())
        );
    }

    #[test]
    fn a_new_game_numbers_its_tiles_apart_from_the_last() {
        let (mut model, _) = Model::init(None, None, Variant::classic(), 1);
        let keys = |model: &Model| scene(model).tiles.iter().map(|t| t.key).collect::<Vec<_>>();
        let first = keys(&model);
        model.update(Msg::NewGame {
            variant: None,
            seed: 2,
            confirmed: true,
        });
        let second = keys(&model);
        // Ids restart at 1, but no key is shared.
        assert!(
            first.iter().all(|k| !second.contains(k)),
            "{first:?} {second:?}"
        );
        assert_eq!(second.iter().map(|k| k.id).collect::<Vec<_>>(), [1, 2]);
    }

    #[test]
    fn the_grid_and_its_cells() {
        let donut = Variant::named("donut").expect("preset");
        let (model, _) = Model::init(None, None, donut, 1);
        let g = grid(&model);
        assert_eq!((g.rows, g.cols), (3, 3));
        assert_eq!(g.enabled.iter().filter(|&&on| !on).count(), 1);
        assert!(!g.enabled[4]);
        assert_eq!(g.key(), "3x3:111101111");
        let classic =
            grid(&Model::init(None, None, Variant::named("classic").expect("preset"), 1).0);
        assert_eq!(classic.key(), format!("4x4:{}", "1".repeat(16)));
        let cells: Vec<_> = (0..10).map(|i| cell(&model, i)).collect();
        assert_eq!(cells[4], Cell::Hole);
        assert_eq!(cells[9], Cell::Hole, "past the board's end");
        assert_eq!(cells[0], Cell::Tile(2));
        assert_eq!(cells.iter().filter(|c| **c == Cell::Empty).count(), 7);
        assert_eq!(
            [Cell::Hole, Cell::Empty, Cell::Tile(-8)].map(Cell::label),
            ["hole", "empty", "-8"]
        );
        assert_eq!(
            [Axis::Horizontal, Axis::Vertical].map(Axis::name),
            ["h", "v"]
        );
    }
}
