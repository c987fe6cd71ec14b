//! What a `<game-2048>` element's attributes ask for: the game (as any request, see
//! [`parse_request`]) and where its keys come from. Every mistake is a sentence shown
//! inside the widget; attribute text is only ever data.

use game2048_engine::named_enum;

use super::copy::{Lang, Line};
use super::request::parse_request;
use super::settings::Motion;
use super::theme::Theme;
use super::variant::Variant;

named_enum! {
    /// A `<game-2048>` element's attributes: the element observes these, the widget
    /// reads these, the README's table lists these (`tests/names.rs` holds them equal).
    pub enum Attribute as "attribute" {
        Preset = "preset",
        Game = "game",
        Seed = "seed",
        /// Where the game is kept (the element gives a default).
        StorageKey = "storage-key",
        Keyboard = "keyboard",
        /// `off` hides hints and autoplay.
        Ai = "ai",
        /// The stylesheet applies it; it is only checked here.
        Theme = "theme",
        /// How much of the page's chrome the widget brings ([`Controls`]).
        Controls = "controls",
        /// `off` keeps the player on the host's variant: no variant picker.
        Picker = "picker",
        /// `off` plays without undo (a contest's game): no control, no keys, and the
        /// game's record says so.
        Undo = "undo",
        /// The widget's language (a BCP 47 tag); one this game does not speak, or none,
        /// leaves it to the host page's `lang`, then the browser's.
        Lang = "lang",
        /// `on` shows four direction buttons under the board.
        Dpad = "dpad",
        /// `on` plays short sounds (`app::sound`).
        Sound = "sound",
        /// How fast tiles move: `normal`, `fast` or `off` (unset: normal, or off where
        /// the system asks for reduced motion). The stylesheet applies it; it is only
        /// checked here.
        Animation = "animation",
    }
}

named_enum! {
    /// How much chrome a widget brings around its board.
    pub enum Controls as "controls" {
        /// The hosted page's: title, scores, every control, the AI's.
        Full = "full",
        /// The scores and New game over the board, for a sidebar (280 px).
        Compact = "compact",
        /// The board alone, played by keys, swipes and the JS API.
        None = "none",
    }
}

/// What a game shows around its board (the hosted page: everything).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chrome {
    pub controls: Controls,
    /// Whether the variant picker (and with it *Create a game*) is offered.
    pub picker: bool,
}

impl Default for Chrome {
    fn default() -> Chrome {
        Chrome {
            controls: Controls::Full,
            picker: true,
        }
    }
}

/// The attributes, as the element has them (absent ones `None`).
#[derive(Clone, Debug, Default)]
pub struct Attributes {
    pub preset: Option<String>,
    pub game: Option<String>,
    pub seed: Option<String>,
    pub keyboard: Option<String>,
    pub ai: Option<String>,
    pub theme: Option<String>,
    pub controls: Option<String>,
    pub picker: Option<String>,
    pub undo: Option<String>,
    pub lang: Option<String>,
    pub dpad: Option<String>,
    pub sound: Option<String>,
    pub animation: Option<String>,
}

impl Attributes {
    /// The attributes, each read by `get` under its name.
    pub fn read(mut get: impl FnMut(Attribute) -> Option<String>) -> Attributes {
        Attributes {
            preset: get(Attribute::Preset),
            game: get(Attribute::Game),
            seed: get(Attribute::Seed),
            keyboard: get(Attribute::Keyboard),
            ai: get(Attribute::Ai),
            theme: get(Attribute::Theme),
            controls: get(Attribute::Controls),
            picker: get(Attribute::Picker),
            undo: get(Attribute::Undo),
            lang: get(Attribute::Lang),
            dpad: get(Attribute::Dpad),
            sound: get(Attribute::Sound),
            animation: get(Attribute::Animation),
        }
    }
}

/// Where a widget takes keys from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keyboard {
    /// Only while it has focus, so arrows scroll the host page otherwise.
    Focus,
    /// Every key on the page, like the hosted game.
    Page,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub variant: Variant,
    /// `None`: the saved game if it is of this variant, else a random one.
    pub seed: Option<u64>,
    pub keyboard: Keyboard,
    /// Whether the game offers hints and autoplay.
    pub ai: bool,
    pub chrome: Chrome,
    /// Whether the player may undo.
    pub undo: bool,
    /// The on-screen pad and sound.
    pub dpad: bool,
    pub sound: bool,
}

