//! The table-driven board agrees with the engine: on 1,000,000 random boards per
//! direction, with tiles up to 131072 (which a 4-bit cell cannot hold), both give the
//! same board, the same points, and the same verdict on whether anything moved.

use game2048_ai::fast::{Fast, Tables};
use game2048_engine::slide::slide;
use game2048_engine::{Board, Direction, Rules, Tile, TileId};

const BOARDS: usize = 1_000_000;

/// xorshift64*: a fast, reproducible source of test boards.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A board's exponents: a third empty, and runs of equal neighbours common enough
    /// that merges happen everywhere, from 2 up to 131072.
    fn exponents(&mut self) -> [u8; 16] {
        let top = [11u64, 15, 17][(self.next() % 3) as usize];
        let mut cells = [0u8; 16];
        for i in 0..16 {
            let r = self.next();
            cells[i] = match r % 6 {
                0 | 1 => 0,
                2 if i > 0 => cells[i - 1],
                3 if i >= 4 => cells[i - 4],
                _ => 1 + ((r >> 8) % top) as u8,
            };
        }
        // Now and then the largest tiles side by side, to merge into 65536 and 131072.
        if self.next() % 8 == 0 {
            let at = (self.next() % 15) as usize;
            let e = 15 + (self.next() % 3) as u8;
            cells[at] = e;
            cells[at + 1] = e;
        }
        cells
    }
}

fn engine_board(cells: [u8; 16]) -> Board {
    let mut board = Board::empty(Rules::classic().shape().clone());
    for (i, &e) in cells.iter().enumerate() {
        if e > 0 {
            let id = TileId::new(i as u32 + 1).expect("nonzero");
            board.place(board.shape().pos(i), Tile { id, value: 1 << e });
        }
    }
    board
}

fn exponents_of(cells: &[Option<Tile>]) -> [u8; 16] {
    std::array::from_fn(|i| cells[i].map_or(0, |t| t.value.trailing_zeros() as u8))
}

#[test]
fn the_bit_board_moves_exactly_as_the_engine() {
    let tables = Tables::get();
    let rules = Rules::classic();
    let mut random = Random(0x2048_2048_2048_2048);
    let (mut cells, mut moves, mut merged) = (Vec::new(), Vec::new(), Vec::new());
    let mut big = 0;
    let mut changed_count = [0usize; 4];
    for n in 0..BOARDS {
        let exponents = random.exponents();
        let fast = Fast::from_exponents(exponents);
        assert_eq!(fast.exponents(), exponents);
        let board = engine_board(exponents);
        for (d, dir) in Direction::ALL.into_iter().enumerate() {
            moves.clear();
            merged.clear();
            let slid = slide(
                &board,
                rules.merge(),
                dir,
                &mut cells,
                &mut moves,
                &mut merged,
            )
            .expect("powers of two up to 2^17 never overflow");
            let (next, points) = fast.slide(dir, tables);
            let want = exponents_of(&cells);
            assert_eq!(
                (next.exponents(), i64::from(points), next != fast),
                (want, slid.score, slid.changed),
                "board {n} {exponents:?} {dir}"
            );
            changed_count[d] += usize::from(slid.changed);
            big += usize::from(want.iter().any(|&e| e >= 16));
        }
    }
    // The boards were worth testing: most moves changed something, and tiles of
    // 65536 and more took part in many thousands of them.
    assert!(
        changed_count.iter().all(|&c| c > BOARDS / 2),
        "{changed_count:?}"
    );
    assert!(big > 100_000, "{big} moves with tiles past 32768");
}
