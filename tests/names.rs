//! Names written outside Rust, held equal to the one list each has in Rust: the
//! widget's attributes (the element's observed attributes and the README's table), the
//! theme's names and storage key (index.html's picker and first-paint script, the
//! stylesheet, the element), and the widget's events (the README).

use std::fs;
use std::path::PathBuf;

use game2048::app::copy::{Lang, PAGE_TEXTS};
use game2048::app::frame::Method;
use game2048::app::model::GameEvent;
use game2048::app::settings::{LANGUAGE_KEY, Motion, Setting, UNDO_KEY, undo_value};
use game2048::app::theme::{THEME_KEY, Theme};
use game2048::app::widget::Attribute;

fn read(path: &str) -> String {
    fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The quoted words of the first `[...]` after `marker` in `text`.
fn list_after(text: &str, marker: &str) -> Vec<String> {
    let from = text.find(marker).unwrap_or_else(|| panic!("no {marker:?}")) + marker.len();
    let open = from + text[from..].find('[').expect("a list");
    let close = open + text[open..].find(']').expect("the list's end");
    text[open + 1..close]
        .split(',')
        .filter_map(|item| {
            let item = item.trim();
            let quote = item.chars().next().filter(|c| *c == '\'' || *c == '"')?;
            Some(item.trim_matches(quote).to_string())
        })
        .collect()
}

/// The inside of index.html's `<select id="{id}">`.
fn select<'a>(page: &'a str, id: &str) -> &'a str {
    page.split(&format!("<select id=\"{id}\">"))
        .nth(1)
        .and_then(|rest| rest.split("</select>").next())
        .unwrap_or_else(|| panic!("index.html's {id}"))
}

/// Every value of `attribute` in `text`, in order.
fn values_of<'a>(text: &'a str, attribute: &str) -> Vec<&'a str> {
    text.split(&format!("{attribute}=\""))
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect()
}

fn names<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> Vec<String> {
    all.iter().map(|&v| name(v).to_string()).collect()
}

#[test]
fn the_elements_attributes_are_the_widgets() {
    let element = read("static/game2048-embed.template.js");
    assert_eq!(
        list_after(&element, "static get observedAttributes()"),
        names(&Attribute::ALL, Attribute::name)
    );
    let readme = read("README.md");
    let table = readme
        .split("| attribute | meaning |")
        .nth(1)
        .expect("the README's attribute table");
    let rows: Vec<String> = table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| line.split('`').nth(1).map(str::to_string))
        .collect();
    assert_eq!(rows, names(&Attribute::ALL, Attribute::name));
}

#[test]
fn the_theme_has_one_set_of_names_and_one_key() {
    let themes = names(&Theme::ALL, Theme::name);
    let element = read("static/game2048-embed.template.js");
    let restart_free = list_after(&element, "name === 'theme' &&");
    assert_eq!(
        restart_free, themes,
        "the element's themes that need no restart"
    );

    let page = read("index.html");
    assert_eq!(
        page.matches(&format!("'{THEME_KEY}'")).count(),
        2,
        "index.html reads and writes the theme under {THEME_KEY}"
    );
    assert_eq!(
        values_of(select(&page, "theme"), "value"),
        themes,
        "the picker's options"
    );

    let css = read("style/game.css");
    for theme in [Theme::Light, Theme::Dark] {
        for selector in [
            format!(":root[data-theme=\"{theme}\"]"),
            format!(":host([theme=\"{theme}\"])"),
        ] {
            assert!(css.contains(&selector), "game.css has no {selector}");
        }
        assert!(
            page.contains(&format!("'{theme}'")),
            "the first-paint script's {theme}"
        );
    }
}

