//! Arabic: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
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

        TodaysGame => f.write_str("لعبة اليوم"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "هذه لعبة يوم {day}، وهي نفسها للجميع: تُحتسب أول محاولة تنتهي اليوم."
            ),
            Attempt::Practice => write!(f, "هذه لعبة يوم {day}: للتمرين، فهذه المحاولة لا تُحتسب."),
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
        ReviewedMark { accuracy } => write!(f, "روجعت: {}%", grouped(i64::from(*accuracy))),
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "الوقت المتبقي {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

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
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
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
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("إعداد وضعية"),
        SetupHelp => f.write_str(
            "اختر قيمة، ثم انقر على الخلايا أو المسها لوضعها. المفاتيح: الأسهم للتنقل، و+ و− لتغيير القيمة، وDelete لإفراغ الخلية.",
        ),
        SetupValues => f.write_str("القيم"),
        EmptyValue => f.write_str("فارغة"),
        ClearBoard => f.write_str("مسح اللوحة"),
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
        SetupRefused(why) => {
            f.write_str("لا يمكن لعب هذه الوضعية: ")?;
            match why {
                SetupError::Cells { expected, got } => write!(f, "عدد خلايا اللوحة {got}، وفي هذه القواعد {expected}")?,
                SetupError::OnAHole { row, col } => write!(f, "الصف {}، العمود {} ليس خلية في هذه اللوحة", row + 1, col + 1)?,
                SetupError::Value { value, row, col } => write!(f, "هذه القواعد لا تصنع {} أبدًا (الصف {}، العمود {})", grouped(*value), row + 1, col + 1)?,
            }
            f.write_str(".")
        }
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
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
        Paint => f.write_str("الرسم"),
        BrushCells => f.write_str("الخلايا والفجوات"),
        BrushTile => f.write_str("مربع"),
        NoTile => f.write_str("بلا مربع"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "ما يندمج",
            crate::copy::Family::Result => "المربع الناتج",
            crate::copy::Family::Score => "النقاط",
            crate::copy::Family::Strategy => "السلاسل",
            crate::copy::Family::NewTile => "المربعات الجديدة",
            crate::copy::Family::Win => "الفوز",
            crate::copy::Family::Lose => "الخسارة",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("أقصر اندماج"),
        LongestMerge => f.write_str("أطول اندماج"),
        AsLongAsTheBoard => f.write_str("بطول اللوحة"),
        ReachTile => f.write_str("الوصول إلى مربع"),
        ReachTileHelp { value } => write!(f, "الفوز بالوصول إلى {}.", grouped(*value)),
        PowerUpsAndLimits => f.write_str("المعززات والحدود"),
        StartCharges(Power::Swap) => f.write_str("التبديلات"),
        StartCharges(Power::Remove) => f.write_str("الإزالات"),
        StartCharges(Power::Undo) => f.write_str("التراجعات"),
        MoveLimit => f.write_str("حد النقلات"),
        TimeLimit => f.write_str("حد الوقت (بالثواني)"),
        NoLimitHelp => f.write_str("المعزز عند 0 والحد الفارغ يعنيان عدم وجودهما."),
        RulesMakeAGame => f.write_str("هذه القواعد تصنع لعبة."),
        RulesMakeNoGame => f.write_str("هذه القواعد لا تصنع لعبة بعد: راجع الحقل المُعلَّم."),
        PlayThisGame => f.write_str("العب هذه اللعبة"),
        CopyLink => f.write_str("نسخ الرابط"),
        CopyEmbedCode => f.write_str("نسخ رمز التضمين"),
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
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "تبديل",
        Power::Remove => "إزالة",
        Power::Undo => "تراجع",
    };
    match line {
        PowerUps => f.write_str("المعززات"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => write!(f, "{}: بقي {}", name(power), grouped(i64::from(*left))),
        MovesLeft => f.write_str("النقلات المتبقية"),
        TimeLeft => f.write_str("الوقت"),
        ChooseFirst => {
            f.write_str("تبديل: اختر مربعًا، ثم المربع الذي يتبادل معه. Esc يلغي الاختيار.")
        }
        ChooseSecond => f.write_str("والآن المربع الذي يتبادل معه."),
        ChooseRemove => {
            f.write_str("إزالة: اختر مربعًا فتُزال كل المربعات التي تحمل رقمه. Esc يلغي الاختيار.")
        }
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "لا معززات في هذه اللعبة.",
            PowerError::NoCharge(Power::Swap) => "لم يبق تبديل.",
            PowerError::NoCharge(Power::Remove) => "لم تبق إزالة.",
            PowerError::NoCharge(Power::Undo) => "لم يبق تراجع.",
            PowerError::NotACell => "هذه ليست خانة من اللوحة.",
            PowerError::EmptyCell => "اختر مربعًا لا خانة فارغة.",
            PowerError::SameCell => "التبديل يحتاج إلى مربعين مختلفين.",
            PowerError::NoSuchValue => "لا يحمل أي مربع هذا الرقم.",
            PowerError::WouldEmpty => "ستبقى اللوحة بلا مربعات.",
        }),
        TimeUp => f.write_str("انتهى الوقت!"),
        OutOfMoves => f.write_str("نفدت النقلات!"),
        PausedWhileHidden => f.write_str("توقفت الساعة بينما كانت الصفحة مخفية."),
        Cell { row, col, value } => {
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
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("التحدي"),
        You => f.write_str("أنت"),
        Them => f.write_str("المنافس"),
        TheirsAt { moves, score } => write!(
            f,
            "المنافس عند الحركة {}: {}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("متعادلان"),
        Lead { by } if *by > 0 => write!(f, "أنت متقدم بفارق {}", grouped(*by)),
        Lead { by } => write!(f, "المنافس متقدم بفارق {}", grouped(-*by)),
        Score => f.write_str("النتيجة"),
        TopTile => f.write_str("أعلى مربع"),
        Moves => f.write_str("الحركات"),
        Time => f.write_str("الوقت"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("تغلبت على التحدي!"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("فاز المنافس هذه المرة."),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("تعادل!"),
        WatchTheirGame => f.write_str("شاهد لعبة المنافس"),
        ChallengeBack => f.write_str("رُدّ التحدي"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("أعلى مربع"),
        Moves => f.write_str("الحركات"),
        Caption { score } => write!(f, "لعبتي في 2048: {} نقطة.", grouped(*score)),
        Saved => f.write_str("حُفظت الصورة في التنزيلات."),
        NotMade { why } => write!(f, "تعذّر إنشاء الصورة: {why}."),
    }
}

/// Why a game's record could not be opened.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    use game2048_engine::RecordError::*;
    match &line.0 {
        NotARecord => f.write_str("ليس سجلًا للعبة"),
        Newer => f.write_str("أنشأه إصدار أحدث من اللعبة؛ أعد تحميل الصفحة وحاول مجددًا"),
        Damaged(why) => write!(f, "إنه تالف أو ناقص ({why})"),
        Rules(why) => write!(f, "قواعده غير معروفة لهذا الإصدار من اللعبة ({why})"),
        NotInThisBuild => f.write_str("إنها لعبة مخصصة لا يستطيع هذا الجزء من اللعبة فتحها"),
        Diverged { at } => write!(
            f,
            "لا تُعاد بالطريقة نفسها هنا (من الإدخال {at}): أنشأها إصدار بقواعد أخرى"
        ),
    }
}

/// Why a game object's field is refused.
pub fn config(line: &ConfigLine, f: &mut Formatter<'_>) -> fmt::Result {
    config_reason(&line.0, f)
}

fn config_reason(reason: &ConfigReason, f: &mut Formatter<'_>) -> fmt::Result {
    use ConfigReason::*;
    match reason {
        NoCell => f.write_str("ليس في اللوحة أي خلية، كلها فجوات"),
        MaxBelowMin { min, got } => write!(f, "يجب ألا يقل عن أقصر اندماج ({min})، لا {got}"),
        NeedsInitialTiles => {
            f.write_str("القاعدة «none» لا تضيف مربعات، لذا تحتاج اللعبة إلى مربعات أولية")
        }
        Charges { got, max } => write!(f, "يجب أن يكون من 0 إلى {max}، لا {got}"),
        Limit { got, max } => write!(
            f,
            "يجب أن يكون عددًا صحيحًا من 1 إلى {}، لا {got}",
            grouped(*max)
        ),
        // What only a hand-written game object gets wrong: in its own terms.
        other => write!(f, "غير صالح بهذا الشكل ({other})"),
    }
}

/// Why a link's game cannot be played.
pub fn request(line: &RequestLine, f: &mut Formatter<'_>) -> fmt::Result {
    request_error(&line.0, f)
}

/// Why a game asked for cannot be played (a link's, a widget's attributes').
pub(super) fn request_error(e: &RequestError, f: &mut Formatter<'_>) -> fmt::Result {
    use RequestError::*;
    match e {
        Both => f.write_str("يذكر نمطًا جاهزًا ولعبة معًا؛ اذكر واحدًا فقط"),
        UnknownPreset(id) => write!(
            f,
            "نمط جاهز غير معروف «{id}» (المعروفة: {})",
            known_presets()
        ),
        InvalidGame(e) => {
            write!(f, "اللعبة غير صالحة: {}: ", e.field)?;
            config_reason(&e.reason, f)
        }
        BadSeed(text) => write!(f, "البذرة «{text}» ليست عددًا صحيحًا من 0 إلى {}", u64::MAX),
    }
}
