//! The AI web worker's protocol: one type for what the page asks ([`Request`]) and one
//! for what the worker says ([`Reply`]), encoded and read here alone, as JSON text
//! carried by `postMessage`. The page (`src/web/ai.rs`) and the worker
//! (`src/bin/ai-worker.rs`) both use these types, so the two sides cannot disagree.
//!
//! A request the worker cannot answer (rules or a board it cannot read) gets
//! [`Reply::Failed`] with the reason, never silence; a reply the page cannot read is
//! a failure of the AI too, never "no move".

use game2048_engine::Direction;
use game2048_engine::json::{self, Number, Object, Value};

/// The format's version: both sides come from one build, so a mismatch means a stale
/// cached worker, and it is refused with a reason.
const VERSION: u64 = 1;

/// The page asks for the best move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Chosen by the page; the reply carries it back.
    pub id: u32,
    /// The game object, as JSON (custom-game.md's form).
    pub rules: String,
    /// The board's rows in the vectors' text format (exact for any 64-bit value).
    pub board: Vec<String>,
    /// The time to think on average (a decision may take what earlier ones saved).
    pub budget_ms: u32,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// Once, when it listens.
    Ready,
    /// The move for request `id` (`None`: no move changes the board), with how deep
    /// and wide it looked and how long it took.
    Decided {
        id: u32,
        direction: Option<Direction>,
        depth: u32,
        nodes: u64,
        ms: f64,
    },
    /// Request `id` (0 if it could not even be read) could not be answered.
    Failed { id: u32, why: String },
}

fn number(n: u64) -> Value {
    Value::Number(Number::from(n))
}

/// An object with `version` and `kind` first.
fn message(kind: &str, fields: Vec<(&str, Value)>) -> String {
    let mut object = Object::default();
    object.put("version", Some(number(VERSION)));
    object.put("kind", Some(Value::from(kind)));
    for (key, value) in fields {
        object.put(key, Some(value));
    }
    Value::Object(object).to_string()
}

/// Reads a message of this protocol: its kind, and the whole object.
fn read(text: &str) -> Result<(String, Value), String> {
    let value = json::parse(text).map_err(|e| format!("not a message ({e})"))?;
    let version = value.get("version").and_then(Value::as_u64);
    if version != Some(VERSION) {
        return Err(format!("a message of version {version:?}, not {VERSION}"));
    }
    let kind = value
        .get("kind")
        .and_then(Value::as_str)
        .ok_or("a message of no kind")?;
    Ok((kind.to_string(), value))
}

fn field<'v, T>(
    value: &'v Value,
    name: &str,
    read: impl FnOnce(&'v Value) -> Option<T>,
) -> Result<T, String> {
    value
        .get(name)
        .and_then(read)
        .ok_or_else(|| format!("{name}: missing or of the wrong kind"))
}

fn id(value: &Value) -> Result<u32, String> {
    field(value, "id", |v| {
        v.as_u64().and_then(|n| u32::try_from(n).ok())
    })
}

impl Request {
    pub fn encode(&self) -> String {
        let board = self.board.iter().map(|row| Value::from(row.as_str()));
        message(
            "ask",
            vec![
                ("id", number(self.id.into())),
                ("rules", Value::from(self.rules.as_str())),
                ("board", Value::Array(board.collect())),
                ("budgetMs", number(self.budget_ms.into())),
            ],
        )
    }

