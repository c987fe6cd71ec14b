//! Power-ups and limits, rules of the game object (`powerUps`, `limits`; our extension
//! of custom-game.md): their validation into [`PowerUps`] and [`Limits`], the charges a
//! game holds ([`Charges`]), and the two power-ups that change the board
//! (`Game::step` applies them: swap two tiles, remove every tile of a value; the third,
//! undo, is the game's own undo at a charge's cost).
//!
//! Charges live in the game's progress, so an undo gives back what the undone input
//! spent or earned, except the undo charge it costs itself (see `Game::undo`).
//! Nothing here reads a clock: a time limit ends a game through `Input::TimeUp`, which
//! the program's clock sends.

use crate::names::named_enum;
use crate::object::{ChargeOptions, ConfigError, LimitOptions, PowerUpOptions};
use crate::rules::Report;

named_enum! {
    /// The power-ups.
    pub enum Power as "power-up" {
        Swap = "swap",
        Remove = "remove",
        Undo = "undo",
    }
}

/// At most this many of a power-up at the start or from one tile.
pub const MAX_CHARGES_GIVEN: i64 = 99;
/// At most this many of a power-up held: earning past it earns nothing.
pub const MAX_CHARGES_HELD: u16 = 999;
/// At most this many entries of `powerUps.earn`.
pub const MAX_EARN: usize = 16;
/// The largest move budget.
pub const MAX_MOVES: i64 = 100_000;
/// The longest time limit, in seconds (a day).
pub const MAX_SECONDS: i64 = 86_400;

/// How many uses of each power-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Charges {
    pub swap: u16,
    pub remove: u16,
    pub undo: u16,
}

impl Charges {
    pub fn get(&self, power: Power) -> u16 {
        match power {
            Power::Swap => self.swap,
            Power::Remove => self.remove,
            Power::Undo => self.undo,
        }
    }

    fn slot(&mut self, power: Power) -> &mut u16 {
        match power {
            Power::Swap => &mut self.swap,
            Power::Remove => &mut self.remove,
            Power::Undo => &mut self.undo,
        }
    }

    /// Spends one `power`: false, changing nothing, if there is none.
    pub(crate) fn spend(&mut self, power: Power) -> bool {
        let slot = self.slot(power);
        match slot.checked_sub(1) {
            Some(left) => {
                *slot = left;
                true
            }
            None => false,
        }
    }

    /// Adds `more`, each kind up to [`MAX_CHARGES_HELD`].
    pub(crate) fn add(&mut self, more: Charges) {
        for power in Power::ALL {
            let slot = self.slot(power);
            *slot = slot.saturating_add(more.get(power)).min(MAX_CHARGES_HELD);
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == Charges::default()
    }
}

/// Validated `powerUps`: the charges a game starts with, and what earns more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PowerUps {
    pub start: Charges,
    /// (tile, charges): the first merge in a game that makes `tile` or more earns them.
    pub earn: Vec<(i64, Charges)>,
}

impl PowerUps {
    /// The entries of [`PowerUps::earn`] that a merge into `value` earns and `earned`
    /// (a bit per entry) does not hold yet.
    pub(crate) fn earned_by(&self, value: i64, earned: u16) -> impl Iterator<Item = usize> + '_ {
        self.earn
            .iter()
            .enumerate()
            .filter(move |&(i, &(tile, _))| earned & (1 << i) == 0 && value >= tile)
            .map(|(i, _)| i)
    }
}

/// Validated `limits`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The game ends after this many effective moves.
    pub moves: Option<u64>,
    /// The game ends after this much play, in milliseconds, from its first move.
    pub time_ms: Option<u64>,
}

pub(crate) fn validate_power_ups<R: Report>(
    options: &Option<PowerUpOptions>,
) -> Result<Option<PowerUps>, R::Error> {
    let Some(options) = options else {
        return Ok(None);
    };
    let start = charges::<R>(&options.charges, "powerUps.")?;
    let entries = options.earn.as_deref().unwrap_or_default();
    if entries.len() > MAX_EARN {
        return Err(R::error(|| {
            ConfigError::new(
                "powerUps.earn",
                format!("has {} entries, at most {MAX_EARN}", entries.len()),
            )
        }));
    }
    let mut earn = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let at = format!("powerUps.earn[{i}].");
        if earn.iter().any(|&(tile, _)| tile == entry.tile) {
            return Err(R::error(|| {
                ConfigError::new(
                    format!("{at}tile"),
                    format!("{} is given twice", entry.tile),
                )
            }));
        }
        earn.push((entry.tile, charges::<R>(&entry.charges, &at)?));
    }
    Ok(Some(PowerUps { start, earn }))
}

