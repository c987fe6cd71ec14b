//! Russian: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use game2048_engine::Direction;

use super::reason_sentence as reason;
use super::{Ending, Label, Line, Merges, Text};
use crate::ai;
use crate::daily::Attempt;
use crate::variant::VariantKind;

fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "влево",
        Direction::Right => "вправо",
        Direction::Up => "вверх",
        Direction::Down => "вниз",
    }
}

/// `n` and its noun, by Russian's plural rules: "1 ход", "3 хода", "12 ходов".
fn plural(n: i64, one: &str, few: &str, many: &str) -> String {
    let abs = n.unsigned_abs();
    let (ten, hundred) = (abs % 10, abs % 100);
    let word = if ten == 1 && hundred != 11 {
        one
    } else if (2..=4).contains(&ten) && !(12..=14).contains(&hundred) {
        few
    } else {
        many
    };
    let n = grouped(n);
    format!("{n} {word}")
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => " Победа! Продолжайте или начните заново.",
        Ending::Over => " Игра окончена!",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "Повтор: ход {} из {}",
        grouped(position as i64),
        grouped(len as i64)
    )
}

/// A validator's reason as a notice says it: as it is, with a full stop (the quick
/// build says it, and carries no capitalizing for it).
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}.")
}

/// A named rule's short name (its own name for one this list misses: a test holds
/// every name of the registry to having words).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Две равные плитки",
        (Condition, "allEqual") => "Ряд равных плиток",
        (Condition, "nonIncreasing") => "Невозрастающий ряд",
        (Condition, "fibonacci") => "Соседи по Фибоначчи",
        (Result | Score, "original2048") => "Сумма",
        (Result, "tripleFirstMinusRest") => "Утроенная первая минус остальные",
        (Score, "doubleFirstPlusRest") => "Удвоенная первая плюс остальные",
        (Strategy, "shortest-match") => "Как можно короче",
        (Strategy, "longest-match") => "Как можно длиннее",
        (NewTile, "original2048") => "Двойки и четвёрки",
        (NewTile, "none") => "Нет",
        (NewTile, "fibonacci") => "Единицы и двойки",
        (NewTile, "triples") => "Двойки и шестёрки",
        (Win, "original2048") => "Собрать 2048",
        (Win, "hasTile32") => "Собрать 32",
        (Lose, "original2048") => "Ни один ход не меняет поле",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses: a test
/// holds every name of the registry to having words).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Две равные плитки сливаются, как в 2048.",
        (Condition, "allEqual") => "Ряд равных плиток сливается.",
        (Condition, "nonIncreasing") => {
            "Сливается ряд, в котором ни одна плитка не больше предыдущей."
        }
        (Condition, "fibonacci") => {
            "Сливаются две плитки — соседние числа ряда 1, 2, 3, 5, 8, 13 и т. д."
        }
        (Result, "original2048") => "Это сумма ряда.",
        (Result, "tripleFirstMinusRest") => "Это утроенная первая плитка минус остальные.",
        (Score, "original2048") => "Слияние приносит сумму слитых плиток.",
        (Score, "doubleFirstPlusRest") => {
            "Слияние приносит удвоенную первую плитку плюс остальные."
        }
        (Strategy, "shortest-match") => "Ряд сливается, как только становится достаточно длинным.",
        (Strategy, "longest-match") => "Сливается как можно более длинный ряд.",
        (NewTile, "original2048") => {
            "После каждого хода появляется 2 (в девяти случаях из десяти) или 4."
        }
        (NewTile, "none") => "Новых плиток нет: играют плитки, расставленные на поле.",
        (NewTile, "fibonacci") => {
            "После каждого хода появляется 1 (в девяти случаях из десяти) или 2."
        }
        (NewTile, "triples") => {
            "После каждого хода появляется 2 (в девяти случаях из десяти) или 6."
        }
        (Win, "original2048") => "Чтобы победить, соберите 2048.",
        (Win, "hasTile32") => "Чтобы победить, соберите 32.",
        (Lose, "original2048") => "Игра окончена, когда ни один ход не меняет поле.",
        _ => "",
    }
}

