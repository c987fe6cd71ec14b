//! What each move of a position leads to, in figures a player can read: for every
//! direction, whether it moves anything, the points it leads to over the next
//! [`Analysis::horizon`] moves and how often the game is over before then, each
//! with how sure the estimate is.
//!
//! The figures come from playing on: after each direction, the game goes on many
//! times (trials) with the engine's own rules and new tiles, the AI choosing every
//! later move at its quickest (the best-looking next board). Every direction is tried
//! with the same new tiles in trial `t` (common random numbers), so the differences
//! between directions are not noise of the draw. The best direction is the one with
//! the most points, the game being over counting as no more points.
//!
//! Pure and deterministic: the trials' seeds come from the caller's seed, and a
//! [`Budget`] of nodes (moves played) with no clock always gives the same answer.
//! It plays any rule set the engine reads; it never returns an error for a board the
//! rules allow.

use game2048_engine::object::InitialTile;
use game2048_engine::{Board, Direction, Game, Input, Rules, Status};

use crate::{Budget, Player};

/// How many moves ahead a trial plays, unless asked otherwise.
pub const HORIZON: u32 = 100;

/// A running mean with its spread: the figures of one direction.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Estimate {
    pub trials: u32,
    sum: f64,
    sum_of_squares: f64,
}

impl Estimate {
    /// An estimate from its sums (as [`Estimate::sums`] gives them).
    pub fn from_sums(trials: u32, sum: f64, sum_of_squares: f64) -> Estimate {
        Estimate {
            trials,
            sum,
            sum_of_squares,
        }
    }

    /// The sum of the values and of their squares.
    pub fn sums(&self) -> (f64, f64) {
        (self.sum, self.sum_of_squares)
    }

    fn add(&mut self, x: f64) {
        self.trials += 1;
        self.sum += x;
        self.sum_of_squares += x * x;
    }

    pub fn mean(&self) -> f64 {
        if self.trials == 0 {
            0.0
        } else {
            self.sum / f64::from(self.trials)
        }
    }

    /// Half the width of the 95% confidence interval of the mean (normal
    /// approximation); infinite with fewer than two trials.
    pub fn margin(&self) -> f64 {
        if self.trials < 2 {
            return f64::INFINITY;
        }
        let n = f64::from(self.trials);
        let variance = ((self.sum_of_squares - self.sum * self.sum / n) / (n - 1.0)).max(0.0);
        1.96 * (variance / n).sqrt()
    }
}

/// One direction's figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    pub direction: Direction,
    /// Whether the move changes the board; if not, the figures are empty.
    pub moves: bool,
    /// Points scored by this move and the moves after it, up to the horizon.
    pub points: Estimate,
    /// 1 for a trial whose game was over before the horizon, else 0.
    pub over: Estimate,
}

/// A position's analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// In the order of [`Direction::ALL`].
    pub verdicts: [Verdict; 4],
    /// How many moves each trial played at most.
    pub horizon: u32,
    /// Moves played in all.
    pub nodes: u64,
}

impl Analysis {
    /// The direction with the most points (the first of equals), `None` when no
    /// move changes the board.
    pub fn best(&self) -> Option<Direction> {
        self.verdicts
            .iter()
            .filter(|v| v.moves)
            .fold(None, |best: Option<&Verdict>, v| match best {
                Some(b) if b.points.mean() >= v.points.mean() => best,
                _ => Some(v),
            })
            .map(|v| v.direction)
    }

    /// The fewest trials of a direction that moves: how much the figures rest on.
    pub fn trials(&self) -> u32 {
        self.verdicts
            .iter()
            .filter(|v| v.moves)
            .map(|v| v.points.trials)
            .min()
            .unwrap_or(0)
    }
}

/// The rules, starting from `board` instead of their own start; refused for a board
/// of another shape than the rules' (its tiles would land elsewhere).
fn rules_at(rules: &Rules, board: &Board) -> Result<Rules, String> {
    if board.shape().mask() != rules.shape().mask() {
        return Err(format!(
            "a {}x{} board is not the shape these rules play on",
            board.cols(),
            board.rows()
        ));
    }
    let mut object = rules.object().clone();
    object.initial_tiles = Some(
        board
            .tiles()
            .map(|(pos, tile)| InitialTile {
                row: pos.row as i64,
                column: pos.col as i64,
                value: tile.value,
            })
            .collect(),
    );
    Rules::from_object(object).map_err(|e| e.to_string())
}

/// A game at `board` under `rules` whose new tiles come from `seed`, ready for a move
/// (a game already won goes on).
fn game_at(rules: &Rules, seed: u64) -> Game {
    let (mut game, _) = Game::start(rules.clone(), seed);
    plays_on(&mut game);
    game
}

/// Whether a trial's game takes another move. A win is played on, as *Keep going*
/// does: the figures are of the next moves, and a game that has won (or wins during a
/// trial) has as many of them as any other. Only a lost game stops.
fn plays_on(game: &mut Game) -> bool {
    if game.status() == Status::Won {
        game.step(Input::KeepPlaying);
    }
    matches!(game.status(), Status::Playing | Status::KeepPlaying)
}

