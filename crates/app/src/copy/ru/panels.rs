//! Russian: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
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
            f.write_str(if *counted {
                ""
            } else {
                " (тренировка)"
            })
        }
        ReviewedMark { accuracy } => {
            write!(f, "Разобрано: {}\u{a0}%", grouped(i64::from(*accuracy)))
        }
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "Осталось {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

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
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
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
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("Расставить позицию"),
        SetupHelp => f.write_str(
            "Выберите значение, затем щёлкайте или нажимайте на клетки, чтобы поставить его. Клавиши: стрелки перемещают, + и − меняют значение, Delete очищает клетку.",
        ),
        SetupValues => f.write_str("Значения"),
        EmptyValue => f.write_str("Пусто"),
        ClearBoard => f.write_str("Очистить поле"),
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
        SetupRefused(why) => {
            f.write_str("Эту позицию нельзя сыграть: ")?;
            match why {
                SetupError::Cells { expected, got } => write!(f, "клеток на поле: {got}, а по этим правилам: {expected}")?,
                SetupError::OnAHole { row, col } => write!(f, "строка {}, столбец {} — не клетка этого поля", row + 1, col + 1)?,
                SetupError::Value { value, row, col } => write!(f, "по этим правилам не бывает {} (строка {}, столбец {})", grouped(*value), row + 1, col + 1)?,
            }
            f.write_str(".")
        }
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
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
        Paint => f.write_str("Рисовать"),
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
        PowerUpsAndLimits => f.write_str("Бонусы и ограничения"),
        StartCharges(Power::Swap) => f.write_str("Обмены"),
        StartCharges(Power::Remove) => f.write_str("Удаления"),
        StartCharges(Power::Undo) => f.write_str("Отмены"),
        MoveLimit => f.write_str("Лимит ходов"),
        TimeLimit => f.write_str("Лимит времени (секунды)"),
        NoLimitHelp => f.write_str("Бонус с 0 и пустой лимит означают, что их нет."),
        RulesMakeAGame => f.write_str("По этим правилам можно играть."),
        RulesMakeNoGame => {
            f.write_str("По этим правилам пока нельзя играть: см. отмеченное поле.")
        }
        PlayThisGame => f.write_str("Играть в эту игру"),
        CopyLink => f.write_str("Копировать ссылку"),
        CopyEmbedCode => f.write_str("Копировать код для встраивания"),
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
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "Обмен",
        Power::Remove => "Убрать",
        Power::Undo => "Отмена",
    };
    match line {
        PowerUps => f.write_str("Бонусы"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => {
            write!(f, "{}: осталось {}", name(power), grouped(i64::from(*left)))
        }
        MovesLeft => f.write_str("Ходов осталось"),
        TimeLeft => f.write_str("Время"),
        ChooseFirst => f.write_str(
            "Обмен: выберите плитку, затем ту, с которой её поменять. Esc отменяет выбор.",
        ),
        ChooseSecond => f.write_str("Теперь плитку, с которой её поменять."),
        ChooseRemove => f.write_str(
            "Убрать: выберите плитку — уйдут все плитки с её числом. Esc отменяет выбор.",
        ),
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "В этой игре нет бонусов.",
            PowerError::NoCharge(Power::Swap) => "Обменов не осталось.",
            PowerError::NoCharge(Power::Remove) => "Удалений не осталось.",
            PowerError::NoCharge(Power::Undo) => "Отмен не осталось.",
            PowerError::NotACell => "Это не клетка поля.",
            PowerError::EmptyCell => "Выберите плитку, а не пустую клетку.",
            PowerError::SameCell => "Для обмена нужны две разные плитки.",
            PowerError::NoSuchValue => "Ни у одной плитки нет такого числа.",
            PowerError::WouldEmpty => "Тогда на поле не останется плиток.",
        }),
        TimeUp => f.write_str("Время вышло!"),
        OutOfMoves => f.write_str("Ходы закончились!"),
        PausedWhileHidden => f.write_str("Часы стояли, пока страница была скрыта."),
        Cell { row, col, value } => {
            write!(f, "Ряд {}, столбец {}: ", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("пусто"),
            }
        }
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("Вызов"),
        You => f.write_str("Вы"),
        Them => f.write_str("Соперник"),
        TheirsAt { moves, score } => write!(
            f,
            "Соперник на ходу {}: {}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("Поровну"),
        Lead { by } if *by > 0 => write!(f, "Вы впереди на {}", grouped(*by)),
        Lead { by } => write!(f, "Соперник впереди на {}", grouped(-*by)),
        Score => f.write_str("Очки"),
        TopTile => f.write_str("Лучшая плитка"),
        Moves => f.write_str("Ходы"),
        Time => f.write_str("Время"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("Вы победили в вызове!"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("На этот раз победил соперник."),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("Ничья!"),
        WatchTheirGame => f.write_str("Смотреть игру соперника"),
        ChallengeBack => f.write_str("Ответный вызов"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("Лучшая плитка"),
        Moves => f.write_str("Ходы"),
        Caption { score } => write!(f, "Моя игра в 2048: {} очков.", grouped(*score)),
        Saved => f.write_str("Изображение сохранено в загрузках."),
        NotMade { why } => write!(f, "Не удалось создать изображение: {why}."),
    }
}

/// Why a game's record could not be opened.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    use game2048_engine::RecordError::*;
    match &line.0 {
        NotARecord => f.write_str("это не запись игры"),
        Newer => f.write_str(
            "она создана более новой версией игры; перезагрузите страницу и попробуйте снова",
        ),
        Damaged(why) => write!(f, "она повреждена или неполна ({why})"),
        Rules(why) => write!(f, "её правила неизвестны этой версии игры ({why})"),
        NotInThisBuild => f.write_str("это своя игра, которую эта часть игры не может открыть"),
        Diverged { at } => write!(
            f,
            "здесь она воспроизводится иначе (с хода {at}): её создала версия с другими правилами"
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
        NoCell => f.write_str("на поле нет клеток, только дыры"),
        MaxBelowMin { min, got } => write!(
            f,
            "должно быть не меньше самого короткого слияния ({min}), а не {got}"
        ),
        NeedsInitialTiles => f.write_str("«none» не добавляет плиток: нужны начальные плитки"),
        Charges { got, max } => write!(f, "должно быть от 0 до {max}, а не {got}"),
        Limit { got, max } => write!(
            f,
            "должно быть целым числом от 1 до {}, а не {got}",
            grouped(*max)
        ),
        // What only a hand-written game object gets wrong: in its own terms.
        other => write!(f, "так недопустимо ({other})"),
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
        Both => f.write_str("указаны и готовый вариант, и игра; нужно что-то одно"),
        UnknownPreset(id) => write!(
            f,
            "неизвестный готовый вариант «{id}» (известны: {})",
            known_presets()
        ),
        InvalidGame(e) => {
            write!(f, "игра недействительна: {}: ", e.field)?;
            config_reason(&e.reason, f)
        }
        BadSeed(text) => write!(f, "зерно «{text}» не целое число от 0 до {}", u64::MAX),
    }
}
