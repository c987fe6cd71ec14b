//! English: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use game2048_engine::Direction;

use super::reason_sentence as reason;
use super::{Ending, Label, Line, Merges, Text};
use crate::ai;
use crate::daily::Attempt;
use crate::variant::VariantKind;

fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::Up => "up",
        Direction::Down => "down",
    }
}

/// `n` and its noun: "1 move", "12 moves".
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
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
        VariantKind::Custom(_) => "Custom game",
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
        UndoOff => "Off",
        PageTitle => "2048 – slide, merge, reach 2048",
        HowToPlay => "How to play",
        HowToHtml => {
            "Use the <strong>arrow keys</strong> (or WASD, or HJKL) to move the tiles, or swipe on the board. Two tiles with the same number merge into one when they touch. Reach <strong>2048</strong> to win, then keep going if you like. <strong>U</strong> or <strong>Ctrl+Z</strong> undoes a move."
        }
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
        ReplayLinkNotOpened { why } => write!(f, "This replay link could not be opened: {why}."),
        PartNotLoaded { why } => write!(
            f,
            "That part of the game could not load ({why}). The game plays on; try again later."
        ),
        NotCarriedOver { why } => write!(f, "Your game could not be carried over ({why})."),
        GameNotOpened { why } => write!(
            f,
            "Your game could not be opened ({why}). It is kept; try again when you are online."
        ),


        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("Something went wrong and the game stopped. Your saved game is safe."),


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
        ApiUndoOff => f.write_str("undo: this game is played without undo"),
    }
}

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
            super::Family::Condition => "What merges",
            super::Family::Result => "The merged tile",
            super::Family::Score => "Points",
            super::Family::Strategy => "Runs",
            super::Family::NewTile => "New tiles",
            super::Family::Win => "Win",
            super::Family::Lose => "Lose",
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
        FrameHelperStopped => {
            f.write_str("game2048 frame: stopped before the frame answered")
        }
    }
}

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
        let line = |variant| Line::DailyResult {
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
}
