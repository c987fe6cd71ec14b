//! A position set up by hand: the tile values a game's rules make, and a new game that
//! starts from a board of them.
//!
//! The values are what a player may put on a cell: the new-tile rule's values, the
//! rules' initial tiles, and whatever merges of those make, closed under merging. The
//! search is bounded so that it always ends and stays quick on every rule set: runs of
//! at most [`LONGEST_RUN`] tiles, values below [`LIMIT`], and the smallest
//! [`MAX_VALUES`] of them. (On every preset that is every value a board can hold.)
//!
//! A set-up game is a game like any other (a seeded generator, no moves, no undo
//! levels), so it records, replays and shares as a record whose start is that
//! position. Nothing here checks whether the position could come up in play: a player
//! may ask about any board the rules' values make.

use crate::board::{Board, Tile, TileId};
use crate::game::{Game, Progress, Status};
use crate::rng::GameRng;
use crate::rules::Rules;

/// The longest merge the value search tries. Longer runs of the rules' own conditions
/// make the same values on every preset, and the search grows as values^length.
pub const LONGEST_RUN: usize = 3;
/// Values the search keeps: below this (seven digits at most).
pub const LIMIT: i64 = 1 << 20;
/// How many values the search keeps at most, the smallest first.
pub const MAX_VALUES: usize = 24;

/// Why a board cannot be a game's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The board has another number of cells than the rules' grid.
    Cells { expected: usize, got: usize },
    /// A tile on a cell the grid does not have.
    OnAHole { row: usize, col: usize },
    /// A value the rules never make.
    Value { value: i64, row: usize, col: usize },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Cells { expected, got } => {
                write!(f, "the board has {got} cells; these rules have {expected}")
            }
            SetupError::OnAHole { row, col } => write!(
                f,
                "row {}, column {} is not a cell of this board",
                row + 1,
                col + 1
            ),
            SetupError::Value { value, row, col } => write!(
                f,
                "these rules never make a {value} (row {}, column {})",
                row + 1,
                col + 1
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Rules {
    /// The tile values these rules make, smallest first (see the module's doc for the
    /// bounds).
    pub fn values(&self) -> Vec<i64> {
        // (A sorted vector, not a set: the game's wasm carries no B-tree and no sort.)
        let mut values: Vec<i64> = Vec::new();
        let seeds = self.new_tile().rule.odds.iter().map(|&(v, _)| v);
        for v in seeds.chain(self.initial_tiles().iter().map(|&(_, v)| v)) {
            insert(&mut values, v);
        }
        let merge = self.merge();
        let longest = merge
            .max_len
            .min(merge.condition.rule.longest_run)
            .min(self.shape().longest_segment())
            .min(LONGEST_RUN);
        loop {
            let known = values.clone();
            for len in merge.min_len..=longest {
                for run in Runs::new(&known, len) {
                    if (merge.condition.rule.holds)(&run)
                        && let Some(v) = (merge.result.rule)(&run)
                    {
                        insert(&mut values, v);
                    }
                }
            }
            values.truncate(MAX_VALUES);
            // Each round only adds values or swaps large ones for smaller ones, so an
            // unchanged set is the end.
            if values == known {
                return known;
            }
        }
    }

    /// A new game of these rules from `cells` (row by row, `None` for an empty cell or
    /// a hole), with the generator seeded by `seed`: no moves, no score, no undo
    /// levels, the status the board calls for.
    pub fn set_up(&self, cells: &[Option<i64>], seed: u64) -> Result<Game, SetupError> {
        let shape = self.shape();
        if cells.len() != shape.cell_count() {
            return Err(SetupError::Cells {
                expected: shape.cell_count(),
                got: cells.len(),
            });
        }
        let values = self.values();
        let mut tiles = Vec::with_capacity(cells.len());
        for (index, cell) in cells.iter().enumerate() {
            let at = shape.pos(index);
            let (row, col) = (usize::from(at.row), usize::from(at.col));
            tiles.push(match *cell {
                None => None,
                Some(_) if !shape.is_enabled(at) => return Err(SetupError::OnAHole { row, col }),
                Some(value) if values.binary_search(&value).is_err() => {
                    return Err(SetupError::Value { value, row, col });
                }
                // Each cell's tile has the cell's number as its id: one per cell.
                Some(value) => TileId::new(index as u32 + 1).map(|id| Tile { id, value }),
            });
        }
        let board = Board::from_cells(shape.clone(), tiles)
            // (Only a tile on a hole is refused, and that was checked above.)
            .map_err(|_| SetupError::Cells {
                expected: shape.cell_count(),
                got: cells.len(),
            })?;
        let progress = Progress {
            score: 0,
            moves: 0,
            status: Status::Playing,
            rng: GameRng::seeded(seed),
            next_id: cells.len() as u32 + 1,
            charges: self.power_ups().map(|p| p.start).unwrap_or_default(),
            earned: 0,
        };
        Ok(Game::on_board(self.clone(), board, progress))
    }
}

/// Adds `v` to the sorted `values` if it is a value the search keeps and is not there.
fn insert(values: &mut Vec<i64>, v: i64) {
    if (1..LIMIT).contains(&v)
        && let Err(at) = values.binary_search(&v)
    {
        values.insert(at, v);
    }
}

/// Every sequence of `len` values drawn from `values` (with repeats), in order.
struct Runs<'a> {
    values: &'a [i64],
    at: Vec<usize>,
    done: bool,
}

