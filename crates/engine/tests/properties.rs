//! Property tests: random rules, boards with holes and input sequences, checking after
//! every step that the engine keeps its invariants and that its events describe exactly
//! what changed. One run plays at least 100,000 moves.

use std::collections::{HashMap, HashSet};

use game2048_engine::registry::{self, MERGE_CONDITIONS, MERGE_RESULTS, MERGE_SCORES};
use game2048_engine::slide::can_slide;
use game2048_engine::{
    Board, Direction, Events, Game, GameObject, Input, Outcome, Pos, Rules, Status, TileId, load,
    save,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::json;

/// How many moves that change the board one run must play at least.
const MIN_EFFECTIVE_MOVES: u64 = 100_000;

#[derive(Clone, Debug)]
struct Scenario {
    game: serde_json::Value,
    seed: u64,
    inputs: Vec<Option<Direction>>,
}

fn names<F>(table: &'static [registry::Named<F>]) -> Vec<&'static str> {
    table
        .iter()
        .flat_map(|n| std::iter::once(n.name).chain(n.aliases.iter().copied()))
        .collect()
}

fn scenario() -> impl Strategy<Value = Scenario> {
    let shape = (2usize..=6, 2usize..=6).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(prop::bool::weighted(0.85), rows * cols)
            .prop_map(move |cells| (rows, cols, cells))
    });
    let merge = (
        prop::sample::select(names(MERGE_CONDITIONS)),
        prop::sample::select(names(MERGE_RESULTS)),
        prop::sample::select(names(MERGE_SCORES)),
        2i64..=4,
        prop::option::of(0i64..=3),
        any::<bool>(),
    );
    let spawning = (
        prop::sample::select(vec!["original2048", "none", "fibonacci", "triples"]),
        prop::option::of(proptest::collection::vec(
            (
                0usize..36,
                prop::sample::select(vec![-2i64, 0, 1, 2, 3, 4, 8, 16]),
            ),
            1..12,
        )),
        prop::sample::select(vec!["original2048", "hasTile:16", "hasTile:64"]),
    );
    let inputs = proptest::collection::vec(
        prop::option::weighted(0.9, prop::sample::select(Direction::ALL.to_vec())),
        50..150,
    );
    (shape, merge, spawning, inputs, any::<u64>()).prop_map(
        |((rows, cols, mut cells), merge, spawning, inputs, seed)| {
            let (condition, result, score, min, extra, longest) = merge;
            let (new_tile, tiles, win) = spawning;
            // At least two enabled cells, so that something can happen.
            cells[0] = true;
            cells[1] = true;
            let grid: Vec<Vec<u8>> = cells
                .chunks(cols)
                .map(|r| r.iter().map(|&on| u8::from(on)).collect())
                .collect();
            let mut grid_options = json!({
                "gridBoolean": grid,
                "mergeConditionFnName": condition,
                "mergeResultFnName": result,
                "mergeScoreFnName": score,
                "minMergeLength": min,
                "mergeStrategy": if longest { "longest-match" } else { "shortest-match" },
                "newTileFnName": new_tile,
            });
            if let Some(extra) = extra {
                grid_options["maxMergeLength"] = json!(min + extra);
            }
            let mut game = json!({
                "gameOptions": { "winConditionFnName": win },
                "gridOptions": grid_options,
            });
            let mut used = HashSet::new();
            let initial: Vec<serde_json::Value> = tiles
                .unwrap_or_default()
                .into_iter()
                .map(|(cell, value)| (cell % (rows * cols), value))
                .filter(|&(cell, _)| cells[cell] && used.insert(cell))
                .map(|(cell, value)| json!({"row": cell / cols, "column": cell % cols, "value": value}))
                .collect();
            if !initial.is_empty() || new_tile == "none" {
                let fallback = vec![json!({"row": 0, "column": 0, "value": 2})];
                game["initialTiles"] = json!(if initial.is_empty() { fallback } else { initial });
            }
            Scenario { game, seed, inputs }
        },
    )
}