    pub fn decode(text: &str) -> Result<Request, String> {
        let (kind, value) = read(text)?;
        if kind != "ask" {
            return Err(format!("a {kind:?} message is no request"));
        }
        let board = field(&value, "board", Value::as_array)?
            .iter()
            .map(|row| row.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or("board: not rows of text")?;
        Ok(Request {
            id: id(&value)?,
            rules: field(&value, "rules", Value::as_str)?.to_string(),
            board,
            budget_ms: field(&value, "budgetMs", |v| {
                v.as_u64().and_then(|n| u32::try_from(n).ok())
            })?,
        })
    }

    /// The id of a request that could not be read as a whole, if it has one: its
    /// failure is answered under that id.
    pub fn id_of(text: &str) -> u32 {
        read(text).ok().and_then(|(_, v)| id(&v).ok()).unwrap_or(0)
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => message("ready", Vec::new()),
            Reply::Decided {
                id,
                direction,
                depth,
                nodes,
                ms,
            } => message(
                "decided",
                vec![
                    ("id", number((*id).into())),
                    (
                        "direction",
                        direction.map_or(Value::Null, |d| Value::from(d.name())),
                    ),
                    ("depth", number((*depth).into())),
                    ("nodes", number(*nodes)),
                    // Whole microseconds: exact in JSON, and finer than any clock here.
                    ("micros", number((ms.max(0.0) * 1000.0).round() as u64)),
                ],
            ),
            Reply::Failed { id, why } => message(
                "failed",
                vec![
                    ("id", number((*id).into())),
                    ("why", Value::from(why.as_str())),
                ],
            ),
        }
    }

    pub fn decode(text: &str) -> Result<Reply, String> {
        let (kind, value) = read(text)?;
        match kind.as_str() {
            "ready" => Ok(Reply::Ready),
            "decided" => Ok(Reply::Decided {
                id: id(&value)?,
                direction: match value.get("direction") {
                    Some(Value::Null) => None,
                    other => Some(
                        other
                            .and_then(Value::as_str)
                            .ok_or("direction: missing")?
                            .parse()?,
                    ),
                },
                depth: field(&value, "depth", |v| {
                    v.as_u64().and_then(|n| u32::try_from(n).ok())
                })?,
                nodes: field(&value, "nodes", Value::as_u64)?,
                ms: field(&value, "micros", Value::as_u64)? as f64 / 1000.0,
            }),
            "failed" => Ok(Reply::Failed {
                id: id(&value)?,
                why: field(&value, "why", Value::as_str)?.to_string(),
            }),
            other => Err(format!("a {other:?} message is no reply")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_replies_cross_whole() {
        let request = Request {
            id: 7,
            rules: r#"{"gridOptions":{"width":4}}"#.into(),
            board: vec!["2 . . \"".into(), "9223372036854775807 . . .".into()],
            budget_ms: 40,
        };
        assert_eq!(Request::decode(&request.encode()), Ok(request.clone()));
        for reply in [
            Reply::Ready,
            Reply::Decided {
                id: u32::MAX,
                direction: Some(Direction::Down),
                depth: 6,
                nodes: u64::MAX,
                ms: 3.125,
            },
            Reply::Decided {
                id: 1,
                direction: None,
                depth: 0,
                nodes: 0,
                ms: 0.0,
            },
            Reply::Failed {
                id: 3,
                why: "rules: \"quoted\"\n".into(),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    #[test]
    fn what_is_not_a_message_of_this_version_is_refused_with_a_reason() {
        let request = Request {
            id: 5,
            rules: "{}".into(),
            board: vec![],
            budget_ms: 4,
        }
        .encode();
        let ready = Reply::Ready.encode();
        for bad in [
            "".to_string(),
            "{}".into(),
            "null".into(),
            request.replace("\"version\":1", "\"version\":2"),
            request.replace("\"budgetMs\":4", "\"budgetMs\":-4"),
            request.replace("\"id\":5", "\"id\":4294967296"),
            request.replace("[]", "[1]"),
            ready.clone(),
        ] {
            assert!(Request::decode(&bad).is_err(), "{bad}");
        }
        assert_eq!(Request::id_of(&request.replace("[]", "[1]")), 5);
        assert_eq!(Request::id_of("junk"), 0);
        let decided = Reply::Decided {
            id: 2,
            direction: Some(Direction::Left),
            depth: 1,
            nodes: 1,
            ms: 1.0,
        }
        .encode();
        for bad in [
            request,
            decided.replace("\"left\"", "\"sideways\""),
            decided.replace("\"direction\":\"left\",", ""),
            ready.replace("ready", "steady"),
        ] {
            assert!(Reply::decode(&bad).is_err(), "{bad}");
        }
    }
}
