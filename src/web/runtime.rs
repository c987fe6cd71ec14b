//! The runtime: one game on a page, as the Elm Architecture runs it. It holds the
//! model's signal and the game's storage, and [`Ctx::dispatch`] is the single door
//! every input goes through (keys, swipes, buttons, links, timers, the AI, the JS API):
//! it runs `Model::update` and carries out the [`Effects`] it returns, in one place
//! ([`Ctx::perform`]). Nothing else writes the model.
//!
//! What the runtime runs it is given as a [`Program`] (`web::PROGRAM`): the model's
//! update with the parts' state machines, which `chunks` reaches once their chunks are
//! here, and the commands beyond the model and storage, which `extras` carries out.
//! So the runtime depends on neither (they depend on it).
//! Components find the context with [`Ctx::get`] (leptos context), never as a prop.

use leptos::prelude::*;

use super::dom;
use super::language;
use super::location;
use super::storage::{Kept, KeptGame};
use crate::app::ai::Ask;
use crate::app::analysis::AnalyseAsk;
use crate::app::api::event_detail;
use crate::app::copy::{self, Lang, Text};
use crate::app::history::Finished;
use crate::app::links::Link;
use crate::app::model::parts::extras::Extra;
use crate::app::model::parts::review::ReviewAsk;
use crate::app::model::parts::sharing::Share;
use crate::app::model::parts::{Part, Parts};
use crate::app::model::{Effects, Model, Msg, Pref, Restored};
use crate::app::settings::Prefs;
use crate::app::variant::Variant;
use crate::app::widget::Settings;

/// What the runtime is given to run (`web::PROGRAM`).
pub struct Program {
    /// `Model::update_with` the parts' state machines as they are now (`chunks::updates`).
    pub update: fn(&mut Model, Msg) -> Effects,
    /// Carries out a [`Command`] (`extras::carry_out`).
    pub carry_out: fn(Ctx, Command),
    /// The parts of the app that load on first use (`chunks::later`).
    pub later: fn() -> &'static [Part],
}

/// What the runtime carries out beyond the model and storage (`extras::carry_out`), some
/// of it in a part's chunk.
pub enum Command {
    AskAi(Ask),
    /// Ask the AI for its figures on the position on show.
    Analyse(AnalyseAsk),
    /// Ask the AI about the review's next position.
    Review(ReviewAsk),
    /// Keep this finished game (timed) in the history.
    Finished(Finished),
    ReadHistory,
    /// Keep the saved variants as the model has them.
    SaveVariants,
    /// Keep a finished game's review (its record, the review's text) beside it.
    KeepReview(Box<(String, String)>),
    Export,
    Import(String),
    /// Open the address bar's link once the readers of custom games are here (a custom
    /// game's).
    OpenLink,
    /// Load a part of the app that loads on first use (`chunks::load`).
    LoadPart(Part),
    /// Play a sound (in the `hands` chunk).
    Cue(crate::app::sound::Cue),
}

#[derive(Clone, Copy)]
pub struct Ctx {
    /// Read it through memos of what each component shows; write it only through
    /// [`Ctx::dispatch`].
    pub model: RwSignal<Model>,
    program: &'static Program,
    kept: StoredValue<Kept, LocalStorage>,
    /// Where the game's DOM events go (a widget's element), if anywhere.
    target: StoredValue<Option<web_sys::EventTarget>, LocalStorage>,
    /// `hint()` calls of the JS API waiting for the AI's answer (see `extras`).
    pub(super) hint_waiters: StoredValue<Vec<js_sys::Function>, LocalStorage>,
}

impl Ctx {
    /// The hosted page's game, kept under `storage_key`: the saved game (`kept`, as
    /// `chunks::kept_game` read it), else a new one (the link's, if any); reports
    /// anything the player should know.
    pub fn hosted(
        program: &'static Program,
        storage_key: &str,
        link: Result<Option<Link>, Text>,
        (restored, restore_notice): KeptGame,
    ) -> Ctx {
        let kept = Kept::open(storage_key);
        // A bad link is said once, then forgotten: a reload does not say it again.
        let bad_link = link.is_err();
        let (link, link_notice) = match link {
            Ok(link) => (link, None),
            Err(Text::LinkNotOpened { why, .. }) => {
                (None, Some(Text::LinkNotOpened { why, instead: true }))
            }
            Err(why) => (None, Some(why)),
        };
        // A replay, and a custom game before its readers are here, open once the game
        // is on.
        let (request, later) = match link {
            Some(Link::Game(request)) => (Some(request), None),
            Some(later) => (None, Some(later)),
            None => (None, None),
        };
        let (mut model, effects) =
            Model::init(restored, request, Variant::classic(), random_seed());
        model.allow_undo(kept.undo_allowed());
        model.prefs = kept.prefs();
        let lang = language::page();
        copy::set_language(lang);
        let ctx = Ctx::assemble(
            program,
            (model, effects, lang),
            kept,
            None,
            [restore_notice, link_notice],
        );
        // (The `sharing` part says whether it is this game's.)
        if let Some(hash) = ctx.kept.with_value(Kept::challenge) {
            ctx.dispatch(Msg::Share(Share::Kept(hash)));
        }
        if let Some(link) = later {
            ctx.open_link(Ok(Some(link)));
        } else if bad_link {
            location::forget_link();
        }
        ctx
    }

