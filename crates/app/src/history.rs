//! Games played: the last [`KEPT`] finished games of each variant (score, top tile,
//! moves, duration, date and the game's record, to replay it), statistics per variant
//! over every game ever finished, and the export of all of it (with best scores and
//! settings) as one JSON file, and its import.
//!
//! Reading trusts nothing: a damaged history is a message and an empty history, and
//! an import that is not entirely valid changes nothing. Importing merges: it never
//! lowers a best score or a count, and a game already kept is not kept twice.

use game2048_engine::json::{self, Object, Value};
use game2048_engine::{Record, Start};

use super::copy::Line;
use super::daily::{DailyResult, DailyStats, Day};

use super::saved::{Saved, SavedVariants};
use super::settings::Setting;
use super::variant::VariantKind;

/// How many finished games of each variant are kept.
pub const KEPT: usize = 50;

/// What an export file's `format` says, and its version.
pub const EXPORT_FORMAT: &str = "game2048-data";
pub const EXPORT_VERSION: u64 = 1;

/// A finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Its variant's key.
    pub variant: String,
    pub score: i64,
    pub top: i64,
    pub moves: u64,
    /// Whether it was won (the win rule held at some point).
    pub won: bool,
    pub duration_ms: u64,
    /// When it ended, in milliseconds since 1970.
    pub finished_at: u64,
    /// Its record, as text: enough to replay it.
    pub record: String,
}

impl Finished {
    /// Which day's game it is, if it is a game of the day (its record's seed says).
    pub fn daily(&self) -> Option<Day> {
        match Record::decode(&self.record).ok()?.0.start() {
            Start::Seed(seed) => super::daily::day_of(*seed, &self.variant),
            Start::Position(_) => None,
        }
    }
}

/// A variant's statistics, over every game finished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub played: u64,
    pub won: u64,
    pub best: i64,
    /// How many games ended with each top tile, highest tile first.
    pub tops: Vec<(i64, u64)>,
    /// The games of the day.
    pub daily: DailyStats,
}

impl Stats {
    /// Won games in percent (0 with none played).
    pub fn win_rate(&self) -> u64 {
        (self.won * 100).checked_div(self.played).unwrap_or(0)
    }

    /// How many games reached each top tile or a higher one, highest tile first.
    pub fn reached(&self) -> Vec<(i64, u64)> {
        let mut total = 0;
        self.tops
            .iter()
            .map(|&(tile, n)| {
                total += n;
                (tile, total)
            })
            .collect()
    }

    fn add(&mut self, game: &Finished) {
        self.played += 1;
        self.won += u64::from(game.won);
        self.best = self.best.max(game.score);
        *count_of(&mut self.tops, game.top) += 1;
        // A day's game counts once, and only when it ends on its own day.
        if let Some(day) = game.daily().filter(|&d| d == Day::of_ms(game.finished_at)) {
            self.daily.count(DailyResult {
                day,
                score: game.score,
                top: game.top,
                moves: game.moves,
                won: game.won,
                finished_at: game.finished_at,
            });
        }
    }

    /// The larger of each count (an import never lowers one).
    fn merge(&mut self, other: &Stats) {
        self.played = self.played.max(other.played);
        self.won = self.won.max(other.won);
        self.best = self.best.max(other.best);
        for &(tile, n) in &other.tops {
            let mine = count_of(&mut self.tops, tile);
            *mine = (*mine).max(n);
        }
        self.daily.merge(&other.daily);
    }
}

/// The count of `tile` in `tops` (highest tile first), added at its place if missing.
/// (Lists kept in order rather than sorted: a sort costs the wasm kilobytes.)
fn count_of(tops: &mut Vec<(i64, u64)>, tile: i64) -> &mut u64 {
    let at = tops.partition_point(|&(t, _)| t > tile);
    if tops.get(at).is_none_or(|&(t, _)| t != tile) {
        tops.insert(at, (tile, 0));
    }
    &mut tops[at].1
}

/// Every variant's kept games and statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Newest first.
    pub games: Vec<Finished>,
    pub stats: Vec<(String, Stats)>,
    /// The reviews of kept games: each game's record, and its review's text
    /// (`review::Review::encode`, which the record reads back).
    pub reviews: Vec<(String, String)>,
}