fn check(condition: bool, what: impl FnOnce() -> String) -> Result<(), TestCaseError> {
    if condition {
        Ok(())
    } else {
        Err(TestCaseError::fail(what()))
    }
}

/// How far `at` is from the edge tiles move towards.
fn distance_from_edge(at: Pos, dir: Direction) -> i32 {
    match dir {
        Direction::Left => i32::from(at.col),
        Direction::Right => -i32::from(at.col),
        Direction::Up => i32::from(at.row),
        Direction::Down => -i32::from(at.row),
    }
}

/// Checks one effective move's events against the boards before and after it.
fn check_move(
    rules: &Rules,
    before: &Board,
    after: &Board,
    dir: Direction,
    events: &Events,
) -> Result<(), TestCaseError> {
    let old: HashMap<TileId, (Pos, i64)> =
        before.tiles().map(|(p, t)| (t.id, (p, t.value))).collect();

    // Every tile that was on the board moved exactly once, from where it was.
    check(events.moves.len() == old.len(), || {
        "not every tile has a move".into()
    })?;
    let mut seen = HashSet::new();
    for m in &events.moves {
        check(seen.insert(m.id), || format!("tile {} moved twice", m.id))?;
        check(old.get(&m.id).map(|o| o.0) == Some(m.from), || {
            format!("tile {} moved from the wrong place", m.id)
        })?;
    }

    // Merges: each survivor's group matches the rules, no tile in two groups.
    let merge = rules.merge();
    let survivors: HashSet<TileId> = events.merged.iter().map(|m| m.id).collect();
    check(survivors.len() == events.merged.len(), || {
        "a tile merged twice".into()
    })?;
    let mut gained = 0i64;
    for merged in &events.merged {
        let mut group: Vec<(Pos, i64)> = vec![old[&merged.id]];
        group.extend(
            events
                .moves
                .iter()
                .filter(|m| m.absorbed_into == Some(merged.id))
                .map(|m| old[&m.id]),
        );
        group.sort_by_key(|&(at, _)| distance_from_edge(at, dir));
        let values: Vec<i64> = group.iter().map(|g| g.1).collect();
        check(
            (merge.min_len..=merge.max_len).contains(&values.len()),
            || format!("merge of {values:?} breaks the lengths"),
        )?;
        check((merge.condition.rule.holds)(&values), || {
            format!("{values:?} merged against the condition")
        })?;
        check((merge.result.rule)(&values) == Some(merged.value), || {
            format!("{values:?} merged into {}", merged.value)
        })?;
        gained += (merge.score.rule)(&values).unwrap_or(0);
    }
    for m in &events.moves {
        if let Some(into) = m.absorbed_into {
            check(
                survivors.contains(&into) && !survivors.contains(&m.id),
                || format!("tile {} absorbed into a non-survivor", m.id),
            )?;
        }
    }
    check(events.score_gained == gained, || {
        format!("scored {} for merges worth {gained}", events.score_gained)
    })?;

    // Replaying the events on the old board gives the new board exactly.
    let merged_values: HashMap<TileId, i64> =
        events.merged.iter().map(|m| (m.id, m.value)).collect();
    let mut expected: HashMap<Pos, (TileId, i64)> = HashMap::new();
    for m in events.moves.iter().filter(|m| m.absorbed_into.is_none()) {
        let value = merged_values.get(&m.id).copied().unwrap_or(old[&m.id].1);
        check(expected.insert(m.to, (m.id, value)).is_none(), || {
            "two tiles landed in one cell".into()
        })?;
    }
    for s in &events.spawned {
        check(
            !old.contains_key(&s.id) && !survivors.contains(&s.id),
            || "a new tile reused an id".into(),
        )?;
        check(expected.insert(s.at, (s.id, s.value)).is_none(), || {
            "a tile spawned on a taken cell".into()
        })?;
    }
    let actual: HashMap<Pos, (TileId, i64)> =
        after.tiles().map(|(p, t)| (p, (t.id, t.value))).collect();
    check(expected == actual, || {
        format!("events do not add up to the board {:?}", after.to_text())
    })?;

    // Classic merging conserves the sum of the tiles, plus what spawned.
    if merge.result.name == "original2048" {
        let sum = |b: &Board| b.tiles().map(|(_, t)| i128::from(t.value)).sum::<i128>();
        let spawned: i128 = events.spawned.iter().map(|s| i128::from(s.value)).sum();
        check(sum(after) == sum(before) + spawned, || {
            "the tile sum changed".into()
        })?;
    }
    Ok(())
}