/// `n` with a no-break space between thousands: 8 532.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + 2 * (digits.len() / 3) + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('\u{a0}');
        }
        out.push(c);
    }
    out
}

/// A preset's name in Russian (its own name where it has no other).
fn preset_name(p: &game2048_engine::Preset) -> &'static str {
    match p.id {
        "classic" => "Классика",
        "donut" => "Бублик",
        "fibonacci" => "Фибоначчи",
        "triples" => "Тройки",
        _ => p.name,
    }
}

fn variant_name(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Preset(p) => preset_name(p),
        VariantKind::Custom(_) => "Своя игра",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "Счёт",
        Best => "Рекорд",
        NewGameButton => "Новая игра",
        Undo => "Отменить",
        Games => "Игры",
        Variant => "Вариант",
        Dismiss => "Скрыть",
        Confirm => "Подтвердить",
        YouWin => "Победа!",
        GameOver => "Игра окончена!",
        KeepGoing => "Продолжить",
        TryAgain => "Ещё раз",
        EmptyCell => "пусто",
        Hole => "дыра",
        Hint => "Подсказка",
        Autoplay => "Автоигра",
        Speed => "Скорость",
        Strength => "Сила",
        Replay => "Повтор",
        Close => "Закрыть",
        ToTheStart => "В начало",
        StepBack => "Шаг назад",
        StepForward => "Шаг вперёд",
        ToTheEnd => "В конец",
        Play => "Воспроизвести",
        Pause => "Пауза",
        Position => "Позиция",
        Pace => "Темп",
        PlayFromHere => "Играть отсюда",
        Share => "Поделиться",
        WatchThisGame => "Смотреть эту игру",
        ShareThisGame => "Поделиться этой игрой",
        Export => "Экспорт",
        Import => "Импорт",
        Watch => "Смотреть",
        StartOver => "Да, начать заново",
        Cancel => "Отмена",
        OpenTheLinksGame => "Открыть игру по ссылке",
        KeepMyGame => "Оставить мою игру",
        CouldNotStart => "Не удалось запустить игру",
        Reload => "Перезагрузить",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => match p.id {
            "classic" => "4x4, соединяйте равные плитки, чтобы собрать 2048.",
            "3x3" => "Девять клеток: соберите 256.",
            "5x5" => "Больше места, та же цель.",
            "6x6" => "Просторное поле для долгих игр.",
            "8x8" => "Шестьдесят четыре клетки: играйте сколько угодно.",
            "donut" => "Пример из custom-game.md: 3x3 без центра, соберите 32.",
            "fibonacci" => {
                "Соединяются соседние числа ряда 1, 1, 2, 3, 5, 8 и т. д.: соберите 2584."
            }
            "triples" => "5x5, три равные плитки подряд сливаются в их сумму: соберите 486.",
            _ => p.description,
        },
        VariantDescription(VariantKind::Custom(_)) => "Игра по вашим правилам.",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "Неспешная",
            ai::Speed::Normal => "Обычная",
            ai::Speed::Quick => "Быстрая",
            ai::Speed::Fastest => "Максимальная",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "Быстрый",
            ai::Strength::Strong => "Сильный",
        },
        Analyse => "Анализ",
        CreateGame => "Создать игру",
        YourVariants => "Ваши варианты",
        Language => "Язык",
        Theme => "Тема",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "Системная",
            crate::theme::Theme::Light => "Светлая",
            crate::theme::Theme::Dark => "Тёмная",
        },
        UndoSetting => "Отмена ходов",
        UndoAllowed => "Разрешена",
        UndoOff => "Выключена",
        PageTitle => "2048 — сдвигай, объединяй, дойди до 2048",
        HowToPlay => "Как играть",
        HowToHtml => {
            "Двигайте плитки <strong>стрелками</strong> (или WASD, или HJKL) либо проводите пальцем по полю. Две плитки с одинаковым числом при касании сливаются в одну. Соберите <strong>2048</strong>, чтобы победить, а затем продолжайте, если хотите. <strong>U</strong> или <strong>Ctrl+Z</strong> отменяет ход."
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
            "Поле, {} на {}",
            plural(*rows as i64, "строка", "строки", "строк"),
            plural(*columns as i64, "столбец", "столбца", "столбцов")
        ),
        GameNoun(VariantKind::Preset(p)) => write!(f, "«{}»", preset_name(p)),
        GameNoun(VariantKind::Custom(_)) => f.write_str("по своим правилам"),

        StartNewGameQuestion { noun } => {
            write!(f, "Начать новую игру {noun}? Текущая игра будет потеряна.")
        }
        LinkQuestion { noun, seed } => write!(
            f,
            "Эта ссылка открывает новую игру {noun} (сид {seed}). Текущая игра будет потеряна."
        ),
        PlayFromHereQuestion => {
            f.write_str("Продолжить игру с этого места? Текущая игра будет потеряна.")
        }

        NewGameStarted { noun, ending: e } => write!(f, "Новая игра {noun}.{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "Ход {}.", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, " Плитки слились в {}.", grouped(*value))?,
                Merges::Many { count, top } => write!(
                    f,
                    " {}, старшая плитка — {}.",
                    plural(*count as i64, "слияние", "слияния", "слияний"),
                    grouped(*top)
                )?,
            }
            write!(f, " Счёт: {}.{}", grouped(*score), ending(*e))
        }
        Undone { score } => write!(f, "Ход отменён. Счёт: {}.", grouped(*score)),
        KeptGoing => f.write_str("Игра продолжается!"),

        MoveRefused { why } => write!(f, "Ход отклонён: {why}."),
        SavedGameUnreadable { why } => {
            write!(f, "Не удалось прочитать сохранённую игру ({why}).")
        }
        SavedGameDamaged { why } => write!(
            f,
            "Сохранённая игра была повреждена, начата новая ({why}). Рекорды сохранены."
        ),
        BestDamaged => f.write_str("Повреждённый рекорд проигнорирован."),
        BestUnreadable { why } => write!(f, "Не удалось прочитать рекорд ({why})."),
        NotKept => f.write_str(
            "Этот браузер не даёт игре сохраняться: играть можно, но прогресс не сохранится.",
        ),
        LinkNotOpened { why, instead } => {
            f.write_str("Не удалось открыть эту ссылку")?;
            match why {
                Some(why) => write!(f, ": {why}.")?,
                None => f.write_str(".")?,
            }
            if *instead {
                f.write_str(" Вместо этого запущена классическая игра.")?;
            }
            Ok(())
        }
        ReplayLinkNotOpened { why } => {
            write!(f, "Не удалось открыть ссылку на повтор: {why}.")
        }
        PartNotLoaded { why } => write!(
            f,
            "Не удалось загрузить часть игры ({why}). Игра продолжается; попробуйте позже."
        ),
        NotCarriedOver { why } => write!(f, "Не удалось перенести игру ({why})."),
        GameNotOpened { why } => write!(
            f,
            "Не удалось открыть игру ({why}). Она сохранена; попробуйте снова, когда будете в сети."
        ),

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str(
            "Что-то пошло не так, и игра остановилась. Сохранённая игра в безопасности.",
        ),

        ApiGone => f.write_str("этой игры больше нет на странице"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: не удалось прочитать параметры ({})",
            why.as_deref().unwrap_or("это не данные JSON")
        ),
        ApiOptionsNotAnObject => {
            f.write_str("newGame: параметры должны быть объектом { preset?, game?, seed? }")
        }
        ApiUnknownOption { name } => write!(
            f,
            "newGame: неизвестный параметр \"{name}\" (известные: preset, game, seed)"
        ),
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: параметр {name} должен быть {}, получено: {got}",
            if *numbers {
                "числом или строкой"
            } else {
                "строкой"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo: в этой игре отмена ходов выключена"),
    }
}

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
            super::Family::Condition => "Что сливается",
            super::Family::Result => "Итоговая плитка",
            super::Family::Score => "Очки",
            super::Family::Strategy => "Ряды",
            super::Family::NewTile => "Новые плитки",
            super::Family::Win => "Победа",
            super::Family::Lose => "Поражение",
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
        FrameHelperStopped => {
            f.write_str("game2048 frame: остановлено до того, как фрейм ответил")
        }
    }
}
