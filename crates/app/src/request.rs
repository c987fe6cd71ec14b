//! The one parser of "which game?": a preset id, a game object (JSON) and a seed, as a
//! link (`?preset=`, `#game=`, `?seed=`), a `newGame({ preset, game, seed })` call and a
//! widget's attributes all give them. Each source only finds the three texts; what they
//! mean, and every message about them, is decided here.

use std::fmt;

use game2048_engine::{ConfigError, PRESETS};

use super::variant::Variant;

/// A game asked for: a variant (`None`: the asker's default) and a seed (`None`: a
/// random one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRequest {
    pub variant: Option<Variant>,
    pub seed: Option<u64>,
}

impl GameRequest {
    /// Whether it asks for nothing in particular.
    pub fn is_empty(&self) -> bool {
        self.variant.is_none() && self.seed.is_none()
    }
}

/// Why a request cannot be met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestError {
    /// Both a preset and a game object.
    Both,
    /// A preset id that no preset has (the message names the known ones).
    UnknownPreset(String),
    InvalidGame(ConfigError),
    BadSeed(String),
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestError::Both => write!(f, "it names both a preset and a game; give one"),
            RequestError::UnknownPreset(id) => {
                write!(f, "unknown preset \"{id}\" (known: {})", known_presets())
            }
            RequestError::InvalidGame(e) => write!(f, "the game is not valid: {e}"),
            RequestError::BadSeed(text) => write!(
                f,
                "the seed \"{text}\" is not a whole number from 0 to {}",
                u64::MAX
            ),
        }
    }
}

impl std::error::Error for RequestError {}

/// The presets' ids, as a list in words: what a preset asked for may be.
pub fn known_presets() -> String {
    let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    ids.join(", ")
}

/// Reads a request from its three texts. Absent and blank texts ask for nothing.
pub fn parse_request(
    preset: Option<&str>,
    game: Option<&str>,
    seed: Option<&str>,
) -> Result<GameRequest, RequestError> {
    let variant = match (given(preset), given(game)) {
        (Some(_), Some(_)) => return Err(RequestError::Both),
        (Some(id), None) => {
            Some(Variant::named(id).ok_or_else(|| RequestError::UnknownPreset(id.to_string()))?)
        }
        (None, Some(json)) => Some(Variant::custom(json).map_err(RequestError::InvalidGame)?),
        (None, None) => None,
    };
    let seed = match given(seed) {
        None => None,
        Some(text) => Some(
            text.parse::<u64>()
                .map_err(|_| RequestError::BadSeed(text.to_string()))?,
        ),
    };
    Ok(GameRequest { variant, seed })
}

/// `text` trimmed, if there is any.
fn given(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_field_alone_and_together() {
        let r = parse_request(Some("5x5"), None, Some("12")).expect("valid");
        assert_eq!(r.variant.map(|v| v.key()), Some("5x5".to_string()));
        assert_eq!(r.seed, Some(12));
        let r = parse_request(
            None,
            Some(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#),
            None,
        )
        .expect("valid");
        assert!(r.variant.expect("a game").kind.is_custom());
        let r = parse_request(None, None, Some(" 18446744073709551615 ")).expect("valid");
        assert_eq!((r.variant.is_none(), r.seed), (true, Some(u64::MAX)));
        assert!(parse_request(None, None, None).expect("valid").is_empty());
        assert!(
            parse_request(Some(""), Some("  "), Some(""))
                .expect("valid")
                .is_empty()
        );
        assert!(
            !GameRequest {
                variant: None,
                seed: Some(0)
            }
            .is_empty()
        );
    }

    #[test]
    fn every_mistake_has_its_message() {
        let err = |p, g, s| parse_request(p, g, s).expect_err("invalid").to_string();
        assert_eq!(
            err(Some("classic"), Some("{}"), None),
            "it names both a preset and a game; give one"
        );
        assert!(
            err(Some("nope"), None, None).starts_with("unknown preset \"nope\" (known: classic, ")
        );
        assert_eq!(
            err(None, Some(r#"{"gridOptions":{"minMergeLength":1}}"#), None),
            "the game is not valid: gridOptions.minMergeLength: must be at least 2, got 1"
        );
        assert!(
            err(None, Some("{"), None)
                .starts_with("the game is not valid: game object: is not valid JSON")
        );
        for seed in ["-1", "1.5", "lots", "18446744073709551616"] {
            assert_eq!(
                err(None, None, Some(seed)),
                format!("the seed \"{seed}\" is not a whole number from 0 to 18446744073709551615")
            );
        }
    }
}
