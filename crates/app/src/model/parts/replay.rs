//! The replay viewer: a recorded game (the one in progress, a finished one, a link's)
//! shown instead of the live game, played at a pace, stepped and sought, until it is
//! closed or the player plays on from its position (asking first when a game is in
//! progress). The live game is never touched meanwhile.

use game2048_engine::{Direction, Events, Outcome, Record};

use crate::copy::{Line, RecordLine, Text};
use crate::model::{Effects, Model, Msg, Pending, Step};
use crate::replay::Replay;
use crate::variant::Variant;

impl Model {
    /// Messages while a replay is open; `None` when `msg` is not one of its own (or
    /// none is open). In a replay, left and right (keys, swipes) step back and forward,
    /// and the game's own controls and the AI wait.
    /// (Reached through [`super::Updates`].)
    pub fn update_replay(&mut self, msg: &Msg) -> Option<Effects> {
        let replay = self.replay.as_mut()?;
        let effects = match msg {
            Msg::ReplayPlay(on) => {
                if *on && replay.at_end() {
                    replay.seek(0);
                }
                replay.playing = *on;
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            Msg::ReplayTick => {
                if !replay.playing {
                    return Some(Effects::default());
                }
                replay.forward();
                if replay.at_end() {
                    replay.playing = false;
                }
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            Msg::ReplayStep(_) | Msg::Move(_) | Msg::Undo | Msg::Redo => {
                let target = match msg {
                    Msg::ReplayStep(Step::Start) => 0,
                    Msg::ReplayStep(Step::Back) | Msg::Move(Direction::Left) | Msg::Undo => {
                        replay.position().saturating_sub(1)
                    }
                    Msg::ReplayStep(Step::Forward) | Msg::Move(Direction::Right) | Msg::Redo => {
                        replay.position() + 1
                    }
                    Msg::ReplayStep(Step::End) => replay.len(),
                    _ => replay.position(),
                };
                replay.playing = false;
                replay.seek(target);
                Effects::CHANGED
            }
            Msg::ReplayTo(position) => {
                replay.playing = false;
                replay.seek(*position);
                Effects::CHANGED
            }
            Msg::CloseReplay => {
                self.replay = None;
                self.review = None;
                self.announcement = Text::from(Line::BackToYourGame);
                Effects::CHANGED
            }
            Msg::PlayFromHere if self.in_progress() => {
                self.pending = Some(Pending::PlayFromHere);
                Effects::CHANGED
            }
            Msg::PlayFromHere => self.play_from_here(),
            Msg::Confirm if matches!(self.pending, Some(Pending::PlayFromHere)) => {
                self.pending = None;
                self.play_from_here()
            }
            Msg::Hint | Msg::Autoplay(_) | Msg::ToggleAutoplay | Msg::KeepPlaying => {
                Effects::default()
            }
            _ => return None,
        };
        if let Some(r) = &self.replay {
            self.announcement = Text::from(Line::ReplayAt {
                position: r.position(),
                len: r.len(),
            });
        }
        Some(effects)
    }

    /// The replay's messages while none is open: only opening one, and the pace, do
    /// anything.
    /// (Reached through [`super::Updates`].)
    pub fn update_replay_closed(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::ReplaySpeed(speed) => {
                self.replay_speed = speed;
                Effects::CHANGED
            }
            Msg::WatchGame => self.watch(self.record.clone()),
            Msg::Watch(record) => self.watch(record),
            _ => Effects::default(),
        }
    }

    /// Opens a replay of `record` (damaged ones say why).
    fn watch(&mut self, record: Record) -> Effects {
        match Replay::open(record.clone()) {
            Ok(mut replay) => {
                self.stop_autoplay();
                // The replay shows where the panel was.
                self.games.open = false;
                replay.playing = !replay.is_empty();
                self.replays_opened += 1;
                self.review = None;
                self.announcement = Text::from(Line::ReplayOpened {
                    moves: replay.len(),
                });
                self.replay = Some(replay);
                self.kept_review(&record);
                Effects {
                    replay_tick: self.replay_tick(),
                    ..Effects::CHANGED
                }
            }
            Err(why) => {
                self.notice = Some(Text::from(Line::ReplayNotOpened {
                    why: RecordLine(why).to_string(),
                }));
                Effects::CHANGED
            }
        }
    }

    /// When the next playback step is due, if the replay plays.
    fn replay_tick(&self) -> Option<u32> {
        let playing = self
            .replay
            .as_ref()
            .is_some_and(|r| r.playing && !r.at_end());
        // A step takes at least the slide's time.
        playing.then(|| self.replay_speed.pause_ms().max(120))
    }

    /// Makes the replayed position the live game: its record so far, its undo levels.
    fn play_from_here(&mut self) -> Effects {
        let Some(replay) = self.replay.take() else {
            return Effects::default();
        };
        let variant = Variant::of_rules(replay.game().rules().clone());
        let game = replay.game().clone();
        let effects = self.replace(variant, replay.record_to_here(), |live| {
            *live = game;
            Events::only(Outcome::Started)
        });
        self.announcement = Text::from(Line::PlayingOnFrom {
            position: replay.position(),
        });
        effects
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Record};

    use crate::model::testing::fresh;
    use crate::model::{Model, Msg, Pending, Step};
    use crate::replay::Replay;

    fn played(moves: usize) -> Model {
        let mut model = fresh(21);
        let mut n = 0;
        while (model.game.moves() as usize) < moves {
            model.update(Msg::Move(Direction::ALL[n % 4]));
            n += 1;
        }
        model
    }

    #[test]
    fn watching_the_game_shows_its_positions_and_leaves_it_alone() {
        let mut model = played(12);
        model.update(Msg::Undo);
        let live = (model.game.clone(), model.record.clone());
        let effects = model.update(Msg::WatchGame);
        assert!(effects.replay_tick.is_some(), "it plays at once");
        let replay = model.replay.as_ref().expect("open");
        assert_eq!((replay.position(), replay.len()), (0, 13));
        assert_eq!(
            model.shown_game(),
            &live.1.first_position().expect("starts")
        );
        // Ticks play it; keys step it; the live game does not move.
        for _ in 0..5 {
            model.update(Msg::ReplayTick);
        }
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(5));
        model.update(Msg::Move(Direction::Left));
        assert_eq!(
            model.replay.as_ref().map(|r| (r.position(), r.playing)),
            Some((4, false))
        );
        model.update(Msg::Move(Direction::Right));
        model.update(Msg::ReplayStep(Step::End));
        assert_eq!(model.shown_game(), &live.0, "the end is the game as it is");
        assert_eq!(model.announcement.to_string(), "Replay: move 13 of 13.");
        model.update(Msg::ReplayStep(Step::Back));
        model.update(Msg::ReplayStep(Step::Back));
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(11));
        model.update(Msg::ReplayStep(Step::Forward));
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(12));
        model.update(Msg::ReplayStep(Step::Start));
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(0));
        model.update(Msg::ReplayTo(2));
        assert_eq!(model.replay.as_ref().map(Replay::position), Some(2));
        assert_eq!((model.game.clone(), model.record.clone()), live);
        assert_eq!(model.update(Msg::Hint).ask_ai, None, "no AI over a replay");
        model.update(Msg::CloseReplay);
        assert!(model.replay.is_none());
        assert_eq!(model.shown_game(), &live.0);
    }

    #[test]
    fn play_from_here_asks_then_plays_on_with_the_undo_levels() {
        let mut model = played(10);
        model.update(Msg::WatchGame);
        model.update(Msg::ReplayTo(6));
        let there = model.shown_game().clone();
        model.update(Msg::PlayFromHere);
        assert!(matches!(model.pending, Some(Pending::PlayFromHere)));
        assert_eq!(
            model.pending.as_ref().map(|p| p.wording().yes.say()),
            Some("Play from here")
        );
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game);
        assert!(model.replay.is_none());
        assert_eq!(model.game, there);
        assert_eq!(model.record.inputs().len(), 6);
        assert_eq!(model.record.replay().expect("replays"), model.game);
        assert_eq!(model.announcement.to_string(), "Playing on from move 6.");
        assert!(
            model.update(Msg::Undo).changed,
            "its undo levels came along"
        );
        // The game it replaced was kept among the finished.
        assert_eq!(effects.finished.map(|f| f.moves), Some(10));
    }

    #[test]
    fn a_damaged_replay_says_why_and_touches_nothing() {
        let mut model = played(3);
        let live = model.game.clone();
        let mut record = Record::new(game2048_engine::Rules::classic(), 1);
        record.push(game2048_engine::Recorded::Undo);
        model.update(Msg::Watch(record));
        assert!(model.replay.is_none());
        assert!(
            model
                .notice
                .as_ref()
                .is_some_and(|n| n.to_string().starts_with("That replay could not be opened"))
        );
        assert_eq!(model.game, live);
    }
}
