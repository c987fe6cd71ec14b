//! `cargo bench`: nanoseconds per classic 4x4 `step` (move + spawn + events + status +
//! undo entry) over realistic games, next to a plain-array classic slide as a baseline,
//! and the allocations each makes.
//!
//! The games are recorded first, untimed: a corner-strategy player (down, left, right,
//! up, the first that changes the board) plays from many seeds to game over, which
//! gives boards from the opening to the late game. Then every recorded game is replayed
//! from its seed through `step`, timed. Prints figures; asserts nothing.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use game2048_engine::slide::slide;
use game2048_engine::{Direction, Game, Input, Outcome, Rules, Status};

/// Counts every allocation, so the figures can say how many a step makes.
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const GAMES: u64 = 300;
const ROUNDS: usize = 5;
const POLICY: [Direction; 4] = [
    Direction::Down,
    Direction::Left,
    Direction::Right,
    Direction::Up,
];

/// One recorded game: its seed and the moves that changed the board.
struct Recorded {
    seed: u64,
    moves: Vec<Direction>,
}

fn record(seed: u64) -> Recorded {
    let (mut game, _) = Game::start(Rules::classic(), seed);
    let mut moves = Vec::new();
    'game: loop {
        for dir in POLICY {
            if game.step(Input::Move(dir)).outcome == Outcome::Moved(dir) {
                moves.push(dir);
                match game.status() {
                    Status::Won => {
                        game.step(Input::KeepPlaying);
                    }
                    Status::Over => break 'game,
                    _ => {}
                }
                continue 'game;
            }
        }
        break;
    }
    Recorded { seed, moves }
}

/// Replays every game through `step`; returns (moves, nanoseconds, allocations).
fn replay(games: &[Recorded]) -> (u64, u128, u64) {
    let rules = Rules::classic();
    let mut moves = 0u64;
    let allocations = ALLOCATIONS.load(Ordering::Relaxed);
    let start = Instant::now();
    for recorded in games {
        let (mut game, _) = Game::start(rules.clone(), recorded.seed);
        for &dir in &recorded.moves {
            let events = game.step(Input::Move(dir));
            // As the UI does once it has rendered them.
            game.recycle(black_box(events));
            if game.status() == Status::Won {
                game.step(Input::KeepPlaying);
            }
        }
        moves += recorded.moves.len() as u64;
        black_box(game);
    }
    let nanos = start.elapsed().as_nanos();
    (
        moves,
        nanos,
        ALLOCATIONS.load(Ordering::Relaxed) - allocations,
    )
}

/// The baseline: a 4x4 board of exponents in a plain array, slid and merged in place,
/// with one new tile per move from a xorshift generator. No ids, events, undo or status.
mod baseline {
    pub type Board = [[u8; 4]; 4];

    fn slide_row(row: [u8; 4]) -> [u8; 4] {
        let mut out = [0u8; 4];
        let (mut n, mut last) = (0, 0u8);
        for v in row {
            if v == 0 {
                continue;
            }
            if v == last {
                out[n - 1] = v + 1;
                last = 0;
            } else {
                out[n] = v;
                n += 1;
                last = v;
            }
        }
        out
    }

    /// Slides `board` towards `dir` (0 left, 1 right, 2 up, 3 down); true if it changed.
    pub fn slide(board: &mut Board, dir: u8) -> bool {
        let before = *board;
        for i in 0..4 {
            let line: [(usize, usize); 4] = match dir {
                0 => [(i, 0), (i, 1), (i, 2), (i, 3)],
                1 => [(i, 3), (i, 2), (i, 1), (i, 0)],
                2 => [(0, i), (1, i), (2, i), (3, i)],
                _ => [(3, i), (2, i), (1, i), (0, i)],
            };
            let slid = slide_row(line.map(|(r, c)| board[r][c]));
            for (k, (r, c)) in line.into_iter().enumerate() {
                board[r][c] = slid[k];
            }
        }
        *board != before
    }

    pub fn spawn(board: &mut Board, rng: &mut u64) {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        let empty = board.iter().flatten().filter(|&&v| v == 0).count();
        if empty == 0 {
            return;
        }
        let mut pick = (*rng % empty as u64) as usize;
        let value = if (*rng >> 32) % 10 == 0 { 2 } else { 1 };
        for cell in board.iter_mut().flatten().filter(|v| **v == 0) {
            if pick == 0 {
                *cell = value;
                return;
            }
            pick -= 1;
        }
    }
}

/// Replays the same direction sequences on the baseline; returns (moves, nanoseconds).
fn replay_baseline(games: &[Recorded]) -> (u64, u128) {
    let mut moves = 0u64;
    let start = Instant::now();
    for recorded in games {
        let mut rng = recorded.seed | 1;
        let mut board: baseline::Board = [[0; 4]; 4];
        baseline::spawn(&mut board, &mut rng);
        baseline::spawn(&mut board, &mut rng);
        for &dir in &recorded.moves {
            if baseline::slide(&mut board, dir as u8) {
                baseline::spawn(&mut board, &mut rng);
            }
            moves += 1;
        }
        black_box(board);
    }
    (moves, start.elapsed().as_nanos())
}

/// Allocations made by one `slide` of a mid-game board, with event buffers that
/// already have room.
fn allocations_per_slide() -> u64 {
    let board = game2048_engine::Board::from_text(&["2 2 4 8", ". 4 4 .", "16 . 16 2", "2 4 8 16"])
        .unwrap_or_else(|e| panic!("{e}"));
    let merge = *Rules::classic().merge();
    let (mut moves, mut merged) = (Vec::with_capacity(16), Vec::with_capacity(16));
    let mut cells = Vec::with_capacity(16);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let slid = slide(
        &board,
        &merge,
        Direction::Left,
        &mut cells,
        &mut moves,
        &mut merged,
    );
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    black_box(slid.ok());
    allocations
}

fn main() {
    let games: Vec<Recorded> = (0..GAMES).map(record).collect();
    let total_moves: usize = games.iter().map(|g| g.moves.len()).sum();
    println!(
        "workload: {GAMES} classic games played to the end by a corner strategy, {total_moves} moves ({} per game on average)",
        total_moves / GAMES as usize
    );

    let mut best_step = f64::MAX;
    let mut best_base = f64::MAX;
    let mut allocs_per_step = 0.0;
    for _ in 0..ROUNDS {
        let (moves, nanos, allocs) = replay(&games);
        best_step = best_step.min(nanos as f64 / moves as f64);
        allocs_per_step = allocs as f64 / moves as f64;
        let (moves, nanos) = replay_baseline(&games);
        best_base = best_base.min(nanos as f64 / moves as f64);
    }
    println!(
        "engine step (move + spawn + events + status + undo), best of {ROUNDS}: {best_step:.1} ns/step"
    );
    println!(
        "baseline plain-array slide + spawn, best of {ROUNDS}:            {best_base:.1} ns/move"
    );
    println!("ratio: {:.1}x the baseline", best_step / best_base);
    println!("allocations per engine step (amortised, events recycled): {allocs_per_step:.2}");
    println!(
        "allocations in one slide of a 4x4 board into a reused buffer: {}",
        allocations_per_slide()
    );
}