impl Attributes {
    /// The widget's own language, if it names one this game speaks: read apart from
    /// the settings, since the panel that says why a widget cannot start speaks it too.
    pub fn lang(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::of_tag)
    }

    /// The settings, or the sentence saying why there are none (shown under the
    /// widget's own title, "This game could not start").
    pub fn settings(&self) -> Result<Settings, Line> {
        let request = parse_request(
            self.preset.as_deref(),
            self.game.as_deref(),
            self.seed.as_deref(),
        )
        .map_err(Line::GameRefused)?;
        let keyboard = match self.keyboard.as_deref().map(str::trim) {
            None | Some("") | Some("focus") => Keyboard::Focus,
            Some("page") => Keyboard::Page,
            Some(other) => {
                return Err(Line::KeyboardMustBe {
                    given: other.to_string(),
                });
            }
        };
        if let Some(theme) = self.theme.as_deref().map(str::trim)
            && !theme.is_empty()
        {
            theme.parse::<Theme>().map_err(|_| Line::ThemeMustBe {
                given: theme.to_string(),
            })?;
        }
        let on_off =
            |value: &Option<String>, attribute: Attribute| match value.as_deref().map(str::trim) {
                None | Some("") | Some("on") => Ok(true),
                Some("off") => Ok(false),
                Some(other) => Err(Line::OnOrOff {
                    attribute: attribute.name(),
                    given: other.to_string(),
                }),
            };
        let ai = on_off(&self.ai, Attribute::Ai)?;
        let picker = on_off(&self.picker, Attribute::Picker)?;
        let undo = on_off(&self.undo, Attribute::Undo)?;
        // (Unset, these two are off: on_off's default is on.)
        let chosen =
            |value: &Option<String>| value.as_deref().is_some_and(|v| !v.trim().is_empty());
        let dpad = chosen(&self.dpad) && on_off(&self.dpad, Attribute::Dpad)?;
        let sound = chosen(&self.sound) && on_off(&self.sound, Attribute::Sound)?;
        // (The stylesheet follows `animation`: it is only checked here.)
        if let Some(given) = self.animation.as_deref().map(str::trim)
            && !given.is_empty()
        {
            given.parse::<Motion>().map_err(|_| Line::AnimationMustBe {
                given: given.to_string(),
            })?;
        }
        let controls = match self.controls.as_deref().map(str::trim) {
            None | Some("") => Controls::Full,
            Some(given) => given.parse().map_err(|_| Line::ControlsMustBe {
                given: given.to_string(),
            })?,
        };
        Ok(Settings {
            variant: request.variant.unwrap_or_else(Variant::classic),
            seed: request.seed,
            keyboard,
            ai,
            chrome: Chrome { controls, picker },
            undo,
            dpad,
            sound,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attributes(
        preset: Option<&str>,
        game: Option<&str>,
        seed: Option<&str>,
        keyboard: Option<&str>,
    ) -> Attributes {
        Attributes {
            preset: preset.map(str::to_string),
            game: game.map(str::to_string),
            seed: seed.map(str::to_string),
            keyboard: keyboard.map(str::to_string),
            ai: None,
            theme: None,
            controls: None,
            picker: None,
            ..Attributes::default()
        }
    }

    #[test]
    fn defaults_and_choices() {
        let plain = Attributes::default().settings().expect("valid");
        assert_eq!(
            plain,
            Settings {
                variant: Variant::classic(),
                seed: None,
                keyboard: Keyboard::Focus,
                ai: true,
                chrome: Chrome::default(),
                undo: true,
                dpad: false,
                sound: false,
            }
        );
        let hands = Attributes {
            dpad: Some("on".into()),
            sound: Some(" on ".into()),
            animation: Some("fast".into()),
            ..Attributes::default()
        }
        .settings()
        .expect("valid");
        assert!(hands.dpad && hands.sound);
        let bad = Attributes {
            animation: Some("slow".into()),
            ..Attributes::default()
        };
        assert_eq!(
            bad.settings().expect_err("invalid").to_string(),
            "The animation attribute must be \"normal\", \"fast\" or \"off\", not \"slow\"."
        );
        let bad = Attributes {
            sound: Some("loud".into()),
            ..Attributes::default()
        };
        assert!(bad.settings().is_err());
        let chosen = attributes(Some("3x3"), None, Some("7"), Some(" page "))
            .settings()
            .expect("valid");
        assert_eq!(chosen.variant.key(), "3x3");
        assert_eq!((chosen.seed, chosen.keyboard), (Some(7), Keyboard::Page));
        let game = attributes(
            None,
            Some(r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#),
            None,
            Some("focus"),
        );
        assert_eq!(
            game.settings().expect("valid").variant.rules.shape().rows(),
            3
        );
    }

    #[test]
    fn mistakes_are_sentences_and_attribute_text_stays_text() {
        let err = |a: Attributes| a.settings().expect_err("invalid").to_string();
        let bad_preset = err(attributes(
            Some("<img src=x onerror=alert(1)>"),
            None,
            None,
            None,
        ));
        assert!(
            bad_preset.starts_with("Unknown preset \"<img src=x onerror=alert(1)>\""),
            "{bad_preset}"
        );
        assert!(
            err(attributes(None, Some(r#"{"gridOptions":"#), None, None))
                .contains("not valid JSON")
        );
        assert!(
            err(attributes(
                None,
                Some(r#"{"gridOptions":{"minMergeLength":1}}"#),
                None,
                None
            ))
            .contains("minMergeLength")
        );
        assert!(err(attributes(None, None, Some("lots"), None)).contains("The seed \"lots\""));
        assert!(err(attributes(Some("classic"), Some("{}"), None, None)).contains("both"));
        assert_eq!(
            err(attributes(None, None, None, Some("all"))),
            "The keyboard attribute must be \"focus\" or \"page\", not \"all\"."
        );
        assert!(err(attributes(None, None, None, Some("x"))).ends_with('.'));
        let purple = Attributes {
            theme: Some("purple".into()),
            ..Attributes::default()
        };
        assert_eq!(
            purple.settings().expect_err("invalid").to_string(),
            "The theme attribute must be \"system\", \"light\" or \"dark\", not \"purple\"."
        );
        let off = Attributes {
            ai: Some("off".into()),
            ..Attributes::default()
        };
        assert!(!off.settings().expect("valid").ai);
        let bad = Attributes {
            ai: Some("maybe".into()),
            ..Attributes::default()
        };
        assert_eq!(
            bad.settings().expect_err("invalid").to_string(),
            "The ai attribute must be \"on\" or \"off\", not \"maybe\"."
        );
        // The chrome.
        let chrome = |controls: Option<&str>, picker: Option<&str>| {
            Attributes {
                controls: controls.map(str::to_string),
                picker: picker.map(str::to_string),
                ..Attributes::default()
            }
            .settings()
            .map(|s| s.chrome)
            .map_err(|e| e.to_string())
        };
        assert_eq!(
            chrome(Some(" compact "), Some("off")),
            Ok(Chrome {
                controls: Controls::Compact,
                picker: false
            })
        );
        assert_eq!(
            chrome(Some("none"), None).map(|c| c.controls),
            Ok(Controls::None)
        );
        assert_eq!(chrome(Some(""), Some("")), Ok(Chrome::default()));
        assert_eq!(
            chrome(Some("<b>tiny</b>"), None),
            Err("The controls attribute must be \"full\", \"compact\" or \"none\", not \"<b>tiny</b>\".".into())
        );
        assert_eq!(
            chrome(None, Some("hidden")),
            Err("The picker attribute must be \"on\" or \"off\", not \"hidden\".".into())
        );
        let undo = |value: &str| {
            Attributes {
                undo: Some(value.into()),
                ..Attributes::default()
            }
            .settings()
            .map(|s| s.undo)
            .map_err(|e| e.to_string())
        };
        assert_eq!(
            (undo(" off "), undo("on"), undo("")),
            (Ok(false), Ok(true), Ok(true))
        );
        assert_eq!(
            undo("never"),
            Err("The undo attribute must be \"on\" or \"off\", not \"never\".".into())
        );
    }
}
