//! The full build's sentences ([`Line`]): what its views, a widget and the JS API show
//! at once and never keep (a [`super::Text`] keeps one only as `Text::Line`). Said by
//! the language file like every other key.

use game2048_engine::Direction;

use super::Family;
use crate::daily::{Attempt, Day};
use crate::variant::VariantKind;

/// A line that a view of the full build, a widget or the JS API shows at once and never
/// keeps. Apart from [`Text`], which the model keeps, so that the quick build, which
/// never shows these, carries none of their words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    // The Games panel.
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
    /// Where a replay is, as its bar shows it.
    ReplayWhere {
        position: usize,
        len: usize,
    },
    /// Whether a game allowed undo and used it (a finished game's row, a replay's bar).
    UndoUse(game2048_engine::UndoUse),

    // The analysis panel.
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

    // The position editor.
    /// Its heading, and the analysis panel's button that opens it.
    SetUp,
    SetupHelp,
    /// The values' group, and its first choice: a click empties a cell.
    SetupValues,
    EmptyValue,
    ClearBoard,
    FromTheGame,
    /// A cell, as assistive technology reads it (`None`: empty).
    SetupCell {
        row: usize,
        col: usize,
        value: Option<i64>,
    },
    NothingToPlay,
    /// The rules refused the board (the engine's reason).
    SetupRefused {
        why: String,
    },

    // The game of the day (in the Games panel).
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

    // Said by the full build alone, kept by the model as `Text::Line`.
    ReplayAt {
        position: usize,
        len: usize,
    },
    HintIs(Direction),
    NoMoveLeft,
    ReplayOpened {
        moves: usize,
    },
    BackToYourGame,
    PlayingOnFrom {
        position: usize,
    },
    AiFailed {
        why: String,
    },
    AnalysisFailed {
        why: String,
    },
    ReplayNotOpened {
        why: String,
    },
    ImportFailed {
        why: String,
    },
    /// Why a file picked could not be read.
    FileNotText,
    FileUnreadable,
    ImportNotSaved {
        why: String,
    },
    Imported {
        games: usize,
        bests: usize,
        variants: usize,
    },
    GamesDamaged,
    GamesUnreadable {
        why: String,
    },
    LinkCopied,
    CopyThisLink {
        link: String,
    },
    AiNoWorkers,
    AiForbidden {
        why: Option<String>,
    },
    AiNotLoaded,
    AiNotPrepared,
    AiUnreadable {
        why: String,
    },

    // The game builder.
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
    RulesMakeAGame,
    RulesMakeNoGame,
    PlayThisGame,
    CopyLink,
    CopyEmbedCode,
    EmbedCopied,
    CopyThisCode {
        code: String,
    },

    // A game's review.
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
    /// A finished game's mark in the Games panel, once it is reviewed.
    ReviewedMark {
        accuracy: u8,
    },
    ReviewFailed {
        why: String,
    },

    // Saved variants.
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
    VariantSaved {
        name: String,
    },
    VariantRenamed {
        name: String,
    },
    VariantDeleted {
        name: String,
    },
    /// Saved lines that could not be read (kept as they are).
    VariantsUnread {
        count: usize,
    },
    NameEmpty,
    NameTooLong {
        most: usize,
    },
    NameTaken {
        name: String,
    },
    IsAPreset {
        variant: VariantKind,
    },
    SavedAlready {
        name: String,
    },
    TooManyVariants {
        most: usize,
    },
    NoSuchVariant,
    VariantsFromANewerVersion,
    VariantDamaged {
        name: String,
        why: String,
    },

    // A widget that cannot start: why.
    Invalid {
        why: String,
    },
    KeyboardMustBe {
        given: String,
    },
    /// An attribute that takes `on` or `off` (`ai`, `picker`) was given something else.
    OnOrOff {
        attribute: &'static str,
        given: String,
    },
    ControlsMustBe {
        given: String,
    },

    // The JS API's AI methods' errors.
    ApiAiOff {
        method: &'static str,
    },
    ApiAutoplayOnOff,
    ApiAutoplaySpeed,
    ApiAutoplayStrength,

    // The iframe's protocol (`app::frame`): why a command was refused.
    /// A command's `id` is missing, or neither a short string nor a number.
    FrameId,
    FrameVersion {
        given: String,
    },
    FrameKey {
        name: String,
    },
    FrameMethod {
        given: String,
    },
    /// The method's arguments are not what it takes.
    FrameArgs {
        method: crate::frame::Method,
    },
    /// For the console: a command from an origin the frame does not obey.
    FrameOriginRefused {
        origin: String,
        allowed: String,
    },

    // What the page's scripts say (static/*.js, src/web/handover.js): they hold the same
    // words, and tests/copy.rs holds them equal to these.
    UpdateReady,
    WidgetNotLoaded {
        why: String,
    },
    FullBuildNotNamed,
    /// Why a part did not load: the words of the language asked for (their chunk).
    LanguageNotLoaded,
    /// Why a part of the app (a chunk of its code) could not load.
    ChunkNotLoaded,
    /// game2048-frame.js: a command still waiting when the host stopped the helper.
    FrameHelperStopped,
}