impl History {
    /// Whether it keeps a custom game (or one started from a position), which only the
    /// readers of custom games open (`engine::custom`).
    pub fn holds_custom_games(&self) -> bool {
        self.games.iter().any(|g| Record::is_custom(&g.record))
    }

    /// Adds a finished game: kept (the oldest of its variant past [`KEPT`] goes) and
    /// counted.
    pub fn add(&mut self, game: Finished) {
        self.stats_mut(&game.variant).add(&game);
        self.keep(game);
        self.trim();
    }

    /// The kept games of `variant`, newest first.
    pub fn games_of<'h>(&'h self, variant: &'h str) -> impl Iterator<Item = &'h Finished> + 'h {
        self.games.iter().filter(move |g| g.variant == variant)
    }

    pub fn stats(&self, variant: &str) -> Stats {
        self.stats
            .iter()
            .find(|(v, _)| v == variant)
            .map(|(_, s)| s.clone())
            .unwrap_or_default()
    }

    /// The kept game of `variant` that ended at `finished_at` (a day's result's game).
    pub fn game_at(&self, variant: &str, finished_at: u64) -> Option<&Finished> {
        self.games
            .iter()
            .find(|g| g.variant == variant && g.finished_at == finished_at)
    }

    /// For each kept game of `variant` (newest first, as [`History::games_of`]): which
    /// day's game it is, if it is one, and whether it is the attempt that counted (the
    /// first to end on its own day) rather than practice.
    pub fn daily_marks(&self, variant: &str) -> Vec<Option<(Day, bool)>> {
        let games: Vec<&Finished> = self.games_of(variant).collect();
        let days: Vec<Option<Day>> = games.iter().map(|g| g.daily()).collect();
        (0..games.len())
            .map(|i| {
                let day = days[i]?;
                let on_its_day =
                    |j: usize| days[j] == Some(day) && Day::of_ms(games[j].finished_at) == day;
                // Newest first: an earlier attempt of its day comes after it.
                let counted = on_its_day(i) && !(i + 1..games.len()).any(on_its_day);
                Some((day, counted))
            })
            .collect()
    }

    fn stats_mut(&mut self, variant: &str) -> &mut Stats {
        let at = match self.stats.iter().position(|(v, _)| v == variant) {
            Some(at) => at,
            None => {
                self.stats.push((variant.to_string(), Stats::default()));
                self.stats.len() - 1
            }
        };
        &mut self.stats[at].1
    }

    /// Puts `game` among the games, newest first (before any that ended at the same
    /// time).
    fn keep(&mut self, game: Finished) {
        let at = self
            .games
            .partition_point(|g| g.finished_at > game.finished_at);
        self.games.insert(at, game);
    }

    /// The review kept for the game of this record, if any.
    pub fn review_of(&self, record: &str) -> Option<&str> {
        self.reviews
            .iter()
            .find(|(r, _)| r == record)
            .map(|(_, review)| review.as_str())
    }

    /// Keeps `review` for the kept game of this record; `false` if no game kept has it.
    pub fn keep_review(&mut self, record: &str, review: String) -> bool {
        if !self.games.iter().any(|g| g.record == record) {
            return false;
        }
        match self.reviews.iter_mut().find(|(r, _)| r == record) {
            Some((_, kept)) => *kept = review,
            None => self.reviews.push((record.to_string(), review)),
        }
        true
    }

    /// Keeps the newest [`KEPT`] games of each variant (and their reviews).
    fn trim(&mut self) {
        let mut counts: Vec<(String, usize)> = Vec::new();
        self.games
            .retain(|g| match counts.iter_mut().find(|(v, _)| *v == g.variant) {
                Some((_, n)) => {
                    *n += 1;
                    *n <= KEPT
                }
                None => {
                    counts.push((g.variant.clone(), 1));
                    true
                }
            });
        let games = &self.games;
        self.reviews
            .retain(|(record, _)| games.iter().any(|g| g.record == *record));
    }

    /// Another history merged in: its games not already here, and the larger of each
    /// count.
    pub fn merge(&mut self, other: History) {
        for game in other.games {
            if !self.games.iter().any(|g| g.record == game.record) {
                self.keep(game);
            }
        }
        for (variant, stats) in &other.stats {
            self.stats_mut(variant).merge(stats);
        }
        for (record, review) in other.reviews {
            if self.review_of(&record).is_none() {
                self.reviews.push((record, review));
            }
        }
        self.trim();
    }

    pub fn to_value(&self) -> Value {
        let games = self.games.iter().map(|g| {
            let mut o = Object::default();
            o.put("variant", Some(g.variant.as_str().into()));
            o.put("score", Some(g.score.into()));
            o.put("top", Some(g.top.into()));
            o.put("moves", Some(g.moves.into()));
            o.put("won", Some(Value::Bool(g.won)));
            o.put("durationMs", Some(g.duration_ms.into()));
            o.put("finishedAt", Some(g.finished_at.into()));
            o.put("record", Some(g.record.as_str().into()));
            Value::Object(o)
        });
        let mut stats = Object::default();
        for (variant, s) in &self.stats {
            let mut o = Object::default();
            o.put("played", Some(s.played.into()));
            o.put("won", Some(s.won.into()));
            o.put("best", Some(s.best.into()));
            let tops = s
                .tops
                .iter()
                .map(|&(t, n)| Value::Array(vec![t.into(), n.into()]));
            o.put("tops", Some(Value::Array(tops.collect())));
            o.put("daily", Some(s.daily.to_value()));
            stats.put(variant, Some(Value::Object(o)));
        }
        let reviews = self.reviews.iter().map(|(record, review)| {
            let mut o = Object::default();
            o.put("record", Some(record.as_str().into()));
            o.put("review", Some(review.as_str().into()));
            Value::Object(o)
        });
        let mut o = Object::default();
        o.put("games", Some(Value::Array(games.collect())));
        o.put("stats", Some(Value::Object(stats)));
        o.put("reviews", Some(Value::Array(reviews.collect())));
        Value::Object(o)
    }

    /// A history from [`History::to_value`]'s JSON; every game's record must be one.
    pub fn from_value(value: &Value) -> Result<History, String> {
        let o = value.as_object().ok_or("history: not an object")?;
        let mut history = History::default();
        let games = o
            .get("games")
            .and_then(Value::as_array)
            .ok_or("history.games: not a list")?;
        for (i, g) in games.iter().enumerate() {
            let at = format!("history.games[{i}]");
            let field = |k: &str| g.get(k).ok_or_else(|| format!("{at}.{k}: missing"));
            let number = |k: &str| {
                field(k)?
                    .as_i64()
                    .ok_or_else(|| format!("{at}.{k}: not a whole number"))
            };
            let count = |k: &str| {
                field(k)?
                    .as_u64()
                    .ok_or_else(|| format!("{at}.{k}: not a count"))
            };
            let text = |k: &str| {
                field(k)?
                    .as_str()
                    .map(str::to_string)
                    .ok_or_else(|| format!("{at}.{k}: not text"))
            };
            let variant = text("variant")?;
            if VariantKind::from_key(&variant).is_none() {
                return Err(format!("{at}.variant: no variant \"{variant}\""));
            }
            let record = text("record")?;
            // (A custom game's, before the readers of custom games are here, is kept
            // as it is: `Command::ReadHistory` reads the list again once they are.)
            match Record::decode(&record) {
                Ok(_) | Err(game2048_engine::RecordError::NotInThisBuild) => {}
                Err(e) => return Err(format!("{at}.record: {e}")),
            }
            history.keep(Finished {
                variant,
                score: number("score")?,
                top: number("top")?,
                moves: count("moves")?,
                won: matches!(field("won")?, Value::Bool(true)),
                duration_ms: count("durationMs")?,
                finished_at: count("finishedAt")?,
                record,
            });
        }
        let stats = o
            .get("stats")
            .and_then(Value::as_object)
            .ok_or("history.stats: not an object")?;
        for (variant, s) in &stats.0 {
            let at = format!("history.stats.{variant}");
            let count = |k: &str| {
                s.get(k)
                    .and_then(Value::as_u64)
                    .ok_or_else(|| format!("{at}.{k}: not a count"))
            };
            let tops = s
                .get("tops")
                .and_then(Value::as_array)
                .ok_or(format!("{at}.tops: not a list"))?;
            let mut in_order = Vec::with_capacity(tops.len());
            for pair in tops {
                let Some((tile, n)) = (match pair.as_array() {
                    Some([t, n]) => t.as_i64().zip(n.as_u64()),
                    _ => None,
                }) else {
                    return Err(format!("{at}.tops: not pairs of tile and count"));
                };
                *count_of(&mut in_order, tile) += n;
            }
            history.stats.push((
                variant.clone(),
                Stats {
                    played: count("played")?,
                    won: count("won")?,
                    best: s
                        .get("best")
                        .and_then(Value::as_i64)
                        .ok_or(format!("{at}.best: not a number"))?,
                    tops: in_order,
                    // (Files from before games of the day have none.)
                    daily: match s.get("daily") {
                        Some(d) => DailyStats::from_value(d, &format!("{at}.daily"))?,
                        None => DailyStats::default(),
                    },
                },
            ));
        }
        // (Histories from before reviews have none.) A review is extra: one that cannot
        // be read, or does not fit its game, is left out, and the games stay. A custom
        // game's, read before the readers of custom games are here (`engine::custom`),
        // is kept as it is: it is checked once they are.
        let reviews = o.get("reviews").and_then(Value::as_array).unwrap_or(&[]);
        for r in reviews {
            let text = |k: &str| r.get(k).and_then(Value::as_str);
            let (Some(record), Some(review)) = (text("record"), text("review")) else {
                continue;
            };
            let fits = match Record::decode(record) {
                Ok((record, _)) => crate::review::Review::decode(review, &record).is_ok(),
                Err(e) => e == game2048_engine::RecordError::NotInThisBuild,
            };
            if fits {
                history
                    .reviews
                    .push((record.to_string(), review.to_string()));
            }
        }
        history.trim();
        Ok(history)
    }
}

