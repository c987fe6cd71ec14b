//! What is kept between visits, under which keys, and how damaged data is survived.
//!
//! The game in progress is kept as its [`Record`] (start, rules and every input, undos
//! included: a few bytes a move), and replayed on load, which gives back the board,
//! the score, the generator and the undo levels exactly. The best score of each variant
//! is kept beside it. Keys are namespaced by storage key (one per game on a page) and
//! versioned. Reading never fails: damaged or foreign data gives a fresh start and a
//! message, and a best score that can still be read is kept. A best score is never
//! written lower than the one stored.
//!
//! This module knows no browser API; the web layer implements [`Store`] on
//! `localStorage`.

use super::challenge::Challenge;
use super::copy::{Line, Text};
use super::history::{Export, Finished, History};
use super::model::Restored;
use super::saved::SavedVariants;
use super::settings::Setting;
use super::variant::{Variant, VariantKind};
use game2048_engine::json;
use game2048_engine::{Game, Record};

/// Why the store could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

/// A string key-value store, such as `localStorage`.
pub trait Store {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Every key it holds.
    fn keys(&self) -> Vec<String>;
}

/// A store in memory: for tests, and for when the browser's storage is unavailable.
/// (A game keeps a handful of keys: a list is all it needs.)
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(Vec<(String, String)>);

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone()))
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        match self.0.iter_mut().find(|(k, _)| k == key) {
            Some((_, old)) => *old = value.to_string(),
            None => self.0.push((key.to_string(), value.to_string())),
        }
        Ok(())
    }

    fn keys(&self) -> Vec<String> {
        self.0.iter().map(|(k, _)| k.clone()).collect()
    }
}

/// The storage keys of one game on a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keys {
    prefix: String,
}

/// The version in every key: a change of format gets new keys, never misread old data.
const KEY_VERSION: &str = "v1";

impl Keys {
    /// Keys for the game stored as `storage_key` (`main` for the hosted page).
    pub fn new(storage_key: &str) -> Keys {
        Keys {
            prefix: format!("game2048:{KEY_VERSION}:{storage_key}"),
        }
    }

    pub fn game(&self) -> String {
        format!("{}:game", self.prefix)
    }

    pub fn best(&self, variant: VariantKind) -> String {
        format!("{}:best:{variant}", self.prefix)
    }

    /// Finished games and statistics.
    pub fn history(&self) -> String {
        format!("{}:history", self.prefix)
    }

    /// The variants the player saved ([`SavedVariants`]).
    pub fn variants(&self) -> String {
        format!("{}:variants", self.prefix)
    }

    /// When the game in progress began (milliseconds since 1970), for its duration.
    pub fn started(&self) -> String {
        format!("{}:started", self.prefix)
    }

    /// The challenge the game in progress is played to beat: its link's hash.
    pub fn challenge(&self) -> String {
        format!("{}:challenge", self.prefix)
    }

    /// The variant whose best score `key` holds, if it is one of these keys.
    pub fn best_variant(&self, key: &str) -> Option<VariantKind> {
        key.strip_prefix(self.prefix.as_str())?
            .strip_prefix(":best:")
            .and_then(VariantKind::from_key)
    }
}

/// The game in progress, if one was kept; a message if something kept could not be
/// used.
pub fn read_game(store: &dyn Store, keys: &Keys) -> (Option<Restored>, Option<Text>) {
    let text = match store.get(&keys.game()) {
        Ok(Some(text)) => text,
        Ok(None) => return (None, None),
        Err(e) => return (None, Some(Text::SavedGameUnreadable { why: e.0 })),
    };
    // (Without the readers of custom games, a custom game never gets here: the page
    // loads them first, see `kept_game_is_custom`.)
    match restore(&text) {
        Ok(restored) => (Some(restored), None),
        Err(why) => (None, Some(Text::SavedGameDamaged { why })),
    }
}

/// Whether the game kept is one that only a build with custom games (the engine's
/// `custom-games`) can open: a custom game, or one started from a position. Read from
/// the first bytes alone: damaged text is not custom, and reading it says so.
pub fn kept_game_is_custom(store: &dyn Store, keys: &Keys) -> bool {
    match store.get(&keys.game()) {
        Ok(Some(text)) => Record::is_custom(&text),
        _ => false,
    }
}

/// The game that a record's text (what `Record::encode` wrote) replays to.
pub fn restore(text: &str) -> Result<Restored, String> {
    Record::decode(text)
        .map(|(record, game)| restored(record, game))
        .map_err(|e| e.to_string())
}

