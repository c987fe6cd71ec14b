//! Every word a player or a host page sees comes from the catalogue (`app::copy`):
//! - a view writes no literal text (a text node, or a label a screen reader reads), and
//!   the web layer sets no literal sentence as a notice, a node's text or an error;
//! - the model writes no sentence (its notices and announcements are `Text`s);
//! - the page's scripts, which cannot ask the catalogue, hold its words exactly.
//!
//! A literal with no letters (an arrow such as "◀") is not text.

use std::fs;
use std::path::{Path, PathBuf};

use game2048::app::copy::{Label, Line, PAGE_TEXTS};
use game2048::app::help::HowTo;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's code before its tests, without comments.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).expect("readable");
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or_default();
    before_tests
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The string literals of `text` (plain `"..."` ones, escapes kept), with their offset.
fn literals(text: &str) -> Vec<(usize, String)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            // A character literal such as '"' is not a string's start.
            b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 3,
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                out.push((i, text[start..j.min(text.len())].to_string()));
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn has_letters(text: &str) -> bool {
    text.chars().any(char::is_alphabetic)
}

/// The bodies of the `view! { ... }` blocks of `text`.
fn views(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("view! {") {
        let body = &rest[at + "view! {".len()..];
        let mut depth = 1;
        let mut end = body.len();
        for (i, c) in body.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push(&body[..end]);
        rest = &body[end..];
    }
    out
}

/// Literal text a view shows or has read: a text node (between tags or braces), or the
/// value of an attribute read aloud.
fn literal_text_in_views(text: &str) -> Vec<String> {
    const READ_ALOUD: [&str; 5] = ["aria-label=", "title=", "alt=", "placeholder=", "label="];
    let mut found = Vec::new();
    for view in views(text) {
        for (at, literal) in literals(view) {
            if !has_letters(&literal) {
                continue;
            }
            let before = view[..at].trim_end();
            let after = view[at + literal.len() + 2..].trim_start();
            let text_node = (before.ends_with('>') || before.ends_with('}'))
                && (after.starts_with('<') || after.starts_with('{'));
            let read_aloud = READ_ALOUD.iter().any(|a| before.ends_with(a));
            if text_node || read_aloud {
                found.push(literal);
            }
        }
    }
    found
}

#[test]
fn no_view_writes_literal_text() {
    let mut files = Vec::new();
    rust_files(&root().join("src/web"), &mut files);
    assert!(files.len() > 10, "the web layer's files");
    let mut found = Vec::new();
    for path in &files {
        let code = code(path);
        for literal in literal_text_in_views(&code) {
            found.push(format!("{}: {literal:?}", path.display()));
        }
        // Outside views: a notice, a node's text or a JS error is a Text too.
        for pattern in [
            "Msg::Notice(\"",
            "set_text_content(Some(\"",
            "Error::new(\"",
        ] {
            if code.contains(pattern) {
                found.push(format!("{}: {pattern}...", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "literal text outside the catalogue:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_lint_sees_literal_text() {
    let view =
        r#"fn v() { view! { <p class="x">"Hello"</p> <b aria-label="Close">"◀"</b> <i>{t}</i> } }"#;
    assert_eq!(literal_text_in_views(view), ["Hello", "Close"]);
    assert!(literal_text_in_views(r#"view! { <p class="big title">{x}</p> }"#).is_empty());
}

#[test]
fn the_model_writes_no_sentence() {
    let mut files = Vec::new();
    rust_files(&root().join("crates/app/src/model"), &mut files);
    let mut found = Vec::new();
    for path in files.iter().filter(|p| !p.ends_with("testing.rs")) {
        for (_, literal) in literals(&code(path)) {
            if literal.contains(' ') && has_letters(&literal) {
                found.push(format!("{}: {literal:?}", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "sentences in the model:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_pages_scripts_hold_the_catalogues_words() {
    let read = |path: &str| fs::read_to_string(root().join(path)).expect("readable");
    let cases = [
        ("static/sw-client.js", Line::UpdateReady.to_string()),
        ("static/sw-client.js", Label::Reload.say().to_string()),
        (
            "static/game2048-embed.template.js",
            Line::GameNotLoaded { why: "${e}".into() }.to_string(),
        ),
        (
            "index.html",
            Line::GameNotLoaded { why: "${e}".into() }.to_string(),
        ),
        (
            "static/game2048-frame.js",
            Line::FrameHelperStopped.to_string(),
        ),
    ];
    for (path, words) in cases {
        let quoted = [format!("'{words}'"), format!("`{words}`")];
        assert!(
            quoted.iter().any(|q| read(path).contains(q.as_str())),
            "{path} does not say {words:?}"
        );
    }
}

/// index.html's own English (painted before the game, said again by it in the page's
/// language) is the catalogue's, word for word.
#[test]
fn the_pages_own_text_is_the_catalogues_english() {
    let page = fs::read_to_string(root().join("index.html")).expect("readable");
    for (key, label) in PAGE_TEXTS {
        let said = format!("data-say=\"{key}\">{}<", label.say());
        assert!(page.contains(&said), "index.html does not say {said:?}");
    }
    let title = format!("<title>{}</title>", Label::PageTitle.say());
    assert!(page.contains(&title), "index.html's {title}");
    // "How to play" before the game: the original's, keys first (the game then says
    // it for the game in play and the hand).
    let how_to = format!("id=\"how-to\">{}<", HowTo::classic(false));
    assert!(page.contains(&how_to), "index.html does not say {how_to:?}");
}
