//! Reviewing the game being replayed: the AI searches the position before each move
//! the player made, one question at a time (a fixed node budget, so a review is the
//! same every time), and each answer judges that move (`crate::review`). It shows its
//! progress and can be cancelled; once done it shows the chart and the moves much worse
//! than the AI's, and a click on either seeks the replay there.
//!
//! A review belongs to its replay: opening another or closing it drops the review.
//! It never touches the live game.

use game2048_engine::{Direction, Game, Record};

use crate::copy::{Line, Text};
use crate::model::{Effects, Model};
use crate::review::{Judged, Review, judge, moves};

/// The positions a review's search may visit for each move: the fast strength's depth
/// on the classic board (a few milliseconds a move in the browser).
pub const REVIEW_NODES: u64 = 20_000;

/// What the player does with a review, and what the AI answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Study {
    /// Review the game being replayed.
    Start,
    Cancel,
    /// The AI's worths for the position of review `id`'s next move, or why there are
    /// none. (Boxed: every message is as large as the largest.)
    Answered {
        id: u64,
        values: Result<Box<[Option<i64>; 4]>, String>,
    },
}

/// The question the runtime puts to the AI: the position [`Reviewing::position`]
/// holds, searched over [`REVIEW_NODES`] positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewAsk {
    pub id: u64,
    pub nodes: u64,
}

/// A review under way, or done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewing {
    /// Its number: an answer to an earlier review is dropped.
    id: u64,
    record: Record,
    /// The moves to judge: their places in the record and directions.
    moves: Vec<(usize, Direction)>,
    /// The position before the next move to judge, and how many inputs it has seen.
    game: Game,
    replayed: usize,
    /// The moves judged so far.
    pub review: Review,
    /// Why it stopped before the end, if it did.
    pub failed: Option<Text>,
}

impl Reviewing {
    /// Moves judged, and moves to judge in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.review.judged.len(), self.moves.len())
    }

    pub fn done(&self) -> bool {
        self.review.judged.len() == self.moves.len()
    }

    /// Its number (a view can tell one review from the next).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The question about the next move.
    fn ask(&self) -> ReviewAsk {
        ReviewAsk {
            id: self.id,
            nodes: REVIEW_NODES,
        }
    }

    /// The position the next question is about.
    pub fn position(&self) -> &Game {
        &self.game
    }

    /// Replays inputs up to the next move to judge; `false` if there is none.
    fn advance(&mut self) -> bool {
        let Some(&(at, _)) = self.moves.get(self.review.judged.len()) else {
            return false;
        };
        let inputs = self.record.inputs();
        while self.replayed < at {
            // (The replay checked every input as it opened.)
            self.game.step(inputs[self.replayed].input());
            self.replayed += 1;
        }
        true
    }
}

impl Model {
    /// (Reached through [`super::Updates`].)
    pub fn update_review(&mut self, study: Study) -> Effects {
        match study {
            Study::Start => {
                let Some(replay) = &self.replay else {
                    return Effects::default();
                };
                let record = replay.record().clone();
                let Some(reviewing) = self.begin_review(record, Review::default()) else {
                    return Effects::default();
                };
                Effects {
                    review: reviewing.advance().then(|| reviewing.ask()),
                    ..Effects::CHANGED
                }
            }
            Study::Cancel => Effects::changed_if(self.review.take().is_some()),
            Study::Answered { id, values } => {
                let Some(reviewing) = self.review.as_deref_mut().filter(|r| r.id == id) else {
                    return Effects::default();
                };
                let Some(&(at, played)) = reviewing.moves.get(reviewing.review.judged.len()) else {
                    return Effects::default();
                };
                let judged = match values {
                    Ok(values) => judge(at, played, *values),
                    Err(why) => {
                        reviewing.failed = Some(Text::from(Line::ReviewFailed { why }));
                        return Effects::CHANGED;
                    }
                };
                // A search that knows no move (never, for a move that was played) counts
                // the move as the AI's own.
                reviewing.review.judged.push(judged.unwrap_or(Judged {
                    at,
                    played,
                    best: played,
                    quality: 100,
                }));
                if reviewing.advance() {
                    return Effects {
                        review: Some(reviewing.ask()),
                        ..Effects::CHANGED
                    };
                }
                Effects {
                    keep_review: self.keep_review(),
                    ..Effects::CHANGED
                }
            }
        }
    }