    /// A widget's game, kept under `storage_key`, as its `settings` ask, in `lang`: its saved
    /// game if that is the same variant and no seed asks for a particular game, else a
    /// new one; the AI, the chrome and undo as its host chose. Its DOM events go to
    /// `target`.
    pub fn widget(
        program: &'static Program,
        storage_key: &str,
        (settings, lang): (&Settings, Lang),
        target: web_sys::EventTarget,
    ) -> Ctx {
        let kept = Kept::open(storage_key);
        let (restored, restore_notice) = kept.game();
        let restored = restored.filter(|r: &Restored| {
            settings.seed.is_none() && r.variant.kind == settings.variant.kind
        });
        let seed = settings.seed.unwrap_or_else(random_seed);
        let (mut model, effects) = Model::init(restored, None, settings.variant.clone(), seed);
        model.ai.enabled = settings.ai;
        model.chrome = settings.chrome;
        model.allow_undo(settings.undo);
        model.prefs = Prefs {
            dpad: settings.dpad,
            sound: settings.sound,
        };
        Ctx::assemble(
            program,
            (model, effects, lang),
            kept,
            Some(target),
            [restore_notice, None],
        )
    }

    fn assemble(
        program: &'static Program,
        (mut model, effects, lang): (Model, Effects, Lang),
        mut kept: Kept,
        target: Option<web_sys::EventTarget>,
        notices: [Option<Text>; 2],
    ) -> Ctx {
        model.saved = kept.variants();
        model.parts = Parts::to_load((program.later)());
        let warning = kept.take_warning();
        let ctx = Ctx {
            model: RwSignal::new(model),
            program,
            kept: StoredValue::new_local(kept),
            target: StoredValue::new_local(target),
            hint_waiters: StoredValue::new_local(Vec::new()),
        };
        provide_context(ctx);
        language::provide(lang);
        let notices = [warning].into_iter().chain(notices).flatten().collect();
        if let Some(notice) = Text::together(notices) {
            ctx.dispatch(Msg::Notice(notice));
        }
        ctx.perform(effects);
        // The on-screen pad, kept on (or a widget's), asks for its part.
        if ctx.model.with_untracked(|m| m.prefs.dpad) {
            ctx.dispatch(Msg::Prefer(Pref::Dpad(true)));
        }
        // A game with power-ups or limits (one kept, a link's) asks for their part.
        if ctx
            .model
            .with_untracked(|m| m.game.rules().extensions().is_some())
        {
            ctx.dispatch(Msg::Extra(Extra::Loaded));
        }
        ctx
    }

    /// The game of the component being built. (A component outside a game's mount is a
    /// bug of ours: its panic's message is a plain one, not `expect_context`'s, which
    /// formats the type's name and brings `Debug` for strings into the main module.)
    pub fn get() -> Ctx {
        use_context::<Ctx>().unwrap_or_else(|| panic!("a game's component outside its game"))
    }

    /// Applies `msg` and carries out what it calls for. (After the game is gone, a late
    /// timer or answer does nothing.) The parts' state machines are the model's once
    /// their chunks are here; a message that needs one that is not waits for it
    /// (`Command::LoadPart`).
    pub fn dispatch(self, msg: Msg) {
        let effects = self.model.try_maybe_update(|m| {
            let effects = (self.program.update)(m, msg);
            (effects.changed, effects)
        });
        if let Some(effects) = effects {
            self.perform(effects);
        }
    }

