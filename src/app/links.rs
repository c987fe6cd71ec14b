//! Links that open a game: `?preset=<id>`, `?seed=<u64>` and `#game=<game object JSON,
//! URL-encoded>`. Parsing only; what to do with a link when a game is in progress is
//! the model's business.

use super::variant::Variant;

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkRequest {
    pub variant: Variant,
    pub seed: Option<u64>,
}

/// Reads `search` (`?a=b&c=d`, from `location.search`) and `hash` (`#game=...`).
/// `Ok(None)`: the link asks for nothing. `Err`: a message for the player.
pub fn parse_link(search: &str, hash: &str) -> Result<Option<LinkRequest>, String> {
    let params = parse_pairs(search.trim_start_matches('?'));
    let hash_params = parse_pairs(hash.trim_start_matches('#'));
    let get = |name: &str| {
        params
            .iter()
            .chain(&hash_params)
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };

    let seed = match get("seed") {
        None => None,
        Some(text) => Some(text.trim().parse::<u64>().map_err(|_| {
            format!(
                "The link's seed {text:?} is not a whole number from 0 to {}.",
                u64::MAX
            )
        })?),
    };
    let variant = match (get("game"), get("preset")) {
        (Some(_), Some(_)) => {
            return Err("The link names both a preset and a game; it should name one.".into());
        }
        (Some(json), None) => {
            Some(Variant::custom(json).map_err(|e| format!("The link's game is not valid: {e}."))?)
        }
        (None, Some(id)) => {
            Some(Variant::named(id).map_err(|e| format!("The link asks for an {e}."))?)
        }
        (None, None) => None,
    };
    Ok(match (variant, seed) {
        (None, None) => None,
        (variant, seed) => Some(LinkRequest {
            variant: variant.unwrap_or_else(Variant::classic),
            seed,
        }),
    })
}

/// `a=b&c=d` into decoded pairs; `+` is a space, as in forms.
fn parse_pairs(text: &str) -> Vec<(String, String)> {
    text.split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            (percent_decode(k), percent_decode(v))
        })
        .collect()
}

/// Decodes `%XX` escapes and `+`; malformed escapes are kept as they are.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Encodes `text` for a URL component (everything but unreserved characters).
pub fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_seeds() {
        let link = parse_link("?preset=fibonacci&seed=42", "")
            .expect("valid")
            .expect("asks for a game");
        assert_eq!(link.variant.key, "fibonacci");
        assert_eq!(link.seed, Some(42));
        let seed_only = parse_link("?seed=7", "").expect("valid").expect("asks");
        assert_eq!(
            (seed_only.variant.key.as_str(), seed_only.seed),
            ("classic", Some(7))
        );
        assert_eq!(parse_link("", ""), Ok(None));
        assert_eq!(parse_link("?utm_source=x", "#top"), Ok(None));
    }

    #[test]
    fn game_objects_in_the_hash() {
        let game = r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#;
        let hash = format!("#game={}", percent_encode(game));
        let link = parse_link("", &hash).expect("valid").expect("asks");
        assert_eq!(link.variant.rules.shape().rows(), 3);
        assert!(link.variant.key.starts_with("custom-"));
    }

    #[test]
    fn bad_links_say_why() {
        assert!(parse_link("?preset=nope", "").unwrap_err().contains("nope"));
        assert!(parse_link("?seed=-1", "").unwrap_err().contains("seed"));
        assert!(parse_link("?seed=99999999999999999999", "").is_err());
        let bad = format!(
            "#game={}",
            percent_encode(r#"{"gridOptions":{"minMergeLength":1}}"#)
        );
        assert!(parse_link("", &bad).unwrap_err().contains("minMergeLength"));
        assert!(
            parse_link("", "#game=%7B")
                .unwrap_err()
                .contains("not valid")
        );
        assert!(parse_link("?preset=classic", "#game=%7B%7D").is_err());
    }

    #[test]
    fn decoding_survives_garbage() {
        assert_eq!(percent_decode("a%20b+c"), "a b c");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%FF"), "\u{fffd}");
        let text = "{\"a\": [1, \"é\"]}";
        assert_eq!(percent_decode(&percent_encode(text)), text);
    }
}
