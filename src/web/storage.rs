//! `localStorage`, made safe: the only code that touches browser storage, and
//! [`Kept`], what one game keeps there (through `app::persist`'s policy).
//!
//! gloo-storage's `LocalStorage` panics when `window.localStorage` throws (storage
//! disabled, a sandboxed iframe), so storage is probed first with web-sys, and gloo is
//! used only once the probe has shown it works. When storage is missing, or a write
//! fails later (quota), the game goes on in memory and the player is told once.

use gloo_storage::{LocalStorage, Storage};

use crate::app::challenge::Challenge;
use crate::app::copy::Text;
use crate::app::history::{Finished, History};
use crate::app::model::Restored;
use crate::app::persist::{self, Keys, MemoryStore, Store, StoreError};
use crate::app::saved::SavedVariants;
use crate::app::settings::{self, Prefs, Setting};
use crate::app::variant::VariantKind;
use crate::engine::{Game, Record};

/// A kept game as read ([`Kept::game`]): the game, if any, and a message if what was
/// kept could not be used.
pub type KeptGame = (Option<Restored>, Option<Text>);

/// What one game on a page keeps: its game in progress (and when it started), the best
/// score of each variant, the finished games; under its storage key. Every write that
/// fails is said once (see [`Kept::take_warning`]); the game goes on in memory.
pub struct Kept {
    store: BrowserStore,
    keys: Keys,
}

impl Kept {
    pub fn open(storage_key: &str) -> Kept {
        Kept {
            store: BrowserStore::open(),
            keys: Keys::new(storage_key),
        }
    }

    /// The game in progress kept, if any; a message if what was kept could not be used.
    pub fn game(&self) -> KeptGame {
        persist::read_game(&self.store, &self.keys)
    }

    /// Whether a game is kept (or storage could not say: reading it says why), without
    /// reading it.
    pub fn has_game(&self) -> bool {
        !matches!(self.store.get(&self.keys.game()), Ok(None))
    }

    /// Whether the game kept is one only the readers of custom games can open.
    pub fn game_is_custom(&self) -> bool {
        persist::kept_game_is_custom(&self.store, &self.keys)
    }

    /// Writes the game in progress; a new one (no move yet) starts its clock at `now`.
    pub fn write_game(&mut self, record: &Record, game: &Game, now: u64) {
        let _ = persist::write_game(&mut self.store, &self.keys, record, game);
        if game.moves() == 0 {
            let _ = self.store.set(&self.keys.started(), &now.to_string());
        }
    }

    /// The challenge kept beside the game in progress (its link's hash), if any.
    pub fn challenge(&self) -> Option<String> {
        persist::read_challenge(&self.store, &self.keys)
    }

    /// Keeps the challenge a new game is played to beat, or forgets the last.
    pub fn write_challenge(&mut self, challenge: Option<&Challenge>) {
        let _ = persist::write_challenge(&mut self.store, &self.keys, challenge);
    }

    /// The best score kept for `variant`; a message if it could not be read.
    pub fn best(&self, variant: VariantKind) -> (i64, Option<Text>) {
        persist::read_best(&self.store, &self.keys, variant)
    }

    pub fn write_best(&mut self, variant: VariantKind, best: i64) {
        let _ = persist::write_best(&mut self.store, &self.keys, variant, best);
    }

    /// `game`, finished at `now`, with the time it took since its clock started.
    pub fn timed(&self, mut game: Finished, now: u64) -> Finished {
        let started = self
            .store
            .get(&self.keys.started())
            .ok()
            .flatten()
            .and_then(|t| t.parse::<u64>().ok())
            .unwrap_or(now);
        game.duration_ms = now.saturating_sub(started);
        game.finished_at = now;
        game
    }

    /// The hosted page's setting: whether undo is allowed (page-wide, as the theme).
    pub fn undo_allowed(&self) -> bool {
        settings::undo_allowed(
            self.store
                .get(Setting::Undo.key())
                .ok()
                .flatten()
                .as_deref(),
        )
    }

    pub fn write_undo_allowed(&mut self, allowed: bool) {
        let _ = self
            .store
            .set(Setting::Undo.key(), settings::undo_value(allowed));
    }

    /// The hosted page's prefs as kept.
    pub fn prefs(&self) -> Prefs {
        Prefs::read(|setting| self.store.get(setting.key()).ok().flatten())
    }

