//! The game of the day: every player gets the same start and the same new tiles for a
//! UTC day and a variant, because the game's seed is made of the two. The seed also
//! says which day's game it is, so a game, its record and a link to it (`?seed=`) know
//! they are a day's game with nothing else to keep. The first attempt of a day's game
//! that ends on that day is the one that counts; the rest are practice (see
//! [`DailyStats`], kept with each variant's statistics).
//!
//! Pure integer arithmetic: the same day gives the same seed natively and in wasm.

use std::fmt;

use game2048_engine::json::{Object, Value};

/// A UTC day, as days since 1970-01-01.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub u32);

const MS_PER_DAY: u64 = 86_400_000;

impl Day {
    /// The day of a time in milliseconds since 1970 (UTC).
    pub fn of_ms(ms: u64) -> Day {
        Day(u32::try_from(ms / MS_PER_DAY).unwrap_or(u32::MAX))
    }

    /// The day before (itself for the first).
    pub fn before(self) -> Day {
        Day(self.0.saturating_sub(1))
    }

    /// Year, month (1 to 12) and day (1 to 31): the proleptic Gregorian calendar's
    /// civil date (Howard Hinnant's `civil_from_days`).
    pub fn date(self) -> (i64, u32, u32) {
        let z = i64::from(self.0) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i64::from(m <= 2);
        (y, m, d)
    }

    /// The day of a civil date, if it is one on or after 1970-01-01.
    pub fn from_date(y: i64, m: u32, d: u32) -> Option<Day> {
        if !(1..=12).contains(&m) || d == 0 {
            return None;
        }
        let y = y - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let mp = i64::from(if m > 2 { m - 3 } else { m + 9 });
        let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        let day = Day(u32::try_from(era * 146_097 + doe - 719_468).ok()?);
        // 31 February is not a day: it would come back as another date.
        let (y2, m2, d2) = day.date();
        (y2 == y + i64::from(m <= 2) && m2 == m && d2 == d).then_some(day)
    }

    /// A day written `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.splitn(3, '-');
        let mut next = |len: usize| {
            parts
                .next()
                .filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|p| p.parse::<u32>().ok())
        };
        let (y, m, d) = (next(4)?, next(2)?, next(2)?);
        Day::from_date(i64::from(y), m, d)
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.date();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// The top 24 bits of every day's seed: no random seed has them but once in 16
/// million, and then also the variant's bits must match.
const TAG: u64 = 0x20_48_da;
/// The variant's and the day's bits.
const FIELD: u64 = (1 << 20) - 1;

/// The seed of `day`'s game of the variant whose key is `variant`.
pub fn seed(day: Day, variant: &str) -> u64 {
    TAG << 40 | variant_bits(variant) << 20 | (u64::from(day.0) & FIELD)
}

/// Which day's game `seed` makes for `variant`, if it is a day's game.
pub fn day_of(seed: u64, variant: &str) -> Option<Day> {
    let ours = seed >> 40 == TAG && (seed >> 20) & FIELD == variant_bits(variant);
    ours.then_some(Day((seed & FIELD) as u32))
}

fn variant_bits(variant: &str) -> u64 {
    crate::variant::fnv1a(variant.as_bytes()) & FIELD
}

/// What an attempt at a day's game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Its end will be the day's result: it is today's, and today's has not ended.
    Counts,
    /// It will not count: today's attempt is done, or it is another day's game.
    Practice,
    /// It is over.
    Ended,
}

/// How many best days are kept.
pub const BEST_KEPT: usize = 5;

/// A day's counted attempt. (Its record is the kept game that ended at
/// `finished_at`: see `History::game_at`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyResult {
    pub day: Day,
    pub score: i64,
    pub top: i64,
    pub moves: u64,
    pub won: bool,
    /// When it ended (ms since 1970): which of the kept games it is.
    pub finished_at: u64,
}

/// A variant's games of the day: how many days counted, the streak of days in a row,
/// the best days and the last one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyStats {
    pub played: u64,
    /// The days in a row up to the last day counted.
    pub streak: u32,
    pub longest: u32,
    /// The last day counted.
    pub latest: Option<DailyResult>,
    /// The best [`BEST_KEPT`] days, highest score first.
    pub best: Vec<DailyResult>,
}

