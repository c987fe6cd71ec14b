//! The variants a player saved from the builder: a name and a game object each, kept
//! across visits under one key and listed in the variant picker.
//!
//! They are kept as lines, not JSON, because the main module lists them and has no JSON
//! reader (that is in the `custom` chunk): a header (the format's version), then one line per variant,
//! its name, a tab and its game object as the engine writes it (`Rules::to_json`, one
//! line). A variant's key is the hash of that text ([`Variant::of_rules`]), so a saved
//! variant has the best score and statistics of the same rules opened from a link, and
//! renaming or deleting it never touches them.
//!
//! Reading never fails and never loses anything: a line that cannot be read is kept
//! as it was (and written back with the rest), and a list from a newer version is
//! left alone: nothing is listed from it and nothing is written over it. Only the full
//! build saves, renames and deletes; this module decides what a good name is.

use crate::copy::Line;
use crate::variant::{Variant, VariantKind, fnv1a};

/// The longest name, in characters.
pub const MAX_NAME: usize = 40;
/// The most variants kept (each is a few hundred bytes of storage).
pub const MAX_SAVED: usize = 50;

/// The format's first line; a later format changes the number.
const HEADER: &str = "game2048-variants 1";
const FAMILY: &str = "game2048-variants ";

/// One saved variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub name: String,
    /// Its game object, as `Rules::to_json` writes it.
    pub object: String,
}

impl Saved {
    /// Its key: the hash of its game object, as [`Variant::of_rules`] makes it.
    pub fn kind(&self) -> VariantKind {
        VariantKind::Custom(fnv1a(self.object.as_bytes()))
    }

    /// Its rules, or why the text kept makes none.
    pub fn variant(&self) -> Result<Variant, String> {
        Variant::custom(&self.object).map_err(|e| e.to_string())
    }
}

/// Every saved variant, in the order saved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedVariants {
    pub list: Vec<Saved>,
    /// Lines that could not be read, kept as they were.
    pub unread: Vec<String>,
    /// Written by a newer version: read-only here.
    pub newer: bool,
}

impl SavedVariants {
    /// Reads what [`SavedVariants::encode`] wrote, or anything else, never failing.
    /// (The main module runs this: lines and tabs are found by bytes, which costs it
    /// half a kilobyte less code than `str` patterns.)
    pub fn decode(text: &str) -> SavedVariants {
        let mut saved = SavedVariants::default();
        let mut rest = Some(text);
        let mut lines = std::iter::from_fn(|| {
            let text = rest?;
            let (line, more) = cut(text, b'\n');
            rest = more;
            Some(line)
        });
        match lines.next() {
            Some(HEADER) | None => {}
            // A later version's number (a damaged header is read as a line, and kept).
            Some(first)
                if first.strip_prefix(FAMILY).is_some_and(|v| {
                    // (Digits, not a parse: the main module runs this.)
                    !v.is_empty() && v != "1" && v.bytes().all(|b| b.is_ascii_digit())
                }) =>
            {
                saved.newer = true;
                return saved;
            }
            // No header: every line is read as a variant, or kept.
            Some(first) => saved.read(first),
        }
        lines.for_each(|line| saved.read(line));
        saved
    }

    fn read(&mut self, line: &str) {
        match cut(line, b'\t') {
            (name, Some(object)) if is_name(name) && object.starts_with('{') => {
                self.list.push(Saved {
                    name: name.to_string(),
                    object: object.to_string(),
                })
            }
            _ if line.is_empty() => {}
            _ => self.unread.push(line.to_string()),
        }
    }

    pub fn encode(&self) -> String {
        let mut text = HEADER.to_string();
        for s in &self.list {
            text += &format!("\n{}\t{}", s.name, s.object);
        }
        for line in &self.unread {
            text += &format!("\n{line}");
        }
        text
    }

    /// The saved variant of this key, if any.
    pub fn find(&self, kind: VariantKind) -> Option<&Saved> {
        self.list.iter().find(|s| s.kind() == kind)
    }

    /// Saves `variant` as `name`; why not, for the player, if it cannot be.
    pub fn save(&mut self, name: &str, variant: &Variant) -> Result<String, Line> {
        self.writable()?;
        if let VariantKind::Preset(_) = variant.kind {
            return Err(Line::IsAPreset {
                variant: variant.kind,
            });
        }
        let object = variant.rules.to_json();
        let kind = variant.kind;
        if let Some(same) = self.find(kind) {
            return Err(Line::SavedAlready {
                name: same.name.clone(),
            });
        }
        if self.list.len() >= MAX_SAVED {
            return Err(Line::TooManyVariants { most: MAX_SAVED });
        }
        let name = self.good_name(name, None)?;
        self.list.push(Saved {
            name: name.clone(),
            object,
        });
        Ok(name)
    }

