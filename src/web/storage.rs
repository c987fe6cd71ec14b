//! `localStorage`, made safe: the only code that touches browser storage.
//!
//! gloo-storage's `LocalStorage` panics when `window.localStorage` throws (storage
//! disabled, a sandboxed iframe), so storage is probed first with web-sys, and gloo is
//! used only once the probe has shown it works. When storage is missing, or a write
//! fails later (quota), the game goes on in memory and the player is told once.

use gloo_storage::{LocalStorage, Storage};

use crate::app::persist::{MemoryStore, Store, StoreError};

/// What the player is told when progress cannot be kept.
pub const NOT_KEPT: &str =
    "This browser is not letting the game save: you can play, but progress will not be kept.";

pub struct BrowserStore {
    backend: Backend,
    /// Set when the player should hear that progress is not kept; taken once.
    warning: Option<&'static str>,
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
                warning: Some(NOT_KEPT),
            }
        }
    }

    /// The message for the player, the first time there is one.
    pub fn take_warning(&mut self) -> Option<&'static str> {
        self.warning.take()
    }

    /// From now on keep data in memory only (after a failed write).
    fn fall_back(&mut self) {
        if matches!(self.backend, Backend::Local) {
            self.backend = Backend::Memory(MemoryStore::default());
            self.warning = Some(NOT_KEPT);
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
