//! Power-ups and limits (issue 32): the rules read and refused with reasons, every use
//! of a power-up applied or refused without a change, charges earned and given back,
//! the move budget and the time running out; their records read back equal.

use game2048_engine::{
    Charges, Direction, Game, Input, Limits, Outcome, Pos, Power, PowerError, Record, RecordError,
    Recorded, Rules, Status,
};

const POWERS: &str = r#"{"powerUps":{"swap":1,"remove":1,"undo":1,
    "earn":[{"tile":8,"swap":1},{"tile":16,"undo":2}]}}"#;

/// A game of `json`'s rules set up on `rows` (row by row, 0 for an empty cell).
fn set_up(json: &str, rows: [[i64; 4]; 4]) -> Game {
    let rules = Rules::from_json(json).expect("valid rules");
    let cells: Vec<Option<i64>> = rows
        .iter()
        .flatten()
        .map(|&v| (v != 0).then_some(v))
        .collect();
    rules.set_up(&cells, 7).expect("a position")
}

fn values(game: &Game) -> Vec<i64> {
    game.board()
        .cells()
        .iter()
        .map(|c| c.map_or(0, |t| t.value))
        .collect()
}

fn refused(game: &mut Game, input: Input) -> PowerError {
    let before = game.clone();
    match game.step(input).outcome {
        Outcome::PowerRefused(e) => {
            assert_eq!(*game, before, "a refusal changes nothing");
            e
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn power_ups_and_limits_read_write_and_refuse_with_reasons() {
    let rules = Rules::from_json(POWERS).expect("valid");
    let powers = rules.power_ups().expect("power-ups");
    assert_eq!(
        powers.start,
        Charges {
            swap: 1,
            remove: 1,
            undo: 1
        }
    );
    assert_eq!(powers.earn.len(), 2);
    assert_eq!(
        rules.to_json(),
        r#"{"powerUps":{"swap":1,"remove":1,"undo":1,"earn":[{"tile":8,"swap":1},{"tile":16,"undo":2}]}}"#
    );
    let limited = Rules::from_json(r#"{"limits":{"seconds":180,"moves":500}}"#).expect("valid");
    assert_eq!(
        limited.limits(),
        Limits {
            moves: Some(500),
            time_ms: Some(180_000)
        }
    );
    assert_eq!(
        limited.to_json(),
        r#"{"limits":{"moves":500,"seconds":180}}"#
    );
    assert_eq!(Rules::classic().limits(), Limits::default());
    assert!(Rules::classic().power_ups().is_none());

    for (json, field, reason) in [
        (r#"{"powerUps":{"swap":-1}}"#, "powerUps.swap", "0 to 99"),
        (r#"{"powerUps":{"undo":100}}"#, "powerUps.undo", "0 to 99"),
        (
            r#"{"powerUps":{"swap":1.5}}"#,
            "powerUps.swap",
            "whole number",
        ),
        (
            r#"{"powerUps":{"bomb":1}}"#,
            "powerUps.bomb",
            "unknown field",
        ),
        (r#"{"powerUps":[]}"#, "powerUps", "must be an object"),
        (
            r#"{"powerUps":{"earn":{}}}"#,
            "powerUps.earn",
            "must be an array",
        ),
        (
            r#"{"powerUps":{"earn":[{"swap":1}]}}"#,
            "powerUps.earn[0].tile",
            "missing",
        ),
        (
            r#"{"powerUps":{"earn":[{"tile":8},{"tile":8}]}}"#,
            "powerUps.earn[1].tile",
            "given twice",
        ),
        (
            r#"{"limits":{"moves":0}}"#,
            "limits.moves",
            "from 1 to 100000",
        ),
        (
            r#"{"limits":{"moves":100001}}"#,
            "limits.moves",
            "from 1 to 100000",
        ),
        (
            r#"{"limits":{"seconds":-5}}"#,
            "limits.seconds",
            "from 1 to 86400",
        ),
        (
            r#"{"limits":{"seconds":86401}}"#,
            "limits.seconds",
            "from 1 to 86400",
        ),
        (
            r#"{"limits":{"seconds":"60"}}"#,
            "limits.seconds",
            "whole number",
        ),
        (r#"{"limits":{"hours":1}}"#, "limits.hours", "unknown field"),
    ] {
        let e = Rules::from_json(json).expect_err(json);
        assert_eq!(e.field, field, "{json}");
        assert!(
            e.reason.to_string().contains(reason),
            "{json}: {}",
            e.reason
        );
    }
    let many: Vec<String> = (0..17)
        .map(|i| format!(r#"{{"tile":{}}}"#, 1 << i))
        .collect();
    let json = format!(r#"{{"powerUps":{{"earn":[{}]}}}}"#, many.join(","));
    assert!(
        Rules::from_json(&json)
            .expect_err("17")
            .reason
            .to_string()
            .contains("at most 16")
    );
}

#[test]
fn swap_and_remove_change_the_board_spend_a_charge_and_refuse_bad_use() {
    let mut game = set_up(
        POWERS,
        [[2, 4, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 8]],
    );
    let (a, b, empty) = (Pos::new(0, 0), Pos::new(0, 1), Pos::new(2, 2));
    assert_eq!(refused(&mut game, Input::Swap(a, a)), PowerError::SameCell);
    assert_eq!(
        refused(&mut game, Input::Swap(a, empty)),
        PowerError::EmptyCell
    );
    assert_eq!(
        refused(&mut game, Input::Swap(a, Pos::new(4, 0))),
        PowerError::NotACell
    );
    assert_eq!(
        refused(&mut game, Input::Remove(64)),
        PowerError::NoSuchValue
    );
    // Equal values: nothing to swap, no charge spent.
    assert_eq!(
        game.step(Input::Swap(a, Pos::new(1, 1))).outcome,
        Outcome::Unchanged
    );
    assert_eq!(game.charges().swap, 1);

    let events = game.step(Input::Swap(a, b));
    assert_eq!(events.outcome, Outcome::Swapped);
    assert_eq!(events.moves.len(), 2);
    assert_eq!(&values(&game)[..2], &[4, 2]);
    assert_eq!((game.charges().swap, game.moves(), game.score()), (0, 0, 0));
    assert_eq!(
        refused(&mut game, Input::Swap(a, b)),
        PowerError::NoCharge(Power::Swap)
    );

    let events = game.step(Input::Remove(2));
    assert_eq!(events.outcome, Outcome::Removed);
    assert_eq!(events.removed.len(), 2);
    assert!(events.spawned.is_empty(), "a power-up adds no tile");
    assert_eq!(values(&game).iter().filter(|&&v| v != 0).count(), 2);
    assert_eq!(
        game.charges(),
        Charges {
            swap: 0,
            remove: 0,
            undo: 1
        }
    );

    // Undo takes the removal back (its charge with it) at an undo charge.
    assert_eq!(game.step(Input::Undo).outcome, Outcome::Undone);
    assert_eq!(
        game.charges(),
        Charges {
            swap: 0,
            remove: 1,
            undo: 0
        }
    );
    assert_eq!(values(&game).iter().filter(|&&v| v == 2).count(), 2);
    assert_eq!(
        refused(&mut game, Input::Undo),
        PowerError::NoCharge(Power::Undo)
    );

    let mut lone = set_up(
        POWERS,
        [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
    );
    assert_eq!(refused(&mut lone, Input::Remove(2)), PowerError::WouldEmpty);
    let mut classic = Game::start(Rules::classic(), 1).0;
    let tile = classic.board().tiles().next().expect("a tile").1.value;
    assert_eq!(
        refused(&mut classic, Input::Remove(tile)),
        PowerError::NoPowerUps
    );
}

#[test]
fn merges_earn_charges_once_and_undo_takes_them_back() {
    let mut game = set_up(
        POWERS,
        [[4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    );
    let events = game.step(Input::Move(Direction::Left));
    assert_eq!(
        events.earned,
        Charges {
            swap: 1,
            remove: 0,
            undo: 0
        }
    );
    assert_eq!(game.charges().swap, 2);
    // Undo: the earned swap goes back, one undo spent; earning it again is possible.
    game.step(Input::Undo);
    assert_eq!(
        game.charges(),
        Charges {
            swap: 1,
            remove: 1,
            undo: 0
        }
    );
    game.step(Input::Move(Direction::Left));
    assert_eq!(game.charges().swap, 2);
    // A second 8 earns nothing: each entry once a game.
    let mut twice = set_up(
        POWERS,
        [[4, 4, 0, 0], [4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    );
    assert_eq!(twice.step(Input::Move(Direction::Left)).earned.swap, 1);
    assert_eq!(twice.charges().swap, 2);

    // Undo charges earned by the undone move are taken back with it. (A 16 is also
    // "8 or more": both entries at once.)
    let mut big = set_up(
        POWERS,
        [[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    );
    let events = big.step(Input::Move(Direction::Left));
    assert_eq!(
        events.earned,
        Charges {
            swap: 1,
            remove: 0,
            undo: 2
        }
    );
    assert_eq!(big.charges().undo, 3);
    big.step(Input::Undo);
    assert_eq!(big.charges().undo, 0);
}

#[test]
fn a_power_up_can_free_a_stuck_board_and_is_ignored_after_a_win() {
    let stuck = [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 8]];
    let mut game = set_up(POWERS, stuck);
    assert_eq!(game.status(), Status::Over);
    game.step(Input::Remove(8));
    assert_eq!(game.status(), Status::Playing);
    assert!(game.step(Input::Move(Direction::Right)).changed_state());

    let won = r#"{"gameOptions":{"winConditionFnName":"hasTile:8"},"powerUps":{"swap":3}}"#;
    let mut game = set_up(
        won,
        [[4, 4, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    );
    game.step(Input::Move(Direction::Left));
    assert_eq!(game.status(), Status::Won);
    let swap = Input::Swap(Pos::new(0, 0), Pos::new(1, 0));
    assert_eq!(game.step(swap.clone()).outcome, Outcome::Ignored);
    game.step(Input::KeepPlaying);
    assert_eq!(game.step(swap).outcome, Outcome::Swapped);
    assert_eq!(game.status(), Status::KeepPlaying);
}

#[test]
fn a_move_budget_ends_the_game_and_undo_gives_a_move_back() {
    let json = r#"{"limits":{"moves":2},"powerUps":{"swap":1,"undo":1}}"#;
    let mut game = set_up(
        json,
        [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4], [0, 0, 0, 0]],
    );
    assert_eq!(game.moves_left(), Some(2));
    game.step(Input::Move(Direction::Right));
    assert_eq!(
        (game.moves_left(), game.status()),
        (Some(1), Status::Playing)
    );
    game.step(Input::Move(Direction::Left));
    assert_eq!((game.moves_left(), game.status()), (Some(0), Status::Over));
    assert!(game.is_lost());
    assert_eq!(
        game.step(Input::Move(Direction::Up)).outcome,
        Outcome::Ignored
    );
    let (a, b) = (Pos::new(0, 0), Pos::new(2, 0));
    assert_eq!(game.step(Input::Swap(a, b)).outcome, Outcome::Ignored);
    game.step(Input::Undo);
    assert_eq!(
        (game.moves_left(), game.status()),
        (Some(1), Status::Playing)
    );
    assert_eq!(Game::start(Rules::classic(), 1).0.moves_left(), None);
}

#[test]
fn time_up_ends_the_game_for_good() {
    let json = r#"{"limits":{"seconds":60}}"#;
    let mut game = set_up(
        json,
        [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4], [0, 0, 0, 0]],
    );
    game.step(Input::Move(Direction::Right));
    assert_eq!(game.step(Input::TimeUp).outcome, Outcome::TimeUp);
    assert_eq!((game.status(), game.expired()), (Status::Over, true));
    assert_eq!(game.step(Input::Undo).outcome, Outcome::Ignored);
    assert_eq!(
        game.step(Input::Move(Direction::Left)).outcome,
        Outcome::Ignored
    );
    assert_eq!(game.step(Input::TimeUp).outcome, Outcome::Ignored);
    let mut untimed = Game::start(Rules::classic(), 3).0;
    assert_eq!(untimed.step(Input::TimeUp).outcome, Outcome::Ignored);
}

/// Plays `inputs` on a new game of `json`'s rules from seed 11, recording each
/// input that changed it (at `times`, if given).
fn recorded(json: &str, inputs: &[Recorded], times: Option<&[u32]>) -> (Record, Game) {
    let rules = Rules::from_json(json).expect("valid");
    let mut record = Record::new(rules.clone(), 11);
    let (mut game, _) = Game::start(rules, 11);
    for (i, &input) in inputs.iter().enumerate() {
        if game.step(input.input()).changed_state() {
            match times {
                Some(times) => record.push_at(input, times[i]),
                None => record.push(input),
            }
        }
    }
    (record, game)
}

#[test]
fn records_of_power_ups_and_limits_are_version_3_and_read_back_equal() {
    let mut inputs = vec![
        Recorded::Move(Direction::Left),
        Recorded::Move(Direction::Up),
        Recorded::Undo,
        Recorded::Move(Direction::Down),
    ];
    let (record, game) = recorded(POWERS, &inputs, None);
    let tiles: Vec<(Pos, i64)> = game.board().tiles().map(|(p, t)| (p, t.value)).collect();
    // A swap of two tiles of different values, then a removal.
    let other = tiles
        .iter()
        .find(|(_, v)| *v != tiles[0].1)
        .expect("two values");
    inputs.push(Recorded::Swap(tiles[0].0, other.0));
    inputs.push(Recorded::Remove(tiles[0].1));
    let (record2, game2) = recorded(POWERS, &inputs, None);
    assert_eq!(record2.inputs().len(), record.inputs().len() + 2);
    let text = record2.encode(&game2);
    assert!(text.starts_with("r3."), "{text}");
    let (read, replayed) = Record::decode(&text).expect("reads back");
    assert_eq!(read, record2);
    assert_eq!(replayed, game2);
    assert_eq!(Record::undo_use_of(&text).map(|u| u.used), Some(1));

    // A timed game keeps when each input was made, and the time running out.
    let timed = r#"{"limits":{"seconds":60}}"#;
    let moves = [
        Recorded::Move(Direction::Left),
        Recorded::Move(Direction::Up),
        Recorded::Move(Direction::Right),
        Recorded::TimeUp,
    ];
    let (record, game) = recorded(timed, &moves, Some(&[400, 1_250, 59_000, 60_000]));
    let text = record.encode(&game);
    let (read, replayed) = Record::decode(&text).expect("reads back");
    assert_eq!(read.times(), record.times());
    assert_eq!(read.times().last(), Some(&60_000));
    assert!(replayed.expired());
    // Past the limit, the times are damage.
    let (mut late, game) = recorded(timed, &moves[..1], Some(&[61_000]));
    assert!(matches!(
        Record::decode(&late.encode(&game)),
        Err(RecordError::Damaged(_))
    ));
    late.truncate(0);
    assert!(late.times().is_empty());

    // Records of other games are written as before.
    let (plain, game) = recorded("{}", &moves[..2], None);
    assert!(plain.encode(&game).starts_with("r1."));
}
