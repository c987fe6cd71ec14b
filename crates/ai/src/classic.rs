//! Expectimax on the classic board ([`Fast`]): a max node over the four moves, a
//! chance node over every empty cell with the rules' own odds (a 2 nine times in ten, a
//! 4 otherwise), a static evaluation at the leaves.
//!
//! The evaluation is nneonneo's (2048-ai, weights tuned with CMA-ES by xificurk): for
//! every row and column, empty cells and runs of equal neighbours are good; broken
//! monotonicity and big tiles away from order are bad. It is a sum of per-row terms, so
//! it is a table of every possible row, looked up eight times per board.
//!
//! Search is iterative deepening to the depth nneonneo found best for a board (the
//! number of distinct tiles less two, at least three), and no deeper: time left over
//! is saved for harder positions ([`crate::TimeBank`]); branches less likely than a cut-off probability are evaluated, not searched;
//! a transposition table keeps what a depth has already found. When the budget runs
//! out mid-depth, the last complete depth decides: with a node budget, the same board
//! always gets the same answer.

use std::sync::OnceLock;

use game2048_engine::Direction;

use crate::Budget;
use crate::fast::{Fast, Tables, pack, transpose, transpose_bits, unpack};

const LOST_PENALTY: f32 = 200_000.0;
const MONOTONICITY_POWER: f32 = 4.0;
const MONOTONICITY_WEIGHT: f32 = 47.0;
const SUM_POWER: f32 = 3.5;
const SUM_WEIGHT: f32 = 11.0;
const MERGES_WEIGHT: f32 = 700.0;
const EMPTY_WEIGHT: f32 = 270.0;

/// The evaluation of every row (exponents 0 to 15).
struct Evaluation {
    rows: Vec<f32>,
    /// `e^MONOTONICITY_POWER` and `e^SUM_POWER` for every exponent.
    mono_pow: [f32; 32],
    sum_pow: [f32; 32],
}

impl Evaluation {
    fn get() -> &'static Evaluation {
        static TABLE: OnceLock<Evaluation> = OnceLock::new();
        TABLE.get_or_init(|| {
            let mut e = Evaluation {
                rows: Vec::new(),
                mono_pow: std::array::from_fn(|r| (r as f32).powf(MONOTONICITY_POWER)),
                sum_pow: std::array::from_fn(|r| (r as f32).powf(SUM_POWER)),
            };
            e.rows = (0..=u16::MAX).map(|row| e.row(unpack(row, 0))).collect();
            e
        })
    }

    /// One row's (or column's) worth.
    fn row(&self, line: [u8; 4]) -> f32 {
        let mut sum = 0.0;
        let (mut empty, mut merges) = (0.0, 0.0);
        let (mut prev, mut counter) = (0u8, 0.0);
        for &rank in &line {
            sum += self.sum_pow[rank as usize];
            if rank == 0 {
                empty += 1.0;
            } else {
                if prev == rank {
                    counter += 1.0;
                } else if counter > 0.0 {
                    merges += 1.0 + counter;
                    counter = 0.0;
                }
                prev = rank;
            }
        }
        if counter > 0.0 {
            merges += 1.0 + counter;
        }
        let (mut mono_left, mut mono_right) = (0.0, 0.0);
        for i in 1..4 {
            let (a, b) = (
                self.mono_pow[line[i - 1] as usize],
                self.mono_pow[line[i] as usize],
            );
            if line[i - 1] > line[i] {
                mono_left += a - b;
            } else {
                mono_right += b - a;
            }
        }
        LOST_PENALTY + EMPTY_WEIGHT * empty + MERGES_WEIGHT * merges
            - MONOTONICITY_WEIGHT * f32::min(mono_left, mono_right)
            - SUM_WEIGHT * sum
    }

    fn rows_of(&self, lo: u64, hi: u16) -> f32 {
        (0..4)
            .map(|r| {
                let row = (lo >> (16 * r)) as u16;
                match (hi >> (4 * r)) & 15 {
                    0 => self.rows[row as usize],
                    bits => self.row(unpack(row, bits)),
                }
            })
            .sum()
    }

    /// The board's worth: its rows and its columns.
    fn board(&self, b: Fast) -> f32 {
        self.rows_of(b.lo, b.hi) + self.rows_of(transpose(b.lo), transpose_bits(b.hi))
    }
}

/// A transposition table entry: a board, the depth it was searched to, its value.
#[derive(Clone, Copy, Default)]
struct Entry {
    lo: u64,
    hi: u16,
    /// 0: empty. Entries of earlier decisions are stale.
    generation: u16,
    depth: u8,
    value: f32,
}

const TABLE_BITS: u32 = 17;

/// Searches classic boards; keeps its transposition table from one decision to the
/// next (entries of earlier decisions are ignored, never cleared one by one).
pub struct Searcher {
    table: Vec<Entry>,
    generation: u16,
    nodes: u64,
    stopped: bool,
    min_probability: f32,
}

/// What a search decided.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub direction: Option<Direction>,
    /// The deepest depth completed.
    pub depth: u32,
    pub nodes: u64,
    /// Each direction's worth at that depth, in `Direction::ALL`'s order (`None`: it
    /// changes nothing).
    pub values: [Option<f32>; 4],
}

