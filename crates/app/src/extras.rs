//! The extras: what the hosted page's first load leaves out (the Games panel, the
//! replay viewer, the AI's controls) and loads on first use; and [`Handover`], the one
//! value that crosses from the quick build to the full one.
//!
//! The page starts with a quick build of the game that has none of them; the first
//! message that needs one loads the full build, which takes the page over and performs
//! that message (the web layer's `handover` does the loading). An [`Extra`] names such
//! a message, so that it can cross from one build to the other.
//!
//! The AI's settings cross the same way (the quick build has the AI's controls, and a
//! player may pick a speed before pressing Autoplay). Replay links need the full build
//! too; they cross by staying in the address bar, where the full build reads them as
//! it starts.

use std::fmt;
use std::str::FromStr;

use game2048_engine::Record;

use super::ai::{Speed, Strength};
use super::history::Finished;
use super::model::builder::Build;
use super::model::variants::Saving;
use super::model::{Model, Msg};
use super::variant::VariantKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// Open the Games panel.
    Games,
    /// Show a hint.
    Hint,
    /// Start autoplay.
    Autoplay,
    /// Open the analysis panel.
    Analyse,
    /// Watch the game in progress again.
    WatchGame,
    /// Open the game builder.
    Create,
    /// Play a saved variant (the quick build lists them, but opens no custom game).
    PlaySaved {
        kind: VariantKind,
        seed: u64,
    },
    /// The AI's settings, as the quick build had them.
    Speed(Speed),
    Strength(Strength),
}

impl Extra {
    /// The settings that `model` hands over besides the extras asked for.
    pub fn settings(model: &Model) -> [Extra; 2] {
        [
            Extra::Speed(model.ai.speed),
            Extra::Strength(model.ai.strength),
        ]
    }

    /// The extra that `msg` needs, if it needs one. (Messages that only the extras'
    /// own controls send, such as a replay's steps, cannot arrive before them.)
    pub fn needed_by(msg: &Msg) -> Option<Extra> {
        match msg {
            Msg::ShowGames(true) => Some(Extra::Games),
            Msg::Hint => Some(Extra::Hint),
            Msg::ToggleAutoplay | Msg::Autoplay(true) => Some(Extra::Autoplay),
            Msg::ToggleAnalysis | Msg::Analyse(true) => Some(Extra::Analyse),
            Msg::WatchGame => Some(Extra::WatchGame),
            Msg::Build(Build::Open) => Some(Extra::Create),
            Msg::Variants(Saving::Play { kind, seed }) => Some(Extra::PlaySaved {
                kind: *kind,
                seed: *seed,
            }),
            _ => None,
        }
    }

    /// The message that the full build performs once it has taken over. (The quick
    /// build has no autoplay or analysis to toggle, so a toggle there is always "on".)
    pub fn msg(self) -> Msg {
        match self {
            Extra::Games => Msg::ShowGames(true),
            Extra::Hint => Msg::Hint,
            Extra::Autoplay => Msg::Autoplay(true),
            Extra::Analyse => Msg::Analyse(true),
            Extra::WatchGame => Msg::WatchGame,
            Extra::Create => Msg::Build(Build::Open),
            Extra::PlaySaved { kind, seed } => Msg::Variants(Saving::Play { kind, seed }),
            Extra::Speed(speed) => Msg::SetSpeed(speed),
            Extra::Strength(strength) => Msg::SetStrength(strength),
        }
    }
}

/// `games`, `hint`, `autoplay`, `analyse`, `watch`, `create`, `play:KEY:SEED`,
/// `speed:NAME`, `strength:NAME`: one word, so a list of them crosses as words separated
/// by spaces.
impl fmt::Display for Extra {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Extra::Games => f.write_str("games"),
            Extra::Hint => f.write_str("hint"),
            Extra::Autoplay => f.write_str("autoplay"),
            Extra::Analyse => f.write_str("analyse"),
            Extra::WatchGame => f.write_str("watch"),
            Extra::Create => f.write_str("create"),
            Extra::PlaySaved { kind, seed } => write!(f, "play:{kind}:{seed}"),
            Extra::Speed(speed) => write!(f, "speed:{}", speed.name()),
            Extra::Strength(strength) => write!(f, "strength:{}", strength.name()),
        }
    }
}

impl FromStr for Extra {
    type Err = String;

