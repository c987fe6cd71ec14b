//! The merge algorithm of custom-game.md: how the tiles of a board slide and merge in
//! one direction under a set of [`MergeRules`].
//!
//! Each segment (a run of enabled cells between holes or edges) slides on its own. Within
//! it, empty cells are ignored and tiles are taken from the edge inward. Runs that start
//! at the first remaining tile and are `min_len..=max_len` long are tested with the merge
//! condition: shortest-match takes the first length that holds, longest-match the
//! longest. A matching run becomes one tile in the next slot from the edge; otherwise the
//! first tile moves alone to that slot. Either way the search restarts after the tiles
//! just placed, so no tile merges twice in a move.
//!
//! Planning a segment works on a fixed array on the stack: no allocation per segment.
//! This module decides nothing about spawning, scoring totals or game status.

use super::board::{Board, Direction, MAX_SIDE, Tile, TileId};
use super::events::{EngineError, Merged, TileMove};
use super::rules::{MergeRules, MergeStrategy};

/// How one segment's tiles group into runs. Run `k` lands in the segment's `k`-th cell.
struct SegmentPlan {
    run_lens: [u8; MAX_SIDE],
    run_values: [i64; MAX_SIDE],
    runs: usize,
    score: i64,
}

/// Groups `values` (a segment's tiles, edge first) into runs.
fn plan_segment(values: &[i64], merge: &MergeRules) -> Result<SegmentPlan, EngineError> {
    let mut plan = SegmentPlan {
        run_lens: [0; MAX_SIDE],
        run_values: [0; MAX_SIDE],
        runs: 0,
        score: 0,
    };
    let mut first = 0;
    while first < values.len() {
        let longest = merge.max_len.min(values.len() - first);
        let matches = |len: &usize| (merge.condition.rule)(&values[first..first + *len]);
        let matched = if longest < merge.min_len {
            None
        } else {
            match merge.strategy {
                MergeStrategy::ShortestMatch => (merge.min_len..=longest).find(matches),
                MergeStrategy::LongestMatch => (merge.min_len..=longest).rev().find(matches),
            }
        };
        let len = matched.unwrap_or(1);
        let run = &values[first..first + len];
        plan.run_values[plan.runs] = if len == 1 {
            run[0]
        } else {
            let gained = (merge.score.rule)(run).ok_or(EngineError::Overflow)?;
            plan.score = plan
                .score
                .checked_add(gained)
                .ok_or(EngineError::Overflow)?;
            (merge.result.rule)(run).ok_or(EngineError::Overflow)?
        };
        plan.run_lens[plan.runs] = len as u8;
        plan.runs += 1;
        first += len;
    }
    Ok(plan)
}

/// The tiles of one segment, edge first, with the cell each stands in.
struct SegmentTiles {
    tiles: [Tile; MAX_SIDE],
    values: [i64; MAX_SIDE],
    cells: [u16; MAX_SIDE],
    len: usize,
}

impl SegmentTiles {
    fn gather(board: &Board, segment: &[u16]) -> SegmentTiles {
        let mut found = SegmentTiles {
            tiles: [PLACEHOLDER; MAX_SIDE],
            values: [0; MAX_SIDE],
            cells: [0; MAX_SIDE],
            len: 0,
        };
        for &cell in segment {
            if let Some(tile) = board.cells()[cell as usize] {
                found.tiles[found.len] = tile;
                found.values[found.len] = tile.value;
                found.cells[found.len] = cell;
                found.len += 1;
            }
        }
        found
    }

    fn values(&self) -> &[i64] {
        &self.values[..self.len]
    }

    /// Whether the tiles already fill the segment from its edge, with no gap.
    fn packed(&self, segment: &[u16]) -> bool {
        self.cells[..self.len] == segment[..self.len]
    }
}

/// Fills the unused slots of [`SegmentTiles`]; never read.
const PLACEHOLDER: Tile = Tile {
    id: TileId::FIRST,
    value: 0,
};

/// The result of sliding a board.
#[derive(Debug)]
pub struct Slid {
    /// The cells after the slide, row by row.
    pub cells: Vec<Option<Tile>>,
    /// Points the merges score.
    pub score: i64,
    /// Whether any tile moved or merged.
    pub changed: bool,
}

/// Slides `board` towards `dir`, recording every tile's path in `moves` and every merge
/// in `merged`. Fails, with the board untouched, if a merge overflows.
pub fn slide(
    board: &Board,
    merge: &MergeRules,
    dir: Direction,
    moves: &mut Vec<TileMove>,
    merged: &mut Vec<Merged>,
) -> Result<Slid, EngineError> {
    let shape = board.shape();
    let mut cells = board.cells().to_vec();
    let mut score = 0i64;
    let mut changed = false;
    let mut in_segment = [false; MAX_SIDE * MAX_SIDE];

    for segment in shape.segments(dir) {
        let found = SegmentTiles::gather(board, segment);
        for &cell in segment {
            in_segment[cell as usize] = true;
            cells[cell as usize] = None;
        }
        let plan = plan_segment(found.values(), merge)?;
        score = score.checked_add(plan.score).ok_or(EngineError::Overflow)?;

        let mut next = 0;
        for (run, &dest) in segment.iter().enumerate().take(plan.runs) {
            let len = plan.run_lens[run] as usize;
            let dest = dest as usize;
            let survivor = found.tiles[next];
            let value = plan.run_values[run];
            cells[dest] = Some(Tile {
                id: survivor.id,
                value,
            });
            for j in next..next + len {
                changed |= found.cells[j] as usize != dest;
                moves.push(TileMove {
                    id: found.tiles[j].id,
                    from: shape.pos(found.cells[j] as usize),
                    to: shape.pos(dest),
                    absorbed_into: (j > next).then_some(survivor.id),
                });
            }
            if len > 1 {
                merged.push(Merged {
                    id: survivor.id,
                    at: shape.pos(dest),
                    value,
                });
            }
            next += len;
        }
    }

    // Tiles outside every segment (alone between holes) stay where they are.
    for (i, cell) in board.cells().iter().enumerate() {
        if let (Some(tile), false) = (cell, in_segment[i]) {
            let at = shape.pos(i);
            moves.push(TileMove {
                id: tile.id,
                from: at,
                to: at,
                absorbed_into: None,
            });
        }
    }

    Ok(Slid {
        cells,
        score,
        changed,
    })
}

/// Whether sliding towards `dir` would change the board (and not be refused).
pub fn can_slide(board: &Board, merge: &MergeRules, dir: Direction) -> bool {
    let mut changes = false;
    for segment in board.shape().segments(dir) {
        let found = SegmentTiles::gather(board, segment);
        if found.len == 0 {
            continue;
        }
        match plan_segment(found.values(), merge) {
            // A refused move changes nothing, however much else it would move.
            Err(_) => return false,
            Ok(plan) => changes |= plan.runs < found.len || !found.packed(segment),
        }
    }
    changes
}

/// Whether any direction would change the board.
pub fn can_move(board: &Board, merge: &MergeRules) -> bool {
    Direction::ALL
        .into_iter()
        .any(|dir| can_slide(board, merge, dir))
}