    /// Adds the imported variants whose rules are not saved yet (a name already used
    /// gets a number: "Threes (2)"), as many as the list holds; how many were added.
    pub fn merge(&mut self, imported: &SavedVariants) -> usize {
        if self.newer {
            return 0;
        }
        let mut added = 0;
        for s in &imported.list {
            if self.find(s.kind()).is_some() || self.list.len() >= MAX_SAVED {
                continue;
            }
            let mut name = s.name.clone();
            for n in 2.. {
                if self.good_name(&name, None).is_ok() {
                    break;
                }
                name = format!("{} ({n})", s.name);
            }
            self.list.push(Saved {
                name,
                object: s.object.clone(),
            });
            added += 1;
        }
        added
    }

    /// Renames the variant of `kind`; the name it now has, or why not.
    pub fn rename(&mut self, kind: VariantKind, name: &str) -> Result<String, Line> {
        self.writable()?;
        let name = self.good_name(name, Some(kind))?;
        let saved = self
            .list
            .iter_mut()
            .find(|s| s.kind() == kind)
            .ok_or(Line::NoSuchVariant)?;
        saved.name = name.clone();
        Ok(name)
    }

    /// Takes the variant of `kind` out of the list; its name, if it was there.
    pub fn delete(&mut self, kind: VariantKind) -> Result<String, Line> {
        self.writable()?;
        let at = self
            .list
            .iter()
            .position(|s| s.kind() == kind)
            .ok_or(Line::NoSuchVariant)?;
        Ok(self.list.remove(at).name)
    }

    fn writable(&self) -> Result<(), Line> {
        match self.newer {
            true => Err(Line::VariantsFromANewerVersion),
            false => Ok(()),
        }
    }

    /// `raw` made a name: spaces trimmed and runs of them made one; refused when empty,
    /// too long, or another variant's (`own` may keep its own).
    fn good_name(&self, raw: &str, own: Option<VariantKind>) -> Result<String, Line> {
        let name = raw
            .split(|c: char| c.is_whitespace() || c.is_control())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        if name.is_empty() {
            return Err(Line::NameEmpty);
        }
        if name.chars().count() > MAX_NAME {
            return Err(Line::NameTooLong { most: MAX_NAME });
        }
        let taken = self
            .list
            .iter()
            .any(|s| Some(s.kind()) != own && same_name(&s.name, &name));
        if taken {
            return Err(Line::NameTaken { name });
        }
        Ok(name)
    }
}

/// Whether two names are one but for case ("Threes", "THREES"; "Ärger", "ärger";
/// "Игра", "игра"): in the scripts with case of the languages this game speaks (Latin
/// with Latin-1's letters, Greek, Cyrillic), each capital its small letter. Not
/// `str::to_lowercase`: Unicode's case tables would cost the wasm's main module 5 KB
/// gzip, for a check that a player's name is not already taken.
fn same_name(a: &str, b: &str) -> bool {
    a.chars().map(small).eq(b.chars().map(small))
}

/// The small letter of a capital in [`same_name`]'s scripts; any other `c` as it is.
fn small(c: char) -> char {
    let code = c as u32;
    let offset = match code {
        // (× and U+03A2, which is no letter, have no small form.)
        0xd7 | 0x3a2 => 0,
        // A-Z; À-Þ; Greek Α-Ω; Cyrillic А-Я.
        0x41..=0x5a | 0xc0..=0xde | 0x391..=0x3a9 | 0x410..=0x42f => 0x20,
        // Cyrillic Ѐ-Џ (Ё...).
        0x400..=0x40f => 0x50,
        _ => 0,
    };
    char::from_u32(code + offset).unwrap_or(c)
}

/// `text` before the first `byte` (an ASCII one), and what follows it, if it occurs.
fn cut(text: &str, byte: u8) -> (&str, Option<&str>) {
    match text.split_once(char::from(byte)) {
        Some((before, after)) => (before, Some(after)),
        None => (text, None),
    }
}

