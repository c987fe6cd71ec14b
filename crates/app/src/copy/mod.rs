//! The catalogue: every sentence a player or a host page sees, as a keyed message with
//! its parameters ([`Text`]), and what it says. The model keeps `Text`s, not strings;
//! the views, the runtime and the JS API ask the catalogue for words; nothing else
//! writes player-facing text (`tests/copy.rs` fails on a literal sentence in a view).
//!
//! A language is one file: `en` (English, the only one yet) says every key, in one
//! `match` with no catch-all, so a key without words does not compile. Parameters that
//! are themselves text come from the validators of outside input (why a link, a file or
//! a game object was refused) and are passed through as they are.

mod en;
mod line;

use std::fmt;
use std::sync::Arc;

use game2048_engine::Direction;

use crate::ai::{Speed, Strength};
use crate::variant::VariantKind;

pub use line::Line;

/// How a step left the game, as an announcement ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    None,
    Won,
    Over,
}

/// What a move merged, as its announcement says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Merges {
    None,
    One { value: i64 },
    Many { count: usize, top: i64 },
}

/// A word or a short label with no parameters: a button, a heading, a name. Said as a
/// `&'static str`, with no formatting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    Title,
    Score,
    Best,
    NewGameButton,
    Undo,
    Games,
    Variant,
    Dismiss,
    Confirm,
    YouWin,
    GameOver,
    KeepGoing,
    TryAgain,
    EmptyCell,
    Hole,
    Hint,
    Autoplay,
    Speed,
    Strength,
    Replay,
    Close,
    ToTheStart,
    StepBack,
    StepForward,
    ToTheEnd,
    Play,
    Pause,
    Position,
    Pace,
    PlayFromHere,
    Share,
    WatchThisGame,
    ShareThisGame,
    Export,
    Import,
    Watch,
    StartOver,
    Cancel,
    OpenTheLinksGame,
    KeepMyGame,
    CouldNotStart,
    Reload,
    /// A variant's name, and its one line.
    VariantName(VariantKind),
    VariantDescription(VariantKind),
    SpeedName(Speed),
    StrengthName(Strength),
    Analyse,
    /// The builder's heading, and what opens it (the variant picker's last choice, the
    /// Games panel's button).
    CreateGame,
    /// The saved variants' heading, in the variant picker and the builder.
    YourVariants,
}

impl Label {
    /// What the label says.
    pub fn say(self) -> &'static str {
        en::label(self)
    }
}

/// The rule families a game object names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Condition,
    Result,
    Score,
    Strategy,
    NewTile,
    Win,
    Lose,
}

/// One sentence, with what it says of the game.
#[derive(Clone, PartialEq, Eq)]
pub enum Text {
    /// Nothing to say (the live region before the first step).
    Silence,
    /// Several sentences, one after the other.
    Together(Vec<Text>),
    /// A sentence only the full build says (a [`Line`]: an AI's answer, a replay, the
    /// Games panel), kept like any other. Its words are reached through a pointer made
    /// where it is made, so the quick build, which makes none, carries none of them.
    Line(Said),

    // The game.
    Board {
        rows: usize,
        columns: usize,
    },
    /// A variant's noun in a sentence ("Classic game").
    GameNoun(VariantKind),

    // The replay viewer.

    // The Games panel.

    // Questions before a game in progress is lost.
    StartNewGameQuestion {
        noun: Box<Text>,
    },
    LinkQuestion {
        noun: Box<Text>,
        seed: u64,
    },
    PlayFromHereQuestion,

    // What the live region says.
    NewGameStarted {
        noun: Box<Text>,
        ending: Ending,
    },
    Moved {
        direction: Direction,
        merges: Merges,
        score: i64,
        ending: Ending,
    },
    Undone {
        score: i64,
    },
    KeptGoing,