/// Everything a player keeps, as the export file holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Export {
    /// Best score by variant key.
    pub bests: Vec<(String, i64)>,
    pub history: History,
    /// Settings by name (the theme).
    pub settings: Vec<(String, String)>,
    /// The saved variants (files from before them have none).
    pub variants: SavedVariants,
}

impl Export {
    pub fn to_json(&self) -> String {
        let mut bests = Object::default();
        for (variant, best) in &self.bests {
            bests.put(variant, Some((*best).into()));
        }
        let mut settings = Object::default();
        for (name, value) in &self.settings {
            settings.put(name, Some(value.as_str().into()));
        }
        let mut o = Object::default();
        o.put("format", Some(EXPORT_FORMAT.into()));
        o.put("version", Some(EXPORT_VERSION.into()));
        o.put("bests", Some(Value::Object(bests)));
        o.put("history", Some(self.history.to_value()));
        o.put("settings", Some(Value::Object(settings)));
        // Each game object as JSON, not as text: the file stays readable.
        let variants = self.variants.list.iter().filter_map(|s| {
            let mut v = Object::default();
            v.put("name", Some(s.name.as_str().into()));
            v.put("game", Some(json::parse(&s.object).ok()?));
            Some(Value::Object(v))
        });
        o.put("variants", Some(Value::Array(variants.collect())));
        Value::Object(o).to_string()
    }

