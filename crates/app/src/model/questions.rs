//! Questions before a game in progress is lost: a new game, a link's game, or play
//! from a replayed position asks first, and Confirm or Cancel answers. A link is
//! answered (opened, refused, or already here) before it leaves the address bar.

use super::{Effects, Model, Msg};
use crate::challenge::Challenge;
use crate::copy::{Label, Text};
use crate::variant::Variant;

/// A question on screen, waiting for Confirm or Cancel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Start this game, throwing away the one in progress.
    NewGame { variant: Variant, seed: u64 },
    /// A link asks for this game while another is in progress.
    Link { variant: Variant, seed: u64 },
    /// Play on from a replayed position, while another game is in progress.
    PlayFromHere,
    /// A challenge link asks for its game while another is in progress.
    Challenge(Box<Challenge>),
}

/// How a [`Pending`] question reads on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wording {
    pub question: Text,
    pub yes: Label,
    pub no: Label,
}

impl Pending {
    pub fn wording(&self) -> Wording {
        match self {
            Pending::NewGame { variant, .. } => Wording {
                question: Text::StartNewGameQuestion {
                    noun: Text::noun(variant.kind),
                },
                yes: Label::StartOver,
                no: Label::Cancel,
            },
            Pending::Link { variant, seed } => Wording {
                question: Text::LinkQuestion {
                    noun: Text::noun(variant.kind),
                    seed: *seed,
                },
                yes: Label::OpenTheLinksGame,
                no: Label::KeepMyGame,
            },
            Pending::PlayFromHere => Wording {
                question: Text::PlayFromHereQuestion,
                yes: Label::PlayFromHere,
                no: Label::KeepMyGame,
            },
            Pending::Challenge(challenge) => Wording {
                question: Text::ChallengeQuestion {
                    score: challenge.theirs().score,
                },
                yes: Label::TakeTheChallenge,
                no: Label::KeepMyGame,
            },
        }
    }
}