    // Notices.
    MoveRefused {
        why: String,
    },
    SavedGameUnreadable {
        why: String,
    },
    SavedGameDamaged {
        why: String,
    },
    BestDamaged,
    BestUnreadable {
        why: String,
    },
    NotKept,
    /// A link that could not be opened (`why`, if known); `instead`: classic plays.
    LinkNotOpened {
        why: Option<String>,
        instead: bool,
    },
    ReplayLinkNotOpened {
        why: String,
    },
    PartNotLoaded {
        why: String,
    },
    NotCarriedOver {
        why: String,
    },
    GameNotOpened {
        why: String,
    },

    // Why the AI cannot play.

    // A widget that cannot start, and why.
    /// A reason from a validator, as a sentence.
    Reason {
        why: String,
    },

    // The crash screen.
    Crashed,

    // The JS API's errors, for host pages.
    ApiGone,
    ApiOptionsUnreadable {
        why: Option<String>,
    },
    ApiOptionsNotAnObject,
    ApiUnknownOption {
        name: String,
    },
    ApiOptionType {
        name: String,
        numbers: bool,
        got: String,
    },
    ApiNewGame {
        why: String,
    },
    ApiMove {
        why: String,
    },
    /// `undo()` in a game without undo.
    ApiUndoOff,
}

/// As it reads: a derived form would cost the wasm a formatter for every key.
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Text({self})")
    }
}

/// A [`Line`] kept as a [`Text`]; equal when it says the same.
#[derive(Clone)]
pub struct Said(Arc<dyn fmt::Display + Send + Sync>);

impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for Said {}

impl From<Line> for Text {
    fn from(line: Line) -> Text {
        Text::Line(Said(Arc::new(line)))
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        en::line(self, f)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        en::say(self, f)
    }
}

impl Text {
    /// The sentences of `texts` said one after the other: none, the one, or all.
    pub fn together(mut texts: Vec<Text>) -> Option<Text> {
        match texts.len() {
            0 | 1 => texts.pop(),
            _ => Some(Text::Together(texts)),
        }
    }

    /// What a sentence calls a game of `kind`, as a parameter.
    pub fn noun(kind: VariantKind) -> Box<Text> {
        Box::new(Text::GameNoun(kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sentence_ends_as_a_sentence_and_labels_do_not() {
        let sentences = [
            Text::from(Line::NoMoveLeft),
            Text::NotKept,
            Text::LinkNotOpened {
                why: Some("x".into()),
                instead: true,
            },
            Text::Crashed,
            Text::from(Line::ReplayAt {
                position: 1,
                len: 2,
            }),
        ];
        for text in sentences {
            let said = text.to_string();
            assert!(said.ends_with('.'), "{said}");
            assert!(
                said.chars().next().is_some_and(char::is_uppercase),
                "{said}"
            );
        }
        for label in [
            Label::NewGameButton,
            Label::Undo,
            Label::KeepGoing,
            Label::Share,
        ] {
            assert!(!label.say().ends_with('.'), "{label:?}");
        }
        assert_eq!(Text::Silence.to_string(), "");
        assert_eq!(Text::together(Vec::new()), None);
        assert_eq!(Text::together(vec![Text::NotKept]), Some(Text::NotKept));
        assert_eq!(
            Text::together(vec![Text::BestDamaged, Text::NotKept])
                .map(|t| t.to_string())
                .as_deref(),
            Some(
                "A damaged best score was ignored. This browser is not letting the game save: you can play, but progress will not be kept."
            )
        );
    }

    #[test]
    fn variants_are_named_by_their_preset_or_as_custom() {
        use crate::variant::Variant;
        for preset in game2048_engine::PRESETS {
            let kind = VariantKind::Preset(preset);
            assert_eq!(Label::VariantName(kind).say(), preset.name);
            assert_eq!(
                Text::GameNoun(kind).to_string(),
                format!("{} game", preset.name)
            );
        }
        let custom = Variant::custom(r#"{"gridOptions":{"gridBooleanFnName":"test3_4x4"}}"#)
            .expect("valid")
            .kind;
        assert_eq!(Label::VariantName(custom).say(), "Custom game");
        assert_eq!(Text::GameNoun(custom).to_string(), "custom game");
    }
}
