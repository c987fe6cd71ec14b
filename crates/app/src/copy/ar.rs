//! Arabic: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use game2048_engine::Direction;

use super::reason_sentence as reason;
use super::{Ending, Label, Line, Merges, Text};
use crate::ai;
use crate::daily::Attempt;
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
        VariantKind::Custom(_) => "لعبة مخصصة",
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
        UndoOff => "معطّل",
        PageTitle => "2048 – حرّك، ادمج، وصِل إلى 2048",
        HowToPlay => "طريقة اللعب",
        HowToHtml => {
            "استخدم <strong>مفاتيح الأسهم</strong> (أو WASD، أو HJKL) لتحريك المربعات، أو اسحب على اللوحة. يندمج مربعان يحملان الرقم نفسه في مربع واحد عندما يتلامسان. صِل إلى <strong>2048</strong> لتفوز، ثم تابع اللعب إن شئت. للتراجع عن حركة، اضغط <strong>U</strong> أو <strong>Ctrl+Z</strong>."
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
        ReplayLinkNotOpened { why } => write!(f, "تعذّر فتح رابط إعادة العرض هذا: {why}."),
        PartNotLoaded { why } => write!(
            f,
            "تعذّر تحميل هذا الجزء من اللعبة ({why}). تستمر اللعبة؛ حاول مجددًا لاحقًا."
        ),
        NotCarriedOver { why } => write!(f, "تعذّر نقل لعبتك ({why})."),
        GameNotOpened { why } => write!(
            f,
            "تعذّر فتح لعبتك ({why}). إنها محفوظة؛ حاول مجددًا عندما تكون متصلًا بالإنترنت."
        ),

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("حدث خطأ ما وتوقفت اللعبة. لعبتك المحفوظة في أمان."),

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
        ApiUndoOff => f.write_str("undo: هذه اللعبة تُلعب دون تراجع"),
    }
}

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("التراجع معطّل"),
            (true, 0) => f.write_str("لم يُستخدم التراجع"),
            (true, 1) => f.write_str("استُخدم التراجع مرة واحدة"),
            (true, n) => write!(f, "استُخدم التراجع {}", plural(n as i64, &TIMES)),
        },
        YourGames { variant } => match variant {
            VariantKind::Preset(_) => write!(f, "ألعابك: {}", variant_name(*variant)),
            VariantKind::Custom(_) => f.write_str("ألعابك المخصصة"),
        },
        YourGamesOf { name } => write!(f, "ألعابك في «{name}»"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "الألعاب: {} · الانتصارات: {} ({}%) · أفضل نتيجة: {}",
            grouped(*played as i64),
            grouped(*won as i64),
            grouped(*rate as i64),
            grouped(*best)
        ),
        TopTiles { reached } => {
            f.write_str("أعلى المربعات المحققة: ")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(
                    f,
                    "{between}{} في {}",
                    grouped(*tile),
                    plural(*n as i64, &GAMES)
                )?;
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
            let won = if *won { "، فوز" } else { "" };
            write!(
                f,
                "{when}: النتيجة {}، أعلى مربع {}، الحركات {}، المدة {}:{seconds:02}{won}",
                grouped(*score),
                grouped(*top),
                grouped(*moves as i64),
                grouped(minutes as i64),
            )
        }

        AnalysisTitle => f.write_str("التحليل"),
        MoveColumn => f.write_str("الحركة"),
        PointsColumn => f.write_str("النقاط"),
        OverColumn => f.write_str("نهاية اللعبة"),
        BestBadge => f.write_str("الأفضل"),
        DirectionName(d) => f.write_str(match d {
            Direction::Left => "يسار",
            Direction::Right => "يمين",
            Direction::Up => "أعلى",
            Direction::Down => "أسفل",
        }),
        AnalysisCaption { horizon } => write!(
            f,
            "متوسط النقاط خلال الحركات التالية (وعددها {})، ± مقدار ما قد تبعد عنه الحقيقة (في 95% من الحالات)، ومدى تكرار انتهاء اللعبة قبل ذلك.",
            grouped(i64::from(*horizon))
        ),
        Figure {
            value,
            margin,
            percent,
        } => {
            let unit = if *percent { "%" } else { "" };
            match margin {
                Some(m) => write!(f, "{}{unit} ± {}{unit}", grouped(*value), grouped(*m)),
                None => write!(f, "{}{unit} ± ؟", grouped(*value)),
            }
        }
        ChangesNothing => f.write_str("لا تغيّر شيئًا"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "أفضل حركة: {}", direction(*d))?;
            f.write_str(if *clear {
                "، بوضوح."
            } else {
                "، لكن الفارق ضئيل: هوامش الخطأ متداخلة."
            })
        }
        NoMoveChangesThisBoard => f.write_str("لا توجد حركة تغيّر هذه اللوحة."),
        PlayedOut { trials } => write!(
            f,
            "لُعبت كل حركة حتى النهاية {}.",
            plural(i64::from(*trials), &TIMES)
        ),
        Analysing => f.write_str("جارٍ التحليل…"),
        AnalysisWaits => f.write_str("يتوقف التحليل مؤقتًا أثناء اللعب التلقائي."),
        BestMoveMark { direction: d } => write!(f, "أفضل حركة: {}", direction(*d)),

        SetUp => f.write_str("إعداد وضعية"),
        SetupHelp => f.write_str(
            "اختر قيمة، ثم انقر على الخلايا أو المسها لوضعها. المفاتيح: الأسهم للتنقل، و+ و− لتغيير القيمة، وDelete لإفراغ الخلية.",
        ),
        SetupValues => f.write_str("القيم"),
        EmptyValue => f.write_str("فارغة"),
        ClearBoard => f.write_str("مسح اللوحة"),
        FromTheGame => f.write_str("البدء من اللعبة"),
        SetupCell { row, col, value } => {
            write!(
                f,
                "الصف {}، العمود {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("فارغة"),
            }
        }
        NothingToPlay => f.write_str(
            "لا توجد حركة تغيّر هذه اللوحة، فلا شيء يمكن لعبه: ضع مربعات يمكنها الانزلاق أو الاندماج.",
        ),
        SetupRefused { why } => write!(f, "لا يمكن لعب هذه الوضعية: {why}."),

        TodaysGame => f.write_str("لعبة اليوم"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "هذه لعبة يوم {day}، وهي نفسها للجميع: تُحتسب أول محاولة تنتهي اليوم."
            ),
            Attempt::Practice => write!(
                f,
                "هذه لعبة يوم {day}: للتمرين، فهذه المحاولة لا تُحتسب."
            ),
            Attempt::Ended => write!(f, "كانت هذه لعبة يوم {day}."),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "الألعاب اليومية: الملعوبة {}؛ السلسلة الحالية {}، الأطول {}.",
            grouped(*played as i64),
            grouped(i64::from(*streak)),
            grouped(i64::from(*longest))
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
                "{day} · {} · {} · {}",
                grouped(*top),
                plural(*score, &POINTS),
                plural(*moves as i64, &MOVES)
            )
        }
        ShareResult => f.write_str("شارك نتيجة اليوم"),
        BestDays { days } => {
            f.write_str("أفضل الأيام:")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { " " } else { "؛ " };
                write!(f, "{sep}{day}، {}", plural(*score, &POINTS))?;
            }
            f.write_str(".")
        }
        DailyMark { day, counted } => {
            write!(f, "لعبة يوم {day}")?;
            f.write_str(if *counted { "" } else { " (تمرين)" })
        }

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str(".")
        }
        HintIs(d) => write!(f, "تلميح: حرّك {}.", direction(*d)),
        NoMoveLeft => f.write_str("لم تبقَ أي حركة."),
        ReplayOpened { moves } => {
            write!(f, "إعادة العرض: لعبة من {}.", plural(*moves as i64, &MOVES))
        }
        BackToYourGame => f.write_str("العودة إلى لعبتك."),
        PlayingOnFrom { position } => {
            write!(f, "متابعة اللعب من الحركة {}.", grouped(*position as i64))
        }
        AiFailed { why } => write!(f, "تعذّر على الذكاء الاصطناعي الإجابة ({why}). تستمر اللعبة."),
        AnalysisFailed { why } => {
            write!(f, "تعذّر على الذكاء الاصطناعي تحليل هذه الوضعية ({why}).")
        }
        ReplayNotOpened { why } => write!(f, "تعذّر فتح إعادة العرض هذه: {why}."),
        ImportFailed { why } => write!(f, "تعذّر استيراد هذا الملف: {why}."),
        FileNotText => f.write_str("ليس ملفًا نصيًا"),
        FileUnreadable => f.write_str("تعذّرت قراءته"),
        ImportNotSaved { why } => write!(f, "تعذّر حفظ ما استُورد ({why})."),
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "تم استيراد {}، و{}، و{}.",
            plural(*games as i64, &GAMES),
            plural(*bests as i64, &BEST_SCORES),
            plural(*variants as i64, &SAVED_VARIANTS),
        ),
        GamesDamaged => f.write_str("كانت قائمة ألعابك تالفة فبُدئت من جديد."),
        GamesUnreadable { why } => write!(f, "تعذّرت قراءة قائمة ألعابك ({why})."),
        LinkCopied => f.write_str("نُسخ الرابط: الصقه في أي مكان لمشاركة هذه اللعبة."),
        CopyThisLink { link } => write!(f, "انسخ هذا الرابط لمشاركة اللعبة: {link}"),
        AiNoWorkers => f.write_str(
            "لا يستطيع هذا المتصفح تشغيل الذكاء الاصطناعي (لا يدعم Web Workers).",
        ),
        AiForbidden { why } => write!(
            f,
            "لا تسمح هذه الصفحة بتشغيل الذكاء الاصطناعي ({}).",
            why.as_deref().unwrap_or("سياسة الأمان فيها تمنع ذلك")
        ),
        AiNotLoaded => f.write_str(
            "تعذّر تحميل الذكاء الاصطناعي (لا يوجد اتصال بالإنترنت، أو أن الصفحة تحظره).",
        ),
        AiNotPrepared => f.write_str("تعذّر تجهيز الذكاء الاصطناعي."),
        AiUnreadable { why } => write!(
            f,
            "أجاب الذكاء الاصطناعي بطريقة لا تستطيع هذه الصفحة قراءتها ({why})."
        ),

        StartFrom => f.write_str("البدء من"),
        APreset => f.write_str("نمط جاهز…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(
                f,
                "الصف {}، العمود {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match (hole, tile) {
                (true, _) => f.write_str("فجوة"),
                (false, Some(v)) => write!(f, "خلية فيها {}", grouped(*v)),
                (false, None) => f.write_str("خلية"),
            }
        }
        BoardSize => f.write_str("اللوحة"),
        Rows => f.write_str("الصفوف"),
        Columns => f.write_str("الأعمدة"),
        PainterHelp => f.write_str(
            "انقر على الخلايا أو المسها أو اسحب فوقها لتصنع فجوات (ولتعيدها خلايا)، أو اختر مربعًا لتضعه على خلية بدلًا من ذلك.",
        ),
        BrushCells => f.write_str("الخلايا والفجوات"),
        BrushTile => f.write_str("مربع"),
        NoTile => f.write_str("بلا مربع"),
        Family(family) => f.write_str(match family {
            super::Family::Condition => "ما يندمج",
            super::Family::Result => "المربع الناتج",
            super::Family::Score => "النقاط",
            super::Family::Strategy => "السلاسل",
            super::Family::NewTile => "المربعات الجديدة",
            super::Family::Win => "الفوز",
            super::Family::Lose => "الخسارة",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("أقصر اندماج"),
        LongestMerge => f.write_str("أطول اندماج"),
        AsLongAsTheBoard => f.write_str("بطول اللوحة"),
        ReachTile => f.write_str("الوصول إلى مربع"),
        ReachTileHelp { value } => write!(f, "الفوز بالوصول إلى {}.", grouped(*value)),
        RulesMakeAGame => f.write_str("هذه القواعد تصنع لعبة."),
        RulesMakeNoGame => f.write_str("هذه القواعد لا تصنع لعبة بعد: راجع الحقل المُعلَّم."),
        PlayThisGame => f.write_str("العب هذه اللعبة"),
        CopyLink => f.write_str("نسخ الرابط"),
        CopyEmbedCode => f.write_str("نسخ رمز التضمين"),
        EmbedCopied => f.write_str("نُسخ رمز التضمين: الصقه في HTML صفحتك."),
        CopyThisCode { code } => write!(f, "انسخ هذا الرمز في HTML صفحتك: {code}"),

        Review => f.write_str("مراجعة"),
        Reviewing { done, of } => write!(
            f,
            "جارٍ المراجعة: الحركة {} من {}…",
            grouped(*done as i64),
            grouped(*of as i64)
        ),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "تمت مراجعة {}: جودتها في المتوسط {}% من جودة حركات الذكاء الاصطناعي، مع {} أسوأ بكثير من حركاته.",
            plural(*moves as i64, &MOVES),
            grouped(i64::from(*accuracy)),
            plural(*mistakes as i64, &MOVES),
        ),
        ReviewChart => f.write_str("جودة كل حركة، كنسبة من أفضل حركة للذكاء الاصطناعي"),
        ReviewHelp => f.write_str(
            "كل نقطة حركة: في الأعلى، بجودة اختيار الذكاء الاصطناعي؛ وكلما انخفضت كانت أسوأ. النقاط الحمراء هي الحركات الأسوأ بكثير من حركات الذكاء الاصطناعي. انقر على الرسم البياني للانتقال إلى حركة.",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "الحركة {}: {} ({}%)؛ يلعب الذكاء الاصطناعي {}.",
            grouped(*number as i64),
            direction(*played),
            grouped(i64::from(*quality)),
            direction(*best)
        ),
        NoMistakes => f.write_str("لم تكن أي حركة أسوأ بكثير من حركات الذكاء الاصطناعي."),
        ReviewedMark { accuracy } => write!(f, "روجعت: {}%", grouped(i64::from(*accuracy))),
        ReviewFailed { why } => {
            write!(f, "توقفت المراجعة: تعذّر على الذكاء الاصطناعي الإجابة ({why}).")
        }
        VariantNameField => f.write_str("الاسم"),
        SaveAsVariant => f.write_str("حفظ كنمط"),
        Rename => f.write_str("إعادة التسمية"),
        SaveName => f.write_str("حفظ الاسم"),
        Delete => f.write_str("حذف"),
        EditVariant => f.write_str("تعديل"),
        PlayVariant => f.write_str("العب"),
        DeleteQuestion { name } => write!(
            f,
            "هل تريد حذف «{name}»؟ تبقى أفضل نتيجة له وألعابه المنتهية، وتعود إذا حفظت قواعده مجددًا."
        ),
        VariantSaved { name } => write!(f, "حُفظ «{name}»: تجده في قائمة الأنماط."),
        VariantRenamed { name } => write!(f, "أُعيدت التسمية إلى «{name}»."),
        VariantDeleted { name } => write!(f, "حُذف «{name}»."),
        VariantsUnread { count } => write!(
            f,
            "تعذّرت قراءة {}؛ {}.",
            plural(*count as i64, &SAVED_VARIANTS),
            match plural_of(*count as i64) {
                Plural::One => "وقد تُرك كما هو",
                Plural::Two => "وقد تُركا كما هما",
                Plural::Zero | Plural::Few | Plural::Many | Plural::Other => {
                    "وقد تُركت كما هي"
                }
            },
        ),
        NameEmpty => f.write_str("أعطِ النمط اسمًا."),
        NameTooLong { most } => write!(
            f,
            "يمكن أن يتكون الاسم من {} على الأكثر.",
            plural(*most as i64, &CHARACTERS)
        ),
        NameTaken { name } => {
            write!(f, "يوجد نمط باسم «{name}» بالفعل: اختر اسمًا آخر.")
        }
        IsAPreset { variant } => write!(
            f,
            "هذه القواعد هي النمط الجاهز «{}»، الموجود في القائمة بالفعل.",
            variant_name(*variant)
        ),
        SavedAlready { name } => write!(f, "هذه القواعد محفوظة بالفعل باسم «{name}»."),
        TooManyVariants { most } => write!(
            f,
            "لا يمكن حفظ أكثر من {}: احذف واحدًا أولًا.",
            plural(*most as i64, &VARIANTS)
        ),
        NoSuchVariant => f.write_str("لم يعد هذا النمط محفوظًا (ربما حذفته علامة تبويب أخرى)."),
        VariantsFromANewerVersion => f.write_str(
            "كُتبت أنماطك المحفوظة بإصدار أحدث من هذه اللعبة، لذا يتركها هذا الإصدار كما هي.",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "لا يمكن لعب النمط المحفوظ «{name}» ({why})؛ وقد تُرك كما هو."
        ),

        Invalid { why } => reason(why, f),
        KeyboardMustBe { given } => {
            write!(
                f,
                "يجب أن تكون قيمة السمة keyboard \"focus\" أو \"page\"، لا \"{given}\"."
            )
        }
        OnOrOff { attribute, given } => {
            write!(
                f,
                "يجب أن تكون قيمة السمة {attribute} \"on\" أو \"off\"، لا \"{given}\"."
            )
        }
        ControlsMustBe { given } => write!(
            f,
            "يجب أن تكون قيمة السمة controls \"full\" أو \"compact\" أو \"none\"، لا \"{given}\"."
        ),

        ApiAiOff { method } => write!(f, "{method}: الذكاء الاصطناعي معطّل في هذه اللعبة"),
        ApiAutoplayOnOff => f.write_str("autoplay: أعطِ true أو false"),
        ApiAutoplaySpeed => {
            f.write_str("autoplay: قيمة speed هي relaxed أو normal أو quick أو fastest")
        }
        ApiAutoplayStrength => f.write_str("autoplay: قيمة strength هي fast أو strong"),

        FrameId => write!(
            f,
            "يجب أن يكون id نصًا من {} على الأكثر أو رقمًا",
            plural(crate::frame::MAX_ID as i64, &CHARACTERS)
        ),
        FrameVersion { given } => write!(
            f,
            "يتحدث هذا الإطار الإصدار {} من بروتوكول game2048، لا الإصدار {given}",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "مفتاح غير معروف \"{name}\" (يتكون الأمر من game2048 وid وmethod وargs)"
        ),
        FrameMethod { given } => write!(
            f,
            "طريقة غير معروفة {given} (المعروفة: newGame، move، undo، state، hint، autoplay، record)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "لا شيء، أو كائن خيارات",
                Method::Move => "اتجاه واحد: \"left\" أو \"right\" أو \"up\" أو \"down\"",
                Method::Autoplay => "true أو false، ثم كائن خيارات إن شئت",
                Method::Undo | Method::State | Method::Hint | Method::Record => "لا شيء",
            };
            write!(f, "الوسائط التي يقبلها {method}: {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: تم تجاهل أمر من {origin}: هذا الإطار يقبل الأوامر من {allowed} فقط."
        ),

        UpdateReady => f.write_str("إصدار جديد جاهز."),
        WidgetNotLoaded { why } => write!(f, "تعذّر تحميل اللعبة: {why}"),
        FullBuildNotNamed => f.write_str("لا تذكر الصفحة مكان بقية اللعبة"),
        FrameHelperStopped => f.write_str("game2048 frame: توقف قبل أن يجيب الإطار"),
    }
}
