//! Hostile input, measured (issue 19, item 6): every parser of outside input, fed
//! generated and mutated text. None may panic; what reads back must read back the same;
//! an import that fails writes nothing, and one that works never lowers a best score.
//!
//! Inputs are valid texts of each kind with up to eight random edits (a character
//! changed, dropped, added; a cut; a piece repeated), or text made up whole. Proptest
//! shrinks a failing input to a small one.
//!
//! `HOSTILE_CASES` sets the cases per property (1,000 by default, as `scripts/test`
//! runs them); `scripts/fuzz` runs more than 1,000,000 in all and prints the count.

use std::sync::atomic::{AtomicU64, Ordering};

use game2048_app::api::parse_new_game;
use game2048_app::copy::Lang;
use game2048_app::daily::Day;
use game2048_app::frame::{Heard, hear};
use game2048_app::history::{Export, History};
use game2048_app::input::{Modifiers, key_message, setup_key};
use game2048_app::links::parse_link;
use game2048_app::persist::{self, Keys, MemoryStore, Store};
use game2048_app::review::Review;
use game2048_app::saved::SavedVariants;
use game2048_app::settings::{Setting, undo_allowed};
use game2048_app::theme::Theme;
use game2048_app::widget::Attributes;
use game2048_engine::json;
use game2048_engine::{Direction, Game, Input, Record, Recorded, Rules};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Cases per property.
fn cases() -> u32 {
    std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000)
}

/// Runs `check` on `cases()` inputs of `strategy` and prints how many it ran.
fn run<S: Strategy>(name: &str, strategy: S, check: impl Fn(S::Value) -> Result<(), TestCaseError>)
where
    S::Value: std::fmt::Debug,
{
    let count = AtomicU64::new(0);
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, |input| {
        count.fetch_add(1, Ordering::Relaxed);
        check(input)
    });
    println!("hostile {name}: {} inputs", count.load(Ordering::Relaxed));
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

