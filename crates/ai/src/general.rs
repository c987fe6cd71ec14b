//! Expectimax for every rule set the classic board cannot play: any board shape and
//! holes, any merge rule, any new-tile odds. Moves go through the engine's own slide,
//! chance nodes weigh the rules' new-tile odds over every empty cell, and leaves get a
//! generic evaluation: room on the board, neighbours the rules would merge, order
//! along rows and columns, and the points scored on the way.
//!
//! Iterative deepening from one move ahead, while the budget lasts; the deepest
//! complete depth decides. Big boards search shallow, never long.

use game2048_engine::slide::slide;
use game2048_engine::{Board, Direction, MAX_SIDE, Merged, Rules, Tile, TileId, TileMove};

use crate::Budget;

/// Worth of one empty cell, of one mergeable pair of neighbours, of order, and of one
/// point scored (relative weights of the generic evaluation).
const EMPTY_WEIGHT: f64 = 10.0;
const MERGE_WEIGHT: f64 = 4.0;
const ORDER_WEIGHT: f64 = 1.0;
const SCORE_WEIGHT: f64 = 0.05;
/// Below this chance a branch is evaluated, not searched.
const MIN_PROBABILITY: f64 = 1e-3;
const MAX_DEPTH: u32 = 6;

/// What the search needs to know of the rules, and scratch buffers for the slides.
pub struct Searcher<'r> {
    rules: &'r Rules,
    moves: Vec<TileMove>,
    merged: Vec<Merged>,
    nodes: u64,
    stopped: bool,
}

