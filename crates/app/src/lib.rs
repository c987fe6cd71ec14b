//! The application around the engine, without the browser: what a game page does with
//! keys, swipes, links, storage and colours, as pure Rust tested natively.
//!
//! - [`model`]: the Elm-style model, its messages and `update`, one module per state
//!   machine ([`ai`]: hints and autoplay);
//! - [`copy`]: every sentence a player or a host page sees, keyed;
//! - [`input`]: keys and swipes to messages; [`pads`]: gamepads' buttons and sticks to
//!   inputs; [`sound`]: what a step sounds like, as notes; [`request`]: "which game?" from any source;
//!   [`links`]: links to games; [`challenge`]: a friend's game to beat; [`api`]: the JS
//!   API's data;
//! - [`persist`]: what is stored and how damage is survived; [`history`]: finished
//!   games, statistics, export and import; [`variant`]: which game; [`modes`]: the
//!   built-in games with power-ups or limits;
//! - [`clock`]: a timed game's clock; [`replay`]: watching a game again; [`scene`]: what the board shows; [`colors`]: tile colours and font sizes;
//! - [`frame`]: the iframe's postMessage protocol;
//! - [`theme`]: the colour theme's names; [`settings`]: the hosted page's settings and
//!   the prefs that shape play (pad, sound, animation);
//!   [`widget`]: what a `<game-2048>` element's
//!   attributes ask for.
//!
//! This crate must not use leptos, web-sys or wasm-bindgen (its Cargo.toml has none of
//! them): the root package's `web` module is the only code that touches the DOM.

pub mod api;
pub mod card;
pub mod challenge;
pub mod choices;
pub mod clock;
pub mod colors;
pub mod copy;
pub mod daily;
pub mod frame;
pub mod help;
pub mod history;
pub mod input;
pub mod links;
pub mod model;
pub mod modes;
pub mod motion;
pub mod pads;
pub mod persist;
pub mod replay;
pub mod request;
pub mod review;
pub mod saved;
pub mod scene;
pub mod settings;
pub mod sound;
pub mod theme;
pub mod variant;
pub mod widget;

/// The AI's part of the model, where its types live.
pub use model::ai;
/// The analysis panel's part of the model, where its figures live.
pub use model::parts::analysis;
