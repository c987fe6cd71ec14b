//! Simplified Chinese: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use game2048_engine::Direction;

use super::{Ending, Label, Line, Merges, Text};
use crate::ai;
use crate::daily::Attempt;
use crate::variant::VariantKind;

/// A direction as a move is said: "向左".
fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "向左",
        Direction::Right => "向右",
        Direction::Up => "向上",
        Direction::Down => "向下",
    }
}

/// `n` and its noun (with its measure word): "1 步", "12 步". Chinese has one plural
/// form (CLDR's `other`), so the noun never changes.
fn plural(n: usize, noun: &str) -> String {
    format!("{} {noun}", grouped(n as i64))
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => "你赢了！可以继续玩，也可以再来一局。",
        Ending::Over => "游戏结束！",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "回放：第 {} 步，共 {} 步",
        grouped(position as i64),
        grouped(len as i64)
    )
}

/// A validator's reason, as a sentence: what it is about, then the reason as it is (in
/// English), with a full stop.
fn reason(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "设置无效：{why}。")
}

/// A validator's reason as a notice says it: as it is, with a full stop.
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}。")
}

/// A named rule's short name (its own name for one this list misses: a test holds
/// every name of the registry to having words).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "两个相同的方块",
        (Condition, "allEqual") => "一串相同的方块",
        (Condition, "nonIncreasing") => "一串不递增的方块",
        (Condition, "fibonacci") => "斐波那契相邻数",
        (Result | Score, "original2048") => "总和",
        (Result, "tripleFirstMinusRest") => "第一个的三倍减去其余",
        (Score, "doubleFirstPlusRest") => "第一个的两倍加上其余",
        (Strategy, "shortest-match") => "尽可能短",
        (Strategy, "longest-match") => "尽可能长",
        (NewTile, "original2048") => "2 和 4",
        (NewTile, "none") => "无",
        (NewTile, "fibonacci") => "1 和 2",
        (NewTile, "triples") => "2 和 6",
        (Win, "original2048") => "拼出 2048",
        (Win, "hasTile32") => "拼出 32",
        (Lose, "original2048") => "没有走法能改变棋盘",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses: a test
/// holds every name of the registry to having words).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "两个相同的方块会合并，和 2048 一样。",
        (Condition, "allEqual") => "一串相同的方块会合并。",
        (Condition, "nonIncreasing") => "一串方块中，如果每个方块都不大于它前面的那个，就会合并。",
        (Condition, "fibonacci") => "在 1、2、3、5、8、13……中相邻的两个数会合并。",
        (Result, "original2048") => "结果是这串方块的总和。",
        (Result, "tripleFirstMinusRest") => "结果是第一个方块的三倍，减去其余方块。",
        (Score, "original2048") => "每次合并得到合并方块之和的分数。",
        (Score, "doubleFirstPlusRest") => "每次合并得到第一个方块的两倍加上其余方块的分数。",
        (Strategy, "shortest-match") => "一串方块只要够长就立即合并。",
        (Strategy, "longest-match") => "一串方块会尽可能长地合并。",
        (NewTile, "original2048") => "每走一步后出现一个 2（十次中有九次）或一个 4。",
        (NewTile, "none") => "不出现新方块：游戏只使用放在棋盘上的方块。",
        (NewTile, "fibonacci") => "每走一步后出现一个 1（十次中有九次）或一个 2。",
        (NewTile, "triples") => "每走一步后出现一个 2（十次中有九次）或一个 6。",
        (Win, "original2048") => "拼出 2048 即获胜。",
        (Win, "hasTile32") => "拼出 32 即获胜。",
        (Lose, "original2048") => "当没有任何走法能改变棋盘时，游戏结束。",
        _ => "",
    }
}

/// `n` as `Intl.NumberFormat("zh-Hans")` writes it: as English does, 8,532.
pub use super::en::grouped;

