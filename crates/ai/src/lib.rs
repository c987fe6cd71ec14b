//! game2048-ai: a player for any game the engine can play.
//!
//! Classic rules on a 4x4 board without holes (pairs of equal tiles merge into their
//! sum, 2s and 4s appear) are searched on a table-driven bit board ([`fast`]) with a
//! tuned evaluation ([`classic`]); everything else is searched through the engine's
//! own slide with a generic evaluation ([`general`]). Both are expectimax, deepened
//! while a [`Budget`] of nodes or time lasts.
//!
//! Pure Rust, depending on the engine only: no clock of its own (time comes in as
//! [`Budget::out_of_time`]), no threads, no I/O. With a node budget and no clock the
//! same position always gets the same answer.

pub mod analysis;
pub mod classic;
pub mod fast;
pub mod general;
pub mod protocol;

use game2048_engine::{Board, Direction, Rules};

use crate::fast::Fast;

/// How much a decision may search: at most `nodes` positions, and no longer than
/// `out_of_time` allows (asked now and then; `true` stops the search, and the deepest
/// complete depth decides).
pub struct Budget<'c> {
    pub nodes: u64,
    pub out_of_time: Option<&'c mut dyn FnMut() -> bool>,
}

impl Budget<'_> {
    /// A budget of `nodes` positions and no clock: deterministic.
    pub fn nodes(nodes: u64) -> Budget<'static> {
        Budget {
            nodes,
            out_of_time: None,
        }
    }

    /// Whether a search that has visited `nodes` positions must stop. The clock is read
    /// only every `clock_every` nodes (a power of two): reading it costs more than a node
    /// of the fast search.
    fn spent(&mut self, nodes: u64, clock_every: u64) -> bool {
        nodes >= self.nodes
            || (nodes & (clock_every - 1) == 0 && self.out_of_time.as_mut().is_some_and(|f| f()))
    }
}

/// Time that easy decisions leave unused, lent to hard ones. A decision may think for
/// its budget plus what earlier decisions saved (at most [`TimeBank::MAX_SAVED`]
/// budgets), so the mean time per move stays within the budget while the crowded
/// positions of a long game, where a mistake ends it, get the depth they need. The
/// classic search stops at the depth it plans, so early, easy positions save.
#[derive(Clone, Copy, Debug)]
pub struct TimeBank {
    budget_ms: f64,
    saved_ms: f64,
}

impl TimeBank {
    /// How many budgets a bank holds at most.
    pub const MAX_SAVED: f64 = 10.0;

    pub fn new(budget_ms: f64) -> TimeBank {
        TimeBank {
            budget_ms: budget_ms.max(0.0),
            saved_ms: 0.0,
        }
    }

    pub fn budget_ms(&self) -> f64 {
        self.budget_ms
    }

    /// How long the next decision may think.
    pub fn allowance_ms(&self) -> f64 {
        self.budget_ms + self.saved_ms
    }

    /// Books a decision that took `used_ms`.
    pub fn spend(&mut self, used_ms: f64) {
        self.saved_ms =
            (self.saved_ms + self.budget_ms - used_ms).clamp(0.0, Self::MAX_SAVED * self.budget_ms);
    }
}

/// A decision and what it cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The move to make; `None` when no move changes the board.
    pub direction: Option<Direction>,
    /// How many moves ahead the search looked, completely.
    pub depth: u32,
    pub nodes: u64,
    /// Each direction's worth as the search saw it (the evaluation's units, higher is
    /// better), in `Direction::ALL`'s order; `None`: it changes nothing.
    pub values: [Option<f64>; 4],
}

/// A player: keeps the classic search's tables from one decision to the next.
#[derive(Default)]
pub struct Player {
    classic: classic::Searcher,
}

/// How far ahead the search weighs unlikely new tiles: a branch less likely than this
/// is evaluated, not searched further.
pub const MIN_PROBABILITY: f32 = classic::DEFAULT_MIN_PROBABILITY;

impl Player {
    /// The best move for `board` under `rules`, within `budget`. Always a move that
    /// changes the board, or `None`.
    pub fn decide(&mut self, rules: &Rules, board: &Board, budget: &mut Budget<'_>) -> Decision {
        match classic_board(rules, board) {
            Some(fast) => {
                let choice = self.classic.decide(fast, budget, MIN_PROBABILITY);
                Decision {
                    direction: choice.direction,
                    depth: choice.depth,
                    nodes: choice.nodes,
                    values: choice.values.map(|v| v.map(f64::from)),
                }
            }
            None => {
                let mut search = general::Searcher::new(rules);
                let (direction, depth, values) = search.decide(board, budget);
                Decision {
                    direction,
                    depth,
                    nodes: search.nodes(),
                    values,
                }
            }
        }
    }
}

/// Whether `rules` are the classic rules the bit board plays: a 4x4 board without
/// holes, pairs of equal tiles merging into their sum and scoring it, a 2 or a 4
/// appearing after each move, nine times in ten a 2. (The win rule and the initial
/// tiles do not change how the game plays.)
pub fn is_classic(rules: &Rules) -> bool {
    let shape = rules.shape();
    let merge = rules.merge();
    shape.rows() == 4
        && shape.cols() == 4
        && shape.mask().iter().flatten().all(|&on| on)
        && merge.condition.name == "original2048"
        && merge.result.name == "original2048"
        && merge.score.name == "original2048"
        && rules.new_tile().rule.odds == [(2, 9), (4, 1)]
        && rules.lose().name == "original2048"
}

/// `board` as a bit board, if the rules are classic and every tile is a power of two
/// from 2 to 2^31.
pub fn classic_board(rules: &Rules, board: &Board) -> Option<Fast> {
    if !is_classic(rules) {
        return None;
    }
    let mut exponents = [0u8; 16];
    for (cell, exponent) in board.cells().iter().zip(&mut exponents) {
        if let Some(tile) = cell {
            let v = u64::try_from(tile.value)
                .ok()
                .filter(|v| v.is_power_of_two() && *v >= 2)?;
            let e = v.trailing_zeros();
            *exponent = u8::try_from(e).ok().filter(|&e| e < 32)?;
        }
    }
    Some(Fast::from_exponents(exponents))
}

#[cfg(test)]
mod tests {
    use super::TimeBank;

    #[test]
    fn a_time_bank_lends_only_what_was_saved() {
        let mut bank = TimeBank::new(4.0);
        assert_eq!(bank.allowance_ms(), 4.0);
        // Quick decisions save the rest of their budget, up to MAX_SAVED budgets.
        bank.spend(1.0);
        assert_eq!(bank.allowance_ms(), 7.0);
        for _ in 0..100 {
            bank.spend(0.0);
        }
        assert_eq!(bank.allowance_ms(), 4.0 + TimeBank::MAX_SAVED * 4.0);
        // A long one spends it; an overrun never leaves a debt.
        bank.spend(4.0 + TimeBank::MAX_SAVED * 4.0);
        assert_eq!(bank.allowance_ms(), 4.0);
        bank.spend(100.0);
        assert_eq!(bank.allowance_ms(), 4.0);
        // Used as lent, the mean stays within the budget.
        let mut bank = TimeBank::new(4.0);
        let used: Vec<f64> = (0..1000)
            .map(|i| {
                let want: f64 = if i < 500 { 1.0 } else { 12.0 };
                let took = want.min(bank.allowance_ms());
                bank.spend(took);
                took
            })
            .collect();
        assert!(used.iter().sum::<f64>() / 1000.0 <= 4.0);
    }
}
