//! Which game is being played: a preset or a custom game object, with the key that
//! names it in storage (best scores are kept per variant).

use crate::engine::{ConfigError, PRESETS, Preset, Rules, preset};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// A preset's id, or `custom-<hash of the game object>`.
    pub key: String,
    pub name: String,
    pub rules: Rules,
}

impl Variant {
    pub fn classic() -> Variant {
        Variant {
            key: "classic".to_string(),
            name: "Classic".to_string(),
            rules: Rules::classic(),
        }
    }

    pub fn from_preset(p: &Preset) -> Result<Variant, ConfigError> {
        Ok(Variant {
            key: p.id.to_string(),
            name: p.name.to_string(),
            rules: p.rules()?,
        })
    }

    /// The preset with this id, or a message naming the known ones.
    pub fn named(id: &str) -> Result<Variant, String> {
        let p = preset(id).ok_or_else(|| {
            let known: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
            format!("unknown variant {id:?} (known: {})", known.join(", "))
        })?;
        Variant::from_preset(p).map_err(|e| e.to_string())
    }

    /// A custom game object, as JSON.
    pub fn custom(json: &str) -> Result<Variant, ConfigError> {
        let rules = Rules::from_json(json)?;
        Ok(Variant::of_rules(rules))
    }

    /// The variant for rules that came from elsewhere (a save): the preset they are, if
    /// any, else a custom variant.
    pub fn of_rules(rules: Rules) -> Variant {
        for p in PRESETS {
            if let Ok(preset_rules) = p.rules()
                && preset_rules == rules
            {
                return Variant {
                    key: p.id.to_string(),
                    name: p.name.to_string(),
                    rules,
                };
            }
        }
        Variant {
            key: format!("custom-{:016x}", fnv1a(rules.to_json().as_bytes())),
            name: "Custom game".to_string(),
            rules,
        }
    }
}

/// FNV-1a, 64 bits: a stable hash (unlike std's) for storage keys.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_recognised_from_their_rules() {
        for p in PRESETS {
            let rules = p.rules().expect("valid preset");
            assert_eq!(Variant::of_rules(rules).key, p.id);
        }
    }

    #[test]
    fn custom_keys_are_stable_and_distinct() {
        let a = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let b = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let c = Variant::custom(r#"{"gridOptions":{"minMergeLength":4}}"#).expect("valid");
        assert_eq!(a.key, b.key);
        assert_ne!(a.key, c.key);
        assert!(a.key.starts_with("custom-"));
        assert!(Variant::named("nope").unwrap_err().contains("classic"));
    }
}
