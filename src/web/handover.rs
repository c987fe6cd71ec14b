//! The one seam between the hosted page's two builds, and the move from the first to
//! the second.
//!
//! A page in English first loads the *quick* build (this package without its `full`
//! feature): the game, without the Games panel, the replay viewer and the AI's controls, so that
//! the first load is as small as it can be. The first message that needs one of those
//! (an [`Extra`]: Games, Hint, Autoplay, T or P, a `#replay=` link, `hint()` or
//! `autoplay()` of the JS API), a custom game, or a finished game (the history is
//! JSON, which the quick build cannot read) loads the *full* build (the one of the same
//! deploy: the post-build hook names it in index.html), unmounts the quick game and
//! lets the full build take the page over: it mounts the same game from the quick
//! game's [`Handover`] (its record, undo levels included, its best score: storage may
//! be keeping nothing; its settings, what was asked, the games it finished) and
//! performs what was asked. Widgets load the full build directly, and so does a page in
//! another language (Trunk.toml's script: the quick build speaks English alone), which
//! starts the quick build only if the full one cannot load.
//!
//! Everything the two builds do differently is here, behind one interface that both
//! `quick` and `full` provide: [`BUILD`], what the runtime leaves to its build (the
//! model's update, the messages the quick build hands over, the commands only the full
//! build carries out), the JS API's AI methods, and the hand-over itself. The rest of
//! the code is the same in both; what only the full build reaches is left out of the
//! quick one by the linker. The hand-over must never happen twice or leave the page
//! without a game: if the full build cannot load, the quick game says so and plays on.

use crate::app::copy::Text;
use crate::app::extras::Handover;
use crate::web::runtime::Build;

#[cfg(feature = "full")]
pub use full::*;
#[cfg(not(feature = "full"))]
pub use quick::*;

#[cfg(not(feature = "full"))]
mod quick {
    use std::any::Any;
    use std::cell::RefCell;

    use js_sys::{Object, Reflect};
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use super::*;
    use crate::app::copy::Label;
    use crate::app::extras::Extra;
    use crate::app::history::Finished;
    use crate::app::model::Msg;
    use crate::app::model::parts::Updates;
    use crate::web::runtime::{Command, Ctx};

    /// The quick build: its model has no replay viewer and applies no AI answer, and
    /// what needs them hands the page over.
    pub static BUILD: Build = Build {
        update: |model, msg| model.update_with::<false>(msg, &Updates::NONE),
        intercepts,
        carry_out,
        new_game_elsewhere,
        later: || &[],
    };

    #[wasm_bindgen(module = "/src/web/handover.js")]
    extern "C" {
        fn prepare(leave: &JsValue, failed: &JsValue);
        #[wasm_bindgen(js_name = handOver)]
        fn hand_over_js();
        #[wasm_bindgen(js_name = handOverQuietly)]
        fn hand_over_quietly();
        /// The JS API's `name` method, as the full build has it (a call loads it).
        fn forward(name: &str) -> js_sys::Function;
    }

    thread_local! {
        /// The quick game's mount, until the full build takes over.
        static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
        /// What was asked of the full build, in order, until it takes over.
        static ASKED: RefCell<Vec<Extra>> = const { RefCell::new(Vec::new()) };
        /// The games finished here, oldest first, until the full build adds them to the
        /// history.
        static FINISHED: RefCell<Vec<Finished>> = const { RefCell::new(Vec::new()) };
    }

    /// A message that needs the full build hands the page over to it, which performs
    /// it (a replay link's record stays in the address bar, where it reads it).
    fn intercepts(msg: &Msg) -> bool {
        match Extra::needed_by(msg) {
            Some(extra) => hand_over(Some(extra)),
            None if matches!(msg, Msg::Watch(_)) => hand_over(None),
            None => return false,
        }
        true
    }

    fn carry_out(_ctx: Ctx, command: Command) {
        match command {
            // The quick build reads no history (its JSON reader is the full build's), so
            // the full build adds the game: the page is handed over now. If the full
            // build cannot load, nothing is said (the player asked for nothing) and the
            // game waits here for the next hand-over.
            Command::Finished(game) => {
                FINISHED.with(|f| f.borrow_mut().push(game));
                hand_over_quietly();
            }
            // (The extras' messages that ask for these are handed over first.)
            Command::AskAi(_)
            | Command::Analyse(_)
            | Command::Review(_)
            | Command::ReadHistory
            | Command::SaveVariants
            | Command::KeepReview(_)
            | Command::Export
            | Command::Import(_)
            | Command::OpenLink
            | Command::LoadPart(_) => hand_over(None),
        }
    }

