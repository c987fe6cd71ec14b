//! Browser unit tests (wasm-bindgen-test in headless Chromium) for the modules that
//! touch the browser: storage, keyboard input and the crash screen. Run by
//! `cargo test --target wasm32-unknown-unknown --test browser`.
#![cfg(target_arch = "wasm32")]

use game2048::app::copy::Text;
use game2048::app::links::Link;
use game2048::app::model::Msg;
use game2048::app::persist::{Keys, Store, read_game, write_game};
use game2048::app::request::GameRequest;
use game2048::app::variant::Variant;
use game2048::engine::{Direction, Game, Input, Record, Recorded, Rules};
use game2048::web::PROGRAM;
use game2048::web::input::on_key;
use game2048::web::runtime::Ctx;
use game2048::web::storage::{BrowserStore, Kept};
use leptos::prelude::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use web_sys::{KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn local_storage() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("headless Chromium has localStorage")
}

/// Makes `window.localStorage` throw, as in a sandboxed iframe, until the guard drops.
struct DeniedStorage;

impl DeniedStorage {
    fn new() -> DeniedStorage {
        js_sys::Function::new_no_args(
            "window.__savedStorage = Object.getOwnPropertyDescriptor(window, 'localStorage') \
               ?? Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage'); \
             Object.defineProperty(window, 'localStorage', { configurable: true, \
               get() { throw new DOMException('denied', 'SecurityError'); } });",
        )
        .call0(&JsValue::NULL)
        .expect("can shadow localStorage");
        DeniedStorage
    }
}

impl Drop for DeniedStorage {
    fn drop(&mut self) {
        let _ = js_sys::Function::new_no_args(
            "Object.defineProperty(window, 'localStorage', window.__savedStorage);",
        )
        .call0(&JsValue::NULL);
    }
}

#[wasm_bindgen_test]
fn local_storage_round_trips() {
    let mut store = BrowserStore::open();
    assert_eq!(store.take_warning(), None);
    store.set("game2048:test:key", "value").expect("writable");
    assert_eq!(
        store.get("game2048:test:key"),
        Ok(Some("value".to_string()))
    );
    assert_eq!(
        local_storage().get_item("game2048:test:key"),
        Ok(Some("value".to_string()))
    );
}

#[wasm_bindgen_test]
fn a_game_survives_local_storage_exactly() {
    let (mut game, _) = Game::start(Rules::classic(), 77);
    let mut record = Record::new(Rules::classic(), 77);
    for dir in Direction::ALL {
        if game.step(Input::Move(dir)).changed_state() {
            record.push(Recorded::Move(dir));
        }
    }
    let keys = Keys::new("test-survive");
    let mut store = BrowserStore::open();
    write_game(&mut store, &keys, &record, &game).expect("writable");
    let (restored, notice) = read_game(&BrowserStore::open(), &keys);
    assert_eq!(notice, None);
    let restored = restored.expect("a game was kept");
    assert_eq!((restored.game, restored.record), (game, record));
}

#[wasm_bindgen_test]
fn storage_that_throws_plays_on_in_memory_and_says_so_once() {
    let denied = DeniedStorage::new();
    let mut store = BrowserStore::open();
    assert_eq!(store.take_warning(), Some(Text::NotKept));
    assert_eq!(store.take_warning(), None);
    store.set("k", "v").expect("memory takes it");
    assert_eq!(store.get("k"), Ok(Some("v".to_string())));

    // A whole game on top of it: it starts, plays and tells the player once.
    let kept = Kept::open("test-denied").game();
    let ctx = Ctx::hosted(&PROGRAM, "test-denied", Ok(None), kept);
    assert_eq!(
        ctx.model.with_untracked(|m| m.notice.clone()),
        Some(Text::NotKept)
    );
    let before = ctx.model.with_untracked(|m| m.game.moves());
    for dir in Direction::ALL {
        ctx.dispatch(Msg::Move(dir));
    }
    assert!(ctx.model.with_untracked(|m| m.game.moves()) > before);
    drop(denied);
}

fn key(name: &str, ctrl: bool) -> KeyboardEvent {
    let init = KeyboardEventInit::new();
    init.set_key(name);
    init.set_ctrl_key(ctrl);
    init.set_cancelable(true);
    KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key event")
}

