//! Where custom games are read: [`Rules::from_json`] (a game object) and [`load`] (a
//! position, the start of a game set up by hand) call the readers here.
//!
//! With the `custom-games` feature (native builds, the tests, the AI's worker) they
//! are [`Readers::LINKED`], called directly. Without it, a program reaches them only
//! once it has [`install`]ed them: the web build keeps them in a chunk that loads
//! when a custom game first needs reading, so a page that plays the presets never
//! downloads the JSON reader. Until then both refuse every text as not in this build, which callers tell apart
//! ([`ConfigError::is_not_in_this_build`]) from text that is wrong.
//!
//! [`load`]: crate::save::load

use crate::game::Game;
use crate::rules::{ConfigError, Rules};
use crate::save::LoadError;

/// The readers of custom games.
#[derive(Clone, Copy)]
pub struct Readers {
    /// A game object, as JSON ([`Rules::read_json`]).
    pub rules: fn(&str) -> Result<Rules, ConfigError>,
    /// A position, as the save format writes it ([`crate::save::read`]).
    pub position: fn(&str) -> Result<Game, LoadError>,
}

impl Readers {
    /// The engine's own readers.
    pub const LINKED: Readers = Readers {
        rules: Rules::read_json,
        position: crate::save::read,
    };
}

/// Makes `readers` the ones [`Rules::from_json`] and [`load`] call, from now on (the
/// first readers installed stay). A build with the `custom-games` feature calls its
/// own and ignores this.
///
/// [`load`]: crate::save::load
pub fn install(readers: Readers) {
    crate::rules::install_reader(readers.rules);
    crate::save::install_reader(readers.position);
}

/// Whether custom games can be read now.
pub fn installed() -> bool {
    crate::rules::reader().is_some() && crate::save::reader().is_some()
}
