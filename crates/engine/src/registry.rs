//! The named rules a game object can ask for, as tables of plain functions.
//!
//! Adding a rule is one function plus one line in its table. Every function here is pure
//! and total: arithmetic that would overflow answers `None` (the move is then refused),
//! never wraps and never panics. Merge functions receive the values of one run of tiles
//! ordered from the edge inward: `v[0]` is the tile nearest the edge tiles move towards.
//!
//! This module must not know how a board slides or how a game progresses.

use crate::board::Board;
use crate::rng::GameRng;

/// A rule under its name, with the other names it is known by upstream.
#[derive(Debug)]
pub struct Named<F: 'static> {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub rule: F,
}

/// Finds `name` among the names and aliases of `table`.
pub fn lookup<F>(table: &'static [Named<F>], name: &str) -> Option<&'static Named<F>> {
    table
        .iter()
        .find(|n| n.name == name || n.aliases.contains(&name))
}

/// The names of `table`, for error messages.
pub fn names<F>(table: &[Named<F>]) -> String {
    table.iter().map(|n| n.name).collect::<Vec<_>>().join(", ")
}

/// Whether a run of tiles may merge into one.
#[derive(Clone, Copy, Debug)]
pub struct MergeCondition {
    pub holds: fn(&[i64]) -> bool,
    /// The longest run `holds` can ever accept: longer runs are not tried. It only saves
    /// work; it never changes which runs merge.
    pub longest_run: usize,
}

/// No limit on the run a condition accepts.
const ANY_LENGTH: usize = usize::MAX;
/// The value of the merged tile, or the points a merge scores; `None` on overflow.
///
/// Contract: on a run of at most [`MAX_SIDE`](crate::board::MAX_SIDE) values all below [`SAFE_MAGNITUDE`] in
/// magnitude, a merge value function never answers `None`. The engine relies on this
/// only to skip work when it looks for a possible move; the test
/// `merge_values_never_overflow_on_safe_values` holds every rule to it.
pub type MergeValue = fn(&[i64]) -> Option<i64>;

/// Tile values below this magnitude can never overflow a merge: see [`MergeValue`].
pub const SAFE_MAGNITUDE: i64 = 1 << 40;
/// What a new-tile rule adds after each move: one tile on an empty enabled cell chosen
/// uniformly, with a value drawn from `odds` (value, chance in tenths; the chances add
/// up to 10). No odds: no tile. The game draws the value, then the cell (see
/// [`NewTile::draw`]); a player that plans ahead (the AI) weighs the same odds.
#[derive(Clone, Copy, Debug)]
pub struct NewTile {
    pub odds: &'static [(i64, u32)],
}

impl NewTile {
    /// Draws a value by the odds, then one of `empty_cells` (row-major indices): the new
    /// tile, or `None` when the rule adds none or there is no room. The value is drawn
    /// even when there is no room, so the generator moves on the same either way.
    pub fn draw(self, rng: &mut GameRng, empty_cells: &[u16]) -> Option<(u16, i64)> {
        if self.odds.is_empty() {
            return None;
        }
        let mut tenths = rng.below(10);
        let mut value = self.odds[self.odds.len() - 1].0;
        for &(v, chance) in self.odds {
            if tenths < chance {
                value = v;
                break;
            }
            tenths -= chance;
        }
        if empty_cells.is_empty() {
            return None;
        }
        let cell = empty_cells[rng.below(empty_cells.len() as u32) as usize];
        Some((cell, value))
    }
}
/// Whether the board wins the game.
pub type WinCondition = fn(&Board) -> bool;
/// Whether the board loses the game even though a move could still change it. (A board
/// that no move changes always loses; see `game`.)
pub type LoseCondition = fn(&Board) -> bool;
/// A board's enabled cells, row by row.
pub type GridBoolean = fn() -> Vec<Vec<bool>>;

pub static MERGE_CONDITIONS: &[Named<MergeCondition>] = &[
    Named {
        name: "original2048",
        aliases: &[],
        rule: MergeCondition {
            holds: |v| v.len() == 2 && v[0] == v[1],
            longest_run: 2,
        },
    },
    Named {
        name: "allEqual",
        aliases: &["test2"],
        rule: MergeCondition {
            holds: |v| v.windows(2).all(|w| w[0] == w[1]),
            longest_run: ANY_LENGTH,
        },
    },
    Named {
        name: "nonIncreasing",
        aliases: &["test1"],
        rule: MergeCondition {
            holds: |v| v.windows(2).all(|w| w[0] >= w[1]),
            longest_run: ANY_LENGTH,
        },
    },
    Named {
        name: "fibonacci",
        aliases: &[],
        rule: MergeCondition {
            holds: consecutive_fibonacci,
            longest_run: 2,
        },
    },
];

pub static MERGE_RESULTS: &[Named<MergeValue>] = &[
    Named {
        name: "original2048",
        aliases: &["sum"],
        rule: checked_sum,
    },
    Named {
        name: "tripleFirstMinusRest",
        aliases: &["test1"],
        rule: |v| {
            let (first, rest) = v.split_first()?;
            first.checked_mul(3)?.checked_sub(checked_sum(rest)?)
        },
    },
];

pub static MERGE_SCORES: &[Named<MergeValue>] = &[
    Named {
        name: "original2048",
        aliases: &["sum"],
        rule: checked_sum,
    },
    Named {
        name: "doubleFirstPlusRest",
        aliases: &["test1"],
        rule: |v| {
            let (first, rest) = v.split_first()?;
            first.checked_mul(2)?.checked_add(checked_sum(rest)?)
        },
    },
];

pub static NEW_TILES: &[Named<NewTile>] = &[
    Named {
        name: "original2048",
        aliases: &[],
        rule: NewTile {
            odds: &[(2, 9), (4, 1)],
        },
    },
    Named {
        name: "none",
        aliases: &["test1"],
        rule: NewTile { odds: &[] },
    },
    Named {
        name: "fibonacci",
        aliases: &[],
        rule: NewTile {
            odds: &[(1, 9), (2, 1)],
        },
    },
    Named {
        name: "triples",
        aliases: &[],
        rule: NewTile {
            odds: &[(2, 9), (6, 1)],
        },
    },
];

/// Win conditions by name. `hasTile:<n>` names one for any value; see `WinRule`.
pub static WIN_CONDITIONS: &[Named<WinCondition>] = &[
    Named {
        name: "original2048",
        aliases: &[],
        rule: |board| board.has_value(2048),
    },
    Named {
        name: "hasTile32",
        aliases: &[],
        rule: |board| board.has_value(32),
    },
];

/// The prefix of the win condition that names its target: `hasTile:4096`.
pub const HAS_TILE_PREFIX: &str = "hasTile:";

pub static LOSE_CONDITIONS: &[Named<LoseCondition>] = &[Named {
    name: "original2048",
    aliases: &["default"],
    // The original game ends only when no move changes the board, which the engine
    // always checks: nothing more to add.
    rule: |_| false,
}];

pub static GRID_BOOLEANS: &[Named<GridBoolean>] = &[
    Named {
        name: "original2048",
        aliases: &[],
        rule: || vec![vec![true; 4]; 4],
    },
    Named {
        name: "threeByThreeNoCenter",
        aliases: &[],
        rule: || from_bits(&[&[1, 1, 1], &[1, 0, 1], &[1, 1, 1]]),
    },
    Named {
        name: "test1_7x6",
        aliases: &[],
        rule: || {
            from_bits(&[
                &[1, 1, 0, 0, 1, 1],
                &[0, 0, 1, 1, 0, 0],
                &[0, 1, 1, 0, 1, 0],
                &[1, 0, 1, 0, 1, 0],
                &[1, 1, 0, 1, 1, 0],
                &[1, 1, 1, 1, 1, 1],
                &[0, 0, 0, 1, 1, 1],
            ])
        },
    },
    Named {
        name: "test2_10x10",
        aliases: &[],
        rule: || {
            let mut grid = vec![vec![true; 10]; 10];
            for (r, c) in [(0, 0), (2, 9), (4, 2), (7, 2), (7, 6), (9, 3)] {
                grid[r][c] = false;
            }
            grid
        },
    },
    Named {
        name: "test3_4x4",
        aliases: &[],
        rule: || from_bits(&[&[1, 1, 0, 1], &[0, 1, 1, 1], &[1, 1, 1, 1], &[1, 0, 1, 1]]),
    },
];

fn from_bits(rows: &[&[u8]]) -> Vec<Vec<bool>> {
    rows.iter()
        .map(|row| row.iter().map(|&b| b != 0).collect())
        .collect()
}

fn checked_sum(v: &[i64]) -> Option<i64> {
    v.iter().try_fold(0i64, |acc, &x| acc.checked_add(x))
}

/// Two tiles that are neighbours in 1, 1, 2, 3, 5, 8, ... (in either order).
fn consecutive_fibonacci(v: &[i64]) -> bool {
    let [a, b] = *v else { return false };
    let (low, high) = (a.min(b), a.max(b));
    // Walk the consecutive pairs (1, 1), (1, 2), (2, 3), (3, 5), ...
    let (mut x, mut y) = (1i64, 1i64);
    loop {
        if (x, y) == (low, high) {
            return true;
        }
        if x > low {
            return false;
        }
        match x.checked_add(y) {
            Some(next) => (x, y) = (y, next),
            None => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::MAX_SIDE;

    fn rule<F: Copy>(table: &'static [Named<F>], name: &str) -> F {
        lookup(table, name).expect("registered").rule
    }

    #[test]
    fn merge_conditions() {
        let original = rule(MERGE_CONDITIONS, "original2048").holds;
        assert!(original(&[2, 2]) && original(&[0, 0]) && original(&[-4, -4]));
        assert!(!original(&[2, 4]) && !original(&[2, 2, 2]));
        let all_equal = rule(MERGE_CONDITIONS, "test2").holds;
        assert!(all_equal(&[2, 2, 2]) && !all_equal(&[2, 2, 4]));
        let non_increasing = rule(MERGE_CONDITIONS, "nonIncreasing").holds;
        assert!(non_increasing(&[8, 4, 4, 2]) && !non_increasing(&[2, 4]));
        let fib = rule(MERGE_CONDITIONS, "fibonacci").holds;
        assert!(fib(&[1, 1]) && fib(&[1, 2]) && fib(&[3, 2]) && fib(&[89, 144]));
        assert!(!fib(&[2, 2]) && !fib(&[1, 3]) && !fib(&[2, 5]) && !fib(&[0, 1]));
        assert!(!fib(&[i64::MAX, i64::MAX]));
    }

    #[test]
    fn longest_run_hints_are_true() {
        // A hint may only skip runs the condition rejects.
        for named in MERGE_CONDITIONS {
            let c = named.rule;
            for len in (c.longest_run.saturating_add(1))..=MAX_SIDE {
                for v in [1, 2, 3] {
                    assert!(!(c.holds)(&vec![v; len]), "{} accepts {len}", named.name);
                }
            }
        }
    }

    #[test]
    fn merge_values_never_overflow_on_safe_values() {
        // Every rule is linear in its values, so the extremes bound it.
        let extremes = [SAFE_MAGNITUDE - 1, -(SAFE_MAGNITUDE - 1), 0];
        for named in MERGE_RESULTS.iter().chain(MERGE_SCORES) {
            for len in 2..=MAX_SIDE {
                for first in extremes {
                    for rest in extremes {
                        let mut run = vec![rest; len];
                        run[0] = first;
                        assert!((named.rule)(&run).is_some(), "{} on {run:?}", named.name);
                    }
                }
            }
        }
    }

    #[test]
    fn merge_values_and_overflow() {
        let sum = rule(MERGE_RESULTS, "sum");
        assert_eq!(sum(&[2, 2, 4]), Some(8));
        assert_eq!(sum(&[i64::MAX, 1]), None);
        let triple = rule(MERGE_RESULTS, "tripleFirstMinusRest");
        assert_eq!(triple(&[4, 2, 1]), Some(9));
        assert_eq!(triple(&[i64::MAX / 2, 0]), None);
        let double = rule(MERGE_SCORES, "test1");
        assert_eq!(double(&[4, 2, 1]), Some(11));
        assert_eq!(double(&[i64::MIN, 0]), None);
    }

    #[test]
    fn new_tile_odds_add_up_to_ten_tenths() {
        for named in NEW_TILES {
            let odds = named.rule.odds;
            assert!(
                odds.is_empty() || odds.iter().map(|&(_, t)| t).sum::<u32>() == 10,
                "{}",
                named.name
            );
        }
        // 90 % of original2048's tiles are 2s, on a cell drawn from those given.
        let rule = rule(NEW_TILES, "original2048");
        let mut rng = GameRng::seeded(3);
        let draws: Vec<_> = (0..1000)
            .filter_map(|_| rule.draw(&mut rng, &[5, 9]))
            .collect();
        assert_eq!(draws.len(), 1000);
        let twos = draws.iter().filter(|&&(_, v)| v == 2).count();
        assert!((860..940).contains(&twos), "{twos}");
        assert!(
            draws
                .iter()
                .all(|&(c, v)| (c == 5 || c == 9) && (v == 2 || v == 4))
        );
        assert_eq!(rule.draw(&mut rng, &[]), None);
        assert_eq!(self::rule(NEW_TILES, "none").draw(&mut rng, &[1]), None);
    }

    #[test]
    fn win_conditions() {
        let board = crate::Board::from_text(&["32 2048"]).expect("valid");
        assert!(rule(WIN_CONDITIONS, "original2048")(&board));
        assert!(rule(WIN_CONDITIONS, "hasTile32")(&board));
    }

    #[test]
    fn grids_have_the_documented_shapes() {
        let sizes: Vec<(&str, usize, usize, usize)> = GRID_BOOLEANS
            .iter()
            .map(|g| {
                let grid = (g.rule)();
                let holes = grid.iter().flatten().filter(|&&on| !on).count();
                (g.name, grid.len(), grid[0].len(), holes)
            })
            .collect();
        assert_eq!(
            sizes,
            [
                ("original2048", 4, 4, 0),
                ("threeByThreeNoCenter", 3, 3, 1),
                ("test1_7x6", 7, 6, 17),
                ("test2_10x10", 10, 10, 6),
                ("test3_4x4", 4, 4, 3),
            ]
        );
    }
}
