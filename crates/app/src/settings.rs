//! The hosted page's settings: their names (the export file's), where the page keeps
//! each, and the values each takes; and [`Prefs`], the ones that shape how the game is
//! played (the on-screen pad, sound), which the model holds. The theme and the
//! animation are the page's alone (index.html's script, the stylesheet).
//! Widgets have attributes of the same names and values instead and never read these. index.html's footer and first-paint script use the same keys and values
//! (`tests/names.rs` holds them equal).

use game2048_engine::named_enum;

use super::copy::Lang;
use super::theme::{THEME_KEY, Theme};
pub use crate::motion::Motion;

named_enum! {
    /// A setting of the hosted page, by its name in the export file.
    pub enum Setting as "setting" {
        /// The colour theme ([`Theme`]'s names).
        Theme = "theme",
        /// Whether the player may undo: `on` (unset: on) or `off`.
        Undo = "undo",
        /// The page's language ([`Lang`]'s names); unset: the browser's.
        Language = "language",
        /// The on-screen direction pad: `on` or `off` (unset: off).
        Dpad = "dpad",
        /// Sound: `on` or `off` (unset: off).
        Sound = "sound",
        /// How fast tiles move ([`Motion`]'s names); unset: normal, or off where the
        /// system asks for reduced motion. As the theme, index.html's script keeps it
        /// on `<html data-motion>`, which the stylesheet follows.
        Animation = "animation",
    }
}

/// The settings that shape how the game is played, as the model holds them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    /// Four direction buttons under the board.
    pub dpad: bool,
    /// Short sounds for moves, merges, a win and a game over (`app::sound`).
    pub sound: bool,
}

impl Prefs {
    /// The prefs as kept (each value read by `get`): anything but `on` is off.
    pub fn read(get: impl Fn(Setting) -> Option<String>) -> Prefs {
        let on = |setting| get(setting).as_deref() == Some("on");
        Prefs {
            dpad: on(Setting::Dpad),
            sound: on(Setting::Sound),
        }
    }

    /// Each setting's value, as kept.
    pub fn values(self) -> [(Setting, &'static str); 2] {
        [
            (Setting::Dpad, on_off(self.dpad)),
            (Setting::Sound, on_off(self.sound)),
        ]
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// Where the hosted page keeps the language chosen.
pub const LANGUAGE_KEY: &str = "game2048:v1:lang";

/// Where the hosted page keeps whether undo is allowed.
pub const UNDO_KEY: &str = "game2048:v1:undo";

/// Where the hosted page keeps [`Prefs`].
pub const DPAD_KEY: &str = "game2048:v1:dpad";
pub const SOUND_KEY: &str = "game2048:v1:sound";
pub const ANIMATION_KEY: &str = "game2048:v1:animation";

impl Setting {
    /// The storage key the page keeps it under.
    pub fn key(self) -> &'static str {
        match self {
            Setting::Theme => THEME_KEY,
            Setting::Undo => UNDO_KEY,
            Setting::Language => LANGUAGE_KEY,
            Setting::Dpad => DPAD_KEY,
            Setting::Sound => SOUND_KEY,
            Setting::Animation => ANIMATION_KEY,
        }
    }

    /// Whether `value` is one of its values.
    pub fn accepts(self, value: &str) -> bool {
        match self {
            Setting::Theme => value.parse::<Theme>().is_ok(),
            Setting::Undo | Setting::Dpad | Setting::Sound => matches!(value, "on" | "off"),
            Setting::Animation => value.parse::<Motion>().is_ok(),
            Setting::Language => value.parse::<Lang>().is_ok(),
        }
    }
}

/// Whether undo is allowed, as the kept value of [`Setting::Undo`] says (anything but
/// `off`, nothing included, allows it).
pub fn undo_allowed(kept: Option<&str>) -> bool {
    kept != Some("off")
}

/// The kept value of [`Setting::Undo`] for `allowed`.
pub fn undo_value(allowed: bool) -> &'static str {
    on_off(allowed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_and_undo_is_on_unless_off() {
        assert!(Setting::Theme.accepts("dark") && !Setting::Theme.accepts("purple"));
        assert!(Setting::Undo.accepts("off") && !Setting::Undo.accepts("no"));
        assert!(undo_allowed(None) && undo_allowed(Some("on")) && undo_allowed(Some("x")));
        assert!(!undo_allowed(Some(undo_value(false))));
        assert_eq!("undo".parse::<Setting>(), Ok(Setting::Undo));
        assert!(Setting::Language.accepts("zh-Hans") && !Setting::Language.accepts("fr"));
        assert!(Setting::Animation.accepts("fast") && !Setting::Animation.accepts("slow"));
    }

    #[test]
    fn prefs_are_off_unless_kept_on() {
        assert_eq!(Prefs::read(|_| None), Prefs::default());
        let kept = Prefs {
            dpad: true,
            sound: true,
        };
        let values = kept.values();
        let get = |setting: Setting| {
            values
                .iter()
                .find(|(s, _)| *s == setting)
                .map(|(_, v)| v.to_string())
        };
        assert_eq!(Prefs::read(get), kept);
        assert_eq!(Prefs::read(|_| Some("yes".to_string())), Prefs::default());
    }
}
