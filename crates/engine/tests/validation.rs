//! Every way a game object can be invalid is rejected with the field and the reason.

use game2048_engine::{PRESETS, Rules};

/// The error for `json`, which must be rejected.
fn rejected(json: &str) -> (String, String) {
    match Rules::from_json(json) {
        Ok(_) => panic!("accepted an invalid game object: {json}"),
        Err(e) => (e.field, e.reason.to_string()),
    }
}

fn assert_rejected(json: &str, field: &str, reason_part: &str) {
    let (got_field, reason) = rejected(json);
    assert_eq!(got_field, field, "field for {json} ({reason})");
    assert!(
        reason.contains(reason_part),
        "reason for {json} was {reason:?}, expected it to mention {reason_part:?}"
    );
}

#[test]
fn classic_is_valid() {
    let rules = Rules::classic();
    assert_eq!(rules.shape().rows(), 4);
    assert_eq!(rules.shape().cols(), 4);
    assert_eq!(rules.merge().min_len, 2);
    assert_eq!(rules.merge().max_len, 4);
    let board = |rows: &[&str]| game2048_engine::Board::from_text(rows).expect("valid board");
    assert!(rules.win().holds(&board(&["2 2048", ". ."])));
    assert!(!rules.win().holds(&board(&["2 1024", "4096 ."])));
}

#[test]
fn unknown_rule_names() {
    for (section, key) in [
        ("gridOptions", "mergeConditionFnName"),
        ("gridOptions", "mergeResultFnName"),
        ("gridOptions", "mergeScoreFnName"),
        ("gridOptions", "newTileFnName"),
        ("gridOptions", "gridBooleanFnName"),
        ("gameOptions", "winConditionFnName"),
        ("gameOptions", "loseConditionFnName"),
    ] {
        let json = format!(r#"{{"{section}":{{"{key}":"nope"}}}}"#);
        let (json, field) = (json.as_str(), format!("{section}.{key}"));
        let field = field.as_str();
        assert_rejected(json, field, "unknown");
        assert_rejected(json, field, "\"nope\"");
    }
    assert_rejected(
        r#"{"gameOptions":{"winConditionFnName":"hasTile:lots"}}"#,
        "gameOptions.winConditionFnName",
        "whole number",
    );
}

#[test]
fn aliases_are_accepted() {
    for json in [
        r#"{"gridOptions":{"mergeConditionFnName":"test1"}}"#,
        r#"{"gridOptions":{"mergeConditionFnName":"test2"}}"#,
        r#"{"gridOptions":{"mergeResultFnName":"test1","mergeScoreFnName":"test1"}}"#,
        r#"{"gridOptions":{"mergeResultFnName":"sum","mergeScoreFnName":"sum"}}"#,
        r#"{"gameOptions":{"loseConditionFnName":"default","winConditionFnName":"hasTile:-8"}}"#,
        r#"{"gridOptions":{"newTileFnName":"test1"},"initialTiles":[{"row":0,"column":0,"value":2}]}"#,
    ] {
        assert!(Rules::from_json(json).is_ok(), "{json}");
    }
}

#[test]
fn merge_lengths() {
    assert_rejected(
        r#"{"gridOptions":{"minMergeLength":1}}"#,
        "gridOptions.minMergeLength",
        "at least 2",
    );
    assert_rejected(
        r#"{"gridOptions":{"minMergeLength":-3}}"#,
        "gridOptions.minMergeLength",
        "-3",
    );
    assert_rejected(
        r#"{"gridOptions":{"minMergeLength":3,"maxMergeLength":2}}"#,
        "gridOptions.maxMergeLength",
        "at least minMergeLength (3)",
    );
    assert_rejected(
        r#"{"gridOptions":{"maxMergeLength":1}}"#,
        "gridOptions.maxMergeLength",
        "at least minMergeLength (2)",
    );
    // The default longest merge is the longest segment, and at least the shortest.
    let rules = Rules::from_json(r#"{"gridOptions":{"minMergeLength":9}}"#).expect("valid");
    assert_eq!((rules.merge().min_len, rules.merge().max_len), (9, 9));
}

#[test]
fn strategy() {
    assert_rejected(
        r#"{"gridOptions":{"mergeStrategy":"greedy"}}"#,
        "gridOptions.mergeStrategy",
        "unknown strategy \"greedy\"",
    );
}

#[test]
fn boards() {
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[[1,1]]}}"#,
        "gridOptions.gridBoolean",
        "2 to 16",
    );
    let too_wide = format!(
        r#"{{"gridOptions":{{"gridBoolean":[{0:?},{0:?}]}}}}"#,
        vec![1; 17]
    );
    assert_rejected(&too_wide, "gridOptions.gridBoolean", "17 columns");
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[]}}"#,
        "gridOptions.gridBoolean",
        "0 rows",
    );
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[[1,1,1],[1,1]]}}"#,
        "gridOptions.gridBoolean",
        "same length",
    );
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[[0,0],[0,0]]}}"#,
        "gridOptions.gridBoolean",
        "no enabled cell",
    );
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[[1,2],[1,1]]}}"#,
        "gridOptions.gridBoolean[0][1]",
        "got 2",
    );
    assert_rejected(
        r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]],"gridBooleanFnName":"original2048"}}"#,
        "gridOptions.gridBoolean",
        "not both",
    );
}