    /// An export file read back; what is wrong in it is said in the player's language,
    /// with where in the file (the file's own names) when it is one of ours.
    pub fn from_json(text: &str) -> Result<Export, Line> {
        let o = json::parse(text).map_err(|_| Line::ImportNotOurs)?;
        let o = o.as_object().ok_or(Line::ImportNotOurs)?;
        if o.get("format").and_then(Value::as_str) != Some(EXPORT_FORMAT) {
            return Err(Line::ImportNotOurs);
        }
        match o.get("version").and_then(Value::as_u64) {
            Some(version) if version > EXPORT_VERSION => {
                return Err(Line::ImportNewer {
                    version,
                    reads: EXPORT_VERSION,
                });
            }
            Some(1) => {}
            _ => return Err(Line::ImportNoVersion),
        }
        Export::from_object(o).map_err(|detail| Line::ImportDamaged { detail })
    }

    /// An export file's contents, once it is known to be one; `Err` names where it is
    /// wrong, and how.
    fn from_object(o: &Object) -> Result<Export, String> {
        let bests = o
            .get("bests")
            .and_then(Value::as_object)
            .ok_or("bests: not an object")?;
        let bests = bests
            .0
            .iter()
            .map(|(variant, best)| {
                if VariantKind::from_key(variant).is_none() {
                    return Err(format!("bests.{variant}: no such variant"));
                }
                let best = best
                    .as_i64()
                    .filter(|&b| b >= 0)
                    .ok_or(format!("bests.{variant}: not a score"))?;
                Ok((variant.clone(), best))
            })
            .collect::<Result<Vec<_>, String>>()?;
        let history = History::from_value(o.get("history").ok_or("history: missing")?)?;
        let settings = o
            .get("settings")
            .and_then(Value::as_object)
            .ok_or("settings: not an object")?;
        let settings = settings
            .0
            .iter()
            .map(
                |(name, value)| match (name.parse::<Setting>(), value.as_str()) {
                    (Ok(setting), Some(value)) if setting.accepts(value) => {
                        Ok((name.clone(), value.to_string()))
                    }
                    _ => Err(format!("settings.{name}: not a setting of this game")),
                },
            )
            .collect::<Result<Vec<_>, String>>()?;
        let mut variants = SavedVariants::default();
        let listed = o.get("variants").map_or(Some(&[][..]), Value::as_array);
        for (i, v) in listed.ok_or("variants: not a list")?.iter().enumerate() {
            let name = v.get("name").and_then(Value::as_str);
            let game = v
                .get("game")
                .ok_or(format!("variants[{i}].game: missing"))?;
            let variant = crate::variant::Variant::custom(&game.to_string())
                .map_err(|e| format!("variants[{i}].game: {e}"))?;
            let name = name.ok_or(format!("variants[{i}].name: not text"))?;
            variants.list.push(Saved {
                name: name.to_string(),
                object: variant.rules.to_json(),
            });
        }
        Ok(Export {
            bests,
            history,
            settings,
            variants,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::{Direction, Game, Input, Recorded, Rules};

    fn finished(variant: &str, score: i64, top: i64, at: u64, seed: u64) -> Finished {
        let rules = Rules::classic();
        let (mut game, _) = Game::start(rules.clone(), seed);
        let mut record = Record::new(rules, seed);
        for dir in Direction::ALL {
            if game.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        Finished {
            variant: variant.into(),
            score,
            top,
            moves: game.moves(),
            won: top >= 2048,
            duration_ms: 61_000,
            finished_at: at,
            record: record.encode(&game),
        }
    }

    #[test]
    fn reviews_are_kept_beside_their_games_read_back_and_go_with_them() {
        let game = finished("classic", 10, 8, 5, 3);
        let moves = game.moves as usize;
        let mut history = History::default();
        history.add(game.clone());
        let review = "GT".repeat(moves);
        assert!(
            !history.keep_review("r1.other", review.clone()),
            "no such game"
        );
        assert!(history.keep_review(&game.record, review.clone()));
        assert_eq!(history.review_of(&game.record), Some(review.as_str()));
        let back =
            History::from_value(&json::parse(&history.to_value().to_string()).expect("json"));
        assert_eq!(back.as_ref(), Ok(&history));
        // A review that does not fit its game is left out; the games stay.
        let mut bad = history.clone();
        bad.reviews[0].1 = "GT".into();
        let read = History::from_value(&bad.to_value()).expect("the games read");
        assert_eq!((read.games.len(), read.reviews.len()), (1, 0));
        // A history from before reviews reads as having none.
        let mut old = history.to_value();
        if let Value::Object(o) = &mut old {
            o.0.retain(|(k, _)| k != "reviews");
        }
        assert_eq!(History::from_value(&old).map(|h| h.reviews.len()), Ok(0));
        // A game that goes takes its review with it.
        for at in 10..(10 + KEPT as u64) {
            history.add(finished("classic", 1, 2, at, at));
        }
        assert!(history.reviews.is_empty());
    }

    #[test]
    fn the_first_attempt_at_a_days_game_on_its_day_counts_and_the_rest_are_practice() {
        use crate::daily::{Day, seed};
        let day = Day::parse("2026-11-24").expect("a date");
        let noon = 1_795_478_400_000 + 12 * 3_600_000;
        let today = seed(day, "classic");
        let mut history = History::default();
        // An ordinary game, then the day's game twice, then a past day's game today.
        history.add(finished("classic", 100, 16, noon - 10, 99));
        history.add(finished("classic", 500, 64, noon, today));
        history.add(finished("classic", 900, 128, noon + 10, today));
        history.add(finished(
            "classic",
            700,
            64,
            noon + 20,
            seed(day.before(), "classic"),
        ));
        let daily = history.stats("classic").daily;
        assert_eq!((daily.played, daily.streak), (1, 1));
        assert_eq!(daily.of(day).map(|r| r.score), Some(500));
        assert_eq!(
            history.daily_marks("classic"),
            [
                Some((day.before(), false)),
                Some((day, false)),
                Some((day, true)),
                None
            ]
        );
        // Kept and read back, and merged without counting twice.
        let back = History::from_value(&history.to_value()).expect("reads");
        assert_eq!(back, history);
        let mut merged = back.clone();
        merged.merge(history);
        assert_eq!(merged.stats("classic").daily, daily);
    }

    #[test]
    fn games_are_kept_fifty_a_variant_and_all_are_counted() {
        let mut h = History::default();
        for n in 0..60 {
            h.add(finished(
                "classic",
                n * 10,
                if n % 3 == 0 { 2048 } else { 512 },
                1_000 + n as u64,
                n as u64,
            ));
        }
        h.add(finished("3x3", 999, 256, 5_000, 99));
        assert_eq!(h.games_of("classic").count(), KEPT);
        assert_eq!(
            h.games_of("classic").next().map(|g| g.score),
            Some(590),
            "newest first"
        );
        assert_eq!(h.games_of("3x3").count(), 1);
        let s = h.stats("classic");
        assert_eq!((s.played, s.won, s.best, s.win_rate()), (60, 20, 590, 33));
        assert_eq!(s.reached(), vec![(2048, 20), (512, 60)]);
        assert_eq!(h.stats("5x5"), Stats::default());
        assert_eq!(Stats::default().win_rate(), 0);
    }

    #[test]
    fn an_export_reads_back_and_a_merge_never_lowers_anything() {
        let mut h = History::default();
        h.add(finished("classic", 500, 1024, 10, 1));
        h.add(finished("donut", 40, 32, 20, 2));
        let export = Export {
            bests: vec![("classic".into(), 500), ("donut".into(), 40)],
            history: h.clone(),
            settings: vec![("theme".into(), "dark".into())],
            variants: SavedVariants::decode(
                "game2048-variants 1\nThrees\t{\"gridOptions\":{\"minMergeLength\":3}}",
            ),
        };
        let text = export.to_json();
        assert_eq!(Export::from_json(&text), Ok(export));
        let mut mine = History::default();
        mine.add(finished("classic", 900, 2048, 30, 3));
        mine.merge(h.clone());
        mine.merge(h);
        assert_eq!(mine.games.len(), 3, "no game twice");
        let s = mine.stats("classic");
        assert_eq!((s.played, s.best), (1, 900), "the larger of each count");
    }

    #[test]
    fn games_and_tiles_stay_in_order_whatever_order_they_come_in() {
        let mut h = History::default();
        for (at, top) in [(30, 64), (10, 2048), (20, 8), (30, 512)] {
            h.add(finished("classic", 1, top, at, at + top as u64));
        }
        let order = |h: &History| {
            h.games
                .iter()
                .map(|g| (g.finished_at, g.top))
                .collect::<Vec<_>>()
        };
        // Newest first; of two that ended together, the one added last first.
        assert_eq!(order(&h), [(30, 512), (30, 64), (20, 8), (10, 2048)]);
        assert_eq!(
            h.stats("classic").reached(),
            [(2048, 1), (512, 2), (64, 3), (8, 4)]
        );
        // A file written in any order reads back in order.
        let mut shuffled = h.clone();
        shuffled.games.reverse();
        shuffled.stats[0].1.tops.reverse();
        let read = History::from_value(&shuffled.to_value()).expect("valid");
        assert_eq!(order(&read), order(&h));
        assert_eq!(read.stats("classic").tops, h.stats("classic").tops);
    }

    #[test]
    fn a_bad_file_says_what_is_wrong_and_where() {
        let good = Export {
            bests: vec![("classic".into(), 5)],
            history: History::default(),
            settings: vec![],
            variants: SavedVariants::default(),
        }
        .to_json();
        let line = |text: &str| Export::from_json(text).expect_err("invalid");
        let err = |text: &str| match line(text) {
            Line::ImportDamaged { detail } => detail,
            other => panic!("not damaged: {other:?}"),
        };
        assert_eq!(line("{"), Line::ImportNotOurs);
        assert_eq!(line("[1]"), Line::ImportNotOurs);
        assert_eq!(line(r#"{"format":"other"}"#), Line::ImportNotOurs);
        assert_eq!(
            line(&good.replace(r#""version":1"#, r#""version":2"#)),
            Line::ImportNewer {
                version: 2,
                reads: 1
            }
        );
        assert_eq!(
            line(&good.replace(r#""version":1"#, r#""version":"1""#)),
            Line::ImportNoVersion
        );
        assert_eq!(
            err(&good.replace("\"classic\":5", "\"classic\":-5")),
            "bests.classic: not a score"
        );
        assert_eq!(
            err(&good.replace("\"classic\":5", "\"nope\":5")),
            "bests.nope: no such variant"
        );
        assert_eq!(
            err(&good.replace(r#""settings":{}"#, r#""settings":{"theme":"purple"}"#)),
            "settings.theme: not a setting of this game"
        );
        let mut h = History::default();
        h.add(finished("classic", 1, 4, 1, 1));
        let with_game = Export {
            history: h,
            ..Export::default()
        }
        .to_json();
        let at = with_game.find("\"record\":\"r1.").expect("a record") + 13;
        let mut damaged = with_game.clone();
        damaged.replace_range(at..at + 2, "zz");
        assert!(
            err(&damaged).starts_with("history.games[0].record: it is damaged"),
            "{}",
            err(&damaged)
        );
        assert!(
            err(&with_game.replace("\"top\":4", "\"top\":\"4\"")).contains("history.games[0].top")
        );
        assert_eq!(line(&with_game[..with_game.len() / 2]), Line::ImportNotOurs);
    }
}

/// The kept games as the web build reads them before the readers of custom games
/// have come (run by `scripts/test`: `cargo test -p game2048-app --no-default-features
/// --lib before_the_readers`).
#[cfg(all(test, not(feature = "custom-games")))]
mod before_the_readers {
    use game2048_engine::{GameObject, Record, Rules};

    use super::{Finished, History};

    #[test]
    fn a_custom_games_review_is_kept_unchecked_until_the_readers_come() {
        let object = GameObject {
            grid_options: Some(game2048_engine::rules::GridOptions {
                min_merge_length: Some(3),
                ..Default::default()
            }),
            ..Default::default()
        };
        let rules = Rules::from_object(object).expect("valid");
        let game = game2048_engine::Game::start(rules.clone(), 5).0;
        let record = Record::new(rules, 5).encode(&game);
        assert_eq!(
            Record::decode(&record).map(|_| ()),
            Err(game2048_engine::RecordError::NotInThisBuild)
        );
        let mut history = History::default();
        history.add(Finished {
            variant: "classic".into(),
            score: 0,
            top: 2,
            moves: 0,
            won: false,
            duration_ms: 1,
            finished_at: 2,
            record: record.clone(),
        });
        history.reviews.push((record, "a review".into()));
        assert!(history.holds_custom_games());
        let read = History::from_value(&history.to_value()).expect("reads");
        assert_eq!(
            read.reviews, history.reviews,
            "nothing dropped, nothing lost"
        );
        assert!(!History::default().holds_custom_games());
    }
}