    /// Carries out what an update asked for.
    fn perform(self, effects: Effects) {
        let Effects {
            changed: _,
            save_game,
            save_best,
            load_best,
            forget_link,
            ask_ai,
            analyse,
            review,
            replay_tick,
            finished,
            read_history,
            export,
            save_variants,
            save_settings,
            cue,
            keep_review,
            import,
            events,
            load_part,
        } = effects;
        let now = js_sys::Date::now() as u64;
        // Before the new game's clock starts: the finished game's time runs to now.
        let mut timed = None;
        if let Some(game) = finished {
            let game = self.kept.with_value(|k| k.timed(game, now));
            timed = Some(game.duration_ms);
            (self.program.carry_out)(self, Command::Finished(game));
        }
        if save_game || save_best {
            self.model.with_untracked(|m| {
                self.kept.update_value(|kept| {
                    if save_game {
                        kept.write_game(&m.record, &m.game, now);
                        // A new game: a challenge's, or none.
                        if m.record.inputs().is_empty() {
                            kept.write_challenge(m.challenge.as_deref());
                        }
                    }
                    if save_best {
                        kept.write_best(m.variant.kind, m.best);
                    }
                });
            });
        }
        // (The hosted page's settings: a widget's are its attributes.)
        if save_settings && self.target().is_none() {
            let (allowed, prefs) = self.model.with_untracked(|m| (m.undo_allowed, m.prefs));
            self.kept.update_value(|kept| {
                kept.write_undo_allowed(allowed);
                kept.write_prefs(prefs);
            });
        }
        if forget_link {
            location::forget_link();
        }
        if let Some(target) = self.target.with_value(Clone::clone) {
            let detail = self.model.with_untracked(event_detail);
            for event in events.into_iter().flatten() {
                dom::fire(&target, event.name(), &detail);
            }
        }
        if let Some(ms) = replay_tick {
            dom::after(ms, move || self.dispatch(Msg::ReplayTick));
        }
        let commands = [
            ask_ai.map(Command::AskAi),
            analyse.map(Command::Analyse),
            review.map(Command::Review),
            read_history.then_some(Command::ReadHistory),
            save_variants.then_some(Command::SaveVariants),
            keep_review.map(Command::KeepReview),
            export.then_some(Command::Export),
            import.map(Command::Import),
            load_part.map(Command::LoadPart),
            cue.map(Command::Cue),
        ];
        for command in commands.into_iter().flatten() {
            (self.program.carry_out)(self, command);
        }
        // What the player should hear of storage, said as one notice.
        let mut notices = Vec::new();
        if load_best {
            let variant = self.model.with_untracked(|m| m.variant.kind);
            let (best, notice) = self.kept.with_value(|k| k.best(variant));
            self.dispatch(Msg::BestKnown { variant, best });
            notices.extend(notice);
        }
        notices.extend(self.kept.try_update_value(Kept::take_warning).flatten());
        if let Some(notice) = Text::together(notices) {
            self.dispatch(Msg::Notice(notice));
        }
        if let Some(ms) = timed {
            self.dispatch(Msg::Timed(ms));
        }
    }

    /// Where the game's DOM events go: a widget's element (none for the hosted page).
    pub fn target(self) -> Option<web_sys::EventTarget> {
        self.target.try_with_value(Clone::clone).flatten()
    }

    /// Runs `f` on the game's storage (`None` once the game is gone).
    pub(super) fn with_kept<R>(self, f: impl FnOnce(&mut Kept) -> R) -> Option<R> {
        self.kept.try_update_value(f)
    }

    /// Does what `link` asks (a replay leaves the game in progress alone; a new game
    /// asks first when one is in progress), and takes it out of the address bar.
    pub fn open_link(self, link: Result<Option<Link>, Text>) {
        let msg = match link {
            Ok(None) => return,
            // (The model says when a game link is answered and may go.)
            Ok(Some(Link::Game(request))) => {
                return self.dispatch(Msg::OpenLink {
                    request,
                    seed: random_seed(),
                });
            }
            Ok(Some(Link::Replay(record))) => Msg::Watch(record),
            // (The model says when it is answered: a question keeps it.)
            Ok(Some(Link::Challenge(sent))) => {
                return self.dispatch(Msg::Share(Share::Challenge(sent)));
            }
            // A custom game's, and the readers of custom games are not here: the link
            // stays in the address bar while they load, then is read again.
            Ok(Some(Link::NotInThisBuild)) => {
                return (self.program.carry_out)(self, Command::OpenLink);
            }
            Err(why) => Msg::Notice(why),
        };
        self.dispatch(msg);
        location::forget_link();
    }

    /// Tells the model when the page is hidden or shown again (autoplay waits while it
    /// is hidden); the listener goes when the game does.
    pub fn follow_visibility(self) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let seen = document.clone();
        dom::listen(&document, "visibilitychange", false, move |_| {
            self.dispatch(Msg::Visible(!seen.hidden()));
        });
    }

    /// Listens for other tabs' writes to storage, taking a best score of this game's
    /// when it is higher, and the saved variants; the listener goes when the game does.
    pub fn follow_other_tabs(self) {
        dom::listen_to_window("storage", false, move |e| {
            let Some(e) = wasm_bindgen::JsCast::dyn_ref::<web_sys::StorageEvent>(e) else {
                return;
            };
            let Some(key) = e.key() else {
                return;
            };
            let msg = self.kept.with_value(|k| {
                if let Some((variant, best)) = k.best_from_another_tab(&key, e.new_value()) {
                    return Some(Msg::BestKnown { variant, best });
                }
                k.variants_from_another_tab(&key, e.new_value())
                    .map(Msg::VariantsRead)
            });
            if let Some(msg) = msg {
                self.dispatch(msg);
            }
        });
    }
}

/// A fresh random seed for a new game.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        // No crypto source (never in a browser): the clock still varies games.
        Err(_) => js_sys::Date::now().to_bits(),
    }
}
