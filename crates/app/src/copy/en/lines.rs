//! English: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Undo off"),
            (true, 0) => f.write_str("No undo used"),
            (true, 1) => f.write_str("Undo used once"),
            (true, n) => write!(f, "Undo used {n} times"),
        },
        FromTheGame => f.write_str("Start from the game"),

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str(".")
        }
        HintIs(d) => write!(f, "Hint: move {}.", direction(*d)),
        NoMoveLeft => f.write_str("No move is left."),
        ReplayOpened { moves } => write!(f, "Replay: {moves} moves."),
        BackToYourGame => f.write_str("Back to your game."),
        PlayingOnFrom { position } => write!(f, "Playing on from move {position}."),
        AiFailed { why } => write!(f, "The AI could not answer ({why}). The game plays on."),
        AnalysisFailed { why } => write!(f, "The AI could not analyse this position ({why})."),
        ReplayNotOpened { why } => write!(f, "That replay could not be opened: {why}."),
        ImportFailed { why } => write!(f, "That file could not be imported: {why}."),
        ImportNotOurs => f.write_str("it is not a game2048 file"),
        ImportNewer { version, reads } => write!(f, "it was made by a newer version of the game (version {version}; this one reads {reads})"),
        ImportNoVersion => f.write_str("it has no valid version"),
        ImportDamaged { detail } => write!(f, "part of it is wrong ({detail})"),
        FileNotText => f.write_str("it is not text"),
        FileUnreadable => f.write_str("it could not be read"),
        ImportNotSaved { why } => write!(f, "The import could not be saved ({why})."),
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "Imported {}, {} and {}.",
            plural(*games, "game", "games"),
            plural(*bests, "best score", "best scores"),
            plural(*variants, "saved variant", "saved variants"),
        ),
        GamesDamaged => f.write_str("Your list of games was damaged and has been started afresh."),
        GamesUnreadable { why } => write!(f, "Your list of games could not be read ({why})."),
        ChallengeShare { score } => write!(f, "I scored {} at 2048. Same start, same tiles: can you beat it?", grouped(*score)),
        LinkCopied => f.write_str("Link copied: paste it anywhere to share this game."),
        CopyThisLink { link } => write!(f, "Copy this link to share the game: {link}"),
        AiNoWorkers => f.write_str("This browser cannot run the AI (it has no web workers)."),
        AiForbidden { why } => write!(
            f,
            "This page does not let the AI start ({}).",
            why.as_deref().unwrap_or("its security policy forbids it")
        ),
        AiNotLoaded => {
            f.write_str("The AI could not be loaded (it is offline, or the page blocks it).")
        }
        AiNotPrepared => f.write_str("The AI could not be prepared."),
        AiUnreadable { why } => {
            write!(f, "The AI answered in a way this page cannot read ({why}).")
        }
        EmbedCopied => f.write_str("Embed code copied: paste it into your page's HTML."),
        CopyThisCode { code } => write!(f, "Copy this code into your page's HTML: {code}"),
        ReviewFailed { why } => {
            write!(f, "The review stopped: the AI could not answer ({why}).")
        }
        VariantSaved { name } => write!(f, "Saved “{name}”: it is in the variant picker."),
        VariantRenamed { name } => write!(f, "Renamed “{name}”."),
        VariantDeleted { name } => write!(f, "Deleted “{name}”."),
        NameEmpty => f.write_str("Give the variant a name."),
        NameTooLong { most } => write!(f, "A name can be at most {most} characters long."),
        NameTaken { name } => {
            write!(f, "A variant is already called “{name}”: pick another name.")
        }
        IsAPreset { variant } => write!(
            f,
            "These rules are the {} preset, already in the list.",
            variant_name(*variant)
        ),
        SavedAlready { name } => write!(f, "These rules are saved already, as “{name}”."),
        TooManyVariants { most } => {
            write!(f, "At most {most} variants can be saved: delete one first.")
        }
        NoSuchVariant => f.write_str("That variant is not saved any more (another tab may have deleted it)."),
        VariantsFromANewerVersion => f.write_str(
            "Your saved variants were written by a newer version of this game, so this one leaves them as they are.",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "The saved variant “{name}” cannot be played ({why}); it is kept as it is."
        ),

        ApiAutoplayOnOff => f.write_str("autoplay: give true or false"),
        ApiAutoplaySpeed => f.write_str("autoplay: speed is relaxed, normal, quick or fastest"),
        ApiAutoplayStrength => f.write_str("autoplay: strength is fast or strong"),

        FrameId => write!(
            f,
            "id must be a string of at most {} characters or a number",
            crate::frame::MAX_ID
        ),
        FrameVersion { given } => write!(
            f,
            "this frame speaks version {} of the game2048 protocol, not version {given}",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "unknown key \"{name}\" (a command has game2048, id, method and args)"
        ),
        FrameMethod { given } => write!(
            f,
            "unknown method {given} (known: newGame, move, undo, redo, state, hint, autoplay, record, swap, remove, image)"
        ),
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: a command from {origin} was ignored: this frame takes commands from {allowed} only."
        ),

        GameNotLoaded { .. }
        | LanguageNotLoaded
        | ChunkNotLoaded
        | GameRefused(_)
        | ThemeMustBe { .. }
        | KeyboardMustBe { .. }
        | OnOrOff { .. }
        | AnimationMustBe { .. }
        | ControlsMustBe { .. }
        | ApiAiOff { .. }
        | FrameArgs { .. }
        | UpdateReady => unloaded(line, f),
        FrameHelperStopped => {
            f.write_str("game2048 frame: stopped before the frame answered")
        }
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "<strong>Swipe</strong> on the board to move the tiles, or use the arrow keys (or WASD, or HJKL)."
    } else {
        "Use the <strong>arrow keys</strong> (or WASD, or HJKL) to move the tiles, or swipe on the board."
    })?;
    match how.merging {
        Merging::Pairs => f.write_str(" Two tiles with the same number merge into one when they touch."),
        Merging::Runs(n) => write!(f, " {n} tiles with the same number in a line merge into one, worth their sum."),
        Merging::Fibonacci => f.write_str(" Two tiles next to each other in 1, 1, 2, 3, 5, 8… merge into the next number when they touch."),
        Merging::Own => f.write_str(" Tiles merge by this game's own rules."),
    }?;
    if how.holes {
        f.write_str(" Holes in the board never hold a tile.")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            " Reach <strong>{goal}</strong> to win, then keep going if you like."
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            " <strong>{}</strong> takes a move back; <strong>{}</strong> plays it again.",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => {
            f.write_str(" <strong>U</strong> or <strong>Ctrl+Z</strong> undoes a move; <strong>Shift+U</strong> redoes it.")
        }
    }
}

