//! The catalogue: every sentence a player or a host page sees, as a keyed message with
//! its parameters ([`Text`]), and what it says. The model keeps `Text`s, not strings;
//! the views, the runtime and the JS API ask the catalogue for words; nothing else
//! writes player-facing text (`tests/copy.rs` fails on a literal sentence in a view).
//!
//! A language is one folder (`en`, `de`, `es`, `ru`, `zh`, `ar`: its `mod.rs`, its
//! `lines.rs` for the model's [`Line`]s and its `panels.rs` for the panels' lines
//! ([`panels`]: only the parts' chunks say them), so that no file grows past 600
//! lines) that says every key, in one `match` with no catch-all per kind, so a key
//! without words in any language does not compile. Each has its own plural rules and
//! number format (as the browser's `Intl` writes numbers in that language). English is
//! in every build (its lines, in the web build, from a chunk: [`LineWords`]). The
//! others are said once their [`Words`] have been [`learn`]ed, in a build that calls
//! [`speak_every_language`] (the web layer, at each of its entry points): only
//! [`words`] names them, and the game's binary calls each of its functions from a
//! chunk of its own, so a page loads the words of the languages it speaks and no
//! others.
//!
//! Which language speaks is [`language`]: the web layer tells it where to look (a
//! widget's own `lang`, the page's) with [`set_language_source`]. Parameters that are
//! themselves text come from the validators of outside input (why a link, a file or a
//! game object was refused) and are passed through as they are, in English.

mod ar;
mod de;
mod en;
mod es;
mod line;
mod panels;
mod ru;
mod zh;

use std::cell::Cell;
use std::fmt;
use std::sync::Arc;

use game2048_engine::{Direction, named_enum};

use crate::ai::{Speed, Strength};
use crate::variant::VariantKind;

pub use line::Line;
pub use panels::{
    AnalysisLine, BuilderLine, CardLine, ChallengeLine, ConfigLine, ExtrasLine, GamesLine,
    RecordLine, ReplayLine, RequestLine, SetupLine,
};

named_enum! {
    /// A language the game speaks, by its BCP 47 tag (the `lang` attribute, the page's
    /// kept choice, `<html lang>`).
    pub enum Lang as "language" {
        En = "en",
        De = "de",
        Es = "es",
        Ru = "ru",
        /// Simplified Chinese.
        Zh = "zh-Hans",
        Ar = "ar",
    }
}

impl Lang {
    /// The language's own name for itself, as the language picker lists it.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Ru => "Русский",
            Lang::Zh => "简体中文",
            Lang::Ar => "العربية",
        }
    }

    /// Whether it is written right to left.
    pub fn rtl(self) -> bool {
        self == Lang::Ar
    }

    /// The language of a BCP 47 tag, by its primary subtag (`de-AT` is German, `zh-CN`
    /// and `zh-TW` Chinese); `None` for one this game does not speak.
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| l.name().split('-').next() == Some(primary.as_str()))
    }

    /// The first of `preferred` (most wanted first) that this game speaks.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        preferred.into_iter().find_map(Lang::of_tag)
    }

    /// Whether its words are here to be said: English's always, another's once
    /// [`speak_every_language`] has been called and its [`Words`] [`learn`]ed.
    pub fn spoken(self) -> bool {
        self == Lang::En || learned(self).is_some()
    }

    /// The language words asked for in it are said in: itself if [`spoken`](Self::spoken),
    /// else English.
    pub fn or_english(self) -> Lang {
        if self.spoken() { self } else { Lang::En }
    }
}

/// Where the language of what is being said is found (see [`set_language_source`]).
type Source = fn() -> Option<Lang>;

thread_local! {
    /// The language of a call under way (see [`speaking`]).
    static NOW: Cell<Option<Lang>> = const { Cell::new(None) };
    /// The page's language, when no source says otherwise.
    static PAGE: Cell<Lang> = const { Cell::new(Lang::En) };
    /// Where the language of what is being said comes from (a widget's own), if set.
    static SOURCE: Cell<Option<Source>> = const { Cell::new(None) };
    /// Whether [`speak_every_language`] has been called.
    static EVERY_LANGUAGE: Cell<bool> = const { Cell::new(false) };
    /// English's lines, once learned (see [`LineWords`]).
    static ENGLISH_LINES: Cell<Option<LineWords>> = const { Cell::new(None) };
    /// The words of each language other than English that have been [`learn`]ed.
    static LEARNED: Cell<[Option<Words>; Lang::ALL.len()]> =
        const { Cell::new([None; Lang::ALL.len()]) };
}

