//! The colour theme of the page and of a widget: its names (the page's picker and
//! stored setting, the widget's `theme` attribute, the export file) and where the page
//! keeps it. The stylesheet (`[data-theme]`, `:host([theme])`), index.html's picker and
//! first-paint script and the widget's element use the same names and key, which
//! `tests/names.rs` holds equal to these.

use game2048_engine::named_enum;

named_enum! {
    /// The system's colour scheme, or one chosen.
    pub enum Theme as "theme" {
        System = "system",
        Light = "light",
        Dark = "dark",
    }
}

/// Where the hosted page keeps the theme chosen (one for every game on the page).
pub const THEME_KEY: &str = "game2048:v1:theme";