    fn from_str(word: &str) -> Result<Extra, String> {
        let extra = match word.split_once(':') {
            None => match word {
                "games" => Some(Extra::Games),
                "hint" => Some(Extra::Hint),
                "autoplay" => Some(Extra::Autoplay),
                "analyse" => Some(Extra::Analyse),
                "watch" => Some(Extra::WatchGame),
                "create" => Some(Extra::Create),
                _ => None,
            },
            Some(("play", rest)) => rest.split_once(':').and_then(|(key, seed)| {
                Some(Extra::PlaySaved {
                    kind: VariantKind::from_key(key)?,
                    seed: seed.parse().ok()?,
                })
            }),
            Some(("speed", name)) => name.parse().ok().map(Extra::Speed),
            Some(("strength", name)) => name.parse().ok().map(Extra::Strength),
            Some(_) => None,
        };
        extra.ok_or_else(|| format!("no extra is called \"{word}\""))
    }
}

/// What the quick build hands the full build as it takes the page over: the game on
/// screen, its best score, the extras to perform (the settings first) and the games
/// it finished. Encoded here alone, as versioned JSON text; the quick build only
/// writes it (it has no JSON reader), the full build only reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Handover {
    /// The game on screen, as its record's text; `None`: the full build opens the game
    /// kept in storage (the quick build mounted none).
    pub game: Option<String>,
    /// Its best score, as the quick game knew it (storage may be keeping nothing).
    pub best: i64,
    /// What the full build performs once it has taken over, in order.
    pub extras: Vec<Extra>,
    /// The games the quick build finished (timed), oldest first, for the history kept.
    pub finished: Vec<Finished>,
}

impl Handover {
    /// The format's first line: a full build reads only its own version.
    const HEADER: &str = "game2048-handover 1";

    /// What the quick game hands over: its game and best, its settings, then `asked`.
    pub fn of(model: &Model, asked: &[Extra], finished: Vec<Finished>) -> Handover {
        Handover {
            game: Some(model.record.encode(&model.game)),
            best: model.best,
            extras: Extra::settings(model)
                .into_iter()
                .chain(asked.iter().copied())
                .collect(),
            finished,
        }
    }

    /// Lines: the header, the game's record (empty for none), the best score, the
    /// extras as words, then one line for each finished game: its variant, score, top
    /// tile, moves, won (1 or 0), duration, time and record, separated by spaces. None
    /// of these can hold a space or a line break.
    pub fn encode(&self) -> String {
        let extras: Vec<String> = self.extras.iter().map(Extra::to_string).collect();
        let mut text = format!(
            "{}\n{}\n{}\n{}",
            Self::HEADER,
            self.game.as_deref().unwrap_or_default(),
            self.best,
            extras.join(" ")
        );
        for f in &self.finished {
            text += &format!(
                "\n{} {} {} {} {} {} {} {}",
                f.variant,
                f.score,
                f.top,
                f.moves,
                u8::from(f.won),
                f.duration_ms,
                f.finished_at,
                f.record
            );
        }
        text
    }

    /// Reads what [`Handover::encode`] wrote; anything else is refused with the reason.
    pub fn decode(text: &str) -> Result<Handover, String> {
        let mut lines = text.split('\n');
        let mut line = || lines.next().ok_or("it is cut short");
        let header = line()?;
        if header != Self::HEADER {
            return Err(format!("\"{header}\" is not \"{}\"", Self::HEADER));
        }
        let game = Some(line()?).filter(|g| !g.is_empty()).map(str::to_string);
        let best = line()?
            .parse()
            .map_err(|_| "its best score is not a whole number")?;
        let extras = line()?
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()?;
        let finished = lines.map(finished).collect::<Result<_, _>>()?;
        Ok(Handover {
            game,
            best,
            extras,
            finished,
        })
    }
}