/// What one language file says: its four entry points, one per kind of key. Made only
/// by [`words`], and kept by [`learn`].
#[derive(Clone, Copy)]
pub struct Words {
    grouped: fn(i64) -> String,
    label: fn(Label) -> &'static str,
    say: fn(&Text, &mut fmt::Formatter<'_>) -> fmt::Result,
    line: fn(&Line, &mut fmt::Formatter<'_>) -> fmt::Result,
    /// "How to play" (`help::HowTo`): its own entry, so that only what says it (the
    /// hosted page, through its chunk) carries English's.
    how_to: fn(&crate::help::HowTo, &mut fmt::Formatter<'_>) -> fmt::Result,
    // The panels' lines, one entry per part (see `panels`).
    games: fn(&GamesLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    replay: fn(&ReplayLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    analysis: fn(&AnalysisLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    setup: fn(&SetupLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    builder: fn(&BuilderLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    extras: fn(&ExtrasLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    challenge: fn(&ChallengeLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    card: fn(&CardLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    record: fn(&RecordLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    config: fn(&ConfigLine, &mut fmt::Formatter<'_>) -> fmt::Result,
    request: fn(&RequestLine, &mut fmt::Formatter<'_>) -> fmt::Result,
}

/// A language file's [`Words`].
macro_rules! words_of {
    ($file:ident) => {
        Words {
            grouped: $file::grouped,
            label: $file::label,
            say: $file::say,
            line: $file::line,
            how_to: $file::how_to,
            games: $file::games,
            replay: $file::replay,
            analysis: $file::analysis,
            setup: $file::setup,
            builder: $file::builder,
            extras: $file::extras,
            challenge: $file::challenge,
            card: $file::card,
            record: $file::record,
            config: $file::config,
            request: $file::request,
        }
    };
}

/// Each language's words, one function each: whatever calls one links that language
/// alone. The game calls each from a chunk of its own (src/bin/game2048-full.rs).
pub mod words {
    use super::{Words, ar, de, es, ru, zh};

    pub fn de() -> Words {
        words_of!(de)
    }
    pub fn es() -> Words {
        words_of!(es)
    }
    pub fn ru() -> Words {
        words_of!(ru)
    }
    pub fn zh() -> Words {
        words_of!(zh)
    }
    pub fn ar() -> Words {
        words_of!(ar)
    }
}

/// Lets this build speak every language, not English alone, each once its words have
/// been [`learn`]ed: the web layer calls it where a game starts (a widget, the hosted
/// page's game).
pub fn speak_every_language() {
    EVERY_LANGUAGE.with(|every| every.set(true));
}

/// Whether [`speak_every_language`] has been called: whether this build may speak more
/// than English.
pub fn speaks_every_language() -> bool {
    EVERY_LANGUAGE.with(Cell::get)
}

/// Keeps `lang`'s words (from [`words`]): from now on it is said where it is asked for.
pub fn learn(lang: Lang, words: Words) {
    if lang != Lang::En {
        LEARNED.with(|learned| {
            let mut all = learned.get();
            all[lang as usize] = Some(words);
            learned.set(all);
        });
    }
}

/// `lang`'s words, if they have been learned (never English's: those are called
/// directly, so that a build with English alone keeps only the words it says).
fn learned(lang: Lang) -> Option<Words> {
    if !speaks_every_language() {
        return None;
    }
    LEARNED.with(|learned| learned.get()[lang as usize])
}

/// The words of the language in use, if learned (`None`: say it in English). Never
/// inlined: numbers, labels, texts and every kind of line ask for it (`in_language!`),
/// and its code written out in each cost every chunk 0.3 KB gzip.
#[inline(never)]
fn words_now() -> Option<Words> {
    learned(language())
}

/// The language words are said in now: the source's (see [`set_language_source`]),
/// else the page's (see [`set_language`]); English where that one's words are not here
/// (a build that speaks English alone, or a language whose chunk has not come).
pub fn language() -> Lang {
    if !speaks_every_language() {
        return Lang::En;
    }
    NOW.with(Cell::get)
        .or_else(|| SOURCE.with(Cell::get).and_then(|source| source()))
        .unwrap_or_else(|| PAGE.with(Cell::get))
        .or_english()
}

/// Runs `f` with words said in `lang` (a widget's JS method, whose errors are said
/// outside its views).
pub fn speaking<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = NOW.with(|now| now.replace(Some(lang)));
    let result = f();
    NOW.with(|now| now.set(before));
    result
}

/// Sets the page's language.
pub fn set_language(lang: Lang) {
    PAGE.with(|p| p.set(lang));
}

/// Tells [`language`] where to look first (the web layer: the language of the game
/// whose view is being built).
pub fn set_language_source(source: Source) {
    SOURCE.with(|s| s.set(Some(source)));
}

/// Calls the language file's `$f` for the language now. English's is called directly,
/// so that a build with English alone keeps only the words it says.
macro_rules! in_language {
    ($f:ident ( $($arg:expr),* )) => {
        match words_now() {
            Some(words) => (words.$f)($($arg),*),
            None => en::$f($($arg),*),
        }
    };
}

/// A validator's reason as a sentence: capitalized, with a full stop. English says the
/// engine's reasons so, which begin with an ASCII word (Unicode's case tables would cost
/// the wasm 9 KB); the other languages say each reason inside a sentence of their own.
fn reason_sentence(why: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut chars = why.chars();
    if let Some(first) = chars.next() {
        write!(f, "{}", first.to_ascii_uppercase())?;
    }
    write!(f, "{}.", chars.as_str())
}

/// A whole number as the language writes it (as `Intl.NumberFormat` does): 8,532;
/// 8.532; 8 532.
pub fn number(n: i64) -> String {
    in_language!(grouped(n))
}

/// How a step left the game, as an announcement ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    None,
    Won,
    Over,
}

/// What a move merged, as its announcement says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Merges {
    None,
    One { value: i64 },
    Many { count: usize, top: i64 },
}

/// A word or a short label with no parameters: a button, a heading, a name. Said as a
/// `&'static str`, with no formatting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    Title,
    Score,
    Best,
    NewGameButton,
    Undo,
    /// Plays again what the last undo took back.
    Redo,
    /// The on-screen pad's group, and each of its buttons.
    DirectionPad,
    MoveButton(Direction),
    Games,
    Variant,
    Dismiss,
    Confirm,
    YouWin,
    GameOver,
    KeepGoing,
    TryAgain,
    EmptyCell,
    Hole,
    Hint,
    Autoplay,
    Speed,
    Strength,
    Replay,
    Close,
    ToTheStart,
    StepBack,
    StepForward,
    ToTheEnd,
    Play,
    Pause,
    Position,
    Pace,
    PlayFromHere,
    Share,
    WatchThisGame,
    ShareThisGame,
    Export,
    Import,
    Watch,
    StartOver,
    Cancel,
    OpenTheLinksGame,
    KeepMyGame,
    /// Hands on a link that challenges a friend to beat this game.
    Challenge,
    /// The yes of a challenge link's question.
    TakeTheChallenge,
    /// Makes a picture of the game and hands it on.
    ShareImage,
    CouldNotStart,
    Reload,
    /// A variant's name, and its one line.
    VariantName(VariantKind),
    VariantDescription(VariantKind),
    SpeedName(Speed),
    StrengthName(Strength),
    Analyse,
    /// The builder's heading, and what opens it (the variant picker's last choice, the
    /// Games panel's button).
    CreateGame,
    /// The saved variants' heading, in the variant picker and the builder.
    YourVariants,

    // The hosted page's foot and how-to.
    Language,
    Theme,
    ThemeName(crate::theme::Theme),
    /// The undo setting's label, and its two choices.
    UndoSetting,
    UndoAllowed,
    /// A setting's two choices (undo's off too).
    On,
    Off,
    /// The settings that shape play, and the animation's choices.
    DpadSetting,
    SoundSetting,
    AnimationSetting,
    MotionName(crate::motion::Motion),
    /// The hosted page's title (the browser's tab).
    PageTitle,
    HowToPlay,
}

/// The hosted page's own text, by index.html's `data-say` keys (`tests/names.rs`
/// holds the two lists equal), and the labels that say it.
pub const PAGE_TEXTS: [(&str, Label); 17] = [
    ("how-to-play", Label::HowToPlay),
    ("theme", Label::Theme),
    (
        "theme-system",
        Label::ThemeName(crate::theme::Theme::System),
    ),
    ("theme-light", Label::ThemeName(crate::theme::Theme::Light)),
    ("theme-dark", Label::ThemeName(crate::theme::Theme::Dark)),
    ("undo", Label::UndoSetting),
    ("undo-on", Label::UndoAllowed),
    ("undo-off", Label::Off),
    ("dpad", Label::DpadSetting),
    ("off", Label::Off),
    ("on", Label::On),
    ("sound", Label::SoundSetting),
    ("animation", Label::AnimationSetting),
    (
        "animation-normal",
        Label::MotionName(crate::motion::Motion::Normal),
    ),
    (
        "animation-fast",
        Label::MotionName(crate::motion::Motion::Fast),
    ),
    (
        "animation-off",
        Label::MotionName(crate::motion::Motion::Off),
    ),
    ("language", Label::Language),
];

impl Label {
    /// What the label says.
    pub fn say(self) -> &'static str {
        in_language!(label(self))
    }
}

/// The rule families a game object names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Condition,
    Result,
    Score,
    Strategy,
    NewTile,
    Win,
    Lose,
}

/// One sentence, with what it says of the game.
#[derive(Clone, PartialEq, Eq)]
pub enum Text {
    /// Nothing to say (the live region before the first step).
    Silence,
    /// Several sentences, one after the other.
    Together(Vec<Text>),
    /// A [`Line`] (an AI's answer, a replay, the Games panel), kept like any other.
    /// Its words are reached through a pointer made where it is made, so a module that
    /// makes none carries none of them.
    Line(Said),

    // The game.
    Board {
        rows: usize,
        columns: usize,
    },
    /// A variant's noun in a sentence ("Classic game").
    GameNoun(VariantKind),

    // The replay viewer.

    // The Games panel.

    // Questions before a game in progress is lost.
    StartNewGameQuestion {
        noun: Box<Text>,
    },
    LinkQuestion {
        noun: Box<Text>,
        seed: u64,
    },
    PlayFromHereQuestion,

    // What the live region says.
    NewGameStarted {
        noun: Box<Text>,
        ending: Ending,
    },
    Moved {
        direction: Direction,
        merges: Merges,
        score: i64,
        ending: Ending,
    },
    Undone {
        score: i64,
    },
    /// Said before what a redone move did.
    Redone,
    KeptGoing,
    /// A gamepad was connected: what its buttons do.
    PadConnected,

    // Notices.
    MoveRefused {
        why: String,
    },
    SavedGameUnreadable {
        why: String,
    },
    SavedGameDamaged {
        why: String,
    },
    BestDamaged,
    BestUnreadable {
        why: String,
    },
    NotKept,
    /// A link that could not be opened (`why`, if known); `instead`: classic plays.
    LinkNotOpened {
        why: Option<String>,
        instead: bool,
    },
    ReplayLinkNotOpened {
        why: String,
    },
    ChallengeLinkNotOpened {
        why: String,
    },
    /// A challenge link asks, while a game is in progress, to beat `score`.
    ChallengeQuestion {
        score: i64,
    },
    /// A challenge to beat `score` begins.
    ChallengeTaken {
        score: i64,
    },
    PartNotLoaded {
        why: String,
    },
    GameNotOpened {
        why: String,
    },

    // Why the AI cannot play.

    // A widget that cannot start, and why.
    /// A reason from a validator, as a sentence.
    Reason {
        why: String,
    },

    // The crash screen.
    Crashed,

    // The JS API's errors, for host pages.
    ApiGone,
    /// `swap()` or `remove()` in a game without power-ups.
    ApiNoPowerUps,
    /// `swap()` without two cells, `remove()` without a number.
    ApiPowerUpArguments,
    ApiOptionsUnreadable {
        why: Option<String>,
    },
    ApiOptionsNotAnObject,
    ApiUnknownOption {
        name: String,
    },
    ApiOptionType {
        name: String,
        numbers: bool,
        got: String,
    },
    ApiNewGame {
        why: String,
    },
    ApiMove {
        why: String,
    },
    /// `undo()` in a game without undo.
    ApiUndoOff,
}

/// As it reads: a derived form would cost the wasm a formatter for every key.
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Text({self})")
    }
}

/// A [`Line`] kept as a [`Text`]; equal when it says the same.
#[derive(Clone)]
pub struct Said(Arc<dyn fmt::Display + Send + Sync>);

impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for Said {}

impl From<Line> for Text {
    fn from(line: Line) -> Text {
        Text::Line(Said(Arc::new(line)))
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match words_now() {
            Some(words) => (words.line)(self, f),
            None => english_line(self, f),
        }
    }
}

/// What English's lines say: `en::line`, which only the lines' chunk links in the
/// game's wasm (`english_lines`). A build with the `english-lines` feature (native
/// tools and tests) has them here; the game learns them from their chunk as it
/// starts ([`learn_english_lines`]), and until then says only the lines the main
/// module keeps (`en::unloaded`: why something could not load, and the few others it
/// says), and nothing for the others (the web layer says them again once they are
/// learned).
pub type LineWords = fn(&Line, &mut fmt::Formatter<'_>) -> fmt::Result;

#[cfg(feature = "english-lines")]
fn english_line(line: &Line, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    en::line(line, f)
}

#[cfg(not(feature = "english-lines"))]
fn english_line(line: &Line, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match ENGLISH_LINES.with(Cell::get) {
        Some(say) => say(line, f),
        None => en::unloaded(line, f),
    }
}

/// English's lines, for the chunk that carries them (see [`LineWords`]).
pub fn english_lines() -> LineWords {
    en::line
}

/// Keeps English's lines (from [`english_lines`], in their chunk): from now on every
/// line is said in English where it is asked for.
pub fn learn_english_lines(say: LineWords) {
    #[cfg(not(feature = "english-lines"))]
    ENGLISH_LINES.with(|lines| lines.set(Some(say)));
    #[cfg(feature = "english-lines")]
    let _ = say;
}

/// Whether English's lines are here (always, with the `english-lines` feature).
pub fn english_lines_learned() -> bool {
    cfg!(feature = "english-lines") || ENGLISH_LINES.with(|lines| lines.get().is_some())
}

/// "How to play", as markup: text and `<strong>` only (the page sets it as HTML).
impl fmt::Display for crate::help::HowTo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        in_language!(how_to(self, f))
    }
}

/// "How to play" in the language in use if its words have been learned (they carry
/// their own); `None` in English, whose words for it are not linked here (the hosted
/// page's chunk says them).
pub fn learned_how_to(how: &crate::help::HowTo) -> Option<String> {
    struct Said<'a>(&'a crate::help::HowTo, Words);
    impl fmt::Display for Said<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            (self.1.how_to)(self.0, f)
        }
    }
    learned(language()).map(|words| Said(how, words).to_string())
}

/// The panels' lines: each said (and kept, as a [`Text`]) like a [`Line`], by its own
/// function of the language file, which only that part's views reach.
macro_rules! panel_lines {
    ($($line:ident => $f:ident),* $(,)?) => {$(
        impl From<$line> for Text {
            fn from(line: $line) -> Text {
                Text::Line(Said(Arc::new(line)))
            }
        }

        impl fmt::Display for $line {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                in_language!($f(self, f))
            }
        }
    )*};
}

panel_lines! {
    GamesLine => games,
    ReplayLine => replay,
    AnalysisLine => analysis,
    SetupLine => setup,
    BuilderLine => builder,
    ExtrasLine => extras,
    ChallengeLine => challenge,
    CardLine => card,
    RecordLine => record,
    ConfigLine => config,
    RequestLine => request,
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        in_language!(say(self, f))
    }
}