    /// `hint` and `autoplay` load the full build on the first call, which then returns
    /// a promise of what the full build's method returns.
    pub fn add_ai_methods(api: &Object, _ctx: Ctx) {
        for name in ["hint", "autoplay"] {
            let _ = Reflect::set(api, &name.into(), &forward(name));
        }
    }

    /// `newGame({ game })`: a custom game is the full build's to start.
    fn new_game_elsewhere(_ctx: Ctx, options: &JsValue) -> Option<Result<JsValue, JsValue>> {
        crate::web::api::asks_for_a_custom_game(options)
            .then(|| forward("newGame").call1(&JsValue::NULL, options))
    }

    /// The hosted game is mounting: at the hand-over it gives what the full build
    /// takes over with; if the full build cannot load, the game says why and plays on.
    pub fn ready(ctx: Ctx) {
        let leave = Closure::<dyn Fn() -> String>::new(move || {
            let asked = ASKED.with(|a| a.borrow_mut().split_off(0));
            let finished = FINISHED.with(|f| f.borrow_mut().split_off(0));
            let handed = ctx
                .model
                .try_with_untracked(|m| Handover::of(m, &asked, finished))
                .unwrap_or_default();
            unmount();
            handed.encode()
        });
        let failed = Closure::<dyn Fn(String)>::new(move |why: String| {
            // What was asked is not done later, unasked; finished games wait.
            ASKED.with(|a| a.borrow_mut().clear());
            ctx.dispatch(Msg::Notice(Text::PartNotLoaded { why }))
        });
        // Both live as long as the page.
        prepare(&leave.into_js_value(), &failed.into_js_value());
    }

    /// Unmounts the quick game (or its note): dropping the mount removes the view and
    /// every listener under it.
    fn unmount() {
        drop(MOUNTED.with(|m| m.borrow_mut().take()));
    }

    /// Keeps the quick game mounted until the full build takes over.
    pub fn keep<M: Mountable + 'static>(mounted: UnmountHandle<M>) {
        MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(mounted)));
    }

    /// Whether the page opens a game that only the full build can (the custom game
    /// kept from a visit, or a custom game's link), or is in a `foreign` language (one
    /// whose words only the full build loads): then the page is handed over before any
    /// game mounts here, since nothing here may show another game or write over it, nor
    /// flash English. The page's shell stays until then. If the full build (or the
    /// language's words) cannot load, a custom game's `root` says so, with a button that
    /// tries again; a page that was only in another language gets its game here after
    /// all, in English, saying why (its next extra tries again).
    pub fn starts_in_full(root: &web_sys::HtmlElement, custom: bool, foreign: bool) -> bool {
        if !custom && !foreign {
            return false;
        }
        let leave = Closure::<dyn Fn() -> String>::new(|| {
            unmount();
            // No game handed: the full build opens the kept one.
            Handover::default().encode()
        });
        let root = root.clone();
        let failed = Closure::<dyn Fn(String)>::new(move |why: String| {
            unmount();
            if custom {
                root.set_inner_html("");
                keep(leave_a_note(root.clone(), why));
            } else {
                mount_in_english(root.clone(), why);
            }
        });
        prepare(&leave.into_js_value(), &failed.into_js_value());
        hand_over_js();
        true
    }

    /// The game of a page in another language when its words (or the full build) could
    /// not load (`why`): it plays here in English and says why, and the page's own text
    /// shows, in English too. Its next extra tries the language again.
    fn mount_in_english(root: web_sys::HtmlElement, why: String) {
        if let Some(html) = crate::web::dom::html() {
            let _ = html.remove_attribute("data-translating");
        }
        crate::web::mount_game(root, Handover::default(), Some(Text::PartNotLoaded { why }));
    }

    /// Why the game could not start, and a button to try again.
    fn leave_a_note(root: web_sys::HtmlElement, why: String) -> UnmountHandle<impl Mountable> {
        leptos::mount::mount_to(root, move || {
            view! {
                <div class="game2048">
                    <div class="game-header"><h1 class="title">{Label::Title.say()}</h1></div>
                    <div class="notice" role="alert">
                        <p>{Text::GameNotOpened { why }.to_string()}</p>
                        <button type="button" class="small" on:click=move |_| hand_over_js()>
                            {Label::TryAgain.say()}
                        </button>
                    </div>
                </div>
            }
        })
    }

    /// Loads the full build and hands the page over to it, which then performs
    /// `extra` (with `None`, it only reads the address bar's link, as it does at any
    /// start).
    fn hand_over(extra: Option<Extra>) {
        if let Some(extra) = extra {
            ASKED.with(|a| a.borrow_mut().push(extra));
        }
        hand_over_js();
    }
}