/// One finished game's line of a hand-over.
fn finished(line: &str) -> Result<Finished, String> {
    let bad = || format!("a finished game is not as written: \"{line}\"");
    let fields: Vec<&str> = line.split(' ').collect();
    let [
        variant,
        score,
        top,
        moves,
        won,
        duration_ms,
        finished_at,
        record,
    ] = fields[..]
    else {
        return Err(bad());
    };
    let won = match won {
        "1" => true,
        "0" => false,
        _ => return Err(bad()),
    };
    Record::decode(record).map_err(|e| format!("a finished game's record: {e}"))?;
    Ok(Finished {
        variant: variant.to_string(),
        score: score.parse().map_err(|_| bad())?,
        top: top.parse().map_err(|_| bad())?,
        moves: moves.parse().map_err(|_| bad())?,
        won,
        duration_ms: duration_ms.parse().map_err(|_| bad())?,
        finished_at: finished_at.parse().map_err(|_| bad())?,
        record: record.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_extra_crosses_as_one_word_and_asks_for_itself() {
        for extra in [
            Extra::Games,
            Extra::Hint,
            Extra::Autoplay,
            Extra::Analyse,
            Extra::WatchGame,
            Extra::Create,
            Extra::PlaySaved {
                kind: VariantKind::Custom(0xe176_0b99_318c_fadd),
                seed: u64::MAX,
            },
        ] {
            assert!(!extra.to_string().contains(' '));
            assert_eq!(extra.to_string().parse::<Extra>(), Ok(extra));
            assert_eq!(Extra::needed_by(&extra.msg()), Some(extra));
        }
        for speed in Speed::ALL {
            let word = Extra::Speed(speed).to_string();
            assert!(!word.contains(' '));
            assert_eq!(word.parse::<Extra>(), Ok(Extra::Speed(speed)));
        }
        for strength in Strength::ALL {
            let word = Extra::Strength(strength).to_string();
            assert_eq!(word.parse::<Extra>(), Ok(Extra::Strength(strength)));
            assert_eq!(Extra::Strength(strength).msg(), Msg::SetStrength(strength));
        }
        for bad in [
            "Games",
            "",
            "speed:",
            "speed:warp",
            "strength:fastest",
            "x:y",
            "hint:",
            "play:custom-e1760b99318cfadd",
            "play:custom-e1760b99318cfadd:x",
            "play:nope:1",
        ] {
            assert!(bad.parse::<Extra>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_settings_cross_as_the_model_has_them() {
        let (mut model, _) = Model::init(None, None, crate::variant::Variant::classic(), 7);
        model.update(Msg::SetSpeed(Speed::Fastest));
        model.update(Msg::SetStrength(Strength::Strong));
        assert_eq!(
            Extra::settings(&model),
            [
                Extra::Speed(Speed::Fastest),
                Extra::Strength(Strength::Strong)
            ]
        );
    }

    #[test]
    fn the_game_itself_needs_no_extra() {
        use game2048_engine::Direction;
        for msg in [
            Msg::Move(Direction::Left),
            Msg::Undo,
            Msg::KeepPlaying,
            Msg::DismissNotice,
            Msg::ShowGames(false),
            Msg::Autoplay(false),
            Msg::Confirm,
            Msg::Build(Build::Close),
            Msg::Variants(Saving::Save),
        ] {
            assert_eq!(Extra::needed_by(&msg), None, "{msg:?}");
        }
        assert_eq!(
            Extra::needed_by(&Msg::ToggleAutoplay),
            Some(Extra::Autoplay)
        );
    }

    #[test]
    fn a_handover_crosses_whole_and_nothing_else_is_read_as_one() {
        let (mut model, _) = Model::init(None, None, crate::variant::Variant::classic(), 7);
        model.update(Msg::SetSpeed(Speed::Quick));
        model.update(Msg::Move(game2048_engine::Direction::Left));
        model.best = i64::MAX;
        let finished = vec![Finished {
            variant: "3x3".into(),
            score: 12,
            top: 8,
            moves: 4,
            won: false,
            duration_ms: 0,
            finished_at: 0,
            record: model.record.encode(&model.game),
        }];
        let handed = Handover::of(&model, &[Extra::Games, Extra::Hint], finished);
        assert_eq!(
            handed.extras,
            [
                Extra::Speed(Speed::Quick),
                Extra::Strength(Strength::Fast),
                Extra::Games,
                Extra::Hint
            ]
        );
        let text = handed.encode();
        assert_eq!(Handover::decode(&text), Ok(handed.clone()));
        // No game handed (the quick build mounted none): still one value.
        let none = Handover::default();
        assert_eq!(Handover::decode(&none.encode()), Ok(none));
        for bad in [
            String::new(),
            "[]".into(),
            text.replace("handover 1", "handover 2"),
            text.replace(&format!("\n{}\n", i64::MAX), "\n9.5\n"),
            text.replace("speed:quick", "speed:warp"),
            text.replace(" 12 8 4 0 ", " 12 8 4 2 "),
            text.replace(" 12 8 4 0 ", " 12 8 4 0 0 "),
            text.replace("3x3", "3 x3"),
            format!("{text}\nclassic 1 2 3 0 4 5 r1.damaged"),
            // Cut short before the extras' line.
            text.split('\n').take(3).collect::<Vec<_>>().join("\n"),
        ] {
            assert!(Handover::decode(&bad).is_err(), "{bad}");
        }
    }
}
