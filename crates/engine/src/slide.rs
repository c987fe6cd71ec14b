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

use super::board::{Board, Direction, MAX_SIDE, Tile};
use super::events::{EngineError, Merged, TileMove};
use super::registry::SAFE_MAGNITUDE;
use super::rules::{MergeRules, MergeStrategy};

/// How one segment's tiles group into runs. Run `k` lands in the segment's `k`-th cell.
struct SegmentPlan {
    run_lens: [u8; MAX_SIDE],
    run_values: [i64; MAX_SIDE],
    runs: usize,
    score: i64,
}

impl SegmentPlan {
    fn new() -> SegmentPlan {
        SegmentPlan {
            run_lens: [0; MAX_SIDE],
            run_values: [0; MAX_SIDE],
            runs: 0,
            score: 0,
        }
    }

    /// Groups `values` (a segment's tiles, edge first) into runs, replacing any earlier
    /// plan. Fails if a merge overflows.
    fn make(&mut self, values: &[i64], merge: &MergeRules) -> Result<(), EngineError> {
        self.runs = 0;
        self.score = 0;
        let max_len = merge.max_len.min(merge.condition.rule.longest_run);
        if merge.min_len == 2 && max_len == 2 {
            return self.make_pairs(values, merge);
        }
        let mut first = 0;
        while first < values.len() {
            let longest = max_len.min(values.len() - first);
            let matches = |len: &usize| (merge.condition.rule.holds)(&values[first..first + *len]);
            let matched = if longest < merge.min_len {
                None
            } else {
                match merge.strategy {
                    MergeStrategy::ShortestMatch => (merge.min_len..=longest).find(matches),
                    MergeStrategy::LongestMatch => (merge.min_len..=longest).rev().find(matches),
                }
            };
            let len = matched.unwrap_or(1);
            self.place(&values[first..first + len], merge)?;
            first += len;
        }
        Ok(())
    }

    /// `make` when only pairs can merge (both strategies then agree): the common case,
    /// classic 2048 among them, without the search over lengths.
    fn make_pairs(&mut self, values: &[i64], merge: &MergeRules) -> Result<(), EngineError> {
        let mut first = 0;
        while first < values.len() {
            let len = match values.get(first..first + 2) {
                Some(pair) if (merge.condition.rule.holds)(pair) => 2,
                _ => 1,
            };
            self.place(&values[first..first + len], merge)?;
            first += len;
        }
        Ok(())
    }

    /// Adds `run` as the next run: a single tile keeps its value; a longer run merges,
    /// scoring its points. Fails if either overflows.
    fn place(&mut self, run: &[i64], merge: &MergeRules) -> Result<(), EngineError> {
        self.run_values[self.runs] = match run {
            [single] => *single,
            _ => {
                let gained = (merge.score.rule)(run).ok_or(EngineError::Overflow)?;
                self.score = self
                    .score
                    .checked_add(gained)
                    .ok_or(EngineError::Overflow)?;
                (merge.result.rule)(run).ok_or(EngineError::Overflow)?
            }
        };
        self.run_lens[self.runs] = run.len() as u8;
        self.runs += 1;
        Ok(())
    }
}

/// The tiles of one segment, edge first: their values and the cells they stand in.
struct SegmentTiles {
    values: [i64; MAX_SIDE],
    cells: [u16; MAX_SIDE],
    len: usize,
}

