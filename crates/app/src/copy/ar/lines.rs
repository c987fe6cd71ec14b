//! Arabic: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("التراجع معطّل"),
            (true, 0) => f.write_str("لم يُستخدم التراجع"),
            (true, 1) => f.write_str("استُخدم التراجع مرة واحدة"),
            (true, n) => write!(f, "استُخدم التراجع {}", plural(n as i64, &TIMES)),
        },
        FromTheGame => f.write_str("البدء من اللعبة"),

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
        ImportNotOurs => f.write_str("ليس ملفًا من game2048"),
        ImportNewer { version, reads } => write!(
            f,
            "أنشأه إصدار أحدث من اللعبة (الإصدار {version}؛ وهذا الإصدار يقرأ {reads})"
        ),
        ImportNoVersion => f.write_str("ليس له إصدار صالح"),
        ImportDamaged { detail } => write!(f, "جزء منه غير صحيح ({detail})"),
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
        ChallengeShare { score } => write!(
            f,
            "سجّلت {} في 2048. البداية نفسها والمربعات نفسها: هل تتفوق علي؟",
            grouped(*score)
        ),
        LinkCopied => f.write_str("نُسخ الرابط: الصقه في أي مكان لمشاركة هذه اللعبة."),
        CopyThisLink { link } => write!(f, "انسخ هذا الرابط لمشاركة اللعبة: {link}"),
        AiNoWorkers => {
            f.write_str("لا يستطيع هذا المتصفح تشغيل الذكاء الاصطناعي (لا يدعم Web Workers).")
        }
        AiForbidden { why } => write!(
            f,
            "لا تسمح هذه الصفحة بتشغيل الذكاء الاصطناعي ({}).",
            why.as_deref().unwrap_or("سياسة الأمان فيها تمنع ذلك")
        ),
        AiNotLoaded => {
            f.write_str("تعذّر تحميل الذكاء الاصطناعي (لا يوجد اتصال بالإنترنت، أو أن الصفحة تحظره).")
        }
        AiNotPrepared => f.write_str("تعذّر تجهيز الذكاء الاصطناعي."),
        AiUnreadable { why } => write!(
            f,
            "أجاب الذكاء الاصطناعي بطريقة لا تستطيع هذه الصفحة قراءتها ({why})."
        ),
        EmbedCopied => f.write_str("نُسخ رمز التضمين: الصقه في HTML صفحتك."),
        CopyThisCode { code } => write!(f, "انسخ هذا الرمز في HTML صفحتك: {code}"),
        ReviewFailed { why } => {
            write!(
                f,
                "توقفت المراجعة: تعذّر على الذكاء الاصطناعي الإجابة ({why})."
            )
        }
        VariantSaved { name } => write!(f, "حُفظ «{name}»: تجده في قائمة الأنماط."),
        VariantRenamed { name } => write!(f, "أُعيدت التسمية إلى «{name}»."),
        VariantDeleted { name } => write!(f, "حُذف «{name}»."),
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

        GameRefused(e) => {
            f.write_str("تطلب السمات لعبة لا يمكن لعبها: ")?;
            super::panels::request_error(e, f)?;
            f.write_str(".")
        }
        ThemeMustBe { given } => write!(
            f,
            "يجب أن تكون قيمة السمة theme \"system\" أو \"light\" أو \"dark\"، لا \"{given}\"."
        ),
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
        AnimationMustBe { given } => write!(
            f,
            "يجب أن تكون قيمة السمة animation \"normal\" أو \"fast\" أو \"off\"، لا \"{given}\"."
        ),
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
            "طريقة غير معروفة {given} (المعروفة: newGame، move، undo، redo، state، hint، autoplay، record، swap، remove، image)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "لا شيء، أو كائن خيارات",
                Method::Move => "اتجاه واحد: \"left\" أو \"right\" أو \"up\" أو \"down\"",
                Method::Autoplay => "true أو false، ثم كائن خيارات إن شئت",
                Method::Swap => "خانتان، كل منهما [الصف، العمود] من 0",
                Method::Remove => "رقم مربع",
                Method::Undo
                | Method::Redo
                | Method::State
                | Method::Hint
                | Method::Record
                | Method::Image => "لا شيء",
            };
            write!(f, "الوسائط التي يقبلها {method}: {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: تم تجاهل أمر من {origin}: هذا الإطار يقبل الأوامر من {allowed} فقط."
        ),

        UpdateReady => f.write_str("إصدار جديد جاهز."),
        GameNotLoaded { why } => write!(f, "تعذّر تحميل اللعبة: {why}"),
        LanguageNotLoaded => f.write_str("تعذّر تحميل نصوص هذه اللغة"),
        ChunkNotLoaded => f.write_str("تعذّر جلب شيفرته"),
        FrameHelperStopped => f.write_str("game2048 frame: توقف قبل أن يجيب الإطار"),
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "<strong>اسحب</strong> على اللوحة لتحريك المربعات، أو استخدم مفاتيح الأسهم (أو WASD، أو HJKL)."
    } else {
        "استخدم <strong>مفاتيح الأسهم</strong> (أو WASD، أو HJKL) لتحريك المربعات، أو اسحب على اللوحة."
    })?;
    match how.merging {
        Merging::Pairs => f.write_str(" يندمج مربعان يحملان الرقم نفسه في مربع واحد عندما يتلامسان."),
        Merging::Runs(n) => write!(
            f,
            " تندمج المربعات التي تحمل الرقم نفسه إذا اصطف منها {n} في خط واحد، في مربع واحد قيمته مجموعها."
        ),
        Merging::Fibonacci => f.write_str(
            " يندمج مربعان متجاوران في المتتالية 1، 1، 2، 3، 5، 8… في العدد التالي عندما يتلامسان.",
        ),
        Merging::Own => f.write_str(" تندمج المربعات وفق قواعد هذه اللعبة الخاصة."),
    }?;
    if how.holes {
        f.write_str(" لا يدخل أي مربع في الثقوب التي في اللوحة.")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            " صِل إلى <strong>{goal}</strong> لتفوز، ثم تابع اللعب إن شئت."
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            " للتراجع عن حركة، اضغط <strong>{}</strong>، ولإعادتها <strong>{}</strong>.",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => {
            f.write_str(" للتراجع عن حركة، اضغط <strong>U</strong> أو <strong>Ctrl+Z</strong>، ولإعادتها <strong>Shift+U</strong>.")
        }
    }
}