impl Model {
    pub(super) fn update_question(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::NewGame {
                variant,
                seed,
                confirmed,
            } => {
                let variant = variant.unwrap_or_else(|| self.variant.clone());
                if self.in_progress() && !confirmed {
                    self.pending = Some(Pending::NewGame { variant, seed });
                    Effects::CHANGED
                } else {
                    self.start(variant, seed)
                }
            }
            Msg::OpenLink { request, seed } => self.open_link(
                request.variant.unwrap_or_else(Variant::classic),
                request.seed,
                seed,
            ),
            Msg::Confirm => match self.pending.take() {
                // The replay viewer or the position editor answers this one before it
                // gets here (they are parts that load on first use); without either,
                // the question goes.
                Some(Pending::PlayFromHere) => Effects::CHANGED,
                Some(Pending::NewGame { variant, seed }) => self.start(variant, seed),
                Some(Pending::Link { variant, seed }) => Effects {
                    forget_link: true,
                    ..self.start(variant, seed)
                },
                // (The `sharing` part takes it, before it gets here: see `route`.)
                Some(Pending::Challenge(_)) => Effects::CHANGED,
                None => Effects::default(),
            },
            Msg::Cancel => match self.pending.take() {
                Some(pending) => Effects {
                    forget_link: matches!(pending, Pending::Link { .. } | Pending::Challenge(_)),
                    ..Effects::CHANGED
                },
                None => Effects::default(),
            },
            _ => Effects::default(),
        }
    }

    /// A link asks for a game of `variant` (from `link_seed`, else `seed`): opened when
    /// no game is in progress, asked about when one is, nothing when it names the game
    /// already here.
    pub(super) fn open_link(
        &mut self,
        variant: Variant,
        link_seed: Option<u64>,
        seed: u64,
    ) -> Effects {
        let same_game = variant == self.variant && link_seed.is_none();
        let mut effects = Effects::default();
        if !same_game && self.in_progress() {
            self.pending = Some(Pending::Link {
                variant,
                seed: link_seed.unwrap_or(seed),
            });
            effects.changed = true;
        } else if !same_game {
            effects = self.start(variant, link_seed.unwrap_or(seed));
        }
        // Answered (opened, or the game it names is already here): out of the address
        // bar. A question keeps it until the player answers.
        effects.forget_link = self.pending.is_none();
        effects
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Game, Rules};

    use super::super::testing::{fresh, make_a_move, restored_in_progress};
    use super::super::{Effects, Model, Msg, Pending};
    use crate::copy::Label;
    use crate::request::GameRequest;
    use crate::variant::Variant;

    /// The wording of the question the model is asking.
    fn question(model: &Model) -> super::Wording {
        model
            .pending
            .as_ref()
            .map(Pending::wording)
            .expect("a question")
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
        let asked = model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        assert_eq!(asked, Effects::CHANGED);
        assert!(matches!(model.pending, Some(Pending::NewGame { .. })));
        let wording = question(&model);
        assert_eq!(
            wording.question.to_string(),
            "Start a new Classic game? This game will be lost."
        );
        assert_eq!(
            (wording.yes.say(), wording.no.say()),
            ("Yes, start over", "Cancel")
        );
        assert_eq!(model.game, before);
        assert_eq!(model.update(Msg::Cancel), Effects::CHANGED);
        assert!(model.pending.is_none());
        assert_eq!(model.game, before);
        model.update(Msg::NewGame {
            variant: None,
            seed: 6,
            confirmed: false,
        });
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game && !effects.forget_link);
        assert_eq!(model.game.moves(), 0);
        assert_eq!(model.announcement.to_string(), "New Classic game.");
    }

    #[test]
    fn a_link_never_silently_replaces_a_game_in_progress() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: Some(9),
        };
        let (mut model, effects) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        assert!(!effects.forget_link);
        assert_eq!(model.game, game);
        assert!(matches!(model.pending, Some(Pending::Link { .. })));
        let wording = question(&model);
        assert_eq!(
            wording.question.to_string(),
            "This link opens a new 5x5 game (seed 9). Your game in progress will be lost."
        );
        assert_eq!(
            (wording.yes, wording.no),
            (Label::OpenTheLinksGame, Label::KeepMyGame)
        );
        let effects = model.update(Msg::Confirm);
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(model.variant.key(), "5x5");
        assert_eq!(model.game, Game::start(model.variant.rules.clone(), 9).0);
    }

    #[test]
    fn cancelling_a_link_forgets_it_and_keeps_the_game() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: None,
            seed: Some(9),
        };
        let (mut model, _) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        let effects = model.update(Msg::Cancel);
        assert!(effects.forget_link && !effects.save_game);
        assert_eq!(model.game, game);
    }

    #[test]
    fn a_link_to_the_game_already_playing_is_just_forgotten() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let link = GameRequest {
            variant: Some(Variant::classic()),
            seed: None,
        };
        let (model, effects) = Model::init(Some(restored), Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && !effects.save_game);
        assert!(model.pending.is_none());
        assert_eq!(model.game, game);
    }

    #[test]
    fn a_link_with_no_game_in_progress_opens_at_once() {
        let link = GameRequest {
            variant: Some(Variant::named("donut").expect("preset")),
            seed: Some(2),
        };
        let (model, effects) = Model::init(None, Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && effects.load_best);
        assert!(model.pending.is_none());
        assert_eq!(model.variant.key(), "donut");
        assert_eq!(model.game, Game::start(model.variant.rules.clone(), 2).0);
        // A restored game that is over gives way too.
        let mut over = restored_in_progress();
        over.game = Game::start(
            Rules::from_json(
                r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]],"newTileFnName":"none"},"initialTiles":[
                    {"row":0,"column":0,"value":2},{"row":0,"column":1,"value":4},
                    {"row":1,"column":0,"value":4},{"row":1,"column":1,"value":2}]}"#,
            )
            .expect("valid"),
            1,
        )
        .0;
        let link = GameRequest {
            variant: None,
            seed: Some(3),
        };
        let (model, effects) = Model::init(Some(over), Some(link), Variant::classic(), 1);
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(model.game, Game::start(Rules::classic(), 3).0);
    }

    #[test]
    fn a_link_that_arrives_while_playing_is_answered_as_one_at_the_start() {
        let restored = restored_in_progress();
        let game = restored.game.clone();
        let (mut model, _) = Model::init(Some(restored), None, Variant::classic(), 1);
        let five = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: Some(9),
        };
        let effects = model.update(Msg::OpenLink {
            request: five.clone(),
            seed: 1,
        });
        assert!(effects.changed && !effects.forget_link && !effects.save_game);
        assert_eq!(model.game, game);
        assert!(matches!(model.pending, Some(Pending::Link { seed: 9, .. })));
        assert!(model.update(Msg::Confirm).forget_link);
        assert_eq!(model.variant.key(), "5x5");
        // The game it names is here already: nothing happens, and it goes.
        let same = GameRequest {
            variant: Some(Variant::named("5x5").expect("preset")),
            seed: None,
        };
        let effects = model.update(Msg::OpenLink {
            request: same,
            seed: 4,
        });
        assert!(effects.forget_link && !effects.changed);
        assert!(model.pending.is_none());
        // No game in progress: it opens at once, with the seed given when it has none.
        let (mut fresh, _) = Model::init(None, None, Variant::classic(), 1);
        let effects = fresh.update(Msg::OpenLink {
            request: GameRequest {
                variant: Some(Variant::named("donut").expect("preset")),
                seed: None,
            },
            seed: 6,
        });
        assert!(effects.forget_link && effects.save_game);
        assert_eq!(fresh.game, Game::start(fresh.variant.rules.clone(), 6).0);
    }
}
