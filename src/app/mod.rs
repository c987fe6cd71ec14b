//! The application around the engine, without the browser: what a game page does with
//! keys, swipes, links, storage and colours, as pure Rust tested natively.
//!
//! - [`model`]: the Elm-style model, its messages and `update`; [`api`]: the JS API data;
//! - [`input`]: keys and swipes to commands; [`links`]: links to games;
//! - [`persist`]: what is stored and how damage is survived; [`variant`]: which game;
//! - [`scene`]: the tiles the board shows; [`colors`]: tile colours and font sizes.
//!
//! This module must not use leptos, web-sys or wasm-bindgen: the web layer
//! (`crate::web`) is the only code that touches the DOM.

pub mod api;
pub mod colors;
pub mod input;
pub mod links;
pub mod model;
pub mod persist;
pub mod scene;
pub mod variant;