/// Plays one scenario, checking every step; returns the moves tried and those that
/// changed the board.
fn play(scenario: &Scenario) -> Result<(u64, u64), TestCaseError> {
    let game = game2048_engine::json::parse(&scenario.game.to_string())
        .map_err(|e| TestCaseError::fail(format!("generated invalid JSON: {e}")))?;
    let rules = GameObject::from_value(&game)
        .and_then(Rules::from_object)
        .map_err(|e| TestCaseError::fail(format!("generated invalid rules: {e}")))?;
    let (mut game, _) = Game::start(rules.clone(), scenario.seed);
    let (mut moves, mut effective) = (0, 0);
    for (n, input) in scenario.inputs.iter().enumerate() {
        let input = match input {
            Some(dir) => Input::Move(*dir),
            None if n % 2 == 0 => Input::Undo,
            None => Input::KeepPlaying,
        };
        let before = game.clone();
        let events = &game.step(input.clone());

        match (input, events.outcome) {
            (Input::Move(dir), Outcome::Moved(moved)) => {
                moves += 1;
                effective += 1;
                check(dir == moved, || "moved the wrong way".into())?;
                check(game.score() == before.score() + events.score_gained, || {
                    "score moved by more than the merges".into()
                })?;
                check(game.moves() == before.moves() + 1, || {
                    "move not counted".into()
                })?;
                check(
                    game.undo_levels() == (before.undo_levels() + 1).min(100),
                    || "no undo level".into(),
                )?;
                check_move(&rules, before.board(), game.board(), dir, events)?;
            }
            (Input::Move(_), outcome) => {
                moves += 1;
                check(!events.changed_state(), || {
                    format!("{outcome:?} changed the state")
                })?;
                check(game == before, || format!("{outcome:?} changed the game"))?;
            }
            (_, outcome) if !events.changed_state() => {
                check(game == before, || format!("{outcome:?} changed the game"))?;
            }
            _ => {}
        }

        // Ids are unique.
        let ids: HashSet<TileId> = game.board().tiles().map(|(_, t)| t.id).collect();
        check(ids.len() == game.board().tiles().count(), || {
            "duplicate tile ids".into()
        })?;

        // Lost exactly when no direction changes the board (the lose rules here add nothing).
        let movable = Direction::ALL
            .into_iter()
            .any(|d| can_slide(game.board(), rules.merge(), d));
        match game.status() {
            Status::Over => check(!movable, || "over, but a move changes the board".into())?,
            Status::Playing | Status::KeepPlaying => check(movable, || {
                "no move changes the board, but the game goes on".into()
            })?,
            Status::Won => check(rules.win().holds(game.board()), || {
                "won without the win rule".into()
            })?,
        }

        // Save and load give back the same game.
        if n % 16 == 0 {
            let loaded = load(&save(&game)).map_err(|e| TestCaseError::fail(e.to_string()))?;
            check(loaded == game, || "save -> load changed the game".into())?;
        }
    }
    Ok((moves, effective))
}

#[test]
fn random_games_keep_every_invariant() {
    let mut runner = TestRunner::new(Config {
        cases: 3_000,
        failure_persistence: None,
        ..Config::default()
    });
    let (tried, effective) = (std::cell::Cell::new(0u64), std::cell::Cell::new(0u64));
    let result = runner.run(&scenario(), |s| {
        let (t, e) = play(&s)?;
        tried.set(tried.get() + t);
        effective.set(effective.get() + e);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    println!(
        "property tests: {} moves tried, {} changed the board",
        tried.get(),
        effective.get()
    );
    assert!(
        effective.get() >= MIN_EFFECTIVE_MOVES,
        "only {} effective moves played",
        effective.get()
    );
}
