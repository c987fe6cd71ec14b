//! The sentences the model never makes ([`Line`]): what the main module's views, a widget, the
//! iframe's protocol and the JS API show at once and never keep (a [`super::Text`]
//! keeps one only as `Text::Line`). What only a panel of a part says is in
//! [`super::panels`]. Said by the language file like every other key.

use game2048_engine::Direction;

use crate::request::RequestError;
use crate::variant::VariantKind;

/// A line that a view, a widget or the JS API shows at once and never keeps. Apart
/// from [`Text`], which the model keeps, so that only the code that says one carries
/// its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    // The Games panel.
    /// Whether a game allowed undo and used it (a finished game's row, a replay's bar).
    UndoUse(game2048_engine::UndoUse),

    // The position editor.
    FromTheGame,

    // Kept by the model as `Text::Line`.
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
    /// Why a file could not be imported (`history::Export::from_json`): not one of
    /// the game's export files, one of a newer version, one with no version, or one
    /// with a part that is wrong (`detail`: where, in the file's own names, and how).
    ImportNotOurs,
    ImportNewer {
        version: u64,
        reads: u64,
    },
    ImportNoVersion,
    ImportDamaged {
        detail: String,
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
    /// What a challenge link is shared with: the score to beat.
    ChallengeShare {
        score: i64,
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
    EmbedCopied,
    CopyThisCode {
        code: String,
    },

    // A game's review.
    ReviewFailed {
        why: String,
    },

    // Saved variants.
    VariantSaved {
        name: String,
    },
    VariantRenamed {
        name: String,
    },
    VariantDeleted {
        name: String,
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
    /// Its `preset`, `game` or `seed` asks for a game that cannot be played.
    GameRefused(RequestError),
    ThemeMustBe {
        given: String,
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
    AnimationMustBe {
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

    // What the page's scripts say (static/*.js): they hold the same
    // words, and tests/copy.rs holds them equal to these.
    UpdateReady,
    GameNotLoaded {
        why: String,
    },
    /// Why a part did not load: the words of the language asked for (their chunk).
    LanguageNotLoaded,
    /// Why a part of the app (a chunk of its code) could not load.
    ChunkNotLoaded,
    /// game2048-frame.js: a command still waiting when the host stopped the helper.
    FrameHelperStopped,
}
