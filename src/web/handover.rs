//! The hosted page's two builds, and the move from the first to the second.
//!
//! The page first loads the *quick* build (this package without its `full` feature):
//! the game, without the Games panel, the replay viewer and the AI's controls, so that
//! the first load is as small as it can be. The first message that needs one of those
//! (an [`Extra`]: Games, Hint, Autoplay, T or P, a `#replay=` link, `hint()` or
//! `autoplay()` of the JS API) loads the *full* build (the one of the same deploy: the
//! post-build hook names it in index.html), unmounts the quick game and lets the full
//! build take the page over: it mounts the same game, which the quick game hands over
//! as it leaves (its record, undo levels included, and its best score: storage may be
//! keeping nothing), and performs the message. Widgets load the full build directly.
//!
//! The hand-over happens here and in `handover.js`, which does the loading; elsewhere
//! the code only marks what the quick build leaves out (`cfg(feature = "full")`). It
//! must never hand over twice or leave the page without a game: if the full build
//! cannot load, the quick game says so and plays on.

use crate::app::extras::Extra;

/// What the quick game gives the full build as it leaves: its game (the record's
/// text), its best score, and its settings as extras' words. (The games it finished
/// go with them: see `finished`.)
pub type Leaving = [String; 3];

#[cfg(not(feature = "full"))]
pub use quick::{finished, forward, hand_over, keep, ready, start_in_full};

#[cfg(feature = "full")]
pub use full::{keep, ready};

#[cfg(not(feature = "full"))]
mod quick {
    use std::any::Any;
    use std::cell::RefCell;

    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use super::*;
    use crate::app::history::{Finished, History};

    #[wasm_bindgen(module = "/src/web/handover.js")]
    extern "C" {
        fn prepare(leave: &JsValue, failed: &JsValue);
        #[wasm_bindgen(js_name = handOver)]
        fn hand_over_js(extra: &str);
        #[wasm_bindgen(js_name = handOverQuietly)]
        fn hand_over_quietly();
        /// The JS API's `name` method, as the full build has it (a call loads it).
        pub fn forward(name: &str) -> js_sys::Function;
    }

    thread_local! {
        /// The quick game's mount, until the full build takes over.
        static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
        /// The games finished here, until the full build adds them to the history.
        static FINISHED: RefCell<Option<History>> = const { RefCell::new(None) };
    }

    /// A game finished. The quick build reads no history (its JSON reader is the full
    /// build's), so the full build adds it: the page is handed over now. If the full
    /// build cannot load, nothing is said (the player asked for nothing) and the game
    /// waits here for the next hand-over.
    pub fn finished(game: Finished) {
        FINISHED.with(|f| f.borrow_mut().get_or_insert_default().add(game));
        hand_over_quietly();
    }

    /// The finished games for the full build, as a history's JSON ('' for none).
    fn take_finished() -> JsValue {
        let history = FINISHED.with(|f| f.borrow_mut().take());
        JsValue::from_str(
            &history
                .map(|h| h.to_value().to_string())
                .unwrap_or_default(),
        )
    }

    /// The hosted game is mounting: at the hand-over, `leave` runs just before it is
    /// unmounted; it gives what the full build takes over with
    /// (see [`take_over`](super::full)); `failed` says why the full build could not load.
    pub fn ready(leave: impl Fn() -> Leaving + 'static, failed: impl Fn(String) + 'static) {
        let leave = Closure::<dyn Fn() -> js_sys::Array>::new(move || {
            let leaving = leave();
            // Dropping the mount unmounts the view and removes every listener under it.
            let mounted = MOUNTED.with(|m| m.borrow_mut().take());
            drop(mounted);
            let leaving = leaving.iter().map(|s| JsValue::from_str(s));
            leaving.chain([take_finished()]).collect()
        });
        let failed = Closure::<dyn Fn(String)>::new(failed);
        // Both live as long as the page.
        prepare(&leave.into_js_value(), &failed.into_js_value());
    }

    /// Keeps the quick game mounted until the full build takes over.
    pub fn keep<M: Mountable + 'static>(mounted: UnmountHandle<M>) {
        MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(mounted)));
    }

    /// Hands the page over to the full build before any game mounts here: the page
    /// opens a custom game (kept from a visit, or a link's), which only the full build
    /// can open, and nothing here may show another game or write over it. The page's
    /// shell stays until then. If the full build cannot load, `root` says so, with a
    /// button that tries again.
    pub fn start_in_full(root: web_sys::HtmlElement) {
        let leave = Closure::<dyn Fn() -> js_sys::Array>::new(|| {
            drop(MOUNTED.with(|m| m.borrow_mut().take()));
            // No game handed: the full build opens the kept one.
            ["", "0", "", ""]
                .into_iter()
                .map(JsValue::from_str)
                .collect()
        });
        let failed = Closure::<dyn Fn(String)>::new(move |why: String| {
            drop(MOUNTED.with(|m| m.borrow_mut().take()));
            root.set_inner_html("");
            keep(leave_a_note(root.clone(), why));
        });
        prepare(&leave.into_js_value(), &failed.into_js_value());
        hand_over_js("");
    }

    /// Why the game could not start, and a button to try again.
    fn leave_a_note(root: web_sys::HtmlElement, why: String) -> UnmountHandle<impl Mountable> {
        leptos::mount::mount_to(root, move || {
            view! {
                <div class="game2048">
                    <div class="game-header"><h1 class="title">"2048"</h1></div>
                    <div class="notice" role="alert">
                        <p>"Your game could not be opened (" {why} "). It is kept; try again when you are online."</p>
                        <button type="button" class="small" on:click=move |_| hand_over_js("")>
                            "Try again"
                        </button>
                    </div>
                </div>
            }
        })
    }

    /// Loads the full build and hands the page over to it, which then performs `extra`
    /// (with `None`, it only reads the address bar's link, as it does at any start).
    pub fn hand_over(extra: Option<Extra>) {
        hand_over_js(&extra.map(|e| e.to_string()).unwrap_or_default());
    }
}

#[cfg(feature = "full")]
mod full {
    use leptos::mount::UnmountHandle;
    use leptos::tachys::view::Mountable;
    use wasm_bindgen::prelude::*;

    use super::*;

    /// Nothing to prepare: the full build is the last one.
    pub fn ready(_leave: impl Fn() -> Leaving + 'static, _failed: impl Fn(String) + 'static) {}

    /// The full build's hosted game lives as long as the page.
    pub fn keep<M: Mountable + 'static>(mounted: UnmountHandle<M>) {
        mounted.forget();
    }

    /// Called by `handover.js` once the quick game is unmounted, with what it gave
    /// ([`Leaving`]): mounts the hosted game with the quick game's `game` (else the
    /// saved one) and `best`, and performs `extras`: the quick game's settings and what
    /// asked for the full build, as words separated by spaces (unknown words are
    /// ignored); then adds the games the quick game `finished` (a history's JSON) to the
    /// history kept.
    #[wasm_bindgen(js_name = takeOver)]
    pub fn take_over(game: String, best: String, extras: String, finished: String) {
        let then = extras
            .split_whitespace()
            .filter_map(|name| name.parse::<Extra>().ok())
            .map(Extra::msg)
            .collect();
        let handed = super::super::Handed {
            game,
            best: best.parse().unwrap_or(0),
            finished,
        };
        super::super::mount_hosted(then, Some(handed));
    }
}
