//! A game's record replays to the game: for random games of every preset with moves,
//! undos and "keep going", the record written as text and read back replays to exactly
//! the game played (the same check runs in wasm, in tests/browser.rs).

use proptest::prelude::*;

include!("common/records.rs");

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn records_replay_to_their_games(seed in any::<u64>(), inputs in 1usize..400) {
        records_replay_their_games(seed, inputs);
    }
}

#[test]
fn a_long_game_records_thousands_of_inputs() {
    assert!(records_replay_their_games(7, 3_000) > 3_000);
}
