//! Simplified Chinese: what every key of the catalogue says.

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
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "自定义游戏",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "道具",
        Mode::Sprint => "冲刺",
        Mode::FiveHundredMoves => "500 步",
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
        Redo => "重做",
        DirectionPad => "方向键",
        MoveButton(direction) => match direction {
            Direction::Up => "向上移动",
            Direction::Down => "向下移动",
            Direction::Left => "向左移动",
            Direction::Right => "向右移动",
        },
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
        Challenge => "挑战好友",
        TakeTheChallenge => "接受挑战",
        ShareImage => "分享图片",
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
        On => "开启",
        Off => "关闭",
        DpadSetting => "屏幕方向键",
        SoundSetting => "声音",
        AnimationSetting => "动画",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "正常",
            crate::motion::Motion::Fast => "快速",
            crate::motion::Motion::Off => "关闭",
        },
        PageTitle => "2048 – 滑动、合并、达到 2048",
        HowToPlay => "怎么玩",
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
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "{}游戏", variant_name(*kind))
        }
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
        Redone => f.write_str("已重做。"),
        PadConnected => {
            f.write_str("已连接手柄：方向键或左摇杆移动，A 提示，B 撤销，Start 开始新游戏。")
        }
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
        ChallengeLinkNotOpened { why } => {
            write!(f, "无法打开此挑战链接：{why}。")
        }
        ChallengeQuestion { score } => write!(
            f,
            "好友向你发起挑战：从同一开局超过 {} 分。你正在进行的游戏将会丢失。",
            grouped(*score)
        ),
        ChallengeTaken { score } => write!(
            f,
            "已接受挑战：超过 {} 分。同样的开局，同样的新方块。",
            grouped(*score)
        ),
        ReplayLinkNotOpened { why } => write!(f, "无法打开此回放链接：{why}。"),
        PartNotLoaded { why } => write!(
            f,
            "游戏的这一部分无法加载（{why}）。游戏可以继续；请稍后再试。"
        ),
        GameNotOpened { why } => {
            write!(f, "无法打开你的游戏（{why}）。游戏已保留；请在联网后重试。")
        }

        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str("出错了，游戏已停止。你保存的游戏是安全的。"),

        ApiNoPowerUps => f.write_str("swap、remove：这局游戏没有道具"),
        ApiPowerUpArguments => {
            f.write_str("swap 接受两个格子 [行, 列]，从 0 开始计数；remove 接受一个方块的数字")
        }
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
        ApiUndoOff => f.write_str("undo, redo: 此游戏不允许撤销"),
    }
}

mod lines;
mod panels;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};
