//! What the model's tests share: fresh games, fixed positions, a move that applies.

use game2048_engine::{Direction, Game, Input, Record, Recorded, Rules};

use super::{Effects, Model, Msg, Restored};
use crate::variant::Variant;

/// A new classic game from `seed`.
pub fn fresh(seed: u64) -> Model {
    Model::init(None, None, Variant::classic(), seed).0
}

/// A game of `tiles` (row, column, value) on a 4x4 board with no new tiles.
pub fn fixed(tiles: &[(u8, u8, i64)]) -> Variant {
    let tiles: Vec<String> = tiles
        .iter()
        .map(|(r, c, v)| format!(r#"{{"row":{r},"column":{c},"value":{v}}}"#))
        .collect();
    Variant::custom(&format!(
        r#"{{"gridOptions":{{"newTileFnName":"none"}},"initialTiles":[{}]}}"#,
        tiles.join(",")
    ))
    .expect("valid")
}

/// Moves until one changes the board.
pub fn make_a_move(model: &mut Model) -> Effects {
    for dir in Direction::ALL {
        let turn = model.turn;
        let effects = model.update(Msg::Move(dir));
        if model.turn != turn {
            return effects;
        }
    }
    panic!("no move applies");
}

/// The direction of some move that changes the board.
pub fn a_move(model: &Model) -> Direction {
    Direction::ALL
        .into_iter()
        .find(|&d| {
            game2048_engine::slide::can_slide(model.game.board(), model.game.rules().merge(), d)
        })
        .expect("a move")
}

/// A classic game kept from a visit, some moves in.
pub fn restored_in_progress() -> Restored {
    let (mut game, _) = Game::start(Rules::classic(), 4);
    let mut record = Record::new(Rules::classic(), 4);
    for dir in Direction::ALL {
        if game.step(Input::Move(dir)).changed_state() {
            record.push(Recorded::Move(dir));
        }
    }
    assert!(game.moves() > 0);
    Restored {
        variant: Variant::classic(),
        game,
        record,
    }
}