/// The seed of trial `t`: distinct per trial, spread over the generator's states.
fn trial_seed(seed: u64, t: u32) -> u64 {
    seed ^ u64::from(t).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Player {
    /// Analyses `board` under `rules`, playing each trial `horizon` moves ahead, trial
    /// after trial for every direction in turn while `budget` lasts (at least two
    /// trials a direction, so that every figure has a margin). The player makes the
    /// trials' moves at its quickest; the answer does not depend on what it decided
    /// before.
    pub fn analyse(
        &mut self,
        rules: &Rules,
        board: &Board,
        horizon: u32,
        seed: u64,
        budget: &mut Budget<'_>,
    ) -> Result<Analysis, String> {
        let horizon = horizon.max(1);
        if board.tiles().next().is_none() && board.shape().mask() == rules.shape().mask() {
            // An empty board (a position set up by hand): no move changes it, and it
            // is no start the rules can be given (their initial tiles cannot be none).
            return Ok(Analysis {
                verdicts: Direction::ALL.map(|direction| Verdict {
                    direction,
                    moves: false,
                    points: Estimate::default(),
                    over: Estimate::default(),
                }),
                horizon,
                nodes: 0,
            });
        }
        let start = rules_at(rules, board)?;
        let probe = game_at(&start, seed);
        let mut verdicts = Direction::ALL.map(|direction| {
            let mut game = probe.clone();
            game.step(Input::Move(direction));
            Verdict {
                direction,
                moves: game.moves() > probe.moves(),
                points: Estimate::default(),
                over: Estimate::default(),
            }
        });
        let mut nodes = 0u64;
        let mut quickest = Budget::nodes(1);
        if verdicts.iter().any(|v| v.moves) {
            for t in 0.. {
                if t >= 2 && budget.spent(nodes, 1) {
                    break;
                }
                for verdict in verdicts.iter_mut().filter(|v| v.moves) {
                    let mut game = game_at(&start, trial_seed(seed, t));
                    game.step(Input::Move(verdict.direction));
                    nodes += 1;
                    let mut played = 1;
                    while played < horizon && plays_on(&mut game) {
                        let choice = self.decide(game.rules(), game.board(), &mut quickest);
                        let Some(dir) = choice.direction else { break };
                        game.step(Input::Move(dir));
                        played += 1;
                        nodes += 1;
                    }
                    verdict.points.add(game.score() as f64);
                    verdict.over.add(if game.status() == Status::Over {
                        1.0
                    } else {
                        0.0
                    });
                }
            }
        }
        Ok(Analysis {
            verdicts,
            horizon,
            nodes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Board {
        Board::from_text(rows).expect("a board")
    }

    #[test]
    fn an_empty_board_has_no_move() {
        let empty = board(&[". . . .", ". . . .", ". . . .", ". . . ."]);
        let analysis = Player::default()
            .analyse(&Rules::classic(), &empty, 10, 1, &mut Budget::nodes(100))
            .expect("answered");
        assert!(analysis.verdicts.iter().all(|v| !v.moves));
        assert_eq!((analysis.best(), analysis.nodes), (None, 0));
    }

    #[test]
    fn a_direction_that_moves_nothing_gets_no_figures() {
        let rules = Rules::classic();
        // Everything is already left and up: only Right and Down move.
        let b = board(&["2 4 . .", "8 . . .", ". . . .", ". . . ."]);
        let a = Player::default()
            .analyse(&rules, &b, 20, 7, &mut Budget::nodes(2_000))
            .expect("analysed");
        let moves: Vec<_> = a.verdicts.iter().map(|v| (v.direction, v.moves)).collect();
        for (d, m) in moves {
            assert_eq!(m, matches!(d, Direction::Right | Direction::Down), "{d:?}");
        }
        for v in a.verdicts.iter().filter(|v| !v.moves) {
            assert_eq!(v.points.trials, 0);
        }
        assert!(a.trials() >= 2);
        assert!(matches!(a.best(), Some(Direction::Right | Direction::Down)));
    }

    #[test]
    fn a_board_where_no_move_changes_anything_has_no_best_move() {
        let rules = Rules::classic();
        let b = board(&["2 4 2 4", "4 2 4 2", "2 4 2 4", "4 2 4 2"]);
        let a = Player::default()
            .analyse(&rules, &b, 20, 1, &mut Budget::nodes(1_000))
            .expect("analysed");
        assert!(a.verdicts.iter().all(|v| !v.moves));
        assert_eq!((a.best(), a.trials(), a.nodes), (None, 0, 0));
    }

    #[test]
    fn the_move_that_merges_and_makes_room_is_the_best_and_the_figures_say_why() {
        let rules = Rules::classic();
        // A crowded board: Left and Right merge the 8s (16 points, two cells free);
        // Down only drops the first column into the gap; Up moves nothing.
        let b = board(&["2 4 2 4", "4 2 4 2", "2 4 2 4", ". 8 8 16"]);
        let a = Player::default()
            .analyse(&rules, &b, 30, 3, &mut Budget::nodes(6_000))
            .expect("analysed");
        let of = |d: Direction| {
            a.verdicts
                .iter()
                .find(|v| v.direction == d)
                .copied()
                .expect("a verdict per direction")
        };
        assert!(!of(Direction::Up).moves);
        let best = a.best().expect("a move");
        assert!(matches!(best, Direction::Left | Direction::Right), "{a:?}");
        for v in a.verdicts.iter().filter(|v| v.moves) {
            assert!(of(best).points.mean() >= v.points.mean());
            assert!(v.points.margin().is_finite());
            assert!((0.0..=1.0).contains(&v.over.mean()));
        }
        let down = of(Direction::Down);
        assert!(
            down.points.mean() + down.points.margin() < of(best).points.mean(),
            "{a:?}"
        );
        assert!(down.over.mean() >= of(best).over.mean(), "{a:?}");
    }

    #[test]
    fn a_won_game_is_analysed_as_it_plays_on_after_keep_going() {
        // 2048 is on the board: the game has won, and the player kept going. Each
        // trial plays its 40 moves (it stopped after the first, at "0 ± 0" or "8 ± 0"
        // points, when it took a game that had won for one that had ended).
        let rules = Rules::classic();
        let b = board(&["2048 2 . .", "4 8 . .", "2 . . .", ". . . ."]);
        let a = Player::default()
            .analyse(&rules, &b, 40, 5, &mut Budget::nodes(4_000))
            .expect("analysed");
        let moving: Vec<_> = a.verdicts.iter().filter(|v| v.moves).collect();
        assert!(!moving.is_empty());
        assert!(a.nodes > 30 * a.trials() as u64, "{a:?}");
        for v in moving {
            // Forty moves on an open board earn far more than one merge.
            assert!(v.points.mean() > 100.0, "{a:?}");
        }
    }

    #[test]
    fn a_trial_that_reaches_the_win_plays_on() {
        // 1024 + 1024 merge at once: the trial wins on its first move and plays on.
        let rules = Rules::classic();
        let b = board(&["1024 1024 . .", ". . . .", ". . . .", ". . . ."]);
        let a = Player::default()
            .analyse(&rules, &b, 30, 9, &mut Budget::nodes(2_000))
            .expect("analysed");
        let left = a
            .verdicts
            .iter()
            .find(|v| v.direction == Direction::Left)
            .expect("a verdict per direction");
        assert!(left.points.mean() > 2048.0 + 50.0, "{a:?}");
    }

    #[test]
    fn the_same_seed_and_node_budget_give_the_same_analysis() {
        let rules = Rules::classic();
        let b = board(&["2 . . 2", ". 4 . .", ". . 8 .", "16 . . ."]);
        let mut player = Player::default();
        let one = player
            .analyse(&rules, &b, 50, 11, &mut Budget::nodes(3_000))
            .expect("analysed");
        // The same player again, after a decision of its own: the same answer.
        player.decide(&rules, &b, &mut Budget::nodes(10_000));
        let two = player
            .analyse(&rules, &b, 50, 11, &mut Budget::nodes(3_000))
            .expect("analysed");
        assert_eq!(one, two);
        let other = Player::default()
            .analyse(&rules, &b, 50, 12, &mut Budget::nodes(3_000))
            .expect("analysed");
        assert_ne!(one, other);
    }

    #[test]
    fn any_rule_set_is_analysed() {
        for preset in game2048_engine::PRESETS {
            let rules = preset.rules().expect("a preset's rules");
            let (game, _) = Game::start(rules.clone(), 5);
            let a = Player::default()
                .analyse(&rules, game.board(), 10, 5, &mut Budget::nodes(400))
                .unwrap_or_else(|e| panic!("{}: {e}", preset.name));
            assert!(
                a.best().is_some(),
                "{}: a fresh game has a move",
                preset.name
            );
            assert!(a.trials() >= 2, "{}", preset.name);
        }
    }

    #[test]
    fn a_board_of_another_shape_is_refused() {
        let rules = Rules::classic();
        for rows in [&["2 4"][..], &["2 . .", ". . .", ". . ."]] {
            assert!(
                Player::default()
                    .analyse(&rules, &board(rows), 10, 1, &mut Budget::nodes(100))
                    .is_err()
            );
        }
    }

    #[test]
    fn a_margin_narrows_as_trials_grow() {
        let mut small = Estimate::default();
        let mut large = Estimate::default();
        for i in 0..10 {
            small.add(f64::from(i % 2));
        }
        for i in 0..1000 {
            large.add(f64::from(i % 2));
        }
        assert!((small.mean() - 0.5).abs() < 1e-9 && (large.mean() - 0.5).abs() < 1e-9);
        assert!(large.margin() < small.margin() / 5.0);
        assert!(Estimate::default().margin().is_infinite());
    }
}
