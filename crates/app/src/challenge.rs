//! A challenge: a friend's game to beat, from a `#challenge=<record>` link. Whoever
//! takes it plays the same rules from the same start (the same first tiles; the new
//! tiles follow the same random stream), sees the challenger's score at the same move
//! count beside their own, and at the end the two games side by side.
//!
//! Pure: what a challenge link holds, the challenger's score move by move, the
//! comparison and who won. Whether to replace a game in progress is the model's
//! business (`model::questions`); the views are the `challenge` part's.

use game2048_engine::{Game, Record, RecordError, named_enum};

/// The figures a comparison sets side by side, of one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub score: i64,
    /// The highest tile on the board at the end.
    pub top: i64,
    pub moves: u64,
    /// How long it took, when that is known: a timed game's clock, else the time
    /// the finished game was kept with (a link may leave it out).
    pub time_ms: Option<u64>,
}

impl Tally {
    /// `game`'s figures, with its time if known.
    pub fn of(game: &Game, time_ms: Option<u64>) -> Tally {
        Tally {
            score: game.score(),
            top: game
                .board()
                .tiles()
                .map(|(_, t)| t.value)
                .max()
                .unwrap_or(0),
            moves: game.moves(),
            time_ms,
        }
    }
}

named_enum! {
    /// Who is ahead: the higher score, then the higher top tile, then fewer moves. Its
    /// name is the comparison's `data-verdict`.
    pub enum Verdict as "verdict" {
        /// The one taking up the challenge is ahead.
        Ahead = "ahead",
        Behind = "behind",
        Level = "level",
    }
}

impl Verdict {
    pub fn of(mine: &Tally, theirs: &Tally) -> Verdict {
        let key = |t: &Tally| (t.score, t.top, std::cmp::Reverse(t.moves));
        match key(mine).cmp(&key(theirs)) {
            std::cmp::Ordering::Greater => Verdict::Ahead,
            std::cmp::Ordering::Less => Verdict::Behind,
            std::cmp::Ordering::Equal => Verdict::Level,
        }
    }
}

/// The most milliseconds a link's time may say (a week): more is a damaged link.
const LONGEST_MS: u64 = 7 * 24 * 3600 * 1000;

/// A challenge as its link sends it, as text: their game's record, and how long it
/// took (milliseconds) if the link says. Found where links are read (the main
/// module); read by the `sharing` part, which replays it ([`Sent::challenge`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    pub record: String,
    pub time: Option<String>,
}

impl Sent {
    /// The challenge it sends, or why the link is no good (damaged, cut short, of
    /// unknown rules, from a newer version, a time that is no number of milliseconds).
    pub fn challenge(&self) -> Result<Challenge, RecordError> {
        let time_ms = match &self.time {
            None => None,
            Some(text) => match text.parse::<u64>() {
                Ok(ms) if ms <= LONGEST_MS => Some(ms),
                _ => return Err(RecordError::Damaged("its time")),
            },
        };
        let (record, _) = Record::decode(&self.record)?;
        Challenge::new(record, time_ms)
    }

    /// The challenge kept beside a game as `hash` (`persist::read_challenge`), which
    /// [`Offer::hash`] wrote: nothing in it is URL-encoded, so it reads without the
    /// links' reader (the `links` chunk), which the `sharing` part then never loads.
    /// `None` if it is no challenge's hash.
    pub fn kept(hash: &str) -> Option<Sent> {
        let rest = hash.strip_prefix("#challenge=")?;
        let (record, time) = match rest.split_once("&time=") {
            Some((record, time)) => (record, Some(time.to_string())),
            None => (rest, None),
        };
        Some(Sent {
            record: record.to_string(),
            time,
        })
    }
}

/// A friend's game to beat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// Their game, as the link held it.
    record: Record,
    /// The link's hash (kept beside the game it started, and read back as a link).
    hash: String,
    /// Their score after each number of moves (index 0: the start), read from the
    /// record once, so that every repaint of the bar is a lookup.
    scores: Vec<i64>,
    theirs: Tally,
}

