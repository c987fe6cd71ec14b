//! German: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Rückgängig aus"),
            (true, 0) => f.write_str("Rückgängig nie benutzt"),
            (true, 1) => f.write_str("Rückgängig einmal benutzt"),
            (true, n) => write!(f, "Rückgängig {}-mal benutzt", grouped(n as i64)),
        },
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
                write!(f, "Punkte in den nächsten {} Zügen", grouped(i64::from(*horizon)))?;
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

        SetUp => f.write_str("Stellung aufbauen"),
        SetupHelp => f.write_str(
            "Wähle einen Wert und klicke oder tippe dann auf Felder, um ihn zu setzen. Tasten: Die Pfeile bewegen, + und − ändern den Wert, Entf leert das Feld.",
        ),
        SetupValues => f.write_str("Werte"),
        EmptyValue => f.write_str("Leer"),
        ClearBoard => f.write_str("Spielfeld leeren"),
        FromTheGame => f.write_str("Aus dem Spiel übernehmen"),
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
        SetupRefused { why } => write!(f, "Diese Stellung kann nicht gespielt werden: {why}."),

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

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str(".")
        }
        HintIs(d) => write!(f, "Tipp: nach {} schieben.", direction(*d)),
        NoMoveLeft => f.write_str("Kein Zug mehr möglich."),
        ReplayOpened { moves } => {
            write!(f, "Wiederholung: {}.", plural(*moves as i64, "Zug", "Züge"))
        }
        BackToYourGame => f.write_str("Zurück zu deinem Spiel."),
        PlayingOnFrom { position } => {
            write!(f, "Weiter geht es ab Zug {}.", grouped(*position as i64))
        }
        AiFailed { why } => write!(
            f,
            "Die KI konnte nicht antworten ({why}). Das Spiel läuft weiter."
        ),
        AnalysisFailed { why } => {
            write!(f, "Die KI konnte diese Stellung nicht analysieren ({why}).")
        }
        ReplayNotOpened { why } => {
            write!(f, "Diese Wiederholung konnte nicht geöffnet werden: {why}.")
        }
        ImportFailed { why } => write!(f, "Diese Datei konnte nicht importiert werden: {why}."),
        FileNotText => f.write_str("sie ist kein Text"),
        FileUnreadable => f.write_str("sie konnte nicht gelesen werden"),
        ImportNotSaved { why } => {
            write!(f, "Der Import konnte nicht gespeichert werden ({why}).")
        }
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "Importiert: {}, {} und {}.",
            plural(*games as i64, "Spiel", "Spiele"),
            plural(*bests as i64, "Rekord", "Rekorde"),
            plural(
                *variants as i64,
                "gespeicherte Variante",
                "gespeicherte Varianten"
            ),
        ),
        GamesDamaged => {
            f.write_str("Deine Spieleliste war beschädigt und wurde neu angelegt.")
        }
        GamesUnreadable { why } => {
            write!(f, "Deine Spieleliste konnte nicht gelesen werden ({why}).")
        }
        LinkCopied => {
            f.write_str("Link kopiert: Füge ihn irgendwo ein, um dieses Spiel zu teilen.")
        }
        CopyThisLink { link } => {
            write!(f, "Kopiere diesen Link, um das Spiel zu teilen: {link}")
        }
        AiNoWorkers => {
            f.write_str("Dieser Browser kann die KI nicht ausführen (er hat keine Web Worker).")
        }
        AiForbidden { why } => write!(
            f,
            "Diese Seite lässt die KI nicht starten ({}).",
            why.as_deref()
                .unwrap_or("ihre Sicherheitsrichtlinie verbietet es")
        ),
        AiNotLoaded => f.write_str(
            "Die KI konnte nicht geladen werden (keine Verbindung, oder die Seite blockiert sie).",
        ),
        AiNotPrepared => f.write_str("Die KI konnte nicht vorbereitet werden."),
        AiUnreadable { why } => write!(
            f,
            "Die KI hat so geantwortet, dass diese Seite die Antwort nicht lesen kann ({why})."
        ),

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
        RulesMakeAGame => f.write_str("Diese Regeln ergeben ein Spiel."),
        RulesMakeNoGame => f.write_str(
            "Diese Regeln ergeben noch kein Spiel: Sieh dir das markierte Feld an.",
        ),
        PlayThisGame => f.write_str("Dieses Spiel spielen"),
        CopyLink => f.write_str("Link kopieren"),
        CopyEmbedCode => f.write_str("Einbettungscode kopieren"),
        EmbedCopied => f.write_str(
            "Einbettungscode kopiert: Füge ihn in das HTML deiner Seite ein.",
        ),
        CopyThisCode { code } => {
            write!(f, "Kopiere diesen Code in das HTML deiner Seite: {code}")
        }

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
        ReviewedMark { accuracy } => {
            write!(f, "Ausgewertet: {}\u{a0}%", grouped(i64::from(*accuracy)))
        }
        ReviewFailed { why } => write!(
            f,
            "Die Auswertung wurde abgebrochen: Die KI konnte nicht antworten ({why})."
        ),
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
        VariantSaved { name } => write!(
            f,
            "„{name}“ gespeichert: Die Variante steht jetzt in der Variantenauswahl."
        ),
        VariantRenamed { name } => write!(f, "Umbenannt in „{name}“."),
        VariantDeleted { name } => write!(f, "„{name}“ gelöscht."),
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
        NameEmpty => f.write_str("Gib der Variante einen Namen."),
        NameTooLong { most } => write!(
            f,
            "Ein Name darf höchstens {} Zeichen lang sein.",
            grouped(*most as i64)
        ),
        NameTaken { name } => write!(
            f,
            "Es gibt schon eine Variante namens „{name}“: Wähle einen anderen Namen."
        ),
        IsAPreset { variant } => write!(
            f,
            "Diese Regeln entsprechen der Vorlage „{}“, die schon in der Liste steht.",
            variant_name(*variant)
        ),
        SavedAlready { name } => {
            write!(f, "Diese Regeln sind schon gespeichert, als „{name}“.")
        }
        TooManyVariants { most } => write!(
            f,
            "Höchstens {} können gespeichert werden: Lösche zuerst eine.",
            plural(*most as i64, "Variante", "Varianten")
        ),
        NoSuchVariant => f.write_str(
            "Diese Variante ist nicht mehr gespeichert (vielleicht wurde sie in einem anderen Tab gelöscht).",
        ),
        VariantsFromANewerVersion => f.write_str(
            "Deine gespeicherten Varianten stammen aus einer neueren Version dieses Spiels, daher lässt diese Version sie unverändert.",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "Die gespeicherte Variante „{name}“ kann nicht gespielt werden ({why}); sie bleibt unverändert erhalten."
        ),

        Invalid { why } => reason(why, f),
        KeyboardMustBe { given } => write!(
            f,
            "Das Attribut keyboard muss \"focus\" oder \"page\" sein, nicht \"{given}\"."
        ),
        OnOrOff { attribute, given } => write!(
            f,
            "Das Attribut {attribute} muss \"on\" oder \"off\" sein, nicht \"{given}\"."
        ),
        ControlsMustBe { given } => write!(
            f,
            "Das Attribut controls muss \"full\", \"compact\" oder \"none\" sein, nicht \"{given}\"."
        ),

        ApiAiOff { method } => write!(f, "{method}: die KI ist für dieses Spiel ausgeschaltet"),
        ApiAutoplayOnOff => f.write_str("autoplay: gib true oder false an"),
        ApiAutoplaySpeed => {
            f.write_str("autoplay: speed ist relaxed, normal, quick oder fastest")
        }
        ApiAutoplayStrength => f.write_str("autoplay: strength ist fast oder strong"),

        FrameId => write!(
            f,
            "id muss ein String mit höchstens {} Zeichen oder eine Zahl sein",
            grouped(crate::frame::MAX_ID as i64)
        ),
        FrameVersion { given } => write!(
            f,
            "dieser Frame spricht Version {} des game2048-Protokolls, nicht Version {given}",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "unbekannter Schlüssel \"{name}\" (ein Befehl hat game2048, id, method und args)"
        ),
        FrameMethod { given } => write!(
            f,
            "unbekannte Methode {given} (bekannt: newGame, move, undo, state, hint, autoplay, record)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "keine Argumente oder ein Optionsobjekt",
                Method::Move => "eine Richtung: \"left\", \"right\", \"up\" oder \"down\"",
                Method::Autoplay => "true oder false, danach auf Wunsch ein Optionsobjekt",
                Method::Undo | Method::State | Method::Hint | Method::Record => {
                    "keine Argumente"
                }
            };
            write!(f, "{method} erwartet {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: ein Befehl von {origin} wurde ignoriert: Dieser Frame nimmt nur Befehle von {allowed} an."
        ),

        UpdateReady => f.write_str("Eine neue Version ist bereit."),
        WidgetNotLoaded { why } => write!(f, "Das Spiel konnte nicht geladen werden: {why}"),
        FullBuildNotNamed => {
            f.write_str("die Seite gibt nicht an, wo der Rest des Spiels liegt")
        }
        LanguageNotLoaded => f.write_str("die Texte dieser Sprache konnten nicht geladen werden"),
        ChunkNotLoaded => f.write_str("sein Code konnte nicht geladen werden"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: angehalten, bevor der Frame geantwortet hat")
        }
    }
}
