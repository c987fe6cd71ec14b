//! The classic 4x4 board as bits, for search: a move is four lookups in tables of every
//! possible row instead of the engine's general slide.
//!
//! Cell `i` (row `i / 4`, column `i % 4`) holds an exponent (0 for an empty cell, `e`
//! for a tile of `2^e`): its low four bits in the nibble at bits `4i..4i + 4` of `lo`,
//! its fifth bit in bit `i` of `hi`. So a row is 16 bits of `lo` (and 4 of `hi`), and
//! tiles past 32768 (65536 and 131072, which a 4x4 board can reach) are represented,
//! not capped. Rows with a fifth bit, and rows where two 32768s merge, are rare: they
//! take a slower path that works on the exponents directly.
//!
//! Only classic rules play on this board: pairs of equal tiles merge into their sum,
//! which scores the sum; `crate::classic` decides when that holds.

use std::sync::OnceLock;

use game2048_engine::Direction;

/// A classic board; see the module documentation for the layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fast {
    pub lo: u64,
    pub hi: u16,
}

/// The rows of every direction's move, precomputed.
pub struct Tables {
    /// For each 16-bit row (exponents 0 to 15), the row after a move left.
    left: Vec<u16>,
    right: Vec<u16>,
    /// Points the move scores; [`SLOW`] when the move makes an exponent of 16, which
    /// the table cannot hold.
    left_score: Vec<u32>,
    right_score: Vec<u32>,
    /// For each 16-bit row, read as a column top to bottom, the column after a move up
    /// (or down), laid out as a board's first column: an up or down move is one
    /// transpose and four lookups.
    up: Vec<u64>,
    down: Vec<u64>,
}

/// The score entry of rows the tables cannot move.
pub const SLOW: u32 = u32::MAX;

impl Tables {
    /// The tables, built on first use (about a millisecond natively).
    pub fn get() -> &'static Tables {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        TABLES.get_or_init(Tables::build)
    }

    fn build() -> Tables {
        let mut t = Tables {
            left: vec![0; 1 << 16],
            right: vec![0; 1 << 16],
            left_score: vec![0; 1 << 16],
            right_score: vec![0; 1 << 16],
            up: vec![0; 1 << 16],
            down: vec![0; 1 << 16],
        };
        for row in 0..=u16::MAX {
            let cells = unpack(row, 0);
            let (moved, score) = slide_left(cells);
            let (index, reversed) = (row as usize, reverse(row) as usize);
            if moved.iter().any(|&e| e > 15) {
                t.left_score[index] = SLOW;
                t.right_score[reversed] = SLOW;
            } else {
                let packed = pack(moved).0;
                t.left[index] = packed;
                t.left_score[index] = score;
                t.right[reversed] = reverse(packed);
                t.right_score[reversed] = score;
                t.up[index] = column(packed);
                t.down[reversed] = column(reverse(packed));
            }
        }
        t
    }
}

/// The four exponents of a row, from its nibbles and its four fifth bits.
pub fn unpack(row: u16, hi: u16) -> [u8; 4] {
    std::array::from_fn(|c| ((row >> (4 * c)) & 15) as u8 | (((hi >> c) & 1) as u8) << 4)
}

/// A row's nibbles and fifth bits from its exponents (each below 32).
pub fn pack(cells: [u8; 4]) -> (u16, u16) {
    cells.iter().enumerate().fold((0, 0), |(row, hi), (c, &e)| {
        (
            row | u16::from(e & 15) << (4 * c),
            hi | u16::from(e >> 4) << c,
        )
    })
}

/// A row's four nibbles as a board's first column.
fn column(row: u16) -> u64 {
    (0..4).fold(0, |col, r| {
        col | u64::from((row >> (4 * r)) & 15) << (16 * r)
    })
}

/// The row's cells in the opposite order.
fn reverse(row: u16) -> u16 {
    (row >> 12) | ((row >> 4) & 0x00f0) | ((row << 4) & 0x0f00) | (row << 12)
}

