//! English: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Undo off"),
            (true, 0) => f.write_str("No undo used"),
            (true, 1) => f.write_str("Undo used once"),
            (true, n) => write!(f, "Undo used {n} times"),
        },
        YourGames { variant } => write!(f, "Your {}s", Text::GameNoun(*variant)),
        YourGamesOf { name } => write!(f, "Your games of “{name}”"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "Played {played} · won {won} ({rate}%) · best score {best}"
        ),
        TopTiles { reached } => {
            f.write_str("Top tiles reached: ")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(f, "{between}{tile} in {n}")?;
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
            let won = if *won { ", won" } else { "" };
            write!(
                f,
                "{when}: {score} points, top tile {top}, {moves} moves, {minutes}:{seconds:02}{won}"
            )
        }

        AnalysisTitle => f.write_str("Analysis"),
        MoveColumn => f.write_str("Move"),
        PointsColumn => f.write_str("Points"),
        OverColumn => f.write_str("Game over"),
        BestBadge => f.write_str("Best"),
        DirectionName(d) => f.write_str(match d {
            Direction::Left => "Left",
            Direction::Right => "Right",
            Direction::Up => "Up",
            Direction::Down => "Down",
        }),
        AnalysisCaption { horizon } => write!(
            f,
            "Points over the next {horizon} moves on average, ± how far the truth may be (95% of the time), and how often the game is over by then."
        ),
        Figure {
            value,
            margin,
            percent,
        } => {
            let unit = if *percent { "%" } else { "" };
            match margin {
                Some(m) => write!(f, "{value}{unit} ± {m}{unit}"),
                None => write!(f, "{value}{unit} ± ?"),
            }
        }
        ChangesNothing => f.write_str("changes nothing"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "Best move: {}", direction(*d))?;
            f.write_str(if *clear {
                ", clearly."
            } else {
                ", but it is close: the margins overlap."
            })
        }
        NoMoveChangesThisBoard => f.write_str("No move changes this board."),
        PlayedOut { trials } => write!(f, "Each move was played out {trials} times."),
        Analysing => f.write_str("Analysing…"),
        AnalysisWaits => f.write_str("The analysis waits while autoplay plays."),
        BestMoveMark { direction: d } => write!(f, "Best move: {}", direction(*d)),

        SetUp => f.write_str("Set up a position"),
        SetupHelp => f.write_str(
            "Pick a value, then click or tap cells to place it. Keys: the arrows move, + and − change the value, Delete empties the cell.",
        ),
        SetupValues => f.write_str("Values"),
        EmptyValue => f.write_str("Empty"),
        ClearBoard => f.write_str("Clear the board"),
        FromTheGame => f.write_str("Start from the game"),
        SetupCell { row, col, value } => {
            write!(f, "Row {}, column {}: ", row + 1, col + 1)?;
            match value {
                Some(v) => write!(f, "{v}"),
                None => f.write_str("empty"),
            }
        }
        NothingToPlay => f.write_str(
            "No move changes this board, so there is nothing to play: place tiles that can slide or merge.",
        ),
        SetupRefused { why } => write!(f, "This position cannot be played: {why}."),

        TodaysGame => f.write_str("Today's game"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "This is the game of {day}, the same for everyone: the first attempt that ends today counts."
            ),
            Attempt::Practice => write!(
                f,
                "This is the game of {day}: practice, this attempt does not count."
            ),
            Attempt::Ended => write!(f, "This was the game of {day}."),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "Games of the day: {played} played; streak {streak}, longest {longest}."
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
                "{day} · {top} · {} points · {} moves",
                grouped(*score),
                grouped(*moves as i64)
            )
        }
        ShareResult => f.write_str("Share today's result"),
        BestDays { days } => {
            f.write_str("Best days:")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { " " } else { "; " };
                write!(f, "{sep}{day}, {} points", grouped(*score))?;
            }
            f.write_str(".")
        }
        DailyMark { day, counted } => {
            write!(f, "Game of {day}")?;
            f.write_str(if *counted { "" } else { " (practice)" })
        }

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

        StartFrom => f.write_str("Start from"),
        APreset => f.write_str("a preset…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(f, "Row {}, column {}: ", row + 1, col + 1)?;
            match (hole, tile) {
                (true, _) => f.write_str("hole"),
                (false, Some(v)) => write!(f, "cell with a {v}"),
                (false, None) => f.write_str("cell"),
            }
        }
        BoardSize => f.write_str("Board"),
        Rows => f.write_str("Rows"),
        Columns => f.write_str("Columns"),
        PainterHelp => f.write_str(
            "Click, tap or drag over the cells to make holes (and cells again), or pick a tile to place it on a cell instead.",
        ),
        BrushCells => f.write_str("Cells and holes"),
        BrushTile => f.write_str("Tile"),
        NoTile => f.write_str("No tile"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "What merges",
            crate::copy::Family::Result => "The merged tile",
            crate::copy::Family::Score => "Points",
            crate::copy::Family::Strategy => "Runs",
            crate::copy::Family::NewTile => "New tiles",
            crate::copy::Family::Win => "Win",
            crate::copy::Family::Lose => "Lose",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("Shortest merge"),
        LongestMerge => f.write_str("Longest merge"),
        AsLongAsTheBoard => f.write_str("as long as the board"),
        ReachTile => f.write_str("Reach a tile"),
        ReachTileHelp { value } => write!(f, "Win by making a {value}."),
        RulesMakeAGame => f.write_str("These rules make a game."),
        RulesMakeNoGame => f.write_str("These rules make no game yet: see the field marked."),
        PlayThisGame => f.write_str("Play this game"),
        CopyLink => f.write_str("Copy link"),
        CopyEmbedCode => f.write_str("Copy embed code"),
        EmbedCopied => f.write_str("Embed code copied: paste it into your page's HTML."),
        CopyThisCode { code } => write!(f, "Copy this code into your page's HTML: {code}"),

        Review => f.write_str("Review"),
        Reviewing { done, of } => write!(f, "Reviewing: move {done} of {of}…"),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "{} reviewed: {accuracy}% as good as the AI's moves on average; {} much worse than the AI's.",
            plural(*moves, "move", "moves"),
            plural(*mistakes, "move", "moves"),
        ),
        ReviewChart => f.write_str("How good each move was, as a share of the AI's best"),
        ReviewHelp => f.write_str(
            "Each point is a move: at the top, as good as the AI's choice; lower, worse. Red points are the moves much worse than the AI's. Click the chart to go to a move.",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "Move {number}: {} ({quality}%); the AI plays {}.",
            direction(*played),
            direction(*best)
        ),
        NoMistakes => f.write_str("No move was much worse than the AI's."),
        ReviewedMark { accuracy } => write!(f, "Reviewed: {accuracy}%"),
        ReviewFailed { why } => {
            write!(f, "The review stopped: the AI could not answer ({why}).")
        }
        VariantNameField => f.write_str("Name"),
        SaveAsVariant => f.write_str("Save as a variant"),
        Rename => f.write_str("Rename"),
        SaveName => f.write_str("Save the name"),
        Delete => f.write_str("Delete"),
        EditVariant => f.write_str("Edit"),
        PlayVariant => f.write_str("Play"),
        DeleteQuestion { name } => write!(
            f,
            "Delete “{name}”? Its best score and finished games are kept, and come back if you save its rules again."
        ),
        VariantSaved { name } => write!(f, "Saved “{name}”: it is in the variant picker."),
        VariantRenamed { name } => write!(f, "Renamed “{name}”."),
        VariantDeleted { name } => write!(f, "Deleted “{name}”."),
        VariantsUnread { count } => write!(
            f,
            "{count} saved {} could not be read; {} kept as {} {}.",
            if *count == 1 { "variant" } else { "variants" },
            if *count == 1 { "it is" } else { "they are" },
            if *count == 1 { "it" } else { "they" },
            if *count == 1 { "was" } else { "were" },
        ),
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

        Invalid { why } => reason(why, f),
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
        ControlsMustBe { given } => write!(
            f,
            "The controls attribute must be \"full\", \"compact\" or \"none\", not \"{given}\"."
        ),

        ApiAiOff { method } => write!(f, "{method}: the AI is off for this game"),
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
            "unknown method {given} (known: newGame, move, undo, state, hint, autoplay, record)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "no arguments or an options object",
                Method::Move => "one direction: \"left\", \"right\", \"up\" or \"down\"",
                Method::Autoplay => "true or false, then an options object if you like",
                Method::Undo | Method::State | Method::Hint | Method::Record => "no arguments",
            };
            write!(f, "{method} takes {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: a command from {origin} was ignored: this frame takes commands from {allowed} only."
        ),

        UpdateReady => f.write_str("A new version is ready."),
        WidgetNotLoaded { why } => write!(f, "The game could not load: {why}"),
        FullBuildNotNamed => f.write_str("the page does not say where the rest of the game is"),
        LanguageNotLoaded => f.write_str("the words of this language could not load"),
        ChunkNotLoaded => f.write_str("its code could not be fetched"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: stopped before the frame answered")
        }
    }
}
