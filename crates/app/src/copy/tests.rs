//! The catalogue's tests: sentences end as sentences and labels do not; a language is
//! spoken only once learned; every language says every kind of key (and "How to play")
//! in its own words and numbers; tags find their language; variants their names.

use super::*;
use crate::request::RequestError;
use game2048_engine::ConfigReason;

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
        Text::from(Line::GameRefused(RequestError::Both)),
        Text::from(Line::ThemeMustBe {
            given: "sepia".into(),
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

/// Every language's words learned, as the game learns each from its chunk.
fn learn_every_language() {
    speak_every_language();
    for (lang, words) in [
        (Lang::De, words::de()),
        (Lang::Es, words::es()),
        (Lang::Ru, words::ru()),
        (Lang::Zh, words::zh()),
        (Lang::Ar, words::ar()),
    ] {
        learn(lang, words);
    }
}

#[test]
fn quick_build_speaks_english_until_a_language_is_learned() {
    // Each test runs on a thread of its own: nothing has added the languages here.
    set_language(Lang::De);
    assert!(!speaks_every_language());
    assert!(Lang::En.spoken() && !Lang::De.spoken());
    assert_eq!(language(), Lang::En);
    assert_eq!(Label::NewGameButton.say(), en::label(Label::NewGameButton));
    assert_eq!(number(8_532), "8,532");
    // Words learned by a build that does not speak every language stay unsaid.
    learn(Lang::De, words::de());
    assert!(!Lang::De.spoken());
    assert_eq!(language(), Lang::En);
    // The game, until German's chunk has come: English.
    speak_every_language();
    LEARNED.with(|learned| learned.set([None; Lang::ALL.len()]));
    assert!(speaks_every_language() && !Lang::De.spoken());
    assert_eq!(language(), Lang::En);
    assert_eq!(Label::NewGameButton.say(), en::label(Label::NewGameButton));
    // Then German, and German alone.
    learn(Lang::De, words::de());
    assert!(Lang::De.spoken() && !Lang::Es.spoken() && !Lang::Ar.spoken());
    assert_eq!(speaking(Lang::Es, language), Lang::En);
    assert_eq!(language(), Lang::De);
    assert_eq!(Label::NewGameButton.say(), de::label(Label::NewGameButton));
    assert_ne!(Label::NewGameButton.say(), en::label(Label::NewGameButton));
    assert_eq!(number(8_532), "8.532");
}

#[test]
fn every_language_says_its_own_words_and_numbers() {
    learn_every_language();
    let labels = [
        Label::NewGameButton,
        Label::Undo,
        Label::Score,
        Label::KeepGoing,
        Label::HowToPlay,
        Label::Off,
        Label::CreateGame,
    ];
    let texts = [
        Text::Crashed,
        Text::NotKept,
        Text::from(Line::UpdateReady),
        Text::from(ReplayLine::ReplayWhere {
            position: 3,
            len: 12,
        }),
        Text::from(Line::UndoUse(game2048_engine::UndoUse {
            allowed: true,
            used: 2,
        })),
        Text::from(ExtrasLine::Left {
            power: game2048_engine::Power::Swap,
            left: 2,
        }),
        Text::from(ExtrasLine::ChooseRemove),
        Text::from(ExtrasLine::Refused(game2048_engine::PowerError::WouldEmpty)),
        Text::from(ExtrasLine::TimeUp),
        // Why a record could not be opened, and why an import was refused: each
        // reason is a line of its own.
        Text::from(RecordLine(game2048_engine::RecordError::NotARecord)),
        Text::from(RecordLine(game2048_engine::RecordError::Newer)),
        Text::from(RecordLine(game2048_engine::RecordError::Damaged(
            "checksum",
        ))),
        Text::from(RecordLine(game2048_engine::RecordError::Diverged { at: 3 })),
        Text::from(Line::ImportNotOurs),
        Text::from(Line::ImportNewer {
            version: 2,
            reads: 1,
        }),
        Text::from(Line::ImportNoVersion),
        Text::from(Line::ImportDamaged {
            detail: "bests.classic: not a score".into(),
        }),
        Text::from(ExtrasLine::Cell {
            row: 0,
            col: 1,
            value: None,
        }),
        // Why a game object or a link's game is refused: every reason the builder's
        // fields can give, and each of a link's.
        Text::from(ConfigLine(ConfigReason::NoCell)),
        Text::from(ConfigLine(ConfigReason::MaxBelowMin { min: 3, got: 2 })),
        Text::from(ConfigLine(ConfigReason::NeedsInitialTiles)),
        Text::from(ConfigLine(ConfigReason::Charges { got: 100, max: 99 })),
        Text::from(ConfigLine(ConfigReason::Limit {
            got: 0,
            max: 100_000,
        })),
        Text::from(ConfigLine(ConfigReason::Written("must be an array".into()))),
        Text::from(SetupLine::SetupRefused(
            game2048_engine::SetupError::Value {
                value: 3,
                row: 0,
                col: 1,
            },
        )),
        Text::from(RequestLine(RequestError::Both)),
        // A widget's attributes, as the widget says them.
        Text::from(Line::GameRefused(RequestError::BadSeed("x".into()))),
        Text::from(Line::ThemeMustBe {
            given: "sepia".into(),
        }),
        Text::from(RequestLine(RequestError::UnknownPreset("6x6".into()))),
        Text::from(RequestLine(RequestError::BadSeed("-1".into()))),
        Text::from(RequestLine(RequestError::InvalidGame(
            game2048_engine::ConfigError {
                field: "limits.moves".into(),
                reason: ConfigReason::Limit {
                    got: 0,
                    max: 100_000,
                },
            },
        ))),
    ];
    let english: Vec<String> = labels
        .iter()
        .map(|l| l.say().to_string())
        .chain(texts.iter().map(Text::to_string))
        .collect();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let said: Vec<String> = speaking(lang, || {
            labels
                .iter()
                .map(|l| l.say().to_string())
                .chain(texts.iter().map(Text::to_string))
                .collect()
        });
        for (words, en) in said.iter().zip(&english) {
            assert!(
                !words.is_empty() && words != en,
                "{lang}: {words:?} is English"
            );
        }
    }
    let numbers: Vec<String> = Lang::ALL
        .into_iter()
        .map(|lang| speaking(lang, || number(8_532)))
        .collect();
    assert_eq!(
        numbers,
        ["8,532", "8.532", "8532", "8\u{a0}532", "8,532", "8,532"]
    );
    assert_eq!(speaking(Lang::Es, || number(12_345)), "12.345");
    assert_eq!(language(), Lang::En, "speaking ends with its call");
}

#[test]
fn how_to_play_is_said_for_the_game_and_the_hand_in_every_language() {
    use crate::help::{HowTo, Merging};
    learn_every_language();
    let classic = HowTo::classic(false);
    let hows = [
        classic,
        HowTo {
            touch: true,
            ..classic
        },
        HowTo {
            undo: false,
            ..classic
        },
        HowTo {
            merging: Merging::Runs(3),
            goal: Some(486),
            ..classic
        },
        HowTo {
            merging: Merging::Fibonacci,
            goal: Some(2584),
            holes: true,
            ..classic
        },
        HowTo {
            merging: Merging::Own,
            goal: None,
            ..classic
        },
    ];
    let english = classic.to_string();
    for lang in Lang::ALL {
        let said: Vec<String> = speaking(lang, || hows.iter().map(HowTo::to_string).collect());
        for (i, one) in said.iter().enumerate() {
            for other in &said[i + 1..] {
                assert_ne!(one, other, "{lang}: two games said alike");
            }
        }
        let [keys, touch, no_undo, triples, fibonacci, own] = &said[..] else {
            panic!("six sentences");
        };
        assert!(keys.contains("<strong>U</strong>"), "{lang}: {keys}");
        assert!(!no_undo.contains("<strong>U</strong>"), "{lang}: {no_undo}");
        let undo = speaking(lang, || Label::Undo.say());
        assert!(
            touch.contains(&format!("<strong>{undo}</strong>")),
            "{lang}: {touch}"
        );
        assert!(
            triples.contains("486") && triples.contains('3'),
            "{lang}: {triples}"
        );
        assert!(fibonacci.contains("2584"), "{lang}: {fibonacci}");
        assert!(!own.contains("2048"), "{lang}: {own}");
        assert_eq!(lang == Lang::En, *keys == english, "{lang}: {keys}");
    }
}

#[test]
fn tags_find_their_language() {
    assert_eq!(Lang::of_tag("de-AT"), Some(Lang::De));
    assert_eq!(Lang::of_tag("ZH_tw"), Some(Lang::Zh));
    assert_eq!(Lang::of_tag("ar-EG"), Some(Lang::Ar));
    assert_eq!(Lang::of_tag("fr"), None);
    assert_eq!(Lang::negotiate(["fr-FR", "ru", "en"]), Some(Lang::Ru));
    assert!(Lang::Ar.rtl() && !Lang::De.rtl());
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