/// A row slid left by the classic rule: tiles close up, the first of two equal
/// neighbours takes both (each tile merges once), scoring the merged value.
pub fn slide_left(cells: [u8; 4]) -> ([u8; 4], u32) {
    let mut out = [0u8; 4];
    let mut score = 0u32;
    let mut n = 0;
    let mut pending: Option<u8> = None;
    for &e in cells.iter().filter(|&&e| e != 0) {
        match pending {
            Some(p) if p == e => {
                out[n] = e + 1;
                score = score.saturating_add(1u32 << (e + 1).min(31));
                n += 1;
                pending = None;
            }
            Some(p) => {
                out[n] = p;
                n += 1;
                pending = Some(e);
            }
            None => pending = Some(e),
        }
    }
    if let Some(p) = pending {
        out[n] = p;
    }
    (out, score)
}

/// Swaps rows and columns of the nibbles.
pub fn transpose(x: u64) -> u64 {
    let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
    let a2 = x & 0x0000_F0F0_0000_F0F0;
    let a3 = x & 0x0F0F_0000_0F0F_0000;
    let a = a1 | (a2 << 12) | (a3 >> 12);
    let b1 = a & 0xFF00_FF00_00FF_00FF;
    let b2 = a & 0x00FF_00FF_0000_0000;
    let b3 = a & 0x0000_0000_FF00_FF00;
    b1 | (b2 >> 24) | (b3 << 24)
}

/// Swaps rows and columns of a 4x4 bit mask.
pub fn transpose_bits(x: u16) -> u16 {
    if x == 0 {
        return 0;
    }
    (0..16)
        .filter(|i| x >> i & 1 == 1)
        .fold(0, |out, i| out | 1 << (4 * (i % 4) + i / 4))
}

impl Fast {
    /// The board of these exponents, row by row.
    pub fn from_exponents(cells: [u8; 16]) -> Fast {
        cells
            .chunks(4)
            .enumerate()
            .fold(Fast::default(), |b, (r, row)| {
                let (lo, hi) = pack([row[0], row[1], row[2], row[3]]);
                Fast {
                    lo: b.lo | u64::from(lo) << (16 * r),
                    hi: b.hi | hi << (4 * r),
                }
            })
    }

    /// The exponent at cell `i` (0: empty).
    pub fn exponent(self, i: usize) -> u8 {
        ((self.lo >> (4 * i)) & 15) as u8 | ((self.hi >> i) as u8 & 1) << 4
    }

    pub fn exponents(self) -> [u8; 16] {
        std::array::from_fn(|i| self.exponent(i))
    }

    /// Bit `i` set when cell `i` is empty.
    pub fn empty_mask(self) -> u16 {
        // A nibble is zero when none of its four bits is set.
        let x = self.lo | (self.lo >> 1);
        let x = !(x | (x >> 2)) & 0x1111_1111_1111_1111;
        let gathered = (0..16).fold(0u16, |m, i| m | (((x >> (4 * i)) & 1) as u16) << i);
        gathered & !self.hi
    }

    /// A tile of exponent `e` on the empty cell `i`.
    pub fn with(self, i: usize, e: u8) -> Fast {
        Fast {
            lo: self.lo | u64::from(e & 15) << (4 * i),
            hi: self.hi | u16::from(e >> 4) << i,
        }
    }

    fn transposed(self) -> Fast {
        Fast {
            lo: transpose(self.lo),
            hi: transpose_bits(self.hi),
        }
    }

    /// The board after a move towards `dir`, and the points it scores. The board is
    /// unchanged when the move is not possible.
    pub fn slide(self, dir: Direction, t: &Tables) -> (Fast, u32) {
        match dir {
            Direction::Left => self.slide_rows(false, t),
            Direction::Right => self.slide_rows(true, t),
            Direction::Up => {
                let (b, s) = self.transposed().slide_rows(false, t);
                (b.transposed(), s)
            }
            Direction::Down => {
                let (b, s) = self.transposed().slide_rows(true, t);
                (b.transposed(), s)
            }
        }
    }

    /// The boards after each of the four moves, in [`Direction::ALL`]'s order (a board
    /// equal to this one where the move is not possible), without their points: what
    /// a search asks for at every position.
    pub fn all_moves(self, t: &Tables) -> [Fast; 4] {
        if self.hi != 0 {
            return Direction::ALL.map(|d| self.slide(d, t).0);
        }
        let (mut left, mut right) = (0u64, 0u64);
        let (mut up, mut down) = (0u64, 0u64);
        let columns = transpose(self.lo);
        let mut slow = false;
        for r in 0..4 {
            let row = (self.lo >> (16 * r)) as usize & 0xffff;
            let col = (columns >> (16 * r)) as usize & 0xffff;
            slow |= t.left_score[row] == SLOW || t.left_score[col] == SLOW;
            left |= u64::from(t.left[row]) << (16 * r);
            right |= u64::from(t.right[row]) << (16 * r);
            up |= t.up[col] << (4 * r);
            down |= t.down[col] << (4 * r);
        }
        if slow {
            // A merge of two 32768s somewhere: the exact, slower path.
            return Direction::ALL.map(|d| self.slide(d, t).0);
        }
        [left, right, up, down].map(|lo| Fast { lo, hi: 0 })
    }

