//! The panels' sentences: what only the views of a part of the game that loads on first
//! use say, one enum per part (the Games panel, a replay and its review, the analysis,
//! the position editor, the builder with the saved variants). Apart from
//! [`super::Line`], whose words the main module says: each enum's words are said by
//! the language file's function of the same name (`panels.rs` in its folder), reached
//! only from that part's views, so each part's chunk carries its panels' words, and the
//! main module none.

use game2048_engine::{ConfigReason, Direction, Power, PowerError, RecordError, SetupError};

use super::Family;
use crate::daily::{Attempt, Day};
use crate::request::RequestError;
use crate::variant::VariantKind;

/// A line of the Games panel's (today's game included) view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesLine {
    YourGames {
        variant: VariantKind,
    },
    /// A saved variant's, by its name.
    YourGamesOf {
        name: String,
    },
    Statistics {
        played: u64,
        won: u64,
        rate: u64,
        best: i64,
    },
    TopTiles {
        reached: Vec<(i64, u64)>,
    },
    FinishedGame {
        when: String,
        score: i64,
        top: i64,
        moves: u64,
        duration_ms: u64,
        won: bool,
    },

    TodaysGame,
    /// The game on the board is `day`'s, and what this attempt is.
    PlayingDaily {
        day: Day,
        attempt: Attempt,
    },
    DailyFigures {
        played: u64,
        streak: u32,
        longest: u32,
    },
    /// A day's result as shared: "2048 · 2026-11-24 · 1024 · 8,532 points · 612 moves".
    DailyResult {
        variant: VariantKind,
        day: Day,
        top: i64,
        score: i64,
        moves: u64,
    },
    ShareResult,
    BestDays {
        days: Vec<(Day, i64)>,
    },
    /// A kept game that is a day's game: the attempt that counted, or practice.
    DailyMark {
        day: Day,
        counted: bool,
    },

    /// A finished game's mark in the Games panel, once it is reviewed.
    ReviewedMark {
        accuracy: u8,
    },
}

/// A line of a replay's bar's and its review's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayLine {
    /// Where a replay is, as its bar shows it.
    ReplayWhere {
        position: usize,
        len: usize,
    },
    /// A timed game's clock at the step on show: the time it had left, `m:ss`.
    ReplayClock {
        left: String,
    },

    Review,
    /// Its progress: moves judged of all.
    Reviewing {
        done: usize,
        of: usize,
    },
    /// Its summary once done.
    Reviewed {
        moves: usize,
        accuracy: u8,
        mistakes: usize,
    },
    ReviewChart,
    ReviewHelp,
    /// A move much worse than the AI's, as the list of them says it.
    Mistake {
        number: usize,
        played: Direction,
        best: Direction,
        quality: u8,
    },
    NoMistakes,
}

/// A line of the analysis panel's (the best-move mark included) view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisLine {
    AnalysisTitle,
    MoveColumn,
    PointsColumn,
    OverColumn,
    /// The best move's row's badge.
    BestBadge,
    /// A direction as a move's name ("Up").
    DirectionName(Direction),
    /// What its figures are.
    AnalysisCaption {
        horizon: u32,
    },
    /// A figure and its margin (`None`: too few trials to say); `percent` for a rate.
    Figure {
        value: i64,
        margin: Option<i64>,
        percent: bool,
    },
    /// A move that changes nothing, in the place of its figures.
    ChangesNothing,
    /// The best move, and whether it is clearly the best.
    BestMove {
        direction: Direction,
        clear: bool,
    },
    NoMoveChangesThisBoard,
    /// How many times each move was played out.
    PlayedOut {
        trials: u32,
    },
    Analysing,
    AnalysisWaits,
    /// The best move, as the mark on the board tells assistive technology.
    BestMoveMark {
        direction: Direction,
    },
}

/// A line of the position editor's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupLine {
    /// Its heading, and the analysis panel's button that opens it.
    SetUp,
    SetupHelp,
    /// The values' group, and its first choice: a click empties a cell.
    SetupValues,
    EmptyValue,
    ClearBoard,
    /// A cell, as assistive technology reads it (`None`: empty).
    SetupCell {
        row: usize,
        col: usize,
        value: Option<i64>,
    },
    NothingToPlay,
    /// The rules refused the board (the engine's reason).
    SetupRefused(SetupError),
}

