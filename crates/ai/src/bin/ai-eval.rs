//! The AI's evaluator: plays whole games natively, on all cores, and reports how far
//! they got.
//!
//! ```text
//! cargo run --release -p game2048-ai --bin ai-eval -- --games N --budget-ms B
//!     [--preset NAME | --game JSON] [--player ai|random|corner] [--seed S] [--nodes N]
//!     [--threads T] [--max-moves M]
//! ```
//!
//! Games start from seeds S, S+1, ... and run to game over (past a win, play goes on),
//! or stop after M moves (then the line says `max_moves=M` and scores are lower bounds).
//! B is the mean thinking time per move: as in the browser, a decision may also use what
//! earlier decisions of its game left unused (`TimeBank`), so `ms_per_move` stays at or
//! under B.
//! T threads play (default: every core); one thread leaves a core to a program run
//! beside it, for a side-by-side comparison.
//! Each finished game is reported on stderr; stdout ends with one line:
//! `ai-eval: preset=P player=X games=N budget_ms=B mean_score=S ms_per_move=M 2048=a% ...`
//! after the 95% (Wilson) intervals of each rate.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use game2048_ai::{Budget, Player, TimeBank};
use game2048_engine::{Direction, Game, GameRng, Input, Rules, Status, preset};

const THRESHOLDS: [i64; 5] = [2048, 4096, 8192, 16384, 32768];

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Ai,
    Random,
    Corner,
}

struct Settings {
    games: u64,
    budget_ms: f64,
    nodes: u64,
    label: String,
    rules: Rules,
    player: Kind,
    seed: u64,
    threads: usize,
    max_moves: u64,
}

struct Result {
    score: i64,
    top: i64,
    moves: u64,
    thinking: f64,
}

