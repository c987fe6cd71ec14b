//! English: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use game2048_engine::{Direction, Power, PowerError};

use super::reason_sentence as reason;
use super::{
    AnalysisLine, BuilderLine, CardLine, ChallengeLine, ConfigLine, Ending, ExtrasLine, GamesLine,
    Label, Line, Merges, RecordLine, ReplayLine, RequestLine, SetupLine, Text,
};
use crate::ai;
use crate::daily::Attempt;
use crate::modes::Mode;
use crate::variant::VariantKind;

fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::Up => "up",
        Direction::Down => "down",
    }
}

/// `n` and its noun: "1 move", "12 moves", "1,024 moves".
fn plural(n: usize, one: &str, many: &str) -> String {
    let noun = if n == 1 { one } else { many };
    format!("{} {noun}", grouped(i64::try_from(n).unwrap_or(i64::MAX)))
}

/// A score and its noun: "1 point", "2,792 points" (a score may be below zero).
fn points(score: i64) -> String {
    let noun = if score == 1 { "point" } else { "points" };
    format!("{} {noun}", grouped(score))
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => " You win! Keep going or try again.",
        Ending::Over => " Game over!",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "Replay: move {position} of {len}")
}

/// A validator's reason as a notice says it: as it is, with a full stop (the quick
/// build says it, and carries no capitalizing for it).
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}.")
}

/// A named rule's short name (its own name for one this list misses: a test holds
/// every name of the registry to having words).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Two equal tiles",
        (Condition, "allEqual") => "A run of equal tiles",
        (Condition, "nonIncreasing") => "A run that never grows",
        (Condition, "fibonacci") => "Fibonacci neighbours",
        (Result | Score, "original2048") => "The sum",
        (Result, "tripleFirstMinusRest") => "Three times the first, minus the rest",
        (Score, "doubleFirstPlusRest") => "Twice the first, plus the rest",
        (Strategy, "shortest-match") => "As short as they can be",
        (Strategy, "longest-match") => "As long as they can be",
        (NewTile, "original2048") => "2s and 4s",
        (NewTile, "none") => "None",
        (NewTile, "fibonacci") => "1s and 2s",
        (NewTile, "triples") => "2s and 6s",
        (Win, "original2048") => "Make 2048",
        (Win, "hasTile32") => "Make 32",
        (Lose, "original2048") => "No move changes the board",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses: a test
/// holds every name of the registry to having words).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Two equal tiles merge, as in 2048.",
        (Condition, "allEqual") => "A run of equal tiles merges.",
        (Condition, "nonIncreasing") => {
            "A run where no tile is larger than the one before it merges."
        }
        (Condition, "fibonacci") => "Two neighbours in 1, 2, 3, 5, 8, 13... merge.",
        (Result, "original2048") => "It is the sum of the run.",
        (Result, "tripleFirstMinusRest") => "It is three times the first tile, minus the others.",
        (Score, "original2048") => "A merge scores the merged tile's sum.",
        (Score, "doubleFirstPlusRest") => "A merge scores twice the first tile plus the others.",
        (Strategy, "shortest-match") => "A run merges as soon as it is long enough.",
        (Strategy, "longest-match") => "A run merges as long as it can.",
        (NewTile, "original2048") => "After each move, a 2 (nine times in ten) or a 4.",
        (NewTile, "none") => "No new tiles: the game plays the tiles placed on the board.",
        (NewTile, "fibonacci") => "After each move, a 1 (nine times in ten) or a 2.",
        (NewTile, "triples") => "After each move, a 2 (nine times in ten) or a 6.",
        (Win, "original2048") => "Win by making 2048.",
        (Win, "hasTile32") => "Win by making 32.",
        (Lose, "original2048") => "The game is over when no move changes the board.",
        _ => "",
    }
}