    /// A review just done, of a game kept among the finished ones: to keep beside it.
    fn keep_review(&mut self) -> Option<Box<(String, String)>> {
        let record = self.replay.as_ref()?.text().to_string();
        let review = self.review.as_ref()?.review.encode();
        // (The panel's copy too, so that it shows the review before storage is read.)
        let history = std::sync::Arc::make_mut(self.games.history.as_mut()?);
        history
            .keep_review(&record, review.clone())
            .then(|| Box::new((record, review)))
    }

    /// The review kept with the game of `record` (a finished one), shown as the replay
    /// opens; a review that does not fit its game is not shown.
    pub(in crate::model) fn kept_review(&mut self, record: &Record) {
        let kept = self.games.history.as_ref().and_then(|h| {
            let text = self.replay.as_ref()?.text();
            h.review_of(text).map(str::to_string)
        });
        if let Some(review) = kept.and_then(|text| Review::decode(&text, record).ok()) {
            self.begin_review(record.clone(), review);
        }
    }

    /// Puts in place a review of `record`, judged as far as `review` goes; `None` if the
    /// record has no first position (never, for one a replay opened).
    fn begin_review(&mut self, record: Record, review: Review) -> Option<&mut Reviewing> {
        let game = record.first_position().ok()?;
        self.reviews_started += 1;
        let reviewing = self.review.insert(Box::new(Reviewing {
            id: self.reviews_started,
            moves: moves(&record),
            record,
            game,
            replayed: 0,
            review,
            failed: None,
        }));
        Some(reviewing)
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::Input;

    use super::*;
    use crate::model::parts::Part;
    use crate::model::testing::{fresh, make_a_move};
    use crate::model::{Msg, Step};

    fn study(model: &mut Model, s: Study) -> Effects {
        model.update(Msg::Review(s))
    }

    #[test]
    fn a_review_asks_about_every_move_in_turn_and_judges_each() {
        let mut model = fresh(5);
        for _ in 0..4 {
            make_a_move(&mut model);
        }
        model.update(Msg::Undo);
        make_a_move(&mut model);
        let live = model.game.clone();
        model.update(Msg::WatchGame);
        model.update(Msg::ReplayPlay(false));
        let moves = moves(&model.record);
        assert_eq!(moves.len(), 5, "the undo is replayed, not judged");

        let mut ask = study(&mut model, Study::Start).review.expect("asks");
        let mut asked = Vec::new();
        loop {
            let r = model.review.as_ref().expect("reviewing");
            // The position asked about is the one before the move, as a replay shows it.
            let (at, _) = moves[r.progress().0];
            let mut replay = model.replay.clone().expect("a replay");
            replay.seek(at);
            assert_eq!(r.position().board(), replay.game().board());
            asked.push(at);
            // The AI prefers Left, then Down, Right, Up.
            let values = Direction::ALL.map(|d| {
                let mut g = r.position().clone();
                g.step(Input::Move(d)).changed_state().then_some(match d {
                    Direction::Left => 100_000,
                    Direction::Down => 99_500,
                    Direction::Right => 95_000,
                    Direction::Up => 90_000,
                })
            });
            let effects = study(
                &mut model,
                Study::Answered {
                    id: ask.id,
                    values: Ok(Box::new(values)),
                },
            );
            match effects.review {
                Some(next) => ask = next,
                None => break,
            }
        }
        let r = model.review.as_ref().expect("done");
        assert!(r.done());
        assert_eq!(r.progress(), (5, 5));
        assert_eq!(asked, moves.iter().map(|m| m.0).collect::<Vec<_>>());
        for (j, (at, played)) in r.review.judged.iter().zip(&moves) {
            assert_eq!((j.at, j.played), (*at, *played));
            assert_eq!(
                j.is_mistake(),
                matches!(played, Direction::Right | Direction::Up)
            );
        }
        // A late or stray answer changes nothing; the live game never moved.
        let before = model.review.clone();
        study(
            &mut model,
            Study::Answered {
                id: ask.id + 7,
                values: Ok(Box::new([Some(1); 4])),
            },
        );
        assert_eq!(model.review, before);
        assert_eq!(model.game, live);
        // A seek is the replay's own.
        model.update(Msg::ReplayTo(moves[2].0));
        assert_eq!(
            model.replay.as_ref().map(|r| r.position()),
            Some(moves[2].0)
        );
        // Closing the replay drops its review.
        model.update(Msg::CloseReplay);
        assert!(model.review.is_none());
    }

    /// Answers every question of the review under way, the AI preferring Left.
    fn answer_all(model: &mut Model, mut ask: ReviewAsk) -> Effects {
        loop {
            let r = model.review.as_ref().expect("reviewing");
            let values = Direction::ALL.map(|d| {
                let mut g = r.position().clone();
                let worth = if d == Direction::Left {
                    100_000
                } else {
                    97_000
                };
                g.step(Input::Move(d)).changed_state().then_some(worth)
            });
            let effects = model.update(Msg::Review(Study::Answered {
                id: ask.id,
                values: Ok(Box::new(values)),
            }));
            match effects.review {
                Some(next) => ask = next,
                None => return effects,
            }
        }
    }

    #[test]
    fn a_finished_games_review_is_kept_beside_it_and_shown_when_it_is_watched_again() {
        let mut model = fresh(8);
        for _ in 0..6 {
            make_a_move(&mut model);
        }
        let text = model.record.encode(&model.game);
        let mut history = crate::history::History::default();
        history.add(crate::history::Finished {
            variant: "classic".into(),
            score: model.game.score(),
            top: 4,
            moves: model.game.moves(),
            won: false,
            duration_ms: 1,
            finished_at: 1,
            record: text.clone(),
        });
        model.update(Msg::HistoryRead {
            history,
            today: crate::daily::Day::of_ms(1),
        });
        let record = model.record.clone();
        model.update(Msg::Watch(record.clone()));
        let ask = study(&mut model, Study::Start).review.expect("asks");
        let done = answer_all(&mut model, ask);
        let review = model
            .review
            .as_ref()
            .map(|r| r.review.clone())
            .expect("done");
        assert_eq!(
            done.keep_review.as_deref(),
            Some(&(text.clone(), review.encode()))
        );
        // Watched again: the review is there, done, asking nothing.
        model.update(Msg::CloseReplay);
        let effects = model.update(Msg::Watch(record.clone()));
        assert_eq!(effects.review, None);
        let again = model.review.as_ref().expect("kept");
        assert!(again.done());
        assert_eq!(again.review, review);
        // The game in progress is no kept game: its review is not kept.
        model.update(Msg::CloseReplay);
        make_a_move(&mut model);
        model.update(Msg::WatchGame);
        let ask = study(&mut model, Study::Start).review.expect("asks");
        assert_eq!(answer_all(&mut model, ask).keep_review, None);
        // Where the review's code loads on first use, a kept review needs none: it
        // is shown, not worked out.
        model.update(Msg::CloseReplay);
        model.parts = crate::model::parts::Parts::to_load(&[Part::Review]);
        let effects = model.update(Msg::Watch(record));
        assert_eq!(effects.load_part, None);
        assert!(model.review.as_ref().is_some_and(|r| r.done()));
    }

    #[test]
    fn a_failure_stops_the_review_with_the_reason_and_cancel_drops_it() {
        let mut model = fresh(2);
        make_a_move(&mut model);
        make_a_move(&mut model);
        model.update(Msg::WatchGame);
        let ask = study(&mut model, Study::Start).review.expect("asks");
        let effects = study(
            &mut model,
            Study::Answered {
                id: ask.id,
                values: Err("rules: bad".into()),
            },
        );
        assert_eq!(effects.review, None);
        let failed = model.review.as_ref().and_then(|r| r.failed.as_ref());
        assert_eq!(
            failed.map(Text::to_string).as_deref(),
            Some("The review stopped: the AI could not answer (rules: bad).")
        );
        assert!(study(&mut model, Study::Cancel).changed);
        assert!(model.review.is_none());
        // Without a replay there is nothing to review.
        model.update(Msg::ReplayStep(Step::End));
        model.update(Msg::CloseReplay);
        assert_eq!(study(&mut model, Study::Start), Effects::default());
    }
}
