//! What the player decides: with a node budget the same position always gets the same
//! move (so these tests can pin moves), a decision is always a move that changes the
//! board, on classic rules and on every other rule set, and none is given when no move
//! is left.

use game2048_ai::{Budget, Player, classic_board, is_classic};
use game2048_engine::slide::can_slide;
use game2048_engine::{Board, Direction, Game, Input, PRESETS, Rules};

fn board(rows: &[&str]) -> Board {
    Board::from_text(rows).expect("a board")
}

#[test]
fn a_node_budget_gives_the_same_move_every_time() {
    let rules = Rules::classic();
    let position = board(&["2 4 8 16", ". . 4 32", ". . . 2", ". . 2 ."]);
    let first = Player::default().decide(&rules, &position, &mut Budget::nodes(20_000));
    for _ in 0..3 {
        // A fresh player, and one whose tables hold an earlier decision.
        let mut reused = Player::default();
        reused.decide(
            &rules,
            &board(&["2 . . .", ". . . .", ". . 2 .", ". . . ."]),
            &mut Budget::nodes(5_000),
        );
        for mut player in [Player::default(), reused] {
            assert_eq!(
                player.decide(&rules, &position, &mut Budget::nodes(20_000)),
                first
            );
        }
    }
    assert!(first.nodes <= 20_000 && first.depth >= 2, "{first:?}");
    // Pinned (recorded from this search): the 32 moves up beside the 16, into a row of
    // 2 4 8 16 32 waiting to be built on.
    assert_eq!(first.direction, Some(Direction::Up));
}

#[test]
fn the_general_search_is_as_deterministic() {
    // Rules the bit board cannot play go through the engine: the same position under a
    // node budget still gets the same move, from a fresh player and from one whose
    // tables hold every earlier decision of the game.
    for json in [
        r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#,
        r#"{"gridOptions":{"mergeConditionFnName":"fibonacci","newTileFnName":"fibonacci"}}"#,
        r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1],[1,0,1,0,1],[1,1,1,1,1],[1,0,1,0,1],[1,1,1,1,1]]}}"#,
    ] {
        let rules = Rules::from_json(json).expect("valid");
        assert!(!is_classic(&rules));
        let (mut game, _) = Game::start(rules.clone(), 11);
        let mut reused = Player::default();
        for _ in 0..30 {
            let d = reused.decide(&rules, game.board(), &mut Budget::nodes(4_000));
            let fresh = Player::default().decide(&rules, game.board(), &mut Budget::nodes(4_000));
            assert_eq!(d, fresh, "{json}");
            let Some(dir) = d.direction else { break };
            game.step(Input::Move(dir));
        }
    }
}

#[test]
fn an_obvious_move_is_found() {
    let rules = Rules::classic();
    // Only left or right joins the two 1024s; anything else wastes them.
    let position = board(&["1024 1024 4 2", "8 4 2 8", "2 8 4 2", "4 2 8 4"]);
    let d = Player::default().decide(&rules, &position, &mut Budget::nodes(50_000));
    assert!(
        matches!(d.direction, Some(Direction::Left | Direction::Right)),
        "{d:?}"
    );
}

#[test]
fn each_direction_gets_a_worth_and_the_best_worth_is_the_move() {
    // The classic search and the general one (a board with a hole).
    let holed = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#)
        .expect("valid");
    for (rules, position) in [
        (
            Rules::classic(),
            board(&["2 . . .", "2 . . .", "4 8 . .", "16 4 2 ."]),
        ),
        (holed, board(&["2 . .", "2 X .", "4 8 ."])),
    ] {
        let d = Player::default().decide(&rules, &position, &mut Budget::nodes(20_000));
        let again = Player::default().decide(&rules, &position, &mut Budget::nodes(20_000));
        assert_eq!(d, again, "a node budget decides the same every time");
        for dir in Direction::ALL {
            let cells: Vec<Option<i64>> = position
                .cells()
                .iter()
                .map(|c| c.map(|t| t.value))
                .collect();
            let mut game = rules.set_up(&cells, 1).expect("a position");
            let moves = game.step(game2048_engine::Input::Move(dir)).changed_state();
            assert_eq!(d.values[dir as usize].is_some(), moves, "{dir:?}: {d:?}");
        }
        let best = d.direction.expect("a move");
        let top = d.values.iter().flatten().copied().fold(f64::MIN, f64::max);
        assert_eq!(d.values[best as usize], Some(top), "{d:?}");
    }
}

