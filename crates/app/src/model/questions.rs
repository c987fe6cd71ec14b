//! Questions before a game in progress is lost: a new game, a link's game, or play
//! from a replayed position asks first, and Confirm or Cancel answers. A link is
//! answered (opened, refused, or already here) before it leaves the address bar.

use game2048_engine::{Events, Outcome};

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
            Msg::Challenge(challenge) if self.in_progress() => {
                self.pending = Some(Pending::Challenge(challenge));
                Effects::CHANGED
            }
            Msg::Challenge(challenge) => self.take_challenge(challenge),
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
                Some(Pending::Challenge(challenge)) => self.take_challenge(challenge),
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

    /// Plays `challenge`'s game from its start, to beat it; its link is answered.
    fn take_challenge(&mut self, challenge: Box<Challenge>) -> Effects {
        let (game, record) = match challenge.start() {
            Ok(start) => start,
            // (Read when the link was: only a build without the readers gets here.)
            Err(why) => {
                self.notice = Some(Text::ChallengeLinkNotOpened {
                    why: why.to_string(),
                });
                return Effects {
                    forget_link: true,
                    ..Effects::CHANGED
                };
            }
        };
        let variant = Variant::of_rules(record.rules().clone());
        let effects = self.replace(variant, record, |live| {
            *live = game;
            Events::only(Outcome::Started)
        });
        self.announcement = Text::ChallengeTaken {
            score: challenge.theirs().score,
        };
        self.challenge = Some(challenge);
        Effects {
            forget_link: true,
            ..effects
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

    /// A friend's classic game from seed 5, 20 moves in, as a challenge.
    fn a_challenge() -> Box<crate::challenge::Challenge> {
        let mut theirs = super::super::testing::fresh(5);
        while theirs.game.moves() < 20 {
            make_a_move(&mut theirs);
        }
        Box::new(crate::challenge::Challenge::new(theirs.record, Some(90_000)).expect("replays"))
    }

    #[test]
    fn a_challenge_asks_first_then_plays_their_start_until_the_game_changes() {
        let challenge = a_challenge();
        let mut model = fresh(2);
        make_a_move(&mut model);
        let before = model.game.clone();
        let asked = model.update(Msg::Challenge(challenge.clone()));
        assert!(asked.changed && !asked.forget_link);
        assert_eq!(model.game, before);
        let wording = question(&model);
        let score = crate::copy::number(challenge.theirs().score);
        assert_eq!(
            wording.question.to_string(),
            format!(
                "A friend challenges you to beat {score} from the same start. Your game in progress will be lost."
            )
        );
        assert_eq!(
            (wording.yes, wording.no),
            (Label::TakeTheChallenge, Label::KeepMyGame)
        );
        let taken = model.update(Msg::Confirm);
        assert!(taken.forget_link && taken.save_game);
        assert_eq!(
            taken.finished.map(|f| f.moves),
            Some(1),
            "the game given up is kept"
        );
        assert_eq!(model.game, Game::start(Rules::classic(), 5).0);
        assert_eq!(model.record.start(), challenge.record().start());
        assert!(model.record.inputs().is_empty());
        assert_eq!(model.challenge.as_ref(), Some(&challenge));
        assert_eq!(
            model.announcement.to_string(),
            format!("Challenge taken: beat {score}. Same start, same new tiles.")
        );
        // Their moves, played again, make their scores: the same tiles came.
        for (n, input) in challenge.record().inputs().iter().enumerate() {
            if let game2048_engine::Recorded::Move(dir) = input {
                model.update(Msg::Move(*dir));
            }
            assert_eq!(
                model.game.score(),
                challenge.score_at(model.game.moves()),
                "after input {n}"
            );
        }
        // A new game is no longer the challenge.
        model.update(Msg::NewGame {
            variant: None,
            seed: 3,
            confirmed: true,
        });
        assert!(model.challenge.is_none());
    }

    #[test]
    fn a_challenge_with_no_game_in_progress_starts_at_once_and_cancel_keeps_the_game() {
        let mut model = fresh(2);
        let effects = model.update(Msg::Challenge(a_challenge()));
        assert!(effects.forget_link && model.pending.is_none() && model.challenge.is_some());
        assert_eq!(model.game, Game::start(Rules::classic(), 5).0);
        let mut playing = fresh(2);
        make_a_move(&mut playing);
        let game = playing.game.clone();
        playing.update(Msg::Challenge(a_challenge()));
        let cancelled = playing.update(Msg::Cancel);
        assert!(cancelled.forget_link && !cancelled.save_game);
        assert!(playing.challenge.is_none());
        assert_eq!(playing.game, game);
        // Kept beside its game, it comes back with it; beside another game, never.
        assert!(!playing.update(Msg::ChallengeKept(a_challenge())).changed);
        assert!(playing.challenge.is_none());
        let mut reloaded = fresh(5);
        assert!(reloaded.update(Msg::ChallengeKept(a_challenge())).changed);
        assert!(reloaded.challenge.is_some());
    }

    #[test]
    fn the_time_a_game_took_is_kept_only_once_it_has_ended() {
        let mut model = fresh(2);
        make_a_move(&mut model);
        assert!(!model.update(Msg::Timed(5_000)).changed);
        assert_eq!(model.finished_ms, None);
        // A full board with no merge: over from the start.
        let tiles: Vec<(u8, u8, i64)> = (0..16u8)
            .map(|i| (i / 4, i % 4, if (i / 4 + i % 4) % 2 == 0 { 2 } else { 4 }))
            .collect();
        model.update(Msg::NewGame {
            variant: Some(super::super::testing::fixed(&tiles)),
            seed: 1,
            confirmed: true,
        });
        assert_eq!(model.game.status(), game2048_engine::Status::Over);
        assert!(model.update(Msg::Timed(5_000)).changed);
        assert!(!model.update(Msg::Timed(9_000)).changed, "once");
        assert_eq!(model.finished_ms, Some(5_000));
        model.update(Msg::NewGame {
            variant: None,
            seed: 1,
            confirmed: true,
        });
        assert_eq!(model.finished_ms, None);
    }
}