impl SegmentTiles {
    fn gather(board: &Board, segment: &[u16]) -> SegmentTiles {
        let mut found = SegmentTiles {
            values: [0; MAX_SIDE],
            cells: [0; MAX_SIDE],
            len: 0,
        };
        let cells = board.cells();
        for &cell in segment {
            if let Some(tile) = cells[cell as usize] {
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

/// What a slide did, besides writing the new cells.
#[derive(Debug)]
pub struct Slid {
    /// Points the merges score.
    pub score: i64,
    /// Whether any tile moved or merged.
    pub changed: bool,
}

/// Slides `board` towards `dir` into `cells` (whose old contents are dropped),
/// recording every tile's path in `moves` and every merge in `merged`. Fails, with
/// `board` untouched, if a merge overflows.
pub fn slide(
    board: &Board,
    merge: &MergeRules,
    dir: Direction,
    cells: &mut Vec<Option<Tile>>,
    moves: &mut Vec<TileMove>,
    merged: &mut Vec<Merged>,
) -> Result<Slid, EngineError> {
    let shape = board.shape();
    let old = board.cells();
    cells.clear();
    cells.extend_from_slice(old);
    let mut score = 0i64;
    let mut changed = false;
    let mut plan = SegmentPlan::new();

    for segment in shape.segments(dir) {
        let found = SegmentTiles::gather(board, segment);
        if found.len == 0 {
            continue;
        }
        plan.make(found.values(), merge)?;
        score = score.checked_add(plan.score).ok_or(EngineError::Overflow)?;
        for &cell in segment {
            cells[cell as usize] = None;
        }

        let mut next = 0;
        for (run, &dest) in segment.iter().enumerate().take(plan.runs) {
            let len = plan.run_lens[run] as usize;
            let dest = dest as usize;
            let Some(survivor) = old[found.cells[next] as usize] else {
                continue;
            };
            let value = plan.run_values[run];
            cells[dest] = Some(Tile {
                id: survivor.id,
                value,
            });
            for j in next..next + len {
                let from = found.cells[j] as usize;
                changed |= from != dest;
                if let Some(tile) = old[from] {
                    moves.push(TileMove {
                        id: tile.id,
                        value: tile.value,
                        from: shape.pos(from),
                        to: shape.pos(dest),
                        absorbed_into: (j > next).then_some(survivor.id),
                    });
                }
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

    // Tiles alone between holes stay where they are.
    for &cell in shape.alone(dir) {
        if let Some(tile) = old[cell as usize] {
            let at = shape.pos(cell as usize);
            moves.push(TileMove {
                id: tile.id,
                value: tile.value,
                from: at,
                to: at,
                absorbed_into: None,
            });
        }
    }

    Ok(Slid { score, changed })
}

/// Whether sliding towards `dir` would change the board (and not be refused).
pub fn can_slide(board: &Board, merge: &MergeRules, dir: Direction) -> bool {
    can_slide_checked(board, merge, dir, !all_values_safe(board))
}

/// Whether any direction would change the board.
pub fn can_move(board: &Board, merge: &MergeRules) -> bool {
    let check_overflow = !all_values_safe(board);
    // Sliding alone (no merge) is the cheap, common answer: look for it first.
    if !check_overflow && Direction::ALL.into_iter().any(|dir| has_gap(board, dir)) {
        return true;
    }
    Direction::ALL
        .into_iter()
        .any(|dir| can_slide_checked(board, merge, dir, check_overflow))
}

/// Whether every tile is below [`SAFE_MAGNITUDE`], where no merge can overflow.
fn all_values_safe(board: &Board) -> bool {
    board
        .cells()
        .iter()
        .flatten()
        .all(|t| t.value.unsigned_abs() < SAFE_MAGNITUDE as u64)
}

/// Whether some tile has an empty cell before it, towards `dir`, in its segment.
fn has_gap(board: &Board, dir: Direction) -> bool {
    let cells = board.cells();
    board.shape().segments(dir).any(|segment| {
        let mut seen_empty = false;
        segment.iter().any(|&cell| match cells[cell as usize] {
            None => {
                seen_empty = true;
                false
            }
            Some(_) => seen_empty,
        })
    })
}

/// `can_slide`; when `check_overflow` is false the caller knows no merge can overflow,
/// so the first change found answers.
fn can_slide_checked(
    board: &Board,
    merge: &MergeRules,
    dir: Direction,
    check_overflow: bool,
) -> bool {
    let mut plan = SegmentPlan::new();
    let mut changes = false;
    for segment in board.shape().segments(dir) {
        let found = SegmentTiles::gather(board, segment);
        if found.len == 0 {
            continue;
        }
        match plan.make(found.values(), merge) {
            // A refused move changes nothing, however much else it would move.
            Err(_) => return false,
            Ok(()) => changes |= plan.runs < found.len || !found.packed(segment),
        }
        if changes && !check_overflow {
            return true;
        }
    }
    changes
}
