//! The rules engine of game2048: the whole custom-game.md language, as pure Rust.
//!
//! Everything a game does goes through [`Game::step`]: an [`Input`] and a [`Game`] in,
//! the next state and the [`Events`] that describe the change out. The game carries its
//! own seeded generator, so the same seed and inputs give the same games on every
//! platform.
//!
//! This crate must never depend on leptos, web-sys, wasm-bindgen, a clock or any other
//! outside source (its Cargo.toml has none of them): the UI, the AI and native tools
//! all link it, and it is tested natively.
//!
//! - [`board`]: shapes with holes, tiles, positions, the vectors' text format;
//! - [`registry`]: the named rule functions;
//! - [`rules`]: the game object and its validation into [`Rules`];
//! - [`slide`]: the merge algorithm;
//! - [`game`]: the state, [`Input`] and `step`; [`history`]: undo levels;
//! - [`events`]: what a step did; [`presets`]: the variants; [`json`]: a small JSON
//!   reader and writer; [`extensions`]: power-ups and limits, our rules beyond
//!   custom-game.md; [`charges`]: the power-ups a game holds;
//! - [`record`]: a game as its start and inputs (saves, replays, links); [`save`]: a
//!   whole position as JSON (the start of records kept by older builds); [`position`]:
//!   the values the rules make, and a game set up from a board of them.
//!
//! Feature `custom-games` (on by default): reading game objects from JSON and positions
//! from saves, directly. Without it, [`Rules::from_json`] and [`load`] read them only
//! once the program has installed the readers ([`custom`]: the web build, from a
//! chunk), and until then refuse every text with an error that says so; the engine
//! plays the [`PRESETS`] from seeds either way.

mod names;
mod refusal;

/// The reader of one kind of custom games' text (see [`custom`]), in the module of
/// what it reads: `$linked` with the `custom-games` feature, else the one installed
/// (`install_reader`), once it is.
macro_rules! installed_reader {
    ($reader:ty, $linked:expr) => {
        #[cfg(not(feature = "custom-games"))]
        static READER: std::sync::OnceLock<$reader> = std::sync::OnceLock::new();

        /// Installs the reader (see `crate::custom`); the first one stays. A build with
        /// the `custom-games` feature reads with its own and ignores this.
        pub(crate) fn install_reader(read: $reader) {
            #[cfg(not(feature = "custom-games"))]
            let _ = READER.set(read);
            #[cfg(feature = "custom-games")]
            let _ = read;
        }

        /// The reader this program has, if any yet.
        pub(crate) fn reader() -> Option<$reader> {
            #[cfg(feature = "custom-games")]
            return Some($linked);
            #[cfg(not(feature = "custom-games"))]
            READER.get().copied()
        }
    };
}

pub mod board;
pub mod charges;
pub mod custom;
pub mod events;
pub mod extensions;
pub mod game;
pub mod history;
pub mod json;
pub mod object;
pub mod position;
pub mod presets;
pub mod record;
pub mod registry;
pub mod rng;
pub mod rules;
pub mod save;
mod scratch;
pub mod slide;

pub use board::{Board, Direction, MAX_SIDE, Pos, Shape, Tile, TileId};
pub use charges::{Charges, Power, PowerError};
pub use events::{EngineError, Events, Merged, Outcome, Spawned, TileMove};
pub use extensions::{Extensions, Limits, PowerUps};
pub use game::{Game, Input, Status};
pub use history::UNDO_LEVELS;
pub use position::SetupError;
pub use presets::{PRESETS, Preset, preset};
pub use record::{Record, RecordError, Recorded, Start, UndoUse};
pub use refusal::ConfigReason;
pub use rng::GameRng;
pub use rules::{ConfigError, GameObject, MergeRules, Rules};
pub use save::{LoadError, load, save};
