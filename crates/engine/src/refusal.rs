//! [`ConfigError`]: why a game object is refused, as data. The field is named in the
//! format's own terms (`gridOptions.minMergeLength`); the reason is a [`ConfigReason`],
//! which the engine says in English (`Display`) and the app's catalogue in each other
//! language (`copy::ConfigLine`).
//!
//! A reason a player can give with the builder's controls (a limit, a board of holes)
//! has a variant of its own, which each language says; what only a hand-written game
//! object gets wrong (JSON, the kind of a value, an unknown name, a tile off the board)
//! is [`ConfigReason::Written`], in the format's own terms.
//!
//! The English words of the typed reasons are installed by [`ConfigError::new`], which
//! only validation calls. So the web build's main module, which says a record's or a
//! link's reason but validates nothing (validation comes with the readers of custom
//! games, in a chunk), carries none of them. Must never: make a reason other than
//! `Written` or `NotInThisBuild` without `new`.

use std::fmt;

/// A rejected game object: which field, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The field's path, as in `gridOptions.minMergeLength` or `initialTiles[1].row`.
    pub field: String,
    pub reason: ConfigReason,
}

/// Why a game object's field is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigReason {
    /// What only a hand-written game object gets wrong, in the format's own terms.
    Written(String),
    /// A board whose every cell is a hole.
    NoCell,
    /// `maxMergeLength` below `minMergeLength`.
    MaxBelowMin { min: i64, got: i64 },
    /// The `none` new-tile rule with no initial tiles.
    NeedsInitialTiles,
    /// A number of power-ups outside 0 to `max`.
    Charges { got: i64, max: i64 },
    /// A limit outside 1 to `max`.
    Limit { got: i64, max: i64 },
    /// This build reads no game objects (the readers of custom games are not here).
    NotInThisBuild,
}

/// The reason of every game object refused by a build without custom games.
const NOT_IN_THIS_BUILD: &str = "custom games are not in this build of the game";

/// How the typed reasons are said in English (see the module's doc).
type Words = fn(&ConfigReason, &mut fmt::Formatter<'_>) -> fmt::Result;

#[cfg(not(feature = "custom-games"))]
static WORDS: std::sync::OnceLock<Words> = std::sync::OnceLock::new();

/// The English words, once validation has refused something (always, with the
/// `custom-games` feature).
fn words() -> Option<Words> {
    #[cfg(feature = "custom-games")]
    return Some(english);
    #[cfg(not(feature = "custom-games"))]
    WORDS.get().copied()
}

impl ConfigError {
    /// A refusal by validation, which brings the words that say it.
    pub(crate) fn new(field: impl Into<String>, reason: impl Into<ConfigReason>) -> ConfigError {
        ConfigError::refused(field.into(), reason.into())
    }

    // (Apart from `new`, which each call site's types make a copy of.)
    #[inline(never)]
    fn refused(field: String, reason: ConfigReason) -> ConfigError {
        #[cfg(not(feature = "custom-games"))]
        let _ = WORDS.set(english);
        ConfigError { field, reason }
    }

    /// A refusal in the format's own words, made without validation's words (the main
    /// module's).
    pub(crate) fn written(field: &str, words: &str) -> ConfigError {
        ConfigError {
            field: field.to_string(),
            reason: ConfigReason::Written(words.to_string()),
        }
    }

    /// What [`crate::Rules::from_json`] answers in a build without the `custom-games`
    /// feature.
    pub fn not_in_this_build() -> ConfigError {
        ConfigError {
            field: "game object".to_string(),
            reason: ConfigReason::NotInThisBuild,
        }
    }

    /// Whether the game object was refused only because this build reads none.
    pub fn is_not_in_this_build(&self) -> bool {
        self.reason == ConfigReason::NotInThisBuild
    }
}

impl From<String> for ConfigReason {
    fn from(words: String) -> ConfigReason {
        ConfigReason::Written(words)
    }
}

impl From<&str> for ConfigReason {
    fn from(words: &str) -> ConfigReason {
        ConfigReason::Written(words.to_string())
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

/// The English reason: the words English players read (`copy::en` says them through
/// this), and those of the JS API's and the engine's own errors.
impl fmt::Display for ConfigReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, words()) {
            (ConfigReason::Written(words), _) => f.write_str(words),
            (ConfigReason::NotInThisBuild, _) => f.write_str(NOT_IN_THIS_BUILD),
            (reason, Some(say)) => say(reason, f),
            // (Never: every other reason is made by `ConfigError::new`, which installs
            // the words.)
            (_, None) => f.write_str("is not valid"),
        }
    }
}

/// Every reason in English.
fn english(reason: &ConfigReason, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ConfigReason::*;
    match reason {
        Written(words) => f.write_str(words),
        NoCell => f.write_str("the board has no enabled cell"),
        MaxBelowMin { min, got } => {
            write!(f, "must be at least minMergeLength ({min}), got {got}")
        }
        NeedsInitialTiles => {
            f.write_str("\"none\" adds no tiles, so the game needs initialTiles to start with")
        }
        Charges { got, max } => write!(f, "must be 0 to {max}, got {got}"),
        Limit { got, max } => write!(f, "must be a whole number from 1 to {max}, got {got}"),
        NotInThisBuild => f.write_str(NOT_IN_THIS_BUILD),
    }
}

impl std::error::Error for ConfigError {}
