//! The scripting API's data: what `state()` returns and what `newGame(options)`
//! accepts, as JSON data (the web layer converts the JS object itself: the hosted
//! page's first load has no JSON reader). The web layer exposes these on `window.game2048` (and on each
//! embedded widget); the shaping and the reading of options live here, where they are
//! tested, and what the options mean is [`parse_request`]'s business.

use game2048_engine::Power;
use game2048_engine::json::{Object, Value};

use super::copy::Text;
use super::model::Model;
use super::request::{GameRequest, parse_request};
use super::settings::undo_value;

/// The state as a JSON object: `board` (rows as in the rules vectors), `score`,
/// `best`, `status`, `moves`, `variant`, `undoLevels`, `redoLevels` (what redo can play again), `undo` (`on` or `off`: whether
/// the player may undo), `autoplay`; and in a game that has them, `powerUps` (the
/// charges left: `{ swap, remove, undo }`), `movesLeft` and `timeLeft` (milliseconds).
pub fn state_json(model: &Model) -> Value {
    let board = model.game.board().to_text();
    let mut o = Object::default();
    o.put(
        "board",
        Some(Value::Array(
            board.iter().map(|row| row.as_str().into()).collect(),
        )),
    );
    o.put("score", Some(model.game.score().into()));
    o.put("best", Some(model.best.into()));
    o.put("status", Some(model.game.status().name().into()));
    o.put("moves", Some(model.game.moves().into()));
    o.put("variant", Some(model.variant.key().as_str().into()));
    o.put("undoLevels", Some((model.game.undo_levels() as u64).into()));
    o.put("redoLevels", Some((model.redo.len() as u64).into()));
    o.put("undo", Some(undo_value(model.undo_allowed).into()));
    o.put("autoplay", Some(Value::Bool(model.ai.autoplay)));
    let rules = model.game.rules();
    if rules.power_ups().is_some() {
        let charges = model.game.charges();
        let mut powers = Object::default();
        for power in Power::ALL {
            powers.put(power.name(), Some(u64::from(charges.get(power)).into()));
        }
        o.put("powerUps", Some(Value::Object(powers)));
    }
    o.put("movesLeft", model.game.moves_left().map(Value::from));
    let time_left = rules.limits().time_ms.map(|t| model.extras.clock.left(t));
    o.put("timeLeft", time_left.map(Value::from));
    Value::Object(o)
}

/// What a `game2048-move` (and `-won`, `-over`, `-newgame`) event's `detail` says:
/// `score`, `gained` (points of the last move), `moves`, `status`, `variant`, and `by`
/// (`player` or `ai`: who made the move).
pub fn event_detail(model: &Model) -> Value {
    let mut o = Object::default();
    o.put("score", Some(model.game.score().into()));
    o.put("gained", Some(model.events.score_gained.into()));
    o.put("moves", Some(model.game.moves().into()));
    o.put("status", Some(model.game.status().name().into()));
    o.put("variant", Some(model.variant.key().as_str().into()));
    o.put("by", Some(model.ai.last_mover.name().into()));
    Value::Object(o)
}

/// `newGame(options)`, with the options as JSON data (`null` for none): `{ preset?,
/// game?, seed? }`, where `game` is a game object or its JSON text and `seed` a whole
/// number or its decimal text (for seeds past 2^53).
pub fn parse_new_game(options: &Value) -> Result<GameRequest, Text> {
    let options = match options {
        Value::Null => return Ok(GameRequest::default()),
        Value::Object(options) => options,
        _ => return Err(Text::ApiOptionsNotAnObject),
    };
    if let Some(unknown) = options
        .keys()
        .find(|k| !["preset", "game", "seed"].contains(k))
    {
        return Err(Text::ApiUnknownOption {
            name: unknown.to_string(),
        });
    }
    let preset = text_of(options, "preset", false)?;
    let game = match options.get("game") {
        Some(object @ Value::Object(_)) => Some(object.to_string()),
        _ => text_of(options, "game", false)?,
    };
    let seed = text_of(options, "seed", true)?;
    parse_request(preset.as_deref(), game.as_deref(), seed.as_deref())
        .map_err(|e| Text::ApiNewGame { why: e.to_string() })
}