impl<'a> Runs<'a> {
    fn new(values: &'a [i64], len: usize) -> Runs<'a> {
        Runs {
            values,
            at: vec![0; len],
            done: values.is_empty() || len == 0,
        }
    }
}

impl Iterator for Runs<'_> {
    type Item = Vec<i64>;

    fn next(&mut self) -> Option<Vec<i64>> {
        if self.done {
            return None;
        }
        let run = self.at.iter().map(|&i| self.values[i]).collect();
        // The next index, as an odometer counts.
        self.done = true;
        for i in self.at.iter_mut().rev() {
            *i += 1;
            if *i < self.values.len() {
                self.done = false;
                break;
            }
            *i = 0;
        }
        Some(run)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Direction;
    use crate::game::Input;
    use crate::presets::{PRESETS, preset};
    use crate::record::Record;

    fn rules(id: &str) -> Rules {
        preset(id).and_then(|p| p.rules().ok()).expect("a preset")
    }

    #[test]
    fn each_preset_makes_its_own_values() {
        let powers: Vec<i64> = (1..20).map(|n| 1 << n).collect();
        assert_eq!(rules("classic").values(), powers);
        assert_eq!(rules("8x8").values(), powers);
        let fib = rules("fibonacci").values();
        assert_eq!(&fib[..8], &[1, 2, 3, 5, 8, 13, 21, 34]);
        assert_eq!(fib.len(), MAX_VALUES);
        // Three equal tiles make their sum: 2, 6, 18, 54... from new 2s and 6s.
        assert_eq!(
            rules("triples").values(),
            [
                2, 6, 18, 54, 162, 486, 1458, 4374, 13122, 39366, 118098, 354294
            ]
        );
        for p in PRESETS {
            let values = p.rules().expect("valid").values();
            assert!(!values.is_empty() && values.len() <= MAX_VALUES, "{}", p.id);
            assert!(values.windows(2).all(|w| w[0] < w[1]), "{}", p.id);
        }
    }

    #[test]
    fn a_set_up_board_plays_records_and_replays() {
        let classic = rules("classic");
        let mut cells = vec![None; 16];
        cells[0] = Some(2);
        cells[1] = Some(2);
        cells[15] = Some(1024);
        let mut game = classic.set_up(&cells, 9).expect("valid");
        assert_eq!((game.score(), game.moves(), game.undo_levels()), (0, 0, 0));
        assert_eq!(game.status(), Status::Playing);
        assert_eq!(game.board().to_text()[0], "2 2 . .");
        let record = Record::from_position(&game);
        assert_eq!(record.first_position().as_ref(), Ok(&game));
        let events = game.step(Input::Move(Direction::Left));
        assert_eq!(events.score_gained, 4);
        assert_eq!(game.board().tiles().count(), 3, "a merge and a new tile");
    }

    #[test]
    fn a_board_the_rules_cannot_make_is_refused_with_its_reason() {
        let classic = rules("classic");
        let mut cells = vec![None; 16];
        cells[5] = Some(3);
        let err = classic.set_up(&cells, 1).expect_err("no 3 in classic");
        assert_eq!(
            err,
            SetupError::Value {
                value: 3,
                row: 1,
                col: 1
            }
        );
        assert_eq!(
            err.to_string(),
            "these rules never make a 3 (row 2, column 2)"
        );
        assert!(rules("fibonacci").set_up(&cells, 1).is_ok());
        assert!(matches!(
            classic.set_up(&cells[..15], 1),
            Err(SetupError::Cells {
                expected: 16,
                got: 15
            })
        ));
        let donut = rules("donut");
        let mut ring = vec![None; 9];
        ring[4] = Some(2);
        assert_eq!(
            donut.set_up(&ring, 1),
            Err(SetupError::OnAHole { row: 1, col: 1 })
        );
    }

    #[test]
    fn a_set_up_board_gets_the_status_it_calls_for() {
        let classic = rules("classic");
        let full: Vec<Option<i64>> = (0..16)
            .map(|i| Some(if (i + i / 4) % 2 == 0 { 2 } else { 4 }))
            .collect();
        assert_eq!(
            classic.set_up(&full, 1).map(|g| g.status()),
            Ok(Status::Over)
        );
        let mut won = vec![None; 16];
        won[3] = Some(2048);
        assert_eq!(classic.set_up(&won, 1).map(|g| g.status()), Ok(Status::Won));
        // An empty board: nothing moves, so it is over.
        assert_eq!(
            classic.set_up(&[None; 16], 1).map(|g| g.status()),
            Ok(Status::Over)
        );
    }
}