fn restored(record: Record, game: game2048_engine::Game) -> Restored {
    Restored {
        variant: Variant::of_rules(game.rules().clone()),
        game,
        record,
    }
}

/// The best score kept for `variant` (0 if none); a message if it could not be read.
pub fn read_best(store: &dyn Store, keys: &Keys, variant: VariantKind) -> (i64, Option<Text>) {
    match store.get(&keys.best(variant)) {
        Ok(None) => (0, None),
        Ok(Some(text)) => match text.trim().parse::<i64>() {
            Ok(best) => (best, None),
            Err(_) => (0, Some(Text::BestDamaged)),
        },
        Err(e) => (0, Some(Text::BestUnreadable { why: e.0 })),
    }
}

/// Keeps the game in progress: its record, checked against `game`, the state it
/// replays to.
pub fn write_game(
    store: &mut dyn Store,
    keys: &Keys,
    record: &Record,
    game: &Game,
) -> Result<(), StoreError> {
    store.set(&keys.game(), &record.encode(game))
}

/// Keeps the challenge that a new game (`record`, no input yet) is played to beat, or
/// forgets the last one (a new game of another kind).
pub fn write_challenge(
    store: &mut dyn Store,
    keys: &Keys,
    challenge: Option<&Challenge>,
) -> Result<(), StoreError> {
    match challenge {
        Some(challenge) => store.set(&keys.challenge(), challenge.hash()),
        // (Emptied, once: a store has no removal, and a game that was no challenge
        // writes nothing.)
        None => match store.get(&keys.challenge()) {
            Ok(Some(text)) if !text.is_empty() => store.set(&keys.challenge(), ""),
            _ => Ok(()),
        },
    }
}

/// The challenge kept beside the game in progress, as its link's hash (none if none
/// was). Whether it reads, and is this game's, is the `sharing` part's to check
/// (`challenge::Sent::kept`).
pub fn read_challenge(store: &dyn Store, keys: &Keys) -> Option<String> {
    store
        .get(&keys.challenge())
        .ok()?
        .filter(|text| !text.is_empty())
}

/// Writes `best` unless the store already holds a higher one (another tab's); returns
/// the best score now stored.
pub fn write_best(
    store: &mut dyn Store,
    keys: &Keys,
    variant: VariantKind,
    best: i64,
) -> Result<i64, StoreError> {
    let stored = read_best(store, keys, variant).0;
    if stored >= best {
        return Ok(stored);
    }
    store.set(&keys.best(variant), &best.to_string())?;
    Ok(best)
}

/// The finished games and statistics kept; a message if they could not be read (the
/// history is then empty, and the next game finished starts it afresh).
pub fn read_history(store: &dyn Store, keys: &Keys) -> (History, Option<Text>) {
    match store.get(&keys.history()) {
        Ok(None) => (History::default(), None),
        Ok(Some(text)) => match json::parse(&text)
            .map_err(|e| e.to_string())
            .and_then(|v| History::from_value(&v))
        {
            Ok(history) => (history, None),
            Err(_) => (History::default(), Some(Text::from(Line::GamesDamaged))),
        },
        Err(e) => (
            History::default(),
            Some(Text::from(Line::GamesUnreadable { why: e.0 })),
        ),
    }
}

/// The variants the player saved (none if storage cannot be read: it says so itself).
pub fn read_variants(store: &dyn Store, keys: &Keys) -> SavedVariants {
    match store.get(&keys.variants()) {
        Ok(Some(text)) => SavedVariants::decode(&text),
        _ => SavedVariants::default(),
    }
}

/// Keeps the saved variants; a list from a newer version is never written over.
pub fn write_variants(
    store: &mut dyn Store,
    keys: &Keys,
    saved: &SavedVariants,
) -> Result<(), StoreError> {
    if saved.newer {
        return Ok(());
    }
    store.set(&keys.variants(), &saved.encode())
}

/// Adds a finished game to those kept.
pub fn add_finished(store: &mut dyn Store, keys: &Keys, game: Finished) -> Result<(), StoreError> {
    let (mut history, _) = read_history(store, keys);
    history.add(game);
    store.set(&keys.history(), &history.to_value().to_string())
}

/// Keeps a finished game's review beside it (nothing, if that game is not kept).
pub fn keep_review(
    store: &mut dyn Store,
    keys: &Keys,
    record: &str,
    review: String,
) -> Result<(), StoreError> {
    let (mut history, _) = read_history(store, keys);
    if history.keep_review(record, review) {
        store.set(&keys.history(), &history.to_value().to_string())?;
    }
    Ok(())
}

