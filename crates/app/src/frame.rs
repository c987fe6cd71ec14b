//! The iframe's protocol, version 1: what a host page may post to `embed.html`, and
//! what the frame posts back. Every message is a plain object marked `game2048: 1`:
//!
//! - in, a command: `{ game2048: 1, id, method, args? }`, where `id` is a string or a
//!   number chosen by the host and `method` one of [`Method`]'s, with the widget
//!   method's arguments (`args`, a list; none if absent);
//! - out, its answer under the same `id`: `{ game2048: 1, id, result }` or
//!   `{ game2048: 1, id, error }` (a sentence);
//! - out, events: `{ game2048: 1, event, detail }`, where `event` is a widget event
//!   (`game2048-move`, `-won`, `-over`, `-newgame`, with their `detail`), `ready`
//!   (`detail: { version }`: commands are taken from now on) or `resize` (`detail:
//!   { height }`, the content's height in CSS pixels, whenever it changes).
//!
//! The frame's script (`static/embed-page.js`) carries messages and calls the widget;
//! this module decides what each message is ([`hear`]): it reads commands strictly, and
//! anything malformed becomes an error answer that changes nothing. A message without
//! the mark is another script's and is left alone; a command from an origin the frame
//! was not told to obey (`?origin=`) is ignored and said in the console.

use game2048_engine::json::{Object, Value};
use game2048_engine::{Direction, named_enum};

use crate::copy::{Line, Text};

/// The key that marks the protocol's messages; its value is the version.
pub const MARK: &str = "game2048";
/// The version this frame speaks.
pub const VERSION: u64 = 1;
/// The longest `id` taken (a host's counter or token, not data).
pub const MAX_ID: usize = 200;

named_enum! {
    /// What a command may ask: the widget's methods, by their JS names.
    pub enum Method as "method" {
        NewGame = "newGame",
        Move = "move",
        Undo = "undo",
        Redo = "redo",
        State = "state",
        Hint = "hint",
        Autoplay = "autoplay",
        Record = "record",
        Swap = "swap",
        Remove = "remove",
        Image = "image",
    }
}

/// What a message posted to the frame is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Not this protocol's (no mark): left alone, silently.
    Ignored,
    /// A command from an origin the frame does not obey: ignored, with a warning for
    /// the console.
    Refused(Text),
    /// A malformed command: answered with this error under `id` (`null` if it had
    /// none that could be read).
    Malformed { id: Value, why: Text },
    /// A command to carry out: the widget's `method` with `args`, answered under `id`.
    Command {
        id: Value,
        method: Method,
        args: Vec<Value>,
    },
}

/// What a message posted to embed.html is, as JSON text for the frame's script
/// ([`Heard::to_json`]): `data` as JSON text, the sender's `origin`, and the origin the
/// frame obeys if it was given one. Text that is not JSON is no message of the protocol.
pub fn answer(data: &str, origin: &str, allowed: Option<&str>) -> String {
    let heard = match game2048_engine::json::parse(data) {
        Ok(data) => hear(&data, origin, allowed),
        Err(_) => Heard::Ignored,
    };
    heard.to_json().to_string()
}

/// What `data` (a posted message, as JSON data) from `origin` is, for a frame that
/// obeys only `allowed` if given.
pub fn hear(data: &Value, origin: &str, allowed: Option<&str>) -> Heard {
    let Some(message) = data.as_object().filter(|o| o.get(MARK).is_some()) else {
        return Heard::Ignored;
    };
    // The frame's own messages (answers, events) are not commands.
    if message.get("method").is_none()
        && ["event", "result", "error"]
            .iter()
            .any(|k| message.get(k).is_some())
    {
        return Heard::Ignored;
    }
    if let Some(allowed) = allowed.filter(|a| *a != origin) {
        return Heard::Refused(Text::from(Line::FrameOriginRefused {
            origin: origin.to_string(),
            allowed: allowed.to_string(),
        }));
    }
    let id = match message.get("id") {
        Some(id @ Value::String(s)) if s.len() <= MAX_ID => id.clone(),
        Some(id @ Value::Number(_)) => id.clone(),
        _ => return malformed(Value::Null, Line::FrameId),
    };
    match read(message) {
        Ok((method, args)) => Heard::Command { id, method, args },
        Err(why) => malformed(id, why),
    }
}

fn malformed(id: Value, why: Line) -> Heard {
    Heard::Malformed {
        id,
        why: Text::from(why),
    }
}

