//! Russian: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
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
        YourGames { variant } => write!(f, "Ваши игры {}", Text::GameNoun(*variant)),
        YourGamesOf { name } => write!(f, "Ваши игры «{name}»"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "Сыграно {} · побед {} ({}\u{a0}%) · рекорд {}",
            grouped(*played as i64),
            grouped(*won as i64),
            grouped(*rate as i64),
            grouped(*best)
        ),
        TopTiles { reached } => {
            f.write_str("Старшие плитки: ")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(
                    f,
                    "{between}{} — {}",
                    grouped(*tile),
                    plural(*n as i64, "игра", "игры", "игр")
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
            let won = if *won { ", победа" } else { "" };
            write!(
                f,
                "{when}: {}, старшая плитка {}, {}, {minutes}:{seconds:02}{won}",
                plural(*score, "очко", "очка", "очков"),
                grouped(*top),
                plural(*moves as i64, "ход", "хода", "ходов")
            )
        }

        AnalysisTitle => f.write_str("Анализ"),
        MoveColumn => f.write_str("Ход"),
        PointsColumn => f.write_str("Очки"),
        OverColumn => f.write_str("Конец игры"),
        BestBadge => f.write_str("Лучший"),
        DirectionName(d) => f.write_str(match d {
            Direction::Left => "Влево",
            Direction::Right => "Вправо",
            Direction::Up => "Вверх",
            Direction::Down => "Вниз",
        }),
        AnalysisCaption { horizon } => write!(
            f,
            "Очки в среднем за {} вперёд, ± насколько может ошибаться оценка (в 95\u{a0}% случаев), и как часто к этому моменту игра заканчивается.",
            plural(i64::from(*horizon), "ход", "хода", "ходов")
        ),
        Figure {
            value,
            margin,
            percent,
        } => {
            let unit = if *percent { "\u{a0}%" } else { "" };
            match margin {
                Some(m) => write!(f, "{}{unit} ± {}{unit}", grouped(*value), grouped(*m)),
                None => write!(f, "{}{unit} ± ?", grouped(*value)),
            }
        }
        ChangesNothing => f.write_str("ничего не меняет"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "Лучший ход: {}", direction(*d))?;
            f.write_str(if *clear {
                ", однозначно."
            } else {
                ", но с небольшим отрывом: погрешности перекрываются."
            })
        }
        NoMoveChangesThisBoard => f.write_str("Ни один ход не меняет это поле."),
        PlayedOut { trials } => write!(
            f,
            "Каждый ход разыгран {}.",
            plural(i64::from(*trials), "раз", "раза", "раз")
        ),
        Analysing => f.write_str("Анализ…"),
        AnalysisWaits => f.write_str("Анализ ждёт, пока идёт автоигра."),
        BestMoveMark { direction: d } => write!(f, "Лучший ход: {}", direction(*d)),

        SetUp => f.write_str("Расставить позицию"),
        SetupHelp => f.write_str(
            "Выберите значение, затем щёлкайте или нажимайте на клетки, чтобы поставить его. Клавиши: стрелки перемещают, + и − меняют значение, Delete очищает клетку.",
        ),
        SetupValues => f.write_str("Значения"),
        EmptyValue => f.write_str("Пусто"),
        ClearBoard => f.write_str("Очистить поле"),
        FromTheGame => f.write_str("Взять из текущей игры"),
        SetupCell { row, col, value } => {
            write!(
                f,
                "Строка {}, столбец {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("пусто"),
            }
        }
        NothingToPlay => f.write_str(
            "Ни один ход не меняет это поле, поэтому играть нечего: поставьте плитки, которые могут сдвигаться или сливаться.",
        ),
        SetupRefused { why } => write!(f, "Эту позицию нельзя сыграть: {why}."),

        TodaysGame => f.write_str("Игра дня"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "Это игра дня за {day}, одна для всех: засчитывается первая попытка, которая закончится сегодня."
            ),
            Attempt::Practice => write!(
                f,
                "Это игра дня за {day}: тренировка, эта попытка не засчитывается."
            ),
            Attempt::Ended => write!(f, "Это была игра дня за {day}."),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "Игры дня: сыграно {}; серия {}, самая длинная {}.",
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
                plural(*score, "очко", "очка", "очков"),
                plural(*moves as i64, "ход", "хода", "ходов")
            )
        }
        ShareResult => f.write_str("Поделиться результатом дня"),
        BestDays { days } => {
            f.write_str("Лучшие дни:")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { " " } else { "; " };
                write!(f, "{sep}{day}, {}", plural(*score, "очко", "очка", "очков"))?;
            }
            f.write_str(".")
        }
        DailyMark { day, counted } => {
            write!(f, "Игра дня за {day}")?;
            f.write_str(if *counted { "" } else { " (тренировка)" })
        }

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

        StartFrom => f.write_str("Начать с"),
        APreset => f.write_str("готового варианта…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(
                f,
                "Строка {}, столбец {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match (hole, tile) {
                (true, _) => f.write_str("дыра"),
                (false, Some(v)) => write!(f, "клетка с плиткой {}", grouped(*v)),
                (false, None) => f.write_str("клетка"),
            }
        }
        BoardSize => f.write_str("Поле"),
        Rows => f.write_str("Строки"),
        Columns => f.write_str("Столбцы"),
        PainterHelp => f.write_str(
            "Щёлкайте, нажимайте или проводите по клеткам, чтобы делать дыры (и снова клетки), или выберите плитку, чтобы поставить её на клетку.",
        ),
        BrushCells => f.write_str("Клетки и дыры"),
        BrushTile => f.write_str("Плитка"),
        NoTile => f.write_str("Без плитки"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "Что сливается",
            crate::copy::Family::Result => "Итоговая плитка",
            crate::copy::Family::Score => "Очки",
            crate::copy::Family::Strategy => "Ряды",
            crate::copy::Family::NewTile => "Новые плитки",
            crate::copy::Family::Win => "Победа",
            crate::copy::Family::Lose => "Поражение",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("Самое короткое слияние"),
        LongestMerge => f.write_str("Самое длинное слияние"),
        AsLongAsTheBoard => f.write_str("во всю длину поля"),
        ReachTile => f.write_str("Собрать плитку"),
        ReachTileHelp { value } => write!(f, "Чтобы победить, соберите {}.", grouped(*value)),
        RulesMakeAGame => f.write_str("По этим правилам можно играть."),
        RulesMakeNoGame => {
            f.write_str("По этим правилам пока нельзя играть: см. отмеченное поле.")
        }
        PlayThisGame => f.write_str("Играть в эту игру"),
        CopyLink => f.write_str("Копировать ссылку"),
        CopyEmbedCode => f.write_str("Копировать код для встраивания"),
        EmbedCopied => f.write_str(
            "Код для встраивания скопирован: вставьте его в HTML своей страницы.",
        ),
        CopyThisCode { code } => {
            write!(f, "Скопируйте этот код в HTML своей страницы: {code}")
        }

        Review => f.write_str("Разбор"),
        Reviewing { done, of } => write!(
            f,
            "Разбор: ход {} из {}…",
            grouped(*done as i64),
            grouped(*of as i64)
        ),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "Разбор готов: {}, в среднем {}\u{a0}% от качества ходов ИИ; {} намного хуже, чем у ИИ.",
            plural(*moves as i64, "ход", "хода", "ходов"),
            grouped(i64::from(*accuracy)),
            plural(*mistakes as i64, "ход", "хода", "ходов"),
        ),
        ReviewChart => f.write_str("Насколько хорош каждый ход по сравнению с лучшим ходом ИИ"),
        ReviewHelp => f.write_str(
            "Каждая точка — это ход: вверху — не хуже выбора ИИ, ниже — хуже. Красные точки — ходы намного хуже, чем у ИИ. Щёлкните по графику, чтобы перейти к ходу.",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "Ход {}: {} ({}\u{a0}%); ИИ ходит {}.",
            grouped(*number as i64),
            direction(*played),
            grouped(i64::from(*quality)),
            direction(*best)
        ),
        NoMistakes => f.write_str("Ни один ход не был намного хуже, чем у ИИ."),
        ReviewedMark { accuracy } => {
            write!(f, "Разобрано: {}\u{a0}%", grouped(i64::from(*accuracy)))
        }
        ReviewFailed { why } => {
            write!(f, "Разбор остановлен: ИИ не смог ответить ({why}).")
        }
        VariantNameField => f.write_str("Название"),
        SaveAsVariant => f.write_str("Сохранить как вариант"),
        Rename => f.write_str("Переименовать"),
        SaveName => f.write_str("Сохранить название"),
        Delete => f.write_str("Удалить"),
        EditVariant => f.write_str("Изменить"),
        PlayVariant => f.write_str("Играть"),
        DeleteQuestion { name } => write!(
            f,
            "Удалить «{name}»? Его рекорд и завершённые игры сохранятся и вернутся, если снова сохранить эти правила."
        ),
        VariantSaved { name } => {
            write!(f, "Вариант «{name}» сохранён: он есть в списке вариантов.")
        }
        VariantRenamed { name } => write!(f, "Вариант переименован: «{name}»."),
        VariantDeleted { name } => write!(f, "Вариант «{name}» удалён."),
        VariantsUnread { count } => write!(
            f,
            "Не удалось прочитать {}; {}.",
            plural(
                *count as i64,
                "сохранённый вариант",
                "сохранённых варианта",
                "сохранённых вариантов"
            ),
            if *count == 1 {
                "он оставлен как есть"
            } else {
                "они оставлены как есть"
            },
        ),
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

        Invalid { why } => reason(why, f),
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
            "неизвестный метод {given} (известные: newGame, move, undo, state, hint, autoplay, record)"
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
                Method::Undo | Method::State | Method::Hint | Method::Record => {
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
        WidgetNotLoaded { why } => write!(f, "Не удалось загрузить игру: {why}"),
        FullBuildNotNamed => {
            f.write_str("страница не указывает, где находится остальная часть игры")
        }
        LanguageNotLoaded => f.write_str("не удалось загрузить тексты этого языка"),
        ChunkNotLoaded => f.write_str("не удалось загрузить его код"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: остановлено до того, как фрейм ответил")
        }
    }
}