/// Everything kept under `keys` (best scores, games, statistics, saved variants) and
/// the page's settings, as the export file's JSON.
pub fn export(store: &dyn Store, keys: &Keys) -> String {
    // By variant, in order (inserted in place: a sort costs the wasm kilobytes).
    let mut bests: Vec<(String, i64)> = Vec::new();
    for variant in store.keys().iter().filter_map(|k| keys.best_variant(k)) {
        let name = variant.to_string();
        let at = bests.partition_point(|(v, _)| *v < name);
        bests.insert(at, (name, read_best(store, keys, variant).0));
    }
    let settings = Setting::ALL
        .into_iter()
        .filter_map(|s| Some((s.name().to_string(), store.get(s.key()).ok()??)))
        .collect();
    Export {
        bests,
        history: read_history(store, keys).0,
        settings,
        variants: read_variants(store, keys),
    }
    .to_json()
}

/// Reads an export file and merges it in: best scores (never lowered), games (none
/// twice) and statistics (never lowered), and the settings. A file that is not wholly
/// valid changes nothing. Returns what was imported, for the player.
pub fn import(store: &mut dyn Store, keys: &Keys, text: &str) -> Result<Text, Text> {
    let file = Export::from_json(text).map_err(|why| {
        Text::from(Line::ImportFailed {
            why: why.to_string(),
        })
    })?;
    let games = file.history.games.len();
    let (mut history, _) = read_history(store, keys);
    history.merge(file.history);
    let failed = |e: StoreError| Text::from(Line::ImportNotSaved { why: e.0 });
    store
        .set(&keys.history(), &history.to_value().to_string())
        .map_err(failed)?;
    for (variant, best) in &file.bests {
        if let Some(kind) = VariantKind::from_key(variant) {
            write_best(store, keys, kind, *best).map_err(failed)?;
        }
    }
    for (name, value) in &file.settings {
        if let Ok(setting) = name.parse::<Setting>() {
            store.set(setting.key(), value).map_err(failed)?;
        }
    }
    let mut saved = read_variants(store, keys);
    let variants = saved.merge(&file.variants);
    if variants > 0 {
        write_variants(store, keys, &saved).map_err(failed)?;
    }
    Ok(Text::from(Line::Imported {
        games,
        bests: file.bests.len(),
        variants,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::UNDO_KEY;
    use crate::theme::THEME_KEY;
    use game2048_engine::{Direction, Input, Recorded, Rules};

    /// A store whose every call fails, like `localStorage` in a sandboxed iframe.
    struct Broken;

    impl Store for Broken {
        fn get(&self, _: &str) -> Result<Option<String>, StoreError> {
            Err(StoreError("denied".into()))
        }
        fn set(&mut self, _: &str, _: &str) -> Result<(), StoreError> {
            Err(StoreError("denied".into()))
        }
        fn keys(&self) -> Vec<String> {
            Vec::new()
        }
    }

    fn played(rules: Rules) -> (Record, Game) {
        let (mut game, _) = Game::start(rules.clone(), 3);
        let mut record = Record::new(rules, 3);
        for dir in [
            Direction::Left,
            Direction::Up,
            Direction::Right,
            Direction::Down,
        ] {
            if game.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        if game.step(Input::Undo).changed_state() {
            record.push(Recorded::Undo);
        }
        (record, game)
    }

    #[test]
    fn a_saved_game_comes_back_with_its_undo_levels() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        for rules in [
            Rules::classic(),
            Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
                .expect("valid"),
        ] {
            let (record, game) = played(rules.clone());
            assert!(game.undo_levels() > 0);
            write_game(&mut store, &keys, &record, &game).expect("memory store");
            let (restored, notice) = read_game(&store, &keys);
            assert_eq!(notice, None);
            let restored = restored.expect("a game was saved");
            assert_eq!(restored.variant, Variant::of_rules(rules));
            assert_eq!(restored.game, game);
            assert_eq!(restored.record, record);
        }
    }

    #[test]
    fn custom_games_are_told_apart_from_presets() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        assert!(!kept_game_is_custom(&store, &keys), "nothing kept");
        let custom = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
            .expect("valid");
        let five = Variant::named("5x5").expect("preset").rules;
        for (rules, is_custom) in [(Rules::classic(), false), (five, false), (custom, true)] {
            let (record, game) = played(rules);
            write_game(&mut store, &keys, &record, &game).expect("memory store");
            assert_eq!(kept_game_is_custom(&store, &keys), is_custom);
        }
        for (text, is_custom) in [("r1.damaged", false), ("", false), ("{}", false)] {
            store.set(&keys.game(), text).expect("memory store");
            assert_eq!(kept_game_is_custom(&store, &keys), is_custom, "{text}");
        }
    }

    #[test]
    fn damaged_games_start_fresh_with_a_message() {
        let keys = Keys::new("main");
        let (record, game) = played(Rules::classic());
        let good = record.encode(&game);
        for junk in [
            "",
            "{",
            "null",
            "{\"variant\":\"classic\",\"save\":\"{}\"}",
            "\u{0}",
            &good[..good.len() - 4],
            "r9.AAAA",
        ] {
            let mut store = MemoryStore::default();
            store.set(&keys.game(), junk).expect("memory store");
            let (game, notice) = read_game(&store, &keys);
            assert!(game.is_none(), "{junk:?}");
            let notice = notice.expect("a message").to_string();
            assert!(
                notice.starts_with("Your saved game was damaged"),
                "{junk:?}: {notice}"
            );
            assert!(
                notice.ends_with("Best scores are kept."),
                "{junk:?}: {notice}"
            );
        }
        let (game, notice) = read_game(&Broken, &keys);
        assert!(game.is_none());
        assert_eq!(
            notice.map(|n| n.to_string()).as_deref(),
            Some("Your saved game could not be read (denied).")
        );
        assert_eq!(read_game(&MemoryStore::default(), &keys).1, None);
    }

    #[test]
    fn best_scores_never_go_down() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        let classic = Variant::classic().kind;
        let three = Variant::named("3x3").expect("preset").kind;
        assert_eq!(write_best(&mut store, &keys, classic, 100), Ok(100));
        assert_eq!(write_best(&mut store, &keys, classic, 40), Ok(100));
        assert_eq!(write_best(&mut store, &keys, classic, 100), Ok(100));
        assert_eq!(read_best(&store, &keys, classic), (100, None));
        assert_eq!(read_best(&store, &keys, three), (0, None));
        store.set(&keys.best(three), " 77 ").expect("memory store");
        assert_eq!(read_best(&store, &keys, three), (77, None));
        store.set(&keys.best(three), "lots").expect("memory store");
        let (best, notice) = read_best(&store, &keys, three);
        assert_eq!(best, 0);
        assert_eq!(notice, Some(Text::BestDamaged));
        assert!(write_best(&mut Broken, &keys, classic, 5).is_err());
        assert_eq!(read_best(&Broken, &keys, classic).0, 0);
    }

    fn finished_game(score: i64) -> Finished {
        let (record, game) = played(Rules::classic());
        Finished {
            variant: "classic".into(),
            score,
            top: 16,
            moves: game.moves(),
            won: false,
            duration_ms: 1_000,
            finished_at: score as u64,
            record: record.encode(&game),
        }
    }

    #[test]
    fn finished_games_are_kept_and_a_damaged_list_starts_afresh() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        assert_eq!(read_history(&store, &keys), (History::default(), None));
        add_finished(&mut store, &keys, finished_game(10)).expect("memory store");
        add_finished(&mut store, &keys, finished_game(20)).expect("memory store");
        let (history, notice) = read_history(&store, &keys);
        assert_eq!((history.games.len(), notice), (2, None));
        assert_eq!(history.stats("classic").played, 2);
        store.set(&keys.history(), "{broken").expect("memory store");
        let (history, notice) = read_history(&store, &keys);
        assert_eq!(history, History::default());
        assert_eq!(notice, Some(Text::from(Line::GamesDamaged)));
        assert!(read_history(&Broken, &keys).1.is_some());
    }

    #[test]
    fn export_then_import_elsewhere_gives_the_same_and_never_lowers_a_best() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        let classic = Variant::classic().kind;
        write_best(&mut store, &keys, classic, 300).expect("memory store");
        add_finished(&mut store, &keys, finished_game(300)).expect("memory store");
        store.set(THEME_KEY, "dark").expect("memory store");
        store.set(UNDO_KEY, "off").expect("memory store");
        let threes = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let holes =
            Variant::custom(r#"{"gridOptions":{"gridBooleanFnName":"test1_7x6"}}"#).expect("valid");
        let mut saved = SavedVariants::default();
        saved.save("Threes", &threes).expect("saved");
        saved.save("Holes", &holes).expect("saved");
        write_variants(&mut store, &keys, &saved).expect("memory store");
        let file = export(&store, &keys);

        let mut other = MemoryStore::default();
        write_best(&mut other, &keys, classic, 1_000).expect("memory store");
        // The other store already has the holes, and another variant called "Threes".
        let mut theirs = SavedVariants::default();
        theirs.save("Holes", &holes).expect("saved");
        let fours = Variant::custom(r#"{"gridOptions":{"minMergeLength":4}}"#).expect("valid");
        theirs.save("Threes", &fours).expect("saved");
        write_variants(&mut other, &keys, &theirs).expect("memory store");
        let summary = import(&mut other, &keys, &file).expect("imports");
        assert_eq!(
            summary.to_string(),
            "Imported 1 game, 1 best score and 1 saved variant."
        );
        let merged = read_variants(&other, &keys);
        let names: Vec<&str> = merged.list.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Holes", "Threes", "Threes (2)"]);
        assert_eq!(
            merged.find(threes.kind).map(|s| s.name.as_str()),
            Some("Threes (2)")
        );
        assert_eq!(read_best(&other, &keys, classic).0, 1_000, "never lowered");
        assert_eq!(read_history(&other, &keys).0.games.len(), 1);
        assert_eq!(other.get(THEME_KEY), Ok(Some("dark".to_string())));
        assert_eq!(other.get(UNDO_KEY), Ok(Some("off".to_string())));
        // Importing the same file again adds nothing.
        import(&mut other, &keys, &file).expect("imports");
        assert_eq!(read_history(&other, &keys).0.games.len(), 1);
        assert_eq!(read_variants(&other, &keys), merged);
        // A file with a variant whose rules are wrong is refused whole.
        let broken = file.replace("\"minMergeLength\":3", "\"minMergeLength\":1");
        assert_ne!(broken, file);
        let err = import(&mut other.clone(), &keys, &broken).expect_err("refused");
        assert!(err.to_string().contains("variants[0].game:"), "{err}");

        // A bad file changes nothing at all.
        let before = other.clone();
        let err = import(&mut other, &keys, &file[..file.len() - 10])
            .expect_err("truncated")
            .to_string();
        assert!(
            err.starts_with("That file could not be imported: it is not a game2048 file"),
            "{err}"
        );
        assert_eq!(other.keys(), before.keys());
        assert_eq!(read_history(&other, &keys), read_history(&before, &keys));
        assert!(import(&mut Broken, &keys, &file).is_err());
    }

    #[test]
    fn keys_are_namespaced_and_versioned() {
        let (a, b) = (Keys::new("main"), Keys::new("widget-2"));
        let five = Variant::named("5x5").expect("preset").kind;
        assert_eq!(a.game(), "game2048:v1:main:game");
        assert_ne!(a.game(), b.game());
        assert_eq!(a.best(five), "game2048:v1:main:best:5x5");
        assert_eq!(a.best_variant("game2048:v1:main:best:5x5"), Some(five));
        assert_eq!(b.best_variant("game2048:v1:main:best:5x5"), None);
        assert_eq!(a.best_variant("game2048:v1:main:game"), None);
        assert_eq!(a.best_variant("game2048:v1:main:best:nope"), None);
    }

    #[test]
    fn a_challenge_is_kept_beside_its_game_and_read_back_only_for_it() {
        let keys = Keys::new("main");
        let mut store = MemoryStore::default();
        let (mut theirs, _) = Game::start(Rules::classic(), 6);
        let mut record = Record::new(Rules::classic(), 6);
        for dir in Direction::ALL {
            if theirs.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        let challenge = Challenge::new(record.clone(), Some(4_000)).expect("replays");
        let (_, mine) = challenge.start().expect("starts");
        write_challenge(&mut store, &keys, Some(&challenge)).expect("writes");
        let read = read_challenge(&store, &keys).expect("kept");
        let again = crate::challenge::Sent::kept(&read)
            .and_then(|s| s.challenge().ok())
            .expect("replays");
        assert_eq!(again, challenge);
        assert!(again.started(&mine));
        // Another game (another seed, or other rules) is not this challenge's.
        assert!(!again.started(&Record::new(Rules::classic(), 7)));
        write_challenge(&mut store, &keys, None).expect("writes");
        assert_eq!(read_challenge(&store, &keys), None);
        // Damaged text reads back as it was kept, and is no challenge.
        store
            .set(&keys.challenge(), "#challenge=r2.AAAA&time=x")
            .expect("writes");
        let damaged = read_challenge(&store, &keys).expect("kept");
        assert!(crate::challenge::Sent::kept(&damaged).is_some_and(|s| s.challenge().is_err()));
        assert_eq!(read_challenge(&Broken, &keys), None);
    }
}
