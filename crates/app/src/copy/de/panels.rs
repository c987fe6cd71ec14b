//! German: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
        YourGames { variant } => match variant {
            VariantKind::Preset(_) => write!(f, "Deine {}-Spiele", variant_name(*variant)),
            VariantKind::Custom(_) => f.write_str("Deine eigenen Spiele"),
        },
        YourGamesOf { name } => write!(f, "Deine Spiele mit „{name}“"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "{} gespielt · {} gewonnen ({}\u{a0}%) · Rekord {}",
            grouped(*played as i64),
            grouped(*won as i64),
            grouped(*rate as i64),
            grouped(*best)
        ),
        TopTiles { reached } => {
            f.write_str("Höchste erreichte Steine: ")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(f, "{between}{} in {}", grouped(*tile), grouped(*n as i64))?;
            }
            Ok(())
        }
        FinishedGame {
            when,
            score,
            top,
            moves,
            duration_ms,
            won,
        } => {
            let (minutes, seconds) = (duration_ms / 60_000, duration_ms / 1_000 % 60);
            let won = if *won { ", gewonnen" } else { "" };
            write!(
                f,
                "{when}: {}, höchster Stein {}, {}, {minutes}:{seconds:02}{won}",
                plural(*score, "Punkt", "Punkte"),
                grouped(*top),
                plural(*moves as i64, "Zug", "Züge")
            )
        }

        TodaysGame => f.write_str("Spiel des Tages"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "Das ist das Spiel vom {day}, für alle gleich: Es zählt der erste Versuch, der heute endet."
            ),
            Attempt::Practice => write!(
                f,
                "Das ist das Spiel vom {day}: Übung, dieser Versuch zählt nicht."
            ),
            Attempt::Ended => write!(f, "Das war das Spiel vom {day}."),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "Spiele des Tages: {} gespielt; Serie {}, längste {}.",
            grouped(*played as i64),
            grouped(i64::from(*streak)),
            grouped(i64::from(*longest))
        ),
        DailyResult {
            variant,
            day,
            top,
            score,
            moves,
        } => {
            f.write_str("2048 · ")?;
            if !matches!(variant, VariantKind::Preset(p) if p.id == "classic") {
                write!(f, "{} · ", variant_name(*variant))?;
            }
            write!(
                f,
                "{day} · {top} · {} · {}",
                plural(*score, "Punkt", "Punkte"),
                plural(*moves as i64, "Zug", "Züge")
            )
        }
        ShareResult => f.write_str("Heutiges Ergebnis teilen"),
        BestDays { days } => {
            f.write_str("Beste Tage:")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { " " } else { "; " };
                write!(f, "{sep}{day}, {}", plural(*score, "Punkt", "Punkte"))?;
            }
            f.write_str(".")
        }
        DailyMark { day, counted } => {
            write!(f, "Spiel vom {day}")?;
            f.write_str(if *counted { "" } else { " (Übung)" })
        }
        ReviewedMark { accuracy } => {
            write!(f, "Ausgewertet: {}\u{a0}%", grouped(i64::from(*accuracy)))
        }
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "Restzeit {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

        Review => f.write_str("Auswertung"),
        Reviewing { done, of } => write!(
            f,
            "Auswertung: Zug {} von {}…",
            grouped(*done as i64),
            grouped(*of as i64)
        ),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "{} ausgewertet: im Schnitt {}\u{a0}% so gut wie die Züge der KI; {} viel schlechter als die der KI.",
            plural(*moves as i64, "Zug", "Züge"),
            grouped(i64::from(*accuracy)),
            plural(*mistakes as i64, "Zug", "Züge"),
        ),
        ReviewChart => f.write_str("Wie gut jeder Zug war, als Anteil am besten Zug der KI"),
        ReviewHelp => f.write_str(
            "Jeder Punkt ist ein Zug: oben so gut wie die Wahl der KI, weiter unten schlechter. Rote Punkte sind die Züge, die viel schlechter waren als die der KI. Klicke auf das Diagramm, um zu einem Zug zu springen.",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "Zug {}: nach {} ({}\u{a0}%); die KI zieht nach {}.",
            grouped(*number as i64),
            direction(*played),
            grouped(i64::from(*quality)),
            direction(*best)
        ),
        NoMistakes => f.write_str("Kein Zug war viel schlechter als der der KI."),
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
        AnalysisTitle => f.write_str("Analyse"),
        MoveColumn => f.write_str("Zug"),
        PointsColumn => f.write_str("Punkte"),
        OverColumn => f.write_str("Spielende"),
        BestBadge => f.write_str("Bester"),
        DirectionName(d) => f.write_str(match d {
            Direction::Left => "Links",
            Direction::Right => "Rechts",
            Direction::Up => "Oben",
            Direction::Down => "Unten",
        }),
        AnalysisCaption { horizon } => {
            if *horizon == 1 {
                f.write_str("Punkte im nächsten Zug")?;
            } else {
                write!(
                    f,
                    "Punkte in den nächsten {} Zügen",
                    grouped(i64::from(*horizon))
                )?;
            }
            f.write_str(
                " im Schnitt, ± wie weit der wahre Wert abweichen kann (in 95\u{a0}% der Fälle), und wie oft das Spiel bis dahin vorbei ist.",
            )
        }
        Figure {
            value,
            margin,
            percent,
        } => {
            let unit = if *percent { "\u{a0}%" } else { "" };
            match margin {
                Some(m) => write!(f, "{}{unit} ± {}{unit}", grouped(*value), grouped(*m)),
                None => write!(f, "{}{unit} ± ?", grouped(*value)),
            }
        }
        ChangesNothing => f.write_str("ändert nichts"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "Bester Zug: nach {}", direction(*d))?;
            f.write_str(if *clear {
                ", eindeutig."
            } else {
                ", aber knapp: Die Spannen überschneiden sich."
            })
        }
        NoMoveChangesThisBoard => f.write_str("Kein Zug verändert dieses Spielfeld."),
        PlayedOut { trials } => write!(
            f,
            "Jeder Zug wurde {}-mal durchgespielt.",
            grouped(i64::from(*trials))
        ),
        Analysing => f.write_str("Analyse läuft…"),
        AnalysisWaits => f.write_str("Die Analyse wartet, solange Autoplay spielt."),
        BestMoveMark { direction: d } => write!(f, "Bester Zug: nach {}", direction(*d)),
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("Stellung aufbauen"),
        SetupHelp => f.write_str(
            "Wähle einen Wert und klicke oder tippe dann auf Felder, um ihn zu setzen. Tasten: Die Pfeile bewegen, + und − ändern den Wert, Entf leert das Feld.",
        ),
        SetupValues => f.write_str("Werte"),
        EmptyValue => f.write_str("Leer"),
        ClearBoard => f.write_str("Spielfeld leeren"),
        SetupCell { row, col, value } => {
            write!(
                f,
                "Zeile {}, Spalte {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("leer"),
            }
        }
        NothingToPlay => f.write_str(
            "Kein Zug verändert dieses Spielfeld, es gibt also nichts zu spielen: Setze Steine, die sich verschieben oder verschmelzen lassen.",
        ),
        SetupRefused(why) => {
            f.write_str("Diese Stellung kann nicht gespielt werden: ")?;
            match why {
                SetupError::Cells { expected, got } => write!(f, "das Spielfeld hat {got} Felder, diese Regeln {expected}")?,
                SetupError::OnAHole { row, col } => write!(f, "Zeile {}, Spalte {} ist kein Feld dieses Spielfelds", row + 1, col + 1)?,
                SetupError::Value { value, row, col } => write!(f, "diese Regeln erzeugen nie eine {} (Zeile {}, Spalte {})", grouped(*value), row + 1, col + 1)?,
            }
            f.write_str(".")
        }
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
        StartFrom => f.write_str("Beginnen mit"),
        APreset => f.write_str("einer Vorlage…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(
                f,
                "Zeile {}, Spalte {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match (hole, tile) {
                (true, _) => f.write_str("Loch"),
                (false, Some(v)) => write!(f, "Feld mit einer {}", grouped(*v)),
                (false, None) => f.write_str("Feld"),
            }
        }
        BoardSize => f.write_str("Spielfeld"),
        Rows => f.write_str("Zeilen"),
        Columns => f.write_str("Spalten"),
        PainterHelp => f.write_str(
            "Klicke, tippe oder ziehe über die Felder, um Löcher (und wieder Felder) zu machen, oder wähle einen Stein, um ihn stattdessen auf ein Feld zu setzen.",
        ),
        Paint => f.write_str("Malen"),
        BrushCells => f.write_str("Felder und Löcher"),
        BrushTile => f.write_str("Stein"),
        NoTile => f.write_str("Kein Stein"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "Was verschmilzt",
            crate::copy::Family::Result => "Der neue Stein",
            crate::copy::Family::Score => "Punkte",
            crate::copy::Family::Strategy => "Reihen",
            crate::copy::Family::NewTile => "Neue Steine",
            crate::copy::Family::Win => "Sieg",
            crate::copy::Family::Lose => "Niederlage",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("Kürzeste Verschmelzung"),
        LongestMerge => f.write_str("Längste Verschmelzung"),
        AsLongAsTheBoard => f.write_str("so lang wie das Spielfeld"),
        ReachTile => f.write_str("Stein erreichen"),
        ReachTileHelp { value } => {
            write!(f, "Gewinne, indem du eine {} erreichst.", grouped(*value))
        }
        PowerUpsAndLimits => f.write_str("Extras und Grenzen"),
        StartCharges(Power::Swap) => f.write_str("Tauschen"),
        StartCharges(Power::Remove) => f.write_str("Entfernen"),
        StartCharges(Power::Undo) => f.write_str("Rückgängig"),
        MoveLimit => f.write_str("Zuglimit"),
        TimeLimit => f.write_str("Zeitlimit (Sekunden)"),
        NoLimitHelp => f.write_str("Ein Extra mit 0 und ein leeres Limit gibt es nicht."),
        RulesMakeAGame => f.write_str("Diese Regeln ergeben ein Spiel."),
        RulesMakeNoGame => f.write_str(
            "Diese Regeln ergeben noch kein Spiel: Sieh dir das markierte Feld an.",
        ),
        PlayThisGame => f.write_str("Dieses Spiel spielen"),
        CopyLink => f.write_str("Link kopieren"),
        CopyEmbedCode => f.write_str("Einbettungscode kopieren"),
        VariantNameField => f.write_str("Name"),
        SaveAsVariant => f.write_str("Als Variante speichern"),
        Rename => f.write_str("Umbenennen"),
        SaveName => f.write_str("Name speichern"),
        Delete => f.write_str("Löschen"),
        EditVariant => f.write_str("Bearbeiten"),
        PlayVariant => f.write_str("Spielen"),
        DeleteQuestion { name } => write!(
            f,
            "„{name}“ löschen? Rekord und beendete Spiele bleiben erhalten und kehren zurück, wenn du die Regeln wieder speicherst."
        ),
        VariantsUnread { count } => {
            let one = *count == 1;
            write!(
                f,
                "{} {} nicht gelesen werden; {} unverändert erhalten.",
                plural(
                    *count as i64,
                    "gespeicherte Variante",
                    "gespeicherte Varianten"
                ),
                if one { "konnte" } else { "konnten" },
                if one { "sie bleibt" } else { "sie bleiben" },
            )
        }
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "Tauschen",
        Power::Remove => "Entfernen",
        Power::Undo => "Rückgängig",
    };
    match line {
        PowerUps => f.write_str("Extras"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => write!(f, "{}: noch {}", name(power), grouped(i64::from(*left))),
        MovesLeft => f.write_str("Züge übrig"),
        TimeLeft => f.write_str("Zeit"),
        ChooseFirst => f.write_str("Tauschen: Wähle einen Stein, dann den, mit dem er tauscht. Esc legt es weg."),
        ChooseSecond => f.write_str("Jetzt den Stein, mit dem er tauscht."),
        ChooseRemove => f.write_str("Entfernen: Wähle einen Stein, und jeder Stein seiner Zahl verschwindet. Esc legt es weg."),
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "Dieses Spiel hat keine Extras.",
            PowerError::NoCharge(Power::Swap) => "Kein Tauschen mehr übrig.",
            PowerError::NoCharge(Power::Remove) => "Kein Entfernen mehr übrig.",
            PowerError::NoCharge(Power::Undo) => "Kein Rückgängig mehr übrig.",
            PowerError::NotACell => "Das ist kein Feld des Spielfelds.",
            PowerError::EmptyCell => "Wähle einen Stein, kein leeres Feld.",
            PowerError::SameCell => "Zum Tauschen braucht es zwei verschiedene Steine.",
            PowerError::NoSuchValue => "Kein Stein hat diese Zahl.",
            PowerError::WouldEmpty => "Dann bliebe kein Stein auf dem Spielfeld.",
        }),
        TimeUp => f.write_str("Die Zeit ist um!"),
        OutOfMoves => f.write_str("Keine Züge mehr!"),
        PausedWhileHidden => f.write_str("Die Uhr hat gewartet, während die Seite verborgen war."),
        Cell { row, col, value } => {
            write!(f, "Zeile {}, Spalte {}: ", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("leer"),
            }
        }
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("Herausforderung"),
        You => f.write_str("Du"),
        Them => f.write_str("Gegner"),
        TheirsAt { moves, score } => write!(
            f,
            "Gegner bei Zug {}: {}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("Gleichstand"),
        Lead { by } if *by > 0 => write!(f, "Du führst mit {}", grouped(*by)),
        Lead { by } => write!(f, "Gegner führt mit {}", grouped(-*by)),
        Score => f.write_str("Punkte"),
        TopTile => f.write_str("Höchste Kachel"),
        Moves => f.write_str("Züge"),
        Time => f.write_str("Zeit"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("Herausforderung geschafft!"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("Diesmal gewinnt dein Gegner."),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("Unentschieden!"),
        WatchTheirGame => f.write_str("Spiel des Gegners ansehen"),
        ChallengeBack => f.write_str("Zurück herausfordern"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("Höchste Kachel"),
        Moves => f.write_str("Züge"),
        Caption { score } => write!(f, "Mein 2048-Spiel: {} Punkte.", grouped(*score)),
        Saved => f.write_str("Bild in deinen Downloads gespeichert."),
        NotMade { why } => write!(f, "Das Bild konnte nicht erstellt werden: {why}."),
    }
}

/// Why a game's record could not be opened.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    use game2048_engine::RecordError::*;
    match &line.0 {
        NotARecord => f.write_str("keine Aufzeichnung eines Spiels"),
        Newer => f.write_str("von einer neueren Version des Spiels erstellt; lade die Seite neu und versuche es noch einmal"),
        Damaged(why) => write!(f, "beschädigt oder unvollständig ({why})"),
        Rules(why) => write!(f, "mit Regeln, die diese Version des Spiels nicht kennt ({why})"),
        NotInThisBuild => f.write_str("ein eigenes Spiel, das dieser Teil des Spiels nicht öffnen kann"),
        Diverged { at } => write!(f, "verläuft hier anders (ab Eingabe {at}): von einer Version mit anderen Regeln erstellt"),
    }
}

/// Why a game object's field is refused.
pub fn config(line: &ConfigLine, f: &mut Formatter<'_>) -> fmt::Result {
    config_reason(&line.0, f)
}

fn config_reason(reason: &ConfigReason, f: &mut Formatter<'_>) -> fmt::Result {
    use ConfigReason::*;
    match reason {
        NoCell => f.write_str("das Spielfeld hat kein Feld, nur Löcher"),
        MaxBelowMin { min, got } => write!(
            f,
            "muss mindestens die kürzeste Verschmelzung ({min}) sein, nicht {got}"
        ),
        NeedsInitialTiles => {
            f.write_str("„none“ bringt keine neuen Steine, also braucht das Spiel Startsteine")
        }
        Charges { got, max } => write!(f, "muss 0 bis {max} sein, nicht {got}"),
        Limit { got, max } => write!(
            f,
            "muss eine ganze Zahl von 1 bis {} sein, nicht {got}",
            grouped(*max)
        ),
        // What only a hand-written game object gets wrong: in its own terms.
        other => write!(f, "ist so nicht gültig ({other})"),
    }
}

/// Why a link's game cannot be played.
pub fn request(line: &RequestLine, f: &mut Formatter<'_>) -> fmt::Result {
    request_error(&line.0, f)
}

/// Why a game asked for cannot be played (a link's, a widget's attributes').
pub(super) fn request_error(e: &RequestError, f: &mut Formatter<'_>) -> fmt::Result {
    use RequestError::*;
    match e {
        Both => f.write_str("er nennt eine Vorlage und ein Spiel; gib nur eines an"),
        UnknownPreset(id) => write!(
            f,
            "unbekannte Vorlage „{id}“ (bekannt: {})",
            known_presets()
        ),
        InvalidGame(e) => {
            write!(f, "das Spiel ist ungültig: {}: ", e.field)?;
            config_reason(&e.reason, f)
        }
        BadSeed(text) => write!(
            f,
            "der Seed „{text}“ ist keine ganze Zahl von 0 bis {}",
            u64::MAX
        ),
    }
}
