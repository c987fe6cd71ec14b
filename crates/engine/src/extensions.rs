//! What a game object adds to custom-game.md's rules (our extension): `powerUps` and
//! `limits`, validated into [`Extensions`]. Every rejection names its field and reason.
//!
//! Only rules read from a game object have them (the presets have none): the web build
//! reads them with the readers of custom games, in their chunk (`crate::custom`).

use crate::charges::{Charges, Power};
use crate::object::{ChargeOptions, ConfigError, GameObject, LimitOptions, PowerUpOptions};
use crate::refusal::ConfigReason;

/// At most this many of a power-up at the start or from one tile.
pub const MAX_CHARGES_GIVEN: i64 = 99;
/// At most this many entries of `powerUps.earn`.
pub const MAX_EARN: usize = 16;
/// The largest move budget.
pub const MAX_MOVES: i64 = 100_000;
/// The longest time limit, in seconds (a day).
pub const MAX_SECONDS: i64 = 86_400;

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

/// What a game object adds to custom-game.md's rules, validated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extensions {
    pub power_ups: Option<PowerUps>,
    pub limits: Limits,
}

/// The extensions of `object`, validated; `None` if it has neither `powerUps` nor
/// `limits`.
pub(crate) fn extensions(object: &GameObject) -> Result<Option<Extensions>, ConfigError> {
    if object.power_ups.is_none() && object.limits.is_none() {
        return Ok(None);
    }
    let power_ups = match &object.power_ups {
        None => None,
        Some(written) => Some(power_ups(&written.options)?),
    };
    let limits = match &object.limits {
        None => Limits::default(),
        Some(written) => limits(&written.options)?,
    };
    Ok(Some(Extensions { power_ups, limits }))
}

fn power_ups(options: &PowerUpOptions) -> Result<PowerUps, ConfigError> {
    let start = charges(&options.charges, "powerUps.")?;
    let entries = options.earn.as_deref().unwrap_or_default();
    if entries.len() > MAX_EARN {
        return Err(ConfigError::new(
            "powerUps.earn",
            format!("has {} entries, at most {MAX_EARN}", entries.len()),
        ));
    }
    let mut earn = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let at = format!("powerUps.earn[{i}].");
        if earn.iter().any(|&(tile, _)| tile == entry.tile) {
            let twice = format!("{} is given twice", entry.tile);
            return Err(ConfigError::new(format!("{at}tile"), twice));
        }
        earn.push((entry.tile, charges(&entry.charges, &at)?));
    }
    Ok(PowerUps { start, earn })
}

fn charges(options: &ChargeOptions, at: &str) -> Result<Charges, ConfigError> {
    let mut charges = Charges::default();
    let given = [options.swap, options.remove, options.undo];
    for (power, n) in Power::ALL.into_iter().zip(given) {
        let n = n.unwrap_or(0);
        if !(0..=MAX_CHARGES_GIVEN).contains(&n) {
            return Err(ConfigError::new(
                format!("{at}{}", power.name()),
                ConfigReason::Charges {
                    got: n,
                    max: MAX_CHARGES_GIVEN,
                },
            ));
        }
        *charges.slot(power) = n as u16;
    }
    Ok(charges)
}

fn limits(options: &LimitOptions) -> Result<Limits, ConfigError> {
    let positive = |n: Option<i64>, key: &str, max: i64| match n {
        None => Ok(None),
        Some(n) if (1..=max).contains(&n) => Ok(Some(n as u64)),
        Some(n) => Err(ConfigError::new(
            format!("limits.{key}"),
            ConfigReason::Limit { got: n, max },
        )),
    };
    Ok(Limits {
        moves: positive(options.moves, "moves", MAX_MOVES)?,
        time_ms: positive(options.seconds, "seconds", MAX_SECONDS)?.map(|s| s * 1000),
    })
}
