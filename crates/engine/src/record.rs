//! A game as a record: where it started (a seed, or a saved position), its rules, and
//! every input that changed it, undos included. Replaying the record gives the game
//! back exactly, because the engine is deterministic; that makes a record the save
//! format, the replay and the shared link at once.
//!
//! The text form is compact: `r1.` and URL-safe base64 of a byte string holding the
//! start, the rules (a preset's id, or the game object), the inputs at two bits a move
//! (undos and "keep going" listed apart by position), the final score and move count,
//! and a checksum. A game played without undo is written `r2.`, with a flags byte
//! before the same bytes, and holds no undo. A game whose rules have power-ups or
//! limits is written `r3.`: version 2's bytes (flags always), then its power-ups and
//! the time running out by their places among the inputs, and for a timed game when
//! each input was made (`extras`); builds before it say such a record is newer. Decoding trusts nothing: a damaged,
//! truncated, foreign or newer-version text is a [`RecordError`], and a record whose
//! replay does not reach the score and move count it claims (made by a build with
//! other rules) is one too.

use std::fmt;

use crate::board::{Direction, Pos};
use crate::events::Outcome;
use crate::game::{Game, Input};
use crate::presets::preset;
use crate::rules::{ConfigError, Rules};
use crate::save::{load, save};
use wire::{
    Reader, base64url_decode, base64url_encode, fnv1a32, put_bytes, put_varint, unzigzag, zigzag,
};

mod extras;
pub(crate) mod wire;

/// What every record's text starts with; the digit is the format's version.
const PREFIX: &str = "r1.";
/// Version 2: a varint of [flags](FLAG_NO_UNDO), then the bytes of version 1 (the
/// checksum covers the flags too). A record with no flag set is still written as
/// version 1, so that builds from before flags read every record they could read
/// before; one they cannot read says it is newer.
const PREFIX_FLAGS: &str = "r2.";
/// Version 3: version 2 with more kinds of input (power-ups, the time running out) and
/// the times of a timed game's inputs. Only games with power-ups or limits are written
/// so, so that every other record still reads in builds from before it.
const PREFIX_POWERS: &str = "r3.";
/// The prefix of records in a later format, which this build cannot read.
const FUTURE_PREFIXES: [&str; 6] = ["r4.", "r5.", "r6.", "r7.", "r8.", "r9."];
/// The flag of a game played without undo (a contest's): it holds no undo.
const FLAG_NO_UNDO: u64 = 1;
/// The flag of a record with the time of each input (version 3).
const FLAG_TIMES: u64 = 2;

/// An input that changed a game, as a record keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    Move(Direction),
    Undo,
    KeepPlaying,
    Swap(Pos, Pos),
    Remove(i64),
    TimeUp,
}

impl Recorded {
    /// The recorded form of `input`; `None` for a new game, which starts a new record.
    pub fn of(input: &Input) -> Option<Recorded> {
        match input {
            Input::Move(dir) => Some(Recorded::Move(*dir)),
            Input::Undo => Some(Recorded::Undo),
            Input::KeepPlaying => Some(Recorded::KeepPlaying),
            Input::Swap(a, b) => Some(Recorded::Swap(*a, *b)),
            Input::Remove(value) => Some(Recorded::Remove(*value)),
            Input::TimeUp => Some(Recorded::TimeUp),
            Input::NewGame { .. } => None,
        }
    }

    pub fn input(self) -> Input {
        match self {
            Recorded::Move(dir) => Input::Move(dir),
            Recorded::Undo => Input::Undo,
            Recorded::KeepPlaying => Input::KeepPlaying,
            Recorded::Swap(a, b) => Input::Swap(a, b),
            Recorded::Remove(value) => Input::Remove(value),
            Recorded::TimeUp => Input::TimeUp,
        }
    }

    /// Whether a record keeps this input among version 3's extras: a power-up, or the
    /// time running out.
    pub fn is_extra(self) -> bool {
        matches!(
            self,
            Recorded::Swap(..) | Recorded::Remove(_) | Recorded::TimeUp
        )
    }
}

