//! The parts' views: each loads with its part's chunk, the first time the part is used
//! (`app::model::parts`, whose state machines have the same names; `web::chunks`).
//! The main module never names them: `view::Later` shows one once its part is here,
//! through the split functions of src/bin/game2048-full.rs.
//!
//! Each file is one part's panel: the Games panel, the game builder and its saved
//! variants, the position editor, the replay bar and its review, the analysis, the
//! AI's settings (which come with its first use), a game's power-ups and limits
//! (with the readers of custom games, shown by `view::Later`), and sharing a game (a challenge's bar, the
//! buttons that challenge a friend and share a picture as a game ends);
//! `picker` is what two of them share.

pub mod ai_settings;
pub mod analysis;
pub mod builder;
pub mod dpad;
pub mod extras;
pub mod games;
mod picker;
pub mod replay;
pub mod review;
pub mod setup;
pub mod sharing;
pub mod variants;
