//! German: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use crate::request::{RequestError, known_presets};
use game2048_engine::{ConfigReason, Direction, Power, PowerError, SetupError};

use super::{
    AnalysisLine, BuilderLine, CardLine, ChallengeLine, ConfigLine, Ending, ExtrasLine, GamesLine,
    Label, Line, Merges, RecordLine, ReplayLine, RequestLine, SetupLine, Text,
};
use crate::ai;
use crate::daily::Attempt;
use crate::modes::Mode;
use crate::variant::VariantKind;

/// A direction as a move goes ("nach links").
fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "links",
        Direction::Right => "rechts",
        Direction::Up => "oben",
        Direction::Down => "unten",
    }
}

/// `n` and its noun: "1 Zug", "12 Züge" (German: one for 1, other for the rest).
fn plural(n: i64, one: &str, other: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { other })
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => " Gewonnen! Spiel weiter oder versuch es noch einmal.",
        Ending::Over => " Spiel vorbei!",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "Wiederholung: Zug {} von {}",
        grouped(position as i64),
        grouped(len as i64)
    )
}

/// A validator's reason as a notice says it: as it is, with a full stop.
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}.")
}

/// A named rule's short name (its own name for one this list misses).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Zwei gleiche Steine",
        (Condition, "allEqual") => "Eine Reihe gleicher Steine",
        (Condition, "nonIncreasing") => "Eine Reihe, die nie wächst",
        (Condition, "fibonacci") => "Fibonacci-Nachbarn",
        (Result | Score, "original2048") => "Die Summe",
        (Result, "tripleFirstMinusRest") => "Dreimal der erste, minus der Rest",
        (Score, "doubleFirstPlusRest") => "Zweimal der erste, plus der Rest",
        (Strategy, "shortest-match") => "So kurz wie möglich",
        (Strategy, "longest-match") => "So lang wie möglich",
        (NewTile, "original2048") => "2er und 4er",
        (NewTile, "none") => "Keine",
        (NewTile, "fibonacci") => "1er und 2er",
        (NewTile, "triples") => "2er und 6er",
        (Win, "original2048") => "2048 erreichen",
        (Win, "hasTile32") => "32 erreichen",
        (Lose, "original2048") => "Kein Zug verändert das Spielfeld",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Zwei gleiche Steine verschmelzen, wie in 2048.",
        (Condition, "allEqual") => "Eine Reihe gleicher Steine verschmilzt.",
        (Condition, "nonIncreasing") => {
            "Eine Reihe, in der kein Stein größer ist als der vor ihm, verschmilzt."
        }
        (Condition, "fibonacci") => "Zwei Nachbarn in 1, 2, 3, 5, 8, 13 … verschmelzen.",
        (Result, "original2048") => "Er ist die Summe der Reihe.",
        (Result, "tripleFirstMinusRest") => "Er ist dreimal der erste Stein, minus die übrigen.",
        (Score, "original2048") => {
            "Eine Verschmelzung bringt die Summe der verschmolzenen Steine als Punkte."
        }
        (Score, "doubleFirstPlusRest") => {
            "Eine Verschmelzung bringt zweimal den ersten Stein plus die übrigen als Punkte."
        }
        (Strategy, "shortest-match") => "Eine Reihe verschmilzt, sobald sie lang genug ist.",
        (Strategy, "longest-match") => "Eine Reihe verschmilzt, so lang sie kann.",
        (NewTile, "original2048") => "Nach jedem Zug eine 2 (in neun von zehn Fällen) oder eine 4.",
        (NewTile, "none") => {
            "Keine neuen Steine: Gespielt wird mit den Steinen, die auf dem Spielfeld liegen."
        }
        (NewTile, "fibonacci") => "Nach jedem Zug eine 1 (in neun von zehn Fällen) oder eine 2.",
        (NewTile, "triples") => "Nach jedem Zug eine 2 (in neun von zehn Fällen) oder eine 6.",
        (Win, "original2048") => "Gewinne, indem du 2048 erreichst.",
        (Win, "hasTile32") => "Gewinne, indem du 32 erreichst.",
        (Lose, "original2048") => "Das Spiel ist vorbei, wenn kein Zug das Spielfeld verändert.",
        _ => "",
    }
}

/// `n` with a full stop between thousands: 8.532.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('.');
        }
        out.push(c);
    }
    out
}