fn charges<R: Report>(options: &ChargeOptions, at: &str) -> Result<Charges, R::Error> {
    let mut charges = Charges::default();
    let given = [options.swap, options.remove, options.undo];
    for (power, n) in Power::ALL.into_iter().zip(given) {
        let n = n.unwrap_or(0);
        if !(0..=MAX_CHARGES_GIVEN).contains(&n) {
            return Err(R::error(|| {
                ConfigError::new(
                    format!("{at}{}", power.name()),
                    format!("must be 0 to {MAX_CHARGES_GIVEN}, got {n}"),
                )
            }));
        }
        *charges.slot(power) = n as u16;
    }
    Ok(charges)
}

pub(crate) fn validate_limits<R: Report>(
    options: &Option<LimitOptions>,
) -> Result<Limits, R::Error> {
    let Some(options) = options else {
        return Ok(Limits::default());
    };
    let positive = |n: Option<i64>, key: &str, max: i64| match n {
        None => Ok(None),
        Some(n) if (1..=max).contains(&n) => Ok(Some(n as u64)),
        Some(n) => Err(R::error(|| {
            ConfigError::new(
                format!("limits.{key}"),
                format!("must be a whole number from 1 to {max}, got {n}"),
            )
        })),
    };
    Ok(Limits {
        moves: positive(options.moves, "moves", MAX_MOVES)?,
        time_ms: positive(options.seconds, "seconds", MAX_SECONDS)?.map(|s| s * 1000),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Direction, Pos};
    use crate::events::{EngineError, Outcome};
    use crate::game::{Game, Input, Status};
    use crate::record::{Record, RecordError, Recorded};
    use crate::rules::Rules;

    const POWERS: &str = r#"{"powerUps":{"swap":1,"remove":1,"undo":1,
        "earn":[{"tile":8,"swap":1},{"tile":16,"undo":2}]}}"#;

    /// A game of `json`'s rules set up on `rows` (row by row, 0 for an empty cell).
    fn set_up(json: &str, rows: [[i64; 4]; 4]) -> Game {
        let rules = Rules::from_json(json).expect("valid rules");
        let cells: Vec<Option<i64>> = rows
            .iter()
            .flatten()
            .map(|&v| (v != 0).then_some(v))
            .collect();
        rules.set_up(&cells, 7).expect("a position")
    }

    fn values(game: &Game) -> Vec<i64> {
        game.board()
            .cells()
            .iter()
            .map(|c| c.map_or(0, |t| t.value))
            .collect()
    }

    fn refused(game: &mut Game, input: Input) -> EngineError {
        let before = game.clone();
        match game.step(input).outcome {
            Outcome::Refused(e) => {
                assert_eq!(*game, before, "a refusal changes nothing");
                e
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn power_ups_and_limits_read_write_and_refuse_with_reasons() {
        let rules = Rules::from_json(POWERS).expect("valid");
        let powers = rules.power_ups().expect("power-ups");
        assert_eq!(
            powers.start,
            Charges {
                swap: 1,
                remove: 1,
                undo: 1
            }
        );
        assert_eq!(powers.earn.len(), 2);
        assert_eq!(
            rules.to_json(),
            r#"{"powerUps":{"swap":1,"remove":1,"undo":1,"earn":[{"tile":8,"swap":1},{"tile":16,"undo":2}]}}"#
        );
        let limited = Rules::from_json(r#"{"limits":{"seconds":180,"moves":500}}"#).expect("valid");
        assert_eq!(
            limited.limits(),
            Limits {
                moves: Some(500),
                time_ms: Some(180_000)
            }
        );
        assert_eq!(
            limited.to_json(),
            r#"{"limits":{"moves":500,"seconds":180}}"#
        );
        assert_eq!(Rules::classic().limits(), Limits::default());
        assert!(Rules::classic().power_ups().is_none());

        for (json, field, reason) in [
            (r#"{"powerUps":{"swap":-1}}"#, "powerUps.swap", "0 to 99"),
            (r#"{"powerUps":{"undo":100}}"#, "powerUps.undo", "0 to 99"),
            (
                r#"{"powerUps":{"swap":1.5}}"#,
                "powerUps.swap",
                "whole number",
            ),
            (
                r#"{"powerUps":{"bomb":1}}"#,
                "powerUps.bomb",
                "unknown field",
            ),
            (r#"{"powerUps":[]}"#, "powerUps", "must be an object"),
            (
                r#"{"powerUps":{"earn":{}}}"#,
                "powerUps.earn",
                "must be an array",
            ),
            (
                r#"{"powerUps":{"earn":[{"swap":1}]}}"#,
                "powerUps.earn[0].tile",
                "missing",
            ),
            (
                r#"{"powerUps":{"earn":[{"tile":8},{"tile":8}]}}"#,
                "powerUps.earn[1].tile",
                "given twice",
            ),
            (
                r#"{"limits":{"moves":0}}"#,
                "limits.moves",
                "from 1 to 100000",
            ),
            (
                r#"{"limits":{"moves":100001}}"#,
                "limits.moves",
                "from 1 to 100000",
            ),
            (
                r#"{"limits":{"seconds":-5}}"#,
                "limits.seconds",
                "from 1 to 86400",
            ),
            (
                r#"{"limits":{"seconds":86401}}"#,
                "limits.seconds",
                "from 1 to 86400",
            ),
            (
                r#"{"limits":{"seconds":"60"}}"#,
                "limits.seconds",
                "whole number",
            ),
            (r#"{"limits":{"hours":1}}"#, "limits.hours", "unknown field"),
        ] {
            let e = Rules::from_json(json).expect_err(json);
            assert_eq!(e.field, field, "{json}");
            assert!(e.reason.contains(reason), "{json}: {}", e.reason);
        }
        let many: Vec<String> = (0..17)
            .map(|i| format!(r#"{{"tile":{}}}"#, 1 << i))
            .collect();
        let json = format!(r#"{{"powerUps":{{"earn":[{}]}}}}"#, many.join(","));
        assert!(
            Rules::from_json(&json)
                .expect_err("17")
                .reason
                .contains("at most 16")
        );
    }

    #[test]
    fn swap_and_remove_change_the_board_spend_a_charge_and_refuse_bad_use() {
        let mut game = set_up(
            POWERS,
            [[2, 4, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 8]],
        );
        let (a, b, empty) = (Pos::new(0, 0), Pos::new(0, 1), Pos::new(2, 2));
        assert_eq!(refused(&mut game, Input::Swap(a, a)), EngineError::SameCell);
        assert_eq!(
            refused(&mut game, Input::Swap(a, empty)),
            EngineError::EmptyCell
        );
        assert_eq!(
            refused(&mut game, Input::Swap(a, Pos::new(4, 0))),
            EngineError::NotACell
        );
        assert_eq!(
            refused(&mut game, Input::Remove(64)),
            EngineError::NoSuchValue
        );
        // Equal values: nothing to swap, no charge spent.
        assert_eq!(
            game.step(Input::Swap(a, Pos::new(1, 1))).outcome,
            Outcome::Unchanged
        );
        assert_eq!(game.charges().swap, 1);

        let events = game.step(Input::Swap(a, b));
        assert_eq!(events.outcome, Outcome::Swapped);
        assert_eq!(events.moves.len(), 2);
        assert_eq!(&values(&game)[..2], &[4, 2]);
        assert_eq!((game.charges().swap, game.moves(), game.score()), (0, 0, 0));
        assert_eq!(
            refused(&mut game, Input::Swap(a, b)),
            EngineError::NoCharge(Power::Swap)
        );

        let events = game.step(Input::Remove(2));
        assert_eq!(events.outcome, Outcome::Removed);
        assert_eq!(events.removed.len(), 2);
        assert!(events.spawned.is_empty(), "a power-up adds no tile");
        assert_eq!(values(&game).iter().filter(|&&v| v != 0).count(), 2);
        assert_eq!(
            game.charges(),
            Charges {
                swap: 0,
                remove: 0,
                undo: 1
            }
        );

        // Undo takes the removal back (its charge with it) at an undo charge.
        assert_eq!(game.step(Input::Undo).outcome, Outcome::Undone);
        assert_eq!(
            game.charges(),
            Charges {
                swap: 0,
                remove: 1,
                undo: 0
            }
        );
        assert_eq!(values(&game).iter().filter(|&&v| v == 2).count(), 2);
        assert_eq!(
            refused(&mut game, Input::Undo),
            EngineError::NoCharge(Power::Undo)
        );

        let mut lone = set_up(
            POWERS,
            [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        );
        assert_eq!(
            refused(&mut lone, Input::Remove(2)),
            EngineError::WouldEmpty
        );
        let mut classic = Game::start(Rules::classic(), 1).0;
        let tile = classic.board().tiles().next().expect("a tile").1.value;
        assert_eq!(
            refused(&mut classic, Input::Remove(tile)),
            EngineError::NoPowerUps
        );
    }

    #[test]
    fn merges_earn_charges_once_and_undo_takes_them_back() {
        let mut game = set_up(
            POWERS,
            [[4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        );
        let events = game.step(Input::Move(Direction::Left));
        assert_eq!(
            events.earned,
            Charges {
                swap: 1,
                remove: 0,
                undo: 0
            }
        );
        assert_eq!(game.charges().swap, 2);
        // Undo: the earned swap goes back, one undo spent; earning it again is possible.
        game.step(Input::Undo);
        assert_eq!(
            game.charges(),
            Charges {
                swap: 1,
                remove: 1,
                undo: 0
            }
        );
        game.step(Input::Move(Direction::Left));
        assert_eq!(game.charges().swap, 2);
        // A second 8 earns nothing: each entry once a game.
        let mut twice = set_up(
            POWERS,
            [[4, 4, 0, 0], [4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        );
        assert_eq!(twice.step(Input::Move(Direction::Left)).earned.swap, 1);
        assert_eq!(twice.charges().swap, 2);

        // Undo charges earned by the undone move are taken back with it. (A 16 is also
        // "8 or more": both entries at once.)
        let mut big = set_up(
            POWERS,
            [[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        );
        let events = big.step(Input::Move(Direction::Left));
        assert_eq!(
            events.earned,
            Charges {
                swap: 1,
                remove: 0,
                undo: 2
            }
        );
        assert_eq!(big.charges().undo, 3);
        big.step(Input::Undo);
        assert_eq!(big.charges().undo, 0);
    }

    #[test]
    fn a_power_up_can_free_a_stuck_board_and_is_ignored_after_a_win() {
        let stuck = [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 8]];
        let mut game = set_up(POWERS, stuck);
        assert_eq!(game.status(), Status::Over);
        game.step(Input::Remove(8));
        assert_eq!(game.status(), Status::Playing);
        assert!(game.step(Input::Move(Direction::Right)).changed_state());

        let won = r#"{"gameOptions":{"winConditionFnName":"hasTile:8"},"powerUps":{"swap":3}}"#;
        let mut game = set_up(
            won,
            [[4, 4, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        );
        game.step(Input::Move(Direction::Left));
        assert_eq!(game.status(), Status::Won);
        let swap = Input::Swap(Pos::new(0, 0), Pos::new(1, 0));
        assert_eq!(game.step(swap.clone()).outcome, Outcome::Ignored);
        game.step(Input::KeepPlaying);
        assert_eq!(game.step(swap).outcome, Outcome::Swapped);
        assert_eq!(game.status(), Status::KeepPlaying);
    }

    #[test]
    fn a_move_budget_ends_the_game_and_undo_gives_a_move_back() {
        let json = r#"{"limits":{"moves":2},"powerUps":{"swap":1,"undo":1}}"#;
        let mut game = set_up(
            json,
            [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4], [0, 0, 0, 0]],
        );
        assert_eq!(game.moves_left(), Some(2));
        game.step(Input::Move(Direction::Right));
        assert_eq!(
            (game.moves_left(), game.status()),
            (Some(1), Status::Playing)
        );
        game.step(Input::Move(Direction::Left));
        assert_eq!((game.moves_left(), game.status()), (Some(0), Status::Over));
        assert!(game.is_lost());
        assert_eq!(
            game.step(Input::Move(Direction::Up)).outcome,
            Outcome::Ignored
        );
        let (a, b) = (Pos::new(0, 0), Pos::new(2, 0));
        assert_eq!(game.step(Input::Swap(a, b)).outcome, Outcome::Ignored);
        game.step(Input::Undo);
        assert_eq!(
            (game.moves_left(), game.status()),
            (Some(1), Status::Playing)
        );
        assert_eq!(Game::start(Rules::classic(), 1).0.moves_left(), None);
    }

    #[test]
    fn time_up_ends_the_game_for_good() {
        let json = r#"{"limits":{"seconds":60}}"#;
        let mut game = set_up(
            json,
            [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4], [0, 0, 0, 0]],
        );
        game.step(Input::Move(Direction::Right));
        assert_eq!(game.step(Input::TimeUp).outcome, Outcome::TimeUp);
        assert_eq!((game.status(), game.expired()), (Status::Over, true));
        assert_eq!(game.step(Input::Undo).outcome, Outcome::Ignored);
        assert_eq!(
            game.step(Input::Move(Direction::Left)).outcome,
            Outcome::Ignored
        );
        assert_eq!(game.step(Input::TimeUp).outcome, Outcome::Ignored);
        let mut untimed = Game::start(Rules::classic(), 3).0;
        assert_eq!(untimed.step(Input::TimeUp).outcome, Outcome::Ignored);
    }

    /// Plays `inputs` on a new game of `json`'s rules from seed 11, recording each
    /// input that changed it (at `times`, if given).
    fn recorded(json: &str, inputs: &[Recorded], times: Option<&[u32]>) -> (Record, Game) {
        let rules = Rules::from_json(json).expect("valid");
        let mut record = Record::new(rules.clone(), 11);
        let (mut game, _) = Game::start(rules, 11);
        for (i, &input) in inputs.iter().enumerate() {
            if game.step(input.input()).changed_state() {
                match times {
                    Some(times) => record.push_at(input, times[i]),
                    None => record.push(input),
                }
            }
        }
        (record, game)
    }

    #[test]
    fn records_of_power_ups_and_limits_are_version_3_and_read_back_equal() {
        let mut inputs = vec![
            Recorded::Move(Direction::Left),
            Recorded::Move(Direction::Up),
            Recorded::Undo,
            Recorded::Move(Direction::Down),
        ];
        let (record, game) = recorded(POWERS, &inputs, None);
        let tiles: Vec<(Pos, i64)> = game.board().tiles().map(|(p, t)| (p, t.value)).collect();
        // A swap of two tiles of different values, then a removal.
        let other = tiles
            .iter()
            .find(|(_, v)| *v != tiles[0].1)
            .expect("two values");
        inputs.push(Recorded::Swap(tiles[0].0, other.0));
        inputs.push(Recorded::Remove(tiles[0].1));
        let (record2, game2) = recorded(POWERS, &inputs, None);
        assert_eq!(record2.inputs().len(), record.inputs().len() + 2);
        let text = record2.encode(&game2);
        assert!(text.starts_with("r3."), "{text}");
        let (read, replayed) = Record::decode(&text).expect("reads back");
        assert_eq!(read, record2);
        assert_eq!(replayed, game2);
        assert_eq!(Record::undo_use_of(&text).map(|u| u.used), Some(1));

        // A timed game keeps when each input was made, and the time running out.
        let timed = r#"{"limits":{"seconds":60}}"#;
        let moves = [
            Recorded::Move(Direction::Left),
            Recorded::Move(Direction::Up),
            Recorded::Move(Direction::Right),
            Recorded::TimeUp,
        ];
        let (record, game) = recorded(timed, &moves, Some(&[400, 1_250, 59_000, 60_000]));
        let text = record.encode(&game);
        let (read, replayed) = Record::decode(&text).expect("reads back");
        assert_eq!(read.times(), record.times());
        assert_eq!(read.times().last(), Some(&60_000));
        assert!(replayed.expired());
        // Past the limit, the times are damage.
        let (mut late, game) = recorded(timed, &moves[..1], Some(&[61_000]));
        assert!(matches!(
            Record::decode(&late.encode(&game)),
            Err(RecordError::Damaged(_))
        ));
        late.truncate(0);
        assert!(late.times().is_empty());

        // Records of other games are written as before.
        let (plain, game) = recorded("{}", &moves[..2], None);
        assert!(plain.encode(&game).starts_with("r1."));
    }
}
