//! The game's random generator: seeded, serialisable, and the same on every platform.
//!
//! It lives in the game state, so that a saved game, an undo or a replay of the same
//! inputs draws exactly the same tiles. Draws use only 32-bit ranges, which `rand`
//! samples identically on 64-bit native code and 32-bit wasm.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameRng(Pcg32);

impl GameRng {
    pub fn from_seed(seed: u64) -> GameRng {
        GameRng(Pcg32::seed_from_u64(seed))
    }

    /// A uniform draw from `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.0.random_range(0..n) }
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u32, denominator: u32) -> bool {
        self.below(denominator) < numerator
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_draws() {
        let mut a = GameRng::from_seed(42);
        let mut b = GameRng::from_seed(42);
        let draws_a: Vec<u32> = (0..20).map(|_| a.below(16)).collect();
        let draws_b: Vec<u32> = (0..20).map(|_| b.below(16)).collect();
        assert_eq!(draws_a, draws_b);
        assert!(draws_a.iter().all(|&d| d < 16));
        let mut c = GameRng::from_seed(43);
        assert_ne!(draws_a, (0..20).map(|_| c.below(16)).collect::<Vec<_>>());
    }

    #[test]
    fn chance_is_roughly_right() {
        let mut rng = GameRng::from_seed(7);
        let hits = (0..10_000).filter(|_| rng.chance(9, 10)).count();
        assert!((8_800..9_200).contains(&hits), "{hits} of 10000");
    }
}
