//! What the board shows after a step: every tile with its place and animation, derived
//! from the model. The view renders this list and nothing else.
//!
//! Tiles are listed by id, so that a keyed list keeps each tile's DOM node where it is
//! (a moved node would lose its running CSS transition). Tiles absorbed by the last
//! move are listed too, at the cell they slid into, until the next step.

use super::model::Model;
use crate::engine::Outcome;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneTile {
    /// Which game of the page the tile belongs to (see `Model::game_number`).
    pub game: u64,
    pub id: u32,
    pub value: i64,
    pub row: u8,
    pub col: u8,
    /// Slid into a merge survivor; shown until the next step, under it.
    pub absorbed: bool,
    /// Appeared in the last step.
    pub fresh: bool,
    /// Survived a merge in the last step (pops).
    pub merged: bool,
    /// For a merge's survivor, its value before the merge: shown while it slides, as
    /// the original game does, before the merged value pops.
    pub merged_from: Option<i64>,
}

/// The tiles to draw, sorted by id.
pub fn tiles(model: &Model) -> Vec<SceneTile> {
    let events = &model.events;
    let animate = matches!(events.outcome, Outcome::Moved(_) | Outcome::Started);
    let mut tiles: Vec<SceneTile> = model
        .game
        .board()
        .tiles()
        .map(|(at, tile)| SceneTile {
            game: model.game_number,
            id: tile.id.get(),
            value: tile.value,
            row: at.row,
            col: at.col,
            absorbed: false,
            fresh: animate && events.spawned.iter().any(|s| s.id == tile.id),
            merged: animate && events.merged.iter().any(|m| m.id == tile.id),
            merged_from: None,
        })
        .collect();
    if animate {
        for tile in tiles.iter_mut().filter(|t| t.merged) {
            tile.merged_from = events
                .moves
                .iter()
                .find(|m| m.id.get() == tile.id)
                .map(|m| m.value);
        }
    }
    if animate {
        tiles.extend(
            events
                .moves
                .iter()
                .filter(|m| m.absorbed_into.is_some())
                .map(|m| SceneTile {
                    game: model.game_number,
                    id: m.id.get(),
                    value: m.value,
                    row: m.to.row,
                    col: m.to.col,
                    absorbed: true,
                    fresh: false,
                    merged: false,
                    merged_from: None,
                }),
        );
    }
    tiles.sort_by_key(|t| t.id);
    tiles
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::Msg;
    use crate::app::variant::Variant;
    use crate::engine::Direction;

    #[test]
    fn a_merge_shows_the_survivor_popping_and_the_absorbed_tile_under_it() {
        let v = Variant::custom(
            r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[
                {"row":0,"column":0,"value":2},{"row":0,"column":3,"value":2}]}"#,
        )
        .expect("valid");
        let (mut model, _) = Model::init(None, None, v, 1);
        let before = tiles(&model);
        assert!(before.iter().all(|t| t.fresh && !t.merged));
        model.update(Msg::Move(Direction::Left));
        let after = tiles(&model);
        assert_eq!(
            after,
            vec![
                SceneTile {
                    game: 0,
                    id: 1,
                    value: 4,
                    row: 0,
                    col: 0,
                    absorbed: false,
                    fresh: false,
                    merged: true,
                    merged_from: Some(2)
                },
                SceneTile {
                    game: 0,
                    id: 2,
                    value: 2,
                    row: 0,
                    col: 0,
                    absorbed: true,
                    fresh: false,
                    merged: false,
                    merged_from: None
                },
            ]
        );
        // The next step drops the absorbed tile.
        model.update(Msg::Move(Direction::Right));
        assert_eq!(tiles(&model).len(), 1);
        model.update(Msg::Undo);
        assert_eq!(tiles(&model).iter().filter(|t| t.absorbed).count(), 0);
    }

    #[test]
    fn a_new_game_numbers_its_tiles_apart_from_the_last() {
        let (mut model, _) = Model::init(None, None, Variant::classic(), 1);
        let first: Vec<(u64, u32)> = tiles(&model).iter().map(|t| (t.game, t.id)).collect();
        model.update(Msg::NewGame {
            variant: None,
            seed: 2,
            confirmed: true,
        });
        let second: Vec<(u64, u32)> = tiles(&model).iter().map(|t| (t.game, t.id)).collect();
        // Ids restart at 1, but no key is shared.
        assert!(
            first.iter().all(|k| !second.contains(k)),
            "{first:?} {second:?}"
        );
        assert_eq!(second.iter().map(|k| k.1).collect::<Vec<_>>(), [1, 2]);
    }
}