/// The lines said before English's lines have come from their chunk (the game's wasm
/// links them only there: `copy::LineWords`): why something could not load, which no
/// chunk may be waited for to say; why a widget cannot start (its attributes), which
/// it says as it mounts, and the hosted page's offer of an update; and those whose words reach code that every other language's
/// lines reach too (a refused game's reason, a method's name), which the main module
/// keeps for them, so that no language's chunk waits for theirs. Every other line says
/// nothing yet.
pub fn unloaded(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        GameNotLoaded { why } => write!(f, "The game could not load: {why}"),
        LanguageNotLoaded => f.write_str("the words of this language could not load"),
        ChunkNotLoaded => f.write_str("its code could not be fetched"),
        GameRefused(e) => reason(&e.to_string(), f),
        ThemeMustBe { given } => write!(
            f,
            "The theme attribute must be \"system\", \"light\" or \"dark\", not \"{given}\"."
        ),
        KeyboardMustBe { given } => {
            write!(
                f,
                "The keyboard attribute must be \"focus\" or \"page\", not \"{given}\"."
            )
        }
        OnOrOff { attribute, given } => {
            write!(
                f,
                "The {attribute} attribute must be \"on\" or \"off\", not \"{given}\"."
            )
        }
        AnimationMustBe { given } => write!(
            f,
            "The animation attribute must be \"normal\", \"fast\" or \"off\", not \"{given}\"."
        ),
        ControlsMustBe { given } => write!(
            f,
            "The controls attribute must be \"full\", \"compact\" or \"none\", not \"{given}\"."
        ),
        ApiAiOff { method } => write!(f, "{method}: the AI is off for this game"),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "no arguments or an options object",
                Method::Move => "one direction: \"left\", \"right\", \"up\" or \"down\"",
                Method::Autoplay => "true or false, then an options object if you like",
                Method::Swap => "two cells, each [row, column] from 0",
                Method::Remove => "a tile's number",
                Method::Undo
                | Method::Redo
                | Method::State
                | Method::Hint
                | Method::Record
                | Method::Image => "no arguments",
            };
            write!(f, "{method} takes {takes}")
        }
        // The hosted page's offer of a new version (its chunk says it, as it comes).
        UpdateReady => f.write_str("A new version is ready."),
        _ => Ok(()),
    }
}