    pub fn write_prefs(&mut self, prefs: Prefs) {
        for (setting, value) in prefs.values() {
            let _ = self.store.set(setting.key(), value);
        }
    }

    /// The variants the player saved.
    pub fn variants(&self) -> SavedVariants {
        persist::read_variants(&self.store, &self.keys)
    }

    pub fn write_variants(&mut self, saved: &SavedVariants) {
        let _ = persist::write_variants(&mut self.store, &self.keys, saved);
    }

    /// Another tab wrote `key`: the saved variants, if it is this game's list.
    pub fn variants_from_another_tab(
        &self,
        key: &str,
        value: Option<String>,
    ) -> Option<SavedVariants> {
        (key == self.keys.variants()).then(|| SavedVariants::decode(&value.unwrap_or_default()))
    }

    /// The finished games and statistics kept.
    pub fn history(&self) -> History {
        persist::read_history(&self.store, &self.keys).0
    }

    pub fn add_finished(&mut self, game: Finished) {
        let _ = persist::add_finished(&mut self.store, &self.keys, game);
    }

    /// Keeps a finished game's review beside it.
    pub fn keep_review(&mut self, record: &str, review: String) {
        let _ = persist::keep_review(&mut self.store, &self.keys, record, review);
    }

    /// Everything kept, as the export file's JSON.
    pub fn export(&self) -> String {
        persist::export(&self.store, &self.keys)
    }

    /// Imports an export file; what to tell the player, whether it worked or not.
    pub fn import(&mut self, text: &str) -> Result<Text, Text> {
        persist::import(&mut self.store, &self.keys, text)
    }

    /// Another tab wrote `key`: the best score it holds, if it is one of this game's.
    pub fn best_from_another_tab(
        &self,
        key: &str,
        value: Option<String>,
    ) -> Option<(VariantKind, i64)> {
        let variant = self.keys.best_variant(key)?;
        let best = value?.trim().parse::<i64>().ok()?;
        Some((variant, best))
    }

    /// What the player should hear about storage, the first time there is something.
    pub fn take_warning(&mut self) -> Option<Text> {
        self.store.take_warning()
    }
}

pub struct BrowserStore {
    backend: Backend,
    /// Set when the player should hear that progress is not kept; taken once.
    warning: Option<Text>,
}

enum Backend {
    Local,
    Memory(MemoryStore),
}

impl BrowserStore {
    pub fn open() -> BrowserStore {
        if local_storage_works() {
            BrowserStore {
                backend: Backend::Local,
                warning: None,
            }
        } else {
            BrowserStore {
                backend: Backend::Memory(MemoryStore::default()),
                warning: Some(Text::NotKept),
            }
        }
    }

    /// The message for the player, the first time there is one.
    pub fn take_warning(&mut self) -> Option<Text> {
        self.warning.take()
    }

    /// From now on keep data in memory only (after a failed write).
    fn fall_back(&mut self) {
        if matches!(self.backend, Backend::Local) {
            self.backend = Backend::Memory(MemoryStore::default());
            self.warning = Some(Text::NotKept);
        }
    }
}

impl Store for BrowserStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        match &self.backend {
            Backend::Local => LocalStorage::raw()
                .get_item(key)
                .map_err(|_| StoreError("storage refused a read".into())),
            Backend::Memory(memory) => memory.get(key),
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        match &mut self.backend {
            Backend::Local => {
                if LocalStorage::raw().set_item(key, value).is_err() {
                    self.fall_back();
                    return self.set(key, value);
                }
                Ok(())
            }
            Backend::Memory(memory) => memory.set(key, value),
        }
    }

    fn keys(&self) -> Vec<String> {
        match &self.backend {
            Backend::Local => {
                let storage = LocalStorage::raw();
                let count = storage.length().unwrap_or(0);
                (0..count)
                    .filter_map(|i| storage.key(i).ok().flatten())
                    .collect()
            }
            Backend::Memory(memory) => memory.keys(),
        }
    }
}

/// Whether `localStorage` exists and takes a write, without ever throwing.
fn local_storage_works() -> bool {
    const PROBE: &str = "game2048:probe";
    let Some(window) = web_sys::window() else {
        return false;
    };
    match window.local_storage() {
        Ok(Some(storage)) => {
            storage.set_item(PROBE, "1").is_ok() && storage.remove_item(PROBE).is_ok()
        }
        _ => false,
    }
}