/// A name as kept: not empty or blank, and no control characters (a tab, a line
/// break).
fn is_name(name: &str) -> bool {
    name.bytes().any(|b| b > b' ') && !name.chars().any(char::is_control)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::copy::Text;

    fn custom(json: &str) -> Variant {
        Variant::custom(json).expect("valid")
    }

    fn said(line: Line) -> String {
        Text::from(line).to_string()
    }

    #[test]
    fn saved_variants_keep_their_names_and_their_rules_key() {
        let triples = custom(r#"{"gridOptions":{"newTileFnName":"triples"}}"#);
        let holes = custom(r#"{"gridOptions":{"gridBooleanFnName":"test1_7x6"}}"#);
        let mut saved = SavedVariants::default();
        assert_eq!(
            saved.save("  My\ttriples  ", &triples),
            Ok("My triples".into())
        );
        assert_eq!(saved.save("Holes", &holes), Ok("Holes".into()));
        let back = SavedVariants::decode(&saved.encode());
        assert_eq!(back, saved);
        // Its key is its rules' key: the best score and statistics of those rules.
        assert_eq!(back.list[1].kind(), holes.kind);
        assert_eq!(back.list[1].kind().to_string(), "custom-e1760b99318cfadd");
        assert_eq!(back.list[0].variant(), Ok(triples.clone()));
        assert_eq!(
            back.find(holes.kind).map(|s| s.name.as_str()),
            Some("Holes")
        );

        // Renamed and deleted by key; the other stays.
        assert_eq!(saved.rename(triples.kind, "Threes"), Ok("Threes".into()));
        assert_eq!(saved.rename(triples.kind, "threes"), Ok("threes".into()));
        assert_eq!(saved.delete(holes.kind), Ok("Holes".into()));
        assert_eq!(saved.list.len(), 1);
        assert_eq!(saved.delete(holes.kind), Err(Line::NoSuchVariant));
    }

    #[test]
    fn names_are_one_but_for_case_in_latin_greek_and_cyrillic() {
        for (a, b) in [
            ("Threes", "THREES"),
            ("Ärger Ñ", "ärger ñ"),
            ("ΣΩ", "σω"),
            ("ЁЖИК", "ёжик"),
        ] {
            assert!(same_name(a, b), "{a} {b}");
        }
        for (a, b) in [("Threes", "Three"), ("×", "÷"), ("二", "三")] {
            assert!(!same_name(a, b), "{a} {b}");
        }
        // Each capital folds as Unicode's tables fold it.
        let scripts = (0x41..=0x5a)
            .chain(0xc0..=0xde)
            .chain(0x391..=0x3a9)
            .chain(0x400..=0x42f);
        for c in scripts.filter_map(char::from_u32) {
            let unicode: Vec<char> = c.to_lowercase().collect();
            assert_eq!(vec![small(c)], unicode, "{c}");
        }
    }

    #[test]
    fn bad_names_and_repeated_rules_are_refused_with_a_reason() {
        let triples = custom(r#"{"gridOptions":{"newTileFnName":"triples"}}"#);
        let other = custom(r#"{"gridOptions":{"minMergeLength":3}}"#);
        let mut saved = SavedVariants::default();
        saved.save("Threes", &triples).expect("saved");
        let before = saved.clone();
        let refusals = [
            (saved.save(" \t ", &other), "Give the variant a name."),
            (
                saved.save(&"x".repeat(41), &other),
                "A name can be at most 40 characters long.",
            ),
            (
                saved.save("THREES", &other),
                "A variant is already called “THREES”: pick another name.",
            ),
            (
                saved.save("Again", &triples),
                "These rules are saved already, as “Threes”.",
            ),
            (
                saved.save("Classic", &Variant::classic()),
                "These rules are the Classic preset, already in the list.",
            ),
        ];
        for (result, reason) in refusals {
            assert_eq!(result.map_err(said), Err(reason.to_string()));
        }
        assert_eq!(saved, before, "a refusal changes nothing");
        let mut full = SavedVariants {
            list: (0..MAX_SAVED)
                .map(|n| Saved {
                    name: format!("V{n}"),
                    object: format!("{{\"n\":{n}}}"),
                })
                .collect(),
            ..SavedVariants::default()
        };
        assert_eq!(
            full.save("One more", &other).map_err(said),
            Err("At most 50 variants can be saved: delete one first.".to_string())
        );
    }

    #[test]
    fn damaged_lines_are_kept_and_a_newer_list_is_left_alone() {
        let text = "game2048-variants 1\nGood\t{\"gridOptions\":{\"minMergeLength\":3}}\n\
                    no tab here\n\t{\"nameless\":1}\nBad json\t{oops";
        let saved = SavedVariants::decode(text);
        let names: Vec<&str> = saved.list.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Good", "Bad json"]);
        assert_eq!(saved.unread, ["no tab here", "\t{\"nameless\":1}"]);
        // Listed, but its rules say why they cannot be played.
        assert!(saved.list[1].variant().is_err());
        // Written back, nothing is lost.
        assert_eq!(SavedVariants::decode(&saved.encode()), saved);

        let mut newer = SavedVariants::decode("game2048-variants 2\nFuture\t{}");
        assert!(newer.newer && newer.list.is_empty());
        let triples = custom(r#"{"gridOptions":{"newTileFnName":"triples"}}"#);
        assert_eq!(
            newer.save("Mine", &triples),
            Err(Line::VariantsFromANewerVersion)
        );
        // A damaged header is no newer version: kept as a line, and the list writable.
        let damaged = SavedVariants::decode("game2048-variants x\nMine\t{}");
        assert!(!damaged.newer);
        assert_eq!(damaged.unread, ["game2048-variants x"]);
        assert_eq!(damaged.list.len(), 1);
        for junk in ["", "\n\n", "garbage", "{\"a\":1}"] {
            let saved = SavedVariants::decode(junk);
            assert!(saved.list.is_empty() && !saved.newer, "{junk:?}");
        }
    }
}