impl<'r> Searcher<'r> {
    pub fn new(rules: &'r Rules) -> Searcher<'r> {
        Searcher {
            rules,
            moves: Vec::new(),
            merged: Vec::new(),
            nodes: 0,
            stopped: false,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The board after a move towards `dir` and the points it scores, if the move
    /// changes the board (a move the rules refuse changes nothing).
    fn play(&mut self, board: &Board, dir: Direction) -> Option<(Board, i64)> {
        let mut cells = Vec::with_capacity(board.cells().len());
        self.moves.clear();
        self.merged.clear();
        let slid = slide(
            board,
            self.rules.merge(),
            dir,
            &mut cells,
            &mut self.moves,
            &mut self.merged,
        )
        .ok()?;
        if !slid.changed {
            return None;
        }
        let next = Board::from_cells(board.shape().clone(), cells).ok()?;
        Some((next, slid.score))
    }

    /// The best move on `board` within `budget`, with the depth completed: `None` when
    /// no move changes the board.
    pub fn decide(
        &mut self,
        board: &Board,
        budget: &mut Budget<'_>,
    ) -> (Option<Direction>, u32, [Option<f64>; 4]) {
        self.nodes = 0;
        self.stopped = false;
        let moves: Vec<(Direction, Board, i64)> = Direction::ALL
            .into_iter()
            .filter_map(|d| self.play(board, d).map(|(b, s)| (d, b, s)))
            .collect();
        let mut values = [None; 4];
        for (d, b, s) in &moves {
            values[*d as usize] = Some(self.evaluate(b) + SCORE_WEIGHT * *s as f64);
        }
        let mut best = best_of(&values);
        let mut completed = 0;
        for depth in 1..=MAX_DEPTH {
            let mut round_values = [None; 4];
            for (d, b, s) in &moves {
                let value = SCORE_WEIGHT * *s as f64 + self.chance(b, depth, 1.0, budget);
                if self.stopped {
                    break;
                }
                round_values[*d as usize] = Some(value);
            }
            if self.stopped {
                break;
            }
            values = round_values;
            best = best_of(&values).or(best);
            completed = depth;
            if moves.len() <= 1 {
                break;
            }
        }
        (best, completed, values)
    }

    fn over_budget(&mut self, budget: &mut Budget<'_>) -> bool {
        if !self.stopped {
            self.stopped = budget.spent(self.nodes, 64);
        }
        self.stopped
    }

    /// The expected worth of `board` before the new-tile rule adds its tile.
    fn chance(
        &mut self,
        board: &Board,
        depth: u32,
        probability: f64,
        budget: &mut Budget<'_>,
    ) -> f64 {
        let odds = self.rules.new_tile().rule.odds;
        let mut empty = [0u16; MAX_SIDE * MAX_SIDE];
        let count = board.empty_cell_indices(&mut empty);
        if depth == 0 || probability < MIN_PROBABILITY || count == 0 || odds.is_empty() {
            if depth > 0 && odds.is_empty() && probability >= MIN_PROBABILITY {
                // Nothing is added: the next move follows at once.
                return self.max(board, depth - 1, probability, budget);
            }
            return self.evaluate(board);
        }
        let each = probability / count as f64;
        let mut sum = 0.0;
        for &cell in &empty[..count] {
            for &(value, tenths) in odds {
                let p = f64::from(tenths) / 10.0;
                let mut next = board.clone();
                next.place(
                    board.shape().pos(cell as usize),
                    Tile {
                        id: TileId::FIRST,
                        value,
                    },
                );
                sum += p * self.max(&next, depth - 1, each * p, budget);
                if self.stopped {
                    return 0.0;
                }
            }
        }
        sum / count as f64
    }

    /// The worth of `board` on the player's turn: its best move's, or very little when
    /// no move is left.
    fn max(&mut self, board: &Board, depth: u32, probability: f64, budget: &mut Budget<'_>) -> f64 {
        if self.over_budget(budget) {
            return 0.0;
        }
        self.nodes += 1;
        let mut best: Option<f64> = None;
        for dir in Direction::ALL {
            if let Some((next, score)) = self.play(board, dir) {
                let value =
                    SCORE_WEIGHT * score as f64 + self.chance(&next, depth, probability, budget);
                best = Some(best.map_or(value, |b: f64| b.max(value)));
            }
        }
        best.unwrap_or(-1e9)
    }

    /// The generic evaluation of a board.
    pub fn evaluate(&self, board: &Board) -> f64 {
        let shape = board.shape();
        let (rows, cols) = (shape.rows(), shape.cols());
        let holds = self.rules.merge().condition.rule.holds;
        let min_len = self.rules.merge().min_len;
        let cells = board.cells();
        let at = |r: usize, c: usize| cells[r * cols + c].map(|t| t.value);
        let size = |v: i64| (v.unsigned_abs() as f64 + 1.0).log2();
        let mut empty = 0usize;
        let mut merges = 0usize;
        let mut order = 0.0;
        // Rows, then columns, as lines of cells.
        let lines = (0..rows)
            .map(|r| (0..cols).map(|c| (r, c)).collect::<Vec<_>>())
            .chain((0..cols).map(|c| (0..rows).map(|r| (r, c)).collect::<Vec<_>>()));
        for line in lines {
            let values: Vec<i64> = line.iter().filter_map(|&(r, c)| at(r, c)).collect();
            for window in values.windows(min_len.clamp(2, MAX_SIDE)) {
                if holds(window) {
                    merges += 1;
                }
            }
            let (mut up, mut down) = (0.0, 0.0);
            for pair in values.windows(2) {
                let (a, b) = (size(pair[0]), size(pair[1]));
                if a > b {
                    down += a - b;
                } else {
                    up += b - a;
                }
            }
            order -= f64::min(up, down);
        }
        for r in 0..rows {
            for c in 0..cols {
                if at(r, c).is_none() && shape.is_enabled(game2048_engine::Pos::new(r, c)) {
                    empty += 1;
                }
            }
        }
        EMPTY_WEIGHT * empty as f64 + MERGE_WEIGHT * merges as f64 + ORDER_WEIGHT * order
    }
}

/// The direction of the highest value (the first of equals, in `Direction::ALL`'s
/// order).
fn best_of(values: &[Option<f64>; 4]) -> Option<Direction> {
    let mut best: Option<(Direction, f64)> = None;
    for (d, v) in Direction::ALL.into_iter().zip(values) {
        if let Some(v) = *v
            && best.is_none_or(|(_, bv)| v > bv)
        {
            best = Some((d, v));
        }
    }
    best.map(|(d, _)| d)
}
