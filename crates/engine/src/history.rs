//! Undo: a bounded stack of what came before each effective move, oldest dropped first.
//!
//! The stack knows nothing of what it holds; `game` keeps a snapshot of everything a
//! move changes (the generator included, so undoing and replaying a move draws the same
//! tile). Memory is bounded by [`UNDO_LEVELS`] entries.

use std::collections::VecDeque;

/// How many moves can be taken back.
pub const UNDO_LEVELS: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<T> {
    levels: VecDeque<T>,
}

impl<T> Default for History<T> {
    fn default() -> History<T> {
        History {
            levels: VecDeque::new(),
        }
    }
}

impl<T> History<T> {
    /// Remembers `level`; past [`UNDO_LEVELS`], forgets the oldest and returns it.
    pub fn push(&mut self, level: T) -> Option<T> {
        let forgotten = if self.levels.len() == UNDO_LEVELS {
            self.levels.pop_front()
        } else {
            None
        };
        self.levels.push_back(level);
        forgotten
    }

    pub fn pop(&mut self) -> Option<T> {
        self.levels.pop_back()
    }

    pub fn len(&self) -> usize {
        self.levels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.levels.is_empty()
    }

    /// Oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.levels.iter()
    }

    /// A history from levels, oldest first; `None` if there are more than
    /// [`UNDO_LEVELS`].
    pub fn from_levels(levels: Vec<T>) -> Option<History<T>> {
        (levels.len() <= UNDO_LEVELS).then(|| History {
            levels: levels.into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_newest_levels_and_hands_back_the_oldest() {
        let mut history = History::default();
        for n in 0..UNDO_LEVELS {
            assert_eq!(history.push(n), None);
        }
        assert_eq!(history.push(UNDO_LEVELS), Some(0));
        assert_eq!(history.len(), UNDO_LEVELS);
        assert_eq!(history.iter().next(), Some(&1));
        assert_eq!(history.pop(), Some(UNDO_LEVELS));
        assert!(History::from_levels(vec![0; UNDO_LEVELS + 1]).is_none());
        assert_eq!(History::from_levels(vec![7]).map(|h| h.len()), Some(1));
        assert!(History::<u8>::default().is_empty());
    }
}