    fn slide_rows(self, right: bool, t: &Tables) -> (Fast, u32) {
        let (table, scores) = if right {
            (&t.right, &t.right_score)
        } else {
            (&t.left, &t.left_score)
        };
        let mut out = Fast::default();
        let mut score = 0u32;
        for r in 0..4 {
            let row = (self.lo >> (16 * r)) as u16;
            let hi = (self.hi >> (4 * r)) & 15;
            let (new_row, new_hi, points) = match scores[row as usize] {
                points if hi == 0 && points != SLOW => (table[row as usize], 0, points),
                _ => slow_row(row, hi, right),
            };
            out.lo |= u64::from(new_row) << (16 * r);
            out.hi |= new_hi << (4 * r);
            score = score.saturating_add(points);
        }
        (out, score)
    }

    /// How many different tile values are on the board.
    pub fn distinct_tiles(self) -> u32 {
        let seen = (0..16).fold(0u32, |seen, i| seen | 1 << self.exponent(i));
        (seen & !1).count_ones()
    }

    /// The largest exponent on the board.
    pub fn max_exponent(self) -> u8 {
        (0..16).map(|i| self.exponent(i)).max().unwrap_or(0)
    }
}

/// A row moved without the tables: one with a tile past 32768, or a merge that makes one.
fn slow_row(row: u16, hi: u16, right: bool) -> (u16, u16, u32) {
    let mut cells = unpack(row, hi);
    if right {
        cells.reverse();
    }
    let (mut moved, score) = slide_left(cells);
    if right {
        moved.reverse();
    }
    let (row, hi) = pack(moved);
    (row, hi, score)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_slide_and_merge_as_the_classic_rule_says() {
        assert_eq!(slide_left([1, 1, 1, 1]), ([2, 2, 0, 0], 8));
        assert_eq!(slide_left([0, 1, 0, 1]), ([2, 0, 0, 0], 4));
        assert_eq!(slide_left([2, 1, 1, 0]), ([2, 2, 0, 0], 4));
        assert_eq!(slide_left([3, 3, 4, 0]), ([4, 4, 0, 0], 16));
        assert_eq!(
            slide_left([15, 15, 16, 16]),
            ([16, 17, 0, 0], 65536 + 131072)
        );
        assert_eq!(reverse(0x1234), 0x4321);
        for cells in [[1, 2, 3, 4], [17, 0, 16, 15]] {
            let (row, hi) = pack(cells);
            assert_eq!(unpack(row, hi), cells);
        }
    }

    #[test]
    fn transposes_are_their_own_inverse() {
        let b = Fast::from_exponents([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
        let t = b.transposed();
        assert_eq!(t.exponent(1), b.exponent(4));
        assert_eq!(t.exponent(15), 16);
        assert_eq!(t.transposed(), b);
        assert_eq!(transpose_bits(0b10), 0b1_0000);
    }

    #[test]
    fn all_moves_agree_with_each_move() {
        let t = Tables::get();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let b = Fast {
                lo: x,
                hi: if x % 7 == 0 { (x >> 20) as u16 } else { 0 },
            };
            assert_eq!(
                b.all_moves(t),
                Direction::ALL.map(|d| b.slide(d, t).0),
                "{b:?}"
            );
        }
    }

    #[test]
    fn big_tiles_move_and_count() {
        let t = Tables::get();
        let b = Fast::from_exponents([15, 15, 0, 0, 16, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0, 17]);
        let (left, score) = b.slide(Direction::Left, t);
        assert_eq!(left.exponents()[..8], [16, 0, 0, 0, 17, 0, 0, 0]);
        assert_eq!(score, 65536 + 131072);
        assert_eq!(left.max_exponent(), 17);
        assert_eq!(b.distinct_tiles(), 3);
        assert_eq!(b.empty_mask().count_ones(), 11);
        assert_eq!(Fast::default().with(5, 16).exponent(5), 16);
    }
}