#[test]
fn no_move_no_decision() {
    let stuck = board(&["2 4 2 4", "4 2 4 2", "2 4 2 4", "4 2 4 2"]);
    let d = Player::default().decide(&Rules::classic(), &stuck, &mut Budget::nodes(1_000));
    assert_eq!(d.direction, None);
    let holed = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#)
        .expect("valid");
    let stuck = board(&["2 4 2", "4 X 4", "2 4 2"]);
    let d = Player::default().decide(&holed, &stuck, &mut Budget::nodes(1_000));
    assert_eq!(d.direction, None);
}

#[test]
fn every_decision_changes_the_board_on_every_rule_set() {
    let custom = [
        r#"{"gridOptions":{"gridBooleanFnName":"test1_7x6"}}"#,
        r#"{"gridOptions":{"mergeConditionFnName":"nonIncreasing"}}"#,
        r#"{"gridOptions":{"mergeResultFnName":"tripleFirstMinusRest","mergeScoreFnName":"doubleFirstPlusRest"}}"#,
        r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]]}}"#,
    ];
    let rules: Vec<Rules> = PRESETS
        .iter()
        .map(|p| p.rules().expect("valid"))
        .chain(custom.iter().map(|j| Rules::from_json(j).expect("valid")))
        .collect();
    for rules in rules {
        let (mut game, _) = Game::start(rules.clone(), 7);
        let mut player = Player::default();
        for _ in 0..40 {
            let d = player.decide(&rules, game.board(), &mut Budget::nodes(3_000));
            let Some(dir) = d.direction else {
                assert!(game.is_lost(), "a move was possible");
                break;
            };
            assert!(
                can_slide(game.board(), rules.merge(), dir),
                "{}",
                rules.to_json()
            );
            game.step(Input::Move(dir));
            game.step(Input::KeepPlaying);
        }
    }
}

#[test]
fn the_bit_board_is_for_classic_rules_only() {
    assert!(is_classic(&Rules::classic()));
    for json in [
        r#"{"gameOptions":{"winConditionFnName":"hasTile:4096"}}"#,
        r#"{"initialTiles":[{"row":0,"column":0,"value":2}]}"#,
    ] {
        assert!(
            is_classic(&Rules::from_json(json).expect("valid")),
            "{json}"
        );
    }
    for json in [
        r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#,
        r#"{"gridOptions":{"newTileFnName":"fibonacci"}}"#,
        r#"{"gridOptions":{"mergeScoreFnName":"doubleFirstPlusRest"}}"#,
        r#"{"gridOptions":{"mergeConditionFnName":"allEqual"}}"#,
        r#"{"gridOptions":{"gridBoolean":[[1,1,1],[1,1,1],[1,1,1]]}}"#,
    ] {
        assert!(
            !is_classic(&Rules::from_json(json).expect("valid")),
            "{json}"
        );
    }
    let rules = Rules::classic();
    assert!(
        classic_board(
            &rules,
            &board(&["2 4 . .", ". . . .", ". . . .", ". . . 131072"])
        )
        .is_some()
    );
    assert!(
        classic_board(
            &rules,
            &board(&["3 . . .", ". . . .", ". . . .", ". . . ."])
        )
        .is_none()
    );
    assert!(
        classic_board(
            &rules,
            &board(&["-2 . . .", ". . . .", ". . . .", ". . . ."])
        )
        .is_none()
    );
}