/// How records of games with power-ups or limits (version 3) are written and read:
/// [`Codec::V3`] (in `extras`), linked with the `custom-games` feature, else installed
/// with the readers (`crate::custom`): only rules read from game objects have them, so
/// what plays only presets carries none of it. Until then such a record is not read
/// ([`RecordError::NotInThisBuild`]).
#[derive(Clone, Copy)]
pub struct Codec {
    pub encode: fn(&Record, &Game) -> String,
    pub decode: fn(&str) -> Result<(Record, Game), RecordError>,
}

installed_reader!(Codec, Codec::V3);

/// A record's text read, not yet checked: the record, the score and move count it
/// claims, its flags and the bytes after them (version 3's extras).
struct Parsed {
    record: Record,
    end: (i64, u64),
    flags: u64,
    rest: Vec<u8>,
}

/// Where a recorded game began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A new game of the record's rules with this seed.
    Seed(u64),
    /// A game saved in the full-state format of [`save`], undo levels included (a game
    /// kept by a build from before records).
    Position(String),
}

/// A game's start, rules and inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    rules: Rules,
    start: Start,
    inputs: Vec<Recorded>,
    /// Whether the game may be undone: a record of a game without undo holds none.
    undo_allowed: bool,
    /// For a timed game, when each input was made: milliseconds of play (one per
    /// input; empty for a game without a time limit).
    times: Vec<u32>,
}

