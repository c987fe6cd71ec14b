//! A long game allocates nothing per move: once the undo levels are full, each step
//! reuses the cells of the level it forgets and the event vectors handed back with
//! `Game::recycle`. (Its own test binary: it counts allocations with a global allocator.)

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use game2048_engine::{Direction, Game, Input, Rules, Status, UNDO_LEVELS};

/// Counts the allocations of the thread that asks (the test's), not the harness's.
struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count() {
    if COUNTING.with(Cell::get) {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Down, left, right, up: the first that changes the board (a long game).
fn corner_move(game: &mut Game) -> bool {
    for dir in [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ] {
        let events = game.step(Input::Move(dir));
        let changed = events.changed_state();
        game.recycle(events);
        if changed {
            if game.status() == Status::Won {
                game.step(Input::KeepPlaying);
            }
            return true;
        }
    }
    false
}

#[test]
fn once_the_undo_levels_are_full_a_move_allocates_nothing() {
    let mut measured = 0;
    for seed in 0..20 {
        let (mut game, started) = Game::start(Rules::classic(), seed);
        game.recycle(started);
        // Fill the undo levels, and let the event vectors grow to what a move needs
        // (a game that ends first is not measured).
        if !(0..UNDO_LEVELS + 20).all(|_| corner_move(&mut game)) {
            continue;
        }
        COUNTING.with(|c| c.set(true));
        let before = ALLOCATIONS.with(Cell::get);
        let mut moves = 0;
        while moves < 200 && corner_move(&mut game) {
            moves += 1;
        }
        let allocations = ALLOCATIONS.with(Cell::get) - before;
        COUNTING.with(|c| c.set(false));
        assert_eq!(
            allocations, 0,
            "seed {seed}: {allocations} in {moves} moves"
        );
        measured += moves;
    }
    assert!(measured > 1_000, "{measured} moves measured");
}
