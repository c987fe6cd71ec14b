//! What is kept between visits, under which keys, and how damaged data is survived.
//!
//! The game in progress (the engine's save format, generator included) and the best
//! score of each variant are kept in a key-value [`Store`]. Keys are namespaced by
//! storage key (one per game on a page) and versioned. Reading never fails: damaged or
//! foreign data gives a fresh start and a message, and a best score that can still be
//! read is kept. A best score is never written lower than the one stored.
//!
//! This module knows no browser API; the web layer implements [`Store`] on
//! `localStorage`.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::variant::Variant;
use crate::engine::{Game, load, save};

/// Why the store could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

/// A string key-value store, such as `localStorage`.
pub trait Store {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
}

/// A store in memory: for tests, and for when the browser's storage is unavailable.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(pub HashMap<String, String>);

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.0.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.0.insert(key.to_string(), value.to_string());
        Ok(())
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

    pub fn best(&self, variant: &str) -> String {
        format!("{}:best:{variant}", self.prefix)
    }

    /// The variant whose best score `key` holds, if it is one of these keys.
    pub fn best_variant<'k>(&self, key: &'k str) -> Option<&'k str> {
        key.strip_prefix(self.prefix.as_str())?
            .strip_prefix(":best:")
    }
}

/// The stored form of a game in progress.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameRecord {
    /// For people reading storage; the rules inside the save decide the variant.
    variant: String,
    save: String,
}

/// The game in progress, if one was kept; a message if something kept could not be
/// used.
pub fn read_game(store: &dyn Store, keys: &Keys) -> (Option<(Variant, Game)>, Option<String>) {
    let text = match store.get(&keys.game()) {
        Ok(Some(text)) => text,
        Ok(None) => return (None, None),
        Err(e) => {
            return (
                None,
                Some(format!("Your saved game could not be read ({}).", e.0)),
            );
        }
    };
    let loaded = serde_json::from_str::<GameRecord>(&text)
        .map_err(|e| format!("it is not a saved game ({e})"))
        .and_then(|record| load(&record.save).map_err(|e| e.to_string()));
    match loaded {
        Ok(game) => (Some((Variant::of_rules(game.rules().clone()), game)), None),
        Err(why) => (
            None,
            Some(format!(
                "Your saved game was damaged and a new one has started ({why}). Best scores are kept."
            )),
        ),
    }
}

/// The best score kept for `variant` (0 if none); a message if it could not be read.
pub fn read_best(store: &dyn Store, keys: &Keys, variant: &str) -> (i64, Option<String>) {
    match store.get(&keys.best(variant)) {
        Ok(None) => (0, None),
        Ok(Some(text)) => match text.trim().parse::<i64>() {
            Ok(best) => (best, None),
            Err(_) => (0, Some("A damaged best score was ignored.".to_string())),
        },
        Err(e) => (
            0,
            Some(format!("Your best score could not be read ({}).", e.0)),
        ),
    }
}

pub fn write_game(
    store: &mut dyn Store,
    keys: &Keys,
    variant: &Variant,
    game: &Game,
) -> Result<(), StoreError> {
    let record = GameRecord {
        variant: variant.key.clone(),
        save: save(game),
    };
    let text = serde_json::to_string(&record).map_err(|e| StoreError(e.to_string()))?;
    store.set(&keys.game(), &text)
}

/// Writes `best` unless the store already holds a higher one (another tab's); returns
/// the best score now stored.
pub fn write_best(
    store: &mut dyn Store,
    keys: &Keys,
    variant: &str,
    best: i64,
) -> Result<i64, StoreError> {
    let stored = read_best(store, keys, variant).0;
    if stored >= best {
        return Ok(stored);
    }
    store.set(&keys.best(variant), &best.to_string())?;
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Direction, Input, Rules, step};

    /// A store whose every call fails, like `localStorage` in a sandboxed iframe.
    struct Broken;

    impl Store for Broken {
        fn get(&self, _: &str) -> Result<Option<String>, StoreError> {
            Err(StoreError("denied".into()))
        }
        fn set(&mut self, _: &str, _: &str) -> Result<(), StoreError> {
            Err(StoreError("denied".into()))
        }
    }

    fn played() -> Game {
        let mut game = Game::start(Rules::classic(), 3).game;
        for dir in [Direction::Left, Direction::Up, Direction::Right] {
            game = step(Input::Move(dir), game).game;
        }
        game
    }

    #[test]
    fn a_saved_game_comes_back() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        let game = played();
        write_game(&mut store, &keys, &Variant::classic(), &game).expect("memory store");
        let (restored, notice) = read_game(&store, &keys);
        assert_eq!(notice, None);
        let (variant, restored) = restored.expect("a game was saved");
        assert_eq!(variant.key, "classic");
        assert_eq!(restored, game);
    }

    #[test]
    fn damaged_games_start_fresh_with_a_message() {
        let keys = Keys::new("main");
        for junk in [
            "",
            "{",
            "null",
            "{\"variant\":\"classic\",\"save\":\"{}\"}",
            "\u{0}",
        ] {
            let mut store = MemoryStore::default();
            store.set(&keys.game(), junk).expect("memory store");
            let (game, notice) = read_game(&store, &keys);
            assert!(game.is_none(), "{junk:?}");
            assert!(notice.expect("a message").contains("damaged"), "{junk:?}");
        }
        let (game, notice) = read_game(&Broken, &keys);
        assert!(game.is_none() && notice.is_some());
    }

    #[test]
    fn best_scores_never_go_down() {
        let (mut store, keys) = (MemoryStore::default(), Keys::new("main"));
        assert_eq!(write_best(&mut store, &keys, "classic", 100), Ok(100));
        assert_eq!(write_best(&mut store, &keys, "classic", 40), Ok(100));
        assert_eq!(read_best(&store, &keys, "classic"), (100, None));
        assert_eq!(read_best(&store, &keys, "3x3"), (0, None));
        store.set(&keys.best("3x3"), "lots").expect("memory store");
        let (best, notice) = read_best(&store, &keys, "3x3");
        assert_eq!(best, 0);
        assert!(notice.is_some());
        assert!(write_best(&mut Broken, &keys, "classic", 5).is_err());
    }

    #[test]
    fn keys_are_namespaced_and_versioned() {
        let (a, b) = (Keys::new("main"), Keys::new("widget-2"));
        assert_ne!(a.game(), b.game());
        assert_eq!(a.best("classic"), "game2048:v1:main:best:classic");
        assert_eq!(a.best_variant("game2048:v1:main:best:5x5"), Some("5x5"));
        assert_eq!(b.best_variant("game2048:v1:main:best:5x5"), None);
    }
}
