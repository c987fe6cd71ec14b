//! Links that open a game: `?preset=<id>`, `?seed=<u64>` and `#game=<game object JSON,
//! URL-encoded>`; links that open a replay: `#replay=<record>`; and links that challenge
//! a friend to beat a game: `#challenge=<record>[&time=<ms>]`. Parsing only (the
//! fields mean what [`parse_request`] says); what to do with a link when a game is in
//! progress is the model's business.

use game2048_engine::{Record, RecordError};

use super::challenge::Sent;
use super::copy::{RecordLine, RequestLine, Text};
use super::request::{GameRequest, RequestError, parse_request};

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Game(GameRequest),
    /// Watch this game (the game in progress is left alone).
    Replay(Record),
    /// Play this game's start and beat it (asks first when a game is in progress).
    Challenge(Box<Sent>),
    /// A custom game, or a replay of one, that this build cannot open yet (the readers
    /// of custom games are not here: the web build loads them from their chunk, then
    /// reads the link again).
    NotInThisBuild,
}

/// Reads `search` (`?a=b&c=d`, from `location.search`) and `hash` (`#game=...`).
/// `Ok(None)`: the link asks for nothing. `Err`: a message for the player.
pub fn parse_link(search: &str, hash: &str) -> Result<Option<Link>, Text> {
    let hash_pairs = pairs(hash.trim_start_matches('#'));
    if let Some((_, record)) = hash_pairs.iter().find(|(k, _)| k == "replay") {
        return match Record::decode(record) {
            Ok((record, _)) => Ok(Some(Link::Replay(record))),
            Err(RecordError::NotInThisBuild) => Ok(Some(Link::NotInThisBuild)),
            Err(e) => Err(Text::ReplayLinkNotOpened {
                why: RecordLine(e).to_string(),
            }),
        };
    }
    let get = |name: &str| hash_pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    if let Some(record) = get("challenge") {
        // (Read by the `sharing` part, which says what is wrong with it; a custom
        // game's needs the readers of custom games first.)
        if Record::is_custom(record) && !game2048_engine::custom::installed() {
            return Ok(Some(Link::NotInThisBuild));
        }
        return Ok(Some(Link::Challenge(Box::new(Sent {
            record: record.clone(),
            time: get("time").cloned(),
        }))));
    }
    parse_game_link(search, hash)
}

fn parse_game_link(search: &str, hash: &str) -> Result<Option<Link>, Text> {
    let search: Vec<(String, String)> = pairs(search.trim_start_matches('?'));
    let hash: Vec<(String, String)> = pairs(hash.trim_start_matches('#'));
    let get = |name: &str| {
        search
            .iter()
            .chain(&hash)
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    match parse_request(get("preset"), get("game"), get("seed")) {
        Ok(request) => Ok((!request.is_empty()).then_some(Link::Game(request))),
        Err(RequestError::InvalidGame(e)) if e.is_not_in_this_build() => {
            Ok(Some(Link::NotInThisBuild))
        }
        Err(e) => Err(Text::LinkNotOpened {
            why: Some(RequestLine(e).to_string()),
            instead: false,
        }),
    }
}

/// The `#game=` hash of a link that opens the game object `json`.
pub fn game_hash(json: &str) -> String {
    format!("#game={}", form_encode(json))
}

/// `text` encoded as a form's value, as `form_urlencoded::byte_serialize` encodes it
/// (a test holds the two equal): ASCII letters, digits and `*-._` as they are, a space
/// as `+`, every other byte as `%XX`. Written here because that serializer carries a
/// table of all 256 escapes (768 bytes of data, 0.4 KB gzip) into the one chunk that
/// encodes a link, the builder's.
fn form_encode(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(text.len());
    for &byte in text.as_bytes() {
        match byte {
            b'*' | b'-' | b'.' | b'_' | b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z' => {
                out.push(char::from(byte))
            }
            b' ' => out.push('+'),
            _ => {
                out.push('%');
                out.push(char::from(HEX[usize::from(byte >> 4)]));
                out.push(char::from(HEX[usize::from(byte & 0xf)]));
            }
        }
    }
    out
}