#[test]
fn initial_tiles() {
    let donut = r#""gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}"#;
    assert_rejected(
        &format!(r#"{{{donut},"initialTiles":[{{"row":3,"column":0,"value":2}}]}}"#),
        "initialTiles[0].row",
        "off the board",
    );
    assert_rejected(
        &format!(r#"{{{donut},"initialTiles":[{{"row":0,"column":-1,"value":2}}]}}"#),
        "initialTiles[0].column",
        "off the board",
    );
    assert_rejected(
        &format!(r#"{{{donut},"initialTiles":[{{"row":1,"column":1,"value":2}}]}}"#),
        "initialTiles[0]",
        "hole",
    );
    assert_rejected(
        &format!(
            r#"{{{donut},"initialTiles":[{{"row":0,"column":0,"value":2}},{{"row":0,"column":0,"value":4}}]}}"#
        ),
        "initialTiles[1]",
        "already has initialTiles[0]",
    );
    assert_rejected(r#"{"initialTiles":[]}"#, "initialTiles", "empty");
    assert_rejected(
        r#"{"gridOptions":{"newTileFnName":"none"}}"#,
        "gridOptions.newTileFnName",
        "initialTiles",
    );
}

#[test]
fn values_that_overflow_and_wrong_types() {
    assert_rejected(
        r#"{"initialTiles":[{"row":0,"column":0,"value":9223372036854775808}]}"#,
        "initialTiles[0].value",
        "must be a whole number that fits in 64 bits, got 9223372036854775808",
    );
    assert_rejected(
        r#"{"initialTiles":[{"row":0,"column":0,"value":2.5}]}"#,
        "initialTiles[0].value",
        "must be a whole number that fits in 64 bits, got 2.5",
    );
    assert_rejected(
        r#"{"gridOptions":{"minMergeLength":"two"}}"#,
        "gridOptions.minMergeLength",
        "must be a whole number that fits in 64 bits, got \"two\"",
    );
}

#[test]
fn unknown_keys() {
    assert_rejected(r#"{"gridOption":{}}"#, "gridOption", "unknown field");
    assert_rejected(
        r#"{"gridOptions":{"mergeStrategyy":"longest-match"}}"#,
        "gridOptions.mergeStrategyy",
        "unknown field",
    );
    assert_rejected(
        r#"{"initialTiles":[{"row":0,"column":0,"value":2,"colour":"red"}]}"#,
        "initialTiles[0].colour",
        "unknown field",
    );
}

#[test]
fn not_json_at_all() {
    for text in ["", "nonsense", "[1,2]", "{", "null", "{\"gameOptions\":5}"] {
        let (field, reason) = rejected(text);
        assert!(!field.is_empty() && !reason.is_empty(), "{text:?}");
    }
}

#[test]
fn presets_are_valid_and_distinct() {
    assert!(PRESETS.len() >= 8);
    for preset in PRESETS {
        // Validated in words too, so that a broken preset says what is wrong with it.
        let said = Rules::from_object((preset.game)())
            .unwrap_or_else(|e| panic!("preset {} is invalid: {e}", preset.id));
        let rules = preset
            .rules()
            .unwrap_or_else(|e| panic!("preset {} is invalid: {e}", preset.id));
        assert_eq!(rules, said, "{}", preset.id);
        assert!(!preset.name.is_empty() && !preset.description.is_empty());
        assert!(rules.shape().rows() >= 3, "{}", preset.id);
    }
    let mut ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), PRESETS.len(), "preset ids must be unique");
}
