//! A small JSON reader and writer, for the little JSON the game speaks: game objects,
//! the saves of older builds and the JS API's options.
//!
//! Hand-written instead of serde_json on purpose: serde_json and the serde code it
//! brings were about 45 KB of the 370 KB wasm the browser downloads, for a few
//! hundred bytes of JSON a game. This reader is strict RFC 8259 JSON (the property
//! tests hold it to serde_json's verdict on random documents), keeps object keys in
//! order and numbers as written (so `2.5` and `9223372036854775808` can be named in
//! a message rather than rounded, and `1e400`, which serde_json refuses, is read),
//! and reports where a document goes wrong.

use std::fmt::{self, Write as _};

/// A JSON value. Objects keep their keys in order; a key given twice means its last
/// value, as in JavaScript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Object),
    /// JSON text written before (by this writer), written again as it is: what a game
    /// object keeps of our extensions, so that what writes and compares game objects
    /// need not know them (see `object::Written`). Never read.
    Written(String),
}

/// An object's entries, in the document's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Object(pub Vec<(String, Value)>);

impl Object {
    /// The value at `key` (the last one, if the key is given twice).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// Adds `key` with `value`, if there is a value.
    pub fn put(&mut self, key: &str, value: Option<Value>) {
        if let Some(value) = value {
            self.0.push((key.to_string(), value));
        }
    }
}

/// A number as written in the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number(String);

impl Number {
    /// The number if it is written as a whole number that fits in an `i64` (not
    /// `2.0`, not `1e3`).
    pub fn as_i64(&self) -> Option<i64> {
        // Rust's integer parsing refuses a fraction or an exponent, as JSON's "whole
        // number" means here.
        self.0.parse().ok()
    }

    /// The number if it is written as a whole number from 0 to `u64::MAX`.
    pub fn as_u64(&self) -> Option<u64> {
        self.0.parse().ok()
    }
}

/// The length of the JSON number that `bytes` start with, if they start with one.
fn number_length(bytes: &[u8]) -> Option<usize> {
    let mut at = usize::from(bytes.first() == Some(&b'-'));
    let digits = |at: &mut usize| {
        let from = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        *at > from
    };
    match bytes.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => {
            digits(&mut at);
        }
        _ => return None,
    }
    if bytes.get(at) == Some(&b'.') {
        at += 1;
        if !digits(&mut at) {
            return None;
        }
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(bytes.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        if !digits(&mut at) {
            return None;
        }
    }
    Some(at)
}

impl Number {
    /// A number written by another JSON writer (such as `JSON.stringify`), if `text`
    /// is one, whole.
    pub fn from_text(text: &str) -> Option<Number> {
        (number_length(text.as_bytes()) == Some(text.len())).then(|| Number(text.to_string()))
    }
}

impl From<i64> for Number {
    fn from(n: i64) -> Number {
        Number(n.to_string())
    }
}

impl From<u64> for Number {
    fn from(n: u64) -> Number {
        Number(n.to_string())
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Value {
    /// The value at `key` of an object (the last one given); `None` for anything else.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object().and_then(|o| o.get(key))
    }

    pub fn as_object(&self) -> Option<&Object> {
        match self {
            Value::Object(o) => Some(o),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(n) => n.as_i64(),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => n.as_u64(),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// What kind of value it is, for messages: `a string`, `an object`, ...
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) | Value::Written(_) => "an object",
        }
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Number(n.into())
    }
}

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        Value::Number(n.into())
    }
}

/// Compact JSON: no spaces, strings escaped.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Number(n) => write!(f, "{n}"),
            Value::String(s) => write_string(f, s),
            Value::Written(text) => f.write_str(text),
            Value::Array(items) => {
                f.write_char('[')?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_char(']')
            }
            Value::Object(Object(entries)) => {
                f.write_char('{')?;
                for (i, (key, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write_string(f, key)?;
                    write!(f, ":{value}")?;
                }
                f.write_char('}')
            }
        }
    }
}

fn write_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            '\u{8}' => f.write_str("\\b")?,
            '\u{c}' => f.write_str("\\f")?,
            c if u32::from(c) < 0x20 => write!(f, "\\u{:04x}", u32::from(c))?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// Where and why a document is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    pub what: &'static str,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.what, self.line, self.column
        )
    }
}

impl std::error::Error for Error {}

/// How deep arrays and objects may nest: deeper documents are refused rather than
/// risking the stack.
const MAX_DEPTH: usize = 128;

