//! The game's own ways to play beyond custom-game.md's rules: built-in game objects
//! with power-ups or limits, offered in the variant picker beside the presets. Each is
//! a custom game (only game objects have power-ups and limits, and the readers of
//! custom games read it), keyed as any custom game is, by the hash of its text: the
//! text here is the one form the engine writes back, so its best scores are the same
//! game's however it was reached (the picker, the builder, a link).

use game2048_engine::named_enum;

use crate::variant::{VariantKind, fnv1a};

named_enum! {
    /// A built-in way to play.
    pub enum Mode as "mode" {
        /// Classic with play2048.co's power-ups: a swap, a removal and two undos to
        /// start; an undo at 128, a swap at 256, a removal at 512.
        PowerUps = "power-ups",
        /// Classic against a three-minute clock.
        Sprint = "sprint",
        /// Classic in 500 moves.
        FiveHundredMoves = "500-moves",
    }
}

impl Mode {
    /// Its game object, as the engine writes it.
    pub fn object(self) -> &'static str {
        match self {
            Mode::PowerUps => {
                r#"{"powerUps":{"swap":1,"remove":1,"undo":2,"earn":[{"tile":128,"undo":1},{"tile":256,"swap":1},{"tile":512,"remove":1}]}}"#
            }
            Mode::Sprint => r#"{"limits":{"seconds":180}}"#,
            Mode::FiveHundredMoves => r#"{"limits":{"moves":500}}"#,
        }
    }

    /// Its variant's kind (whose key keeps its best score).
    pub fn kind(self) -> VariantKind {
        VariantKind::Custom(fnv1a(self.object().as_bytes()))
    }

    /// The mode a variant is, if any.
    pub fn of_kind(kind: VariantKind) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.kind() == kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn each_mode_is_written_as_the_engine_writes_it_and_has_its_rules() {
        for mode in Mode::ALL {
            let variant = Variant::custom(mode.object()).expect("valid");
            assert_eq!(variant.rules.to_json(), mode.object(), "{mode}");
            assert_eq!(variant.kind, mode.kind());
            assert_eq!(Mode::of_kind(variant.kind), Some(mode));
            assert!(variant.rules.extensions().is_some());
        }
        let rules = Variant::custom(Mode::Sprint.object()).expect("valid").rules;
        assert_eq!(rules.limits().time_ms, Some(180_000));
        let rules = Variant::custom(Mode::PowerUps.object())
            .expect("valid")
            .rules;
        assert_eq!(rules.power_ups().map(|p| p.start.undo), Some(2));
        assert_eq!(Mode::of_kind(Variant::classic().kind), None);
    }
}