/// Below this chance a branch is evaluated, not searched.
pub const DEFAULT_MIN_PROBABILITY: f32 = 1e-4;
/// How deep iterative deepening may go at all.
const MAX_DEPTH: u32 = 12;

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher {
            table: vec![Entry::default(); 1 << TABLE_BITS],
            generation: 0,
            nodes: 0,
            stopped: false,
            min_probability: DEFAULT_MIN_PROBABILITY,
        }
    }
}

impl Searcher {
    /// The best move on `board` within `budget`; `None` when no move changes it.
    pub fn decide(&mut self, board: Fast, budget: &mut Budget<'_>, min_probability: f32) -> Choice {
        let tables = Tables::get();
        let eval = Evaluation::get();
        self.generation = self.generation.wrapping_add(1).max(1);
        self.nodes = 0;
        self.stopped = false;
        self.min_probability = min_probability;
        let moves: Vec<(Direction, Fast)> = Direction::ALL
            .into_iter()
            .map(|d| (d, board.slide(d, tables).0))
            .filter(|&(_, b)| b != board)
            .collect();
        // With no time at all, the best-looking next board.
        let mut best = moves
            .iter()
            .map(|&(d, b)| (d, eval.board(b)))
            .fold(None, |best: Option<(Direction, f32)>, (d, v)| match best {
                Some((_, bv)) if bv >= v => best,
                _ => Some((d, v)),
            })
            .map(|(d, _)| d);
        let mut values = [None; 4];
        for &(d, b) in &moves {
            values[d as usize] = Some(eval.board(b));
        }
        let mut completed = 0;
        let planned = board.distinct_tiles().saturating_sub(2).max(3);
        for depth in 1..=MAX_DEPTH {
            // Deeper than planned buys little; the time is better saved (see TimeBank).
            if depth > planned {
                break;
            }
            let mut round: Option<(Direction, f32)> = None;
            let mut round_values = [None; 4];
            for &(d, b) in &moves {
                let value = self.chance(b, depth, 1.0, tables, eval, budget);
                if self.stopped {
                    break;
                }
                round_values[d as usize] = Some(value);
                if round.is_none_or(|(_, v)| value > v) {
                    round = Some((d, value));
                }
            }
            if self.stopped {
                break;
            }
            best = round.map(|(d, _)| d).or(best);
            values = round_values;
            completed = depth;
            if moves.len() <= 1 {
                break;
            }
        }
        Choice {
            direction: best,
            depth: completed,
            nodes: self.nodes,
            values,
        }
    }

    fn over_budget(&mut self, budget: &mut Budget<'_>) -> bool {
        if !self.stopped {
            self.stopped = budget.spent(self.nodes, 1024);
        }
        self.stopped
    }

    /// The expected worth of `b` before a new tile: the mean over empty cells and new
    /// tiles of the best move after it.
    fn chance(
        &mut self,
        b: Fast,
        depth: u32,
        probability: f32,
        t: &Tables,
        eval: &Evaluation,
        budget: &mut Budget<'_>,
    ) -> f32 {
        if depth == 0 || probability < self.min_probability {
            return eval.board(b);
        }
        let slot = (hash(b) >> (64 - TABLE_BITS)) as usize;
        let entry = self.table[slot];
        if entry.generation == self.generation
            && entry.lo == b.lo
            && entry.hi == b.hi
            && u32::from(entry.depth) >= depth
        {
            return entry.value;
        }
        let empty = b.empty_mask();
        let cells = empty.count_ones();
        if cells == 0 {
            return eval.board(b);
        }
        let each = probability / cells as f32;
        let mut sum = 0.0;
        for i in (0..16).filter(|i| empty >> i & 1 == 1) {
            sum += 0.9 * self.max(b.with(i, 1), depth - 1, each * 0.9, t, eval, budget);
            sum += 0.1 * self.max(b.with(i, 2), depth - 1, each * 0.1, t, eval, budget);
            if self.stopped {
                return 0.0;
            }
        }
        let value = sum / cells as f32;
        self.table[slot] = Entry {
            lo: b.lo,
            hi: b.hi,
            generation: self.generation,
            depth: depth as u8,
            value,
        };
        value
    }

    /// The worth of `b` when it is the player's turn: its best move's (0 when none is
    /// left: the game is lost).
    fn max(
        &mut self,
        b: Fast,
        depth: u32,
        probability: f32,
        t: &Tables,
        eval: &Evaluation,
        budget: &mut Budget<'_>,
    ) -> f32 {
        if self.over_budget(budget) {
            return 0.0;
        }
        self.nodes += 1;
        let mut best = 0.0f32;
        for next in b.all_moves(t) {
            if next != b {
                best = best.max(self.chance(next, depth, probability, t, eval, budget));
            }
        }
        best
    }
}

/// A well-mixed 64-bit hash of a board, for the transposition table.
fn hash(b: Fast) -> u64 {
    let mut x = b.lo ^ (u64::from(b.hi) << 48).rotate_left(17);
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// The evaluation of a board, for tests and benches.
pub fn evaluate(b: Fast) -> f32 {
    Evaluation::get().board(b)
}

/// The row evaluation computed directly, for tests: it must equal the table's.
pub fn evaluate_row(cells: [u8; 4]) -> f32 {
    let e = Evaluation::get();
    let (row, hi) = pack(cells);
    if hi == 0 {
        e.rows[row as usize]
    } else {
        e.row(cells)
    }
}
