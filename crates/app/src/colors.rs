//! Tile colours and font sizes.
//!
//! A tile's colour is a function of its value and the variant's rules alone, never of
//! what else is on the board, so a tile keeps its colour for life and the same value
//! looks the same in every game of a variant. Classic rules (pairs of equal tiles
//! merge into their sum, 2s and 4s appear) get the original game's palette, its dark
//! tile for 4096, and a dark colour of its own for each value after, up to 131072.
//! Other rules climb a ladder of their own: Fibonacci numbers for
//! Fibonacci merges, powers of the merge length for runs of equal tiles (triples: 2,
//! 6, 18, ...), each rung a colour of its own. Values off any ladder (custom merge
//! results, zero, negatives) get a colour computed from the value itself.
//!
//! The classic tiles keep the original's look where it can be read: its 2 and 4, then,
//! from 8 on, its light digits on its warm hues made deep enough for them (3:1, which
//! tile digits need as large bold text); its glow from 128 to 2048 is game.css's. Other text
//! colours are chosen per background for WCAG AA contrast (4.5:1) from the original's
//! two text colours, a warm dark brown and a near-black.

use std::fmt;

use game2048_engine::Rules;

/// A colour, written `#rrggbb`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const fn hex(rgb: u32) -> Rgb {
        Rgb((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8)
    }

    /// WCAG relative luminance.
    pub fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                pow_2_4((c + 0.055) / 1.055)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    /// WCAG contrast ratio with `other`.
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// A colour from hue (degrees), saturation and lightness (0 to 1).
    fn hsl(hue: f64, saturation: f64, lightness: f64) -> Rgb {
        let chroma = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
        // Remainders through `floor` (one wasm instruction), not `%` on floats, which
        // brings in libm's `fmod` and 128-bit division (about 1 KB of first load).
        let h = (hue - 360.0 * (hue / 360.0).floor()) / 60.0;
        let x = chroma * (1.0 - (h - 2.0 * (h / 2.0).floor() - 1.0).abs());
        let (r, g, b) = match h as u8 {
            0 => (chroma, x, 0.0),
            1 => (x, chroma, 0.0),
            2 => (0.0, chroma, x),
            3 => (0.0, x, chroma),
            4 => (x, 0.0, chroma),
            _ => (chroma, 0.0, x),
        };
        let m = lightness - chroma / 2.0;
        let byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
        Rgb(byte(r), byte(g), byte(b))
    }
}

/// `x` to the power 2.4, for `x` in [0.09, 1]: the fifth root of x¹², by Newton's method.
/// `f64::powf` would bring libm's `pow` into the first load (about 1 KB gzip) for this
/// one use; this agrees with it to within a few units in the last place.
fn pow_2_4(x: f64) -> f64 {
    let target = x.powi(12);
    // x² lies above the root for x ≤ 1, and from above Newton's steps come down to
    // it monotonically: the first step that does not go down has arrived.
    let mut y = x * x;
    for _ in 0..64 {
        let next = (4.0 * y + target / y.powi(4)) / 5.0;
        if next >= y {
            break;
        }
        y = next;
    }
    y
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// How a tile with a given value looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileLook {
    pub background: Rgb,
    pub text: Rgb,
    /// Multiplies the base tile font size, in thousandths; shrinks with the number of
    /// characters. (An integer: formatting floats costs the wasm kilobytes.)
    pub font_permille: u32,
}

/// The classic tiles, 2 to 2048: the original's 2 and 4; from 8 on its hues (orange to
/// red, then gold), deep enough for its light digits at 3:1 (the original's own are
/// 1.4:1 to 3:1), each a step deeper than the one before.
const CLASSIC: [Rgb; 11] = [
    Rgb::hex(0xeee4da),
    Rgb::hex(0xede0c8),
    Rgb::hex(0xcd751d),
    Rgb::hex(0xe55d19),
    Rgb::hex(0xe74a2b),
    Rgb::hex(0xdd312c),
    Rgb::hex(0xae8714),
    Rgb::hex(0xab810f),
    Rgb::hex(0xa97b0a),
    Rgb::hex(0xa77506),
    Rgb::hex(0xa56f03),
];

