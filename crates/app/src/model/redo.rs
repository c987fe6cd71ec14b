//! Redo: the inputs that undos took back, played again on request.
//!
//! An undo takes back the newest input that made an undo level (a move, a swap, a
//! removal); *Redo* plays that input again. The undo level kept the game's generator,
//! so the same input brings the same new tile, and the record holds a redone input as
//! it holds any other: records, replays and the undo policy are unchanged (with undo
//! off there is nothing to redo). Any other input that changes the game forgets the
//! list, as does a new game. The list is not kept: a reload forgets it.
//!
//! This module must never step the game itself: every input goes through
//! `Model::play`, which records it and keeps the list.

use game2048_engine::Recorded;

use super::ai::Mover;
use super::{Effects, Model};
use crate::copy::Text;

/// The inputs that undos took back since the last other input, the next to redo last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Redo(Vec<Recorded>);

impl Redo {
    /// How many inputs can be redone.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Follows an input that changed the game: an undo that took back `undone` adds it;
    /// any other input (`undone` is `None`) forgets them all.
    pub(super) fn after(&mut self, undone: Option<Recorded>) {
        match undone {
            Some(input) => self.0.push(input),
            None => self.0.clear(),
        }
    }

    pub(super) fn clear(&mut self) {
        self.0.clear();
    }
}

/// The input the next undo takes back, as `inputs` (a record's) say: the newest that
/// made an undo level and still stands. Keep going and time up make none.
pub(super) fn undone_next(inputs: &[Recorded]) -> Option<Recorded> {
    let mut standing = Vec::new();
    for &input in inputs {
        match input {
            Recorded::Move(_) | Recorded::Swap(..) | Recorded::Remove(_) => standing.push(input),
            Recorded::Undo => {
                standing.pop();
            }
            Recorded::KeepPlaying | Recorded::TimeUp => {}
        }
    }
    standing.pop()
}

impl Model {
    /// Plays the input the last undo took back (nothing when there is none, or undo is
    /// off).
    pub(super) fn redo(&mut self) -> Effects {
        let Some(&input) = self.redo.0.last() else {
            return Effects::default();
        };
        if !self.undo_allowed {
            return Effects::default();
        }
        // `play` forgets the list (a redone input is like any other); the rest of it
        // stays redoable.
        let mut rest = std::mem::take(&mut self.redo);
        let turn = self.turn;
        let effects = self.play(input.input(), Mover::Player);
        if self.turn != turn {
            rest.0.pop();
            // "Redone." before what the move did (its merges, score, a win).
            let said = std::mem::replace(&mut self.announcement, Text::Silence);
            self.announcement = match self.events.outcome {
                game2048_engine::Outcome::Moved(_) => Text::Together(vec![Text::Redone, said]),
                _ => Text::Redone,
            };
        }
        self.redo = rest;
        effects
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Pos, Recorded, Status};

    use super::super::testing::{fixed, fresh, make_a_move};
    use super::super::{Model, Msg};
    use super::undone_next;

    fn played(seed: u64, moves: usize) -> Model {
        let mut model = fresh(seed);
        for _ in 0..moves {
            make_a_move(&mut model);
        }
        model
    }

    #[test]
    fn redo_plays_the_undone_moves_again_with_the_same_tiles() {
        let mut model = played(9, 6);
        let after_six = model.game.clone();
        let after_five = played(9, 5).game;
        assert!(model.update(Msg::Undo).changed);
        assert!(model.update(Msg::Undo).changed);
        assert_eq!(model.redo.len(), 2);
        assert!(model.update(Msg::Redo).changed);
        assert_eq!(model.game.board(), after_five.board());
        assert!(model.announcement.to_string().starts_with("Redone. Moved "));
        assert!(model.update(Msg::Redo).changed);
        assert_eq!(model.game.board(), after_six.board());
        assert_eq!(model.game.score(), after_six.score());
        assert!(model.redo.is_empty());
        assert!(!model.update(Msg::Redo).changed, "nothing left to redo");
        // The record holds the redone moves as moves: it replays to the game.
        assert_eq!(model.record.undos(), 2);
        assert_eq!(model.record.replay().expect("replays"), model.game);
    }

    #[test]
    fn any_other_move_a_new_game_or_undo_off_forgets_the_list() {
        let mut model = played(3, 4);
        model.update(Msg::Undo);
        model.update(Msg::Undo);
        make_a_move(&mut model);
        assert!(model.redo.is_empty());
        assert!(!model.update(Msg::Redo).changed);

        model.update(Msg::Undo);
        assert_eq!(model.redo.len(), 1);
        model.update(Msg::NewGame {
            variant: None,
            seed: 5,
            confirmed: true,
        });
        assert!(model.redo.is_empty());

        let mut model = played(3, 4);
        model.update(Msg::Undo);
        model.update(Msg::AllowUndo(false));
        assert!(model.redo.is_empty() && !model.update(Msg::Redo).changed);
    }

    #[test]
    fn the_next_undo_takes_back_the_newest_standing_input() {
        let (l, r, u) = (
            Recorded::Move(Direction::Left),
            Recorded::Move(Direction::Right),
            Recorded::Undo,
        );
        assert_eq!(undone_next(&[]), None);
        assert_eq!(undone_next(&[l, r]), Some(r));
        assert_eq!(undone_next(&[l, r, u]), Some(l));
        assert_eq!(undone_next(&[l, r, u, u]), None);
        assert_eq!(undone_next(&[l, Recorded::KeepPlaying]), Some(l));
        let swap = Recorded::Swap(Pos::new(0, 0), Pos::new(0, 1));
        assert_eq!(undone_next(&[l, swap, Recorded::TimeUp]), Some(swap));
    }

    #[test]
    fn a_redone_winning_move_wins_again() {
        let variant = fixed(&[(0, 0, 1024), (0, 1, 1024), (3, 3, 2)]);
        let mut model = fresh(1);
        model.update(Msg::NewGame {
            variant: Some(variant),
            seed: 1,
            confirmed: true,
        });
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.status(), Status::Won);
        model.update(Msg::Undo);
        assert_eq!(model.game.status(), Status::Playing);
        model.update(Msg::Redo);
        assert_eq!(model.game.status(), Status::Won);
        assert!(model.announcement.to_string().starts_with("Redone. "));
        assert!(model.announcement.to_string().contains("You win"));
    }
}
