//! The game being played: moves, undo and keep going, the best score, notices, what
//! the live region says, and the one step that replaces the game in progress (a new
//! game, a link's game, play from here). A game that is replaced after some moves, or
//! that ends, is handed to the runtime to keep among the finished, once.

use game2048_engine::{Events, Game, Input, Outcome, Record, Recorded, Status};

use super::ai::Mover;
use super::{Effects, Model, Msg};
use crate::copy::{Ending, Merges, Text};
use crate::history::Finished;
use crate::request::GameRequest;
use crate::variant::Variant;

/// A game kept from an earlier visit.
#[derive(Clone, Debug)]
pub struct Restored {
    pub variant: Variant,
    pub game: Game,
    pub record: Record,
}

impl Model {
    /// The model at page load: the restored game if there is one, else a new game of
    /// `fallback`; a link asks first if it would replace a game in progress. A link
    /// that names no variant means classic.
    pub fn init(
        restored: Option<Restored>,
        link: Option<GameRequest>,
        fallback: Variant,
        seed: u64,
    ) -> (Model, Effects) {
        let link = link.map(|l| (l.variant.unwrap_or_else(Variant::classic), l.seed));
        let Some(restored) = restored else {
            let forget_link = link.is_some();
            let (variant, seed) = match link {
                Some((variant, link_seed)) => (variant, link_seed.unwrap_or(seed)),
                None => (fallback, seed),
            };
            let (game, events) = Game::start(variant.rules.clone(), seed);
            let record = Record::new(variant.rules.clone(), seed);
            let mut model = Model::with_game(game, record, variant, events);
            model.announce();
            let effects = Effects {
                load_best: true,
                forget_link,
                ..Effects::CHANGED
            };
            return (model, effects);
        };
        let mut model = Model::with_game(
            restored.game,
            restored.record,
            restored.variant,
            Events::only(Outcome::Started),
        );
        model.best = model.game.score();
        let mut effects = Effects {
            load_best: true,
            ..Effects::CHANGED
        };
        if let Some((variant, link_seed)) = link {
            effects = Effects {
                load_best: true,
                changed: true,
                ..model.open_link(variant, link_seed, seed)
            };
        }
        model.announce();
        (model, effects)
    }

