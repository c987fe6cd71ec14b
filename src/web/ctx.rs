//! One game on a page: its model signal, its storage and its keys, and [`Ctx::dispatch`],
//! the single door every input goes through (keys, swipes, buttons, the JS API).
//!
//! `dispatch` runs `Model::update` and then carries out the effects it asks for:
//! notifying the view (only when something on screen changed), writing the game and
//! best score, reading a best score, forgetting a link. A widget's context also fires
//! the widget's DOM events (`game2048-move`, `-won`, `-over`, `-newgame`) on its
//! element. Components find the context with [`Ctx::get`] (leptos context), never as a
//! prop.

use leptos::prelude::*;

use super::storage::BrowserStore;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[cfg(feature = "full")]
use super::ai::Answer;
#[cfg(feature = "full")]
use crate::app::ai::{Ask, Purpose};
use crate::app::api::event_detail;
use crate::app::extras::Extra;
use crate::app::history::Finished;
use crate::app::links::Link;
use crate::app::model::{Effects, Model, Msg, Restored};
#[cfg(feature = "full")]
use crate::app::persist::add_finished;
use crate::app::persist::{
    Keys, Store, read_best, read_game, read_history, restore, write_best, write_game,
};
use crate::app::variant::Variant;
use crate::engine::json::Value;
use crate::engine::{Outcome, Status};

#[derive(Clone, Copy)]
pub struct Ctx {
    /// Read it through memos of what each component shows; write it only through
    /// [`Ctx::dispatch`].
    pub model: RwSignal<Model>,
    store: StoredValue<BrowserStore, LocalStorage>,
    keys: StoredValue<Keys>,
    /// Where the game's DOM events go (a widget's element), if anywhere.
    events: StoredValue<Option<web_sys::EventTarget>, LocalStorage>,
    /// `hint()` calls of the JS API waiting for the AI's answer.
    #[cfg(feature = "full")]
    hint_waiters: StoredValue<Vec<js_sys::Function>, LocalStorage>,
    /// Changes when the kept games do (the Games panel reads them again).
    pub history_changed: RwSignal<u64>,
}

impl Ctx {
    /// The hosted page's game, kept under `storage_key`: the game `handed` over by the
    /// quick build (its record's text), else the saved game, else a new one (the
    /// link's, if any); reports anything the player should know.
    pub fn hosted(
        storage_key: &str,
        link: Result<Option<Link>, String>,
        handed: Option<&str>,
    ) -> Ctx {
        let keys = Keys::new(storage_key);
        let mut store = BrowserStore::open();
        // The handed game is the one on screen, even where storage could not keep it.
        let (restored, restore_notice) = match handed.map(restore) {
            Some(Ok(restored)) => (Some(restored), None),
            _ => read_game(&store, &keys),
        };
        // A bad link is said once, then forgotten: a reload does not say it again.
        let bad_link = link.is_err();
        let (link, link_notice) = match link {
            Ok(link) => (link, None),
            Err(why) if why.contains("replay") => (None, Some(why)),
            Err(why) => (None, Some(format!("{why} Playing classic instead."))),
        };
        // A replay, and a custom game in the quick build, open once the game is on.
        let (request, later) = match link {
            Some(Link::Game(request)) => (Some(request), None),
            Some(later) => (None, Some(later)),
            None => (None, None),
        };
        let (model, effects) = Model::init(restored, request, Variant::classic(), random_seed());
        let notices = [
            store.take_warning().map(str::to_string),
            restore_notice,
            link_notice,
        ];
        let ctx = Ctx::assemble(model, effects, store, keys, notices, None);
        if let Some(link) = later {
            ctx.open_link(Ok(Some(link)));
        } else if bad_link {
            super::location::forget_link();
        }
        ctx
    }

    /// Opens a link that arrives while the page is open: a player pastes a `#replay=`
    /// or `#game=` link into this tab's address bar, and only the hash changes, so
    /// nothing reloads. The listener goes when the current reactive owner does.
    pub fn follow_links(self) {
        let listener = window_event_listener(leptos::ev::hashchange, move |_| {
            self.open_link(super::location::read_link());
        });
        on_cleanup(move || listener.remove());
    }