#[test]
fn the_settings_of_play_have_one_key_and_their_values() {
    let page = read("index.html");
    // The first-paint script reads these as 'game2048:v1:' + their names.
    assert!(
        page.contains("'game2048:v1:' + name"),
        "the first-paint script's keys"
    );
    for setting in [
        Setting::Undo,
        Setting::Dpad,
        Setting::Sound,
        Setting::Animation,
    ] {
        assert_eq!(setting.key(), format!("game2048:v1:{setting}"));
        let values = values_of(select(&page, &format!("{setting}-setting")), "value");
        assert!(values.len() >= 2, "{setting}");
        assert!(values.iter().all(|v| setting.accepts(v)), "{setting}");
    }
    for setting in [Setting::Undo, Setting::Dpad, Setting::Sound] {
        assert!(
            page.contains(&format!("'{setting}'")),
            "{setting} in the script"
        );
    }
    assert_eq!(Setting::Undo.key(), UNDO_KEY);
    let undo = values_of(select(&page, "undo-setting"), "value");
    assert_eq!(undo, [undo_value(true), undo_value(false)]);
    // The animation: kept and read under its key, on <html data-motion>, which the
    // stylesheet follows, as it follows a widget's attribute, value by value.
    let motions = names(&Motion::ALL, Motion::name);
    assert_eq!(
        values_of(select(&page, "animation-setting"), "value"),
        motions
    );
    assert_eq!(
        page.matches(&format!("'{}'", Setting::Animation.key()))
            .count(),
        2
    );
    assert!(page.contains(&format!(
            "[{}].includes(motion)",
            motions
                .iter()
                .map(|m| format!("'{m}'"))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    let css = read("style/game.css");
    for motion in [Motion::Fast, Motion::Off] {
        for selector in [
            format!(":root[data-motion=\"{motion}\"]"),
            format!(":host([{}=\"{motion}\"])", Attribute::Animation.name()),
        ] {
            assert!(css.contains(&selector), "game.css has no {selector}");
        }
    }
}

#[test]
fn the_package_declares_every_attribute_method_and_event() {
    let types = read("packages/widget/index.d.ts");
    let block = |marker: &str| {
        let from = types.find(marker).unwrap_or_else(|| panic!("{marker}"));
        let rest = &types[from..];
        rest[..rest.find("\n}").expect("its end")].to_string()
    };
    let attributes = block("export interface Game2048Attributes {");
    let declared: Vec<String> = attributes
        .lines()
        .filter_map(|l| l.trim().split_once("?:"))
        .map(|(name, _)| name.trim_matches('\'').to_string())
        .collect();
    assert_eq!(
        declared,
        names(&Attribute::ALL, Attribute::name),
        "index.d.ts"
    );
    let element = block("export interface Game2048Element");
    for method in Method::ALL {
        assert!(
            element.contains(&format!("  {method}(")),
            "index.d.ts: {method}"
        );
    }
    let events = block("export interface Game2048EventMap {");
    for event in GameEvent::ALL {
        assert!(
            events.contains(&format!("'{event}'")),
            "index.d.ts: {event}"
        );
    }
    let manifest =
        game2048::engine::json::parse(&read("packages/widget/custom-elements.json")).expect("JSON");
    let element = manifest
        .get("modules")
        .and_then(|m| m.as_array())
        .and_then(|m| m.first())
        .and_then(|m| m.get("declarations"))
        .and_then(|d| d.as_array())
        .and_then(|d| d.first())
        .expect("the element's declaration");
    let listed = |key: &str, kind: Option<&str>| -> Vec<String> {
        element
            .get(key)
            .and_then(|v| v.as_array())
            .expect(key)
            .iter()
            .filter(|v| kind.is_none_or(|k| v.get("kind").and_then(|k| k.as_str()) == Some(k)))
            .filter_map(|v| v.get("name").and_then(|n| n.as_str()).map(str::to_string))
            .collect()
    };
    assert_eq!(
        listed("attributes", None),
        names(&Attribute::ALL, Attribute::name)
    );
    assert_eq!(
        listed("events", None),
        names(&GameEvent::ALL, GameEvent::name)
    );
    let mut methods = listed("members", Some("method"));
    let mut known = names(&Method::ALL, Method::name);
    methods.sort();
    known.sort();
    assert_eq!(methods, known, "custom-elements.json's methods");
}

#[test]
fn the_pages_languages_and_text_are_the_catalogues() {
    let page = read("index.html");
    let tags = names(&Lang::ALL, Lang::name);
    assert_eq!(
        list_after(&page, "const languages ="),
        tags,
        "the first-paint script"
    );
    let picker = select(&page, "language");
    assert_eq!(values_of(picker, "value"), tags, "the picker's options");
    for lang in Lang::ALL {
        assert!(
            picker.contains(&format!(">{}</option>", lang.endonym())),
            "{lang}"
        );
    }
    assert!(
        page.contains(&format!("'{LANGUAGE_KEY}'")),
        "the kept choice's key"
    );
    let mut keys = values_of(&page, "data-say");
    // (Said once however often it shows: each setting's On and Off.)
    let mut seen = std::collections::HashSet::new();
    keys.retain(|k| seen.insert(*k));
    let known: Vec<&str> = PAGE_TEXTS.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, known, "index.html's data-say keys");
}

#[test]
fn the_frame_forwards_every_widget_event() {
    let page = read("static/embed-page.js");
    assert_eq!(
        list_after(&page, "for (const event of"),
        names(&GameEvent::ALL, GameEvent::name)
    );
}

#[test]
fn the_readme_names_every_widget_event() {
    let readme = read("README.md");
    for event in GameEvent::ALL {
        assert!(readme.contains(&format!("`{event}`")), "{event}");
    }
}
