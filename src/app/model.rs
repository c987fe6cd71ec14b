//! The application around one game, in the Elm Architecture: a [`Model`], the
//! [`Msg`]s that change it, and [`Model::update`], which applies one and says which
//! [`Effects`] (saving, loading a best score) the outside world must carry out.
//!
//! Every player action goes through `update` and every game change through the
//! engine's `step`. Nothing here touches the DOM, storage or a clock, so all of it is
//! tested natively; the web layer renders the model and performs the effects.

use super::links::LinkRequest;
use super::variant::Variant;
use crate::engine::{Direction, Events, Game, Input, Outcome, Status};

/// A question on screen, waiting for Confirm or Cancel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Start this game, throwing away the one in progress.
    NewGame { variant: Variant, seed: u64 },
    /// A link asks for this game while another is in progress.
    Link(LinkRequest, u64),
}

#[derive(Clone, Debug)]
pub struct Model {
    pub game: Game,
    pub variant: Variant,
    /// The best score for `variant`, as far as this page knows.
    pub best: i64,
    /// What the last step that changed anything did, for animation.
    pub events: Events,
    /// Counts the steps that changed anything; the view keys animations on it.
    pub turn: u64,
    /// Counts the games started on this page. Tile ids restart with every game, so the
    /// view keys tiles on (game number, id): a new game's tiles get new DOM nodes
    /// instead of sliding in from where the last game's tiles of the same id were.
    pub game_number: u64,
    /// A short message for the player (storage trouble, a bad link); dismissable.
    pub notice: Option<String>,
    pub pending: Option<Pending>,
    /// What the polite live region says about the last step.
    pub announcement: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Move(Direction),
    Undo,
    KeepPlaying,
    /// Start a game (of `variant`, or the current one). Asks first when a game is in
    /// progress, unless `confirmed`.
    NewGame {
        variant: Option<Variant>,
        seed: u64,
        confirmed: bool,
    },
    /// Answers to [`Pending`].
    Confirm,
    Cancel,
    /// A best score read from storage or another tab.
    BestKnown {
        variant: String,
        best: i64,
    },
    Notice(String),
    DismissNotice,
}

/// What the outside world must do after an update.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// Write the game in progress.
    pub save_game: bool,
    /// Write the best score (it may have grown).
    pub save_best: bool,
    /// The variant changed: read its best score and send [`Msg::BestKnown`].
    pub load_best: bool,
    /// A link was answered: take it out of the address bar.
    pub forget_link: bool,
}

impl Model {
    /// The model at page load: the restored game if there is one, else a new game of
    /// `fallback`; a link asks first if it would replace a game in progress.
    pub fn init(
        restored: Option<(Variant, Game)>,
        link: Option<LinkRequest>,
        fallback: Variant,
        seed: u64,
    ) -> (Model, Effects) {
        let mut model = match restored {
            Some((variant, game)) => {
                Model::with_game(variant, game, Events::only(Outcome::Started))
            }
            None => {
                let variant = link.as_ref().map_or(fallback, |l| l.variant.clone());
                let seed = link.as_ref().and_then(|l| l.seed).unwrap_or(seed);
                let started = Game::start(variant.rules.clone(), seed);
                let mut model = Model::with_game(variant, started.game, started.events);
                let effects = Effects {
                    forget_link: link.is_some(),
                    load_best: true,
                    ..Effects::default()
                };
                model.announce();
                return (model, effects);
            }
        };
        let mut effects = Effects {
            load_best: true,
            ..Effects::default()
        };
        if let Some(link) = link {
            let same_game = link.variant.key == model.variant.key && link.seed.is_none();
            if same_game {
                effects.forget_link = true;
            } else if model.in_progress() {
                model.pending = Some(Pending::Link(link, seed));
            } else {
                let seed = link.seed.unwrap_or(seed);
                effects = model.start(link.variant, seed);
                effects.forget_link = true;
            }
        }
        model.announce();
        (model, effects)
    }

