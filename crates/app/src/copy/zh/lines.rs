//! Simplified Chinese: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

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
        LanguageNotLoaded => f.write_str("无法加载该语言的文字"),
        ChunkNotLoaded => f.write_str("无法获取其代码"),
        FrameHelperStopped => {
            f.write_str("game2048 frame: 在 iframe 回应之前已停止")
        }
    }
}