/// A game where only the one tile in the top-left corner exists and nothing spawns.
fn corner_game(storage_key: &str) -> Ctx {
    let variant = Variant::custom(
        r#"{"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2}]}"#,
    )
    .expect("valid");
    let _ = local_storage().remove_item(&Keys::new(storage_key).game());
    Ctx::hosted(
        &PROGRAM,
        storage_key,
        Ok(Some(Link::Game(GameRequest {
            variant: Some(variant),
            seed: None,
        }))),
        (None, None),
    )
}

#[wasm_bindgen_test]
fn game_keys_move_and_prevent_their_default() {
    let ctx = corner_game("test-keys");
    for (name, row, col) in [("ArrowRight", 0, 3), ("j", 3, 3), ("A", 3, 0), ("w", 0, 0)] {
        let e = key(name, false);
        on_key(ctx, &e);
        assert!(e.default_prevented(), "{name}");
        let board = ctx.model.with_untracked(|m| m.game.board().to_text());
        let mut want = vec![". . . ."; 4];
        let line = (0..4)
            .map(|c| if c == col { "2" } else { "." })
            .collect::<Vec<_>>()
            .join(" ");
        want[row] = &line;
        assert_eq!(board, want, "after {name}");
    }
    let e = key("u", false);
    on_key(ctx, &e);
    assert!(e.default_prevented());
    assert_eq!(ctx.model.with_untracked(|m| m.game.moves()), 3);
}

#[wasm_bindgen_test]
fn other_keys_and_shortcuts_are_left_to_the_browser() {
    let ctx = corner_game("test-shortcuts");
    for (name, ctrl) in [
        ("ArrowRight", true),
        ("Tab", false),
        ("Enter", false),
        ("x", false),
    ] {
        let e = key(name, ctrl);
        on_key(ctx, &e);
        assert!(!e.default_prevented(), "{name}");
    }
    assert_eq!(ctx.model.with_untracked(|m| m.game.moves()), 0);
    let undo = key("z", true);
    on_key(ctx, &undo);
    assert!(undo.default_prevented());
}

#[wasm_bindgen_test]
fn wasm_replays_the_same_game_as_native() {
    // The same digest is checked natively in tests/game.rs.
    assert_eq!(game2048_replay_digest(), REPLAY_DIGEST);
}

include!("../crates/engine/tests/common/replay.rs");

#[wasm_bindgen_test]
fn wasm_records_replay_to_their_games() {
    // The same check as crates/engine/tests/records.rs, natively.
    for seed in 0..8 {
        assert!(records_replay_their_games(seed, 300) > 0);
    }
}

include!("../crates/engine/tests/common/records.rs");

#[wasm_bindgen_test]
fn the_crash_screen_is_styled_where_none_of_the_games_stylesheets_apply() {
    // This page, like a widget's host page, loads none of the game's stylesheets.
    game2048::web::panic::show("a test's panic").expect("shown");
    let window = web_sys::window().expect("a window");
    let panel = window
        .document()
        .and_then(|d| d.query_selector(".game2048-crash").ok().flatten())
        .expect("the panel is on the page");
    let style = window
        .get_computed_style(&panel)
        .ok()
        .flatten()
        .expect("a computed style");
    let get = |name: &str| style.get_property_value(name).unwrap_or_default();
    assert_eq!(get("position"), "fixed");
    assert_eq!(get("background-color"), "rgb(253, 236, 234)");
    assert_eq!(get("color"), "rgb(95, 33, 32)");
    assert_eq!(get("z-index"), "2147483647");
    assert!(
        panel
            .text_content()
            .unwrap_or_default()
            .contains("a test's panic")
    );
    panel.remove();
}

/// The game of the day is the same game on every platform: its seed in wasm is the one
/// the native test pins (`app::daily`), from the browser's own clock's day too.
#[wasm_bindgen_test]
fn the_days_seed_is_the_same_in_wasm() {
    use game2048::app::daily::{Day, day_of, seed};
    let day = Day::parse("2026-11-24").expect("a date");
    assert_eq!(day, Day::of_ms(1_795_478_400_000));
    assert_eq!(seed(day, "classic"), 0x2048_da64_dd30_512d);
    let today = Day::of_ms(js_sys::Date::now() as u64);
    assert_eq!(day_of(seed(today, "classic"), "classic"), Some(today));
    // The same first board from it as natively (app::daily's test pins it too).
    let (game, _) = Game::start(Rules::classic(), seed(day, "classic"));
    assert_eq!(
        game.board().to_text(),
        [". . . .", ". . . .", ". 2 . .", ". . . 2"]
    );
}
