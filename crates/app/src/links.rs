//! Links that open a game: `?preset=<id>`, `?seed=<u64>` and `#game=<game object JSON,
//! URL-encoded>`. Parsing only (the fields mean what [`parse_request`] says); what to
//! do with a link when a game is in progress is the model's business.

use super::request::{GameRequest, parse_request};

/// Reads `search` (`?a=b&c=d`, from `location.search`) and `hash` (`#game=...`).
/// `Ok(None)`: the link asks for nothing. `Err`: a message for the player.
pub fn parse_link(search: &str, hash: &str) -> Result<Option<GameRequest>, String> {
    let search: Vec<(String, String)> = pairs(search.trim_start_matches('?'));
    let hash: Vec<(String, String)> = pairs(hash.trim_start_matches('#'));
    let get = |name: &str| {
        search
            .iter()
            .chain(&hash)
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let request = parse_request(get("preset"), get("game"), get("seed"))
        .map_err(|e| format!("This link could not be opened: {e}."))?;
    Ok((!request.is_empty()).then_some(request))
}

/// `a=b&c=d`, decoded as a form is (`%XX` escapes, `+` for a space).
fn pairs(text: &str) -> Vec<(String, String)> {
    form_urlencoded::parse(text.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(text: &str) -> String {
        form_urlencoded::byte_serialize(text.as_bytes()).collect()
    }

    #[test]
    fn presets_and_seeds() {
        let link = parse_link("?preset=fibonacci&seed=42", "")
            .expect("valid")
            .expect("asks for a game");
        assert_eq!(link.variant.map(|v| v.key()), Some("fibonacci".to_string()));
        assert_eq!(link.seed, Some(42));
        let seed_only = parse_link("?seed=7", "").expect("valid").expect("asks");
        assert_eq!((seed_only.variant, seed_only.seed), (None, Some(7)));
        assert_eq!(parse_link("", ""), Ok(None));
        assert_eq!(parse_link("?utm_source=x", "#top"), Ok(None));
    }

    #[test]
    fn game_objects_in_the_hash() {
        let game = r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#;
        let link = parse_link("", &format!("#game={}", encode(game)))
            .expect("valid")
            .expect("asks");
        let variant = link.variant.expect("a game");
        assert_eq!(variant.rules.shape().rows(), 3);
        assert!(variant.kind.is_custom());
        // Browsers may leave JSON's characters unescaped in a hash.
        let raw = parse_link(
            "",
            "#game={%22gridOptions%22:{%22gridBooleanFnName%22:%22test3_4x4%22}}",
        )
        .expect("valid")
        .expect("asks");
        assert_eq!(raw.variant.map(|v| v.rules.shape().cols()), Some(4));
    }

    #[test]
    fn bad_links_say_why() {
        let err = |search: &str, hash: &str| parse_link(search, hash).expect_err("invalid");
        assert!(err("?preset=nope", "").contains("\"nope\""));
        assert!(err("?seed=-1", "").contains("seed \"-1\""));
        assert!(err("?seed=99999999999999999999", "").contains("seed"));
        let bad = format!(
            "#game={}",
            encode(r#"{"gridOptions":{"minMergeLength":1}}"#)
        );
        assert!(err("", &bad).contains("minMergeLength"));
        assert!(err("", "#game=%7B").contains("not valid JSON"));
        assert!(err("?preset=classic", "#game=%7B%7D").contains("both"));
        assert!(err("?preset=nope", "").starts_with("This link could not be opened: "));
    }

    #[test]
    fn decoding_survives_garbage() {
        for (search, hash) in [
            ("?seed=%zz", ""),
            ("?%FF=%FF&&=&x", "#game=%"),
            ("?preset=%00", "#\u{0}"),
        ] {
            // Never a panic: an answer or a message.
            let _ = parse_link(search, hash);
        }
        assert_eq!(
            parse_link("?seed=4%32", ""),
            Ok(parse_link("?seed=42", "").expect("valid"))
        );
        assert_eq!(
            parse_link("?preset=+classic+", "").map(|r| r.and_then(|r| r.variant).map(|v| v.key())),
            Ok(Some("classic".to_string()))
        );
    }
}