impl Challenge {
    /// The challenge of `record`'s game, which took `time_ms` if that is known (a
    /// timed game's record says its own). Fails as the record's replay does.
    pub fn new(record: Record, time_ms: Option<u64>) -> Result<Challenge, RecordError> {
        let mut game = record.first_position()?;
        let mut scores = vec![game.score()];
        for (at, input) in record.inputs().iter().enumerate() {
            let events = game.step(input.input());
            if !events.changed_state() {
                return Err(RecordError::Diverged { at });
            }
            let moves = game.moves() as usize;
            // An undo takes a move back: the score at that count is the later one.
            scores.truncate(moves);
            scores.resize(moves + 1, game.score());
            scores[moves] = game.score();
        }
        let offer = Offer::of(&record, &game, time_ms);
        let theirs = Tally::of(&game, offer.time_ms);
        Ok(Challenge {
            record,
            hash: offer.hash(),
            scores,
            theirs,
        })
    }

    /// Their game.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The hash of its link (`#challenge=...`).
    pub fn hash(&self) -> &str {
        &self.hash
    }

    /// Whether `record` is a game of this challenge: the same rules from the same start.
    pub fn started(&self, record: &Record) -> bool {
        record.rules() == self.record.rules() && record.start() == self.record.start()
    }

    /// How their game ended.
    pub fn theirs(&self) -> Tally {
        self.theirs
    }

    /// Their score after `moves` moves (their last, past the end of their game).
    pub fn score_at(&self, moves: u64) -> i64 {
        let at = usize::try_from(moves).unwrap_or(usize::MAX);
        self.scores
            .get(at)
            .or(self.scores.last())
            .copied()
            .unwrap_or(0)
    }

    /// The game to play: theirs before its first input, and its empty record.
    pub fn start(&self) -> Result<(Game, Record), RecordError> {
        let game = self.record.first_position()?;
        let mut record = self.record.clone();
        record.truncate(0);
        Ok((game, record))
    }
}

/// How long the game of `record` took: a timed game's clock at its last input, else
/// `finished_ms` (what it was kept with, if known).
pub fn time_of(record: &Record, finished_ms: Option<u64>) -> Option<u64> {
    record.times().last().map(|&t| u64::from(t)).or(finished_ms)
}

/// A game a player challenges a friend to beat: what its link holds and its share
/// text says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The record's text.
    pub record: String,
    pub score: i64,
    pub time_ms: Option<u64>,
}

impl Offer {
    /// `game`, recorded as `record`, which took `finished_ms` if that is known (a
    /// timed game's record says its own).
    pub fn of(record: &Record, game: &Game, finished_ms: Option<u64>) -> Offer {
        Offer {
            record: record.encode(game),
            score: game.score(),
            time_ms: time_of(record, finished_ms),
        }
    }

    /// The hash of its link.
    pub fn hash(&self) -> String {
        match self.time_ms {
            Some(ms) => format!("#challenge={}&time={ms}", self.record),
            None => format!("#challenge={}", self.record),
        }
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Input, Recorded, Rules};

    use super::*;