impl Text {
    /// The sentences of `texts` said one after the other: none, the one, or all.
    pub fn together(mut texts: Vec<Text>) -> Option<Text> {
        match texts.len() {
            0 | 1 => texts.pop(),
            _ => Some(Text::Together(texts)),
        }
    }

    /// What a sentence calls a game of `kind`, as a parameter.
    pub fn noun(kind: VariantKind) -> Box<Text> {
        Box::new(Text::GameNoun(kind))
    }
}

#[cfg(test)]
mod tests;

/// English's lines as the web build says them: before their chunk has come, and after
/// (run by `scripts/test`: `cargo test -p game2048-app --no-default-features --lib
/// before_the_lines`).
#[cfg(all(test, not(feature = "english-lines")))]
mod before_the_lines {
    use super::*;

    #[test]
    fn only_why_something_could_not_load_is_said_until_the_lines_come() {
        assert!(!english_lines_learned());
        // What no chunk may be waited for to say, and what the main module keeps.
        assert_eq!(
            Line::ChunkNotLoaded.to_string(),
            "its code could not be fetched"
        );
        assert_eq!(
            Line::ApiAiOff { method: "hint" }.to_string(),
            "hint: the AI is off for this game"
        );
        // Every other line waits for its words (the web layer says it again then).
        assert_eq!(Line::FromTheGame.to_string(), "");
        assert_eq!(Text::from(Line::NameEmpty).to_string(), "");
        learn_english_lines(english_lines());
        assert!(english_lines_learned());
        assert_eq!(Line::FromTheGame.to_string(), "Start from the game");
        assert_eq!(
            Line::ChunkNotLoaded.to_string(),
            "its code could not be fetched"
        );
        assert!(Text::from(Line::NameEmpty).to_string().ends_with('.'));
    }
}
