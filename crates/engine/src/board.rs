//! The board: its shape (size and holes), the tiles on it, and the text format of the
//! rules vectors.
//!
//! A [`Shape`] is fixed for a game and knows, for every direction, how its rows and
//! columns split into *segments* of enabled cells; sliding works segment by segment, so
//! it is computed once here instead of on every move. A [`Board`] is a shape plus the
//! tiles on it. This module knows nothing of rules, scores or randomness.

use std::fmt;
use std::num::NonZeroU32;
use std::sync::Arc;

use crate::names::named_enum;

/// The largest width or height a board may have.
pub const MAX_SIDE: usize = 16;

named_enum! {
    /// A direction tiles slide towards.
    pub enum Direction as "direction" {
        Left = "left",
        Right = "right",
        Up = "up",
        Down = "down",
    }
}

impl Direction {
    fn index(self) -> usize {
        self as usize
    }
}

/// A cell's place: row 0 is the top row, column 0 the left column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

impl Pos {
    pub fn new(row: usize, col: usize) -> Pos {
        debug_assert!(row < MAX_SIDE && col < MAX_SIDE);
        Pos {
            row: row as u8,
            col: col as u8,
        }
    }
}

/// A tile's identity for its whole life. The survivor of a merge keeps its id, so a UI
/// can key a DOM node on it and animate that node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(NonZeroU32);

impl TileId {
    /// The first id a game hands out.
    pub const FIRST: TileId = TileId(NonZeroU32::MIN);

    /// The id numbered `n`; `None` for 0, which no tile has.
    pub fn new(n: u32) -> Option<TileId> {
        NonZeroU32::new(n).map(TileId)
    }

    pub fn get(self) -> u32 {
        self.0.get()
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A tile. Any `i64` is a legal value, 0 and negatives included: an empty cell is `None`,
/// never a zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    pub id: TileId,
    pub value: i64,
}

/// Why a shape could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    Size {
        rows: usize,
        cols: usize,
    },
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    NoEnabledCell,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::Size { rows, cols } => write!(
                f,
                "a board is 1 to {MAX_SIDE} cells each way, this one is {rows} rows by {cols} columns"
            ),
            ShapeError::Ragged { row, len, expected } => write!(
                f,
                "rows must all be the same length: row {row} has {len} cells, row 0 has {expected}"
            ),
            ShapeError::NoEnabledCell => write!(f, "the board has no enabled cell"),
        }
    }
}

/// The enabled cells of one direction, grouped into segments, each ordered from the edge
/// the tiles move towards. Segments of one cell are kept apart in `alone`: nothing in
/// them can move.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Segments {
    cells: Vec<u16>,
    /// `cells[ends[k - 1]..ends[k]]` is segment `k` (with `ends[-1]` = 0).
    ends: Vec<u16>,
    alone: Vec<u16>,
}

impl Segments {
    fn iter(&self) -> impl Iterator<Item = &[u16]> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&end| {
            let segment = &self.cells[start..end as usize];
            start = end as usize;
            segment
        })
    }

    /// Adds the runs of enabled cells in `line` (cell indices, edge first).
    fn add_line(&mut self, line: impl Iterator<Item = usize>, enabled: &[bool]) {
        let mut run_start = self.cells.len();
        for cell in line {
            if enabled[cell] {
                self.cells.push(cell as u16);
            } else {
                self.close_run(run_start);
                run_start = self.cells.len();
            }
        }
        self.close_run(run_start);
    }

    fn close_run(&mut self, run_start: usize) {
        match self.cells.len() - run_start {
            0 => {}
            1 => {
                if let Some(cell) = self.cells.pop() {
                    self.alone.push(cell);
                }
            }
            _ => self.ends.push(self.cells.len() as u16),
        }
    }
}

/// A board's size and holes, with its segments for every direction precomputed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    rows: usize,
    cols: usize,
    enabled: Vec<bool>,
    segments: [Segments; 4],
    longest_segment: usize,
    /// `positions[i]` is the place of cell `i` (a table: it is asked for on every
    /// tile event).
    positions: Vec<Pos>,
}

impl Shape {
    /// A shape from rows of enabled flags (`true` = enabled, `false` = a hole).
    pub fn new(mask: &[Vec<bool>]) -> Result<Shape, ShapeError> {
        let rows = mask.len();
        let cols = mask.first().map_or(0, Vec::len);
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(ShapeError::Size { rows, cols });
        }
        if let Some((row, r)) = mask.iter().enumerate().find(|(_, r)| r.len() != cols) {
            return Err(ShapeError::Ragged {
                row,
                len: r.len(),
                expected: cols,
            });
        }
        let enabled: Vec<bool> = mask.iter().flatten().copied().collect();
        if !enabled.contains(&true) {
            return Err(ShapeError::NoEnabledCell);
        }

