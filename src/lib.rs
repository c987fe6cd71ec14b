//! game2048: 2048 with a configurable rules engine, in Rust and WebAssembly. This
//! package is the browser app that trunk builds; the game and the application logic
//! are crates of their own, pure Rust and tested natively:
//!
//! - [`engine`] (`crates/engine`): the game itself: rules, `step`, saves;
//! - [`app`] (`crates/app`): the application around it (model, input, links, storage
//!   policy, scene, colours);
//! - `web` (wasm32 only): the leptos UI and everything that touches the browser.

pub use game2048_app as app;
pub use game2048_engine as engine;
#[cfg(target_arch = "wasm32")]
pub mod web;

#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
