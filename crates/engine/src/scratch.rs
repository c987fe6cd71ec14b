//! Buffers a game reuses from one step to the next, so that a long game allocates
//! nothing per move: the cells of the undo level it forgot, and the vectors of events a
//! caller handed back with [`Game::recycle`](super::Game::recycle).
//!
//! Scratch space is not part of a game's value: it compares equal to any other, clones
//! empty, and is never saved.

use super::board::Tile;
use super::events::{Events, Outcome};

#[derive(Debug, Default)]
pub struct Scratch {
    cells: Vec<Option<Tile>>,
    events: Option<Events>,
}

impl Scratch {
    /// A buffer for a board's cells (empty, maybe with room).
    pub fn take_cells(&mut self) -> Vec<Option<Tile>> {
        std::mem::take(&mut self.cells)
    }

    /// Keeps `cells` for a later `take_cells`.
    pub fn keep_cells(&mut self, cells: Vec<Option<Tile>>) {
        self.cells = cells;
    }

    /// Empty events with `outcome`, in recycled buffers when there are some.
    pub fn events(&mut self, outcome: Outcome) -> Events {
        match self.events.take() {
            Some(mut events) => {
                events.outcome = outcome;
                events
            }
            None => Events::only(outcome),
        }
    }

    /// Keeps the buffers of `events` for a later step, unless those already kept have
    /// more room (the events of a move that changed nothing have none).
    pub fn keep_events(&mut self, mut events: Events) {
        if let Some(kept) = &self.events
            && kept.moves.capacity() >= events.moves.capacity()
        {
            return;
        }
        events.moves.clear();
        events.merged.clear();
        events.spawned.clear();
        events.removed.clear();
        events.score_gained = 0;
        events.earned = Default::default();
        self.events = Some(events);
    }
}

impl Clone for Scratch {
    fn clone(&self) -> Scratch {
        Scratch::default()
    }
}

impl PartialEq for Scratch {
    fn eq(&self, _: &Scratch) -> bool {
        true
    }
}

impl Eq for Scratch {}