        let mut segments: [Segments; 4] = Default::default();
        for r in 0..rows {
            let row = move |c: usize| r * cols + c;
            segments[Direction::Left.index()].add_line((0..cols).map(row), &enabled);
            segments[Direction::Right.index()].add_line((0..cols).rev().map(row), &enabled);
        }
        for c in 0..cols {
            let col = move |r: usize| r * cols + c;
            segments[Direction::Up.index()].add_line((0..rows).map(col), &enabled);
            segments[Direction::Down.index()].add_line((0..rows).rev().map(col), &enabled);
        }
        let longest_segment = segments
            .iter()
            .flat_map(|s| s.iter().map(<[u16]>::len))
            .max()
            .unwrap_or(1);

        Ok(Shape {
            rows,
            cols,
            enabled,
            segments,
            longest_segment,
            positions: (0..rows * cols)
                .map(|i| Pos::new(i / cols, i % cols))
                .collect(),
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn cell_count(&self) -> usize {
        self.rows * self.cols
    }

    /// Whether `pos` is on the board and not a hole.
    pub fn is_enabled(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|i| self.enabled[i])
    }

    /// The cell index of `pos`, if it is on the board.
    pub fn index(&self, pos: Pos) -> Option<usize> {
        let (row, col) = (pos.row as usize, pos.col as usize);
        (row < self.rows && col < self.cols).then_some(row * self.cols + col)
    }

    /// The place of cell `index`, which must be below [`Shape::cell_count`].
    pub fn pos(&self, index: usize) -> Pos {
        self.positions[index]
    }

    /// The enabled flags, row by row.
    pub fn mask(&self) -> Vec<Vec<bool>> {
        self.enabled
            .chunks(self.cols)
            .map(<[bool]>::to_vec)
            .collect()
    }

    /// The enabled cell next to `at` towards `dir`, past holes; `None` at the edge (a
    /// cursor's step on the board, by keys).
    pub fn step(&self, at: Pos, dir: Direction) -> Option<Pos> {
        let (dr, dc): (i32, i32) = match dir {
            Direction::Up => (-1, 0),
            Direction::Down => (1, 0),
            Direction::Left => (0, -1),
            Direction::Right => (0, 1),
        };
        let (mut row, mut col) = (i32::from(at.row), i32::from(at.col));
        loop {
            row += dr;
            col += dc;
            let (r, c) = (usize::try_from(row).ok()?, usize::try_from(col).ok()?);
            if r >= self.rows || c >= self.cols {
                return None;
            }
            let next = Pos::new(r, c);
            if self.is_enabled(next) {
                return Some(next);
            }
        }
    }

    /// The longest run of enabled cells in any row or column: the default for the
    /// longest merge.
    pub fn longest_segment(&self) -> usize {
        self.longest_segment
    }

    /// The segments tiles slide along in `dir`, each ordered from the edge inward, as
    /// cell indices. Segments of a single cell are left out.
    pub(crate) fn segments(&self, dir: Direction) -> impl Iterator<Item = &[u16]> + '_ {
        self.segments[dir.index()].iter()
    }

    /// The enabled cells that are a segment on their own in `dir`, between holes or
    /// edges: a tile there never moves that way.
    pub(crate) fn alone(&self, dir: Direction) -> &[u16] {
        &self.segments[dir.index()].alone
    }
}

/// The tiles on a shape. Holes never hold a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    shape: Arc<Shape>,
    cells: Vec<Option<Tile>>,
}

impl Board {
    /// An empty board.
    pub fn empty(shape: Arc<Shape>) -> Board {
        let cells = vec![None; shape.cell_count()];
        Board { shape, cells }
    }

    /// A board from its cells, row by row. Fails if the count is wrong or a tile stands
    /// on a hole.
    pub fn from_cells(shape: Arc<Shape>, cells: Vec<Option<Tile>>) -> Result<Board, String> {
        if cells.len() != shape.cell_count() {
            return Err(format!(
                "{} cells given for a board of {}",
                cells.len(),
                shape.cell_count()
            ));
        }
        if let Some(i) = (0..cells.len()).find(|&i| cells[i].is_some() && !shape.enabled[i]) {
            let pos = shape.pos(i);
            return Err(format!(
                "a tile stands on the hole at row {}, column {}",
                pos.row, pos.col
            ));
        }
        Ok(Board { shape, cells })
    }

    pub fn shape(&self) -> &Arc<Shape> {
        &self.shape
    }

