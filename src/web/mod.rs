//! Everything that touches the browser, and nothing else: the runtime that runs the
//! model ([`runtime`]: the one door for messages, and the one place effects are
//! carried out), the leptos components ([`view`]), listeners, timers and events
//! ([`dom`]), keys and swipes ([`input`]), which language a game speaks
//! ([`language`]), storage ([`storage`]), the address bar
//! ([`location`]), the JS API ([`api`]), the AI's web worker ([`ai`]), the commands
//! beyond the model and storage ([`extras`]), shared links, exports and imports
//! ([`exchange`]), the hosted page ([`page`]) and the `<game-2048>` widgets
//! ([`embed`], [`widget`]), what loads on first use ([`chunks`]), a picture of a game ([`card`])
//! and the crash screen ([`panic`]).
//! Game rules and decisions live in the `engine` and `app` crates.

pub mod ai;
pub mod api;
pub mod card;
pub mod chunks;
pub mod dom;
pub mod embed;
pub mod exchange;
pub mod extras;
pub mod input;
pub mod language;
pub mod location;
pub mod pads;
pub mod page;
pub mod panic;
pub mod runtime;
pub mod sound;
pub mod storage;
pub mod view;
pub mod widget;

/// The game as the runtime runs it, in every mount (the hosted page's, each widget's):
/// the parts' state machines as their chunks bring them, and every command.
pub static PROGRAM: runtime::Program = runtime::Program {
    update: |model, msg| model.update_with(msg, &chunks::updates()),
    carry_out: extras::carry_out,
    later: chunks::later,
};
