//! The game's random generator: seeded, serialisable, and the same on every platform.
//!
//! It lives in the game state, so that a saved game, an undo or a replay of the same
//! inputs draws exactly the same tiles. It is PCG-XSH-RR 64/32 (O'Neill 2014), the
//! generator rand_pcg calls `Pcg32`, seeded the same way, so it draws exactly what
//! `Pcg32` draws (a test holds it to that); it is written here so that its two words
//! of state can be saved without serde. Draws use `rand`'s sampling over 32-bit
//! ranges, which is identical on 64-bit native code and 32-bit wasm.

use rand::rand_core::impls;
use rand::{Rng, RngCore, SeedableRng};

const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRng {
    state: u64,
    /// Always odd.
    increment: u64,
}

impl GameRng {
    /// The generator for `seed`, as `Pcg32::seed_from_u64(seed)`.
    pub fn seeded(seed: u64) -> GameRng {
        GameRng::seed_from_u64(seed)
    }

    /// Its state and increment, to be saved.
    pub fn parts(&self) -> (u64, u64) {
        (self.state, self.increment)
    }

    /// A generator from saved parts; `None` if `increment` is even, which no PCG
    /// stream has.
    pub fn from_parts(state: u64, increment: u64) -> Option<GameRng> {
        (increment % 2 == 1).then_some(GameRng { state, increment })
    }

    /// A uniform draw from `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.random_range(0..n) }
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u32, denominator: u32) -> bool {
        self.below(denominator) < numerator
    }

    fn step(&mut self) {
        self.state = self
            .state
            .wrapping_mul(MULTIPLIER)
            .wrapping_add(self.increment);
    }
}

impl RngCore for GameRng {
    fn next_u32(&mut self) -> u32 {
        let state = self.state;
        self.step();
        // XSH RR: xorshift the high bits, then rotate by the top five.
        let rotate = (state >> 59) as u32;
        let shifted = (((state >> 18) ^ state) >> 27) as u32;
        shifted.rotate_right(rotate)
    }

    fn next_u64(&mut self) -> u64 {
        impls::next_u64_via_u32(self)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        impls::fill_bytes_via_next(self, dest)
    }
}

impl SeedableRng for GameRng {
    type Seed = [u8; 16];

    /// The first eight bytes are the state, the next eight the stream (its lowest bit
    /// is dropped to make the increment odd), as `Pcg32::from_seed`.
    fn from_seed(seed: [u8; 16]) -> GameRng {
        let (state, stream) = seed.split_at(8);
        let word = |bytes: &[u8]| {
            let mut word = [0; 8];
            word.copy_from_slice(bytes);
            u64::from_le_bytes(word)
        };
        let mut rng = GameRng {
            state: word(state),
            increment: word(stream) | 1,
        };
        rng.state = rng.state.wrapping_add(rng.increment);
        rng.step();
        rng
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_draws() {
        let mut a = GameRng::seeded(42);
        let mut b = GameRng::seeded(42);
        let draws_a: Vec<u32> = (0..20).map(|_| a.below(16)).collect();
        let draws_b: Vec<u32> = (0..20).map(|_| b.below(16)).collect();
        assert_eq!(draws_a, draws_b);
        assert!(draws_a.iter().all(|&d| d < 16));
        let mut c = GameRng::seeded(43);
        assert_ne!(draws_a, (0..20).map(|_| c.below(16)).collect::<Vec<_>>());
        assert_eq!(GameRng::seeded(1).below(0), 0);
    }

    #[test]
    fn chance_is_roughly_right() {
        let mut rng = GameRng::seeded(7);
        let hits = (0..10_000).filter(|_| rng.chance(9, 10)).count();
        assert!((8_800..9_200).contains(&hits), "{hits} of 10000");
    }

    #[test]
    fn parts_round_trip_and_odd_increments_only() {
        let mut rng = GameRng::seeded(9);
        rng.below(10);
        let (state, increment) = rng.parts();
        let mut back = GameRng::from_parts(state, increment).expect("odd");
        assert_eq!(back, rng);
        assert_eq!(back.next_u32(), rng.next_u32());
        assert_eq!(GameRng::from_parts(1, 2), None);
    }
}