    /// This board's shape with other cells, which must have come from a slide of it.
    pub(crate) fn with_cells(&self, cells: Vec<Option<Tile>>) -> Board {
        debug_assert_eq!(cells.len(), self.cells.len());
        Board {
            shape: self.shape.clone(),
            cells,
        }
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    pub fn get(&self, pos: Pos) -> Option<Tile> {
        self.shape.index(pos).and_then(|i| self.cells[i])
    }

    /// The cells, row by row (`None` for empty cells and holes).
    pub fn cells(&self) -> &[Option<Tile>] {
        &self.cells
    }

    pub(crate) fn into_cells(self) -> Vec<Option<Tile>> {
        self.cells
    }

    pub(crate) fn set_cells(&mut self, cells: Vec<Option<Tile>>) {
        debug_assert_eq!(cells.len(), self.cells.len());
        self.cells = cells;
    }

    /// Puts `tile` on an empty enabled cell. Returns false, changing nothing, otherwise.
    pub fn place(&mut self, pos: Pos, tile: Tile) -> bool {
        match self.shape.index(pos) {
            Some(i) if self.shape.enabled[i] && self.cells[i].is_none() => {
                self.cells[i] = Some(tile);
                true
            }
            _ => false,
        }
    }

    /// Every tile with its place, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, cell)| cell.map(|tile| (self.shape.pos(i), tile)))
    }

    /// Writes the indices of the empty enabled cells, row by row, to the front of `out`
    /// and returns how many there are. One pass and no allocation, for spawning.
    pub fn empty_cell_indices(&self, out: &mut [u16; MAX_SIDE * MAX_SIDE]) -> usize {
        let mut count = 0;
        for (i, cell) in self.cells.iter().enumerate() {
            if cell.is_none() && self.shape.enabled[i] {
                out[count] = i as u16;
                count += 1;
            }
        }
        count
    }

    pub fn has_value(&self, value: i64) -> bool {
        self.cells.iter().flatten().any(|t| t.value == value)
    }

    /// Parses the board text of the rules vectors: one string a row, cells separated by
    /// spaces, an integer for a tile, `.` for an empty cell, `X` for a hole. Tiles get
    /// ids 1, 2, ... in reading order. Boards of one row or column are accepted here
    /// (the vectors use them); games need at least 2 each way.
    pub fn from_text<S: AsRef<str>>(rows: &[S]) -> Result<Board, String> {
        let mut mask = Vec::with_capacity(rows.len());
        let mut values = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            let mut mask_row = Vec::new();
            for (c, word) in row.as_ref().split_whitespace().enumerate() {
                mask_row.push(word != "X");
                match word {
                    "X" | "." => {}
                    _ => {
                        let value = word.parse::<i64>().map_err(|_| {
                            format!("row {r}, column {c}: \"{word}\" is not an integer, '.' or 'X'")
                        })?;
                        values.push((Pos::new(r, c), value));
                    }
                }
            }
            mask.push(mask_row);
        }
        let shape = Arc::new(Shape::new(&mask).map_err(|e| e.to_string())?);
        let mut board = Board::empty(shape);
        for (n, (pos, value)) in values.into_iter().enumerate() {
            let id = TileId::new(n as u32 + 1).ok_or("too many tiles")?;
            board.place(pos, Tile { id, value });
        }
        Ok(board)
    }

    /// The board in the text format of [`Board::from_text`].
    pub fn to_text(&self) -> Vec<String> {
        (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| {
                        let i = r * self.cols() + c;
                        match (self.shape.enabled[i], self.cells[i]) {
                            (false, _) => "X".to_string(),
                            (true, None) => ".".to_string(),
                            (true, Some(tile)) => tile.value.to_string(),
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_split_at_holes_and_drop_single_cells() {
        let board = Board::from_text(&["2 2 X 2 2 X 2"]).expect("valid board");
        let left: Vec<Vec<u16>> = board
            .shape()
            .segments(Direction::Left)
            .map(<[u16]>::to_vec)
            .collect();
        assert_eq!(left, vec![vec![0, 1], vec![3, 4]]);
        let right: Vec<Vec<u16>> = board
            .shape()
            .segments(Direction::Right)
            .map(<[u16]>::to_vec)
            .collect();
        assert_eq!(right, vec![vec![4, 3], vec![1, 0]]);
        assert_eq!(board.shape().segments(Direction::Up).count(), 0);
        assert_eq!(board.shape().longest_segment(), 2);
    }

    #[test]
    fn text_round_trips() {
        let text = ["2 . X", "-4 0 16"];
        let board = Board::from_text(&text).expect("valid board");
        assert_eq!(board.to_text(), text);
        assert_eq!(board.tiles().count(), 4);
        assert!(!board.shape().is_enabled(Pos::new(0, 2)));
    }

    #[test]
    fn bad_text_is_an_error() {
        assert!(Board::from_text(&["2 two"]).is_err());
        assert!(Board::from_text(&["2 2", "2"]).is_err());
        assert!(Board::from_text(&["X X"]).is_err());
        assert!(Board::from_text::<&str>(&[]).is_err());
    }
}