/// The first classic rung with light digits (8).
const LIGHT_FROM: usize = 2;

/// Past 2048, where the original shows one dark tile for every value: that tile for
/// 4096, then a dark colour of its own for each value up to 131072 (the most a 4x4
/// board can hold), all under the original's light text at 4.5:1 or more, and hues far
/// apart (teal, blue, violet, wine, rust). Past these, computed colours.
const PAST_2048: [Rgb; 6] = [
    Rgb::hex(0x3c3a32),
    Rgb::hex(0x1f5f5b),
    Rgb::hex(0x2d4b8e),
    Rgb::hex(0x5b3a8c),
    Rgb::hex(0x8a2f4f),
    Rgb::hex(0x9a4a1c),
];

/// The first rungs of other ladders, lowest first; rungs past these get computed hues.
const LADDER: [Rgb; 14] = [
    Rgb::hex(0xeee4da),
    Rgb::hex(0xede0c8),
    Rgb::hex(0xf2b179),
    Rgb::hex(0xf59563),
    Rgb::hex(0xf67c5f),
    Rgb::hex(0xf65e3b),
    Rgb::hex(0xedcf72),
    Rgb::hex(0xedc22e),
    Rgb::hex(0x9bd4c4),
    Rgb::hex(0x6fb3d2),
    Rgb::hex(0x8e9bd8),
    Rgb::hex(0xb58ad6),
    Rgb::hex(0xd67fa8),
    Rgb::hex(0x7fbf6a),
];

/// Text colours, in order of preference: the original's dark and light text, then a
/// warm dark brown and a near-black for when neither reaches the contrast wanted.
const TEXTS: [Rgb; 4] = [
    Rgb::hex(0x776e65),
    Rgb::hex(0xf9f6f2),
    Rgb::hex(0x4f463e),
    Rgb::hex(0x26211c),
];

/// How many computed colours there are; values off any ladder that differ by less than
/// this (or by anything but a multiple of it) never share one. Prime, so that even
/// values, or multiples of anything, still use every colour.
const COMPUTED: i64 = 197;

/// Which values a variant's tiles climb through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ladder {
    /// Classic rules: powers of two, in the original's palette.
    Classic,
    /// `base`, `base * ratio`, `base * ratio^2`, ...
    Geometric { base: i64, ratio: i64 },
    /// 1, 2, 3, 5, 8, ...
    Fibonacci,
    /// No ladder: every value coloured on its own.
    None,
}

/// The colours of one variant's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    ladder: Ladder,
}

impl Palette {
    /// The palette for games played by `rules`.
    pub fn for_rules(rules: &Rules) -> Palette {
        let merge = rules.merge();
        let sums = merge.result.name == "original2048";
        let spawns = rules.new_tile().rule.odds.iter().map(|&(v, _)| v);
        let initial = rules.initial_tiles().iter().map(|&(_, v)| v);
        let values: Vec<i64> = spawns.chain(initial).collect();
        let run = match merge.condition.name {
            "original2048" => Some(2),
            "allEqual" if merge.min_len == merge.max_len => i64::try_from(merge.min_len).ok(),
            _ => None,
        };
        let ladder = match (merge.condition.name, run, sums) {
            ("fibonacci", _, true) => Ladder::Fibonacci,
            (_, Some(ratio), true) => match values.iter().copied().min() {
                Some(base) if base > 0 => {
                    let powers_of_two = values.iter().all(|&v| rung(Ladder::Classic, v).is_some());
                    if ratio == 2 && powers_of_two {
                        Ladder::Classic
                    } else {
                        Ladder::Geometric { base, ratio }
                    }
                }
                _ => Ladder::None,
            },
            _ => Ladder::None,
        };
        Palette { ladder }
    }

