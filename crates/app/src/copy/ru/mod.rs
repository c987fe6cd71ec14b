//! Russian: what every key of the catalogue says.

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
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "Своя игра",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "Бонусы",
        Mode::Sprint => "Спринт",
        Mode::FiveHundredMoves => "500 ходов",
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
        Redo => "Вернуть",
        DirectionPad => "Кнопки направлений",
        MoveButton(direction) => match direction {
            Direction::Up => "Сдвинуть вверх",
            Direction::Down => "Сдвинуть вниз",
            Direction::Left => "Сдвинуть влево",
            Direction::Right => "Сдвинуть вправо",
        },
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
        Challenge => "Бросить вызов другу",
        TakeTheChallenge => "Принять вызов",
        ShareImage => "Поделиться картинкой",
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
        On => "Включено",
        Off => "Выключено",
        DpadSetting => "Экранные кнопки",
        SoundSetting => "Звук",
        AnimationSetting => "Анимация",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "Обычная",
            crate::motion::Motion::Fast => "Быстрая",
            crate::motion::Motion::Off => "Выключена",
        },
        PageTitle => "2048 — сдвигай, объединяй, дойди до 2048",
        HowToPlay => "Как играть",
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
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "«{}»", variant_name(*kind))
        }
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
        Redone => f.write_str("Ход возвращён."),
        PadConnected => f.write_str("Геймпад подключён: крестовина или левый стик двигают плитки, A — подсказка, B — отмена хода, Start — новая игра."),
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
        ChallengeLinkNotOpened { why } => {
            write!(f, "Не удалось открыть ссылку на вызов: {why}.")
        }
        ChallengeQuestion { score } => write!(
            f,
            "Вас вызывают побить {} очков с того же начала. Текущая игра будет потеряна.",
            grouped(*score)
        ),
        ChallengeTaken { score } => write!(
            f,
            "Вызов принят: побейте {}. То же начало, те же новые плитки.",
            grouped(*score)
        ),
        ReplayLinkNotOpened { why } => {
            write!(f, "Не удалось открыть ссылку на повтор: {why}.")
        }
        PartNotLoaded { why } => write!(
            f,
            "Не удалось загрузить часть игры ({why}). Игра продолжается; попробуйте позже."
        ),
        GameNotOpened { why } => write!(
            f,
            "Не удалось открыть игру ({why}). Она сохранена; попробуйте снова, когда будете в сети."
        ),

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str(
            "Что-то пошло не так, и игра остановилась. Сохранённая игра в безопасности.",
        ),

        ApiNoPowerUps => f.write_str("swap, remove: в этой игре нет бонусов"),
        ApiPowerUpArguments => f.write_str(
            "swap принимает две клетки как [ряд, столбец] со счётом от 0; remove — число плитки",
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
        ApiUndoOff => f.write_str("undo, redo: в этой игре отмена ходов выключена"),
    }
}

mod lines;
mod panels;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};