    pub(super) fn update_session(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::Move(dir) => self.play(Input::Move(dir), Mover::Player),
            Msg::Undo if !self.undo_allowed => Effects::default(),
            Msg::Undo => self.play(Input::Undo, Mover::Player),
            Msg::Redo => self.redo(),
            Msg::AllowUndo(allowed) => {
                if allowed == self.undo_allowed {
                    return Effects::default();
                }
                self.redo.clear();
                self.allow_undo(allowed);
                Effects {
                    save_game: true,
                    save_settings: true,
                    ..Effects::CHANGED
                }
            }
            Msg::KeepPlaying => {
                let effects = self.play(Input::KeepPlaying, Mover::Player);
                self.resume_after_win(effects)
            }
            Msg::BestKnown { variant, best } => {
                let higher = variant == self.variant.kind && best > self.best;
                if higher {
                    self.best = best;
                }
                Effects::changed_if(higher)
            }
            Msg::Notice(text) => {
                self.notice = Some(text);
                Effects::CHANGED
            }
            Msg::DismissNotice => Effects::changed_if(self.notice.take().is_some()),
            // (Only the game that ended: a game replaced before its end was not over.)
            Msg::Timed(ms) if self.game.status() == Status::Over && self.finished_ms.is_none() => {
                self.finished_ms = Some(ms);
                Effects::CHANGED
            }
            _ => Effects::default(),
        }
    }

    /// Sets whether the player may undo, in this game from now on and in the next
    /// ones; the game's record says so, unless the game used undo already (then it
    /// says undo was allowed, which it was).
    pub fn allow_undo(&mut self, allowed: bool) {
        self.undo_allowed = allowed;
        self.record.allow_undo(allowed);
    }

    /// Plays `input` (by `mover`): only an input that changes the game is recorded,
    /// saved and repainted.
    pub(super) fn play(&mut self, input: Input, mover: Mover) -> Effects {
        let recorded = Recorded::of(&input);
        let undone = match input {
            Input::Undo => super::redo::undone_next(self.record.inputs()),
            _ => None,
        };
        let events = self.game.step(input);
        if !events.changed_state() {
            if let Outcome::PowerRefused(why) = events.outcome {
                self.extras.refused = Some(why);
                return Effects::CHANGED;
            }
            if let Outcome::Refused(why) = events.outcome {
                self.notice = Some(Text::MoveRefused {
                    why: why.to_string(),
                });
                return Effects::CHANGED;
            }
            return Effects::default();
        }
        if let Some(recorded) = recorded {
            // A timed game keeps when each input was made (never past its limit).
            match self.game.rules().limits().time_ms {
                Some(limit) => {
                    let at = self.extras.clock.played().min(limit);
                    self.record.push_at(recorded, at as u32);
                }
                None => self.record.push(recorded),
            }
        }
        self.redo.after(undone);
        let old = std::mem::replace(&mut self.events, events);
        self.game.recycle(old);
        self.turn += 1;
        self.pending = None;
        self.ai.hint = None;
        self.ai.last_mover = mover;
        let record = self.game.score() > self.best;
        if record {
            self.best = self.game.score();
        }
        self.won_once |= self.game.status() == Status::Won;
        let finished = if self.game.status() == Status::Over {
            self.finish()
        } else {
            None
        };
        self.announce();
        Effects {
            save_game: true,
            save_best: record,
            finished,
            ..Effects::CHANGED
        }
    }

    /// Starts a new game of `variant`.
    pub(super) fn start(&mut self, variant: Variant, seed: u64) -> Effects {
        let rules = variant.rules.clone();
        let effects = self.replace(variant, Record::new(rules.clone(), seed), |game| {
            game.step(Input::NewGame { rules, seed })
        });
        self.announce();
        effects
    }

    /// Replaces the game in progress with the one `make` makes of it (whose record is
    /// `record`): the one step behind every new game, link and play from here. The old
    /// game is kept among the finished if it was played and is not yet; the board
    /// starts afresh (new tile nodes); the variant's best is read if it changed.
    pub(super) fn replace(
        &mut self,
        variant: Variant,
        record: Record,
        make: impl FnOnce(&mut Game) -> Events,
    ) -> Effects {
        let finished = if self.game.moves() > 0 {
            self.finish()
        } else {
            None
        };
        let new_variant = variant.kind != self.variant.kind;
        self.replay = None;
        self.extras = Default::default();
        self.challenge = None;
        self.finished_ms = None;
        self.redo.clear();
        self.events = make(&mut self.game);
        self.record = record;
        self.record.allow_undo(self.undo_allowed);
        self.variant = variant;
        self.turn += 1;
        self.game_number += 1;
        self.pending = None;
        self.ai.hint = None;
        self.ai.last_mover = Mover::Player;
        self.settle();
        if new_variant {
            self.best = 0;
        }
        Effects {
            save_game: true,
            load_best: new_variant,
            finished,
            ..Effects::CHANGED
        }
    }

    /// Works out, from the game alone, what the model remembers of it: whether it was
    /// won at some point, and whether it is already among the finished (one kept after
    /// it ended was kept when it ended).
    pub(super) fn settle(&mut self) {
        self.won_once = matches!(self.game.status(), Status::Won | Status::KeepPlaying);
        self.recorded = self.game.status() == Status::Over;
    }

    /// The game in progress as a finished game (its time is added outside), once.
    fn finish(&mut self) -> Option<Finished> {
        if self.recorded {
            return None;
        }
        self.recorded = true;
        Some(Finished {
            variant: self.variant.key(),
            score: self.game.score(),
            top: self
                .game
                .board()
                .tiles()
                .map(|(_, t)| t.value)
                .max()
                .unwrap_or(0),
            moves: self.game.moves(),
            won: self.won_once,
            duration_ms: 0,
            finished_at: 0,
            record: self.record.encode(&self.game),
        })
    }

    /// Writes what the live region should say about the last step.
    pub(super) fn announce(&mut self) {
        let score = self.game.score();
        let ending = match self.game.status() {
            Status::Won => Ending::Won,
            Status::Over => Ending::Over,
            Status::Playing | Status::KeepPlaying => Ending::None,
        };
        let merges = match self.events.merged.iter().map(|m| m.value).max() {
            Some(top) if self.events.merged.len() > 1 => Merges::Many {
                count: self.events.merged.len(),
                top,
            },
            Some(value) => Merges::One { value },
            None => Merges::None,
        };
        self.announcement = match self.events.outcome {
            Outcome::Started => Text::NewGameStarted {
                noun: Text::noun(self.variant.kind),
                ending,
            },
            Outcome::Moved(direction) => Text::Moved {
                direction,
                merges,
                score,
                ending,
            },
            Outcome::Undone => Text::Undone { score },
            Outcome::KeptPlaying => Text::KeptGoing,
            _ => return,
        };
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Input, Record, Status};

    use super::super::testing::{fixed, fresh, make_a_move, restored_in_progress};
    use super::super::{Effects, Model, Msg};
    use crate::copy::Text;
    use crate::variant::Variant;

    #[test]
    fn moves_save_repaint_and_track_the_best() {
        let mut model = fresh(1);
        let effects = make_a_move(&mut model);
        assert!(effects.save_game && effects.changed);
        assert_eq!(model.turn, 1);
        assert_eq!(model.record.inputs().len(), 1);
        assert!(model.announcement.to_string().starts_with("Moved"));
        while model.game.score() == 0 {
            let effects = make_a_move(&mut model);
            assert_eq!(effects.save_best, model.game.score() > 0);
        }
        assert_eq!(model.best, model.game.score());
    }

    #[test]
    fn with_undo_off_undo_does_nothing_and_the_record_says_so() {
        let mut model = fresh(1);
        make_a_move(&mut model);
        let effects = model.update(Msg::AllowUndo(false));
        assert!(effects.save_game && effects.save_settings && effects.changed);
        assert_eq!(model.update(Msg::AllowUndo(false)), Effects::default());
        assert!(!model.record.undo_allowed());
        let before = (model.game.clone(), model.turn);
        assert_eq!(model.update(Msg::Undo), Effects::default());
        assert_eq!((model.game.clone(), model.turn), before);
        assert!(model.record.encode(&model.game).starts_with("r2."));
        // A new game is one without undo from its start.
        model.update(Msg::NewGame {
            variant: None,
            seed: 2,
            confirmed: true,
        });
        assert!(!model.record.undo_allowed());

        // A game that used undo says it was allowed, whatever comes later.
        let mut model = fresh(1);
        make_a_move(&mut model);
        model.update(Msg::Undo);
        model.update(Msg::AllowUndo(false));
        assert!(model.record.undo_allowed() && !model.undo_allowed);
        assert_eq!(model.record.undos(), 1);
        model.update(Msg::AllowUndo(true));
        make_a_move(&mut model);
        assert!(model.update(Msg::Undo).changed);
    }

    #[test]
    fn a_move_that_changes_nothing_does_nothing_at_all() {
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, 2)]), 1);
        let before = (model.game.clone(), model.turn, model.announcement.clone());
        assert_eq!(model.update(Msg::Move(Direction::Left)), Effects::default());
        assert_eq!(model.update(Msg::Move(Direction::Up)), Effects::default());
        assert_eq!(model.update(Msg::Undo), Effects::default());
        assert_eq!(model.update(Msg::KeepPlaying), Effects::default());
        assert_eq!(model.update(Msg::Confirm), Effects::default());
        assert_eq!(model.update(Msg::Cancel), Effects::default());
        assert_eq!(model.update(Msg::DismissNotice), Effects::default());
        assert_eq!(
            (model.game.clone(), model.turn, model.announcement.clone()),
            before
        );
        assert!(model.record.inputs().is_empty());
        assert!(model.update(Msg::Move(Direction::Right)).save_game);
    }

    #[test]
    fn the_record_replays_to_the_game_undos_and_all() {
        let mut model = fresh(9);
        for _ in 0..12 {
            make_a_move(&mut model);
        }
        model.update(Msg::Undo);
        model.update(Msg::Undo);
        make_a_move(&mut model);
        assert_eq!(model.record.inputs().len(), 15);
        assert_eq!(model.record.replay().expect("replays"), model.game);
        model.update(Msg::NewGame {
            variant: None,
            seed: 10,
            confirmed: true,
        });
        assert!(model.record.inputs().is_empty());
        assert_eq!(model.record.replay().expect("replays"), model.game);
    }

    #[test]
    fn keep_going_after_a_win_is_recorded() {
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, 1024), (0, 1, 1024)]), 1);
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.status(), Status::Won);
        assert!(model.announcement.to_string().contains("You win!"));
        let effects = model.update(Msg::KeepPlaying);
        assert!(effects.save_game && effects.changed);
        assert_eq!(model.game.status(), Status::KeepPlaying);
        assert_eq!(model.announcement.to_string(), "Keep going!");
        assert_eq!(model.record.replay().expect("replays"), model.game);
    }

    #[test]
    fn switching_variant_reloads_its_best() {
        let mut model = fresh(3);
        model.best = 500;
        let v = Variant::named("3x3").expect("preset");
        let three = v.kind;
        let effects = model.update(Msg::NewGame {
            variant: Some(v),
            seed: 1,
            confirmed: true,
        });
        assert!(effects.load_best);
        assert_eq!((model.variant.key().as_str(), model.best), ("3x3", 0));
        let classic = Variant::classic().kind;
        let best =
            |model: &mut Model, variant, best| model.update(Msg::BestKnown { variant, best });
        assert_eq!(best(&mut model, classic, 900), Effects::default());
        assert_eq!(model.best, 0);
        assert_eq!(best(&mut model, three, 70), Effects::CHANGED);
        assert_eq!(model.best, 70);
        assert_eq!(best(&mut model, three, 20), Effects::default());
        assert_eq!(
            best(&mut model, three, 70),
            Effects::default(),
            "the same best changes nothing"
        );
        assert_eq!(model.best, 70);
        // The same variant again keeps its best.
        let same = model.update(Msg::NewGame {
            variant: None,
            seed: 2,
            confirmed: true,
        });
        assert!(!same.load_best);
        assert_eq!(model.best, 70);
    }

    #[test]
    fn announcements_say_what_happened() {
        let (mut model, effects) = Model::init(
            None,
            None,
            fixed(&[(0, 0, 2), (0, 1, 2), (1, 0, 4), (1, 1, 4), (2, 0, 8)]),
            1,
        );
        assert!(effects.load_best && effects.changed);
        assert_eq!(model.announcement.to_string(), "New custom game.");
        model.update(Msg::Move(Direction::Left));
        assert_eq!(
            model.announcement.to_string(),
            "Moved left. 2 merges, up to 8. Score 12."
        );
        model.update(Msg::Move(Direction::Up));
        assert_eq!(
            model.announcement.to_string(),
            "Moved up. Merged into 16. Score 28."
        );
        model.update(Msg::Move(Direction::Right));
        assert_eq!(model.announcement.to_string(), "Moved right. Score 28.");
        model.update(Msg::Undo);
        model.update(Msg::Undo);
        assert_eq!(model.announcement.to_string(), "Move undone. Score 12.");
        let turn = model.turn;
        model.update(Msg::NewGame {
            variant: Some(Variant::classic()),
            seed: 1,
            confirmed: true,
        });
        assert_eq!((model.turn, model.game_number), (turn + 1, 1));
        assert_eq!(model.announcement.to_string(), "New Classic game.");
    }

    #[test]
    fn a_restored_game_loads_its_best() {
        let restored = restored_in_progress();
        let score = restored.game.score();
        let (model, effects) = Model::init(Some(restored), None, Variant::classic(), 1);
        assert!(effects.load_best && effects.changed && !effects.save_game);
        assert_eq!(model.best, score);
        assert!(matches!(
            model.announcement,
            Text::Silence | Text::NewGameStarted { .. }
        ));
    }

    #[test]
    fn notices_come_and_go() {
        let mut model = fresh(4);
        assert_eq!(model.update(Msg::Notice(Text::NotKept)), Effects::CHANGED);
        assert_eq!(model.notice, Some(Text::NotKept));
        assert_eq!(model.update(Msg::DismissNotice), Effects::CHANGED);
        assert_eq!(model.notice, None);
    }

    #[test]
    fn a_refused_move_says_why() {
        let big = i64::MAX / 2 + 1;
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, big), (0, 1, big)]), 1);
        let effects = model.update(Msg::Move(Direction::Left));
        assert_eq!(effects, Effects::CHANGED);
        assert!(
            model
                .notice
                .expect("a notice")
                .to_string()
                .contains("too large")
        );
        assert_eq!(model.turn, 0);
    }

    /// 2 2 / 16 8: left leaves one cell, and a 2 there ends the game (nine seeds in
    /// ten).
    fn one_move_from_the_end() -> Model {
        let almost = Variant::custom(
            r#"{"gridOptions":{"gridBoolean":[[1,1],[1,1]]},"initialTiles":[
                {"row":0,"column":0,"value":2},{"row":0,"column":1,"value":2},
                {"row":1,"column":0,"value":16},{"row":1,"column":1,"value":8}]}"#,
        )
        .expect("valid");
        (0..20)
            .map(|seed| Model::init(None, None, almost.clone(), seed).0)
            .find(|m| {
                let mut m = m.clone();
                m.update(Msg::Move(Direction::Left));
                m.game.status() == Status::Over
            })
            .expect("a seed that ends it")
    }

    #[test]
    fn games_are_kept_when_they_end_or_are_left() {
        let mut model = one_move_from_the_end();
        let effects = model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.status(), Status::Over);
        let kept = effects.finished.expect("kept");
        assert_eq!(
            (kept.score, kept.top, kept.moves, kept.won),
            (4, 16, 1, false)
        );
        assert!(Record::decode(&kept.record).is_ok());
        // Undone and ended again: counted once.
        model.update(Msg::Undo);
        let effects = model.update(Msg::Move(Direction::Left));
        assert_eq!(effects.finished, None);
        // A new game after it: nothing more to keep.
        let new_game = |model: &mut Model, seed| {
            model.update(Msg::NewGame {
                variant: None,
                seed,
                confirmed: true,
            })
        };
        assert_eq!(new_game(&mut model, 2).finished, None);
        // A game left after some moves is kept too; an untouched one is not.
        let mut model = fresh(21);
        for _ in 0..4 {
            make_a_move(&mut model);
        }
        let effects = new_game(&mut model, 3);
        assert_eq!(effects.finished.map(|f| f.moves), Some(4));
        assert_eq!(new_game(&mut model, 4).finished, None);
    }

    #[test]
    fn a_replacement_settles_the_win_and_the_finish_from_the_new_game_alone() {
        let (mut model, _) = Model::init(None, None, fixed(&[(0, 0, 1024), (0, 1, 1024)]), 1);
        model.update(Msg::Move(Direction::Left));
        model.update(Msg::KeepPlaying);
        assert!(model.won_once && !model.recorded);
        let classic = Variant::classic();
        let rules = classic.rules.clone();
        let effects = model.replace(classic, Record::new(rules.clone(), 1), |g| {
            g.step(Input::NewGame { rules, seed: 1 })
        });
        assert_eq!(effects.finished.map(|f| f.won), Some(true));
        assert!(!model.won_once && !model.recorded);
        assert_eq!(
            (model.game.status(), model.game.moves()),
            (Status::Playing, 0)
        );
    }

    #[test]
    fn widgets_hear_of_new_games_moves_wins_and_losses() {
        use super::super::GameEvent;
        let mut model = one_move_from_the_end();
        assert_eq!(
            model.update(Msg::Move(Direction::Left)).events,
            [Some(GameEvent::Move), Some(GameEvent::Over)]
        );
        assert_eq!(
            model.update(Msg::Move(Direction::Left)).events,
            [None, None]
        );
        assert_eq!(
            model.update(Msg::Undo).events,
            [Some(GameEvent::Move), None]
        );
        let (mut won, _) = Model::init(None, None, fixed(&[(0, 0, 1024), (0, 1, 1024)]), 1);
        assert_eq!(
            won.update(Msg::Move(Direction::Left)).events,
            [Some(GameEvent::Move), Some(GameEvent::Won)]
        );
        let new_game = won.update(Msg::NewGame {
            variant: None,
            seed: 1,
            confirmed: true,
        });
        assert_eq!(new_game.events, [Some(GameEvent::NewGame), None]);
        assert_eq!(GameEvent::Over.name(), "game2048-over");
    }
}