/// HTML that puts the game object `json` on another page, from the game's folder
/// `base` (ending in `/`): the element with its script, then the iframe for pages
/// that run no scripts. `title` names the iframe.
pub fn embed_code(base: &str, json: &str, title: &str) -> String {
    let attribute = json.replace('&', "&amp;").replace('\'', "&#39;");
    let hash = game_hash(json);
    format!(
        "<script type=\"module\" src=\"{base}game2048-embed.js\"></script>\n\
         <game-2048 game='{attribute}'></game-2048>\n\n\
         <iframe src=\"{base}embed.html{hash}\" title=\"{title}\" width=\"420\" height=\"640\" style=\"border:0\"></iframe>\n"
    )
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
    fn links_encode_as_forms_do() {
        // Every ASCII character, and characters of two, three and four bytes.
        let all: String = (0..=0x7f_u8)
            .map(char::from)
            .chain(['é', 'ß', '✓', '中', '😀'])
            .collect();
        assert_eq!(form_encode(&all), encode(&all));
        assert_eq!(form_encode(""), "");
        assert_eq!(form_encode("{\"a\": 1}"), "%7B%22a%22%3A+1%7D");
    }

    proptest::proptest! {
        #[test]
        fn any_text_encodes_as_a_form_does(text in ".*") {
            proptest::prop_assert_eq!(form_encode(&text), encode(&text));
        }
    }

    fn game(link: Option<Link>) -> Option<GameRequest> {
        match link {
            Some(Link::Game(request)) => Some(request),
            _ => None,
        }
    }

    #[test]
    fn replay_links() {
        use game2048_engine::{Direction, Game, Input, Recorded, Rules};
        let (mut played, _) = Game::start(Rules::classic(), 4);
        let mut record = Record::new(Rules::classic(), 4);
        for dir in Direction::ALL {
            if played.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        let text = record.encode(&played);
        assert_eq!(
            parse_link("", &format!("#replay={text}")),
            Ok(Some(Link::Replay(record)))
        );
        let err = parse_link("", &format!("#replay={}", &text[..text.len() - 3]))
            .expect_err("truncated")
            .to_string();
        assert!(
            err.starts_with("This replay link could not be opened: it is damaged"),
            "{err}"
        );
        let err = parse_link("", "#replay=r9.AAAA")
            .expect_err("newer")
            .to_string();
        assert!(err.contains("newer version"), "{err}");
        let err = parse_link("", "#replay=hello")
            .expect_err("foreign")
            .to_string();
        assert!(err.contains("not a game record"), "{err}");
    }

    #[test]
    fn challenge_links() {
        let Ok(Some(Link::Challenge(sent))) = parse_link("", "#challenge=r1.AbC&time=42000") else {
            panic!("a challenge");
        };
        assert_eq!(
            *sent,
            Sent {
                record: "r1.AbC".into(),
                time: Some("42000".into())
            }
        );
        // (What is wrong with one is the `sharing` part's to say: `Sent::challenge`.)
        let Ok(Some(Link::Challenge(sent))) = parse_link("", "#challenge=hello") else {
            panic!("a challenge");
        };
        assert_eq!(sent.time, None);
    }

    #[test]
    fn presets_and_seeds() {
        let link = game(parse_link("?preset=fibonacci&seed=42", "").expect("valid"))
            .expect("asks for a game");
        assert_eq!(link.variant.map(|v| v.key()), Some("fibonacci".to_string()));
        assert_eq!(link.seed, Some(42));
        let seed_only = game(parse_link("?seed=7", "").expect("valid")).expect("asks");
        assert_eq!((seed_only.variant, seed_only.seed), (None, Some(7)));
        assert_eq!(parse_link("", ""), Ok(None));
        assert_eq!(parse_link("?utm_source=x", "#top"), Ok(None));
    }

    #[test]
    fn a_built_game_has_a_link_and_embed_code_that_open_it() {
        let json = r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#;
        let hash = game_hash(json);
        let request = game(parse_link("", &hash).expect("valid")).expect("asks");
        assert_eq!(request.variant.map(|v| v.rules.shape().rows()), Some(3));
        let code = embed_code("https://example.org/2048/", json, "2048");
        assert!(code.starts_with(
            r#"<script type="module" src="https://example.org/2048/game2048-embed.js"></script>"#
        ));
        assert!(code.contains(&format!("<game-2048 game='{json}'></game-2048>")));
        assert!(code.contains(&format!(
            r#"<iframe src="https://example.org/2048/embed.html{hash}" title="2048""#
        )));
        // Quotes and ampersands cannot end the attribute early.
        let odd = embed_code("/", r#"{"a":"it's & x"}"#, "2048");
        assert!(odd.contains(r#"game='{"a":"it&#39;s &amp; x"}'"#));
    }

    #[test]
    fn game_objects_in_the_hash() {
        let game = r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#;
        let link = self::game(parse_link("", &format!("#game={}", encode(game))).expect("valid"))
            .expect("asks");
        let variant = link.variant.expect("a game");
        assert_eq!(variant.rules.shape().rows(), 3);
        assert!(variant.kind.is_custom());
        // Browsers may leave JSON's characters unescaped in a hash.
        let raw = self::game(
            parse_link(
                "",
                "#game={%22gridOptions%22:{%22gridBooleanFnName%22:%22test3_4x4%22}}",
            )
            .expect("valid"),
        )
        .expect("asks");
        assert_eq!(raw.variant.map(|v| v.rules.shape().cols()), Some(4));
    }

    #[test]
    fn bad_links_say_why() {
        let err =
            |search: &str, hash: &str| parse_link(search, hash).expect_err("invalid").to_string();
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
            parse_link("?preset=+classic+", "")
                .map(|r| game(r).and_then(|r| r.variant).map(|v| v.key())),
            Ok(Some("classic".to_string()))
        );
    }
}
