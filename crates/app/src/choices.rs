//! The variant picker's choices, as the `<option>`s of its `<select>`: the presets, the
//! built-in modes (power-ups, limits), the custom game being played if it is no saved variant (shown, not choosable), the saved
//! variants under their heading, and *Create a game*; the one being played selected.
//!
//! Written as escaped HTML, not as a view per option: the picker is on the first load,
//! where every reactive view costs the wasm kilobytes, and this is one string the
//! picker's view sets whenever it changes. Every text in it is escaped, names the
//! player typed above all.

use crate::copy::Label;
use crate::modes::Mode;
use crate::saved::SavedVariants;
use crate::variant::VariantKind;
use game2048_engine::PRESETS;

/// The choice that opens the builder (no variant's key).
pub const CREATE: &str = "create";

/// The options, with `current` selected.
pub fn options_html(current: VariantKind, saved: &SavedVariants) -> String {
    let current_key = current.to_string();
    let mut html = String::new();
    for p in PRESETS {
        let kind = VariantKind::Preset(p);
        let choice = Choice {
            value: p.id,
            label: Label::VariantName(kind).say(),
            title: Some(Label::VariantDescription(kind).say()),
            disabled: false,
        };
        choice.write(&mut html, choice.value == current_key);
    }
    for mode in Mode::ALL {
        let key = mode.kind().to_string();
        let choice = Choice {
            value: &key,
            label: Label::VariantName(mode.kind()).say(),
            title: None,
            disabled: false,
        };
        choice.write(&mut html, choice.value == current_key);
    }
    let listed = saved.find(current).is_some() || Mode::of_kind(current).is_some();
    if current.is_custom() && !listed {
        let label = Label::VariantName(current).say();
        let choice = Choice {
            value: &current_key,
            label,
            title: None,
            disabled: true,
        };
        choice.write(&mut html, choice.value == current_key);
    }
    if !saved.list.is_empty() {
        html += "<optgroup label=\"";
        escape_into(&mut html, Label::YourVariants.say());
        html += "\">";
        for s in &saved.list {
            let key = s.kind().to_string();
            let choice = Choice {
                value: &key,
                label: &s.name,
                title: None,
                disabled: false,
            };
            choice.write(&mut html, choice.value == current_key);
        }
        html += "</optgroup>";
    }
    let create = Choice {
        value: CREATE,
        label: Label::CreateGame.say(),
        title: None,
        disabled: false,
    };
    create.write(&mut html, create.value == current_key);
    html
}

/// `<option>`s of (value, label) pairs, none of them selected: the `<select>`'s value
/// picks one. (The builder's lists, whose reactive option views cost its chunk.)
pub fn options_of(choices: &[(String, String)]) -> String {
    let mut html = String::new();
    for (value, label) in choices {
        let choice = Choice {
            value,
            label,
            title: None,
            disabled: false,
        };
        choice.write(&mut html, false);
    }
    html
}

/// One `<option>`.
struct Choice<'a> {
    value: &'a str,
    label: &'a str,
    title: Option<&'a str>,
    disabled: bool,
}

impl Choice<'_> {
    fn write(&self, html: &mut String, selected: bool) {
        *html += "<option value=\"";
        escape_into(html, self.value);
        *html += "\"";
        if let Some(title) = self.title {
            *html += " title=\"";
            escape_into(html, title);
            *html += "\"";
        }
        if selected {
            *html += " selected";
        }
        if self.disabled {
            *html += " disabled";
        }
        *html += ">";
        escape_into(html, self.label);
        *html += "</option>";
    }
}

/// `text` as HTML text or a quoted attribute's value.
fn escape_into(html: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => *html += "&amp;",
            '<' => *html += "&lt;",
            '>' => *html += "&gt;",
            '"' => *html += "&quot;",
            '\'' => *html += "&#39;",
            c => html.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::Saved;
    use crate::variant::Variant;

    #[test]
    fn presets_saved_variants_and_create_with_the_game_selected_and_names_escaped() {
        let classic = Variant::classic().kind;
        let plain = options_html(classic, &SavedVariants::default());
        assert!(
            plain.starts_with(r#"<option value="classic" title="#),
            "{plain}"
        );
        assert_eq!(
            plain.matches("<option").count(),
            PRESETS.len() + Mode::ALL.len() + 1
        );
        assert!(plain.contains(&format!(
            r#"<option value="{}">Sprint</option>"#,
            Mode::Sprint.kind()
        )));
        let sprint = options_html(Mode::Sprint.kind(), &SavedVariants::default());
        assert!(sprint.contains(&format!(
            r#"<option value="{}" selected>Sprint</option>"#,
            Mode::Sprint.kind()
        )));
        assert!(
            !sprint.contains("disabled"),
            "a mode is no unsaved custom game"
        );
        assert_eq!(plain.matches(" selected").count(), 1);
        assert!(plain.contains(r#"<option value="classic" title="#));
        assert!(plain.ends_with(r#"<option value="create">Create a game</option>"#));
        assert!(!plain.contains("optgroup"));

        let mut saved = SavedVariants::default();
        saved.list.push(Saved {
            name: r#"<img src=x onerror="alert(1)"> & 'co'"#.into(),
            object: r#"{"gridOptions":{"minMergeLength":3}}"#.into(),
        });
        let kind = saved.list[0].kind();
        let html = options_html(kind, &saved);
        assert!(html.contains(&format!(
            "<optgroup label=\"Your variants\"><option value=\"{kind}\" selected>\
             &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</option></optgroup>"
        )));
        assert!(!html.contains("<img"));
        assert_eq!(html.matches(" selected").count(), 1);

        // A custom game that is not saved: shown, selected, not choosable.
        let other = Variant::custom(r#"{"gridOptions":{"minMergeLength":4}}"#)
            .expect("valid")
            .kind;
        let html = options_html(other, &saved);
        assert!(html.contains(&format!(
            "<option value=\"{other}\" selected disabled>Custom game</option>"
        )));
    }

    #[test]
    fn options_of_pairs_none_selected_all_escaped() {
        let html = options_of(&[
            (String::new(), "As long as the board".into()),
            ("3".into(), "3".into()),
            ("a\"b".into(), "<b> & 'c'".into()),
        ]);
        assert_eq!(
            html,
            "<option value=\"\">As long as the board</option><option value=\"3\">3</option>\
             <option value=\"a&quot;b\">&lt;b&gt; &amp; &#39;c&#39;</option>"
        );
        assert_eq!(options_of(&[]), "");
    }
}