/// The command's method and arguments, checked against what the method takes.
fn read(message: &Object) -> Result<(Method, Vec<Value>), Line> {
    let version = message.get(MARK).unwrap_or(&Value::Null);
    if version.as_u64() != Some(VERSION) {
        return Err(Line::FrameVersion {
            given: version.to_string(),
        });
    }
    if let Some(key) = message
        .keys()
        .find(|k| ![MARK, "id", "method", "args"].contains(k))
    {
        return Err(Line::FrameKey {
            name: key.to_string(),
        });
    }
    let given = message.get("method").unwrap_or(&Value::Null);
    let method = given
        .as_str()
        .and_then(|m| m.parse::<Method>().ok())
        .ok_or_else(|| Line::FrameMethod {
            given: given.to_string(),
        })?;
    let args = match message.get("args") {
        None | Some(Value::Null) => &[][..],
        Some(args) => args.as_array().ok_or(Line::FrameArgs { method })?,
    };
    let options = |v: &Value| matches!(v, Value::Object(_) | Value::Null);
    let args = match (method, args) {
        (
            Method::Undo
            | Method::Redo
            | Method::State
            | Method::Hint
            | Method::Record
            | Method::Image,
            [],
        ) => Vec::new(),
        (Method::NewGame, []) => Vec::new(),
        (Method::NewGame, [o]) if options(o) => vec![o.clone()],
        (Method::Move, [Value::String(d)]) => match d.parse::<Direction>() {
            Ok(dir) => vec![Value::String(dir.name().to_string())],
            Err(_) => return Err(Line::FrameArgs { method }),
        },
        (Method::Swap, [a, b]) if cell(a) && cell(b) => vec![a.clone(), b.clone()],
        (Method::Remove, [value @ Value::Number(n)]) if n.as_i64().is_some() => {
            vec![value.clone()]
        }
        (Method::Autoplay, [on @ Value::Bool(_)]) => vec![on.clone()],
        (Method::Autoplay, [on @ Value::Bool(_), o]) if options(o) => {
            vec![on.clone(), o.clone()]
        }
        _ => return Err(Line::FrameArgs { method }),
    };
    Ok((method, args))
}

/// Whether `value` is a cell: `[row, column]`, two whole numbers from 0.
fn cell(value: &Value) -> bool {
    matches!(value.as_array(), Some([row, col]) if row.as_u64().is_some() && col.as_u64().is_some())
}

