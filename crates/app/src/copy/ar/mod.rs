//! Arabic: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use crate::request::{RequestError, known_presets};
use game2048_engine::{ConfigReason, Direction, Power, PowerError, SetupError};

use super::{
    AnalysisLine, BuilderLine, CardLine, ChallengeLine, ConfigLine, Ending, ExtrasLine, GamesLine,
    Label, Line, Merges, RecordLine, ReplayLine, RequestLine, SetupLine, Text,
};
use crate::ai;
use crate::daily::Attempt;
use crate::modes::Mode;
use crate::variant::VariantKind;

/// A direction as a move goes: "إلى اليسار".
fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "إلى اليسار",
        Direction::Right => "إلى اليمين",
        Direction::Up => "إلى الأعلى",
        Direction::Down => "إلى الأسفل",
    }
}

/// Arabic's plural categories (CLDR cardinal rules).
#[derive(Clone, Copy)]
enum Plural {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

/// The plural category of `n`: zero (0), one (1), two (2), few (n % 100 in 3..=10),
/// many (n % 100 in 11..=99), other.
fn plural_of(n: i64) -> Plural {
    match n {
        0 => Plural::Zero,
        1 => Plural::One,
        2 => Plural::Two,
        _ => match n.unsigned_abs() % 100 {
            3..=10 => Plural::Few,
            11..=99 => Plural::Many,
            _ => Plural::Other,
        },
    }
}

/// A counted noun's forms. `one` and `two` are said whole ("لعبة واحدة", "لعبتين": the
/// dual as the sentences place a count, after a verb's object or a preposition); the
/// others follow the number: `few` (3 to 10) the plural, `many` (11 to 99) the
/// accusative singular, `other` (0, 100...) the singular.
struct Noun {
    one: &'static str,
    two: &'static str,
    few: &'static str,
    many: &'static str,
    other: &'static str,
}

const GAMES: Noun = Noun {
    one: "لعبة واحدة",
    two: "لعبتين",
    few: "ألعاب",
    many: "لعبة",
    other: "لعبة",
};

const MOVES: Noun = Noun {
    one: "حركة واحدة",
    two: "حركتين",
    few: "حركات",
    many: "حركة",
    other: "حركة",
};

const POINTS: Noun = Noun {
    one: "نقطة واحدة",
    two: "نقطتين",
    few: "نقاط",
    many: "نقطة",
    other: "نقطة",
};

const TIMES: Noun = Noun {
    one: "مرة واحدة",
    two: "مرتين",
    few: "مرات",
    many: "مرة",
    other: "مرة",
};

const BEST_SCORES: Noun = Noun {
    one: "رقم قياسي واحد",
    two: "رقمين قياسيين",
    few: "أرقام قياسية",
    many: "رقمًا قياسيًا",
    other: "رقم قياسي",
};

const VARIANTS: Noun = Noun {
    one: "نمط واحد",
    two: "نمطين",
    few: "أنماط",
    many: "نمطًا",
    other: "نمط",
};

const SAVED_VARIANTS: Noun = Noun {
    one: "نمط محفوظ واحد",
    two: "نمطين محفوظين",
    few: "أنماط محفوظة",
    many: "نمطًا محفوظًا",
    other: "نمط محفوظ",
};

const CHARACTERS: Noun = Noun {
    one: "حرف واحد",
    two: "حرفين",
    few: "أحرف",
    many: "حرفًا",
    other: "حرف",
};

/// `n` and its noun: "حركة واحدة", "حركتين", "12 حركة".
fn plural(n: i64, noun: &Noun) -> String {
    match plural_of(n) {
        Plural::One => noun.one.to_string(),
        Plural::Two => noun.two.to_string(),
        Plural::Few => format!("{} {}", grouped(n), noun.few),
        Plural::Many => format!("{} {}", grouped(n), noun.many),
        Plural::Zero | Plural::Other => format!("{} {}", grouped(n), noun.other),
    }
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => " فزت! تابع اللعب أو حاول مجددًا.",
        Ending::Over => " انتهت اللعبة!",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "إعادة العرض: الحركة {} من {}",
        grouped(position as i64),
        grouped(len as i64)
    )
}

/// A validator's reason as a notice says it: as it is, with a full stop.
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}.")
}

