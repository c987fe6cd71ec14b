// Shared by crates/engine/tests/records.rs (native) and tests/browser.rs (wasm32):
// games with random moves, undos and "keep going", recorded as they are played, then
// written as text, read back and replayed: the replay must be the game.

/// Plays `inputs` random inputs of every preset from `seed`, and checks each game's
/// record against it; the total inputs recorded.
fn records_replay_their_games(seed: u64, inputs: usize) -> usize {
    use game2048_engine::{Direction, Game, GameRng, PRESETS, Record, Recorded};
    let mut draw = GameRng::seeded(seed);
    let mut recorded = 0;
    for preset in PRESETS {
        let rules = preset.rules().expect("valid preset");
        let game_seed = u64::from(draw.below(1_000_000));
        let (mut game, _) = Game::start(rules.clone(), game_seed);
        let mut record = Record::new(rules, game_seed);
        for _ in 0..inputs {
            let input = match draw.below(10) {
                0 | 1 => Recorded::Undo,
                2 => Recorded::KeepPlaying,
                n => Recorded::Move(Direction::ALL[(n % 4) as usize]),
            };
            if game.step(input.input()).changed_state() {
                record.push(input);
            }
            if game.is_lost() && draw.below(4) == 0 {
                break;
            }
        }
        let text = record.encode(&game);
        let (read, replayed) = Record::decode(&text).expect("a record reads back");
        assert_eq!(read, record, "{}", preset.id);
        assert_eq!(replayed, game, "{}", preset.id);
        assert_eq!(read.replay().expect("replays"), game);
        recorded += record.inputs().len();
    }
    recorded
}