fn variant_name(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Preset(p) => match p.id {
            "classic" => "经典",
            "donut" => "甜甜圈",
            "fibonacci" => "斐波那契",
            "triples" => "三连",
            _ => p.name,
        },
        VariantKind::Custom(_) => "自定义游戏",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "分数",
        Best => "最高分",
        NewGameButton => "新游戏",
        Undo => "撤销",
        Games => "对局",
        Variant => "玩法",
        Dismiss => "知道了",
        Confirm => "确认",
        YouWin => "你赢了！",
        GameOver => "游戏结束！",
        KeepGoing => "继续玩",
        TryAgain => "再来一局",
        EmptyCell => "空",
        Hole => "空洞",
        Hint => "提示",
        Autoplay => "自动游戏",
        Speed => "速度",
        Strength => "强度",
        Replay => "回放",
        Close => "关闭",
        ToTheStart => "回到开头",
        StepBack => "后退一步",
        StepForward => "前进一步",
        ToTheEnd => "跳到结尾",
        Play => "播放",
        Pause => "暂停",
        Position => "位置",
        Pace => "播放速度",
        PlayFromHere => "从这里继续玩",
        Share => "分享",
        WatchThisGame => "观看这局",
        ShareThisGame => "分享这局",
        Export => "导出",
        Import => "导入",
        Watch => "观看",
        StartOver => "是的，重新开始",
        Cancel => "取消",
        OpenTheLinksGame => "打开链接中的游戏",
        KeepMyGame => "保留我的游戏",
        CouldNotStart => "游戏无法启动",
        Reload => "重新加载",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => match p.id {
            "classic" => "4x4 棋盘，合并相同的方块，拼出 2048。",
            "3x3" => "九个格子：拼出 256。",
            "5x5" => "空间更大，目标不变。",
            "6x6" => "宽敞的棋盘，适合长时间对局。",
            "8x8" => "六十四个格子：想玩多久就玩多久。",
            "donut" => "custom-game.md 中的示例：去掉中心格的 3x3 棋盘，拼出 32。",
            "fibonacci" => "1、1、2、3、5、8……中相邻的两个数合并：拼出 2584。",
            "triples" => "5x5 棋盘，一行中三个相同的方块合并为它们的和：拼出 486。",
            _ => p.description,
        },
        VariantDescription(VariantKind::Custom(_)) => "按你自己的规则来玩。",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "舒缓",
            ai::Speed::Normal => "正常",
            ai::Speed::Quick => "较快",
            ai::Speed::Fastest => "最快",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "快速",
            ai::Strength::Strong => "强力",
        },
        Analyse => "分析",
        CreateGame => "创建游戏",
        YourVariants => "我的玩法",
        Language => "语言",
        Theme => "主题",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "跟随系统",
            crate::theme::Theme::Light => "浅色",
            crate::theme::Theme::Dark => "深色",
        },
        UndoSetting => "撤销",
        UndoAllowed => "允许",
        UndoOff => "关闭",
        PageTitle => "2048 – 滑动、合并、达到 2048",
        HowToPlay => "怎么玩",
        HowToHtml => {
            "使用<strong>方向键</strong>（或 WASD、HJKL）移动方块，也可以在棋盘上滑动。两个数字相同的方块相碰时会合并成一个。拼出 <strong>2048</strong> 即可获胜，之后还可以继续玩。按 <strong>U</strong> 或 <strong>Ctrl+Z</strong> 可以撤销一步。"
        }
    }
}

