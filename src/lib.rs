//! game2048: 2048 with a configurable rules engine, in Rust and WebAssembly.
//!
//! - [`engine`]: the game itself, pure Rust: rules, `step`, saves;
//! - [`app`]: the application around it (model, input, links, storage policy,
//!   colours), pure Rust too;
//! - `web` (wasm32 only): the leptos UI and everything that touches the browser.

pub mod app;
pub mod engine;
#[cfg(target_arch = "wasm32")]
pub mod web;