    /// The look of a tile of `value`.
    pub fn look(&self, value: i64) -> TileLook {
        let rung = rung(self.ladder, value);
        let background = match (self.ladder, rung) {
            (Ladder::Classic, Some(n)) => CLASSIC
                .iter()
                .chain(&PAST_2048)
                .nth(n)
                .copied()
                .unwrap_or_else(|| past_131072(n)),
            (_, Some(n)) => LADDER.get(n).copied().unwrap_or_else(|| past_the_table(n)),
            (_, None) => computed(value),
        };
        let classic = rung.filter(|_| self.ladder == Ladder::Classic);
        TileLook {
            background,
            text: match classic {
                Some(n) if n >= LIGHT_FROM => TEXTS[1],
                _ => readable_text(background),
            },
            font_permille: font_permille(value),
        }
    }
}

/// Which rung of `ladder` `value` stands on, counting from 0.
fn rung(ladder: Ladder, value: i64) -> Option<usize> {
    match ladder {
        Ladder::Classic => rung(Ladder::Geometric { base: 2, ratio: 2 }, value),
        Ladder::Geometric { base, ratio } => {
            let (mut at, mut n) = (base, 0);
            while at < value {
                at = at.checked_mul(ratio)?;
                n += 1;
            }
            (at == value).then_some(n)
        }
        Ladder::Fibonacci => {
            let (mut a, mut b, mut n) = (1i64, 2i64, 0);
            while a < value {
                (a, b) = (b, a.checked_add(b)?);
                n += 1;
            }
            (a == value).then_some(n)
        }
        Ladder::None => None,
    }
}

/// The colour of classic rung `n` past 131072 (a board larger than 4x4 gets there): a
/// deep colour of the palette's warm family (red to gold, at two depths), under its
/// light digits at 4.5:1 or more, no two alike up to the largest value.
fn past_131072(n: usize) -> Rgb {
    let hue = (n * 37 % 71) as f64 - 12.0;
    let lightness = if n % 2 == 0 { 0.22 } else { 0.3 };
    Rgb::hsl(hue, 0.5, lightness)
}

/// The colour of rung `n` of a ladder, past its table: computed colours 7 apart, so that
/// neighbouring rungs differ in tone and stand 13 hue steps apart (consecutive numbers
/// share a hue six at a time), and [`COMPUTED`] rungs in a row are all different (7 is
/// prime to it).
fn past_the_table(n: usize) -> Rgb {
    computed((n as i64).saturating_mul(7))
}

/// The colour of `n` among [`COMPUTED`]: six tones (dark or light, at three
/// saturations) in turn, and within a tone 33 hues 10.9 degrees apart, visited 13
/// steps at a time so that neighbouring numbers are far apart on the colour wheel. Each
/// is made dark or light enough for its text to reach 4.5:1 (yellows need more than
/// blues).
fn computed(n: i64) -> Rgb {
    let (hue, saturation, dark) = tone_and_hue(n);
    let (mut lightness, step) = if dark { (0.4, -0.02) } else { (0.7, 0.02) };
    loop {
        let colour = Rgb::hsl(hue, saturation, lightness);
        let text = if dark { TEXTS[1] } else { TEXTS[3] };
        if colour.contrast(text) >= 4.5 || !(0.1..=0.95).contains(&lightness) {
            return colour;
        }
        lightness += step;
    }
}

/// The six tones of computed colours: saturation, and dark (light text) or light.
const TONES: [(f64, bool); 6] = [
    (0.35, true),
    (0.35, false),
    (0.6, true),
    (0.6, false),
    (0.85, true),
    (0.85, false),
];

/// The hue (degrees), saturation and darkness of `n`'s computed colour.
fn tone_and_hue(n: i64) -> (f64, f64, bool) {
    let i = n.rem_euclid(COMPUTED);
    let (saturation, dark) = TONES[(i % 6) as usize];
    let hue = ((i / 6) * 13 % 33) as f64 * (360.0 / 33.0);
    (hue, saturation, dark)
}

/// Font size factor for a value, in thousandths, by its length in characters (a minus
/// sign counts), so that up to 10 characters fit a tile and longer ones stay inside it.
pub fn font_permille(value: i64) -> u32 {
    let digits = value.unsigned_abs().checked_ilog10().unwrap_or(0) + 1;
    match digits + u32::from(value.is_negative()) {
        0..=2 => 1000,
        3 => 850,
        4 => 700,
        5 => 580,
        6 => 490,
        7 => 420,
        8 => 370,
        9 => 330,
        10 => 300,
        n => 3000 / n,
    }
}

