//! Simplified Chinese: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("撤销已关闭"),
            (true, 0) => f.write_str("未使用撤销"),
            (true, 1) => f.write_str("撤销过一次"),
            (true, n) => write!(f, "撤销过 {} 次", grouped(n as i64)),
        },
        FromTheGame => f.write_str("从当前游戏开始"),

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
        ImportNotOurs => f.write_str("它不是 game2048 文件"),
        ImportNewer { version, reads } => write!(
            f,
            "它由更新版本的游戏生成（版本 {version}；此版本读取 {reads}）"
        ),
        ImportNoVersion => f.write_str("它没有有效的版本号"),
        ImportDamaged { detail } => write!(f, "其中有一部分不正确（{detail}）"),
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
        ChallengeShare { score } => write!(
            f,
            "我在 2048 中得了 {} 分。同样的开局，同样的方块：你能超过吗？",
            grouped(*score)
        ),
        LinkCopied => f.write_str("链接已复制：粘贴到任意位置即可分享这局游戏。"),
        CopyThisLink { link } => write!(f, "复制此链接来分享游戏：{link}"),
        AiNoWorkers => f.write_str("此浏览器无法运行 AI（它不支持 Web Worker）。"),
        AiForbidden { why } => write!(
            f,
            "此页面不允许启动 AI（{}）。",
            why.as_deref().unwrap_or("页面的安全策略禁止了它")
        ),
        AiNotLoaded => f.write_str("无法加载 AI（当前处于离线状态，或被页面阻止）。"),
        AiNotPrepared => f.write_str("无法准备 AI。"),
        AiUnreadable { why } => {
            write!(f, "AI 的回答无法被此页面读取（{why}）。")
        }
        EmbedCopied => f.write_str("嵌入代码已复制：把它粘贴到你网页的 HTML 中。"),
        CopyThisCode { code } => write!(f, "把这段代码复制到你网页的 HTML 中：{code}"),
        ReviewFailed { why } => {
            write!(f, "复盘已停止：AI 无法给出回答（{why}）。")
        }
        VariantSaved { name } => write!(f, "已保存“{name}”：可以在玩法列表中找到它。"),
        VariantRenamed { name } => write!(f, "已重命名为“{name}”。"),
        VariantDeleted { name } => write!(f, "已删除“{name}”。"),
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
            write!(
                f,
                "最多只能保存 {} 个玩法：请先删除一个。",
                grouped(*most as i64)
            )
        }
        NoSuchVariant => f.write_str("这个玩法已不再保存（可能已在另一个标签页中被删除）。"),
        VariantsFromANewerVersion => {
            f.write_str("你保存的玩法是由此游戏的更新版本写入的，因此当前版本不会改动它们。")
        }
        VariantDamaged { name, why } => {
            write!(f, "无法玩已保存的玩法“{name}”（{why}）；它已按原样保留。")
        }

        GameRefused(e) => {
            f.write_str("属性指定的游戏无法进行：")?;
            super::panels::request_error(e, f)?;
            f.write_str("。")
        }
        ThemeMustBe { given } => write!(
            f,
            "theme 属性必须是 \"system\"、\"light\" 或 \"dark\"，而不是 \"{given}\"。"
        ),
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
        AnimationMustBe { given } => write!(
            f,
            "animation 属性必须是 \"normal\"、\"fast\" 或 \"off\"，而不是 \"{given}\"。"
        ),
        ControlsMustBe { given } => write!(
            f,
            "controls 属性必须是 \"full\"、\"compact\" 或 \"none\"，而不是 \"{given}\"。"
        ),

        ApiAiOff { method } => write!(f, "{method}: 此游戏已关闭 AI"),
        ApiAutoplayOnOff => f.write_str("autoplay: 请传入 true 或 false"),
        ApiAutoplaySpeed => f.write_str("autoplay: speed 可以是 relaxed、normal、quick 或 fastest"),
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
            "未知的方法 {given}（可用：newGame、move、undo、redo、state、hint、autoplay、record、swap、remove、image）"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "无，或一个选项对象",
                Method::Move => "一个方向：\"left\"、\"right\"、\"up\" 或 \"down\"",
                Method::Autoplay => "true 或 false，之后可再加一个选项对象",
                Method::Swap => "两个格子，各为 [行, 列]，从 0 开始",
                Method::Remove => "一个方块的数字",
                Method::Undo
                | Method::Redo
                | Method::State
                | Method::Hint
                | Method::Record
                | Method::Image => "无",
            };
            write!(f, "{method} 的参数应为：{takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "game2048 frame: 已忽略来自 {origin} 的命令：此 iframe 只接受来自 {allowed} 的命令。"
        ),

        UpdateReady => f.write_str("新版本已就绪。"),
        GameNotLoaded { why } => write!(f, "游戏无法加载：{why}"),
        LanguageNotLoaded => f.write_str("无法加载该语言的文字"),
        ChunkNotLoaded => f.write_str("无法获取其代码"),
        FrameHelperStopped => f.write_str("game2048 frame: 在 iframe 回应之前已停止"),
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "在棋盘上<strong>滑动</strong>即可移动方块，也可以使用方向键（或 WASD、HJKL）。"
    } else {
        "使用<strong>方向键</strong>（或 WASD、HJKL）移动方块，也可以在棋盘上滑动。"
    })?;
    match how.merging {
        Merging::Pairs => f.write_str("两个数字相同的方块相碰时会合并成一个。"),
        Merging::Runs(n) => write!(
            f,
            "一行中 {n} 个数字相同的方块会合并成一个，数值为它们之和。"
        ),
        Merging::Fibonacci => {
            f.write_str("在 1、1、2、3、5、8…… 中相邻的两个数相碰时会合并成下一个数。")
        }
        Merging::Own => f.write_str("方块按照本游戏自己的规则合并。"),
    }?;
    if how.holes {
        f.write_str("棋盘上的空洞里永远不会有方块。")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            "拼出 <strong>{goal}</strong> 即可获胜，之后还可以继续玩。"
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            "点<strong>{}</strong>可以撤销一步，点<strong>{}</strong>可以重做。",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => {
            f.write_str("按 <strong>U</strong> 或 <strong>Ctrl+Z</strong> 可以撤销一步，按 <strong>Shift+U</strong> 可以重做。")
        }
    }
}
