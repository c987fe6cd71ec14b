//! A game's review, as pure functions: each move the player made, judged against the
//! AI's search of the same position (every direction's worth, [`judge`]), the moves
//! much worse than the AI's ([`Review::mistakes`]), the chart's points, and the text
//! a review is kept as with its game.
//!
//! A move's *quality* says how much of its position's worth it gave up against the
//! AI's choice: the search's worths are expected evaluations a few moves on, nearly
//! all of which is the evaluation's reward for staying alive, so a move that gives up
//! 1% of it is a real loss. Quality is `100 * exp(-loss / 2%)`, in percent: 100 is
//! the AI's own choice (or as good), 61 a move that gives up 1%, 14 one that gives up
//! 4%. Below [`MISTAKE`] (about 1% given up) a move is marked as much worse than the
//! AI's. (Measured on a careless player's game, seed 11: half its moves give up under
//! 0.3%, one in ten over 2%.) Worths compare moves of one position, never positions.

use game2048_engine::{Direction, Record, Recorded};

/// A move below this quality (percent) is marked as much worse than the AI's.
pub const MISTAKE: u8 = 60;
/// The share of its position's worth a move gives up to fall to 37% (1/e).
const SCALE: f64 = 0.02;

/// One move, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The input's place in the record (a replay at this position shows the board the
    /// player faced).
    pub at: usize,
    pub played: Direction,
    /// The AI's choice.
    pub best: Direction,
    /// The played move's worth as a share of the best's, in percent.
    pub quality: u8,
}

impl Judged {
    pub fn is_mistake(&self) -> bool {
        self.quality < MISTAKE
    }
}

/// The move played at `at`, judged by the worths of every direction (`None`: it changes
/// nothing), or `None` if the search knows no move.
pub fn judge(at: usize, played: Direction, values: [Option<i64>; 4]) -> Option<Judged> {
    let mut best: Option<(Direction, i64)> = None;
    for (d, v) in Direction::ALL.into_iter().zip(values) {
        if let Some(v) = v
            && best.is_none_or(|(_, bv)| v > bv)
        {
            best = Some((d, v));
        }
    }
    let (best, best_value) = best?;
    let value = values[played as usize].unwrap_or(i64::MIN);
    let quality = if value >= best_value {
        100
    } else if best_value <= 0 || value <= 0 {
        0
    } else {
        let loss = (best_value - value) as f64 / best_value as f64;
        // Below 100 whenever the AI's move is better, however little.
        (100.0 * (-loss / SCALE).exp()).round().clamp(0.0, 99.0) as u8
    };
    Some(Judged {
        at,
        played,
        best: if value >= best_value { played } else { best },
        quality,
    })
}

/// The inputs of `record` a review judges: its moves, with their places (undos are
/// replayed, not judged).
pub fn moves(record: &Record) -> Vec<(usize, Direction)> {
    record
        .inputs()
        .iter()
        .enumerate()
        .filter_map(|(at, input)| match input {
            Recorded::Move(d) => Some((at, *d)),
            _ => None,
        })
        .collect()
}

/// A finished review: every move judged, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    pub judged: Vec<Judged>,
}