/// The first text colour with at least 4.5:1 contrast on `background`, else the one
/// with the most.
pub fn readable_text(background: Rgb) -> Rgb {
    TEXTS
        .iter()
        .copied()
        .find(|t| background.contrast(*t) >= 4.5)
        .unwrap_or_else(|| {
            TEXTS
                .iter()
                .copied()
                .max_by(|a, b| background.contrast(*a).total_cmp(&background.contrast(*b)))
                .unwrap_or(Rgb(0, 0, 0))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_agrees_with_the_standard_library() {
        // Every channel value's, and a fine sweep over where `luminance` uses it: from
        // (0.04045 + 0.055) / 1.055 up.
        let channels = (11..=255).map(|c| (f64::from(c) / 255.0 + 0.055) / 1.055);
        let sweep = (9_000..=100_000).map(|i| f64::from(i) / 100_000.0);
        for x in channels.chain(sweep) {
            let (ours, std) = (pow_2_4(x), x.powf(2.4));
            assert!(
                (ours - std).abs() <= 4.0 * f64::EPSILON * std,
                "{x}: {ours} {std}"
            );
        }
    }

    #[test]
    fn hues_wrap_around_the_circle() {
        for hue in [0.0, 59.9, 60.0, 119.0, 180.0, 250.0, 300.0, 359.9] {
            assert_eq!(
                Rgb::hsl(hue, 0.6, 0.5),
                Rgb::hsl(hue + 360.0, 0.6, 0.5),
                "{hue}"
            );
            assert_eq!(
                Rgb::hsl(hue, 0.6, 0.5),
                Rgb::hsl(hue - 720.0, 0.6, 0.5),
                "{hue}"
            );
        }
        assert_eq!(Rgb::hsl(0.0, 1.0, 0.5), Rgb(255, 0, 0));
        assert_eq!(Rgb::hsl(120.0, 1.0, 0.5), Rgb(0, 255, 0));
        assert_eq!(Rgb::hsl(240.0, 1.0, 0.5), Rgb(0, 0, 255));
        assert_eq!(Rgb::hsl(300.0, 1.0, 0.5), Rgb(255, 0, 255));
    }
    use game2048_engine::{Direction, Game, Input, PRESETS};

    fn palette(json: &str) -> Palette {
        Palette::for_rules(&Rules::from_json(json).expect("valid"))
    }

    fn preset(id: &str) -> Palette {
        let p = PRESETS.iter().find(|p| p.id == id).expect("preset");
        Palette::for_rules(&p.rules().expect("valid"))
    }

    #[test]
    fn classic_rules_use_the_original_palette() {
        for id in ["classic", "3x3", "5x5", "6x6", "8x8", "donut"] {
            let p = preset(id);
            assert_eq!(p.look(2).background.to_string(), "#eee4da", "{id}");
            assert_eq!(p.look(2048).background.to_string(), "#a56f03", "{id}");
            assert_eq!(p.look(4096).background.to_string(), "#3c3a32", "{id}");
            assert_eq!(p.look(2).text.to_string(), "#4f463e", "{id}");
            assert_eq!(p.look(4096).text.to_string(), "#f9f6f2", "{id}");
            assert_eq!(p.look(8).text.to_string(), "#f9f6f2", "{id}");
        }
    }

    #[test]
    fn every_classic_value_to_the_largest_has_a_look_of_its_own() {
        // Issue 18: past 2048 the original's tiles all look the same. Ours differ, on
        // every classic board, up to 2^62 (the largest power of two a tile can hold),
        // and each is readable.
        for id in ["classic", "3x3", "5x5", "8x8", "donut"] {
            let p = preset(id);
            let looks: Vec<(i64, TileLook)> =
                (1..63).map(|k| (1i64 << k, p.look(1i64 << k))).collect();
            for (i, (a, look)) in looks.iter().enumerate() {
                // From 8 on, the original's light digits, at 3:1 (large bold text)
                // to 2048 and 4.5:1 past it; the 2 and 4 in dark ones at 4.5:1.
                let ratio = look.background.contrast(look.text);
                let needed = if (8..=2048).contains(a) { 3.0 } else { 4.5 };
                assert!(ratio >= needed, "{id} {a}: {ratio:.2}");
                assert_eq!(look.text == TEXTS[1], *a >= 8, "{id} {a}");
                for (b, other) in &looks[i + 1..] {
                    assert_ne!(look.background, other.background, "{id}: {a} and {b}");
                }
            }
            // The first past 2048 is the original's dark tile; the next are new.
            assert_eq!(p.look(4096).background, PAST_2048[0], "{id}");
            assert_eq!(p.look(131072).background, PAST_2048[5], "{id}");
        }
        // Past the tables, neighbouring rungs differ in hue, not in tone alone.
        for n in 0..COMPUTED as usize {
            let (hue, ..) = tone_and_hue(7 * n as i64);
            let (next, ..) = tone_and_hue(7 * (n as i64 + 1));
            assert_ne!(hue, next, "rung {n}");
            assert_eq!(past_the_table(n), computed(7 * n as i64));
        }
    }

    #[test]
    fn ladders_follow_the_rules() {
        let fib = preset("fibonacci");
        let triples = preset("triples");
        assert_eq!(fib.ladder, Ladder::Fibonacci);
        assert_eq!(triples.ladder, Ladder::Geometric { base: 2, ratio: 3 });
        for (p, rungs) in [(fib, [1, 2, 3, 5, 8]), (triples, [2, 6, 18, 54, 162])] {
            for (n, v) in rungs.into_iter().enumerate() {
                assert_eq!(rung(p.ladder, v), Some(n));
                assert_eq!(p.look(v).background, LADDER[n]);
            }
        }
        assert_eq!(rung(Ladder::Fibonacci, 4), None);
        assert_eq!(rung(Ladder::Geometric { base: 2, ratio: 3 }, 12), None);
        assert_eq!(rung(Ladder::Classic, 6), None);
        assert_eq!(rung(Ladder::Classic, i64::MAX), None);
        // Initial tiles that are no power of two leave the classic palette.
        let odd = palette(r#"{"initialTiles":[{"row":0,"column":0,"value":3}]}"#);
        assert_eq!(odd.ladder, Ladder::Geometric { base: 2, ratio: 2 });
        let merges = palette(r#"{"gridOptions":{"mergeConditionFnName":"nonIncreasing"}}"#);
        assert_eq!(merges.ladder, Ladder::None);
        // Pairs of equal tiles over Fibonacci's 1s and 2s: powers of two from 1.
        let ones = palette(r#"{"gridOptions":{"newTileFnName":"fibonacci"}}"#);
        assert_eq!(ones.ladder, Ladder::Geometric { base: 1, ratio: 2 });
        // Runs of equal tiles of more than one length climb no single ladder.
        let runs = palette(
            r#"{"gridOptions":{"mergeConditionFnName":"allEqual","minMergeLength":2,"maxMergeLength":3}}"#,
        );
        assert_eq!(runs.ladder, Ladder::None);
        // Zero and negatives start no ladder (and colour without looping forever).
        for start in [0, -2] {
            let p = palette(&format!(
                r#"{{"gridOptions":{{"newTileFnName":"none"}},"initialTiles":[{{"row":0,"column":0,"value":{start}}},{{"row":0,"column":1,"value":8}}]}}"#
            ));
            assert_eq!(p.ladder, Ladder::None, "{start}");
            assert_ne!(p.look(8).background, p.look(start).background);
        }
    }

    /// Plays `moves` random-ish moves of `rules` and hands every board to `check`.
    fn boards(rules: &Rules, seed: u64, moves: usize, mut check: impl FnMut(&Game)) {
        let (mut game, _) = Game::start(rules.clone(), seed);
        for n in 0..moves {
            check(&game);
            let dir = Direction::ALL[(n * 7 + n / 5) % 4];
            game.step(Input::Move(dir));
            game.step(Input::KeepPlaying);
            if game.is_lost() {
                (game, _) = Game::start(rules.clone(), seed + n as u64);
            }
        }
    }

    #[test]
    fn a_value_keeps_its_colour_whatever_else_is_on_the_board() {
        // The old palette ranked the values on the board: adding a smaller value
        // recoloured every other tile. Now the board does not matter.
        for p in PRESETS {
            let rules = p.rules().expect("valid");
            let palette = Palette::for_rules(&rules);
            let mut seen: std::collections::HashMap<i64, TileLook> = Default::default();
            boards(&rules, 1, 400, |game| {
                for (_, tile) in game.board().tiles() {
                    let look = palette.look(tile.value);
                    assert_eq!(*seen.entry(tile.value).or_insert(look), look, "{}", p.id);
                }
            });
        }
    }

    #[test]
    fn distinct_values_on_a_board_look_distinct_and_readable() {
        let custom = [
            r#"{"gridOptions":{"mergeConditionFnName":"nonIncreasing"}}"#,
            r#"{"gridOptions":{"mergeResultFnName":"tripleFirstMinusRest","mergeScoreFnName":"test1"}}"#,
            r#"{"gridOptions":{"mergeConditionFnName":"allEqual","minMergeLength":3,"maxMergeLength":3}}"#,
        ];
        let rules: Vec<Rules> = PRESETS
            .iter()
            .map(|p| p.rules().expect("valid"))
            .chain(custom.iter().map(|j| Rules::from_json(j).expect("valid")))
            .collect();
        for rules in &rules {
            let palette = Palette::for_rules(rules);
            boards(rules, 2, 600, |game| {
                let mut values: Vec<i64> = game.board().tiles().map(|(_, t)| t.value).collect();
                values.sort_unstable();
                values.dedup();
                for (i, &a) in values.iter().enumerate() {
                    let look = palette.look(a);
                    // (A classic tile's light digits, 8 to 2048: 3:1, as large bold text.)
                    let classic = palette.ladder == Ladder::Classic && (8..=2048).contains(&a);
                    let needed = if classic { 3.0 } else { 4.5 };
                    assert!(
                        look.background.contrast(look.text) >= needed,
                        "{a}: {look:?}"
                    );
                    for &b in &values[i + 1..] {
                        // Values off any ladder are told apart by colour up to
                        // COMPUTED apart.
                        let off_ladder =
                            rung(palette.ladder, a).is_none() && rung(palette.ladder, b).is_none();
                        if !(off_ladder && (b - a) % COMPUTED == 0) {
                            assert_ne!(look.background, palette.look(b).background, "{a} and {b}");
                        }
                    }
                }
            });
        }
    }

    #[test]
    fn values_off_any_ladder_get_colours_of_their_own() {
        let generic = palette(r#"{"gridOptions":{"mergeConditionFnName":"nonIncreasing"}}"#);
        // Any COMPUTED values in a row are all different, wherever the row starts.
        for start in [-500, -48, 0, 1, 418, 1_000_000, i64::MAX - COMPUTED] {
            let mut seen = std::collections::HashMap::new();
            for v in start..start + COMPUTED {
                let bg = generic.look(v).background;
                if let Some(other) = seen.insert(bg, v) {
                    panic!("{v} and {other} are both {bg}");
                }
            }
        }
        // Neighbours differ a lot: in tone, and numbers six apart (the same tone) by
        // at least 3 of the 33 hue steps.
        for n in 0..COMPUTED {
            let (hue, saturation, dark) = tone_and_hue(n);
            assert!((0.0..360.0).contains(&hue), "{n}: {hue}");
            let (next_hue, next_saturation, next_dark) = tone_and_hue(n + 1);
            assert!(dark != next_dark || saturation != next_saturation, "{n}");
            let (same_tone_hue, ..) = tone_and_hue(n + 6);
            let apart = (hue - same_tone_hue)
                .abs()
                .min(360.0 - (hue - same_tone_hue).abs());
            assert!(
                apart >= 3.0 * 360.0 / 33.0 - 1e-9 || n + 6 >= COMPUTED,
                "{n}: {apart}"
            );
            let _ = next_hue;
        }
        assert_ne!(computed(0), computed(1));
        assert_eq!(computed(5), computed(5 + COMPUTED));
        assert_eq!(computed(-1), computed(COMPUTED - 1));
    }

    #[test]
    fn every_colour_there_can_be_is_readable() {
        let fixed = CLASSIC[..LIGHT_FROM]
            .iter()
            .chain(&LADDER)
            .chain(&PAST_2048)
            .copied();
        let walked = (0..COMPUTED).map(computed);
        for bg in fixed.chain(walked) {
            let ratio = bg.contrast(readable_text(bg));
            assert!(ratio >= 4.5, "{bg}: {ratio:.2}");
        }
        assert_eq!(readable_text(Rgb(255, 255, 255)), Rgb::hex(0x776e65));
        assert_eq!(readable_text(Rgb::hex(0xeee4da)), Rgb::hex(0x4f463e));
        assert_eq!(readable_text(Rgb(0, 0, 0)), Rgb::hex(0xf9f6f2));
    }

    #[test]
    fn the_classic_tiles_deepen_in_each_run_of_hues() {
        /// The first gold rung (128).
        const GOLD_FROM: usize = 6;
        let p = preset("classic");
        let looks: Vec<TileLook> = (1..=11).map(|k| p.look(1 << k)).collect();
        // Each tile deeper than the one before in its run of hues (8 to 64, the
        // oranges and reds; 128 to 2048, the golds).
        let runs = looks[LIGHT_FROM..GOLD_FROM]
            .windows(2)
            .chain(looks[GOLD_FROM..].windows(2));
        for pair in runs {
            assert!(
                pair[1].background.luminance() < pair[0].background.luminance(),
                "{} then {}",
                pair[0].background,
                pair[1].background
            );
        }
    }

    #[test]
    fn luminance_and_contrast_match_wcag() {
        assert_eq!(Rgb(0, 0, 0).luminance(), 0.0);
        assert!((Rgb(255, 255, 255).luminance() - 1.0).abs() < 1e-9);
        assert!((Rgb(255, 255, 255).contrast(Rgb(0, 0, 0)) - 21.0).abs() < 1e-9);
        // Reference values from the WCAG formula.
        assert!((Rgb::hex(0x777777).luminance() - 0.184_474).abs() < 1e-5);
        assert!((Rgb::hex(0x00ff00).luminance() - 0.7152).abs() < 1e-9);
        assert!((Rgb::hex(0x0000ff).luminance() - 0.0722).abs() < 1e-9);
        assert!((Rgb::hex(0x010101).luminance() - 1.0 / 255.0 / 12.92).abs() < 1e-12);
        assert_eq!(Rgb::hex(0x0a0b0c).to_string(), "#0a0b0c");
        assert_eq!(Rgb::hsl(0.0, 1.0, 0.5), Rgb(255, 0, 0));
        assert_eq!(Rgb::hsl(120.0, 1.0, 0.5), Rgb(0, 255, 0));
        assert_eq!(Rgb::hsl(240.0, 1.0, 0.25), Rgb(0, 0, 128));
        assert_eq!(Rgb::hsl(-120.0, 0.0, 1.0), Rgb(255, 255, 255));
    }

    #[test]
    fn fonts_shrink_with_length() {
        let scales: Vec<u32> = [2, 128, 2048, 65536, -1_000_000_000, i64::MIN]
            .iter()
            .map(|&v| font_permille(v))
            .collect();
        assert!(scales.windows(2).all(|w| w[0] > w[1]), "{scales:?}");
        assert_eq!(font_permille(0), 1000);
        assert_eq!(font_permille(-5), 1000);
        assert_eq!(font_permille(99), 1000);
        assert_eq!(font_permille(100), 850);
        assert_eq!(font_permille(-100), 700);
        assert_eq!(font_permille(i64::MAX), 3000 / 19);
    }
}