    /// Does what `link` asks (a replay leaves the game in progress alone; a new game
    /// asks first when one is in progress), and takes it out of the address bar.
    fn open_link(self, link: Result<Option<Link>, String>) {
        let msg = match link {
            Ok(None) => return,
            // (The model says when a game link is answered and may go.)
            Ok(Some(Link::Game(request))) => {
                return self.dispatch(Msg::OpenLink {
                    request,
                    seed: random_seed(),
                });
            }
            // The quick build has no replay viewer and opens no custom game: the link
            // stays in the address bar for the full build to open as it takes over.
            #[cfg(not(feature = "full"))]
            Ok(Some(Link::Replay(_) | Link::NotInThisBuild)) => {
                return super::handover::hand_over(None);
            }
            #[cfg(feature = "full")]
            Ok(Some(Link::Replay(record))) => Msg::Watch(record),
            // (Never here: the full build opens every custom game.)
            #[cfg(feature = "full")]
            Ok(Some(Link::NotInThisBuild)) => Msg::Notice("This link could not be opened.".into()),
            Err(why) => Msg::Notice(why),
        };
        self.dispatch(msg);
        super::location::forget_link();
    }

    /// A widget's game, kept under `storage_key`: its saved game if that is the same
    /// variant and no seed asks for a particular game, else a new one. Its DOM events
    /// go to `events`.
    pub fn widget(
        storage_key: &str,
        variant: Variant,
        seed: Option<u64>,
        events: web_sys::EventTarget,
    ) -> Ctx {
        let keys = Keys::new(storage_key);
        let mut store = BrowserStore::open();
        let (restored, restore_notice) = read_game(&store, &keys);
        let restored =
            restored.filter(|r: &Restored| seed.is_none() && r.variant.kind == variant.kind);
        let (model, effects) =
            Model::init(restored, None, variant, seed.unwrap_or_else(random_seed));
        let notices = [
            store.take_warning().map(str::to_string),
            restore_notice,
            None,
        ];
        Ctx::assemble(model, effects, store, keys, notices, Some(events))
    }

    fn assemble(
        model: Model,
        effects: Effects,
        store: BrowserStore,
        keys: Keys,
        notices: [Option<String>; 3],
        events: Option<web_sys::EventTarget>,
    ) -> Ctx {
        let ctx = Ctx {
            model: RwSignal::new(model),
            store: StoredValue::new_local(store),
            keys: StoredValue::new(keys),
            events: StoredValue::new_local(events),
            #[cfg(feature = "full")]
            hint_waiters: StoredValue::new_local(Vec::new()),
            history_changed: RwSignal::new(0),
        };
        let notices: Vec<String> = notices.into_iter().flatten().collect();
        if !notices.is_empty() {
            ctx.model.update(|m| m.notice = Some(notices.join(" ")));
        }
        ctx.perform(effects);
        provide_context(ctx);
        ctx
    }

    /// The game of the component being built.
    pub fn get() -> Ctx {
        expect_context::<Ctx>()
    }

    /// Applies `msg` and carries out what it calls for. (After the game is gone, a late
    /// timer or answer does nothing.) In the quick build, a message for one of the
    /// extras hands the page over to the full build, which performs it.
    pub fn dispatch(self, msg: Msg) {
        #[cfg(not(feature = "full"))]
        if let Some(extra) = Extra::needed_by(&msg) {
            return super::handover::hand_over(Some(extra));
        }
        let Some(before) = self.model.try_with_untracked(|m| (m.turn, m.game.status())) else {
            return;
        };
        let effects = self
            .model
            .try_maybe_update(|m| {
                let effects = m.update(msg);
                (effects.changed, effects)
            })
            .unwrap_or_default();
        self.perform(effects);
        self.fire_events(before);
    }

    /// Tells the widget's element what the last dispatch changed.
    fn fire_events(self, (turn, status): (u64, Status)) {
        let Some(target) = self.events.with_value(Clone::clone) else {
            return;
        };
        let (now_turn, now_status, outcome, detail) = self
            .model
            .with_untracked(|m| (m.turn, m.game.status(), m.events.outcome, event_detail(m)));
        if now_turn == turn {
            return;
        }
        let name = match outcome {
            Outcome::Started => "game2048-newgame",
            _ => "game2048-move",
        };
        fire(&target, name, &detail);
        if now_status != status {
            match now_status {
                Status::Won => fire(&target, "game2048-won", &detail),
                Status::Over => fire(&target, "game2048-over", &detail),
                _ => {}
            }
        }
    }

    /// Readies the hosted game for the hand-over to the full build (`handover`): as it
    /// leaves it gives its game, its best score and its AI settings to the full build,
    /// which restores them from that (not from storage, which may keep nothing); if
    /// the full build cannot load, it says so and plays on.
    pub fn ready_to_hand_over(self) {
        let leave = move || {
            self.model
                .try_with_untracked(|m| {
                    let settings = Extra::settings(m).map(|e| e.to_string()).join(" ");
                    [m.record.encode(&m.game), m.best.to_string(), settings]
                })
                .unwrap_or_default()
        };
        let failed = move |why: String| {
            self.dispatch(Msg::Notice(format!(
                "That part of the game could not load ({why}). The game plays on; try again later."
            )))
        };
        super::handover::ready(leave, failed);
    }

