//! Sharing a game, the part of the model that plays a challenge (`app::challenge`): a
//! challenge link's game, asked about first when a game is in progress, then played
//! from its start with the challenger's game beside it; the challenge kept beside its
//! game, back after a reload. The challenge itself is the model's state (the main
//! module keeps it and drops it with its game); this state machine is the `sharing`
//! part's, with the challenge's bar, Challenge a friend and the picture of a game.

use game2048_engine::{Events, Outcome};

use super::super::{Effects, Model, Pending};
use crate::challenge::{Challenge, Sent};
use crate::copy::{RecordLine, Text};
use crate::variant::Variant;

/// The messages of sharing a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Share {
    /// A challenge link's game: to play from its start and beat (asks first when a game
    /// is in progress).
    Challenge(Box<Sent>),
    /// The challenge kept beside the game restored at page load, as its link's hash
    /// (nothing unless it reads and the game is one of it).
    Kept(String),
    /// Yes to the challenge's question.
    Take,
    /// Nothing: the part came (as a game ended, for its buttons).
    Loaded,
}

impl Model {
    /// A challenge's messages.
    /// (Reached through [`super::Updates`].)
    pub fn update_share(&mut self, share: Share) -> Effects {
        match share {
            Share::Challenge(sent) => match sent.challenge() {
                Err(why) => {
                    self.notice = Some(Text::ChallengeLinkNotOpened {
                        why: RecordLine(why).to_string(),
                    });
                    Effects {
                        forget_link: true,
                        ..Effects::CHANGED
                    }
                }
                Ok(challenge) if self.in_progress() => {
                    self.pending = Some(Pending::Challenge(Box::new(challenge)));
                    Effects::CHANGED
                }
                Ok(challenge) => self.take_challenge(Box::new(challenge)),
            },
            Share::Kept(hash) => match Sent::kept(&hash).map(|sent| sent.challenge()) {
                Some(Ok(challenge))
                    if challenge.started(&self.record) && self.challenge.is_none() =>
                {
                    self.challenge = Some(Box::new(challenge));
                    Effects::CHANGED
                }
                _ => Effects::default(),
            },
            Share::Take => match self.pending.take() {
                Some(Pending::Challenge(challenge)) => self.take_challenge(challenge),
                other => {
                    self.pending = other;
                    Effects::default()
                }
            },
            Share::Loaded => Effects::CHANGED,
        }
    }

    /// Plays `challenge`'s game from its start, to beat it; its link is answered.
    fn take_challenge(&mut self, challenge: Box<Challenge>) -> Effects {
        let (game, record) = match challenge.start() {
            Ok(start) => start,
            // (Replayed when it was read: only a build without the readers gets here.)
            Err(why) => {
                self.notice = Some(Text::ChallengeLinkNotOpened {
                    why: RecordLine(why).to_string(),
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
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Game, Rules};

    use super::*;
    use crate::copy::Label;
    use crate::model::Msg;
    use crate::model::testing::{fresh, make_a_move};

    /// A friend's classic game from seed 5, 20 moves in, as a challenge link sends it.
    fn sent() -> Box<Sent> {
        let mut theirs = fresh(5);
        while theirs.game.moves() < 20 {
            make_a_move(&mut theirs);
        }
        Box::new(Sent {
            record: theirs.record.encode(&theirs.game),
            time: Some("90000".into()),
        })
    }

    fn challenge() -> Challenge {
        sent().challenge().expect("replays")
    }

    #[test]
    fn a_challenge_asks_first_then_plays_their_start_until_the_game_changes() {
        let challenge = challenge();
        let mut model = fresh(2);
        make_a_move(&mut model);
        let before = model.game.clone();
        let asked = model.update(Msg::Share(Share::Challenge(sent())));
        assert!(asked.changed && !asked.forget_link);
        assert_eq!(model.game, before);
        let wording = model
            .pending
            .as_ref()
            .map(Pending::wording)
            .expect("a question");
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
        assert_eq!(model.challenge.as_deref(), Some(&challenge));
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
        let effects = model.update(Msg::Share(Share::Challenge(sent())));
        assert!(effects.forget_link && model.pending.is_none() && model.challenge.is_some());
        assert_eq!(model.game, Game::start(Rules::classic(), 5).0);
        let mut playing = fresh(2);
        make_a_move(&mut playing);
        let game = playing.game.clone();
        playing.update(Msg::Share(Share::Challenge(sent())));
        let cancelled = playing.update(Msg::Cancel);
        assert!(cancelled.forget_link && !cancelled.save_game);
        assert!(playing.challenge.is_none());
        assert_eq!(playing.game, game);
        // Kept beside its game, it comes back with it; beside another game, never.
        let kept = || Share::Kept(sent().challenge().expect("replays").hash().to_string());
        assert!(!playing.update(Msg::Share(kept())).changed);
        assert!(playing.challenge.is_none());
        let mut reloaded = fresh(5);
        assert!(reloaded.update(Msg::Share(kept())).changed);
        assert!(reloaded.challenge.is_some());
    }

    #[test]
    fn a_link_whose_game_does_not_replay_says_so_and_changes_nothing() {
        let mut model = fresh(2);
        make_a_move(&mut model);
        let before = model.game.clone();
        let mut bad = sent();
        bad.record.truncate(bad.record.len() - 3);
        let effects = model.update(Msg::Share(Share::Challenge(bad)));
        assert!(effects.forget_link && model.pending.is_none() && model.challenge.is_none());
        assert_eq!(model.game, before);
        let notice = model
            .notice
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default();
        assert!(
            notice.starts_with("This challenge link could not be opened: "),
            "{notice}"
        );
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
            variant: Some(crate::model::testing::fixed(&tiles)),
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
