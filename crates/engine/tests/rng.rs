//! The game's generator draws exactly what rand_pcg's `Pcg32` draws from the same
//! seed: games are the same whichever of the two the engine used.

use game2048_engine::GameRng;
use proptest::prelude::*;
use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg32;

proptest! {
    #[test]
    fn draws_as_pcg32_draws(seed in any::<u64>(), bounds in prop::collection::vec(1u32..=u32::MAX, 1..64)) {
        let mut ours = GameRng::seeded(seed);
        let mut reference = Pcg32::seed_from_u64(seed);
        for n in bounds {
            prop_assert_eq!(ours.below(n), reference.random_range(0..n));
        }
        prop_assert_eq!(ours.next_u64(), reference.next_u64());
        let (mut a, mut b) = ([0u8; 13], [0u8; 13]);
        ours.fill_bytes(&mut a);
        reference.fill_bytes(&mut b);
        prop_assert_eq!(a, b);
    }

    #[test]
    fn seeds_as_pcg32_seeds(seed in any::<[u8; 16]>()) {
        let mut ours = GameRng::from_seed(seed);
        let mut reference = Pcg32::from_seed(seed);
        for _ in 0..8 {
            prop_assert_eq!(ours.next_u32(), reference.next_u32());
        }
    }
}
