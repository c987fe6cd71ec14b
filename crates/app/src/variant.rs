//! Which game is being played: a preset or a custom game object. Best scores are kept
//! per variant, under its key: a preset's id, or `custom-<hash of the game object>`.

use std::fmt;

use game2048_engine::{ConfigError, Preset, Rules, preset};

/// A variant's identity, without its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantKind {
    Preset(&'static Preset),
    /// A game object that is no preset, by a stable hash of its JSON.
    Custom(u64),
}

const CUSTOM_PREFIX: &str = "custom-";

impl VariantKind {
    /// The kind a storage key names (see [`fmt::Display`]), if any.
    pub fn from_key(key: &str) -> Option<VariantKind> {
        match key.strip_prefix(CUSTOM_PREFIX) {
            Some(hex) if hex.len() == 16 => {
                u64::from_str_radix(hex, 16).ok().map(VariantKind::Custom)
            }
            Some(_) => None,
            None => preset(key).map(VariantKind::Preset),
        }
    }

    pub fn is_custom(self) -> bool {
        matches!(self, VariantKind::Custom(_))
    }
}

/// The key: a preset's id, or `custom-` and 16 hex digits.
impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantKind::Preset(p) => f.write_str(p.id),
            VariantKind::Custom(hash) => write!(f, "{CUSTOM_PREFIX}{hash:016x}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub kind: VariantKind,
    pub rules: Rules,
}

impl Variant {
    pub fn classic() -> Variant {
        Variant::of_rules(Rules::classic())
    }

    /// The preset with this id, if there is one (`request` says why a name is none).
    pub fn named(id: &str) -> Option<Variant> {
        let p = preset(id)?;
        // (Presets are valid: `presets_are_valid_and_distinct` proves it.)
        let rules = p.rules().ok()?;
        Some(Variant {
            kind: VariantKind::Preset(p),
            rules,
        })
    }

    /// A custom game object, as JSON.
    pub fn custom(json: &str) -> Result<Variant, ConfigError> {
        Ok(Variant::of_rules(Rules::from_json(json)?))
    }

    /// The variant for rules from anywhere (a save, a link): the preset they are, if
    /// any, else a custom variant.
    pub fn of_rules(rules: Rules) -> Variant {
        let kind = match rules.preset() {
            Some(p) => VariantKind::Preset(p),
            None => VariantKind::Custom(fnv1a(rules.to_json().as_bytes())),
        };
        Variant { kind, rules }
    }

    pub fn key(&self) -> String {
        self.kind.to_string()
    }
}

/// FNV-1a, 64 bits: a stable hash (unlike std's) for storage keys.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::PRESETS;

    #[test]
    fn presets_are_recognised_from_their_rules() {
        for p in PRESETS {
            let rules = p.rules().expect("valid preset");
            let variant = Variant::of_rules(rules);
            assert_eq!(variant.kind, VariantKind::Preset(p));
            assert_eq!(variant.key(), p.id);
            assert_eq!(Variant::named(p.id), Some(variant));
        }
    }

    #[test]
    fn custom_keys_are_stable_distinct_and_read_back() {
        let a = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let b = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let c = Variant::custom(r#"{"gridOptions":{"minMergeLength":4}}"#).expect("valid");
        assert_eq!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
        assert!(a.kind.is_custom() && !Variant::classic().kind.is_custom());
        assert_eq!(a.key().len(), "custom-".len() + 16);
        // Best scores are kept under these keys: they never change between versions.
        let pinned = Variant::custom(r#"{"gridOptions":{"gridBooleanFnName":"test1_7x6"}}"#);
        assert_eq!(
            pinned.map(|v| v.key()),
            Ok("custom-e1760b99318cfadd".to_string())
        );
        assert_eq!(VariantKind::from_key(&a.key()), Some(a.kind));
        assert_eq!(
            VariantKind::from_key("5x5"),
            Some(Variant::named("5x5").expect("preset").kind)
        );
        for bad in [
            "",
            "nope",
            "custom-",
            "custom-12",
            "custom-zzzzzzzzzzzzzzzz",
        ] {
            assert_eq!(VariantKind::from_key(bad), None, "{bad}");
        }
        assert_eq!(Variant::named("nope"), None);
    }
}
