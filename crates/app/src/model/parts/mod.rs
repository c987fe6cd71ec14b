//! The parts of the app that load on first use: which are here, which are loading,
//! and the messages that wait for them.
//!
//! A build may leave a part's code out of what a page loads first (the web build keeps
//! each in a chunk of its wasm, fetched the first time it is needed). A message that
//! needs a part that is not here yet waits: the model marks the part as loading (its
//! control shows it is busy), asks the runtime to load it (`Effects::load_part`), and
//! applies the message once [`Msg::PartLoaded`] says it has come. A part that cannot
//! load is said, the waiting message is dropped (nothing happens later, unasked), and
//! the next press tries again. Everything else plays on meanwhile.
//!
//! Only the runtime says which parts a build loads later ([`Parts::to_load`]); by
//! default every part is here, as in native builds and tests.

pub mod analysis;
pub mod builder;
pub mod extras;
pub mod games;
pub mod replay;
pub mod review;
pub mod setup;
pub mod sharing;
pub mod variants;

use std::ops::ControlFlow;

use game2048_engine::named_enum;

use self::builder::Build;
use self::extras::Extra;
use self::review::Study;
use self::setup::Edit;
use self::sharing::Share;
use self::variants::Saving;
use super::{Effects, Model, Msg};
use crate::copy::Text;

named_enum! {
    /// A part of the app that a build may load on first use.
    pub enum Part as "part" {
        /// The Games panel: history, statistics, today's game.
        Games = "games",
        /// Export and Import of the kept games: the JSON of a whole export, written
        /// and read. Asked for by their first press (the Games panel opens without it).
        Exchange = "exchange",
        /// The game builder and the saved variants' list.
        Builder = "builder",
        /// The position editor.
        Setup = "setup",
        /// The replay viewer.
        Replay = "replay",
        /// What reviews a replayed game: the review's state machine and its questions
        /// to the AI (whose client it shares with hints and the analysis). Its panel
        /// is the replay viewer's, which shows a review kept beside its game.
        Review = "review",
        /// The analysis panel and its mark on the board.
        Analysis = "analysis",
        /// What asks the AI for hints and autoplay's moves (the worker's client).
        Ai = "ai",
        /// The readers of custom games (game objects as JSON, positions): the engine's
        /// `custom`, which the runtime installs as this part comes. Play from here
        /// (a position's game, which its record starts from) waits for it; the kept
        /// games, an import and a link load it when they need it.
        Custom = "custom",
        /// A game's power-ups and limits (`extras`): their state machine, their bar and
        /// board, the JS API's swap and remove. Asked for as a game that has them is
        /// on the board (only game objects have them, read by `Custom`).
        Extras = "extras",
        /// Sharing a game: a challenge (reading its link's game, its bar, the
        /// comparison at its end, Challenge a friend) and a picture of a game (the
        /// card, Share image, the JS API's image()). Asked for by a challenge link, as
        /// a game ends, and by Share image.
        Sharing = "sharing",
        /// The on-screen direction pad (the player's setting, a widget's `dpad`): off
        /// by default, so asked for as it is turned on (or found on).
        Dpad = "dpad",
    }
}

impl Part {
    /// The part that `msg` needs, if any. (Messages that only a part's own controls
    /// send, or that its commands answer with, cannot arrive before it.)
    pub fn needed_by(msg: &Msg) -> Option<Part> {
        match msg {
            Msg::ShowGames(true) => Some(Part::Games),
            // (A file that could not be read is said without it.)
            Msg::Export | Msg::Import(Ok(_)) => Some(Part::Exchange),
            Msg::Build(Build::Open) => Some(Part::Builder),
            Msg::Setup(Edit::Open { .. }) => Some(Part::Setup),
            Msg::WatchGame | Msg::Watch(_) => Some(Part::Replay),
            Msg::Review(Study::Start) => Some(Part::Review),
            Msg::Analyse(true) | Msg::ToggleAnalysis => Some(Part::Analysis),
            Msg::Hint | Msg::ToggleAutoplay | Msg::Autoplay(true) => Some(Part::Ai),
            // (A saved variant is its game object's JSON.)
            Msg::Variants(Saving::Play { .. } | Saving::Edit(_)) => Some(Part::Custom),
            // (Its rules may have power-ups or limits, which are played with them.)
            Msg::Build(Build::Play { .. }) => Some(Part::Custom),
            // (A game played on from a position starts from one, which its record reads.)
            Msg::PlayFromHere => Some(Part::Custom),
            Msg::Extra(_) => Some(Part::Extras),
            Msg::Share(_) => Some(Part::Sharing),
            Msg::Prefer(super::Pref::Dpad(true)) => Some(Part::Dpad),
            _ => None,
        }
    }

    fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// Which parts are here, and what waits for those on their way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// A bit per [`Part`] that is here.
    here: u32,
    /// The messages that wait for a part, oldest first: the latest of each part
    /// only (a second press while it loads replaces the first; a storm of them
    /// keeps one). A part is loading while a message waits for it.
    waiting: Vec<(Part, Msg)>,
}

impl Default for Parts {
    /// Every part here.
    fn default() -> Parts {
        Parts::to_load(&[])
    }
}

impl Parts {
    /// Every part here but `later`, which load on first use.
    pub fn to_load(later: &[Part]) -> Parts {
        let later = later.iter().fold(0, |bits, part| bits | part.bit());
        Parts {
            here: Part::ALL.iter().fold(0, |bits, part| bits | part.bit()) & !later,
            waiting: Vec::new(),
        }
    }

    pub fn has(&self, part: Part) -> bool {
        self.here & part.bit() != 0
    }

    /// Whether `part` is being loaded (its control is busy).
    pub fn loading(&self, part: Part) -> bool {
        self.waiting.iter().any(|(waiting, _)| *waiting == part)
    }
}

/// The state machines of the parts that a build may keep out of its first load, as
/// the model reaches them: [`Updates::LINKED`] calls them directly (native builds and
/// tests); the web build through its chunks (each is called only once its
/// part is here: the messages of a part that is not here wait, above, and only an
/// open replay or position editor intercepts; those that cannot wait, such as closing
/// a panel that is not here, change nothing).
#[derive(Clone, Copy)]
pub struct Updates {
    /// The builder's messages ([`Msg::Build`]).
    pub builder: fn(&mut Model, Build) -> Effects,
    /// The position editor's messages ([`Msg::Setup`]).
    pub setup: fn(&mut Model, Edit) -> Effects,
    /// What the open position editor makes of any message (`None`: nothing).
    pub setup_open: fn(&mut Model, &Msg) -> Option<Effects>,
    /// The replay viewer's messages while none is open (opening one).
    pub replay_closed: fn(&mut Model, Msg) -> Effects,
    /// What the open replay makes of any message (`None`: nothing).
    pub replay_open: fn(&mut Model, &Msg) -> Option<Effects>,
    /// The review's messages ([`Msg::Review`]).
    pub review: fn(&mut Model, Study) -> Effects,
    /// The analysis's messages (open, close, its answers).
    pub analysis: fn(&mut Model, Msg) -> Effects,
    /// The Games panel's messages (open, close, the kept games read, export, import).
    /// (Without its part the panel is closed: a message that opens it waits, one that
    /// closes it or reads the kept games for it has nothing to do.)
    pub games: fn(&mut Model, Msg) -> Effects,
    /// The AI's answers to hints and autoplay.
    pub ai_answer: fn(&mut Model, Msg) -> Effects,
    /// The builder's list of saved variants: save, edit, rename, delete.
    pub variants: fn(&mut Model, Saving) -> Effects,
    /// Power-ups and the clock ([`Msg::Extra`]), in a game that has them, once their
    /// part is here (the messages wait for it).
    pub extras: fn(&mut Model, Extra) -> Effects,
    /// What a game with power-ups or limits makes of any message first, once their
    /// part is here (`None`: nothing).
    pub extras_open: fn(&mut Model, &Msg) -> Option<Effects>,
    /// What follows every update of a game with power-ups or limits: whether it
    /// changed what shows.
    pub extras_after: fn(&mut Model) -> bool,
    /// Sharing a game: a challenge's messages ([`Msg::Share`]).
    pub share: fn(&mut Model, Share) -> Effects,
}

impl Updates {
    /// Every part's state machine, called directly.
    pub const LINKED: Updates = Updates {
        builder: Model::update_builder,
        setup: Model::update_setup,
        setup_open: Model::update_setup_open,
        replay_closed: Model::update_replay_closed,
        replay_open: Model::update_replay,
        review: Model::update_review,
        analysis: Model::update_analysis,
        games: Model::update_games,
        ai_answer: Model::update_ai_answer,
        variants: Model::update_variants,
        extras: Model::update_extras,
        extras_open: Model::update_extras_open,
        extras_after: Model::update_extras_after,
        share: Model::update_share,
    };

