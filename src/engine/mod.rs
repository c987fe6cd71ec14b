//! The rules engine: the whole custom-game.md language, as pure Rust.
//!
//! Everything a game does goes through [`step`]: an [`Input`] and a [`Game`] in, the next
//! `Game` and the [`Events`] that describe the change out. The game carries its own
//! seeded generator, so the same seed and inputs give the same games on every platform.
//!
//! This module must never depend on leptos, web-sys, wasm-bindgen, a clock or any other
//! outside source: it builds and is tested natively, and the UI is only one of its users.
//!
//! - [`board`]: shapes with holes, tiles, positions, the vectors' text format;
//! - [`registry`]: the named rule functions;
//! - [`rules`]: the game object and its validation into [`Rules`];
//! - [`slide`]: the merge algorithm;
//! - [`game`]: the state, [`Input`] and [`step`]; [`history`]: undo;
//! - [`events`]: what a step did; [`save`]: the save format; [`presets`]: the variants.

pub mod board;
pub mod events;
pub mod game;
pub mod history;
pub mod presets;
pub mod registry;
pub mod rng;
pub mod rules;
pub mod save;
mod scratch;
pub mod slide;

pub use board::{Board, Direction, MAX_SIDE, Pos, Shape, Tile, TileId};
pub use events::{EngineError, Events, Merged, Outcome, Spawned, TileMove};
pub use game::{Game, Input, Status, Step, step};
pub use history::UNDO_LEVELS;
pub use presets::{PRESETS, Preset, preset};
pub use rng::GameRng;
pub use rules::{ConfigError, GameObject, MergeRules, Rules};
pub use save::{LoadError, load, save};
