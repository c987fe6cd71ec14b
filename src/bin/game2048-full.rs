//! The full build (the default features): the game with the Games panel, the replay
//! viewer and the AI's controls. trunk builds it beside the quick build that the hosted
//! page loads first; `game2048-full.js` (written by the post-build hook) loads it for
//! widgets, and for the hosted page on first use of one of those (`web::handover`).
//! It starts nothing by itself: its exports (`mountWidget`, `takeOver`) do.

// Links the library, whose exports are the whole point of this binary.
use game2048 as _;

fn main() {}
