//! Runs the rules vectors: every `*.json` in `tests/vectors/`, or in the folder named by
//! `GAME2048_VECTORS`. The format is described in `tests/vectors/README.md`.
//!
//! Every case runs; each failure prints its id with the expected and actual board and
//! score, and the test fails at the end if any case did.

use std::path::PathBuf;

use game2048_engine::slide::{can_move, slide};
use game2048_engine::{
    Board, Direction, Game, GameObject, Input, MergeRules, Outcome, Rules, Status,
};
use serde_json::Value;

fn vector_dir() -> PathBuf {
    match std::env::var_os("GAME2048_VECTORS") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/vectors"),
    }
}

fn strings(value: &Value) -> Result<Vec<String>, String> {
    value
        .as_array()
        .ok_or("expected an array of strings")?
        .iter()
        .map(|v| {
            v.as_str()
                .map(str::to_string)
                .ok_or("expected a string".into())
        })
        .collect()
}

fn game_object(case: &Value) -> Result<GameObject, String> {
    let game = game2048_engine::json::parse(&case["game"].to_string())
        .map_err(|e| format!("game: {e}"))?;
    GameObject::from_value(&game).map_err(|e| format!("game: {e}"))
}

/// One move on a board given as text, with the new-tile rule left out.
fn one_move(case: &Value) -> Result<(), String> {
    let board = Board::from_text(&strings(&case["board"])?)?;
    let merge =
        MergeRules::from_object(&game_object(case)?, board.shape()).map_err(|e| e.to_string())?;
    let dir: Direction = case["move"].as_str().ok_or("move: not a string")?.parse()?;
    let expect = &case["expect"];

    let mut cells = Vec::new();
    let slid = slide(
        &board,
        &merge,
        dir,
        &mut cells,
        &mut Vec::new(),
        &mut Vec::new(),
    )
    .map_err(|e| e.to_string())?;
    let after = Board::from_cells(board.shape().clone(), cells)?;
    let (board_want, board_got) = (strings(&expect["board"])?, after.to_text());
    let (score_want, score_got) = (expect["score"].as_i64(), Some(slid.score));
    let (changed_want, changed_got) = (expect["changed"].as_bool(), Some(slid.changed));
    if board_want != board_got || score_want != score_got || changed_want != changed_got {
        return Err(format!(
            "{dir:?} on {:?}\n  expected board {board_want:?} score {score_want:?} changed {changed_want:?}\n  actual   board {board_got:?} score {score_got:?} changed {changed_got:?}",
            board.to_text()
        ));
    }
    Ok(())
}

/// Is the board lost under the default lose rule?
fn lost_check(case: &Value) -> Result<(), String> {
    let board = Board::from_text(&strings(&case["board"])?)?;
    let merge =
        MergeRules::from_object(&game_object(case)?, board.shape()).map_err(|e| e.to_string())?;
    let want = case["expect"]["lost"].as_bool();
    let got = Some(!can_move(&board, &merge));
    if want != got {
        return Err(format!(
            "board {:?}: expected lost {want:?}, actual {got:?}",
            board.to_text()
        ));
    }
    Ok(())
}

/// A whole game from its initial tiles, through `step`.
fn whole_game(case: &Value) -> Result<(), String> {
    let rules = Rules::from_object(game_object(case)?).map_err(|e| e.to_string())?;
    let (mut game, _) = Game::start(rules, 0);
    let mut changed = Vec::new();
    for dir in case["moves"].as_array().ok_or("moves: not an array")? {
        let dir: Direction = dir.as_str().ok_or("moves: not a string")?.parse()?;
        let events = game.step(Input::Move(dir));
        changed.push(matches!(events.outcome, Outcome::Moved(_)));
    }
    let expect = &case["expect"];
    let want = (
        strings(&expect["board"])?,
        expect["score"].as_i64(),
        expect["won"].as_bool(),
        expect["lost"].as_bool(),
        expect["moves"].as_u64(),
        expect["changed"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_bool).collect::<Vec<_>>()),
    );
    let got = (
        game.board().to_text(),
        Some(game.score()),
        Some(matches!(game.status(), Status::Won | Status::KeepPlaying)),
        Some(game.status() == Status::Over),
        Some(game.moves()),
        Some(changed),
    );
    if want != got {
        return Err(format!(
            "\n  expected (board, score, won, lost, moves, changed) {want:?}\n  actual                                              {got:?}"
        ));
    }
    Ok(())
}

fn run_case(case: &Value) -> Result<(), String> {
    if case.get("moves").is_some() {
        whole_game(case)
    } else if case.get("move").is_some() {
        one_move(case)
    } else if case["expect"].get("lost").is_some() {
        lost_check(case)
    } else {
        Err("unknown kind of case".to_string())
    }
}

#[test]
fn rules_vectors() {
    let dir = vector_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.json vectors in {}", dir.display());

    let (mut passed, mut failures) = (0, Vec::new());
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let cases: Vec<Value> = match serde_json::from_str(&text) {
            Ok(cases) => cases,
            Err(e) => {
                failures.push(format!("{}: not an array of cases: {e}", file.display()));
                continue;
            }
        };
        for case in &cases {
            let id = case["id"].as_str().unwrap_or("(no id)");
            match run_case(case) {
                Ok(()) => passed += 1,
                Err(why) => failures.push(format!("{} {id}: {why}", file.display())),
            }
        }
    }
    for failure in &failures {
        eprintln!("FAIL {failure}");
    }
    println!("vectors: {passed} passed, {} failed", failures.len());
    assert!(failures.is_empty(), "{} vector(s) failed", failures.len());
}
