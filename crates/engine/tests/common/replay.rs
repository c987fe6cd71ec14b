// Shared by tests/game.rs (native) and tests/browser.rs (wasm32): one fixed game whose
// final state both must reach exactly. The generator and every draw are meant to be
// the same on 64-bit native code and 32-bit wasm; this is where that is checked.

/// The final state of the fixed game, as recorded from a native run.
const REPLAY_DIGEST: &str = "X 2 512 2 4 4 8 . 2 . / 4 8 32 8 16 . . . . . / 64 128 8 4 4 . . . . X / 2 32 . . . . . . . . / 8 . X . . . . . . . / . . . . . . . . . . / . . . . . . . . . . / . . X . . . X . . . / . . . . . . . . . . / . . . X . 2 . . . . | score 5440 | moves 388 | playing";

fn game2048_replay_digest() -> String {
    let rules = game2048_engine::Rules::from_json(
        r#"{"gridOptions":{"gridBooleanFnName":"test2_10x10"},"gameOptions":{"winConditionFnName":"hasTile:1024"}}"#,
    )
    .expect("valid rules");
    let (mut game, _) = game2048_engine::Game::start(rules, 2026);
    let dirs = game2048_engine::Direction::ALL;
    for n in 0..400usize {
        let input = game2048_engine::Input::Move(dirs[(n * 7 + n / 3) % 4]);
        game.step(input);
    }
    format!(
        "{} | score {} | moves {} | {}",
        game.board().to_text().join(" / "),
        game.score(),
        game.moves(),
        game.status().name()
    )
}