/// `n` with a comma between thousands: 8,532.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn variant_name(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Preset(p) => p.name,
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "Custom game",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "Power-ups",
        Mode::Sprint => "Sprint",
        Mode::FiveHundredMoves => "500 moves",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "Score",
        Best => "Best",
        NewGameButton => "New game",
        Undo => "Undo",
        Redo => "Redo",
        DirectionPad => "Direction pad",
        MoveButton(direction) => match direction {
            Direction::Up => "Move up",
            Direction::Down => "Move down",
            Direction::Left => "Move left",
            Direction::Right => "Move right",
        },
        Games => "Games",
        Variant => "Variant",
        Dismiss => "Dismiss",
        Confirm => "Confirm",
        YouWin => "You win!",
        GameOver => "Game over!",
        KeepGoing => "Keep going",
        TryAgain => "Try again",
        EmptyCell => "empty",
        Hole => "hole",
        Hint => "Hint",
        Autoplay => "Autoplay",
        Speed => "Speed",
        Strength => "Strength",
        Replay => "Replay",
        Close => "Close",
        ToTheStart => "To the start",
        StepBack => "Step back",
        StepForward => "Step forward",
        ToTheEnd => "To the end",
        Play => "Play",
        Pause => "Pause",
        Position => "Position",
        Pace => "Pace",
        PlayFromHere => "Play from here",
        Share => "Share",
        WatchThisGame => "Watch this game",
        ShareThisGame => "Share this game",
        Export => "Export",
        Import => "Import",
        Watch => "Watch",
        StartOver => "Yes, start over",
        Cancel => "Cancel",
        OpenTheLinksGame => "Open the link's game",
        Challenge => "Challenge a friend",
        TakeTheChallenge => "Take the challenge",
        ShareImage => "Share image",
        KeepMyGame => "Keep my game",
        CouldNotStart => "This game could not start",
        Reload => "Reload",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => p.description,
        VariantDescription(VariantKind::Custom(_)) => "A game of your own rules.",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "Relaxed",
            ai::Speed::Normal => "Normal",
            ai::Speed::Quick => "Quick",
            ai::Speed::Fastest => "Fastest",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "Fast",
            ai::Strength::Strong => "Strong",
        },
        Analyse => "Analyse",
        CreateGame => "Create a game",
        YourVariants => "Your variants",
        Language => "Language",
        Theme => "Theme",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "System",
            crate::theme::Theme::Light => "Light",
            crate::theme::Theme::Dark => "Dark",
        },
        UndoSetting => "Undo",
        UndoAllowed => "Allowed",
        On => "On",
        Off => "Off",
        DpadSetting => "On-screen pad",
        SoundSetting => "Sound",
        AnimationSetting => "Animation",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "Normal",
            crate::motion::Motion::Fast => "Fast",
            crate::motion::Motion::Off => "Off",
        },
        PageTitle => "2048 – slide, merge, reach 2048",
        HowToPlay => "How to play",
    }
}

pub fn say(text: &Text, f: &mut Formatter<'_>) -> fmt::Result {
    use Text::*;
    match text {
        Silence => Ok(()),
        Line(said) => fmt::Display::fmt(said, f),
        Together(texts) => {
            for (i, text) in texts.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                say(text, f)?;
            }
            Ok(())
        }

        Board { rows, columns } => write!(f, "Board, {rows} rows by {columns} columns"),
        GameNoun(VariantKind::Preset(p)) => write!(f, "{} game", p.name),
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "{} game", variant_name(*kind))
        }
        GameNoun(VariantKind::Custom(_)) => f.write_str("custom game"),



        StartNewGameQuestion { noun } => write!(f, "Start a new {noun}? This game will be lost."),
        LinkQuestion { noun, seed } => write!(
            f,
            "This link opens a new {noun} (seed {seed}). Your game in progress will be lost."
        ),
        PlayFromHereQuestion => {
            f.write_str("Play on from here? Your game in progress will be lost.")
        }

        NewGameStarted { noun, ending: e } => write!(f, "New {noun}.{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "Moved {}.", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, " Merged into {value}.")?,
                Merges::Many { count, top } => write!(f, " {count} merges, up to {top}.")?,
            }
            write!(f, " Score {score}.{}", ending(*e))
        }
        Undone { score } => write!(f, "Move undone. Score {score}."),
        Redone => f.write_str("Redone."),
        PadConnected => f.write_str("Gamepad connected: the d-pad or the left stick moves, A gives a hint, B undoes, Start starts a new game."),
        KeptGoing => f.write_str("Keep going!"),

        MoveRefused { why } => write!(f, "That move was refused: {why}."),
        SavedGameUnreadable { why } => write!(f, "Your saved game could not be read ({why})."),
        SavedGameDamaged { why } => write!(
            f,
            "Your saved game was damaged and a new one has started ({why}). Best scores are kept."
        ),
        BestDamaged => f.write_str("A damaged best score was ignored."),
        BestUnreadable { why } => write!(f, "Your best score could not be read ({why})."),
        NotKept => f.write_str(
            "This browser is not letting the game save: you can play, but progress will not be kept.",
        ),
        LinkNotOpened { why, instead } => {
            f.write_str("This link could not be opened")?;
            match why {
                Some(why) => write!(f, ": {why}.")?,
                None => f.write_str(".")?,
            }
            if *instead {
                f.write_str(" Playing classic instead.")?;
            }
            Ok(())
        }
        ChallengeLinkNotOpened { why } => {
            write!(f, "This challenge link could not be opened: {why}.")
        }
        ChallengeQuestion { score } => write!(f, "A friend challenges you to beat {} from the same start. Your game in progress will be lost.", grouped(*score)),
        ChallengeTaken { score } => write!(f, "Challenge taken: beat {}. Same start, same new tiles.", grouped(*score)),
        ReplayLinkNotOpened { why } => write!(f, "This replay link could not be opened: {why}."),
        PartNotLoaded { why } => write!(
            f,
            "That part of the game could not load ({why}). The game plays on; try again later."
        ),
        GameNotOpened { why } => write!(
            f,
            "Your game could not be opened ({why}). It is kept; try again when you are online."
        ),


        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("Something went wrong and the game stopped. Your saved game is safe."),


        ApiNoPowerUps => f.write_str("swap, remove: this game has no power-ups"),
        ApiPowerUpArguments => f.write_str("swap takes two cells as [row, column], counted from 0; remove takes a tile's number"),
        ApiGone => f.write_str("this game is no longer on the page"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: the options could not be read ({})",
            why.as_deref().unwrap_or("they are not JSON data")
        ),
        ApiOptionsNotAnObject => {
            f.write_str("newGame: the options must be an object { preset?, game?, seed? }")
        }
        ApiUnknownOption { name } => {
            write!(f, "newGame: unknown option \"{name}\" (known: preset, game, seed)")
        }
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: {name} must be {}, got {got}",
            if *numbers {
                "a number or a string"
            } else {
                "a string"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo, redo: this game is played without undo"),
    }
}

