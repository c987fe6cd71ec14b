//! English: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
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
                "{when}: {}, top tile {}, {}, {minutes}:{seconds:02}{won}",
                points(*score),
                grouped(*top),
                plural(*moves as usize, "move", "moves")
            )
        }

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
        ReviewedMark { accuracy } => write!(f, "Reviewed: {accuracy}%"),
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "Time left {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

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
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
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
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("Set up a position"),
        SetupHelp => f.write_str(
            "Pick a value, then click or tap cells to place it. Keys: the arrows move, + and − change the value, Delete empties the cell.",
        ),
        SetupValues => f.write_str("Values"),
        EmptyValue => f.write_str("Empty"),
        ClearBoard => f.write_str("Clear the board"),
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
        SetupRefused(why) => write!(f, "This position cannot be played: {why}."),
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
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
        Paint => f.write_str("Paint"),
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
        PowerUpsAndLimits => f.write_str("Power-ups and limits"),
        StartCharges(Power::Swap) => f.write_str("Swaps"),
        StartCharges(Power::Remove) => f.write_str("Removes"),
        StartCharges(Power::Undo) => f.write_str("Undos"),
        MoveLimit => f.write_str("Move limit"),
        TimeLimit => f.write_str("Time limit (seconds)"),
        NoLimitHelp => f.write_str("A power-up at 0 and an empty limit are none."),
        RulesMakeAGame => f.write_str("These rules make a game."),
        RulesMakeNoGame => f.write_str("These rules make no game yet: see the field marked."),
        PlayThisGame => f.write_str("Play this game"),
        CopyLink => f.write_str("Copy link"),
        CopyEmbedCode => f.write_str("Copy embed code"),
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
        VariantsUnread { count } => write!(
            f,
            "{count} saved {} could not be read; {} kept as {} {}.",
            if *count == 1 { "variant" } else { "variants" },
            if *count == 1 { "it is" } else { "they are" },
            if *count == 1 { "it" } else { "they" },
            if *count == 1 { "was" } else { "were" },
        ),
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "Swap",
        Power::Remove => "Remove",
        Power::Undo => "Undo",
    };
    match line {
        PowerUps => f.write_str("Power-ups"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => write!(f, "{}: {} left", name(power), grouped(i64::from(*left))),
        MovesLeft => f.write_str("Moves left"),
        TimeLeft => f.write_str("Time"),
        ChooseFirst => {
            f.write_str("Swap: choose a tile, then the one to swap it with. Esc puts it down.")
        }
        ChooseSecond => f.write_str("Now the tile to swap it with."),
        ChooseRemove => f.write_str(
            "Remove: choose a tile, and every tile of its number goes. Esc puts it down.",
        ),
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "This game has no power-ups.",
            PowerError::NoCharge(Power::Swap) => "No swap is left.",
            PowerError::NoCharge(Power::Remove) => "No remove is left.",
            PowerError::NoCharge(Power::Undo) => "No undo is left.",
            PowerError::NotACell => "That is not a cell of the board.",
            PowerError::EmptyCell => "Choose a tile, not an empty cell.",
            PowerError::SameCell => "A swap needs two different tiles.",
            PowerError::NoSuchValue => "No tile has that number.",
            PowerError::WouldEmpty => "That would leave the board with no tile.",
        }),
        TimeUp => f.write_str("Time’s up!"),
        OutOfMoves => f.write_str("No moves left!"),
        PausedWhileHidden => f.write_str("The clock waited while the page was hidden."),
        Cell { row, col, value } => {
            write!(f, "Row {}, column {}: ", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("empty"),
            }
        }
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("Challenge"),
        You => f.write_str("You"),
        Them => f.write_str("Them"),
        TheirsAt { moves, score } => write!(
            f,
            "Them at move {}: {}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("Level"),
        Lead { by } if *by > 0 => write!(f, "You lead by {}", grouped(*by)),
        Lead { by } => write!(f, "They lead by {}", grouped(-*by)),
        Score => f.write_str("Score"),
        TopTile => f.write_str("Top tile"),
        Moves => f.write_str("Moves"),
        Time => f.write_str("Time"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("You beat the challenge!"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("They win this time."),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("A tie!"),
        WatchTheirGame => f.write_str("Watch their game"),
        ChallengeBack => f.write_str("Challenge back"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("Top tile"),
        Moves => f.write_str("Moves"),
        Caption { score } => write!(f, "My game of 2048: {} points.", grouped(*score)),
        Saved => f.write_str("Image saved to your downloads."),
        NotMade { why } => write!(f, "The image could not be made: {why}."),
    }
}

/// Why a game's record could not be opened: in English, the engine's own words (its
/// `Display`, which also writes the details in brackets of other notices), so that
/// each is written once.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{}", line.0)
}

/// Why a game object's field is refused: in English, the engine's own words (its
/// `Display`, which the JS API's errors say too), written once.
pub fn config(line: &ConfigLine, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{}", line.0)
}

/// Why a link's game cannot be played: the request's own `Display`, written once.
pub fn request(line: &RequestLine, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{}", line.0)
}