/// A named rule's short name (its own name for one this list misses).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "مربعان متساويان",
        (Condition, "allEqual") => "سلسلة مربعات متساوية",
        (Condition, "nonIncreasing") => "سلسلة لا تتزايد",
        (Condition, "fibonacci") => "جاران في فيبوناتشي",
        (Result | Score, "original2048") => "المجموع",
        (Result, "tripleFirstMinusRest") => "ثلاثة أضعاف الأول، ناقص البقية",
        (Score, "doubleFirstPlusRest") => "ضعف الأول، زائد البقية",
        (Strategy, "shortest-match") => "بأقصر ما يمكن",
        (Strategy, "longest-match") => "بأطول ما يمكن",
        (NewTile, "original2048") => "مربعات 2 و4",
        (NewTile, "none") => "بلا مربعات",
        (NewTile, "fibonacci") => "مربعات 1 و2",
        (NewTile, "triples") => "مربعات 2 و6",
        (Win, "original2048") => "الوصول إلى 2048",
        (Win, "hasTile32") => "الوصول إلى 32",
        (Lose, "original2048") => "لا حركة تغيّر اللوحة",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "يندمج مربعان متساويان، كما في 2048.",
        (Condition, "allEqual") => "تندمج سلسلة من المربعات المتساوية.",
        (Condition, "nonIncreasing") => "تندمج سلسلة لا يكون فيها أي مربع أكبر من المربع الذي قبله.",
        (Condition, "fibonacci") => "يندمج جاران متتاليان في 1، 2، 3، 5، 8، 13...",
        (Result, "original2048") => "الناتج هو مجموع السلسلة.",
        (Result, "tripleFirstMinusRest") => "الناتج ثلاثة أضعاف المربع الأول، ناقص البقية.",
        (Score, "original2048") => "يمنح الاندماج نقاطًا بقدر مجموع المربع المدمج.",
        (Score, "doubleFirstPlusRest") => "يمنح الاندماج ضعف المربع الأول زائد البقية.",
        (Strategy, "shortest-match") => "تندمج السلسلة بمجرد أن تبلغ الطول الكافي.",
        (Strategy, "longest-match") => "تندمج السلسلة بأطول ما يمكن.",
        (NewTile, "original2048") => "بعد كل حركة، 2 (تسع مرات من عشر) أو 4.",
        (NewTile, "none") => "لا مربعات جديدة: تُلعب اللعبة بالمربعات الموضوعة على اللوحة.",
        (NewTile, "fibonacci") => "بعد كل حركة، 1 (تسع مرات من عشر) أو 2.",
        (NewTile, "triples") => "بعد كل حركة، 2 (تسع مرات من عشر) أو 6.",
        (Win, "original2048") => "الفوز بالوصول إلى 2048.",
        (Win, "hasTile32") => "الفوز بالوصول إلى 32.",
        (Lose, "original2048") => "تنتهي اللعبة عندما لا تغيّر أي حركة اللوحة.",
        _ => "",
    }
}