    /// A new game's seed.
    pub fn seed() -> u64 {
        random_seed()
    }

    fn perform(self, effects: Effects) {
        let keys = self.keys.get_value();
        let mut notices = Vec::new();
        if effects.load_best {
            let variant = self.model.with_untracked(|m| m.variant.kind);
            let (best, notice) = self.store.with_value(|s| read_best(s, &keys, variant));
            notices.extend(notice);
            self.dispatch(Msg::BestKnown { variant, best });
        }
        if effects.save_game || effects.save_best {
            self.model.with_untracked(|m| {
                self.store.update_value(|store| {
                    if effects.save_game {
                        let _ = write_game(store, &keys, &m.record, &m.game);
                    }
                    if effects.save_best {
                        let _ = write_best(store, &keys, m.variant.kind, m.best);
                    }
                });
            });
        }
        if effects.forget_link {
            super::location::forget_link();
        }
        // (Only the full build asks the AI: the quick one hands every such message over.)
        #[cfg(feature = "full")]
        if let Some(ask) = effects.ask_ai {
            self.ask_ai(ask);
        }
        if let Some(ms) = effects.replay_tick {
            self.after(ms, Msg::ReplayTick);
        }
        let now = js_sys::Date::now() as u64;
        if effects.keep_finished {
            let finished = self
                .model
                .try_update_untracked(|m| m.just_finished.take())
                .flatten();
            if let Some(mut game) = finished {
                let started = self
                    .store
                    .with_value(|s| s.get(&keys.started()).ok().flatten())
                    .and_then(|t| t.parse::<u64>().ok())
                    .unwrap_or(now);
                game.duration_ms = now.saturating_sub(started);
                game.finished_at = now;
                self.keep_finished(game);
            }
        }
        if effects.save_game && self.model.with_untracked(|m| m.game.moves() == 0) {
            // A new game: its clock starts.
            self.store.update_value(|s| {
                let _ = s.set(&keys.started(), &now.to_string());
            });
        }
        notices.extend(
            self.store
                .try_update_value(|s| s.take_warning().map(str::to_string))
                .flatten(),
        );
        if !notices.is_empty() {
            self.dispatch(Msg::Notice(notices.join(" ")));
        }
    }

    /// Adds a finished game to the history kept.
    #[cfg(feature = "full")]
    fn keep_finished(self, game: Finished) {
        let keys = self.keys.get_value();
        self.store.update_value(|s| {
            let _ = add_finished(s, &keys, game);
        });
        self.history_changed.update(|n| *n += 1);
    }

    /// The quick build reads no history: the full build adds the game, and takes the
    /// page over for it now.
    #[cfg(not(feature = "full"))]
    fn keep_finished(self, game: Finished) {
        super::handover::finished(game);
    }

    /// Adds the games that the quick build finished (a history's JSON, as it handed
    /// them over), oldest first.
    #[cfg(feature = "full")]
    pub fn keep_handed_over(self, finished: &str) {
        let games = crate::engine::json::parse(finished)
            .map_err(|e| e.to_string())
            .and_then(|v| crate::app::history::History::from_value(&v));
        if let Ok(history) = games {
            for game in history.games.into_iter().rev() {
                self.keep_finished(game);
            }
        }
    }

