//! The extras: what the hosted page's first load leaves out (the Games panel, the
//! replay viewer, the AI's controls) and loads on first use.
//!
//! The page starts with a quick build of the game that has none of them; the first
//! message that needs one loads the full build, which takes the page over and performs
//! that message (the web layer's `handover` does the loading). An [`Extra`] names such
//! a message, so that it can cross from one build to the other as text.
//!
//! The AI's settings cross the same way (the quick build has the AI's controls, and a
//! player may pick a speed before pressing Autoplay). Replay links need the full build
//! too; they cross by staying in the address bar, where the full build reads them as
//! it starts.

use std::fmt;
use std::str::FromStr;

use super::ai::{Speed, Strength};
use super::model::{Model, Msg};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// Open the Games panel.
    Games,
    /// Show a hint.
    Hint,
    /// Start autoplay.
    Autoplay,
    /// Watch the game in progress again.
    WatchGame,
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
            Msg::WatchGame => Some(Extra::WatchGame),
            _ => None,
        }
    }

    /// The message that the full build performs once it has taken over. (The quick
    /// build has no autoplay to toggle, so a toggle there is always "on".)
    pub fn msg(self) -> Msg {
        match self {
            Extra::Games => Msg::ShowGames(true),
            Extra::Hint => Msg::Hint,
            Extra::Autoplay => Msg::Autoplay(true),
            Extra::WatchGame => Msg::WatchGame,
            Extra::Speed(speed) => Msg::SetSpeed(speed),
            Extra::Strength(strength) => Msg::SetStrength(strength),
        }
    }
}

/// `games`, `hint`, `autoplay`, `watch`, `speed:NAME`, `strength:NAME`: one word, so a
/// list of them crosses as words separated by spaces.
impl fmt::Display for Extra {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Extra::Games => f.write_str("games"),
            Extra::Hint => f.write_str("hint"),
            Extra::Autoplay => f.write_str("autoplay"),
            Extra::WatchGame => f.write_str("watch"),
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
                "watch" => Some(Extra::WatchGame),
                _ => None,
            },
            Some(("speed", name)) => Speed::parse(name).map(Extra::Speed),
            Some(("strength", name)) => Strength::parse(name).map(Extra::Strength),
            Some(_) => None,
        };
        extra.ok_or_else(|| format!("no extra is called {word:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_extra_crosses_as_one_word_and_asks_for_itself() {
        for extra in [Extra::Games, Extra::Hint, Extra::Autoplay, Extra::WatchGame] {
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
        ] {
            assert_eq!(Extra::needed_by(&msg), None, "{msg:?}");
        }
        assert_eq!(
            Extra::needed_by(&Msg::ToggleAutoplay),
            Some(Extra::Autoplay)
        );
    }
}
