//! How fast the tiles move: the names of the page's *Animation* (index.html keeps it as
//! `<html data-motion>`) and of a widget's `animation`, which the stylesheet follows
//! (`style/game.css`; `tests/names.rs` holds them equal). Presentation only, as the
//! theme: the game's code never times anything by it.

use game2048_engine::named_enum;

named_enum! {
    /// How fast the tiles move: the page's *Animation*, a widget's `animation`.
    #[derive(Default)]
    pub enum Motion as "animation" {
        #[default]
        Normal = "normal",
        /// Half the time.
        Fast = "fast",
        /// No transitions at all: each move shows its board at once.
        Off = "off",
    }
}