#[cfg(feature = "full")]
mod full {
    use leptos::mount::UnmountHandle;
    use leptos::tachys::view::Mountable;
    use wasm_bindgen::prelude::*;

    use super::*;
    use crate::app::copy::Line;
    use crate::web::runtime::Ctx;

    /// The full build performs every message, carries out every command and starts
    /// every game itself.
    pub static BUILD: Build = Build {
        update: |model, msg| model.update_with::<true>(msg, crate::web::chunks::updates()),
        intercepts: |_| false,
        carry_out: crate::web::extras::carry_out,
        new_game_elsewhere: readers_first,
        later: crate::web::chunks::later,
    };

    /// `newGame({ game })` before the readers of custom games are here: a promise of
    /// the state, once they have come and the game has started (rejected, in the
    /// game's language, if they cannot load; the next call tries again).
    fn readers_first(ctx: Ctx, options: &JsValue) -> Option<Result<JsValue, JsValue>> {
        if crate::engine::custom::installed() || !crate::web::api::asks_for_a_custom_game(options) {
            return None;
        }
        let options = options.clone();
        let started = async move {
            match crate::web::chunks::custom_games().await {
                Ok(()) => crate::web::api::new_game(ctx, options),
                Err(not_loaded) => {
                    Err(js_sys::Error::new(&Text::from(not_loaded).to_string()).into())
                }
            }
        };
        Some(Ok(wasm_bindgen_futures::future_to_promise(started).into()))
    }

    pub use crate::web::api::add_ai_methods;

    /// Nothing to prepare: the full build is the last one.
    pub fn ready(_ctx: Ctx) {}

    /// The full build's hosted game lives as long as the page.
    pub fn keep<M: Mountable + 'static>(mounted: UnmountHandle<M>) {
        mounted.forget();
    }

    /// The full build opens every game.
    pub fn starts_in_full(_root: &web_sys::HtmlElement, _custom: bool, _foreign: bool) -> bool {
        false
    }

    /// Called by `handover.js` before the quick game is unmounted (and by a page in
    /// another language before it starts here): loads the words of the page's
    /// language (at once for English), so that the game the full build mounts speaks
    /// it from its first paint, and the readers of custom games if the page opens a
    /// custom game (the one kept, or a link's), so that it opens as it mounts.
    /// Rejected if either cannot load: the quick game then says so and plays on (or,
    /// for a custom game, says it is kept and offers to try again).
    #[wasm_bindgen(js_name = preparePage)]
    pub async fn prepare_page() -> Result<(), JsValue> {
        crate::web::chunks::learn(crate::web::language::page())
            .await
            .map_err(|_| Line::LanguageNotLoaded.to_string())?;
        if crate::web::opens_a_custom_game() {
            crate::web::chunks::custom_games()
                .await
                .map_err(|_| Line::ChunkNotLoaded.to_string())?;
        }
        Ok(())
    }

    /// Called by `handover.js` once the quick game is unmounted, with what it handed
    /// over ([`Handover::encode`]'s text): mounts the hosted game from it. A hand-over
    /// that cannot be read (never, from the same deploy) mounts the kept game instead,
    /// and says so. Called with nothing (`""`) by a page in another language, which
    /// starts here and not in the quick build (index.html, through Trunk.toml's
    /// script): it mounts the kept game.
    #[wasm_bindgen(js_name = takeOver)]
    pub fn take_over(handed: String) {
        crate::app::copy::speak_every_language();
        if handed.is_empty() {
            return crate::web::mount_hosted(Handover::default(), None);
        }
        match Handover::decode(&handed) {
            Ok(handed) => crate::web::mount_hosted(handed, None),
            Err(why) => {
                crate::web::mount_hosted(Handover::default(), Some(Text::NotCarriedOver { why }))
            }
        }
    }
}