/// `n` as Chrome's `Intl.NumberFormat("ar")` writes it: Western digits (CLDR's default
/// numbering for `ar`), "," between thousands, a left-to-right mark before a minus so
/// that it stays on the number's left: 8,532.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 4);
    if n < 0 {
        out.push_str("\u{200e}-");
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
        VariantKind::Preset(p) => match p.id {
            "classic" => "كلاسيكي",
            "donut" => "الدونات",
            "fibonacci" => "فيبوناتشي",
            "triples" => "الثلاثيات",
            _ => p.name,
        },
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "لعبة مخصصة",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "المعززات",
        Mode::Sprint => "سباق",
        Mode::FiveHundredMoves => "500 نقلة",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "النتيجة",
        Best => "الأفضل",
        NewGameButton => "لعبة جديدة",
        Undo => "تراجع",
        Redo => "إعادة",
        DirectionPad => "أزرار الاتجاه",
        MoveButton(direction) => match direction {
            Direction::Up => "تحريك لأعلى",
            Direction::Down => "تحريك لأسفل",
            Direction::Left => "تحريك لليسار",
            Direction::Right => "تحريك لليمين",
        },
        Games => "الألعاب",
        Variant => "النمط",
        Dismiss => "تجاهل",
        Confirm => "تأكيد",
        YouWin => "فزت!",
        GameOver => "انتهت اللعبة!",
        KeepGoing => "تابع اللعب",
        TryAgain => "حاول مجددًا",
        EmptyCell => "فارغة",
        Hole => "فجوة",
        Hint => "تلميح",
        Autoplay => "لعب تلقائي",
        Speed => "السرعة",
        Strength => "القوة",
        Replay => "إعادة العرض",
        Close => "إغلاق",
        ToTheStart => "إلى البداية",
        StepBack => "خطوة للخلف",
        StepForward => "خطوة للأمام",
        ToTheEnd => "إلى النهاية",
        Play => "تشغيل",
        Pause => "إيقاف مؤقت",
        Position => "الموضع",
        Pace => "الوتيرة",
        PlayFromHere => "العب من هنا",
        Share => "مشاركة",
        WatchThisGame => "شاهد هذه اللعبة",
        ShareThisGame => "شارك هذه اللعبة",
        Export => "تصدير",
        Import => "استيراد",
        Watch => "مشاهدة",
        StartOver => "نعم، ابدأ من جديد",
        Cancel => "إلغاء",
        OpenTheLinksGame => "افتح لعبة الرابط",
        Challenge => "تحدَّ صديقًا",
        TakeTheChallenge => "اقبل التحدي",
        ShareImage => "شارك صورة",
        KeepMyGame => "احتفظ بلعبتي",
        CouldNotStart => "تعذّر بدء هذه اللعبة",
        Reload => "إعادة التحميل",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => match p.id {
            "classic" => "4x4، اجمع المربعات المتساوية للوصول إلى 2048.",
            "3x3" => "تسع خلايا: صِل إلى 256.",
            "5x5" => "مساحة أكبر، والهدف نفسه.",
            "6x6" => "لوحة واسعة للألعاب الطويلة.",
            "8x8" => "أربع وستون خلية: العب قدر ما تشاء.",
            "donut" => "مثال custom-game.md: لوحة 3x3 بلا مركزها، صِل إلى 32.",
            "fibonacci" => "يندمج الجاران في 1، 1، 2، 3، 5، 8...: صِل إلى 2584.",
            "triples" => "5x5، ثلاثة مربعات متساوية متتالية تندمج في مجموعها: صِل إلى 486.",
            _ => p.description,
        },
        VariantDescription(VariantKind::Custom(_)) => "لعبة بقواعدك الخاصة.",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "هادئة",
            ai::Speed::Normal => "عادية",
            ai::Speed::Quick => "سريعة",
            ai::Speed::Fastest => "الأسرع",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "سريع",
            ai::Strength::Strong => "قوي",
        },
        Analyse => "تحليل",
        CreateGame => "إنشاء لعبة",
        YourVariants => "أنماطك",
        Language => "اللغة",
        Theme => "المظهر",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "النظام",
            crate::theme::Theme::Light => "فاتح",
            crate::theme::Theme::Dark => "داكن",
        },
        UndoSetting => "التراجع",
        UndoAllowed => "مسموح",
        On => "مفعّل",
        Off => "معطّل",
        DpadSetting => "أزرار الاتجاه على الشاشة",
        SoundSetting => "الصوت",
        AnimationSetting => "الحركة",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "عادية",
            crate::motion::Motion::Fast => "سريعة",
            crate::motion::Motion::Off => "معطّلة",
        },
        PageTitle => "2048 – حرّك، ادمج، وصِل إلى 2048",
        HowToPlay => "طريقة اللعب",
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

        Board { rows, columns } => write!(
            f,
            "اللوحة، الصفوف: {}، الأعمدة: {}",
            grouped(*rows as i64),
            grouped(*columns as i64)
        ),
        GameNoun(VariantKind::Preset(p)) => match p.id {
            "classic" => f.write_str("لعبة كلاسيكية"),
            "donut" => f.write_str("لعبة الدونات"),
            "fibonacci" => f.write_str("لعبة فيبوناتشي"),
            "triples" => f.write_str("لعبة الثلاثيات"),
            _ => write!(f, "لعبة {}", p.name),
        },
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "لعبة {}", variant_name(*kind))
        }
        GameNoun(VariantKind::Custom(_)) => f.write_str("لعبة مخصصة"),

        StartNewGameQuestion { noun } => {
            write!(f, "هل تريد بدء {noun} جديدة؟ ستضيع هذه اللعبة.")
        }
        LinkQuestion { noun, seed } => write!(
            f,
            "يفتح هذا الرابط {noun} جديدة (البذرة {seed}). ستضيع لعبتك الجارية."
        ),
        PlayFromHereQuestion => f.write_str("هل تريد متابعة اللعب من هنا؟ ستضيع لعبتك الجارية."),

        NewGameStarted { noun, ending: e } => write!(f, "{noun} جديدة.{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "تحريك {}.", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, " اندماج في {}.", grouped(*value))?,
                Merges::Many { count, top } => write!(
                    f,
                    " الاندماجات: {}، أعلاها {}.",
                    grouped(*count as i64),
                    grouped(*top)
                )?,
            }
            write!(f, " النتيجة: {}.{}", grouped(*score), ending(*e))
        }
        Undone { score } => write!(f, "تم التراجع عن الحركة. النتيجة: {}.", grouped(*score)),
        Redone => f.write_str("تمت الإعادة."),
        PadConnected => f.write_str("تم توصيل ذراع التحكم: أزرار الاتجاه أو العصا اليسرى للتحريك، A للتلميح، B للتراجع، Start للعبة جديدة."),
        KeptGoing => f.write_str("تابع اللعب!"),

        MoveRefused { why } => write!(f, "رُفضت هذه الحركة: {why}."),
        SavedGameUnreadable { why } => write!(f, "تعذّرت قراءة لعبتك المحفوظة ({why})."),
        SavedGameDamaged { why } => write!(
            f,
            "كانت لعبتك المحفوظة تالفة فبدأت لعبة جديدة ({why}). أفضل النتائج محفوظة."
        ),
        BestDamaged => f.write_str("تم تجاهل أفضل نتيجة تالفة."),
        BestUnreadable { why } => write!(f, "تعذّرت قراءة أفضل نتيجة لك ({why})."),
        NotKept => f.write_str("لا يسمح هذا المتصفح للعبة بالحفظ: يمكنك اللعب، لكن تقدّمك لن يُحفظ."),
        LinkNotOpened { why, instead } => {
            f.write_str("تعذّر فتح هذا الرابط")?;
            match why {
                Some(why) => write!(f, ": {why}.")?,
                None => f.write_str(".")?,
            }
            if *instead {
                f.write_str(" تُلعب اللعبة الكلاسيكية بدلًا منه.")?;
            }
            Ok(())
        }
        ChallengeLinkNotOpened { why } => {
            write!(f, "تعذّر فتح رابط التحدي هذا: {why}.")
        }
        ChallengeQuestion { score } => write!(
            f,
            "يتحداك صديق أن تتجاوز {} من البداية نفسها. ستضيع لعبتك الجارية.",
            grouped(*score)
        ),
        ChallengeTaken { score } => write!(
            f,
            "قبلت التحدي: تجاوز {}. البداية نفسها والمربعات الجديدة نفسها.",
            grouped(*score)
        ),
        ReplayLinkNotOpened { why } => write!(f, "تعذّر فتح رابط إعادة العرض هذا: {why}."),
        PartNotLoaded { why } => write!(
            f,
            "تعذّر تحميل هذا الجزء من اللعبة ({why}). تستمر اللعبة؛ حاول مجددًا لاحقًا."
        ),
        GameNotOpened { why } => write!(
            f,
            "تعذّر فتح لعبتك ({why}). إنها محفوظة؛ حاول مجددًا عندما تكون متصلًا بالإنترنت."
        ),

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("حدث خطأ ما وتوقفت اللعبة. لعبتك المحفوظة في أمان."),

        ApiNoPowerUps => f.write_str("swap وremove: لا معززات في هذه اللعبة"),
        ApiPowerUpArguments => f.write_str(
            "تأخذ swap خانتين بالشكل [الصف، العمود] مع العد من 0، وتأخذ remove رقم مربع",
        ),
        ApiGone => f.write_str("لم تعد هذه اللعبة موجودة في الصفحة"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: تعذّرت قراءة الخيارات ({})",
            why.as_deref().unwrap_or("ليست بيانات JSON")
        ),
        ApiOptionsNotAnObject => {
            f.write_str("newGame: يجب أن تكون الخيارات كائنًا { preset?, game?, seed? }")
        }
        ApiUnknownOption { name } => {
            write!(
                f,
                "newGame: خيار غير معروف \"{name}\" (المعروفة: preset، game، seed)"
            )
        }
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: يجب أن يكون {name} {}، لكنه {got}",
            if *numbers {
                "رقمًا أو نصًا"
            } else {
                "نصًا"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo, redo: هذه اللعبة تُلعب دون تراجع"),
    }
}

mod lines;
mod panels;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};
