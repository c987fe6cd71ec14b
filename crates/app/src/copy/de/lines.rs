//! German: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Rückgängig aus"),
            (true, 0) => f.write_str("Rückgängig nie benutzt"),
            (true, 1) => f.write_str("Rückgängig einmal benutzt"),
            (true, n) => write!(f, "Rückgängig {}-mal benutzt", grouped(n as i64)),
        },
        FromTheGame => f.write_str("Aus dem Spiel übernehmen"),

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
        ImportNotOurs => f.write_str("sie ist keine game2048-Datei"),
        ImportNewer { version, reads } => write!(f, "sie stammt von einer neueren Version des Spiels (Version {version}; diese liest {reads})"),
        ImportNoVersion => f.write_str("sie hat keine gültige Version"),
        ImportDamaged { detail } => write!(f, "ein Teil davon ist fehlerhaft ({detail})"),
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
        ChallengeShare { score } => write!(f, "Ich habe {} Punkte in 2048. Gleicher Start, gleiche Kacheln: schaffst du mehr?", grouped(*score)),
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
        EmbedCopied => f.write_str(
            "Einbettungscode kopiert: Füge ihn in das HTML deiner Seite ein.",
        ),
        CopyThisCode { code } => {
            write!(f, "Kopiere diesen Code in das HTML deiner Seite: {code}")
        }
        ReviewFailed { why } => write!(
            f,
            "Die Auswertung wurde abgebrochen: Die KI konnte nicht antworten ({why})."
        ),
        VariantSaved { name } => write!(
            f,
            "„{name}“ gespeichert: Die Variante steht jetzt in der Variantenauswahl."
        ),
        VariantRenamed { name } => write!(f, "Umbenannt in „{name}“."),
        VariantDeleted { name } => write!(f, "„{name}“ gelöscht."),
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

        GameRefused(e) => {
            f.write_str("Die Attribute verlangen ein Spiel, das nicht gespielt werden kann: ")?;
            super::panels::request_error(e, f)?;
            f.write_str(".")
        }
        ThemeMustBe { given } => write!(f, "Das Attribut theme muss \"system\", \"light\" oder \"dark\" sein, nicht \"{given}\"."),
        KeyboardMustBe { given } => write!(
            f,
            "Das Attribut keyboard muss \"focus\" oder \"page\" sein, nicht \"{given}\"."
        ),
        OnOrOff { attribute, given } => write!(
            f,
            "Das Attribut {attribute} muss \"on\" oder \"off\" sein, nicht \"{given}\"."
        ),
        AnimationMustBe { given } => write!(f, "Das Attribut animation muss \"normal\", \"fast\" oder \"off\" sein, nicht \"{given}\"."),
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
            "unbekannte Methode {given} (bekannt: newGame, move, undo, redo, state, hint, autoplay, record, swap, remove, image)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "keine Argumente oder ein Optionsobjekt",
                Method::Move => "eine Richtung: \"left\", \"right\", \"up\" oder \"down\"",
                Method::Autoplay => "true oder false, danach auf Wunsch ein Optionsobjekt",
                Method::Swap => "zwei Felder, jedes [Zeile, Spalte] ab 0",
                Method::Remove => "die Zahl eines Steins",
                Method::Undo | Method::Redo | Method::State | Method::Hint | Method::Record | Method::Image => {
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
        GameNotLoaded { why } => write!(f, "Das Spiel konnte nicht geladen werden: {why}"),
        LanguageNotLoaded => f.write_str("die Texte dieser Sprache konnten nicht geladen werden"),
        ChunkNotLoaded => f.write_str("sein Code konnte nicht geladen werden"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: angehalten, bevor der Frame geantwortet hat")
        }
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "<strong>Wische</strong> über das Spielfeld, um die Steine zu verschieben, oder nutze die Pfeiltasten (oder WASD oder HJKL)."
    } else {
        "Verschiebe die Steine mit den <strong>Pfeiltasten</strong> (oder WASD oder HJKL) oder wische über das Spielfeld."
    })?;
    match how.merging {
        Merging::Pairs => f.write_str(" Zwei Steine mit derselben Zahl verschmelzen zu einem, wenn sie sich berühren."),
        Merging::Runs(n) => write!(f, " {n} Steine mit derselben Zahl in einer Reihe verschmelzen zu einem mit ihrer Summe."),
        Merging::Fibonacci => f.write_str(" Zwei Steine, die in 1, 1, 2, 3, 5, 8 … aufeinander folgen, verschmelzen beim Berühren zur nächsten Zahl."),
        Merging::Own => f.write_str(" Die Steine verschmelzen nach den eigenen Regeln dieses Spiels."),
    }?;
    if how.holes {
        f.write_str(" Löcher im Spielfeld nehmen nie einen Stein auf.")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            " Erreiche <strong>{goal}</strong>, um zu gewinnen, und spiel danach weiter, wenn du magst."
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            " <strong>{}</strong> nimmt einen Zug zurück, <strong>{}</strong> spielt ihn wieder.",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => f.write_str(
            " <strong>U</strong> oder <strong>Ctrl+Z</strong> macht einen Zug rückgängig, <strong>Umschalt+U</strong> wiederholt ihn.",
        ),
    }
}
