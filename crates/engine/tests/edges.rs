//! The edges of the engine's smaller parts, each checked where it shows: board cells at
//! and past the border, merge lengths past the widest board, a move refused in one row
//! while another row would move, the messages the player reads, presets knowing
//! themselves, and the tidy-up calls that keep a long game from allocating.

use game2048_engine::history::History;
use game2048_engine::json;
use game2048_engine::slide::can_slide;
use game2048_engine::{
    Board, ConfigError, Direction, EngineError, Game, Input, MAX_SIDE, PRESETS, Pos, Record,
    RecordError, Recorded, Rules, Shape, Status, Tile, TileId, load, save,
};
use std::sync::Arc;

fn rules(json: &str) -> Rules {
    Rules::from_json(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn tile(id: u32, value: i64) -> Tile {
    Tile {
        id: TileId::new(id).expect("ids start at 1"),
        value,
    }
}

#[test]
fn cells_past_the_border_are_off_the_board() {
    let shape = Shape::new(&[vec![true, true, false], vec![true, true, true]]).expect("shape");
    assert_eq!(shape.index(Pos::new(1, 2)), Some(5));
    assert_eq!(
        shape.index(Pos::new(0, 3)),
        None,
        "one column past the right"
    );
    assert_eq!(shape.index(Pos::new(2, 0)), None, "one row past the bottom");
    assert!(!shape.is_enabled(Pos::new(2, 0)));
    assert!(!shape.is_enabled(Pos::new(0, 2)), "a hole");
    assert_eq!(
        shape.mask(),
        [vec![true, true, false], vec![true, true, true]]
    );
}

#[test]
fn tiles_go_only_on_empty_enabled_cells() {
    let shape = Shape::new(&[vec![true, false], vec![true, true]]).expect("shape");
    let mut board = Board::empty(Arc::new(shape));
    assert!(board.place(Pos::new(1, 1), tile(1, 2)));
    assert_eq!(board.get(Pos::new(1, 1)), Some(tile(1, 2)));
    assert!(!board.place(Pos::new(1, 1), tile(2, 4)), "taken");
    assert_eq!(board.get(Pos::new(1, 1)), Some(tile(1, 2)));
    assert!(!board.place(Pos::new(0, 1), tile(3, 4)), "a hole");
    assert!(!board.place(Pos::new(2, 0), tile(4, 4)), "off the board");
    assert_eq!(board.get(Pos::new(0, 1)), None);
    assert_eq!(board.tiles().count(), 1);
}

/// A row of 16 tiles of 2, where any run of equal tiles may merge, with `lengths` (JSON
/// members) limiting the runs.
fn full_row(lengths: &str) -> Game {
    let tiles: Vec<String> = (0..MAX_SIDE)
        .map(|c| format!(r#"{{"row":0,"column":{c},"value":2}}"#))
        .collect();
    // (A board is at least 2 rows: the second is holes.)
    let grid = format!(
        "[{}],[{}]",
        ["1"; MAX_SIDE].join(","),
        ["0"; MAX_SIDE].join(",")
    );
    let json = format!(
        r#"{{"gridOptions":{{"gridBoolean":[{grid}],"mergeConditionFnName":"allEqual","mergeStrategy":"longest-match",{lengths}"newTileFnName":"none"}},"initialTiles":[{}]}}"#,
        tiles.join(",")
    );
    Game::start(rules(&json), 1).0
}

#[test]
fn a_minimum_merge_longer_than_any_row_never_merges() {
    let game = full_row(r#""minMergeLength":17,"maxMergeLength":99,"#);
    assert!(!can_slide(
        game.board(),
        game.rules().merge(),
        Direction::Left
    ));
    assert!(game.is_lost());
    // A maximum past the widest board is no limit: the whole row merges into one tile.
    let mut merged = full_row(r#""maxMergeLength":99,"#);
    merged.step(Input::Move(Direction::Left));
    assert_eq!(
        merged.board().to_text()[0].split_whitespace().next(),
        Some("32")
    );
    assert_eq!(merged.board().tiles().count(), 1);
    assert_eq!(merged.score(), 32);
}

/// A 2x2 board, no new tiles: the top row merges, the bottom row's merge overflows.
fn half_overflowing() -> Game {
    let big = i64::MAX / 2 + 1;
    Game::start(
        rules(&format!(
            r#"{{"gridOptions":{{"gridBoolean":[[1,1],[1,1]],"newTileFnName":"none"}},"initialTiles":[{{"row":0,"column":0,"value":2}},{{"row":0,"column":1,"value":2}},{{"row":1,"column":0,"value":{big}}},{{"row":1,"column":1,"value":{big}}}]}}"#
        )),
        1,
    )
    .0
}

#[test]
fn a_move_refused_in_one_row_is_no_move_though_another_row_would_change() {
    let game = half_overflowing();
    for dir in Direction::ALL {
        assert!(
            !can_slide(game.board(), game.rules().merge(), dir),
            "{dir:?}"
        );
        let mut tried = game.clone();
        let events = tried.step(Input::Move(dir));
        assert!(!events.changed_state(), "{dir:?}");
    }
    assert!(game.is_lost(), "no move changes the board");
    assert_eq!(game.status(), Status::Over);
}

#[test]
fn a_fresh_game_is_not_lost_and_has_nothing_to_undo() {
    for preset in PRESETS {
        let (game, _) = Game::start(preset.rules().expect("valid"), 3);
        assert!(!game.is_lost(), "{}", preset.id);
    }
    let mut history = History::default();
    assert!(history.is_empty());
    history.push(1);
    assert!(!history.is_empty());
}

#[test]
fn every_preset_is_known_by_its_rules() {
    for preset in PRESETS {
        let rules = preset.rules().expect("valid");
        assert_eq!(rules.preset().map(|p| p.id), Some(preset.id));
    }
    let custom = rules(r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]]}}"#);
    assert!(custom.preset().is_none());
}

#[test]
fn messages_say_what_went_wrong() {
    assert_eq!(
        TileId::new(42).map(|id| id.to_string()).as_deref(),
        Some("42")
    );
    assert!(EngineError::Overflow.to_string().contains("too large"));
    assert!(
        EngineError::IdsExhausted
            .to_string()
            .contains("tile numbers")
    );
    let unknown = Rules::from_json(r#"{"gridOptions":{"mergeConditionFnName":"warp"}}"#)
        .expect_err("unknown condition");
    let said = unknown.to_string();
    assert!(said.contains("mergeConditionFnName"), "{said}");
    assert!(said.contains("warp"), "{said}");
    assert!(
        said.contains("allEqual") && said.contains("fibonacci"),
        "{said}"
    );
    let off = Rules::from_json(r#"{"initialTiles":[{"row":0,"column":4,"value":2}]}"#)
        .expect_err("column 4 of 4 is off the board");
    assert!(off.to_string().contains("off the board"), "{off}");
    let _: &ConfigError = &off;
    assert!(
        RecordError::Damaged("checksum")
            .to_string()
            .contains("damaged or incomplete (checksum)")
    );
    assert!(RecordError::Newer.to_string().contains("newer version"));
}

#[test]
fn a_save_of_version_zero_is_not_a_save() {
    let text = save(&Game::start(Rules::classic(), 2).0);
    assert!(text.contains(r#""version":1"#));
    let zero = text.replacen(r#""version":1"#, r#""version":0"#, 1);
    let said = load(&zero).expect_err("version 0").to_string();
    assert!(said.contains("no valid version"), "{said}");
}

#[test]
fn json_objects_nested_too_deeply_are_refused() {
    let deep = r#"{"a":"#.repeat(10_000) + "1" + &"}".repeat(10_000);
    let said = json::parse(&deep).expect_err("too deep").to_string();
    assert!(said.contains("nested too deeply"), "{said}");
    let fine = r#"{"a":"#.repeat(100) + "1" + &"}".repeat(100);
    assert!(json::parse(&fine).is_ok());
}

#[test]
fn records_keep_their_rules_and_can_be_cut_short() {
    let rules = rules(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#);
    let mut record = Record::new(rules.clone(), 5);
    assert_eq!(record.rules(), &rules);
    for dir in Direction::ALL {
        record.push(Recorded::Move(dir));
    }
    record.truncate(1);
    assert_eq!(record.inputs(), [Recorded::Move(Direction::Left)]);
    assert_eq!(
        Recorded::of(&Input::Move(Direction::Up)),
        Some(Recorded::Move(Direction::Up))
    );
    assert_eq!(Recorded::of(&Input::Undo), Some(Recorded::Undo));
    assert_eq!(
        Recorded::of(&Input::KeepPlaying),
        Some(Recorded::KeepPlaying)
    );
}

#[test]
fn a_long_game_reuses_its_buffers() {
    // Every step hands back the vectors of the events it was given back.
    let (mut game, started) = Game::start(Rules::classic(), 9);
    game.recycle(started);
    let mut seen = None;
    for dir in Direction::ALL.iter().cycle().take(40) {
        let mut events = game.step(Input::Move(*dir));
        if !events.changed_state() {
            // (Events of a move that changed nothing have no buffers worth keeping.)
            continue;
        }
        if events.moves.capacity() < 256 {
            events.moves.reserve_exact(256);
        }
        let buffer = events.moves.as_ptr();
        if let Some(previous) = seen {
            assert_eq!(buffer, previous, "the moves vector is the one handed back");
        }
        seen = Some(buffer);
        game.recycle(events);
    }
    assert!(seen.is_some());
}
