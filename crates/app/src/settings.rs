//! The hosted page's settings: their names (the export file's), where the page keeps
//! each, and the values each takes. Widgets have attributes instead and never read
//! these. index.html's footer and first-paint script use the same keys and values
//! (`tests/names.rs` holds them equal).

use game2048_engine::named_enum;

use super::copy::Lang;
use super::theme::{THEME_KEY, Theme};

named_enum! {
    /// A setting of the hosted page, by its name in the export file.
    pub enum Setting as "setting" {
        /// The colour theme ([`Theme`]'s names).
        Theme = "theme",
        /// Whether the player may undo: `on` (unset: on) or `off`.
        Undo = "undo",
        /// The page's language ([`Lang`]'s names); unset: the browser's.
        Language = "language",
    }
}

/// Where the hosted page keeps the language chosen.
pub const LANGUAGE_KEY: &str = "game2048:v1:lang";

/// Where the hosted page keeps whether undo is allowed.
pub const UNDO_KEY: &str = "game2048:v1:undo";

impl Setting {
    /// The storage key the page keeps it under.
    pub fn key(self) -> &'static str {
        match self {
            Setting::Theme => THEME_KEY,
            Setting::Undo => UNDO_KEY,
            Setting::Language => LANGUAGE_KEY,
        }
    }

    /// Whether `value` is one of its values.
    pub fn accepts(self, value: &str) -> bool {
        match self {
            Setting::Theme => value.parse::<Theme>().is_ok(),
            Setting::Undo => matches!(value, "on" | "off"),
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
    if allowed { "on" } else { "off" }
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
    }
}