/// Option `key` as text: a string, or (when `numbers`) a number's digits; `null` and
/// absence mean none.
fn text_of(options: &Object, key: &str, numbers: bool) -> Result<Option<String>, Text> {
    match options.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text.clone())),
        Some(Value::Number(n)) if numbers => Ok(Some(n.to_string())),
        Some(other) => Err(Text::ApiOptionType {
            name: key.to_string(),
            numbers,
            got: other.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    /// The options as `JSON.stringify` would write them.
    fn parse_new_game(json: &str) -> Result<GameRequest, String> {
        super::parse_new_game(&game2048_engine::json::parse(json).expect("JSON"))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn options() {
        assert_eq!(parse_new_game("null"), Ok(GameRequest::default()));
        assert_eq!(parse_new_game("{}"), Ok(GameRequest::default()));
        let r = parse_new_game(r#"{"preset":"5x5","seed":12}"#).expect("valid");
        assert_eq!(
            (r.variant.map(|v| v.key()), r.seed),
            (Some("5x5".to_string()), Some(12))
        );
        let r = parse_new_game(r#"{"game":{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}}"#)
            .expect("valid");
        assert!(r.variant.expect("custom").kind.is_custom());
        let r = parse_new_game(r#"{"game":"{}","seed":"18446744073709551615","preset":null}"#)
            .expect("valid");
        assert_eq!(
            (r.variant, r.seed),
            (Some(Variant::classic()), Some(u64::MAX))
        );
    }

    #[test]
    fn bad_options_say_why() {
        for (json, message) in [
            (r#"{"preset":"nope"}"#, "newGame: unknown preset \"nope\""),
            (
                r#"{"seed":-1}"#,
                "newGame: the seed \"-1\" is not a whole number",
            ),
            (
                r#"{"seed":1.5}"#,
                "newGame: the seed \"1.5\" is not a whole number",
            ),
            (
                r#"{"seed":true}"#,
                "newGame: seed must be a number or a string, got true",
            ),
            (r#"{"preset":5}"#, "newGame: preset must be a string, got 5"),
            (r#"{"game":[1]}"#, "newGame: game must be a string, got [1]"),
            (
                r#"{"game":{"gridOptions":{"minMergeLength":1}}}"#,
                "newGame: the game is not valid: gridOptions.minMergeLength",
            ),
            (
                r#"{"preset":"classic","game":{}}"#,
                "newGame: it names both",
            ),
            (r#"{"colour":"red"}"#, "newGame: unknown option \"colour\""),
            ("[1]", "newGame: the options must be an object"),
            ("5", "newGame: the options must be an object"),
        ] {
            let err = parse_new_game(json).expect_err(json);
            assert!(err.starts_with(message), "{json}: {err}");
        }
    }

    #[test]
    fn state_shape() {
        let (model, _) = Model::init(None, None, Variant::classic(), 5);
        let state = state_json(&model);
        let text = state.to_string();
        assert!(
            text.ends_with(
                r#"],"score":0,"best":0,"status":"playing","moves":0,"variant":"classic","undoLevels":0,"redoLevels":0,"undo":"on","autoplay":false}"#
            ),
            "{text}"
        );
        let rows = state.get("board").and_then(Value::as_array).expect("rows");
        assert_eq!(rows.len(), 4);
        let tiles = rows
            .iter()
            .filter_map(Value::as_str)
            .flat_map(str::split_whitespace)
            .filter(|c| *c != ".")
            .count();
        assert_eq!(tiles, 2);
        assert_eq!(
            event_detail(&model).to_string(),
            r#"{"score":0,"gained":0,"moves":0,"status":"playing","variant":"classic","by":"player"}"#
        );
    }
}