    fn with_game(variant: Variant, game: Game, events: Events) -> Model {
        Model {
            best: game.score(),
            game,
            variant,
            events,
            turn: 0,
            game_number: 0,
            notice: None,
            pending: None,
            announcement: String::new(),
        }
    }

    /// Whether a game worth asking about is under way.
    pub fn in_progress(&self) -> bool {
        self.game.moves() > 0 && self.game.status() != Status::Over
    }

    pub fn update(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::Move(dir) => self.play(Input::Move(dir)),
            Msg::Undo => self.play(Input::Undo),
            Msg::KeepPlaying => self.play(Input::KeepPlaying),
            Msg::NewGame {
                variant,
                seed,
                confirmed,
            } => {
                let variant = variant.unwrap_or_else(|| self.variant.clone());
                if self.in_progress() && !confirmed {
                    self.pending = Some(Pending::NewGame { variant, seed });
                    Effects::default()
                } else {
                    self.start(variant, seed)
                }
            }
            Msg::Confirm => match self.pending.take() {
                Some(Pending::NewGame { variant, seed }) => self.start(variant, seed),
                Some(Pending::Link(link, seed)) => {
                    let seed = link.seed.unwrap_or(seed);
                    Effects {
                        forget_link: true,
                        ..self.start(link.variant, seed)
                    }
                }
                None => Effects::default(),
            },
            Msg::Cancel => Effects {
                forget_link: matches!(self.pending.take(), Some(Pending::Link(..))),
                ..Effects::default()
            },
            Msg::BestKnown { variant, best } => {
                if variant == self.variant.key && best > self.best {
                    self.best = best;
                }
                Effects::default()
            }
            Msg::Notice(text) => {
                self.notice = Some(text);
                Effects::default()
            }
            Msg::DismissNotice => {
                self.notice = None;
                Effects::default()
            }
        }
    }

    fn start(&mut self, variant: Variant, seed: u64) -> Effects {
        let new_variant = variant.key != self.variant.key;
        self.events = self.game.apply(Input::NewGame {
            rules: variant.rules.clone(),
            seed,
        });
        self.variant = variant;
        self.turn += 1;
        self.game_number += 1;
        self.pending = None;
        if new_variant {
            self.best = 0;
        }
        self.announce();
        Effects {
            save_game: true,
            load_best: new_variant,
            ..Effects::default()
        }
    }

    fn play(&mut self, input: Input) -> Effects {
        let events = self.game.apply(input);
        if !events.changed_state() {
            if let Outcome::Refused(why) = events.outcome {
                self.notice = Some(format!("That move was refused: {why}."));
            }
            return Effects::default();
        }
        let old = std::mem::replace(&mut self.events, events);
        self.game.recycle(old);
        self.turn += 1;
        self.pending = None;
        let record = self.game.score() > self.best;
        if record {
            self.best = self.game.score();
        }
        self.announce();
        Effects {
            save_game: true,
            save_best: record,
            ..Effects::default()
        }
    }

    /// Writes what the live region should say about the last step.
    fn announce(&mut self) {
        let score = self.game.score();
        let status = match self.game.status() {
            Status::Won => " You win! Keep going or try again.",
            Status::Over => " Game over!",
            Status::Playing | Status::KeepPlaying => "",
        };
        let merged = match self.events.merged.iter().map(|m| m.value).max() {
            Some(top) if self.events.merged.len() > 1 => {
                format!(" {} merges, up to {top}.", self.events.merged.len())
            }
            Some(top) => format!(" Merged into {top}."),
            None => String::new(),
        };
        self.announcement = match self.events.outcome {
            Outcome::Started => format!("New {} game.{status}", self.variant.name),
            Outcome::Moved(dir) => format!("Moved {}.{merged} Score {score}.{status}", dir.name()),
            Outcome::Undone => format!("Move undone. Score {score}."),
            Outcome::KeptPlaying => "Keep going!".to_string(),
            _ => return,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, step};

    fn fresh(seed: u64) -> Model {
        Model::init(None, None, Variant::classic(), seed).0
    }

    /// Moves until one changes the board.
    fn make_a_move(model: &mut Model) -> Effects {
        for dir in Direction::ALL {
            let turn = model.turn;
            let effects = model.update(Msg::Move(dir));
            if model.turn != turn {
                return effects;
            }
        }
        panic!("no move applies");
    }

    #[test]
    fn moves_save_and_track_the_best() {
        let mut model = fresh(1);
        let effects = make_a_move(&mut model);
        assert!(effects.save_game);
        assert_eq!(model.turn, 1);
        assert!(model.announcement.starts_with("Moved"));
        while model.game.score() == 0 {
            make_a_move(&mut model);
        }
        assert_eq!(model.best, model.game.score());
    }

    #[test]
    fn a_move_that_changes_nothing_saves_nothing() {
        let corner = Variant::custom(
            r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2}]}"#,
        )
        .expect("valid");
        let (mut model, _) = Model::init(None, None, corner, 1);
        let before = (model.game.clone(), model.turn, model.announcement.clone());
        assert_eq!(model.update(Msg::Move(Direction::Left)), Effects::default());
        assert_eq!(model.update(Msg::Move(Direction::Up)), Effects::default());
        assert_eq!(
            (model.game.clone(), model.turn, model.announcement.clone()),
            before
        );
        assert!(model.update(Msg::Move(Direction::Right)).save_game);
    }

    #[test]
    fn new_game_asks_first_when_a_game_is_in_progress() {
        let mut model = fresh(2);
        // No game in progress yet: no question.
        model.update(Msg::NewGame {
            variant: None,
            seed: 5,
            confirmed: false,
        });
        assert!(model.pending.is_none());
        make_a_move(&mut model);
        let before = model.game.clone();
        model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        assert!(matches!(model.pending, Some(Pending::NewGame { .. })));
        assert_eq!(model.game, before);
        model.update(Msg::Cancel);
        assert!(model.pending.is_none());
        assert_eq!(model.game, before);
        model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game);
        assert_eq!(model.game.moves(), 0);
    }

    #[test]
    fn switching_variant_reloads_its_best() {
        let mut model = fresh(3);
        model.best = 500;
        let v = Variant::named("3x3").expect("preset");
        let effects = model.update(Msg::NewGame {
            variant: Some(v),
            seed: 1,
            confirmed: true,
        });
        assert!(effects.load_best);
        assert_eq!((model.variant.key.as_str(), model.best), ("3x3", 0));
        model.update(Msg::BestKnown {
            variant: "classic".into(),
            best: 900,
        });
        assert_eq!(model.best, 0);
        model.update(Msg::BestKnown {
            variant: "3x3".into(),
            best: 70,
        });
        assert_eq!(model.best, 70);
        model.update(Msg::BestKnown {
            variant: "3x3".into(),
            best: 20,
        });
        assert_eq!(model.best, 70);
    }

    #[test]
    fn a_link_never_silently_replaces_a_game_in_progress() {
        let mut game = Game::start(Rules::classic(), 4).game;
        for dir in Direction::ALL {
            game = step(Input::Move(dir), game).game;
        }
        assert!(game.moves() > 0);
        let link = LinkRequest {
            variant: Variant::named("5x5").expect("preset"),
            seed: Some(9),
        };
        let (mut model, _) = Model::init(
            Some((Variant::classic(), game.clone())),
            Some(link),
            Variant::classic(),
            1,
        );
        assert_eq!(model.game, game);
        assert!(matches!(model.pending, Some(Pending::Link(..))));
        let effects = model.update(Msg::Confirm);
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(model.variant.key, "5x5");
        assert_eq!(model.game, Game::start(model.variant.rules.clone(), 9).game);
    }

    #[test]
    fn a_link_with_no_game_in_progress_opens_at_once() {
        let link = LinkRequest {
            variant: Variant::named("donut").expect("preset"),
            seed: Some(2),
        };
        let (model, effects) = Model::init(None, Some(link), Variant::classic(), 1);
        assert!(effects.forget_link);
        assert!(model.pending.is_none());
        assert_eq!(model.variant.key, "donut");
    }
}