    /// None of them: a build without the parts' code (the browser tests'), whose
    /// panels never open.
    pub const NONE: Updates = Updates {
        builder: |_, _| Effects::default(),
        setup: |_, _| Effects::default(),
        setup_open: |_, _| None,
        replay_closed: |_, _| Effects::default(),
        replay_open: |_, _| None,
        review: |_, _| Effects::default(),
        analysis: |_, _| Effects::default(),
        games: |_, _| Effects::default(),
        ai_answer: |_, _| Effects::default(),
        variants: |_, _| Effects::default(),
        extras: |_, _| Effects::default(),
        extras_open: |_, _| None,
        extras_after: |_| false,
        share: |_, _| Effects::default(),
    };
}

impl Model {
    /// `msg` back if every part it needs is here; else it waits for its part, which
    /// is asked for unless it is already on its way. (Kept, not cloned: a clone of
    /// every kind of message would cost the first load 2 KB.)
    pub(super) fn wait_for_part(&mut self, msg: Msg) -> ControlFlow<Effects, Msg> {
        let Some(part) = Part::needed_by(&msg).filter(|part| !self.parts.has(*part)) else {
            return ControlFlow::Continue(msg);
        };
        let asked = self.parts.loading(part);
        self.parts.waiting.retain(|(waiting, _)| *waiting != part);
        self.parts.waiting.push((part, msg));
        ControlFlow::Break(match asked {
            true => Effects::default(),
            false => Effects {
                load_part: Some(part),
                ..Effects::CHANGED
            },
        })
    }