pub fn say(text: &Text, f: &mut Formatter<'_>) -> fmt::Result {
    use Text::*;
    match text {
        Silence => Ok(()),
        Line(said) => fmt::Display::fmt(said, f),
        Together(texts) => {
            // Chinese sentences follow one another with no space between them.
            for text in texts {
                say(text, f)?;
            }
            Ok(())
        }

        Board { rows, columns } => write!(f, "棋盘，{rows} 行 {columns} 列"),
        GameNoun(VariantKind::Preset(p)) => match p.id {
            "classic" => f.write_str("经典游戏"),
            "donut" => f.write_str("甜甜圈游戏"),
            "fibonacci" => f.write_str("斐波那契游戏"),
            "triples" => f.write_str("三连游戏"),
            _ => write!(f, "{} 游戏", p.name),
        },
        GameNoun(VariantKind::Custom(_)) => f.write_str("自定义游戏"),

        StartNewGameQuestion { noun } => write!(f, "开始新的{noun}？这局游戏将会丢失。"),
        LinkQuestion { noun, seed } => write!(
            f,
            "此链接会打开新的{noun}（种子 {seed}）。你正在进行的游戏将会丢失。"
        ),
        PlayFromHereQuestion => f.write_str("从这里继续玩？你正在进行的游戏将会丢失。"),

        NewGameStarted { noun, ending: e } => write!(f, "已开始新的{noun}。{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "已{}移动。", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, "合并为 {}。", grouped(*value))?,
                Merges::Many { count, top } => write!(
                    f,
                    "合并 {} 次，最大为 {}。",
                    grouped(*count as i64),
                    grouped(*top)
                )?,
            }
            write!(f, "分数 {}。{}", grouped(*score), ending(*e))
        }
        Undone { score } => write!(f, "已撤销一步。分数 {}。", grouped(*score)),
        KeptGoing => f.write_str("继续加油！"),

        MoveRefused { why } => write!(f, "无法这样移动：{why}。"),
        SavedGameUnreadable { why } => write!(f, "无法读取你保存的游戏（{why}）。"),
        SavedGameDamaged { why } => write!(
            f,
            "你保存的游戏已损坏，已开始新游戏（{why}）。最高分仍然保留。"
        ),
        BestDamaged => f.write_str("已忽略一条损坏的最高分记录。"),
        BestUnreadable { why } => write!(f, "无法读取你的最高分（{why}）。"),
        NotKept => f.write_str("此浏览器不允许游戏保存数据：你可以继续玩，但进度不会被保存。"),
        LinkNotOpened { why, instead } => {
            f.write_str("无法打开此链接")?;
            match why {
                Some(why) => write!(f, "：{why}。")?,
                None => f.write_str("。")?,
            }
            if *instead {
                f.write_str("已改为开始经典游戏。")?;
            }
            Ok(())
        }
        ReplayLinkNotOpened { why } => write!(f, "无法打开此回放链接：{why}。"),
        PartNotLoaded { why } => write!(
            f,
            "游戏的这一部分无法加载（{why}）。游戏可以继续；请稍后再试。"
        ),
        NotCarriedOver { why } => write!(f, "无法接续你的游戏（{why}）。"),
        GameNotOpened { why } => {
            write!(f, "无法打开你的游戏（{why}）。游戏已保留；请在联网后重试。")
        }

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("出错了，游戏已停止。你保存的游戏是安全的。"),

        ApiGone => f.write_str("此游戏已不在页面上"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: 无法读取选项（{}）",
            why.as_deref().unwrap_or("它们不是 JSON 数据")
        ),
        ApiOptionsNotAnObject => f.write_str("newGame: 选项必须是对象 { preset?, game?, seed? }"),
        ApiUnknownOption { name } => {
            write!(
                f,
                "newGame: 未知选项 \"{name}\"（可用：preset、game、seed）"
            )
        }
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: {name} 必须是{}，实际为 {got}",
            if *numbers {
                "数字或字符串"
            } else {
                "字符串"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo: 此游戏不允许撤销"),
    }
}

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("撤销已关闭"),
            (true, 0) => f.write_str("未使用撤销"),
            (true, 1) => f.write_str("撤销过一次"),
            (true, n) => write!(f, "撤销过 {} 次", grouped(n as i64)),
        },
        YourGames { variant } => write!(f, "我的{}", Text::GameNoun(*variant)),
        YourGamesOf { name } => write!(f, "我的“{name}”游戏"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "已玩 {} 局 · 获胜 {} 局（{}%）· 最高分 {}",
            grouped(*played as i64),
            grouped(*won as i64),
            grouped(*rate as i64),
            grouped(*best)
        ),
        TopTiles { reached } => {
            f.write_str("达到的最大方块：")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(f, "{between}{}：{} 局", grouped(*tile), grouped(*n as i64))?;
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
            let won = if *won { "，获胜" } else { "" };
            write!(
                f,
                "{when}：{} 分，最大方块 {}，{} 步，{minutes}:{seconds:02}{won}",
                grouped(*score),
                grouped(*top),
                grouped(*moves as i64)
            )
        }

        AnalysisTitle => f.write_str("分析"),
        MoveColumn => f.write_str("走法"),
        PointsColumn => f.write_str("得分"),
        OverColumn => f.write_str("游戏结束"),
        BestBadge => f.write_str("最佳"),
        DirectionName(d) => f.write_str(direction(*d)),
        AnalysisCaption { horizon } => write!(
            f,
            "接下来 {} 步的平均得分，± 表示与真实值可能相差多少（95% 的情况下），以及届时游戏结束的频率。",
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
                None => write!(f, "{}{unit} ± ?", grouped(*value)),
            }
        }
        ChangesNothing => f.write_str("不改变棋盘"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "最佳走法：{}", direction(*d))?;
            f.write_str(if *clear {
                "，优势明显。"
            } else {
                "，但差距很小：误差范围有重叠。"
            })
        }
        NoMoveChangesThisBoard => f.write_str("没有任何走法能改变这个棋盘。"),
        PlayedOut { trials } => write!(
            f,
            "每种走法都模拟了 {} 次。",
            grouped(i64::from(*trials))
        ),
        Analysing => f.write_str("正在分析…"),
        AnalysisWaits => f.write_str("自动游戏进行时，分析会暂停。"),
        BestMoveMark { direction: d } => write!(f, "最佳走法：{}", direction(*d)),

        SetUp => f.write_str("设置局面"),
        SetupHelp => f.write_str(
            "选择一个数值，然后点击或轻触格子来放置。按键：方向键移动，+ 和 − 改变数值，Delete 清空格子。",
        ),
        SetupValues => f.write_str("数值"),
        EmptyValue => f.write_str("空"),
        ClearBoard => f.write_str("清空棋盘"),
        FromTheGame => f.write_str("从当前游戏开始"),
        SetupCell { row, col, value } => {
            write!(f, "第 {} 行，第 {} 列：", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("空"),
            }
        }
        NothingToPlay => f.write_str(
            "没有任何走法能改变这个棋盘，所以无法开始：请放置可以滑动或合并的方块。",
        ),
        SetupRefused { why } => write!(f, "这个局面无法进行游戏：{why}。"),

        TodaysGame => f.write_str("今日游戏"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "这是 {day} 的每日游戏，所有人都一样：今天第一次结束的尝试计入成绩。"
            ),
            Attempt::Practice => write!(
                f,
                "这是 {day} 的每日游戏：这是练习，本次尝试不计入成绩。"
            ),
            Attempt::Ended => write!(f, "{day} 的每日游戏已结束。"),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "每日游戏：已玩 {} 局；连续 {} 天，最长 {} 天。",
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
                "{day} · {} · {} 分 · {} 步",
                grouped(*top),
                grouped(*score),
                grouped(*moves as i64)
            )
        }
        ShareResult => f.write_str("分享今日成绩"),
        BestDays { days } => {
            f.write_str("最佳成绩日：")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { "" } else { "；" };
                write!(f, "{sep}{day}，{} 分", grouped(*score))?;
            }
            f.write_str("。")
        }
        DailyMark { day, counted } => {
            write!(f, "{day} 的每日游戏")?;
            f.write_str(if *counted { "" } else { "（练习）" })
        }

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str("。")
        }
        HintIs(d) => write!(f, "提示：{}移动。", direction(*d)),
        NoMoveLeft => f.write_str("已经无路可走。"),
        ReplayOpened { moves } => write!(f, "回放：共 {} 步。", grouped(*moves as i64)),
        BackToYourGame => f.write_str("已回到你的游戏。"),
        PlayingOnFrom { position } => {
            write!(f, "从第 {} 步继续玩。", grouped(*position as i64))
        }
        AiFailed { why } => write!(f, "AI 无法给出回答（{why}）。游戏继续。"),
        AnalysisFailed { why } => write!(f, "AI 无法分析这个局面（{why}）。"),
        ReplayNotOpened { why } => write!(f, "无法打开该回放：{why}。"),
        ImportFailed { why } => write!(f, "无法导入该文件：{why}。"),
        FileNotText => f.write_str("它不是文本"),
        FileUnreadable => f.write_str("无法读取它"),
        ImportNotSaved { why } => write!(f, "导入的内容无法保存（{why}）。"),
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "已导入 {}、{}和 {}。",
            plural(*games, "局游戏"),
            plural(*bests, "个最高分"),
            plural(*variants, "个已保存的玩法"),
        ),
        GamesDamaged => f.write_str("你的对局列表已损坏，已重新开始记录。"),
        GamesUnreadable { why } => write!(f, "无法读取你的对局列表（{why}）。"),
        LinkCopied => f.write_str("链接已复制：粘贴到任意位置即可分享这局游戏。"),
        CopyThisLink { link } => write!(f, "复制此链接来分享游戏：{link}"),
        AiNoWorkers => f.write_str("此浏览器无法运行 AI（它不支持 Web Worker）。"),
        AiForbidden { why } => write!(
            f,
            "此页面不允许启动 AI（{}）。",
            why.as_deref().unwrap_or("页面的安全策略禁止了它")
        ),
        AiNotLoaded => {
            f.write_str("无法加载 AI（当前处于离线状态，或被页面阻止）。")
        }
        AiNotPrepared => f.write_str("无法准备 AI。"),
        AiUnreadable { why } => {
            write!(f, "AI 的回答无法被此页面读取（{why}）。")
        }

        StartFrom => f.write_str("起点"),
        APreset => f.write_str("选择预设…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(f, "第 {} 行，第 {} 列：", row + 1, col + 1)?;
            match (hole, tile) {
                (true, _) => f.write_str("空洞"),
                (false, Some(v)) => write!(f, "格子，方块 {}", grouped(*v)),
                (false, None) => f.write_str("格子"),
            }
        }
        BoardSize => f.write_str("棋盘"),
        Rows => f.write_str("行数"),
        Columns => f.write_str("列数"),
        PainterHelp => f.write_str(
            "点击、轻触或拖过格子来制造空洞（再操作一次则恢复为格子），也可以选择一个方块，把它放到格子上。",
        ),
        BrushCells => f.write_str("格子和空洞"),
        BrushTile => f.write_str("方块"),
        NoTile => f.write_str("无方块"),
        Family(family) => f.write_str(match family {
            super::Family::Condition => "何时合并",
            super::Family::Result => "合并后的方块",
            super::Family::Score => "得分",
            super::Family::Strategy => "合并长度",
            super::Family::NewTile => "新方块",
            super::Family::Win => "胜利条件",
            super::Family::Lose => "失败条件",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("最短合并"),
        LongestMerge => f.write_str("最长合并"),
        AsLongAsTheBoard => f.write_str("与棋盘等长"),
        ReachTile => f.write_str("拼出指定方块"),
        ReachTileHelp { value } => write!(f, "拼出 {} 即获胜。", grouped(*value)),
        RulesMakeAGame => f.write_str("这些规则可以构成一个游戏。"),
        RulesMakeNoGame => f.write_str("这些规则还不能构成游戏：请查看标出的字段。"),
        PlayThisGame => f.write_str("玩这个游戏"),
        CopyLink => f.write_str("复制链接"),
        CopyEmbedCode => f.write_str("复制嵌入代码"),
        EmbedCopied => f.write_str("嵌入代码已复制：把它粘贴到你网页的 HTML 中。"),
        CopyThisCode { code } => write!(f, "把这段代码复制到你网页的 HTML 中：{code}"),

        Review => f.write_str("复盘"),
        Reviewing { done, of } => write!(
            f,
            "正在复盘：第 {} 步，共 {} 步…",
            grouped(*done as i64),
            grouped(*of as i64)
        ),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "已复盘 {}：平均达到 AI 走法水平的 {}%；有 {}明显不如 AI 的选择。",
            plural(*moves, "步"),
            grouped(i64::from(*accuracy)),
            plural(*mistakes, "步"),
        ),
        ReviewChart => f.write_str("每一步的质量，以占 AI 最佳走法的百分比表示"),
        ReviewHelp => f.write_str(
            "每个点代表一步：越靠上越接近 AI 的选择，越靠下越差。红点是明显不如 AI 的走法。点击图表可跳到对应的那一步。",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "第 {} 步：{}（{}%）；AI 会选择{}。",
            grouped(*number as i64),
            direction(*played),
            grouped(i64::from(*quality)),
            direction(*best)
        ),
        NoMistakes => f.write_str("没有明显不如 AI 的走法。"),
        ReviewedMark { accuracy } => write!(f, "已复盘：{}%", grouped(i64::from(*accuracy))),
        ReviewFailed { why } => {
            write!(f, "复盘已停止：AI 无法给出回答（{why}）。")
        }
        VariantNameField => f.write_str("名称"),
        SaveAsVariant => f.write_str("保存为玩法"),
        Rename => f.write_str("重命名"),
        SaveName => f.write_str("保存名称"),
        Delete => f.write_str("删除"),
        EditVariant => f.write_str("编辑"),
        PlayVariant => f.write_str("开始玩"),
        DeleteQuestion { name } => write!(
            f,
            "删除“{name}”？它的最高分和已完成的对局会保留，再次保存相同的规则时会恢复。"
        ),
        VariantSaved { name } => write!(f, "已保存“{name}”：可以在玩法列表中找到它。"),
        VariantRenamed { name } => write!(f, "已重命名为“{name}”。"),
        VariantDeleted { name } => write!(f, "已删除“{name}”。"),
        VariantsUnread { count } => write!(
            f,
            "有 {}无法读取，已按原样保留。",
            plural(*count, "个已保存的玩法"),
        ),
        NameEmpty => f.write_str("请给这个玩法起个名字。"),
        NameTooLong { most } => write!(f, "名称最多只能有 {} 个字符。", grouped(*most as i64)),
        NameTaken { name } => {
            write!(f, "已经有名为“{name}”的玩法了：请换一个名字。")
        }
        IsAPreset { variant } => write!(
            f,
            "这些规则就是预设玩法“{}”，已经在列表中了。",
            variant_name(*variant)
        ),
        SavedAlready { name } => write!(f, "这些规则已经保存过了，名为“{name}”。"),
        TooManyVariants { most } => {
            write!(f, "最多只能保存 {} 个玩法：请先删除一个。", grouped(*most as i64))
        }
        NoSuchVariant => f.write_str("这个玩法已不再保存（可能已在另一个标签页中被删除）。"),
        VariantsFromANewerVersion => f.write_str(
            "你保存的玩法是由此游戏的更新版本写入的，因此当前版本不会改动它们。",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "无法玩已保存的玩法“{name}”（{why}）；它已按原样保留。"
        ),

        Invalid { why } => reason(why, f),
        KeyboardMustBe { given } => {
            write!(
                f,
                "keyboard 属性必须是 \"focus\" 或 \"page\"，而不是 \"{given}\"。"
            )
        }
        OnOrOff { attribute, given } => {
            write!(
                f,
                "{attribute} 属性必须是 \"on\" 或 \"off\"，而不是 \"{given}\"。"
            )
        }
        ControlsMustBe { given } => write!(
            f,
            "controls 属性必须是 \"full\"、\"compact\" 或 \"none\"，而不是 \"{given}\"。"
        ),

        ApiAiOff { method } => write!(f, "{method}: 此游戏已关闭 AI"),
        ApiAutoplayOnOff => f.write_str("autoplay: 请传入 true 或 false"),
        ApiAutoplaySpeed => {
            f.write_str("autoplay: speed 可以是 relaxed、normal、quick 或 fastest")
        }
        ApiAutoplayStrength => f.write_str("autoplay: strength 可以是 fast 或 strong"),

        FrameId => write!(
            f,
            "id 必须是最多 {} 个字符的字符串，或者是数字",
            grouped(crate::frame::MAX_ID as i64)
        ),
        FrameVersion { given } => write!(
            f,
            "此 iframe 使用 game2048 协议第 {} 版，而不是第 {given} 版",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "未知的键 \"{name}\"（命令包含 game2048、id、method 和 args）"
        ),
        FrameMethod { given } => write!(
            f,
            "未知的方法 {given}（可用：newGame、move、undo、state、hint、autoplay、record）"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "无，或一个选项对象",
                Method::Move => "一个方向：\"left\"、\"right\"、\"up\" 或 \"down\"",
                Method::Autoplay => "true 或 false，之后可再加一个选项对象",
                Method::Undo | Method::State | Method::Hint | Method::Record => "无",
            };
            write!(f, "{method} 的参数应为：{takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: 已忽略来自 {origin} 的命令：此 iframe 只接受来自 {allowed} 的命令。"
        ),

        UpdateReady => f.write_str("新版本已就绪。"),
        WidgetNotLoaded { why } => write!(f, "游戏无法加载：{why}"),
        FullBuildNotNamed => f.write_str("页面没有说明游戏其余部分的位置"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: 在 iframe 回应之前已停止")
        }
    }
}
