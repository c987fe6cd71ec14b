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

use crate::analysis::{Analysis, Estimate, Verdict};

/// The format's version: both sides come from one build, so a mismatch means a stale
/// cached worker, and it is refused with a reason.
const VERSION: u64 = 1;

/// What the page asks of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The best move ([`Reply::Decided`]); `budget_ms` is the average time per move.
    Decide,
    /// Every direction's figures ([`Reply::Analysed`], see `analysis`): trials of
    /// `horizon` moves drawn from `seed`, for `budget_ms` at most.
    Analyse { horizon: u32, seed: u64 },
    /// The best move and every direction's worth ([`Reply::Decided`]), searching
    /// `nodes` positions and no clock: the same position always gets the same answer,
    /// so a game's review can be kept and pinned.
    Review { nodes: u64 },
}

/// The page asks about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Chosen by the page; the reply carries it back.
    pub id: u32,
    pub task: Task,
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
    /// and wide it looked and how long it took, and each direction's worth (whole
    /// units of the evaluation, in `Direction::ALL`'s order; `None`: it changes
    /// nothing).
    Decided {
        id: u32,
        direction: Option<Direction>,
        depth: u32,
        nodes: u64,
        ms: f64,
        values: [Option<i64>; 4],
    },
    /// The analysis for request `id`, and how long it took.
    Analysed {
        id: u32,
        analysis: Box<Analysis>,
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
        // (Display, not Debug, in these messages: `{:?}` of a string brings the escaping
        // of every char, and its Unicode tables, into the game's wasm.)
        let version = version.map_or("none".to_string(), |v| v.to_string());
        return Err(format!("a message of version {version}, not {VERSION}"));
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

/// A whole number that fits 32 bits: ids, times, depths, horizons, trials.
fn as_u32(value: &Value) -> Option<u32> {
    value.as_u64().and_then(|n| u32::try_from(n).ok())
}

fn id(value: &Value) -> Result<u32, String> {
    field(value, "id", as_u32)
}

impl Request {
    pub fn encode(&self) -> String {
        let board = self.board.iter().map(|row| Value::from(row.as_str()));
        let mut fields = vec![
            ("id", number(self.id.into())),
            ("rules", Value::from(self.rules.as_str())),
            ("board", Value::Array(board.collect())),
            ("budgetMs", number(self.budget_ms.into())),
        ];
        let kind = match self.task {
            Task::Decide => "ask",
            Task::Analyse { horizon, seed } => {
                fields.push(("horizon", number(horizon.into())));
                fields.push(("seed", number(seed)));
                "analyse"
            }
            Task::Review { nodes } => {
                fields.push(("nodes", number(nodes)));
                "review"
            }
        };
        message(kind, fields)
    }

    pub fn decode(text: &str) -> Result<Request, String> {
        let (kind, value) = read(text)?;
        let task = match kind.as_str() {
            "ask" => Task::Decide,
            "analyse" => Task::Analyse {
                horizon: field(&value, "horizon", as_u32)?,
                seed: field(&value, "seed", Value::as_u64)?,
            },
            "review" => Task::Review {
                nodes: field(&value, "nodes", Value::as_u64)?,
            },
            _ => return Err(format!("a \"{kind}\" message is no request")),
        };
        let board = field(&value, "board", Value::as_array)?
            .iter()
            .map(|row| row.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or("board: not rows of text")?;
        Ok(Request {
            id: id(&value)?,
            task,
            rules: field(&value, "rules", Value::as_str)?.to_string(),
            board,
            budget_ms: field(&value, "budgetMs", as_u32)?,
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
                values,
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
                    (
                        "values",
                        Value::Array(
                            values
                                .iter()
                                .map(|v| v.map_or(Value::Null, Value::from))
                                .collect(),
                        ),
                    ),
                ],
            ),
            Reply::Analysed { id, analysis, ms } => message(
                "analysed",
                vec![
                    ("id", number((*id).into())),
                    ("horizon", number(analysis.horizon.into())),
                    ("nodes", number(analysis.nodes)),
                    (
                        "verdicts",
                        Value::Array(analysis.verdicts.iter().map(verdict).collect()),
                    ),
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
                depth: field(&value, "depth", as_u32)?,
                nodes: field(&value, "nodes", Value::as_u64)?,
                ms: field(&value, "micros", Value::as_u64)? as f64 / 1000.0,
                values: read_values(field(&value, "values", Value::as_array)?)?,
            }),
            "analysed" => {
                let verdicts: Vec<Verdict> = field(&value, "verdicts", Value::as_array)?
                    .iter()
                    .map(read_verdict)
                    .collect::<Result<_, _>>()?;
                let verdicts: [Verdict; 4] = verdicts
                    .try_into()
                    .map_err(|_| "verdicts: not four".to_string())?;
                if verdicts.iter().map(|v| v.direction).ne(Direction::ALL) {
                    return Err("verdicts: not one per direction, in order".into());
                }
                Ok(Reply::Analysed {
                    id: id(&value)?,
                    analysis: Box::new(Analysis {
                        verdicts,
                        horizon: field(&value, "horizon", as_u32)?,
                        nodes: field(&value, "nodes", Value::as_u64)?,
                    }),
                    ms: field(&value, "micros", Value::as_u64)? as f64 / 1000.0,
                })
            }
            "failed" => Ok(Reply::Failed {
                id: id(&value)?,
                why: field(&value, "why", Value::as_str)?.to_string(),
            }),
            other => Err(format!("a \"{other}\" message is no reply")),
        }
    }
}

/// Four values, each a whole number or null.
fn read_values(values: &[Value]) -> Result<[Option<i64>; 4], String> {
    let values = values
        .iter()
        .map(|v| match v {
            Value::Null => Ok(None),
            v => v.as_i64().map(Some).ok_or("values: not whole numbers"),
        })
        .collect::<Result<Vec<_>, _>>()?;
    values
        .try_into()
        .map_err(|_| "values: not four".to_string())
}

/// An estimate's sums as whole numbers: points and counts are whole, so the sums are
/// exact (below 2^53), and the page gets the very figures the worker worked out.
fn estimate(e: &Estimate) -> [(&'static str, Value); 3] {
    let (sum, squares) = e.sums();
    [
        ("trials", number(e.trials.into())),
        ("sum", Value::from(sum.round() as i64)),
        ("squares", Value::from(squares.round() as i64)),
    ]
}

fn read_estimate(value: &Value) -> Result<Estimate, String> {
    let trials = field(value, "trials", as_u32)?;
    let sum = field(value, "sum", Value::as_i64)?;
    let squares = field(value, "squares", Value::as_i64)?;
    Ok(Estimate::from_sums(trials, sum as f64, squares as f64))
}

fn verdict(v: &Verdict) -> Value {
    let mut object = Object::default();
    object.put("direction", Some(Value::from(v.direction.name())));
    object.put("moves", Some(Value::Bool(v.moves)));
    for (name, e) in [("points", &v.points), ("over", &v.over)] {
        let mut figures = Object::default();
        for (key, value) in estimate(e) {
            figures.put(key, Some(value));
        }
        object.put(name, Some(Value::Object(figures)));
    }
    Value::Object(object)
}

fn read_verdict(value: &Value) -> Result<Verdict, String> {
    Ok(Verdict {
        direction: field(value, "direction", Value::as_str)?.parse()?,
        moves: field(value, "moves", |v| match v {
            Value::Bool(b) => Some(*b),
            _ => None,
        })?,
        points: read_estimate(field(value, "points", Some)?)?,
        over: read_estimate(field(value, "over", Some)?)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_replies_cross_whole() {
        let request = Request {
            id: 7,
            task: Task::Decide,
            rules: r#"{"gridOptions":{"width":4}}"#.into(),
            board: vec!["2 . . \"".into(), "9223372036854775807 . . .".into()],
            budget_ms: 40,
        };
        assert_eq!(Request::decode(&request.encode()), Ok(request.clone()));
        let analyse = Request {
            task: Task::Analyse {
                horizon: 100,
                seed: u64::MAX,
            },
            ..request.clone()
        };
        assert_eq!(Request::decode(&analyse.encode()), Ok(analyse));
        let review = Request {
            task: Task::Review { nodes: u64::MAX },
            ..request.clone()
        };
        assert_eq!(Request::decode(&review.encode()), Ok(review));
        for reply in [
            Reply::Ready,
            Reply::Decided {
                id: u32::MAX,
                direction: Some(Direction::Down),
                depth: 6,
                nodes: u64::MAX,
                ms: 3.125,
                values: [Some(-3), None, Some(i64::MAX), Some(0)],
            },
            Reply::Decided {
                id: 1,
                direction: None,
                depth: 0,
                nodes: 0,
                ms: 0.0,
                values: [None; 4],
            },
            Reply::Failed {
                id: 3,
                why: "rules: \"quoted\"\n".into(),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    /// A real analysis, as the worker would send it.
    fn analysed() -> Reply {
        let rules = game2048_engine::Rules::classic();
        let board =
            game2048_engine::Board::from_text(&["2 4 . .", "8 . . 2", ". . . .", ". 4 . ."])
                .expect("a board");
        let analysis = crate::Player::default()
            .analyse(&rules, &board, 20, 9, &mut crate::Budget::nodes(2_000))
            .expect("analysed");
        Reply::Analysed {
            id: 4,
            analysis: Box::new(analysis),
            ms: 12.5,
        }
    }

    #[test]
    fn an_analysis_crosses_with_its_very_figures() {
        let reply = analysed();
        let decoded = Reply::decode(&reply.encode()).expect("read back");
        assert_eq!(decoded, reply);
        let (Reply::Analysed { analysis: a, .. }, Reply::Analysed { analysis: b, .. }) =
            (&decoded, &reply)
        else {
            unreachable!("both are analyses");
        };
        assert_eq!(a.best(), b.best());
        for (x, y) in a.verdicts.iter().zip(&b.verdicts) {
            assert_eq!(x.points.margin().to_bits(), y.points.margin().to_bits());
        }
    }

    #[test]
    fn an_analysis_that_is_not_whole_is_refused() {
        let text = analysed().encode();
        for bad in [
            text.replace("\"direction\":\"left\"", "\"direction\":\"up\""),
            text.replace("\"moves\":true", "\"moves\":1"),
            text.replacen("\"trials\":", "\"trials\":-", 1),
            text.replace("\"verdicts\":[", "\"verdicts\":[{},"),
            text.replace("\"horizon\":20,", ""),
        ] {
            assert!(Reply::decode(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn what_is_not_a_message_of_this_version_is_refused_with_a_reason() {
        let request = Request {
            id: 5,
            task: Task::Decide,
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
            values: [Some(5), None, None, Some(1)],
        }
        .encode();
        for bad in [
            request,
            decided.replace("\"left\"", "\"sideways\""),
            decided.replace("\"direction\":\"left\",", ""),
            decided.replace("[5,null,null,1]", "[5,null,null]"),
            decided.replace("[5,null,null,1]", "[5,null,null,1.5]"),
            ready.replace("ready", "steady"),
        ] {
            assert!(Reply::decode(&bad).is_err(), "{bad}");
        }
    }
}