fn variant_name(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Preset(p) => match p.id {
            "classic" => "Klassik",
            "donut" => "Donut",
            "fibonacci" => "Fibonacci",
            "triples" => "Tripel",
            _ => p.name,
        },
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "Eigenes Spiel",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "Extras",
        Mode::Sprint => "Sprint",
        Mode::FiveHundredMoves => "500 Züge",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "Punkte",
        Best => "Rekord",
        NewGameButton => "Neues Spiel",
        Undo => "Rückgängig",
        Redo => "Wiederholen",
        DirectionPad => "Richtungstasten",
        MoveButton(direction) => match direction {
            Direction::Up => "Nach oben",
            Direction::Down => "Nach unten",
            Direction::Left => "Nach links",
            Direction::Right => "Nach rechts",
        },
        Games => "Spiele",
        Variant => "Variante",
        Dismiss => "Ausblenden",
        Confirm => "Bestätigen",
        YouWin => "Gewonnen!",
        GameOver => "Spiel vorbei!",
        KeepGoing => "Weiterspielen",
        TryAgain => "Nochmal versuchen",
        EmptyCell => "leer",
        Hole => "Loch",
        Hint => "Tipp",
        Autoplay => "Autoplay",
        Speed => "Geschwindigkeit",
        Strength => "Stärke",
        Replay => "Wiederholung",
        Close => "Schließen",
        ToTheStart => "Zum Anfang",
        StepBack => "Schritt zurück",
        StepForward => "Schritt vor",
        ToTheEnd => "Zum Ende",
        Play => "Abspielen",
        Pause => "Pause",
        Position => "Position",
        Pace => "Tempo",
        PlayFromHere => "Ab hier spielen",
        Share => "Teilen",
        WatchThisGame => "Dieses Spiel ansehen",
        ShareThisGame => "Dieses Spiel teilen",
        Export => "Exportieren",
        Import => "Importieren",
        Watch => "Ansehen",
        StartOver => "Ja, neu anfangen",
        Cancel => "Abbrechen",
        OpenTheLinksGame => "Spiel aus dem Link öffnen",
        Challenge => "Freund herausfordern",
        TakeTheChallenge => "Herausforderung annehmen",
        ShareImage => "Bild teilen",
        KeepMyGame => "Mein Spiel behalten",
        CouldNotStart => "Dieses Spiel konnte nicht starten",
        Reload => "Neu laden",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => match p.id {
            "classic" => "4x4: Verbinde gleiche Steine, bis du 2048 erreichst.",
            "3x3" => "Neun Felder: Erreiche 256.",
            "5x5" => "Mehr Platz, dasselbe Ziel.",
            "6x6" => "Ein geräumiges Spielfeld für lange Partien.",
            "8x8" => "Vierundsechzig Felder: Spiel, so lange du willst.",
            "donut" => "Das Beispiel aus custom-game.md: 3x3 ohne Mitte, erreiche 32.",
            "fibonacci" => "Nachbarn in 1, 1, 2, 3, 5, 8 … verbinden sich: Erreiche 2.584.",
            "triples" => {
                "5x5, drei gleiche Steine in einer Reihe verbinden sich zu ihrer Summe: Erreiche 486."
            }
            _ => p.description,
        },
        VariantDescription(VariantKind::Custom(_)) => "Ein Spiel nach deinen eigenen Regeln.",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "Gemächlich",
            ai::Speed::Normal => "Normal",
            ai::Speed::Quick => "Schnell",
            ai::Speed::Fastest => "Am schnellsten",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "Schnell",
            ai::Strength::Strong => "Stark",
        },
        Analyse => "Analysieren",
        CreateGame => "Spiel erstellen",
        YourVariants => "Eigene Varianten",
        Language => "Sprache",
        Theme => "Design",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "System",
            crate::theme::Theme::Light => "Hell",
            crate::theme::Theme::Dark => "Dunkel",
        },
        UndoSetting => "Rückgängig",
        UndoAllowed => "Erlaubt",
        On => "An",
        Off => "Aus",
        DpadSetting => "Richtungstasten",
        SoundSetting => "Ton",
        AnimationSetting => "Animation",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "Normal",
            crate::motion::Motion::Fast => "Schnell",
            crate::motion::Motion::Off => "Aus",
        },
        PageTitle => "2048 – schieben, verschmelzen, 2048 erreichen",
        HowToPlay => "Spielanleitung",
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

        Board { rows, columns } => write!(
            f,
            "Spielfeld, {} mal {}",
            plural(*rows as i64, "Zeile", "Zeilen"),
            plural(*columns as i64, "Spalte", "Spalten")
        ),
        GameNoun(VariantKind::Preset(p)) => {
            write!(f, "{}-Spiel", variant_name(VariantKind::Preset(p)))
        }
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "Spiel „{}“", variant_name(*kind))
        }
        GameNoun(VariantKind::Custom(_)) => f.write_str("eigenes Spiel"),

        StartNewGameQuestion { noun } => {
            write!(f, "Ein neues {noun} starten? Dieses Spiel geht verloren.")
        }
        LinkQuestion { noun, seed } => write!(
            f,
            "Dieser Link öffnet ein neues {noun} (Startwert {seed}). Dein laufendes Spiel geht verloren."
        ),
        PlayFromHereQuestion => {
            f.write_str("Ab hier weiterspielen? Dein laufendes Spiel geht verloren.")
        }

        NewGameStarted { noun, ending: e } => write!(f, "Neues {noun}.{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "Nach {} geschoben.", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, " Zu {} verschmolzen.", grouped(*value))?,
                Merges::Many { count, top } => write!(
                    f,
                    " {}, bis {}.",
                    plural(*count as i64, "Verschmelzung", "Verschmelzungen"),
                    grouped(*top)
                )?,
            }
            write!(f, " Punkte: {}.{}", grouped(*score), ending(*e))
        }
        Undone { score } => write!(f, "Zug rückgängig gemacht. Punkte: {}.", grouped(*score)),
        Redone => f.write_str("Wiederholt."),
        PadConnected => f.write_str("Gamepad verbunden: Steuerkreuz oder linker Stick schieben, A gibt einen Tipp, B macht rückgängig, Start beginnt ein neues Spiel."),
        KeptGoing => f.write_str("Weiter geht’s!"),

        MoveRefused { why } => write!(f, "Dieser Zug wurde abgelehnt: {why}."),
        SavedGameUnreadable { why } => {
            write!(f, "Dein gespeichertes Spiel konnte nicht gelesen werden ({why}).")
        }
        SavedGameDamaged { why } => write!(
            f,
            "Dein gespeichertes Spiel war beschädigt, ein neues hat begonnen ({why}). Die Rekorde bleiben erhalten."
        ),
        BestDamaged => f.write_str("Ein beschädigter Rekord wurde ignoriert."),
        BestUnreadable { why } => write!(f, "Dein Rekord konnte nicht gelesen werden ({why})."),
        NotKept => f.write_str(
            "Dieser Browser lässt das Spiel nicht speichern: Du kannst spielen, aber der Fortschritt bleibt nicht erhalten.",
        ),
        LinkNotOpened { why, instead } => {
            f.write_str("Dieser Link konnte nicht geöffnet werden")?;
            match why {
                Some(why) => write!(f, ": {why}.")?,
                None => f.write_str(".")?,
            }
            if *instead {
                f.write_str(" Stattdessen wird Klassik gespielt.")?;
            }
            Ok(())
        }
        ChallengeLinkNotOpened { why } => {
            write!(f, "Dieser Herausforderungslink konnte nicht geöffnet werden: {why}.")
        }
        ChallengeQuestion { score } => write!(f, "Jemand fordert dich heraus, {} Punkte vom selben Start aus zu schlagen. Dein laufendes Spiel geht verloren.", grouped(*score)),
        ChallengeTaken { score } => write!(f, "Herausforderung angenommen: schlage {}. Gleicher Start, gleiche neue Kacheln.", grouped(*score)),
        ReplayLinkNotOpened { why } => {
            write!(f, "Dieser Wiederholungslink konnte nicht geöffnet werden: {why}.")
        }
        PartNotLoaded { why } => write!(
            f,
            "Dieser Teil des Spiels konnte nicht geladen werden ({why}). Das Spiel läuft weiter; versuch es später noch einmal."
        ),
        GameNotOpened { why } => write!(
            f,
            "Dein Spiel konnte nicht geöffnet werden ({why}). Es bleibt erhalten; versuch es noch einmal, wenn du online bist."
        ),

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str(
            "Etwas ist schiefgelaufen, und das Spiel wurde angehalten. Dein gespeichertes Spiel ist sicher.",
        ),

        ApiNoPowerUps => f.write_str("swap, remove: dieses Spiel hat keine Extras"),
        ApiPowerUpArguments => f.write_str("swap nimmt zwei Felder als [Zeile, Spalte], ab 0 gezählt; remove nimmt die Zahl eines Steins"),
        ApiGone => f.write_str("dieses Spiel ist nicht mehr auf der Seite"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: die Optionen konnten nicht gelesen werden ({})",
            why.as_deref().unwrap_or("sie sind keine JSON-Daten")
        ),
        ApiOptionsNotAnObject => f.write_str(
            "newGame: die Optionen müssen ein Objekt { preset?, game?, seed? } sein",
        ),
        ApiUnknownOption { name } => write!(
            f,
            "newGame: unbekannte Option \"{name}\" (bekannt: preset, game, seed)"
        ),
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: {name} muss {} sein, erhalten: {got}",
            if *numbers {
                "eine Zahl oder ein String"
            } else {
                "ein String"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo, redo: dieses Spiel wird ohne Rückgängigmachen gespielt"),
    }
}

mod lines;
mod panels;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};
