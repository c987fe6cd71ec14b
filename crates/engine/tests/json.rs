//! The engine's JSON reader against serde_json, the reference: on random documents
//! both accept the same ones, and what ours reads it writes back exactly as serde_json
//! writes it.

use game2048_engine::json;
use proptest::prelude::*;
use serde_json::Value;

/// Random JSON values (numbers as serde_json writes them: integers and finite floats).
fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e300f64..1e300).prop_map(Value::from),
        ".{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(".{0,6}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn reads_what_serde_json_writes(v in value(), pretty in any::<bool>()) {
        let text = if pretty {
            serde_json::to_string_pretty(&v).expect("serialises")
        } else {
            serde_json::to_string(&v).expect("serialises")
        };
        let ours = json::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;
        // Written back, it is exactly what serde_json writes: same values, same
        // numbers, same escapes.
        prop_assert_eq!(ours.to_string(), serde_json::to_string(&v).expect("serialises"));
    }

    #[test]
    fn accepts_and_refuses_what_serde_json_does(text in r#"[\[\]{}",:0-9.\-+eEtruflsn\\u/ \n\x01Ab]{0,24}"#) {
        let ours = json::parse(&text);
        let reference = serde_json::from_str::<Value>(&text);
        prop_assert_eq!(ours.is_ok(), reference.is_ok(), "{:?}: ours {:?}, serde_json {:?}", text, ours, reference.map(|_| ()));
    }
}

/// A valid document with one character deleted, replaced or inserted: near misses,
/// where a reader's edge cases live.
fn near_miss() -> impl Strategy<Value = String> {
    (
        value(),
        any::<prop::sample::Index>(),
        r#"[\[\]{}",:0-9.\-+eE\\u ]"#,
        0..3u8,
    )
        .prop_map(|(v, at, c, op)| {
            let mut chars: Vec<char> = serde_json::to_string(&v)
                .expect("serialises")
                .chars()
                .collect();
            let i = at.index(chars.len() + 1);
            let c = c.chars().next().unwrap_or(' ');
            match op {
                0 if i < chars.len() => {
                    chars.remove(i);
                }
                1 if i < chars.len() => chars[i] = c,
                _ => chars.insert(i, c),
            }
            chars.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn near_misses_get_the_same_verdict(text in near_miss()) {
        let ours = json::parse(&text);
        let reference = serde_json::from_str::<Value>(&text);
        // The one difference, on purpose: numbers past f64's range (1e309) are JSON,
        // and ours keeps them as written where serde_json gives up.
        let out_of_range = reference.as_ref().is_err_and(|e| e.to_string().starts_with("number out of range"));
        prop_assume!(!out_of_range);
        prop_assert_eq!(ours.is_ok(), reference.is_ok(), "{:?}: ours {:?}, serde_json {:?}", text, ours, reference.map(|_| ()));
    }
}
