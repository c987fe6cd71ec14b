//! The scripting API's data: what `state()` returns and what `newGame(options)`
//! accepts, as JSON. The web layer exposes these on `window.game2048` (and on each
//! embedded widget); the parsing and shaping live here, where they are tested.

use serde::Deserialize;
use serde_json::{Value, json};

use super::model::Model;
use super::variant::Variant;
use crate::engine::Direction;

/// The state as a JSON object: `board` (rows as in the rules vectors), `score`,
/// `best`, `status`, `moves`, `variant`, `undoLevels`.
pub fn state_json(model: &Model) -> Value {
    json!({
        "board": model.game.board().to_text(),
        "score": model.game.score(),
        "best": model.best,
        "status": model.game.status().name(),
        "moves": model.game.moves(),
        "variant": model.variant.key,
        "undoLevels": model.game.undo_levels(),
    })
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct NewGameOptions {
    preset: Option<String>,
    /// A game object, or its JSON text.
    game: Option<Value>,
    /// A number, or its decimal text (for seeds past 2^53).
    seed: Option<Value>,
}

/// `newGame(options)`: which variant (`None`: the current one) and seed (`None`:
/// random). `options_json` is `JSON.stringify(options)`, or empty for none.
pub fn parse_new_game(options_json: &str) -> Result<(Option<Variant>, Option<u64>), String> {
    let options: NewGameOptions = if options_json.trim().is_empty() || options_json == "null" {
        NewGameOptions::default()
    } else {
        serde_json::from_str(options_json).map_err(|e| format!("newGame options: {e}"))?
    };
    let variant = match (options.preset, options.game) {
        (Some(_), Some(_)) => return Err("newGame: give preset or game, not both".into()),
        (Some(id), None) => Some(Variant::named(&id)?),
        (None, Some(Value::String(text))) => {
            Some(Variant::custom(&text).map_err(|e| e.to_string())?)
        }
        (None, Some(object)) => {
            Some(Variant::custom(&object.to_string()).map_err(|e| e.to_string())?)
        }
        (None, None) => None,
    };
    let seed = match options.seed {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => Some(n.as_u64().ok_or_else(|| bad_seed(&n.to_string()))?),
        Some(Value::String(s)) => Some(s.trim().parse::<u64>().map_err(|_| bad_seed(&s))?),
        Some(other) => return Err(bad_seed(&other.to_string())),
    };
    Ok((variant, seed))
}

fn bad_seed(text: &str) -> String {
    format!(
        "newGame: seed {text} is not a whole number from 0 to {}",
        u64::MAX
    )
}

/// `move(direction)`.
pub fn parse_direction(text: &str) -> Result<Direction, String> {
    text.parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        assert_eq!(
            parse_new_game("").map(|(v, s)| (v.is_none(), s)),
            Ok((true, None))
        );
        let (v, s) = parse_new_game(r#"{"preset":"5x5","seed":12}"#).expect("valid");
        assert_eq!((v.map(|v| v.key), s), (Some("5x5".to_string()), Some(12)));
        let (v, _) =
            parse_new_game(r#"{"game":{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}}"#)
                .expect("valid");
        assert!(v.expect("custom").key.starts_with("custom-"));
        let (v, s) =
            parse_new_game(r#"{"game":"{}","seed":"18446744073709551615"}"#).expect("valid");
        assert_eq!(
            (v.map(|v| v.key), s),
            (Some("classic".to_string()), Some(u64::MAX))
        );
    }

    #[test]
    fn bad_options_say_why() {
        for (json, part) in [
            (r#"{"preset":"nope"}"#, "nope"),
            (r#"{"seed":-1}"#, "seed"),
            (r#"{"seed":1.5}"#, "seed"),
            (r#"{"seed":true}"#, "seed"),
            (
                r#"{"game":{"gridOptions":{"minMergeLength":1}}}"#,
                "minMergeLength",
            ),
            (r#"{"preset":"classic","game":{}}"#, "not both"),
            (r#"{"colour":"red"}"#, "colour"),
            ("[1]", "newGame"),
        ] {
            let err = parse_new_game(json).err().unwrap_or_default();
            assert!(err.contains(part), "{json}: {err}");
        }
        assert!(parse_direction("sideways").is_err());
    }

    #[test]
    fn state_shape() {
        let (model, _) = Model::init(None, None, Variant::classic(), 5);
        let state = state_json(&model);
        assert_eq!(state["board"].as_array().map(Vec::len), Some(4));
        assert_eq!(state["status"], "playing");
        assert_eq!(state["moves"], 0);
    }
}
