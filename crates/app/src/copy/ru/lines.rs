//! Russian: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Отмена выключена"),
            (true, 0) => f.write_str("Отмена не использовалась"),
            (true, 1) => f.write_str("Отмена использована один раз"),
            (true, n) => write!(
                f,
                "Отмена использована {}",
                plural(n as i64, "раз", "раза", "раз")
            ),
        },
        FromTheGame => f.write_str("Взять из текущей игры"),

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str(".")
        }
        HintIs(d) => write!(f, "Подсказка: ход {}.", direction(*d)),
        NoMoveLeft => f.write_str("Ходов больше нет."),
        ReplayOpened { moves } => write!(
            f,
            "Повтор: {}.",
            plural(*moves as i64, "ход", "хода", "ходов")
        ),
        BackToYourGame => f.write_str("Снова ваша игра."),
        PlayingOnFrom { position } => write!(
            f,
            "Игра продолжается с хода {}.",
            grouped(*position as i64)
        ),
        AiFailed { why } => write!(f, "ИИ не смог ответить ({why}). Игра продолжается."),
        AnalysisFailed { why } => {
            write!(f, "ИИ не смог проанализировать эту позицию ({why}).")
        }
        ReplayNotOpened { why } => write!(f, "Не удалось открыть этот повтор: {why}."),
        ImportFailed { why } => write!(f, "Не удалось импортировать этот файл: {why}."),
        ImportNotOurs => f.write_str("это не файл game2048"),
        ImportNewer { version, reads } => write!(f, "он создан более новой версией игры (версия {version}; эта читает {reads})"),
        ImportNoVersion => f.write_str("у него нет допустимой версии"),
        ImportDamaged { detail } => write!(f, "часть его неверна ({detail})"),
        FileNotText => f.write_str("это не текст"),
        FileUnreadable => f.write_str("его не удалось прочитать"),
        ImportNotSaved { why } => {
            write!(f, "Не удалось сохранить импортированные данные ({why}).")
        }
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "Импортировано: {}, {} и {}.",
            plural(*games as i64, "игра", "игры", "игр"),
            plural(*bests as i64, "рекорд", "рекорда", "рекордов"),
            plural(
                *variants as i64,
                "сохранённый вариант",
                "сохранённых варианта",
                "сохранённых вариантов"
            ),
        ),
        GamesDamaged => f.write_str("Список игр был повреждён и начат заново."),
        GamesUnreadable { why } => write!(f, "Не удалось прочитать список игр ({why})."),
        ChallengeShare { score } => write!(f, "Мой счёт в 2048: {}. То же начало, те же плитки: сможете больше?", grouped(*score)),
        LinkCopied => {
            f.write_str("Ссылка скопирована: вставьте её куда угодно, чтобы поделиться игрой.")
        }
        CopyThisLink { link } => {
            write!(f, "Скопируйте эту ссылку, чтобы поделиться игрой: {link}")
        }
        AiNoWorkers => {
            f.write_str("Этот браузер не может запустить ИИ (он не поддерживает Web Workers).")
        }
        AiForbidden { why } => write!(
            f,
            "Эта страница не даёт запустить ИИ ({}).",
            why.as_deref()
                .unwrap_or("это запрещает её политика безопасности")
        ),
        AiNotLoaded => f.write_str(
            "Не удалось загрузить ИИ (нет подключения к сети, или страница его блокирует).",
        ),
        AiNotPrepared => f.write_str("Не удалось подготовить ИИ."),
        AiUnreadable { why } => {
            write!(f, "ИИ ответил так, что страница не может прочитать ответ ({why}).")
        }
        EmbedCopied => f.write_str(
            "Код для встраивания скопирован: вставьте его в HTML своей страницы.",
        ),
        CopyThisCode { code } => {
            write!(f, "Скопируйте этот код в HTML своей страницы: {code}")
        }
        ReviewFailed { why } => {
            write!(f, "Разбор остановлен: ИИ не смог ответить ({why}).")
        }
        VariantSaved { name } => {
            write!(f, "Вариант «{name}» сохранён: он есть в списке вариантов.")
        }
        VariantRenamed { name } => write!(f, "Вариант переименован: «{name}»."),
        VariantDeleted { name } => write!(f, "Вариант «{name}» удалён."),
        NameEmpty => f.write_str("Введите название варианта."),
        NameTooLong { most } => write!(
            f,
            "Название может быть не длиннее {}.",
            plural(*most as i64, "символа", "символов", "символов")
        ),
        NameTaken { name } => {
            write!(f, "Вариант «{name}» уже есть: выберите другое название.")
        }
        IsAPreset { variant } => write!(
            f,
            "Эти правила — готовый вариант «{}», он уже есть в списке.",
            variant_name(*variant)
        ),
        SavedAlready { name } => write!(f, "Эти правила уже сохранены как «{name}»."),
        TooManyVariants { most } => write!(
            f,
            "Можно сохранить не больше {}: сначала удалите один.",
            plural(*most as i64, "варианта", "вариантов", "вариантов")
        ),
        NoSuchVariant => f.write_str(
            "Этот вариант больше не сохранён (возможно, его удалили в другой вкладке).",
        ),
        VariantsFromANewerVersion => f.write_str(
            "Сохранённые варианты записаны более новой версией этой игры, поэтому эта версия оставляет их как есть.",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "В сохранённый вариант «{name}» нельзя сыграть ({why}); он оставлен как есть."
        ),

        GameRefused(e) => {
            f.write_str("Атрибуты задают игру, в которую нельзя играть: ")?;
            super::panels::request_error(e, f)?;
            f.write_str(".")
        }
        ThemeMustBe { given } => write!(f, "Атрибут theme должен быть \"system\", \"light\" или \"dark\", а не \"{given}\"."),
        KeyboardMustBe { given } => {
            write!(
                f,
                "Атрибут keyboard должен быть \"focus\" или \"page\", а не \"{given}\"."
            )
        }
        OnOrOff { attribute, given } => {
            write!(
                f,
                "Атрибут {attribute} должен быть \"on\" или \"off\", а не \"{given}\"."
            )
        }
        AnimationMustBe { given } => write!(f, "Атрибут animation должен быть \"normal\", \"fast\" или \"off\", а не \"{given}\"."),
        ControlsMustBe { given } => write!(
            f,
            "Атрибут controls должен быть \"full\", \"compact\" или \"none\", а не \"{given}\"."
        ),

        ApiAiOff { method } => write!(f, "{method}: в этой игре ИИ выключен"),
        ApiAutoplayOnOff => f.write_str("autoplay: укажите true или false"),
        ApiAutoplaySpeed => {
            f.write_str("autoplay: speed может быть relaxed, normal, quick или fastest")
        }
        ApiAutoplayStrength => f.write_str("autoplay: strength может быть fast или strong"),

        FrameId => write!(
            f,
            "id должен быть строкой не длиннее {} или числом",
            plural(
                crate::frame::MAX_ID as i64,
                "символа",
                "символов",
                "символов"
            )
        ),
        FrameVersion { given } => write!(
            f,
            "этот фрейм поддерживает версию {} протокола game2048, а не версию {given}",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "неизвестный ключ \"{name}\" (в команде есть game2048, id, method и args)"
        ),
        FrameMethod { given } => write!(
            f,
            "неизвестный метод {given} (известные: newGame, move, undo, redo, state, hint, autoplay, record, swap, remove, image)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "вызывается без аргументов или с объектом параметров",
                Method::Move => {
                    "принимает одно направление: \"left\", \"right\", \"up\" или \"down\""
                }
                Method::Autoplay => {
                    "принимает true или false и затем, при желании, объект параметров"
                }
                Method::Swap => "принимает две клетки, каждую как [ряд, столбец] от 0",
                Method::Remove => "принимает число плитки",
                Method::Undo | Method::Redo | Method::State | Method::Hint | Method::Record | Method::Image => {
                    "вызывается без аргументов"
                }
            };
            write!(f, "{method} {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: команда от {origin} проигнорирована: этот фрейм принимает команды только от {allowed}."
        ),

        UpdateReady => f.write_str("Доступна новая версия."),
        GameNotLoaded { why } => write!(f, "Не удалось загрузить игру: {why}"),
        LanguageNotLoaded => f.write_str("не удалось загрузить тексты этого языка"),
        ChunkNotLoaded => f.write_str("не удалось загрузить его код"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: остановлено до того, как фрейм ответил")
        }
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "<strong>Проводите пальцем</strong> по полю, чтобы двигать плитки, или используйте стрелки (или WASD, или HJKL)."
    } else {
        "Двигайте плитки <strong>стрелками</strong> (или WASD, или HJKL) либо проводите пальцем по полю."
    })?;
    match how.merging {
        Merging::Pairs => f.write_str(" Две плитки с одинаковым числом при касании сливаются в одну."),
        Merging::Runs(n) => write!(f, " Плитки с одинаковым числом, стоящие в ряд по {n}, сливаются в одну, равную их сумме."),
        Merging::Fibonacci => f.write_str(" Две плитки, соседние в ряду 1, 1, 2, 3, 5, 8…, при касании сливаются в следующее число."),
        Merging::Own => f.write_str(" Плитки сливаются по собственным правилам этой игры."),
    }?;
    if how.holes {
        f.write_str(" В дыры на поле плитки никогда не попадают.")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            " Соберите <strong>{goal}</strong>, чтобы победить, а затем продолжайте, если хотите."
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            " Кнопка <strong>{}</strong> отменяет ход, <strong>{}</strong> возвращает его.",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => {
            f.write_str(" <strong>U</strong> или <strong>Ctrl+Z</strong> отменяет ход, <strong>Shift+U</strong> возвращает его.")
        }
    }
}