    /// Dispatches `msg` after `ms` milliseconds (from a timer: never inside the
    /// dispatch that asked for it).
    fn after(self, ms: u32, msg: Msg) {
        let callback = Closure::once_into_js(move || self.dispatch(msg));
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                callback.unchecked_ref(),
                ms as i32,
            );
        }
    }

    /// The finished games and statistics kept for this game (read from storage).
    pub fn history(self) -> crate::app::history::History {
        let keys = self.keys.get_value();
        self.store.with_value(|s| read_history(s, &keys).0)
    }

    /// Everything kept, as the export file's JSON.
    pub fn export(self) -> String {
        let keys = self.keys.get_value();
        self.store
            .with_value(|s| crate::app::persist::export(s, &keys))
    }

    /// Imports an export file; the message for the player either way.
    pub fn import(self, text: &str) -> String {
        let keys = self.keys.get_value();
        let result = self
            .store
            .try_update_value(|s| crate::app::persist::import(s, &keys, text))
            .unwrap_or_else(|| Err("The game is gone.".into()));
        if result.is_ok() {
            self.history_changed.update(|n| *n += 1);
            let variant = self.model.with_untracked(|m| m.variant.kind);
            let best = self.store.with_value(|s| read_best(s, &keys, variant).0);
            self.dispatch(Msg::BestKnown { variant, best });
        }
        result.unwrap_or_else(|why| why)
    }

    #[cfg(feature = "full")]
    /// Asks the AI once the pause of `ask` is over, and dispatches its answer (or why
    /// there is none).
    fn ask_ai(self, ask: Ask) {
        let send = move || {
            let question = self.model.try_with_untracked(|m| {
                (m.turn == ask.turn).then(|| (m.game.rules().to_json(), m.game.board().to_text()))
            });
            let Some(Some((rules, board))) = question else {
                // The game moved on (or is gone) during the pause.
                self.dispatch(Msg::AiAnswer {
                    purpose: ask.purpose,
                    turn: ask.turn,
                    direction: None,
                });
                return;
            };
            super::ai::ask(rules, board, ask.budget_ms, move |answer| match answer {
                Answer::Move(direction) => {
                    self.dispatch(Msg::AiReady);
                    self.dispatch(Msg::AiAnswer {
                        purpose: ask.purpose,
                        turn: ask.turn,
                        direction,
                    });
                    if ask.purpose == Purpose::Hint {
                        let hint = direction.map_or(JsValue::NULL, |d| d.name().into());
                        self.answer_hint_waiters(|f| f.call1(&JsValue::NULL, &hint));
                    }
                }
                Answer::Unavailable(why) => {
                    self.dispatch(Msg::AiUnavailable(why.clone()));
                    let error: JsValue = js_sys::Error::new(&why).into();
                    self.answer_hint_waiters(|f| f.call2(&JsValue::NULL, &JsValue::NULL, &error));
                }
            });
        };
        // Always from a timer, even with no pause: the page paints before the AI is
        // asked, and an answer never arrives inside the dispatch that asked.
        let callback = Closure::once_into_js(send);
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                callback.unchecked_ref(),
                ask.after_ms as i32,
            );
        }
    }

    #[cfg(feature = "full")]
    /// Waits for the AI's next hint: `resolve` gets the direction, `reject` the reason
    /// the AI cannot answer.
    pub fn wait_for_hint(self, resolve: js_sys::Function, reject: js_sys::Function) {
        let pair = js_sys::Function::from(Closure::once_into_js(
            move |value: JsValue, error: JsValue| {
                if error.is_undefined() || error.is_null() {
                    let _ = resolve.call1(&JsValue::NULL, &value);
                } else {
                    let _ = reject.call1(&JsValue::NULL, &error);
                }
            },
        ));
        self.hint_waiters.update_value(|w| w.push(pair));
    }

    #[cfg(feature = "full")]
    fn answer_hint_waiters(self, call: impl Fn(&js_sys::Function) -> Result<JsValue, JsValue>) {
        let waiters = self
            .hint_waiters
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        for waiter in &waiters {
            let _ = call(waiter);
        }
    }

    /// Tells the model when the page is hidden or shown again (autoplay waits while it
    /// is hidden); the listener goes when the current reactive owner does.
    pub fn follow_visibility(self) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let seen = document.clone();
        let listener = gloo_events::EventListener::new(&document, "visibilitychange", move |_| {
            self.dispatch(Msg::Visible(!seen.hidden()));
        });
        let _kept = StoredValue::new_local(Some(listener));
    }

    /// Listens for other tabs' writes to storage, taking a best score of this game's
    /// when it is higher; the listener goes when the current reactive owner does.
    pub fn follow_other_tabs(self) {
        let listener =
            window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
                if let Some(key) = e.key() {
                    self.storage_changed(&key, e.new_value());
                }
            });
        on_cleanup(move || listener.remove());
    }

    /// Another tab wrote `key`: take its best score if it is this game's and higher.
    fn storage_changed(self, key: &str, value: Option<String>) {
        let keys = self.keys.get_value();
        let Some(variant) = keys.best_variant(key) else {
            return;
        };
        if let Some(best) = value.and_then(|v| v.trim().parse::<i64>().ok()) {
            self.dispatch(Msg::BestKnown { variant, best });
        }
    }
}

/// Dispatches a bubbling, composed `CustomEvent` named `name` with `detail`.
fn fire(target: &web_sys::EventTarget, name: &str, detail: &Value) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(detail) = js_sys::JSON::parse(&detail.to_string()) {
        init.set_detail(&detail);
    }
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = target.dispatch_event(&event);
    }
}

/// A fresh random seed for a new game.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        // No crypto source (never in a browser): the clock still varies games.
        Err(_) => js_sys::Date::now().to_bits(),
    }
}
