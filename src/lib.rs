//! game2048: 2048 with a configurable rules engine.
//!
//! [`engine`] is the game itself, pure Rust with no web types.

pub mod engine;
