//! Chinese: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
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

        TodaysGame => f.write_str("今日游戏"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "这是 {day} 的每日游戏，所有人都一样：今天第一次结束的尝试计入成绩。"
            ),
            Attempt::Practice => write!(f, "这是 {day} 的每日游戏：这是练习，本次尝试不计入成绩。"),
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
        ReviewedMark { accuracy } => write!(f, "已复盘：{}%", grouped(i64::from(*accuracy))),
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "剩余时间 {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

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
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
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
        PlayedOut { trials } => write!(f, "每种走法都模拟了 {} 次。", grouped(i64::from(*trials))),
        Analysing => f.write_str("正在分析…"),
        AnalysisWaits => f.write_str("自动游戏进行时，分析会暂停。"),
        BestMoveMark { direction: d } => write!(f, "最佳走法：{}", direction(*d)),
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("设置局面"),
        SetupHelp => f.write_str(
            "选择一个数值，然后点击或轻触格子来放置。按键：方向键移动，+ 和 − 改变数值，Delete 清空格子。",
        ),
        SetupValues => f.write_str("数值"),
        EmptyValue => f.write_str("空"),
        ClearBoard => f.write_str("清空棋盘"),
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
        SetupRefused(why) => {
            f.write_str("这个局面无法进行游戏：")?;
            match why {
                SetupError::Cells { expected, got } => write!(f, "棋盘有 {got} 格，这些规则是 {expected} 格")?,
                SetupError::OnAHole { row, col } => write!(f, "第 {} 行第 {} 列不是这个棋盘的格子", row + 1, col + 1)?,
                SetupError::Value { value, row, col } => write!(f, "这些规则从不产生 {}（第 {} 行第 {} 列）", grouped(*value), row + 1, col + 1)?,
            }
            f.write_str("。")
        }
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
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
        Paint => f.write_str("绘制"),
        BrushCells => f.write_str("格子和空洞"),
        BrushTile => f.write_str("方块"),
        NoTile => f.write_str("无方块"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "何时合并",
            crate::copy::Family::Result => "合并后的方块",
            crate::copy::Family::Score => "得分",
            crate::copy::Family::Strategy => "合并长度",
            crate::copy::Family::NewTile => "新方块",
            crate::copy::Family::Win => "胜利条件",
            crate::copy::Family::Lose => "失败条件",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("最短合并"),
        LongestMerge => f.write_str("最长合并"),
        AsLongAsTheBoard => f.write_str("与棋盘等长"),
        ReachTile => f.write_str("拼出指定方块"),
        ReachTileHelp { value } => write!(f, "拼出 {} 即获胜。", grouped(*value)),
        PowerUpsAndLimits => f.write_str("道具与限制"),
        StartCharges(Power::Swap) => f.write_str("交换次数"),
        StartCharges(Power::Remove) => f.write_str("移除次数"),
        StartCharges(Power::Undo) => f.write_str("撤销次数"),
        MoveLimit => f.write_str("步数上限"),
        TimeLimit => f.write_str("时间上限（秒）"),
        NoLimitHelp => f.write_str("道具为 0、上限留空即表示没有。"),
        RulesMakeAGame => f.write_str("这些规则可以构成一个游戏。"),
        RulesMakeNoGame => f.write_str("这些规则还不能构成游戏：请查看标出的字段。"),
        PlayThisGame => f.write_str("玩这个游戏"),
        CopyLink => f.write_str("复制链接"),
        CopyEmbedCode => f.write_str("复制嵌入代码"),
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
        VariantsUnread { count } => write!(
            f,
            "有 {}无法读取，已按原样保留。",
            plural(*count, "个已保存的玩法"),
        ),
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "交换",
        Power::Remove => "移除",
        Power::Undo => "撤销",
    };
    match line {
        PowerUps => f.write_str("道具"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => write!(f, "{}：剩余 {}", name(power), grouped(i64::from(*left))),
        MovesLeft => f.write_str("剩余步数"),
        TimeLeft => f.write_str("时间"),
        ChooseFirst => f.write_str("交换：先选一个方块，再选要与它交换的方块。按 Esc 放下。"),
        ChooseSecond => f.write_str("现在选要与它交换的方块。"),
        ChooseRemove => f.write_str("移除：选一个方块，所有同数字的方块都会移除。按 Esc 放下。"),
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "这局游戏没有道具。",
            PowerError::NoCharge(Power::Swap) => "交换已用完。",
            PowerError::NoCharge(Power::Remove) => "移除已用完。",
            PowerError::NoCharge(Power::Undo) => "撤销已用完。",
            PowerError::NotACell => "那不是棋盘上的格子。",
            PowerError::EmptyCell => "请选方块，不要选空格。",
            PowerError::SameCell => "交换需要两个不同的方块。",
            PowerError::NoSuchValue => "没有方块是这个数字。",
            PowerError::WouldEmpty => "那样棋盘上就没有方块了。",
        }),
        TimeUp => f.write_str("时间到！"),
        OutOfMoves => f.write_str("步数用完了！"),
        PausedWhileHidden => f.write_str("页面隐藏期间计时已暂停。"),
        Cell { row, col, value } => {
            write!(f, "第 {} 行第 {} 列：", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("空"),
            }
        }
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("挑战"),
        You => f.write_str("你"),
        Them => f.write_str("对手"),
        TheirsAt { moves, score } => write!(
            f,
            "对手第 {} 步：{}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("持平"),
        Lead { by } if *by > 0 => write!(f, "你领先 {} 分", grouped(*by)),
        Lead { by } => write!(f, "对手领先 {} 分", grouped(-*by)),
        Score => f.write_str("分数"),
        TopTile => f.write_str("最大方块"),
        Moves => f.write_str("步数"),
        Time => f.write_str("用时"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("你赢得了挑战！"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("这次对手赢了。"),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("平局！"),
        WatchTheirGame => f.write_str("观看对手的游戏"),
        ChallengeBack => f.write_str("回敬挑战"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("最大方块"),
        Moves => f.write_str("步数"),
        Caption { score } => write!(f, "我的 2048 游戏：{} 分。", grouped(*score)),
        Saved => f.write_str("图片已保存到下载文件夹。"),
        NotMade { why } => write!(f, "无法生成图片：{why}。"),
    }
}

/// Why a game's record could not be opened.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    use game2048_engine::RecordError::*;
    match &line.0 {
        NotARecord => f.write_str("它不是游戏记录"),
        Newer => f.write_str("它由更新版本的游戏生成；请刷新页面后重试"),
        Damaged(why) => write!(f, "它已损坏或不完整（{why}）"),
        Rules(why) => write!(f, "此版本的游戏不认识它的规则（{why}）"),
        NotInThisBuild => f.write_str("它是自定义游戏，游戏的这一部分无法打开它"),
        Diverged { at } => write!(
            f,
            "它在这里的重放结果不同（从第 {at} 个输入起）：它由规则不同的版本生成"
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
        NoCell => f.write_str("棋盘上没有格子，全是空洞"),
        MaxBelowMin { min, got } => write!(f, "至少须为最短合并（{min}），实际为 {got}"),
        NeedsInitialTiles => f.write_str("“none”不会添加方块，所以游戏需要初始方块"),
        Charges { got, max } => write!(f, "须为 0 到 {max}，实际为 {got}"),
        Limit { got, max } => write!(f, "须为 1 到 {} 的整数，实际为 {got}", grouped(*max)),
        // What only a hand-written game object gets wrong: in its own terms.
        other => write!(f, "这样写无效（{other}）"),
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
        Both => f.write_str("它同时指定了预设和游戏；只能给一个"),
        UnknownPreset(id) => write!(f, "未知预设“{id}”（已知：{}）", known_presets()),
        InvalidGame(e) => {
            write!(f, "游戏无效：{}：", e.field)?;
            config_reason(&e.reason, f)
        }
        BadSeed(text) => write!(f, "种子“{text}”不是 0 到 {} 之间的整数", u64::MAX),
    }
}