/// Whether a game allowed undo, and how many times it was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoUse {
    pub allowed: bool,
    pub used: usize,
}

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not a record at all.
    NotARecord,
    /// Made by a newer version of the game.
    Newer,
    /// Cut short or altered.
    Damaged(&'static str),
    /// Its rules are unknown to this build or invalid here.
    Rules(String),
    /// A custom game, or one that starts from a position: a build without the
    /// `custom-games` feature reads neither (see [`Record::is_custom`]).
    NotInThisBuild,
    /// Replaying it does not give the game it describes.
    Diverged { at: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotARecord => write!(f, "it is not a game record"),
            RecordError::Newer => write!(
                f,
                "it was made by a newer version of the game; reload to update and try again"
            ),
            RecordError::Damaged(why) => write!(f, "it is damaged or incomplete ({why})"),
            RecordError::Rules(why) => {
                write!(
                    f,
                    "its rules are not known to this version of the game ({why})"
                )
            }
            RecordError::NotInThisBuild => write!(
                f,
                "it is a custom game, which this part of the game cannot open"
            ),
            RecordError::Diverged { at } => write!(
                f,
                "it does not replay the same way here (from input {at}): it was made by a version with other rules"
            ),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The record of a new game of `rules` from `seed`, before any input.
    pub fn new(rules: Rules, seed: u64) -> Record {
        Record {
            rules,
            start: Start::Seed(seed),
            inputs: Vec::new(),
            undo_allowed: true,
            times: Vec::new(),
        }
    }

    /// The record of `game` as it stands, for a game whose start is not known: replays
    /// start from its current state, undo levels included.
    pub fn from_position(game: &Game) -> Record {
        Record {
            rules: game.rules().clone(),
            start: Start::Position(save(game)),
            inputs: Vec::new(),
            undo_allowed: true,
            times: Vec::new(),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn start(&self) -> &Start {
        &self.start
    }

    pub fn inputs(&self) -> &[Recorded] {
        &self.inputs
    }

    /// When each input was made, in milliseconds of play: a timed game's (see
    /// [`Record::push_at`]); empty for others.
    pub fn times(&self) -> &[u32] {
        &self.times
    }

    /// Whether the game may be undone (it was played with undo allowed).
    pub fn undo_allowed(&self) -> bool {
        self.undo_allowed
    }

    /// Whether undo was allowed and how often it was used.
    pub fn undo_use(&self) -> UndoUse {
        UndoUse {
            allowed: self.undo_allowed,
            used: self.undos(),
        }
    }

    /// The same, read from a record's text with no replay (a list of games shows it
    /// for each); `None` for a text that is no record this build reads. The checksum
    /// is checked; the rest is checked when the record is opened.
    pub fn undo_use_of(text: &str) -> Option<UndoUse> {
        let (version, body) = split_prefix(text.trim())?;
        let bytes = base64url_decode(body)?;
        let (payload, sum) = bytes.split_last_chunk::<4>()?;
        if fnv1a32(payload) != u32::from_le_bytes(*sum) {
            return None;
        }
        let mut r = Reader(payload);
        let flags = if version > 1 { r.varint().ok()? } else { 0 };
        // The start and the rules: a kind's byte, then a seed or some bytes.
        match r.byte().ok()? {
            0 => drop(r.varint().ok()?),
            _ => drop(r.text().ok()?),
        }
        r.byte().ok()?;
        r.text().ok()?;
        r.len().ok()?;
        let specials = r.len().ok()?;
        let mut used = 0;
        for _ in 0..specials {
            r.varint().ok()?;
            used += usize::from(r.byte().ok()? == 0);
        }
        Some(UndoUse {
            allowed: flags & FLAG_NO_UNDO == 0,
            used,
        })
    }

    /// How many undos the game used.
    pub fn undos(&self) -> usize {
        self.inputs
            .iter()
            .filter(|i| matches!(i, Recorded::Undo))
            .count()
    }

    /// Says whether the game may be undone from now on. A game that used undo stays
    /// one that allowed it (its record must say so to be read back): false if so.
    pub fn allow_undo(&mut self, allowed: bool) -> bool {
        if !allowed && self.undos() > 0 {
            self.undo_allowed = true;
            return false;
        }
        self.undo_allowed = allowed;
        true
    }

    /// Adds an input that changed the game. (An undo in a game without undo is the
    /// caller's mistake: the record is then read back as damaged.)
    pub fn push(&mut self, input: Recorded) {
        self.inputs.push(input);
    }

    /// Adds an input of a timed game made `at` milliseconds into its play. (A record
    /// of a timed game is read back only with a time for every input.)
    pub fn push_at(&mut self, input: Recorded, at: u32) {
        self.inputs.push(input);
        self.times.push(at);
    }

    /// Keeps only the first `len` inputs.
    pub fn truncate(&mut self, len: usize) {
        self.inputs.truncate(len);
        self.times.truncate(len);
    }

    /// The game before any input.
    pub fn first_position(&self) -> Result<Game, RecordError> {
        match &self.start {
            Start::Seed(seed) => Ok(Game::start(self.rules.clone(), *seed).0),
            Start::Position(text) => {
                let game = load(text).map_err(|e| match e.is_not_in_this_build() {
                    true => RecordError::NotInThisBuild,
                    false => RecordError::Damaged("its start"),
                })?;
                if game.rules() != &self.rules {
                    return Err(RecordError::Damaged("its start has other rules"));
                }
                Ok(game)
            }
        }
    }

    /// The game after every input. Fails if an input does not change the game as it
    /// did when it was recorded.
    pub fn replay(&self) -> Result<Game, RecordError> {
        self.replay_to(self.inputs.len())
    }

    /// The game after the first `len` inputs (all of them if there are fewer).
    pub fn replay_to(&self, len: usize) -> Result<Game, RecordError> {
        let mut game = self.first_position()?;
        for (at, input) in self.inputs.iter().take(len).enumerate() {
            let events = game.step(input.input());
            if !events.changed_state() || matches!(events.outcome, Outcome::Started) {
                return Err(RecordError::Diverged { at });
            }
            game.recycle(events);
        }
        Ok(game)
    }

    /// The record as text, with `end` (the game it replays to) as its check.
    pub fn encode(&self, end: &Game) -> String {
        if self.is_v3()
            && let Some(codec) = reader()
        {
            return (codec.encode)(self, end);
        }
        let flags = self.flags();
        let mut out = self.body(end, flags != 0);
        let sum = fnv1a32(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        let prefix = if flags == 0 { PREFIX } else { PREFIX_FLAGS };
        format!("{prefix}{}", base64url_encode(&out))
    }

    /// The bytes of versions 1 and 2 (`flagged`: 2) before the checksum. The inputs
    /// they hold besides the moves are undo and "keep going"; version 3 writes the
    /// others after them (`extras`).
    fn body(&self, end: &Game, flagged: bool) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.inputs.len() / 4);
        if flagged {
            put_varint(&mut out, self.flags());
        }
        match &self.start {
            Start::Seed(seed) => {
                out.push(0);
                put_varint(&mut out, *seed);
            }
            Start::Position(text) => {
                out.push(1);
                put_bytes(&mut out, text.as_bytes());
            }
        }
        match self.rules.preset() {
            Some(p) => {
                out.push(0);
                put_bytes(&mut out, p.id.as_bytes());
            }
            None => {
                out.push(1);
                put_bytes(&mut out, self.rules.to_json().as_bytes());
            }
        }
        let inputs: Vec<Recorded> = (self.inputs.iter().copied())
            .filter(|input| !input.is_extra())
            .collect();
        put_varint(&mut out, inputs.len() as u64);
        let specials: Vec<(usize, u8)> = inputs
            .iter()
            .enumerate()
            .filter_map(|(i, input)| match input {
                Recorded::Undo => Some((i, 0)),
                Recorded::KeepPlaying => Some((i, 1)),
                _ => None,
            })
            .collect();
        put_varint(&mut out, specials.len() as u64);
        let mut last = 0;
        for &(at, kind) in &specials {
            put_varint(&mut out, (at - last) as u64);
            out.push(kind);
            last = at;
        }
        let mut bits = 0u32;
        let mut pending = 0u8;
        for input in &inputs {
            if let Recorded::Move(dir) = input {
                pending |= (dir_code(*dir)) << bits;
                bits += 2;
                if bits == 8 {
                    out.push(pending);
                    (pending, bits) = (0, 0);
                }
            }
        }
        if bits > 0 {
            out.push(pending);
        }
        put_varint(&mut out, zigzag(end.score()));
        put_varint(&mut out, end.moves());
        out
    }

    fn flags(&self) -> u64 {
        let no_undo = if self.undo_allowed { 0 } else { FLAG_NO_UNDO };
        let times = match self.times.is_empty() || self.times.len() != self.inputs.len() {
            true => 0,
            false => FLAG_TIMES,
        };
        no_undo | times
    }

    /// Whether the record is written in version 3: its rules have power-ups or limits.
    fn is_v3(&self) -> bool {
        self.rules.extensions().is_some()
    }

    /// Whether a record's text holds a custom game (power-ups and limits among them) or
    /// a start position: what a build without the `custom-games` feature cannot open.
    /// Read from its first bytes, with no replay. Text that is no record, or a damaged
    /// one, is not custom: [`decode`] says what is wrong with it.
    ///
    /// [`decode`]: Record::decode
    pub fn is_custom(text: &str) -> bool {
        let Some((version, bytes)) = split_prefix(text.trim()) else {
            return false;
        };
        let Some(bytes) = base64url_decode(bytes) else {
            return false;
        };
        if version == 3 {
            // Power-ups and limits: rules only game objects have.
            return true;
        }
        let mut r = Reader(&bytes);
        if version > 1 && r.varint().is_err() {
            return false;
        }
        match r.byte() {
            Ok(1) => true,
            Ok(0) => r.varint().is_ok() && r.byte() == Ok(1),
            _ => false,
        }
    }

    /// Reads a record written by [`Record::encode`], and replays it to check it: the
    /// record and the game it gives.
    pub fn decode(text: &str) -> Result<(Record, Game), RecordError> {
        if text.trim().starts_with(PREFIX_POWERS) {
            return match reader() {
                Some(codec) => (codec.decode)(text),
                None => Err(RecordError::NotInThisBuild),
            };
        }
        let parsed = Record::parse(text)?;
        if !parsed.rest.is_empty() {
            return Err(RecordError::Damaged("trailing bytes"));
        }
        parsed.record.check(parsed.end)
    }

    /// A record's text read, unchecked ([`Parsed`]).
    fn parse(text: &str) -> Result<Parsed, RecordError> {
        let text = text.trim();
        let Some((version, body)) = split_prefix(text) else {
            if FUTURE_PREFIXES.iter().any(|p| text.starts_with(p)) {
                return Err(RecordError::Newer);
            }
            return Err(RecordError::NotARecord);
        };
        let bytes = base64url_decode(body).ok_or(RecordError::Damaged("not base64"))?;
        let Some((payload, sum)) = bytes.split_last_chunk::<4>() else {
            return Err(RecordError::Damaged("too short"));
        };
        if fnv1a32(payload) != u32::from_le_bytes(*sum) {
            return Err(RecordError::Damaged("checksum"));
        }
        let mut r = Reader(payload);
        let flags = if version > 1 { r.varint()? } else { 0 };
        let known = match version {
            3 => FLAG_NO_UNDO | FLAG_TIMES,
            _ => FLAG_NO_UNDO,
        };
        if flags & !known != 0 {
            return Err(RecordError::Newer);
        }
        let undo_allowed = flags & FLAG_NO_UNDO == 0;
        let start = match r.byte()? {
            0 => Start::Seed(r.varint()?),
            1 => Start::Position(r.text()?),
            _ => return Err(RecordError::Damaged("start")),
        };
        let rules = match r.byte()? {
            0 => {
                let id = r.text()?;
                preset(&id)
                    .ok_or_else(|| RecordError::Rules(format!("no variant \"{id}\"")))?
                    .rules()
                    .map_err(|e| RecordError::Rules(e.to_string()))?
            }
            1 => Rules::from_json(&r.text()?).map_err(|e: ConfigError| {
                match e.is_not_in_this_build() {
                    true => RecordError::NotInThisBuild,
                    false => RecordError::Rules(e.to_string()),
                }
            })?,
            _ => return Err(RecordError::Damaged("rules")),
        };
        let count = r.len()?;
        let special_count = r.len()?;
        if special_count > count {
            return Err(RecordError::Damaged("inputs"));
        }
        let mut specials = Vec::with_capacity(special_count);
        let mut at = 0usize;
        for n in 0..special_count {
            let gap = r.len()?;
            if n > 0 && gap == 0 {
                return Err(RecordError::Damaged("inputs"));
            }
            at = at.checked_add(gap).ok_or(RecordError::Damaged("inputs"))?;
            let input = match r.byte()? {
                0 => Recorded::Undo,
                1 => Recorded::KeepPlaying,
                _ => return Err(RecordError::Damaged("inputs")),
            };
            specials.push((at, input));
        }
        if specials.last().is_some_and(|&(at, _)| at >= count) {
            return Err(RecordError::Damaged("inputs"));
        }
        let move_count = count - special_count;
        let packed = r.take(move_count.div_ceil(4))?;
        let mut moves = (0..move_count).map(|i| code_dir((packed[i / 4] >> (2 * (i % 4))) & 3));
        let mut specials = specials.into_iter().peekable();
        let mut inputs = Vec::with_capacity(count);
        for i in 0..count {
            match specials.next_if(|&(at, _)| at == i) {
                Some((_, input)) => inputs.push(input),
                None => inputs.push(Recorded::Move(
                    moves.next().ok_or(RecordError::Damaged("inputs"))?,
                )),
            }
        }
        let record = Record {
            rules,
            start,
            inputs,
            undo_allowed,
            times: Vec::new(),
        };
        let end = (unzigzag(r.varint()?), r.varint()?);
        Ok(Parsed {
            record,
            end,
            flags,
            rest: r.0.to_vec(),
        })
    }

    /// The record and the game it replays to, if that game has the score and move
    /// count (`end`) it claims.
    fn check(self, end: (i64, u64)) -> Result<(Record, Game), RecordError> {
        if !self.undo_allowed && self.undos() > 0 {
            return Err(RecordError::Damaged("an undo in a game without undo"));
        }
        let game = self.replay()?;
        if (game.score(), game.moves()) != end {
            return Err(RecordError::Diverged {
                at: self.inputs.len(),
            });
        }
        Ok((self, game))
    }
}

/// A record's version (1, 2 or 3) and its base64 body; `None` if it is of none of them.
fn split_prefix(text: &str) -> Option<(u8, &str)> {
    [PREFIX, PREFIX_FLAGS, PREFIX_POWERS]
        .into_iter()
        .zip(1..)
        .find_map(|(prefix, version)| Some((version, text.strip_prefix(prefix)?)))
}

fn dir_code(dir: Direction) -> u8 {
    match dir {
        Direction::Left => 0,
        Direction::Right => 1,
        Direction::Up => 2,
        Direction::Down => 3,
    }
}

fn code_dir(code: u8) -> Direction {
    match code & 3 {
        0 => Direction::Left,
        1 => Direction::Right,
        2 => Direction::Up,
        _ => Direction::Down,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wire::BASE64URL;

    fn played(rules: Rules, seed: u64, inputs: &[Recorded]) -> (Record, Game) {
        let mut record = Record::new(rules.clone(), seed);
        let (mut game, _) = Game::start(rules, seed);
        for &input in inputs {
            if game.step(input.input()).changed_state() {
                record.push(input);
            }
        }
        (record, game)
    }

    #[test]
    fn a_record_round_trips_and_replays_to_the_same_game() {
        use Direction::*;
        let inputs: Vec<Recorded> = [Left, Down, Right, Up, Left, Down]
            .into_iter()
            .cycle()
            .take(60)
            .map(Recorded::Move)
            .chain([Recorded::Undo, Recorded::Undo])
            .chain([Left, Up].map(Recorded::Move))
            .collect();
        for rules in [
            Rules::classic(),
            Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
                .expect("valid"),
        ] {
            let (record, game) = played(rules, 77, &inputs);
            let text = record.encode(&game);
            assert!(text.starts_with("r1."));
            let (decoded, replayed) = Record::decode(&text).expect("decodes");
            assert_eq!(decoded, record);
            assert_eq!(replayed, game);
        }
    }

    #[test]
    fn custom_games_and_positions_are_told_from_their_first_bytes() {
        let moves = [
            Recorded::Move(Direction::Left),
            Recorded::Move(Direction::Up),
        ];
        let preset = |id: &str| crate::preset(id).and_then(|p| p.rules().ok());
        for rules in [Some(Rules::classic()), preset("5x5"), preset("donut")] {
            let (record, game) = played(rules.expect("a preset"), 5, &moves);
            assert!(!Record::is_custom(&record.encode(&game)));
        }
        let custom = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
            .expect("valid");
        let (record, game) = played(custom, 5, &moves);
        assert!(Record::is_custom(&record.encode(&game)));
        let (_, game) = played(Rules::classic(), 6, &moves);
        assert!(Record::is_custom(
            &Record::from_position(&game).encode(&game)
        ));
        for junk in ["", "r1.", "r1.!!", "{\"variant\":\"classic\"}", "r2.AAAA"] {
            assert!(!Record::is_custom(junk), "{junk}");
        }
    }

    #[test]
    fn moves_cost_two_bits() {
        let (record, game) = played(
            Rules::classic(),
            1,
            &Direction::ALL
                .repeat(100)
                .into_iter()
                .map(Recorded::Move)
                .collect::<Vec<_>>(),
        );
        let text = record.encode(&game);
        let moves = record.inputs().len();
        assert!(moves >= 100, "{moves}");
        // A preset id, the seed, counts and check: under 30 bytes of header.
        assert!(
            text.len() < 4 + (moves / 4 + 30) * 4 / 3,
            "{} chars",
            text.len()
        );
    }

    #[test]
    fn a_game_without_undo_says_so_and_holds_no_undo() {
        let moves = [
            Recorded::Move(Direction::Left),
            Recorded::Move(Direction::Up),
        ];
        let (mut record, game) = played(Rules::classic(), 5, &moves);
        let with_undo = record.encode(&game);
        assert!(
            with_undo.starts_with("r1."),
            "no flag: version 1, as before"
        );
        assert!(record.allow_undo(false));
        let without = record.encode(&game);
        assert!(without.starts_with("r2."), "{without}");
        let (read, again) = Record::decode(&without).expect("reads");
        assert_eq!((read.undo_allowed(), read.undos()), (false, 0));
        let off = UndoUse {
            allowed: false,
            used: 0,
        };
        assert_eq!(
            (read.undo_use(), Record::undo_use_of(&without)),
            (off, Some(off))
        );
        assert_eq!((read.inputs(), &again), (&moves[..], &game));
        assert!(!Record::is_custom(&without));

        // An undo cannot be slipped into a game without undo: the text is refused.
        let (mut undone, game) = played(Rules::classic(), 5, &[moves[0], Recorded::Undo, moves[1]]);
        assert_eq!(undone.undos(), 1);
        let used = UndoUse {
            allowed: true,
            used: 1,
        };
        assert_eq!(Record::undo_use_of(&undone.encode(&game)), Some(used));
        assert_eq!(Record::undo_use_of("r1.AAAA"), None);
        assert!(
            !undone.allow_undo(false),
            "a game that used undo allowed it"
        );
        assert!(undone.undo_allowed());
        undone.undo_allowed = false;
        assert_eq!(
            Record::decode(&undone.encode(&game)),
            Err(RecordError::Damaged("an undo in a game without undo"))
        );
        // A flag this build does not know is a newer version's.
        let mut bytes = base64url_decode(&without[3..]).expect("base64");
        bytes[0] = 2;
        bytes.truncate(bytes.len() - 4);
        bytes.extend_from_slice(&fnv1a32(&bytes).to_le_bytes());
        let unknown = format!("r2.{}", base64url_encode(&bytes));
        assert_eq!(Record::decode(&unknown), Err(RecordError::Newer));
    }

    #[test]
    fn damage_of_every_kind_is_an_error() {
        let (record, game) = played(
            Rules::classic(),
            5,
            &[
                Recorded::Move(Direction::Left),
                Recorded::Move(Direction::Up),
            ],
        );
        let text = record.encode(&game);
        assert_eq!(Record::decode("hello"), Err(RecordError::NotARecord));
        assert_eq!(Record::decode("r4.AAAA"), Err(RecordError::Newer));
        assert!(matches!(
            Record::decode("r3.AAAA"),
            Err(RecordError::Damaged(_))
        ));
        assert!(matches!(
            Record::decode(&text[..text.len() - 3]),
            Err(RecordError::Damaged(_))
        ));
        let mut flipped = text.clone().into_bytes();
        let last = flipped.len() - 6;
        flipped[last] = if flipped[last] == b'A' { b'B' } else { b'A' };
        let flipped = String::from_utf8(flipped).expect("ascii");
        assert!(matches!(
            Record::decode(&flipped),
            Err(RecordError::Damaged(_))
        ));
        assert!(matches!(
            Record::decode("r1.!!!"),
            Err(RecordError::Damaged(_))
        ));
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused() {
        // An undo as the first input changes nothing: no build could have recorded it.
        let mut record = Record::new(Rules::classic(), 3);
        record.push(Recorded::Undo);
        let (game, _) = Game::start(Rules::classic(), 3);
        assert_eq!(
            Record::decode(&record.encode(&game)),
            Err(RecordError::Diverged { at: 0 })
        );
    }

    #[test]
    fn a_position_start_keeps_its_undo_levels() {
        let (_, mut game) = played(
            Rules::classic(),
            9,
            &[
                Recorded::Move(Direction::Left),
                Recorded::Move(Direction::Up),
            ],
        );
        let mut record = Record::from_position(&game);
        assert!(game.step(Input::Undo).changed_state());
        record.push(Recorded::Undo);
        let (decoded, replayed) = Record::decode(&record.encode(&game)).expect("decodes");
        assert_eq!(decoded, record);
        assert_eq!(replayed, game);
    }

    #[test]
    fn base64_as_rfc_4648_has_it() {
        // RFC 4648, section 10, unpadded.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded).as_deref(), Some(plain.as_bytes()));
        }
        let all: Vec<u8> = (0..=255).collect();
        let coded = base64url_encode(&all);
        assert!(coded.bytes().all(|c| BASE64URL.contains(&c)));
        assert!(coded.contains('-') && coded.contains('_'));
        assert_eq!(base64url_decode(&coded), Some(all));
        for bad in ["Z", "Zm9vY", "Zh", "Zm9=", "Zm+v", "Zm/v", "Zm9v\n"] {
            assert_eq!(base64url_decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_20000_move_game_fits_a_link_of_8_kb() {
        // Custom rules (written out in full in the record, unlike a preset's name) where
        // every move changes the board for ever: no new tiles, a 2 and a 4 that never
        // merge sliding from side to side and up and down.
        let rules = Rules::from_json(
            r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2},{"row":0,"column":3,"value":4}]}"#,
        )
        .expect("valid");
        let moves: Vec<Recorded> = [
            Direction::Right,
            Direction::Down,
            Direction::Left,
            Direction::Up,
        ]
        .into_iter()
        .cycle()
        .take(20_000)
        .map(Recorded::Move)
        .collect();
        let (record, game) = played(rules, 11, &moves);
        assert_eq!(
            record.inputs().len(),
            20_000,
            "every move changed the board"
        );
        let text = record.encode(&game);
        // 20,000 moves at 2 bits is 5,000 bytes, 6,667 in base64; the rest is the header.
        assert!(text.len() < 8 * 1024, "{} chars", text.len());
        assert_eq!(Record::decode(&text).map(|(r, _)| r), Ok(record));
    }

    /// A record of a game from seed 3 with `rules` (0 and a preset's id, or 1 and JSON)
    /// and no inputs, with a good checksum.
    fn forged(rules: (u8, &str)) -> String {
        let mut out = vec![0, 3];
        out.push(rules.0);
        put_bytes(&mut out, rules.1.as_bytes());
        out.extend([0, 0, 0, 0]);
        let sum = fnv1a32(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        format!("{PREFIX}{}", base64url_encode(&out))
    }

    #[test]
    fn a_record_of_rules_this_build_does_not_know_says_so() {
        let Err(RecordError::Rules(why)) = Record::decode(&forged((0, "hexagons"))) else {
            panic!("an unknown variant");
        };
        assert!(why.contains("no variant \"hexagons\""), "{why}");
        let unknown = r#"{"gridOptions":{"mergeConditionFnName":"warp"}}"#;
        let Err(RecordError::Rules(why)) = Record::decode(&forged((1, unknown))) else {
            panic!("an unknown merge condition");
        };
        assert!(why.contains("warp"), "{why}");
        assert!(
            RecordError::Rules(why)
                .to_string()
                .starts_with("its rules are not known to this version")
        );
        // The same forgery with rules it knows reads.
        assert!(Record::decode(&forged((0, "classic"))).is_ok());
    }

    #[test]
    fn keep_playing_is_recorded_and_replayed() {
        let rules = Rules::from_json(
            r#"{"initialTiles":[{"row":0,"column":0,"value":1024},{"row":0,"column":1,"value":1024}]}"#,
        )
        .expect("valid");
        let inputs = [
            Recorded::Move(Direction::Left),
            Recorded::KeepPlaying,
            Recorded::Move(Direction::Down),
            Recorded::Undo,
            Recorded::Move(Direction::Right),
        ];
        let (record, game) = played(rules, 2, &inputs);
        assert_eq!(record.inputs(), inputs, "each input changed the game");
        let (decoded, replayed) = Record::decode(&record.encode(&game)).expect("decodes");
        assert_eq!(decoded, record);
        assert_eq!(replayed, game);
    }

    #[test]
    fn checksums_are_fnv_1a() {
        // The published FNV-1a 32-bit test values.
        assert_eq!(fnv1a32(b""), 0x811c_9dc5);
        assert_eq!(fnv1a32(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a32(b"foobar"), 0xbf9c_f968);
    }

    #[test]
    fn a_reader_takes_what_is_there_and_no_more() {
        let mut r = Reader(&[1, 2, 3]);
        assert_eq!(r.take(3), Ok(&[1u8, 2, 3][..]));
        assert_eq!(r.take(0), Ok(&[][..]));
        assert_eq!(r.take(1), Err(RecordError::Damaged("truncated")));
        let mut r = Reader(&[1, 2]);
        assert_eq!(r.take(1), Ok(&[1u8][..]));
    }

    #[test]
    fn numbers_survive_their_encodings() {
        for n in [0, 1, -1, i64::MAX, i64::MIN, 123_456] {
            assert_eq!(unzigzag(zigzag(n)), n);
        }
        let mut out = Vec::new();
        put_varint(&mut out, u64::MAX);
        assert_eq!(Reader(&out).varint(), Ok(u64::MAX));
        for dir in Direction::ALL {
            assert_eq!(code_dir(dir_code(dir)), dir);
        }
    }
}