mod lines;
mod panels;
#[cfg(not(feature = "english-lines"))]
pub use lines::unloaded;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::Day;
    use crate::variant::Variant;

    #[test]
    fn every_rule_of_the_registry_says_what_it_does() {
        use crate::copy::Family;
        use game2048_engine::registry::*;
        let families = [
            (Family::Condition, names(MERGE_CONDITIONS)),
            (Family::Result, names(MERGE_RESULTS)),
            (Family::Score, names(MERGE_SCORES)),
            (Family::NewTile, names(NEW_TILES)),
            (Family::Win, names(WIN_CONDITIONS)),
            (Family::Lose, names(LOSE_CONDITIONS)),
            (
                Family::Strategy,
                "shortest-match, longest-match".to_string(),
            ),
        ];
        for (family, names) in families {
            for name in names.split(", ") {
                let help = rule_help(family, name);
                assert!(help.ends_with('.'), "{family:?} {name}: {help:?}");
                assert_ne!(
                    rule_name(family, name),
                    name,
                    "{family:?} {name} has a name"
                );
            }
        }
    }

    #[test]
    fn a_days_result_reads_as_shared() {
        let day = Day::parse("2026-11-24").expect("a date");
        let line = |variant| GamesLine::DailyResult {
            variant,
            day,
            top: 1024,
            score: 8532,
            moves: 612,
        };
        assert_eq!(
            line(Variant::classic().kind).to_string(),
            "2048 · 2026-11-24 · 1024 · 8,532 points · 612 moves"
        );
        let five = VariantKind::from_key("5x5").expect("a preset");
        assert_eq!(
            line(five).to_string(),
            "2048 · 5x5 · 2026-11-24 · 1024 · 8,532 points · 612 moves"
        );
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(-999), "-999");
        assert_eq!(grouped(0), "0");
    }

    #[test]
    fn a_finished_games_row_groups_its_numbers_and_counts_in_the_singular() {
        let row = |score, moves| {
            GamesLine::FinishedGame {
                when: "12:00:00 PM".into(),
                score,
                top: 2048,
                moves,
                duration_ms: 754_000,
                won: true,
            }
            .to_string()
        };
        assert_eq!(
            row(27_792, 1_234),
            "12:00:00 PM: 27,792 points, top tile 2,048, 1,234 moves, 12:34, won"
        );
        assert_eq!(
            row(1, 1),
            "12:00:00 PM: 1 point, top tile 2,048, 1 move, 12:34, won"
        );
    }
}