    /// A classic game of `moves` moves from seed 3, as a record and the game it ends at.
    fn played(moves: usize, undo_at: Option<usize>) -> (Record, Game) {
        let (mut game, _) = Game::start(Rules::classic(), 3);
        let mut record = Record::new(Rules::classic(), 3);
        let mut n = 0;
        while record.inputs().len() < moves {
            let dir = Direction::ALL[n % 4];
            n += 1;
            if game.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
                if undo_at == Some(record.inputs().len()) {
                    game.step(Input::Undo);
                    record.push(Recorded::Undo);
                }
            }
        }
        (record, game)
    }

    #[test]
    fn their_score_is_known_at_every_move_count() {
        let (record, end) = played(30, None);
        let challenge = Challenge::new(record.clone(), None).expect("replays");
        assert_eq!(challenge.score_at(0), 0);
        for moves in [1, 7, 29] {
            let there = record.replay_to(moves).expect("replays");
            assert_eq!(challenge.score_at(moves as u64), there.score());
        }
        assert_eq!(challenge.score_at(30), end.score());
        assert_eq!(
            challenge.score_at(10_000),
            end.score(),
            "past their end: their last"
        );
        assert_eq!(challenge.theirs(), Tally::of(&end, None));
    }

    #[test]
    fn an_undo_takes_their_count_back() {
        let (record, end) = played(12, Some(5));
        let challenge = Challenge::new(record.clone(), Some(9_000)).expect("replays");
        assert_eq!(challenge.theirs().moves, end.moves());
        assert_eq!(challenge.theirs().time_ms, Some(9_000));
        // After the undo their fifth move was another: its score is the one counted.
        let mut again = record.clone();
        again.truncate(6);
        let fifth = again.replay().expect("replays");
        assert_eq!(fifth.moves(), 4);
        let after = record.replay_to(7).expect("replays");
        assert_eq!(challenge.score_at(5), after.score());
    }

    #[test]
    fn the_game_to_play_starts_where_theirs_did() {
        let (record, _) = played(10, None);
        let challenge = Challenge::new(record.clone(), None).expect("replays");
        let (game, fresh) = challenge.start().expect("starts");
        assert_eq!(game, record.first_position().expect("starts"));
        assert!(fresh.inputs().is_empty());
        assert_eq!(fresh.rules(), record.rules());
        assert_eq!(fresh.start(), record.start());
    }

    #[test]
    fn links_read_back_and_bad_ones_say_why() {
        let (record, end) = played(8, None);
        let text = record.encode(&end);
        let offer = Offer::of(&record, &end, Some(61_000));
        assert_eq!(offer.hash(), format!("#challenge={text}&time=61000"));
        assert_eq!(offer.score, end.score());
        let sent = |record: &str, time: Option<&str>| Sent {
            record: record.to_string(),
            time: time.map(str::to_string),
        };
        let read = sent(&text, Some("61000")).challenge().expect("reads");
        assert_eq!(read.record(), &record);
        assert_eq!(read.theirs().time_ms, Some(61_000));
        assert_eq!(read.hash(), offer.hash());
        // Kept as its hash, it reads back (`Sent::kept`) as its link does.
        assert_eq!(Sent::kept(&offer.hash()), Some(sent(&text, Some("61000"))));
        let untimed = Offer::of(&record, &end, None);
        assert_eq!(
            Sent::kept(&untimed.hash()),
            Some(sent(
                &text,
                untimed.time_ms.map(|ms| ms.to_string()).as_deref()
            ))
        );
        assert_eq!(Sent::kept("#replay=r1.AAAA"), None);
        assert_eq!(Sent::kept(""), None);
        let untimed = sent(&text, None).challenge().expect("reads");
        assert_eq!(untimed.theirs().time_ms, None);
        for time in ["-1", "soon", "", "999999999999999"] {
            let err = sent(&text, Some(time)).challenge().expect_err(time);
            assert_eq!(err, RecordError::Damaged("its time"));
        }
        for (bad, why) in [
            (&text[..text.len() - 2], "it is damaged"),
            ("hello", "not a game record"),
            ("r9.AAAA", "newer version"),
        ] {
            let err = sent(bad, None).challenge().expect_err(bad).to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn the_verdict_goes_by_score_then_top_tile_then_fewer_moves() {
        let theirs = Tally {
            score: 1_000,
            top: 128,
            moves: 100,
            time_ms: None,
        };
        let with = |score, top, moves| Tally {
            score,
            top,
            moves,
            time_ms: Some(1),
        };
        assert_eq!(Verdict::of(&with(1_004, 64, 200), &theirs), Verdict::Ahead);
        assert_eq!(Verdict::of(&with(996, 256, 50), &theirs), Verdict::Behind);
        assert_eq!(Verdict::of(&with(1_000, 256, 150), &theirs), Verdict::Ahead);
        assert_eq!(Verdict::of(&with(1_000, 128, 90), &theirs), Verdict::Ahead);
        assert_eq!(
            Verdict::of(&with(1_000, 128, 110), &theirs),
            Verdict::Behind
        );
        assert_eq!(Verdict::of(&with(1_000, 128, 100), &theirs), Verdict::Level);
    }
}