    /// [`Msg::PartLoaded`] and [`Msg::PartNotLoaded`] (the build's `route`, which
    /// applies the message that waited).
    pub(super) fn update_parts(
        &mut self,
        msg: Msg,
        route: impl FnOnce(&mut Model, Msg) -> Effects,
    ) -> Effects {
        match msg {
            Msg::PartLoaded(part) => {
                self.parts.here |= part.bit();
                let waited = self.parts.waiting.iter().position(|(p, _)| *p == part);
                let waited = waited.map(|at| self.parts.waiting.remove(at).1);
                let mut effects = waited.map_or_else(Effects::default, |msg| route(self, msg));
                // The control is no longer busy.
                effects.changed = true;
                effects
            }
            Msg::PartNotLoaded { part, why } => {
                self.parts.waiting.retain(|(waiting, _)| *waiting != part);
                self.notice = Some(Text::PartNotLoaded { why });
                Effects::CHANGED
            }
            _ => Effects::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{a_move, fresh};
    use super::super::{Effects, Msg};
    use super::{Part, Parts};
    use crate::copy::Text;

    fn games_later(seed: u64) -> super::Model {
        let mut model = fresh(seed);
        model.parts = Parts::to_load(&[Part::Games]);
        model
    }

    #[test]
    fn every_part_is_here_unless_the_runtime_says_otherwise() {
        let model = fresh(1);
        assert!(Part::ALL.iter().all(|part| model.parts.has(*part)));
        let mut model = fresh(1);
        let effects = model.update(Msg::ShowGames(true));
        assert!(model.games.open && effects.read_history && effects.load_part.is_none());
    }

    #[test]
    fn a_press_waits_for_its_part_busy_then_happens_when_it_comes() {
        let mut model = games_later(2);
        let effects = model.update(Msg::ShowGames(true));
        assert_eq!(effects.load_part, Some(Part::Games));
        assert!(effects.changed && !effects.read_history);
        assert!(model.parts.loading(Part::Games) && !model.games.open);
        // The game plays on meanwhile.
        let dir = a_move(&model);
        assert!(model.update(Msg::Move(dir)).save_game);
        let effects = model.update(Msg::PartLoaded(Part::Games));
        assert!(model.parts.has(Part::Games) && !model.parts.loading(Part::Games));
        assert!(model.games.open && effects.read_history && effects.changed);
        // Here now: the next press needs nothing loaded.
        model.update(Msg::ShowGames(false));
        let effects = model.update(Msg::ShowGames(true));
        assert!(effects.load_part.is_none() && model.games.open);
    }

    #[test]
    fn a_storm_of_presses_asks_once_and_happens_once() {
        let mut model = games_later(3);
        let mut asked = 0;
        for _ in 0..100 {
            asked += usize::from(model.update(Msg::ShowGames(true)).load_part.is_some());
        }
        assert_eq!(asked, 1);
        assert_eq!(model.parts.waiting.len(), 1, "one press waits");
        let effects = model.update(Msg::PartLoaded(Part::Games));
        assert!(model.games.open && effects.read_history);
        // Of two presses of one part, the latest waits: an import, then an export.
        let mut model = fresh(6);
        model.parts = Parts::to_load(&[Part::Exchange]);
        model.update(Msg::Import(Ok("{}".into())));
        model.update(Msg::Export);
        assert_eq!(
            model.parts.waiting.len(),
            1,
            "the latest press of the part waits"
        );
        let effects = model.update(Msg::PartLoaded(Part::Exchange));
        assert!(effects.export && effects.import.is_none());
    }

    #[test]
    fn export_and_import_wait_for_their_own_part_not_the_panel() {
        let mut model = fresh(5);
        model.parts = Parts::to_load(&[Part::Exchange]);
        assert!(model.update(Msg::ShowGames(true)).load_part.is_none() && model.games.open);
        let effects = model.update(Msg::Export);
        assert_eq!(effects.load_part, Some(Part::Exchange));
        assert!(!effects.export && model.parts.loading(Part::Exchange));
        // A file that could not be read is said at once.
        let effects = model.update(Msg::Import(Err("unreadable".into())));
        assert!(effects.changed && effects.load_part.is_none() && model.notice.is_some());
        assert!(model.update(Msg::PartLoaded(Part::Exchange)).export);
        // Here now: an import is read at once.
        let effects = model.update(Msg::Import(Ok("{}".into())));
        assert_eq!(effects.import.as_deref(), Some("{}"));
    }

    #[test]
    fn a_part_that_cannot_load_is_said_drops_what_waited_and_is_tried_again() {
        let mut model = games_later(4);
        model.update(Msg::ShowGames(true));
        let effects = model.update(Msg::PartNotLoaded {
            part: Part::Games,
            why: "offline".into(),
        });
        assert!(effects.changed && effects.load_part.is_none());
        assert_eq!(
            model.notice,
            Some(Text::PartNotLoaded {
                why: "offline".into()
            })
        );
        assert!(!model.parts.loading(Part::Games) && model.parts.waiting.is_empty());
        // A late arrival opens nothing that was not asked for again.
        assert_eq!(model.update(Msg::PartLoaded(Part::Games)), Effects::CHANGED);
        assert!(!model.games.open);
        let mut model = games_later(4);
        model.update(Msg::ShowGames(true));
        model.update(Msg::PartNotLoaded {
            part: Part::Games,
            why: "offline".into(),
        });
        assert_eq!(
            model.update(Msg::ShowGames(true)).load_part,
            Some(Part::Games)
        );
    }

    #[test]
    fn a_saved_variant_waits_for_the_readers_of_custom_games() {
        use super::variants::Saving;
        use crate::variant::Variant;
        let mut model = fresh(6);
        model.parts = Parts::to_load(&[Part::Custom]);
        let threes = Variant::custom(r#"{"gridOptions":{"minMergeLength":3}}"#).expect("valid");
        let kind = threes.kind;
        model.saved.save("Threes", &threes).expect("saved");
        let play = Msg::Variants(Saving::Play { kind, seed: 3 });
        let effects = model.update(play);
        assert_eq!(effects.load_part, Some(Part::Custom));
        assert!(model.parts.loading(Part::Custom) && model.variant.kind != kind);
        model.update(Msg::PartLoaded(Part::Custom));
        assert_eq!(model.variant.kind, kind, "no game in progress: it starts");
        // Here now: the next one needs nothing loaded.
        let effects = model.update(Msg::Variants(Saving::Play { kind, seed: 4 }));
        assert_eq!(effects.load_part, None);
    }

    #[test]
    fn a_review_waits_for_its_part_which_a_replay_alone_does_not_need() {
        use super::super::testing::make_a_move;
        use super::review::Study;
        let mut model = fresh(7);
        make_a_move(&mut model);
        make_a_move(&mut model);
        model.parts = Parts::to_load(&[Part::Review]);
        let effects = model.update(Msg::WatchGame);
        assert!(model.replay.is_some() && effects.load_part.is_none());
        let effects = model.update(Msg::Review(Study::Start));
        assert_eq!(effects.load_part, Some(Part::Review));
        assert!(model.review.is_none() && model.parts.loading(Part::Review));
        let effects = model.update(Msg::PartLoaded(Part::Review));
        assert!(effects.review.is_some() && model.review.is_some());
    }

    #[test]
    fn closing_what_is_not_here_needs_nothing() {
        let mut model = games_later(5);
        let effects = model.update(Msg::ShowGames(false));
        assert_eq!(effects, Effects::default());
        assert!(!model.parts.loading(Part::Games));
    }
}