impl DailyStats {
    /// Counts `result` if it is the first of its day: whether it counted.
    pub fn count(&mut self, result: DailyResult) -> bool {
        let last = self.latest.as_ref().map(|l| l.day);
        if last.is_some_and(|last| last >= result.day) {
            return false;
        }
        self.played += 1;
        self.streak = match last {
            Some(last) if last == result.day.before() => self.streak + 1,
            _ => 1,
        };
        self.longest = self.longest.max(self.streak);
        self.keep_best(result);
        self.latest = Some(result);
        true
    }

    /// The streak as it stands on `today`: broken once a day went by uncounted.
    pub fn streak_on(&self, today: Day) -> u32 {
        match &self.latest {
            Some(l) if l.day >= today.before() => self.streak,
            _ => 0,
        }
    }

    /// Today's counted attempt, if it is done.
    pub fn of(&self, day: Day) -> Option<&DailyResult> {
        self.latest.as_ref().filter(|l| l.day == day)
    }

    fn keep_best(&mut self, result: DailyResult) {
        if self.best.iter().any(|b| b.day == result.day) {
            return;
        }
        let at = self.best.partition_point(|b| b.score >= result.score);
        self.best.insert(at, result);
        self.best.truncate(BEST_KEPT);
    }

    /// Another device's figures merged in (an import): never fewer days or a shorter
    /// streak; the later last day.
    pub fn merge(&mut self, other: &DailyStats) {
        self.played = self.played.max(other.played);
        self.longest = self.longest.max(other.longest);
        let theirs_later = match (&self.latest, &other.latest) {
            (Some(mine), Some(theirs)) => theirs.day > mine.day,
            (None, Some(_)) => true,
            _ => false,
        };
        if theirs_later {
            self.latest = other.latest;
            self.streak = other.streak;
        }
        for b in &other.best {
            self.keep_best(*b);
        }
    }

    pub fn to_value(&self) -> Value {
        let result = |r: &DailyResult| {
            let mut o = Object::default();
            o.put("day", Some(r.day.to_string().as_str().into()));
            o.put("score", Some(r.score.into()));
            o.put("top", Some(r.top.into()));
            o.put("moves", Some(r.moves.into()));
            o.put("won", Some(Value::Bool(r.won)));
            o.put("finishedAt", Some(r.finished_at.into()));
            Value::Object(o)
        };
        let mut o = Object::default();
        o.put("played", Some(self.played.into()));
        o.put("streak", Some(u64::from(self.streak).into()));
        o.put("longest", Some(u64::from(self.longest).into()));
        o.put("latest", self.latest.as_ref().map(result));
        o.put(
            "best",
            Some(Value::Array(self.best.iter().map(result).collect())),
        );
        Value::Object(o)
    }