impl Review {
    /// The moves much worse than the AI's, in order.
    pub fn mistakes(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| j.is_mistake())
    }

    /// The mean quality, in percent (100 for a game of no moves).
    pub fn accuracy(&self) -> u8 {
        if self.judged.is_empty() {
            return 100;
        }
        let sum: u64 = self.judged.iter().map(|j| u64::from(j.quality)).sum();
        (sum / self.judged.len() as u64) as u8
    }

    /// The chart's line, in a box `width` by 100 (quality up): one point per move, in
    /// whole units (formatting fractions would cost the wasm 11 KB).
    pub fn points(&self, width: u32) -> String {
        let mut out = String::new();
        for (i, j) in self.judged.iter().enumerate() {
            if !out.is_empty() {
                out.push(' ');
            }
            out += &format!("{},{}", self.x(i, width), 100 - u32::from(j.quality));
        }
        out
    }

    /// The chart's x of the move judged `i`-th, in a box `width` wide.
    pub fn x(&self, i: usize, width: u32) -> u32 {
        let last = self.judged.len().max(2) - 1;
        (i.min(last) as u64 * u64::from(width) / last as u64) as u32
    }

    /// The text it is kept as, beside its game (whose record says each move's place
    /// and direction): two characters a move, the AI's direction and the quality as one
    /// number below 404, in base 64 (`A`-`Z`, `a`-`z`, `0`-`9`, `-`, `_`). A review of
    /// 2,000 moves is 4 KB.
    pub fn encode(&self) -> String {
        let mut text = String::with_capacity(self.judged.len() * 2);
        for j in &self.judged {
            let n = j.best as usize * 101 + usize::from(j.quality);
            text.push(DIGITS[n / 64] as char);
            text.push(DIGITS[n % 64] as char);
        }
        text
    }

    /// Reads what [`Review::encode`] wrote of a game of `record`; a text that does not
    /// fit the game is refused with the reason.
    pub fn decode(text: &str, record: &Record) -> Result<Review, String> {
        let moves = moves(record);
        let digits: Vec<usize> = text
            .bytes()
            .map(|b| DIGITS.iter().position(|&d| d == b))
            .collect::<Option<_>>()
            .ok_or("it is not a review")?;
        if digits.len() != moves.len() * 2 {
            return Err(format!(
                "it judges {} moves, and the game has {}",
                digits.len() / 2,
                moves.len()
            ));
        }
        let judged = digits
            .chunks(2)
            .zip(moves)
            .map(|(pair, (at, played))| {
                let n = pair[0] * 64 + pair[1];
                let (best, quality) = (Direction::ALL.get(n / 101), n % 101);
                Ok(Judged {
                    at,
                    played,
                    best: *best.ok_or("it is not a review")?,
                    quality: quality as u8,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Review { judged })
    }
}

/// The mean quality of a kept review's text (what [`Review::encode`] wrote), read
/// without its game: a list of games shows it without replaying each.
pub fn accuracy_of(text: &str) -> Option<u8> {
    let digits: Vec<usize> = text
        .bytes()
        .map(|b| DIGITS.iter().position(|&d| d == b))
        .collect::<Option<_>>()?;
    if digits.is_empty() || digits.len() % 2 != 0 {
        return None;
    }
    let qualities: Vec<usize> = digits.chunks(2).map(|p| (p[0] * 64 + p[1]) % 101).collect();
    Some((qualities.iter().sum::<usize>() / qualities.len()) as u8)
}

/// The base-64 digits of a kept review (URL-safe, as in links).
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::{Down, Left, Right, Up};

    #[test]
    fn a_move_is_judged_against_the_best_worth() {
        let values = [Some(100_000), Some(96_000), None, Some(99_000)];
        let best = judge(3, Left, values).expect("moves");
        assert_eq!(
            (best.best, best.quality, best.is_mistake()),
            (Left, 100, false)
        );
        // 1% given up: 100 * exp(-0.5).
        let close = judge(3, Down, values).expect("moves");
        assert_eq!(
            (close.best, close.quality, close.is_mistake()),
            (Left, 61, false)
        );
        // 4% given up: 100 * exp(-2).
        let bad = judge(3, Right, values).expect("moves");
        assert_eq!((bad.best, bad.quality, bad.is_mistake()), (Left, 14, true));
        // However little, a worse move is not the AI's.
        let near = judge(3, Down, [Some(1_000_000), None, None, Some(999_999)]);
        assert_eq!(near.map(|j| (j.best, j.quality)), Some((Left, 99)));
        // A move the search has no worth for (it changes nothing), or a lost future.
        assert_eq!(judge(3, Up, values).map(|j| j.quality), Some(0));
        assert_eq!(
            judge(0, Up, [Some(0), None, Some(0), None]).map(|j| (j.best, j.quality)),
            Some((Up, 100))
        );
        assert_eq!(
            judge(0, Up, [Some(5), None, Some(-1), None]).map(|j| j.quality),
            Some(0)
        );
        assert_eq!(judge(0, Up, [None; 4]), None);
        // Ties: the played move is as good as the best.
        assert_eq!(
            judge(1, Down, [Some(7), None, None, Some(7)]).map(|j| (j.best, j.quality)),
            Some((Down, 100))
        );
    }

    #[test]
    fn a_review_is_kept_as_text_beside_its_game_and_read_back_whole() {
        let mut game = game2048_engine::Game::start(game2048_engine::Rules::classic(), 4).0;
        let mut record = Record::new(game2048_engine::Rules::classic(), 4);
        for d in [Left, Up, Right, Down] {
            if game.step(game2048_engine::Input::Move(d)).changed_state() {
                record.push(Recorded::Move(d));
            }
        }
        if game.step(game2048_engine::Input::Undo).changed_state() {
            record.push(Recorded::Undo);
        }
        let moves = moves(&record);
        assert!(moves.len() >= 3, "{moves:?}");
        let qualities = [100, 42, 0, 95];
        let review = Review {
            judged: moves
                .iter()
                .zip(qualities)
                .map(|(&(at, played), quality)| Judged {
                    at,
                    played,
                    best: if quality == 100 { played } else { Down },
                    quality,
                })
                .collect(),
        };
        let text = review.encode();
        assert_eq!(text.len(), moves.len() * 2);
        assert_eq!(accuracy_of(&text), Some(review.accuracy()));
        assert_eq!(accuracy_of(""), None);
        assert_eq!(accuracy_of("GT!"), None);
        assert_eq!(Review::decode(&text, &record), Ok(review.clone()));
        // Each quality and direction crosses: the largest pair is "__"'s neighbour.
        let all = Judged {
            at: 0,
            played: Down,
            best: Down,
            quality: 100,
        };
        assert_eq!(Review { judged: vec![all] }.encode(), "GT");
        for bad in ["", "A", "!!", &text[..text.len() - 2], "____"] {
            assert!(Review::decode(bad, &record).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_chart_and_the_summary_follow_the_judged_moves() {
        let judged = [(0, 100), (2, 42), (3, 95)].map(|(at, quality)| Judged {
            at,
            played: Left,
            best: Left,
            quality,
        });
        let review = Review {
            judged: judged.to_vec(),
        };
        assert_eq!(review.mistakes().map(|j| j.at).collect::<Vec<_>>(), [2]);
        assert_eq!(review.accuracy(), 79);
        assert_eq!(review.points(200), "0,0 100,58 200,5");
        assert_eq!(review.x(5, 200), 200);
        assert_eq!(Review::default().accuracy(), 100);
    }
}