/// Reads one JSON document.
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut reader = Reader { text, at: 0 };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at < text.len() {
        return Err(reader.error("trailing characters"));
    }
    Ok(value)
}

struct Reader<'t> {
    text: &'t str,
    /// A byte offset into `text`, always on a character boundary.
    at: usize,
}

impl Reader<'_> {
    /// The text from `at` on. (`get`, not slicing, here and below: `at` is always on a
    /// boundary, and a slice's panic path formats with `{:?}`, which would bring the
    /// escaping of chars and its Unicode tables into every chunk that reads JSON.)
    fn rest(&self) -> &str {
        self.text.get(self.at..).unwrap_or_default()
    }

    fn error(&self, what: &'static str) -> Error {
        let before = self.text.get(..self.at).unwrap_or(self.text);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Error { line, column, what }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, word: &str, value: Value) -> Result<Value, Error> {
        if self.rest().starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        self.skip_space();
        match self.peek() {
            None => Err(self.error("unexpected end")),
            Some(b'n') => self.expect("null", Value::Null),
            Some(b't') => self.expect("true", Value::Bool(true)),
            Some(b'f') => self.expect("false", Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(open @ (b'[' | b'{')) => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("nested too deeply"));
                }
                self.at += 1;
                if open == b'[' {
                    self.array(depth)
                } else {
                    self.object(depth)
                }
            }
            Some(_) => Err(self.error("expected a value")),
        }
    }

    /// After `[`.
    fn array(&mut self, depth: usize) -> Result<Value, Error> {
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.error("expected , or ]")),
            }
        }
    }

    /// After `{`.
    fn object(&mut self, depth: usize) -> Result<Value, Error> {
        let mut entries = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(Object(entries)));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a key in quotes"));
            }
            let key = self.string()?;
            self.skip_space();
            if self.peek() != Some(b':') {
                return Err(self.error("expected :"));
            }
            self.at += 1;
            entries.push((key, self.value(depth + 1)?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(Object(entries)));
                }
                _ => return Err(self.error("expected , or }")),
            }
        }
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.at;
        let Some(length) = number_length(self.rest().as_bytes()) else {
            return Err(self.error("invalid number"));
        };
        self.at += length;
        let number = self.text.get(start..self.at).unwrap_or_default();
        Ok(Value::Number(Number(number.to_string())))
    }

    /// At the opening `"`.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let Some(c) = self.rest().chars().next() else {
                return Err(self.error("unterminated string"));
            };
            match c {
                '"' => {
                    self.at += 1;
                    return Ok(out);
                }
                '\\' => {
                    self.at += 1;
                    let escaped = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            out.push(self.unicode_escape()?);
                            continue;
                        }
                        _ => return Err(self.error("invalid escape")),
                    };
                    self.at += 1;
                    out.push(escaped);
                }
                c if u32::from(c) < 0x20 => {
                    return Err(self.error("control character in a string"));
                }
                c => {
                    self.at += c.len_utf8();
                    out.push(c);
                }
            }
        }
    }

    /// After `\u`: four hex digits, and a second escape for a surrogate pair.
    fn unicode_escape(&mut self) -> Result<char, Error> {
        let first = self.hex4()?;
        let code = match first {
            0xd800..=0xdbff => {
                if !self.rest().starts_with("\\u") {
                    return Err(self.error("lone surrogate in an escape"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&second) {
                    return Err(self.error("lone surrogate in an escape"));
                }
                0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00)
            }
            0xdc00..=0xdfff => return Err(self.error("lone surrogate in an escape")),
            code => code,
        };
        char::from_u32(code).ok_or_else(|| self.error("invalid escape"))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| self.error("invalid escape"))?;
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| self.error("invalid escape"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_value() {
        let v = parse(r#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "c": {}} "#)
            .expect("valid");
        let a = v.get("a").and_then(Value::as_array).expect("an array");
        assert_eq!(a[0].as_i64(), Some(1));
        assert_eq!(a[1], Value::Number(Number("-2.5e3".into())));
        assert_eq!(a[1].as_i64(), None);
        assert_eq!(
            &a[2..],
            [Value::Bool(true), Value::Bool(false), Value::Null]
        );
        assert_eq!(
            v.get("b").and_then(Value::as_str),
            Some("x\"\\/\u{8}\u{c}\n\r\té😀")
        );
        assert_eq!(v.get("c"), Some(&Value::Object(Object::default())));
        assert_eq!(v.get("d"), None);
        assert_eq!(a[0].get("x"), None);
    }

    #[test]
    fn numbers_written_elsewhere_are_checked() {
        for good in ["0", "-0", "12", "-1.5", "1e21", "1E-7", "2.5e+3"] {
            assert_eq!(
                Number::from_text(good).map(|n| n.to_string()),
                Some(good.into())
            );
        }
        for bad in [
            "", "-", "01", "1.", ".5", "1e", "+1", "NaN", "Infinity", "1 ", "0x10",
        ] {
            assert_eq!(Number::from_text(bad), None, "{bad}");
        }
    }

    #[test]
    fn numbers_keep_their_text() {
        let n = |t: &str| parse(t).expect("a number");
        assert_eq!(n("9223372036854775807").as_i64(), Some(i64::MAX));
        assert_eq!(n("9223372036854775808").as_i64(), None);
        assert_eq!(n("9223372036854775808").as_u64(), Some(1 << 63));
        assert_eq!(n("-1").as_u64(), None);
        assert_eq!(n("2.0").as_i64(), None);
        assert_eq!(n("1E2").as_i64(), None);
        assert_eq!(n("-0").as_i64(), Some(0));
        assert_eq!(n("2.5").to_string(), "2.5");
        for bad in [
            "01", "1.", ".5", "-", "1e", "1e+", "+1", "0x10", "1.e3", "--1",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn mistakes_say_where() {
        assert_eq!(
            parse("{\n  \"a\": 1,\n  \"b\" 2\n}"),
            Err(Error {
                line: 3,
                column: 7,
                what: "expected :"
            })
        );
        assert_eq!(parse("").map_err(|e| e.what), Err("unexpected end"));
        assert_eq!(parse("[1,]").map_err(|e| e.what), Err("expected a value"));
        assert_eq!(
            parse("{\"a\":1,}").map_err(|e| e.what),
            Err("expected a key in quotes")
        );
        assert_eq!(parse("[1 2]").map_err(|e| e.what), Err("expected , or ]"));
        assert_eq!(
            parse("{\"a\":1 \"b\":2}").map_err(|e| e.what),
            Err("expected , or }")
        );
        assert_eq!(parse("1 2").map_err(|e| e.what), Err("trailing characters"));
        assert_eq!(parse("\"a").map_err(|e| e.what), Err("unterminated string"));
        assert_eq!(parse("\"\\x\"").map_err(|e| e.what), Err("invalid escape"));
        assert_eq!(
            parse("\"\\u12\"").map_err(|e| e.what),
            Err("invalid escape")
        );
        assert_eq!(
            parse("\"\\ud800\"").map_err(|e| e.what),
            Err("lone surrogate in an escape")
        );
        assert_eq!(
            parse("\"\\udc00\"").map_err(|e| e.what),
            Err("lone surrogate in an escape")
        );
        assert_eq!(
            parse("\"\\ud800\\u0041\"").map_err(|e| e.what),
            Err("lone surrogate in an escape")
        );
        assert_eq!(
            parse("\"\u{1}\"").map_err(|e| e.what),
            Err("control character in a string")
        );
        assert_eq!(parse("nul").map_err(|e| e.what), Err("expected a value"));
        assert_eq!(parse("é").map_err(|e| e.what), Err("expected a value"));
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert_eq!(parse(&deep).map_err(|e| e.what), Err("nested too deeply"));
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(&ok).is_ok());
        assert_eq!(
            parse("x").map_err(|e| e.to_string()),
            Err("expected a value at line 1, column 1".to_string())
        );
    }

    #[test]
    fn writes_compact_json_that_reads_back() {
        let mut o = Object::default();
        o.put(
            "a",
            Some(Value::Array(vec![
                1i64.into(),
                Value::Null,
                Value::Bool(false),
            ])),
        );
        o.put("é\"\\\n\t\r\u{1}", Some("x/y".into()));
        o.put("absent", None);
        o.put("n", Some(u64::MAX.into()));
        let v = Value::Object(o);
        let text = v.to_string();
        assert_eq!(
            text,
            r#"{"a":[1,null,false],"é\"\\\n\t\r\u0001":"x/y","n":18446744073709551615}"#
        );
        assert_eq!(parse(&text), Ok(v));
    }

    #[test]
    fn the_last_of_a_repeated_key_counts() {
        let v = parse(r#"{"a":1,"a":2}"#).expect("valid");
        assert_eq!(v.get("a").and_then(Value::as_i64), Some(2));
        assert_eq!(Value::Null.kind(), "null");
        assert_eq!(v.kind(), "an object");
    }
}
