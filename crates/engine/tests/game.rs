//! The game's behaviour through `step`: starting, moving, winning, losing, undo, replay,
//! refusal on overflow, and the save format.

use Direction::{Down, Left, Right, Up};
use game2048_engine::{
    Direction, EngineError, Events, Game, Input, Outcome, Rules, Status, UNDO_LEVELS, load, save,
};

/// A game after a step, and what the step did.
struct Step {
    game: Game,
    events: Events,
}

/// `Game::step` by value: these tests read best as a chain of states.
fn step(input: Input, mut game: Game) -> Step {
    let events = game.step(input);
    Step { game, events }
}

fn rules(json: &str) -> Rules {
    Rules::from_json(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn start(json: &str) -> Game {
    Game::start(rules(json), 1).0
}

fn play(game: Game, dir: Direction) -> Step {
    step(Input::Move(dir), game)
}

/// A game on a board given as `(row, column, value)` tiles, with no new tiles.
fn fixed(grid: &str, tiles: &[(i64, i64, i64)], game_options: &str) -> Game {
    let tiles: Vec<String> = tiles
        .iter()
        .map(|(r, c, v)| format!(r#"{{"row":{r},"column":{c},"value":{v}}}"#))
        .collect();
    start(&format!(
        r#"{{"gameOptions":{{{game_options}}},"gridOptions":{{"gridBoolean":{grid},"newTileFnName":"none"}},"initialTiles":[{}]}}"#,
        tiles.join(",")
    ))
}

#[test]
fn a_classic_game_starts_with_two_small_tiles() {
    let (game, events) = Game::start(Rules::classic(), 99);
    assert_eq!(events.outcome, Outcome::Started);
    let tiles: Vec<_> = game.board().tiles().collect();
    assert_eq!(tiles.len(), 2);
    assert!(tiles.iter().all(|(_, t)| t.value == 2 || t.value == 4));
    assert_eq!(events.spawned.len(), 2);
    assert_eq!(
        (game.status(), game.score(), game.moves()),
        (Status::Playing, 0, 0)
    );
}

#[test]
fn spawns_are_ninety_percent_twos() {
    let (mut twos, mut fours) = (0, 0);
    for seed in 0..2_000 {
        for (_, tile) in Game::start(Rules::classic(), seed).0.board().tiles() {
            match tile.value {
                2 => twos += 1,
                4 => fours += 1,
                other => panic!("spawned {other}"),
            }
        }
    }
    let share = twos as f64 / (twos + fours) as f64;
    assert!((0.88..0.92).contains(&share), "{share}");
}

#[test]
fn the_same_seed_and_inputs_replay_the_same_game() {
    let inputs = [Left, Up, Right, Down, Left, Left, Up, Down, Right, Up];
    let replay = |seed| {
        let mut game = Game::start(Rules::classic(), seed).0;
        let mut states = Vec::new();
        for dir in inputs {
            game = play(game, dir).game;
            states.push(save(&game));
        }
        states
    };
    assert_eq!(replay(5), replay(5));
    assert_ne!(replay(5), replay(6));
}

#[test]
fn a_move_that_changes_nothing_changes_nothing() {
    let game = fixed("[[1,1],[1,1]]", &[(0, 0, 2), (1, 0, 4)], "");
    let stepped = play(game.clone(), Left);
    assert_eq!(stepped.events.outcome, Outcome::Unchanged);
    assert_eq!(stepped.game, game);
    assert_eq!(stepped.game.undo_levels(), 0);
}

#[test]
fn events_say_where_every_tile_went() {
    let game = fixed(
        "[[1,1,1,1],[1,1,1,1]]",
        &[(0, 0, 2), (0, 1, 2), (0, 3, 4), (1, 2, 8)],
        "",
    );
    let ids: Vec<_> = game.board().tiles().map(|(_, t)| t.id).collect();
    let Step { game, events } = play(game, Left);
    assert_eq!(events.outcome, Outcome::Moved(Left));
    assert_eq!(events.score_gained, 4);
    assert_eq!(events.moves.len(), 4);
    let moved = |id| {
        events.moves.iter().find(|m| m.id == id).map(|m| {
            (
                (m.from.row, m.from.col),
                (m.to.row, m.to.col),
                m.absorbed_into,
            )
        })
    };
    assert_eq!(moved(ids[0]), Some(((0, 0), (0, 0), None)));
    assert_eq!(moved(ids[1]), Some(((0, 1), (0, 0), Some(ids[0]))));
    assert_eq!(moved(ids[2]), Some(((0, 3), (0, 1), None)));
    assert_eq!(moved(ids[3]), Some(((1, 2), (1, 0), None)));
    assert_eq!(events.merged.len(), 1);
    assert_eq!((events.merged[0].id, events.merged[0].value), (ids[0], 4));
    assert_eq!(game.board().to_text(), ["4 4 . .", "8 . . ."]);
}

#[test]
fn winning_stops_until_keep_playing_and_only_once() {
    let game = fixed(
        "[[1,1,1,1],[1,1,1,1]]",
        &[(0, 0, 1024), (0, 1, 1024), (1, 0, 1024), (1, 1, 1024)],
        "",
    );
    let Step { game, events } = play(game, Left);
    assert_eq!(events.score_gained, 4096);
    assert_eq!(game.status(), Status::Won);
    let ignored = play(game.clone(), Right);
    assert_eq!(ignored.events.outcome, Outcome::Ignored);
    assert_eq!(ignored.game, game);

    let Step { game, events } = step(Input::KeepPlaying, game);
    assert_eq!(events.outcome, Outcome::KeptPlaying);
    assert_eq!(game.status(), Status::KeepPlaying);
    // Reaching the target again does not stop the game a second time.
    let game = play(game, Up).game;
    assert_eq!(game.board().to_text(), ["4096 . . .", ". . . ."]);
    assert_eq!(game.status(), Status::KeepPlaying);
    assert_eq!(
        step(Input::KeepPlaying, game).events.outcome,
        Outcome::Ignored
    );
}

#[test]
fn a_win_beats_a_loss_and_keep_playing_then_ends_the_game() {
    // After the move the board is full with no merge: lost, but 8 is on it.
    let game = start(
        r#"{"gameOptions":{"winConditionFnName":"hasTile:8"},"gridOptions":{"gridBoolean":[[1,1],[1,1]]},
            "initialTiles":[{"row":0,"column":0,"value":4},{"row":0,"column":1,"value":4},
                            {"row":1,"column":0,"value":2},{"row":1,"column":1,"value":16}]}"#,
    );
    let game = play(game, Left).game;
    assert_eq!(game.board().tiles().count(), 4);
    assert!(game.is_lost());
    assert_eq!(game.status(), Status::Won);
    let game = step(Input::KeepPlaying, game).game;
    assert_eq!(game.status(), Status::Over);
}

#[test]
fn after_game_over_only_undo_and_new_game_apply() {
    let over = fixed(
        "[[1,1],[1,1]]",
        &[(0, 0, 2), (0, 1, 4), (1, 0, 4), (1, 1, 2)],
        "",
    );
    assert_eq!(over.status(), Status::Over);
    for dir in Direction::ALL {
        assert_eq!(play(over.clone(), dir).events.outcome, Outcome::Ignored);
    }
    let fresh = step(
        Input::NewGame {
            rules: Rules::classic(),
            seed: 3,
        },
        over,
    );
    assert_eq!(fresh.events.outcome, Outcome::Started);
    assert_eq!(fresh.game.status(), Status::Playing);
}

#[test]
fn undo_restores_everything_and_redo_draws_the_same_tile() {
    let mut game = Game::start(Rules::classic(), 11).0;
    for dir in [Left, Up, Right, Down, Left] {
        game = play(game, dir).game;
    }
    let before = game.clone();
    let dir = Direction::ALL
        .into_iter()
        .find(|&d| play(before.clone(), d).events.outcome == Outcome::Moved(d))
        .expect("some move applies early in a game");
    let after = play(game, dir).game;
    assert_eq!(after.undo_levels(), before.undo_levels() + 1);

    let Step {
        game: undone,
        events,
    } = step(Input::Undo, after.clone());
    assert_eq!(events.outcome, Outcome::Undone);
    assert_eq!(undone, before);
    assert_eq!(play(undone, dir).game, after);
}

#[test]
fn undo_keeps_a_hundred_levels() {
    let mut game = Game::start(
        rules(r#"{"gridOptions":{"gridBooleanFnName":"test2_10x10"}}"#),
        2,
    )
    .0;
    let mut moved = 0;
    while moved < UNDO_LEVELS + 30 {
        let dir = Direction::ALL[moved % 4];
        let stepped = play(game, dir);
        if stepped.events.outcome == Outcome::Moved(dir) {
            moved += 1;
        }
        game = stepped.game;
        assert_ne!(game.status(), Status::Over, "a 10x10 board fills slowly");
    }
    assert_eq!(game.undo_levels(), UNDO_LEVELS);
    for _ in 0..UNDO_LEVELS {
        game = step(Input::Undo, game).game;
    }
    assert_eq!(game.moves(), 30);
    assert_eq!(
        step(Input::Undo, game).events.outcome,
        Outcome::NothingToUndo
    );
}

#[test]
fn a_merge_that_overflows_is_refused() {
    let big = i64::MAX / 2 + 1;
    let game = fixed("[[1,1],[1,1]]", &[(0, 0, big), (0, 1, big), (1, 1, 2)], "");
    let stepped = play(game.clone(), Left);
    assert_eq!(
        stepped.events.outcome,
        Outcome::Refused(EngineError::Overflow)
    );
    assert_eq!(stepped.game, game);
    // Other directions still work.
    assert_eq!(play(game, Down).events.outcome, Outcome::Moved(Down));
}

#[test]
fn zero_and_negative_tiles_are_tiles() {
    let game = fixed(
        "[[1,1,1],[1,1,1]]",
        &[(0, 0, 0), (0, 2, 0), (1, 1, -4), (1, 2, -4)],
        "",
    );
    let game = play(game, Left).game;
    assert_eq!(game.board().to_text(), ["0 . .", "-8 . ."]);
    assert_eq!(game.score(), -8);
}

#[test]
fn saves_load_back_exactly() {
    let mut game = Game::start(
        rules(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#),
        8,
    )
    .0;
    for dir in [Left, Up, Up, Right, Down, Left, Down] {
        game = play(game, dir).game;
    }
    let text = save(&game);
    let loaded = load(&text).expect("a fresh save loads");
    assert_eq!(loaded, game);
    // The generator came along: the next move spawns the same tile.
    assert_eq!(play(loaded, Right).game, play(game, Right).game);
}

#[test]
fn bad_saves_are_errors() {
    let game = play(Game::start(Rules::classic(), 4).0, Left).game;
    let good = save(&game);
    let edited = |from: &str, to: &str| {
        assert!(good.contains(from), "{from} not in {good}");
        good.replacen(from, to, 1)
    };
    let cases = [
        ("garbage", "nonsense".to_string()),
        ("empty", String::new()),
        ("truncated", good[..good.len() / 2].to_string()),
        ("foreign", r#"{"grid":[[2]]}"#.to_string()),
        ("newer", edited(r#""version":1"#, r#""version":2"#)),
        ("no version", edited(r#""version":1,"#, "")),
        (
            "bad rules",
            edited(
                r#""rules":{}"#,
                r#""rules":{"gridOptions":{"minMergeLength":1}}"#,
            ),
        ),
        ("unknown key", edited(r#""score""#, r#""bonus":1,"score""#)),
        (
            "status lie",
            edited(r#""status":"playing""#, r#""status":"won""#),
        ),
    ];
    for (what, text) in cases {
        match load(&text) {
            Ok(_) => panic!("{what}: loaded {text}"),
            Err(e) => assert!(!e.to_string().is_empty(), "{what}"),
        }
    }
    assert!(
        load(&edited(r#""version":1"#, r#""version":2"#))
            .unwrap_err()
            .to_string()
            .contains("newer version")
    );
}

#[test]
fn saves_that_break_an_invariant_are_errors() {
    let game = play(Game::start(Rules::classic(), 4).0, Left).game;
    let good: serde_json::Value = serde_json::from_str(&save(&game)).expect("json");
    let broken = |edit: &dyn Fn(&mut serde_json::Value), reason: &str| {
        let mut value = good.clone();
        edit(&mut value);
        let err = load(&value.to_string()).expect_err(reason).to_string();
        assert!(err.contains(reason), "{err:?} should mention {reason:?}");
    };
    broken(
        &|v| v["state"]["tiles"][0]["row"] = 9.into(),
        "off the board",
    );
    broken(&|v| v["state"]["tiles"][0]["id"] = 0.into(), "id 0");
    broken(
        &|v| v["state"]["tiles"][1]["id"] = v["state"]["tiles"][0]["id"].clone(),
        "used twice",
    );
    broken(&|v| v["state"]["nextId"] = 1.into(), "not below nextId");
    broken(
        &|v| {
            let tile = v["state"]["tiles"][0].clone();
            v["state"]["tiles"]
                .as_array_mut()
                .expect("array")
                .push(tile);
        },
        "used twice",
    );
    broken(
        &|v| {
            v["rules"] = serde_json::json!({"gridOptions": {"gridBoolean": [[1, 1, 1], [1, 1, 1], [1, 1, 1]]}})
        },
        "state",
    );
    broken(&|v| v["history"][0]["status"] = "over".into(), "history[0]");
    broken(
        &|v| {
            let level = v["history"][0].clone();
            v["history"] = serde_json::Value::Array(vec![level; UNDO_LEVELS + 1]);
        },
        "at most 100",
    );
}

include!("common/replay.rs");

#[test]
fn native_replays_the_recorded_game() {
    assert_eq!(game2048_replay_digest(), REPLAY_DIGEST);
}