fn main() {
    let settings = match settings(std::env::args().skip(1).collect()) {
        Ok(s) => s,
        Err(why) => {
            eprintln!("ai-eval: {why}");
            eprintln!(
                "usage: ai-eval --games N --budget-ms B [--preset NAME | --game JSON] [--player ai|random|corner] [--seed S] [--nodes N] [--threads T] [--max-moves M]"
            );
            std::process::exit(2);
        }
    };
    let threads = settings.threads;
    let next = AtomicU64::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= settings.games {
                        break;
                    }
                    let r = play(&settings, settings.seed + n);
                    eprintln!(
                        "game {:>4}: score {:>8} top {:>6} moves {:>6} ({:.2} ms per move)",
                        n,
                        r.score,
                        r.top,
                        r.moves,
                        r.thinking * 1000.0 / r.moves.max(1) as f64
                    );
                    if let Ok(mut all) = results.lock() {
                        all.push(r);
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    report(&settings, &results);
}

fn play(s: &Settings, seed: u64) -> Result {
    let (mut game, _) = Game::start(s.rules.clone(), seed);
    let mut player = Player::default();
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    let mut thinking = 0.0;
    // Per game: what the easy early moves save, the late ones spend.
    let mut bank = TimeBank::new(s.budget_ms);
    while game.moves() < s.max_moves {
        match game.status() {
            Status::Over => break,
            Status::Won => {
                game.step(Input::KeepPlaying);
                continue;
            }
            _ => {}
        }
        let started = Instant::now();
        let dir = match s.player {
            Kind::Ai => {
                let deadline = bank.allowance_ms() / 1000.0;
                let mut out_of_time = || started.elapsed().as_secs_f64() >= deadline;
                let mut budget = Budget {
                    nodes: s.nodes,
                    out_of_time: (s.budget_ms > 0.0)
                        .then_some(&mut out_of_time as &mut dyn FnMut() -> bool),
                };
                player
                    .decide(game.rules(), game.board(), &mut budget)
                    .direction
            }
            Kind::Random => Some(Direction::ALL[rng.below(4) as usize]),
            Kind::Corner => [
                Direction::Down,
                Direction::Left,
                Direction::Right,
                Direction::Up,
            ]
            .into_iter()
            .find(|&d| game_slides(&game, d)),
        };
        let took = started.elapsed().as_secs_f64();
        bank.spend(took * 1000.0);
        thinking += took;
        match dir {
            Some(dir) => {
                game.step(Input::Move(dir));
            }
            None => break,
        }
    }
    let top = game
        .board()
        .tiles()
        .map(|(_, t)| t.value)
        .max()
        .unwrap_or(0);
    Result {
        score: game.score(),
        top,
        moves: game.moves(),
        thinking,
    }
}

fn game_slides(game: &Game, dir: Direction) -> bool {
    game2048_engine::slide::can_slide(game.board(), game.rules().merge(), dir)
}

/// The Wilson score interval (95%) of `hits` out of `n`, in percent.
fn wilson(hits: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let (z, n, p) = (1.96f64, n as f64, hits as f64 / n as f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    (
        100.0 * (centre - half).max(0.0),
        100.0 * (centre + half).min(1.0),
    )
}

fn report(s: &Settings, results: &[Result]) {
    let n = results.len();
    let mean = results.iter().map(|r| r.score as f64).sum::<f64>() / n.max(1) as f64;
    let moves: u64 = results.iter().map(|r| r.moves).sum();
    let thinking: f64 = results.iter().map(|r| r.thinking).sum();
    let mut scores: Vec<i64> = results.iter().map(|r| r.score).collect();
    scores.sort_unstable();
    eprintln!(
        "scores: min {} median {} max {}; moves {}",
        scores.first().unwrap_or(&0),
        scores.get(n / 2).unwrap_or(&0),
        scores.last().unwrap_or(&0),
        moves
    );
    let mut rates = Vec::new();
    for t in THRESHOLDS {
        let hits = results.iter().filter(|r| r.top >= t).count();
        let (low, high) = wilson(hits, n);
        eprintln!("{t:>6}: {hits}/{n} games, 95% interval {low:.1}%..{high:.1}%");
        rates.push(format!("{t}={:.0}%", 100.0 * hits as f64 / n.max(1) as f64));
    }
    println!(
        "ai-eval: preset={} player={} games={} budget_ms={}{} mean_score={:.0} ms_per_move={:.3} {}",
        s.label,
        match s.player {
            Kind::Ai => "ai",
            Kind::Random => "random",
            Kind::Corner => "corner",
        },
        n,
        s.budget_ms,
        if s.max_moves == u64::MAX {
            String::new()
        } else {
            format!(" max_moves={}", s.max_moves)
        },
        mean,
        thinking * 1000.0 / moves.max(1) as f64,
        rates.join(" ")
    );
}

fn settings(args: Vec<String>) -> std::result::Result<Settings, String> {
    let mut s = Settings {
        games: 0,
        budget_ms: -1.0,
        nodes: u64::MAX,
        label: "classic".into(),
        rules: Rules::classic(),
        player: Kind::Ai,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        max_moves: u64::MAX,
    };
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => s.games = value()?.parse().map_err(|_| "--games: a whole number")?,
            "--budget-ms" => {
                s.budget_ms = value()?.parse().map_err(|_| "--budget-ms: a number")?;
            }
            "--nodes" => s.nodes = value()?.parse().map_err(|_| "--nodes: a whole number")?,
            "--seed" => s.seed = value()?.parse().map_err(|_| "--seed: a whole number")?,
            "--threads" => {
                s.threads = value()?
                    .parse()
                    .ok()
                    .filter(|&t| t > 0)
                    .ok_or("--threads: a whole number above 0")?;
            }
            "--max-moves" => {
                s.max_moves = value()?
                    .parse()
                    .map_err(|_| "--max-moves: a whole number")?;
            }
            "--preset" => {
                let id = value()?;
                let p = preset(&id).ok_or(format!("no preset {id}"))?;
                s.rules = p.rules().map_err(|e| e.to_string())?;
                s.label = id;
            }
            "--game" => {
                s.rules = Rules::from_json(&value()?).map_err(|e| e.to_string())?;
                s.label = "custom".into();
            }
            "--player" => {
                s.player = match value()?.as_str() {
                    "ai" => Kind::Ai,
                    "random" => Kind::Random,
                    "corner" => Kind::Corner,
                    other => return Err(format!("--player: ai, random or corner, not {other}")),
                }
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if s.games == 0 {
        return Err("--games is required".into());
    }
    if s.budget_ms < 0.0 && s.player == Kind::Ai && s.nodes == u64::MAX {
        return Err("--budget-ms (or --nodes) is required for the AI".into());
    }
    s.budget_ms = s.budget_ms.max(0.0);
    Ok(s)
}