/// A line of the builder's and the saved variants' view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuilderLine {
    StartFrom,
    APreset,
    /// A cell of the builder's board, as assistive technology reads it.
    BuilderCell {
        row: usize,
        col: usize,
        hole: bool,
        tile: Option<i64>,
    },
    BoardSize,
    Rows,
    Columns,
    PainterHelp,
    /// The painter's modes, as a group.
    Paint,
    BrushCells,
    BrushTile,
    NoTile,
    /// A rule family's name, as its field is labelled.
    Family(Family),
    /// A named rule's short name, as its choice shows it.
    RuleName {
        family: Family,
        name: &'static str,
    },
    /// What a named rule does, in one line.
    RuleHelp {
        family: Family,
        name: &'static str,
    },
    ShortestMerge,
    LongestMerge,
    AsLongAsTheBoard,
    ReachTile,
    /// What the `hasTile:<value>` win rule does.
    ReachTileHelp {
        value: i64,
    },
    /// The power-ups and limits, as a group.
    PowerUpsAndLimits,
    /// How many of a power-up a game starts with.
    StartCharges(Power),
    MoveLimit,
    TimeLimit,
    /// What an empty limit means.
    NoLimitHelp,
    RulesMakeAGame,
    RulesMakeNoGame,
    PlayThisGame,
    CopyLink,
    CopyEmbedCode,

    VariantNameField,
    SaveAsVariant,
    Rename,
    SaveName,
    Delete,
    EditVariant,
    PlayVariant,
    /// The question before a saved variant is deleted.
    DeleteQuestion {
        name: String,
    },
    /// Saved lines that could not be read (kept as they are).
    VariantsUnread {
        count: usize,
    },
}

/// A line of a game's power-ups and limits (`model::parts::extras`): its bar and the
/// cells of its board while a power-up waits for its tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExtrasLine {
    /// The bar's name, for assistive technology.
    PowerUps,
    /// A power-up's name, on its button.
    Name(Power),
    /// A power-up's button, said whole: its name and how many are left.
    Left {
        power: Power,
        left: u16,
    },
    /// Above the number of moves left.
    MovesLeft,
    /// Above the time left.
    TimeLeft,
    /// A swap waits for its first tile.
    ChooseFirst,
    /// A swap waits for its second tile.
    ChooseSecond,
    /// A removal waits for its tile.
    ChooseRemove,
    Refused(PowerError),
    /// The time was up: the game is over.
    TimeUp,
    /// The move budget is spent: the game is over.
    OutOfMoves,
    /// The clock stopped while the page was hidden.
    PausedWhileHidden,
    /// A cell of the board a power-up's tiles are chosen on.
    Cell {
        row: usize,
        col: usize,
        value: Option<i64>,
    },
}

/// A line of a challenge (`app::challenge`): the bar beside the board while it is
/// played, and the comparison at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeLine {
    /// The bar's name, for assistive technology.
    Name,
    /// The comparison's columns.
    You,
    Them,
    /// The challenger's score after as many moves as the player has made.
    TheirsAt {
        moves: u64,
        score: i64,
    },
    /// How far the player is ahead (negative: behind).
    Lead {
        by: i64,
    },
    /// The comparison's rows.
    Score,
    TopTile,
    Moves,
    Time,
    /// How the challenge ended.
    Verdict(crate::challenge::Verdict),
    WatchTheirGame,
    ChallengeBack,
}

/// A line of a picture of a game (`app::card`): its figures' labels, and what the
/// player hears of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardLine {
    TopTile,
    Moves,
    /// What the picture is shared with.
    Caption {
        score: i64,
    },
    /// The picture went to the downloads (no share sheet here).
    Saved,
    NotMade {
        why: String,
    },
}

/// Why a game's record could not be opened (a replay, a replay's or a challenge's link,
/// a kept game's Watch): the engine's reason, said in the player's language (where a
/// record is damaged, or its rules unknown, stays in brackets as the engine names it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordLine(pub RecordError);

/// Why a field of a game object is refused (beside the builder's field, and in a link's
/// reason): in the player's language, each reason the builder's controls can give; what
/// only a hand-written game object gets wrong, in its own terms (the engine's English,
/// in brackets), which keeps the languages' chunks light.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigLine(pub ConfigReason);

/// Why a link's game (`?preset=`, `#game=`, `?seed=`) cannot be played, in the player's
/// language: said only by the `links` chunk, which reads links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestLine(pub RequestError);