/// One edit of a text: where (a share of its length), what, and a character to use.
type Edit = (u16, u8, char);

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, op, c) in edits {
        let at = if chars.is_empty() {
            0
        } else {
            usize::from(at) % (chars.len() + 1)
        };
        match op % 6 {
            0 if at < chars.len() => chars[at] = c,
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 => chars.insert(at, c),
            3 => chars.truncate(at),
            4 if at < chars.len() => {
                let piece: Vec<char> = chars[at..].iter().take(16).copied().collect();
                chars.splice(at..at, piece);
            }
            // A character from the text's own alphabet, where it does the most harm.
            _ => {
                let swap = ['{', '}', '"', ',', ':', '.', '0', '9', '-', 'A', '\t', '\n'];
                if at < chars.len() {
                    chars[at] = swap[usize::from(op) % swap.len()];
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// A valid text of `corpus` with edits, or text made up whole.
fn hostile(corpus: Vec<String>) -> impl Strategy<Value = String> {
    let n = corpus.len();
    prop_oneof![
        4 => (0..n, prop::collection::vec(any::<Edit>(), 0..8))
            .prop_map(move |(i, edits)| apply(&corpus[i], &edits)),
        1 => any::<String>(),
    ]
}

/// Records of a few games: classic, a custom one, with undos and keep-going, and a
/// game without undo (version 2, with its flags).
fn records() -> Vec<String> {
    let mut out = Vec::new();
    let (mut game, _) = Game::start(Rules::classic(), 5);
    let mut record = Record::new(Rules::classic(), 5);
    record.allow_undo(false);
    for dir in Direction::ALL.iter().cycle().take(12) {
        if game.step(Input::Move(*dir)).changed_state() {
            record.push(Recorded::Move(*dir));
        }
    }
    out.push(record.encode(&game));
    for (rules, seed) in [
        (Rules::classic(), 3),
        (
            Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#)
                .expect("valid"),
            9,
        ),
    ] {
        let (mut game, _) = Game::start(rules.clone(), seed);
        let mut record = Record::new(rules, seed);
        for (i, dir) in Direction::ALL.iter().cycle().take(30).enumerate() {
            let input = if i % 7 == 6 {
                Input::Undo
            } else {
                Input::Move(*dir)
            };
            if game.step(input.clone()).changed_state()
                && let Some(r) = Recorded::of(&input)
            {
                record.push(r);
            }
        }
        out.push(record.encode(&game));
    }
    out
}

fn game_objects() -> Vec<String> {
    [
        r#"{"gridOptions":{"width":5,"height":3,"mergeConditionFnName":"allEqual","minMergeLength":3}}"#,
        r#"{"gridOptions":{"newTileFnName":"triples","gridBoolean":[[1,1,0],[1,1,1]]},"gameOptions":{"winConditionFnName":"hasTile:162"},"initialTiles":[{"row":0,"column":1,"value":6}]}"#,
        r#"{"gridOptions":{"mergeStrategy":"longest-match","maxMergeLength":4}}"#,
        "{}",
    ]
    .map(str::to_string)
    .to_vec()
}

#[test]
fn records_and_replay_links() {
    run("records", hostile(records()), |text| {
        let undo_use = Record::undo_use_of(&text);
        if let Ok((record, game)) = Record::decode(&text) {
            prop_assert_eq!(undo_use, Some(record.undo_use()));
            let again = Record::decode(&record.encode(&game));
            prop_assert_eq!(again.map(|(r, _)| r), Ok(record));
        }
        let _ = parse_link("", &format!("#replay={text}"));
        Ok(())
    });
}

/// URL-safe base64 without padding, and the record's checksum (FNV-1a, 32 bits): the
/// record format's own, written again here so that mutated bytes pass the checksum and
/// reach the decoder's structural checks.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn unbase64(text: &str) -> Vec<u8> {
    let mut bits = 0u32;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes() {
        let digit = DIGITS.iter().position(|&d| d == c).expect("base64") as u32;
        bits = bits << 6 | digit;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

fn base64(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(DIGITS[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

#[test]
fn records_damaged_inside_a_good_checksum() {
    // Each record's prefix ("r1." or "r2.") and its bytes before the checksum.
    let payloads: Vec<(String, Vec<u8>)> = records()
        .iter()
        .map(|text| {
            let bytes = unbase64(&text[3..]);
            (text[..3].to_string(), bytes[..bytes.len() - 4].to_vec())
        })
        .collect();
    assert!(payloads.iter().any(|(prefix, _)| prefix == "r2."));
    // The round trip of the helpers themselves.
    for (text, (prefix, payload)) in records().iter().zip(&payloads) {
        let mut bytes = payload.clone();
        bytes.extend_from_slice(&checksum(payload).to_le_bytes());
        assert_eq!(&format!("{prefix}{}", base64(&bytes)), text);
    }
    let n = payloads.len();
    let edits = prop::collection::vec((any::<u16>(), 0u8..4, any::<u8>()), 1..6);
    run("records, bytes", (0..n, edits), |(i, edits)| {
        let (prefix, mut bytes) = payloads[i].clone();
        for (at, op, b) in edits {
            let at = usize::from(at) % (bytes.len() + 1);
            match op {
                0 if at < bytes.len() => bytes[at] = b,
                1 if at < bytes.len() => {
                    bytes.remove(at);
                }
                2 => bytes.insert(at, b),
                _ => bytes.truncate(at),
            }
        }
        bytes.extend_from_slice(&checksum(&bytes).to_le_bytes());
        let text = format!("{prefix}{}", base64(&bytes));
        let undo_use = Record::undo_use_of(&text);
        if let Ok((record, game)) = Record::decode(&text) {
            prop_assert_eq!(undo_use, Some(record.undo_use()));
            let again = Record::decode(&record.encode(&game));
            prop_assert_eq!(again.map(|(r, _)| r), Ok(record));
        }
        Ok(())
    });
}

#[test]
fn game_objects_from_links_attributes_and_the_api() {
    run("game objects", hostile(game_objects()), |text| {
        if let Ok(rules) = Rules::from_json(&text) {
            prop_assert_eq!(Rules::from_json(&rules.to_json()), Ok(rules));
        }
        let _ = parse_link("", &format!("#game={text}&seed=4"));
        if let Ok(value) = json::parse(&format!(r#"{{"game":{text},"seed":3}}"#)) {
            let _ = parse_new_game(&value);
        }
        Ok(())
    });
}

#[test]
fn links() {
    let corpus = [
        "?preset=5x5&seed=12",
        "?preset=classic#game=%7B%7D",
        "#game=%7B%22gridOptions%22%3A%7B%7D%7D&seed=9",
        "?day=2026-11-24&preset=donut",
    ]
    .map(str::to_string)
    .to_vec();
    run(
        "links",
        (hostile(corpus.clone()), hostile(corpus)),
        |(search, hash)| {
            let _ = parse_link(&search, &hash);
            Ok(())
        },
    );
}

#[test]
fn iframe_commands() {
    let corpus = [
        r#"{"game2048":1,"id":1,"method":"move","args":["left"]}"#,
        r#"{"game2048":1,"id":"a-7","method":"newGame","args":[{"preset":"3x3","seed":"12"}]}"#,
        r#"{"game2048":1,"id":2,"method":"autoplay","args":[true,{"speed":"fast"}]}"#,
        r#"{"game2048":1,"id":3,"method":"state"}"#,
        r#"{"game2048":1,"event":"game2048-move","detail":{"score":4}}"#,
    ]
    .map(str::to_string)
    .to_vec();
    let origins = prop::sample::select(vec!["https://host.example", "null", "https://x.example"]);
    let allowed = prop::option::of(prop::sample::select(vec!["https://host.example", ""]));
    run(
        "iframe commands",
        (hostile(corpus), origins, allowed),
        |(text, origin, allowed)| {
            let Ok(data) = json::parse(&text) else {
                return Ok(());
            };
            let heard = hear(&data, origin, allowed);
            // What the frame's script is handed reads back as JSON, and a command is
            // one the widget takes: a known method, its id and a list of arguments.
            let out = json::parse(&heard.to_json().to_string());
            prop_assert!(out.is_ok());
            match heard {
                Heard::Command { id, args, .. } => {
                    prop_assert!(allowed.is_none_or(|a| a == origin));
                    prop_assert!(matches!(
                        id,
                        json::Value::String(_) | json::Value::Number(_)
                    ));
                    prop_assert!(args.len() <= 2);
                }
                Heard::Refused(_) => prop_assert!(allowed.is_some_and(|a| a != origin)),
                Heard::Malformed { why, .. } => prop_assert!(!why.to_string().is_empty()),
                Heard::Ignored => {}
            }
            Ok(())
        },
    );
}

#[test]
fn widget_attributes() {
    let corpus = [
        "classic", "page", "off", "compact", "dark", "12", "{}", "de-AT", "on", "fast",
    ]
    .map(str::to_string)
    .to_vec();
    let text = || prop::option::of(hostile(corpus.clone()));
    let strategy = (
        text(),
        text(),
        text(),
        text(),
        text(),
        text(),
        text(),
        text(),
        text(),
        text(),
        (text(), text(), text()),
    );
    run(
        "widget attributes",
        strategy,
        |(
            preset,
            game,
            seed,
            keyboard,
            ai,
            theme,
            controls,
            picker,
            undo,
            lang,
            (dpad, sound, animation),
        )| {
            let attributes = Attributes {
                preset,
                game,
                seed,
                keyboard,
                ai,
                theme,
                controls,
                picker,
                undo,
                lang,
                dpad,
                sound,
                animation,
            };
            if let Err(why) = attributes.settings() {
                prop_assert!(!why.to_string().is_empty());
            }
            Ok(())
        },
    );
}

/// A store with a game's history and best scores in it.
fn kept() -> (MemoryStore, Keys) {
    let mut store = MemoryStore::default();
    let keys = Keys::new("main");
    let record = &records()[0];
    let export = format!(
        r#"{{"format":"game2048-data","version":1,"bests":{{"classic":5000,"5x5":12}},"history":{{"games":[{{"variant":"classic","score":40,"top":8,"moves":27,"won":false,"durationMs":9000,"finishedAt":1700000000000,"record":"{record}"}}],"stats":{{"classic":{{"played":1,"won":0,"best":40,"tops":[[8,1]]}}}}}},"settings":{{"theme":"dark"}}}}"#
    );
    persist::import(&mut store, &keys, &export).expect("a valid export");
    (store, keys)
}

#[test]
fn import_files_write_nothing_when_refused_and_never_lower_a_best() {
    let (store, keys) = kept();
    let file = persist::export(&store, &keys);
    let corpus = vec![
        file.clone(),
        file.replace("5000", "4000"),
        file.replace("dark", "light"),
    ];
    let bests = |s: &MemoryStore| {
        let mut keys = s.keys();
        keys.sort();
        keys.into_iter()
            .filter_map(|k| Some((k.clone(), s.get(&k).ok()??.parse::<i64>().ok()?)))
            .collect::<Vec<_>>()
    };
    let before = bests(&store);
    run("import files", hostile(corpus), |text| {
        let mut store = store.clone();
        let snapshot: Vec<(String, Option<String>)> = store
            .keys()
            .into_iter()
            .map(|k| (k.clone(), store.get(&k).ok().flatten()))
            .collect();
        match persist::import(&mut store, &keys, &text) {
            Err(_) => {
                let after: Vec<(String, Option<String>)> = store
                    .keys()
                    .into_iter()
                    .map(|k| (k.clone(), store.get(&k).ok().flatten()))
                    .collect();
                prop_assert_eq!(after, snapshot, "a refused file wrote");
            }
            Ok(_) => {
                let after = bests(&store);
                for (key, best) in &before {
                    let now = after.iter().find(|(k, _)| k == key).map(|(_, b)| *b);
                    prop_assert!(now >= Some(*best), "{} lowered to {:?}", key, now);
                }
            }
        }
        let _ = Export::from_json(&text);
        Ok(())
    });
}

#[test]
fn saved_data_reads_without_panic() {
    let (store, keys) = kept();
    let history = store
        .get(&keys.history())
        .ok()
        .flatten()
        .unwrap_or_default();
    let corpus = vec![history, records()[1].clone(), "5000".to_string()];
    run("saved data", hostile(corpus), |text| {
        let mut store = MemoryStore::default();
        for key in [
            keys.game(),
            keys.history(),
            keys.best(game2048_app::variant::Variant::classic().kind),
        ] {
            let _ = store.set(&key, &text);
        }
        let _ = persist::read_game(&store, &keys);
        let _ = persist::read_best(
            &store,
            &keys,
            game2048_app::variant::Variant::classic().kind,
        );
        if let Ok(value) = json::parse(&text) {
            let _ = History::from_value(&value);
        }
        Ok(())
    });
}

#[test]
fn saved_variants_reviews_and_settings() {
    let variants = "game2048-variants 1\nThrees\t{\"gridOptions\":{\"minMergeLength\":3}}\nHoles\t{\"gridOptions\":{\"gridBooleanFnName\":\"test1_7x6\"}}".to_string();
    let record = Record::decode(&records()[0]).expect("valid").0;
    let moves = record
        .inputs()
        .iter()
        .filter(|i| matches!(i, Recorded::Move(_)))
        .count();
    let corpus = vec![
        variants,
        "GT".repeat(moves),
        "2026-11-24".to_string(),
        "dark".to_string(),
        "zh-Hans".to_string(),
        "off".to_string(),
    ];
    run(
        "saved variants, reviews, settings",
        hostile(corpus),
        |text| {
            // (A newer version's list is never written: it has nothing to read back.)
            let saved = SavedVariants::decode(&text);
            if !saved.newer {
                prop_assert_eq!(SavedVariants::decode(&saved.encode()), saved.clone());
            }
            for s in &saved.list {
                let _ = s.variant();
            }
            let _ = Review::decode(&text, &record);
            let _ = Day::parse(&text);
            let _ = text.parse::<Theme>();
            // The page's settings (theme, undo, language) and a widget's lang.
            for setting in Setting::ALL {
                if setting.accepts(&text) && setting == Setting::Language {
                    prop_assert!(Lang::of_tag(&text).is_some());
                }
            }
            prop_assert_eq!(undo_allowed(Some(&text)), text != "off");
            let _ = Lang::negotiate(text.split(','));
            Ok(())
        },
    );
}

#[test]
fn keys_of_every_kind() {
    let strategy = (any::<String>(), any::<(bool, bool, bool, bool)>());
    run("keys", strategy, |(key, (alt, ctrl, meta, shift))| {
        let _ = key_message(
            &key,
            Modifiers {
                alt,
                ctrl,
                meta,
                shift,
            },
        );
        let _ = setup_key(&key);
        Ok(())
    });
}
