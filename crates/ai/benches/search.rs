//! `cargo bench -p game2048-ai`: nanoseconds per table-driven move and expectimax nodes
//! per second, natively, on boards from real games (a corner player's, recorded first,
//! untimed). Prints figures; asserts nothing.

use std::hint::black_box;
use std::time::Instant;

use game2048_ai::fast::{Fast, Tables};
use game2048_ai::{Budget, Player, classic_board};
use game2048_engine::{Direction, Game, Input, Outcome, Rules, Status};

/// Boards from games of a corner player: down, left, right, up, the first that moves.
fn recorded(games: u64) -> Vec<Fast> {
    let rules = Rules::classic();
    let mut boards = Vec::new();
    for seed in 0..games {
        let (mut game, _) = Game::start(rules.clone(), seed);
        'game: loop {
            for dir in [
                Direction::Down,
                Direction::Left,
                Direction::Right,
                Direction::Up,
            ] {
                if game.step(Input::Move(dir)).outcome == Outcome::Moved(dir) {
                    if game.status() == Status::Won {
                        game.step(Input::KeepPlaying);
                    }
                    if let Some(b) = classic_board(game.rules(), game.board()) {
                        boards.push(b);
                    }
                    continue 'game;
                }
            }
            break;
        }
    }
    boards
}

fn main() {
    let t = Tables::get();
    let boards = recorded(200);
    let rounds = 20;
    let start = Instant::now();
    let mut checksum = 0u64;
    for _ in 0..rounds {
        for &b in &boards {
            for dir in Direction::ALL {
                let (next, score) = b.slide(dir, t);
                checksum = checksum.wrapping_add(next.lo ^ u64::from(score));
            }
        }
    }
    let moves = (boards.len() * 4 * rounds) as f64;
    let ns = start.elapsed().as_nanos() as f64 / moves;
    black_box(checksum);
    println!(
        "table-driven move: {ns:.2} ns per move over {moves} moves ({} boards from 200 corner-player games)",
        boards.len()
    );

    let rules = Rules::classic();
    let mut player = Player::default();
    let sample: Vec<Fast> = boards.iter().step_by(boards.len() / 60).copied().collect();
    let (mut nodes, mut elapsed) = (0u64, 0f64);
    for &b in &sample {
        let board = board_of(b, &rules);
        let start = Instant::now();
        let decision = player.decide(&rules, &board, &mut Budget::nodes(200_000));
        elapsed += start.elapsed().as_secs_f64();
        nodes += decision.nodes;
    }
    println!(
        "expectimax: {:.2} M nodes per second over {} decisions of at most 200,000 nodes ({:.1} ms per decision)",
        nodes as f64 / elapsed / 1e6,
        sample.len(),
        elapsed * 1000.0 / sample.len() as f64
    );
}

/// An engine board with the bit board's tiles.
fn board_of(b: Fast, rules: &Rules) -> game2048_engine::Board {
    let rows: Vec<String> = (0..4)
        .map(|r| {
            (0..4)
                .map(|c| match b.exponent(4 * r + c) {
                    0 => ".".to_string(),
                    e => (1u64 << e).to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let board = game2048_engine::Board::from_text(&rows).expect("a board");
    let _ = rules;
    board
}
