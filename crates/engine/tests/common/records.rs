// Shared by crates/engine/tests/records.rs (native) and tests/browser.rs (wasm32):
// games with random moves, undos and "keep going" (and, where the rules have them,
// swaps, removals and the time running out), recorded as they are played, then
// written as text, read back and replayed: the replay must be the game.

/// Plays `inputs` random inputs of every preset from `seed`, as it is and with
/// power-ups and limits added, and checks each game's record against it; the total
/// inputs recorded.
fn records_replay_their_games(seed: u64, inputs: usize) -> usize {
    use game2048_engine::object::{ChargeOptions, EarnOption, LimitOptions, PowerUpOptions, Written};
    use game2048_engine::{Direction, Game, GameRng, PRESETS, Record, Recorded, Rules};
    let mut draw = GameRng::seeded(seed);
    let mut recorded = 0;
    let mut powers_used = 0;
    for preset in PRESETS {
        let plain = preset.rules().expect("valid preset");
        let mut object = (preset.game)();
        let charges = |n| ChargeOptions {
            swap: Some(n),
            remove: Some(n),
            undo: Some(n),
        };
        object.power_ups = Some(Written::<PowerUpOptions>::new(PowerUpOptions {
            charges: charges(3),
            earn: Some(vec![EarnOption {
                tile: 16,
                charges: charges(1),
            }]),
        }));
        object.limits = Some(Written::<LimitOptions>::new(LimitOptions {
            moves: Some(200),
            seconds: Some(600),
        }));
        let powered = Rules::from_object(object).expect("valid with power-ups");
        for rules in [plain, powered] {
            let timed = rules.limits().time_ms.is_some();
            let game_seed = u64::from(draw.below(1_000_000));
            let (mut game, _) = Game::start(rules.clone(), game_seed);
            let mut record = Record::new(rules, game_seed);
            let mut clock = 0;
            for _ in 0..inputs {
                let tiles: Vec<_> = game.board().tiles().collect();
                let tile = |n: u32| tiles[(n as usize) % tiles.len()];
                let input = match draw.below(40) {
                    0..=7 => Recorded::Undo,
                    8..=9 => Recorded::KeepPlaying,
                    10 => Recorded::Swap(tile(draw.below(64)).0, tile(draw.below(64)).0),
                    11 => Recorded::Remove(tile(draw.below(64)).1.value),
                    12 if draw.below(8) == 0 => Recorded::TimeUp,
                    n => Recorded::Move(Direction::ALL[(n % 4) as usize]),
                };
                clock += draw.below(1_000);
                if game.step(input.input()).changed_state() {
                    match timed {
                        true => record.push_at(input, clock.min(600_000)),
                        false => record.push(input),
                    }
                }
                if game.is_lost() && draw.below(4) == 0 {
                    break;
                }
            }
            let text = record.encode(&game);
            let (read, replayed) = Record::decode(&text).expect("a record reads back");
            assert_eq!(read, record, "{}: {text}", preset.id);
            assert_eq!(replayed, game, "{}", preset.id);
            assert_eq!(read.replay().expect("replays"), game);
            recorded += record.inputs().len();
            powers_used += (record.inputs().iter())
                .filter(|i| matches!(i, Recorded::Swap(..) | Recorded::Remove(_)))
                .count();
        }
    }
    assert!(inputs < 100 || powers_used > 0, "no power-up was used");
    recorded
}