    /// The figures from [`DailyStats::to_value`]'s JSON; `at` names it in errors.
    pub fn from_value(value: &Value, at: &str) -> Result<DailyStats, String> {
        let count = |v: &Value, k: &str| {
            v.get(k)
                .and_then(Value::as_u64)
                .ok_or_else(|| format!("{at}.{k}: not a count"))
        };
        let result = |v: &Value| -> Result<DailyResult, String> {
            let day = v
                .get("day")
                .and_then(Value::as_str)
                .and_then(Day::parse)
                .ok_or_else(|| format!("{at}: a day that is not a date"))?;
            Ok(DailyResult {
                day,
                score: v
                    .get("score")
                    .and_then(Value::as_i64)
                    .ok_or_else(|| format!("{at}.score: not a number"))?,
                top: v
                    .get("top")
                    .and_then(Value::as_i64)
                    .ok_or_else(|| format!("{at}.top: not a number"))?,
                moves: count(v, "moves")?,
                won: matches!(v.get("won"), Some(Value::Bool(true))),
                finished_at: count(v, "finishedAt")?,
            })
        };
        let small = |k: &str| {
            count(value, k)
                .and_then(|n| u32::try_from(n).map_err(|_| format!("{at}.{k}: too large")))
        };
        let latest = match value.get("latest") {
            None | Some(Value::Null) => None,
            Some(v) => Some(result(v)?),
        };
        let mut best = Vec::new();
        for b in value
            .get("best")
            .and_then(Value::as_array)
            .ok_or_else(|| format!("{at}.best: not a list"))?
        {
            best.push(result(b)?);
        }
        let mut stats = DailyStats {
            played: count(value, "played")?,
            streak: small("streak")?,
            longest: small("longest")?,
            latest,
            best: Vec::new(),
        };
        for b in best {
            stats.keep_best(b);
        }
        Ok(stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_utc_dates() {
        assert_eq!(Day(0).to_string(), "1970-01-01");
        let day = Day::parse("2026-11-24").expect("a date");
        assert_eq!(day.to_string(), "2026-11-24");
        // 2026-11-24T00:00:00Z and 23:59:59.999Z.
        assert_eq!(Day::of_ms(1_795_478_400_000), day);
        assert_eq!(Day::of_ms(1_795_564_799_999), day);
        assert_eq!(Day::of_ms(1_795_564_800_000).to_string(), "2026-11-25");
        assert_eq!(
            Day::parse("2024-02-29").map(|d| d.to_string()).as_deref(),
            Some("2024-02-29")
        );
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-1-01",
            "1969-12-31",
            "26-11-24",
            "2026-11-24x",
            "",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        // Every day from 1970 to 2100 comes back from its date.
        for n in 0..47_500 {
            let (y, m, d) = Day(n).date();
            assert_eq!(Day::from_date(y, m, d), Some(Day(n)));
        }
    }

    #[test]
    fn a_days_seed_is_the_same_for_everyone_and_says_its_day() {
        let day = Day::parse("2026-11-24").expect("a date");
        // Pinned: the same seed on every platform (tests/browser.rs holds wasm to it).
        assert_eq!(seed(day, "classic"), 0x2048_da64_dd30_512d);
        assert_eq!(day_of(seed(day, "classic"), "classic"), Some(day));
        assert_eq!(day_of(seed(day, "classic"), "5x5"), None, "per variant");
        assert_ne!(seed(day, "classic"), seed(day.before(), "classic"));
        assert_eq!(day_of(12_345, "classic"), None);
        let (game, _) =
            game2048_engine::Game::start(game2048_engine::Rules::classic(), seed(day, "classic"));
        // The first board of 2026-11-24, for every player.
        assert_eq!(
            game.board().to_text(),
            [". . . .", ". . . .", ". 2 . .", ". . . 2"]
        );
    }

    fn result(day: &str, score: i64) -> DailyResult {
        DailyResult {
            day: Day::parse(day).expect("a date"),
            score,
            top: 64,
            moves: 50,
            won: false,
            finished_at: 0,
        }
    }

    #[test]
    fn the_first_attempt_of_a_day_counts_and_days_in_a_row_make_a_streak() {
        let mut stats = DailyStats::default();
        assert!(stats.count(result("2026-11-20", 500)));
        assert!(!stats.count(result("2026-11-20", 900)), "practice");
        assert!(stats.count(result("2026-11-21", 300)));
        assert!(stats.count(result("2026-11-22", 700)));
        assert_eq!((stats.played, stats.streak, stats.longest), (3, 3, 3));
        let on = |d: &str| stats.streak_on(Day::parse(d).expect("a date"));
        assert_eq!(
            (on("2026-11-22"), on("2026-11-23"), on("2026-11-24")),
            (3, 3, 0)
        );
        assert!(stats.count(result("2026-11-24", 100)));
        assert_eq!((stats.streak, stats.longest), (1, 3));
        let best: Vec<i64> = stats.best.iter().map(|b| b.score).collect();
        assert_eq!(best, [700, 500, 300, 100]);
        let back = DailyStats::from_value(&stats.to_value(), "daily").expect("reads");
        assert_eq!(back, stats);
        let mut other = DailyStats::default();
        other.merge(&stats);
        assert_eq!(other, stats);
    }
}