impl Heard {
    /// What the frame's script does, as JSON: `null` (nothing), `{ warn }` (a warning
    /// for the console), `{ id, error }` (an answer to post) or `{ id, method, args }`
    /// (a call to make, then answer).
    pub fn to_json(&self) -> Value {
        let mut o = Object::default();
        match self {
            Heard::Ignored => return Value::Null,
            Heard::Refused(warning) => o.put("warn", Some(Value::String(warning.to_string()))),
            Heard::Malformed { id, why } => {
                o.put("id", Some(id.clone()));
                o.put("error", Some(Value::String(why.to_string())));
            }
            Heard::Command { id, method, args } => {
                o.put("id", Some(id.clone()));
                o.put("method", Some(method.name().into()));
                o.put("args", Some(Value::Array(args.clone())));
            }
        }
        Value::Object(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::json::parse;

    fn heard(json: &str) -> Heard {
        hear(&parse(json).expect("JSON"), "https://host.example", None)
    }

    #[test]
    fn a_message_is_answered_as_json_text_and_text_not_json_is_no_message() {
        let answer = |data| answer(data, "https://host.example", None);
        assert_eq!(answer("not json"), "null");
        assert_eq!(answer(r#"{"other":1}"#), "null");
        let command = parse(&answer(r#"{"game2048":1,"id":7,"method":"undo"}"#)).expect("JSON");
        let command = command.as_object().expect("an object");
        assert_eq!(command.get("method"), Some(&Value::String("undo".into())));
        let refused = parse(&answer(r#"{"game2048":1,"id":7,"method":"jump"}"#)).expect("JSON");
        assert!(refused.as_object().and_then(|o| o.get("error")).is_some());
    }

    fn error(json: &str) -> String {
        match heard(json) {
            Heard::Malformed { why, .. } => why.to_string(),
            other => panic!("{json}: {other:?}"),
        }
    }

    #[test]
    fn commands_are_read_with_their_arguments() {
        let command = heard(r#"{"game2048":1,"id":7,"method":"move","args":["left"]}"#);
        assert_eq!(
            command.to_json().to_string(),
            r#"{"id":7,"method":"move","args":["left"]}"#
        );
        for ok in [
            r#"{"game2048":1,"id":"a","method":"state"}"#,
            r#"{"game2048":1,"id":"a","method":"undo","args":[]}"#,
            r#"{"game2048":1,"id":"a","method":"newGame","args":[{"preset":"3x3"}]}"#,
            r#"{"game2048":1,"id":"a","method":"newGame","args":[null]}"#,
            r#"{"game2048":1,"id":"a","method":"autoplay","args":[true,{"speed":"fast"}]}"#,
            r#"{"game2048":1,"id":"a","method":"swap","args":[[0,0],[3,1]]}"#,
            r#"{"game2048":1,"id":"a","method":"remove","args":[128]}"#,
            r#"{"game2048":1,"id":1.5,"method":"record","args":null}"#,
        ] {
            assert!(matches!(heard(ok), Heard::Command { .. }), "{ok}");
        }
    }

    /// `newGame()` and `autoplay(true)`, their optional argument left out, are commands
    /// carried as given (the shapes close to them, `newGame(5)` or `autoplay(true, "x")`,
    /// are refused: see `malformed_commands_get_a_reason_under_their_id`).
    #[test]
    fn optional_arguments_may_be_left_out() {
        let command = |json: &str| heard(json).to_json().to_string();
        assert_eq!(
            command(r#"{"game2048":1,"id":1,"method":"newGame"}"#),
            r#"{"id":1,"method":"newGame","args":[]}"#
        );
        assert_eq!(
            command(r#"{"game2048":1,"id":2,"method":"autoplay","args":[true]}"#),
            r#"{"id":2,"method":"autoplay","args":[true]}"#
        );
        assert_eq!(
            command(r#"{"game2048":1,"id":3,"method":"autoplay","args":[false,null]}"#),
            r#"{"id":3,"method":"autoplay","args":[false,null]}"#
        );
    }

    #[test]
    fn what_is_not_a_command_of_this_protocol_is_left_alone() {
        for other in [
            "null",
            "\"hello\"",
            "[1,2]",
            r#"{"type":"webpackOk"}"#,
            r#"{"game2048":1,"event":"game2048-move","detail":{}}"#,
            r#"{"game2048":1,"id":3,"result":null}"#,
        ] {
            assert_eq!(heard(other), Heard::Ignored, "{other}");
            assert_eq!(heard(other).to_json(), Value::Null);
        }
    }

    #[test]
    fn malformed_commands_get_a_reason_under_their_id() {
        let cases = [
            (r#"{"game2048":1,"method":"state"}"#, "id must be"),
            (r#"{"game2048":1,"id":{},"method":"state"}"#, "id must be"),
            (r#"{"game2048":2,"id":1,"method":"state"}"#, "version 2"),
            (
                r#"{"game2048":"1","id":1,"method":"state"}"#,
                "version \"1\"",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"jump"}"#,
                "unknown method \"jump\"",
            ),
            (r#"{"game2048":1,"id":1}"#, "unknown method null"),
            (
                r#"{"game2048":1,"id":1,"method":"state","x":1}"#,
                "unknown key \"x\"",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"move","args":["north"]}"#,
                "move takes",
            ),
            (r#"{"game2048":1,"id":1,"method":"move"}"#, "move takes"),
            (
                r#"{"game2048":1,"id":1,"method":"swap","args":[[0,0],[0]]}"#,
                "swap takes two cells",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"swap","args":[[0,-1],[0,0]]}"#,
                "swap takes two cells",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"remove","args":["4"]}"#,
                "remove takes a tile's number",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"state","args":[1]}"#,
                "state takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"autoplay","args":["yes"]}"#,
                "autoplay takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"newGame","args":"classic"}"#,
                "newGame takes",
            ),
            // An optional argument may be left out, not replaced by another kind.
            (
                r#"{"game2048":1,"id":1,"method":"newGame","args":[5]}"#,
                "newGame takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"newGame","args":["classic"]}"#,
                "newGame takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"autoplay","args":[true,"x"]}"#,
                "autoplay takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"autoplay","args":[true,{},1]}"#,
                "autoplay takes",
            ),
            (
                r#"{"game2048":1,"id":1,"method":"autoplay"}"#,
                "autoplay takes",
            ),
        ];
        for (json, says) in cases {
            let why = error(json);
            assert!(why.contains(says), "{json}: {why}");
        }
        let long = format!(
            r#"{{"game2048":1,"id":"{}","method":"state"}}"#,
            "x".repeat(201)
        );
        assert!(matches!(
            heard(&long),
            Heard::Malformed {
                id: Value::Null,
                ..
            }
        ));
        let answer = heard(r#"{"game2048":1,"id":"q","method":"jump"}"#).to_json();
        assert_eq!(answer.get("id").and_then(Value::as_str), Some("q"));
    }

    #[test]
    fn only_the_origin_given_may_command() {
        let data = parse(r#"{"game2048":1,"id":1,"method":"undo"}"#).expect("JSON");
        let allowed = Some("https://host.example");
        assert!(matches!(
            hear(&data, "https://host.example", allowed),
            Heard::Command { .. }
        ));
        let Heard::Refused(warning) = hear(&data, "https://evil.example", allowed) else {
            panic!("obeyed another origin");
        };
        assert_eq!(
            warning.to_string(),
            "game2048 frame: a command from https://evil.example was ignored: this frame takes commands from https://host.example only."
        );
        // Another script's message from another origin is not even warned about.
        let other = parse(r#"{"hello":1}"#).expect("JSON");
        assert_eq!(
            hear(&other, "https://evil.example", allowed),
            Heard::Ignored
        );
    }
}
