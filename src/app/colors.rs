//! Tile colours and font sizes.
//!
//! Boards of powers of two get the original game's palette (and its dark tile past
//! 2048). Any other board gets automatic colours as in custom-game.md: each distinct
//! value on the board its own colour, in value order, with a white tile for values past
//! the palette. Text colour is chosen for contrast (WCAG AA for large text, 3:1, or
//! better) from the original's two text colours and a near-black.

/// How a tile with a given value looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileLook {
    pub background: &'static str,
    pub text: &'static str,
    /// Multiplies the base tile font size, in thousandths; shrinks with the number of
    /// characters. (An integer: formatting floats costs the wasm kilobytes.)
    pub font_permille: u32,
}

const CLASSIC: [(i64, &str); 11] = [
    (2, "#eee4da"),
    (4, "#ede0c8"),
    (8, "#f2b179"),
    (16, "#f59563"),
    (32, "#f67c5f"),
    (64, "#f65e3b"),
    (128, "#edcf72"),
    (256, "#edcc61"),
    (512, "#edc850"),
    (1024, "#edc53f"),
    (2048, "#edc22e"),
];

/// The original's tile for powers of two past 2048.
const SUPER: &str = "#3c3a32";

/// Colours for boards that are not powers of two, in value order; past the end, white.
const AUTOMATIC: [&str; 14] = [
    "#eee4da", "#ede0c8", "#f2b179", "#f59563", "#f67c5f", "#f65e3b", "#edcf72", "#edc22e",
    "#9bd4c4", "#6fb3d2", "#8e9bd8", "#b58ad6", "#d67fa8", "#7fbf6a",
];
const LAST: &str = "#ffffff";

/// Text colours, in order of preference: the original's dark and light text, then a
/// warm dark brown and a near-black for when neither reaches the contrast wanted.
const TEXTS: [&str; 4] = ["#776e65", "#f9f6f2", "#4f463e", "#26211c"];

/// Colours for the values on one board.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    /// `None`: the classic palette. `Some(values)`: automatic, by rank in `values`.
    ranked: Option<Vec<i64>>,
}

impl Palette {
    /// The palette for a board holding `values`.
    pub fn for_values(values: impl IntoIterator<Item = i64>) -> Palette {
        let mut values: Vec<i64> = values.into_iter().collect();
        let classic = values
            .iter()
            .all(|&v| v >= 2 && (v as u64).is_power_of_two());
        if classic {
            return Palette { ranked: None };
        }
        values.sort_unstable();
        values.dedup();
        Palette {
            ranked: Some(values),
        }
    }

    pub fn look(&self, value: i64) -> TileLook {
        let background = match &self.ranked {
            None => CLASSIC
                .iter()
                .find(|(v, _)| *v == value)
                .map_or(SUPER, |(_, colour)| colour),
            Some(values) => match values.binary_search(&value) {
                Ok(rank) => AUTOMATIC.get(rank).copied().unwrap_or(LAST),
                Err(_) => LAST,
            },
        };
        TileLook {
            background,
            text: readable_text(background),
            font_permille: font_permille(value),
        }
    }
}

/// Font size factor for a value, in thousandths, by its length in characters (a minus
/// sign counts), so that up to 10 characters fit a tile and longer ones stay inside it.
pub fn font_permille(value: i64) -> u32 {
    match value.to_string().len() {
        0..=2 => 1000,
        3 => 850,
        4 => 700,
        5 => 580,
        6 => 490,
        7 => 420,
        8 => 370,
        9 => 330,
        10 => 300,
        n => 3000 / n as u32,
    }
}

/// The first text colour with at least 4.5:1 contrast on `background`, else the one
/// with the most.
pub fn readable_text(background: &str) -> &'static str {
    let bg = luminance(background);
    TEXTS
        .iter()
        .find(|t| contrast(bg, luminance(t)) >= 4.5)
        .copied()
        .unwrap_or_else(|| {
            TEXTS
                .iter()
                .copied()
                .max_by(|a, b| contrast(bg, luminance(a)).total_cmp(&contrast(bg, luminance(b))))
                .unwrap_or("#000000")
        })
}

/// WCAG contrast ratio of two relative luminances.
pub fn contrast(a: f64, b: f64) -> f64 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// WCAG relative luminance of a `#rrggbb` colour (0 for anything else).
pub fn luminance(hex: &str) -> f64 {
    let channel = |i: usize| {
        let c = hex
            .get(1 + 2 * i..3 + 2 * i)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .map_or(0.0, |v| f64::from(v) / 255.0);
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_boards_use_the_original_palette() {
        let p = Palette::for_values([2, 4, 2048, 4096]);
        assert_eq!(p.look(2).background, "#eee4da");
        assert_eq!(p.look(2048).background, "#edc22e");
        assert_eq!(p.look(4096).background, SUPER);
        assert_eq!(p.look(2).text, "#4f463e");
        assert_eq!(p.look(4096).text, "#f9f6f2");
    }

    #[test]
    fn other_boards_give_each_value_its_own_colour() {
        let p = Palette::for_values([1, 2, 3, 5, 8, 1, -4, 0]);
        let looks: Vec<&str> = [-4, 0, 1, 2, 3, 5, 8]
            .iter()
            .map(|&v| p.look(v).background)
            .collect();
        let mut distinct = looks.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), looks.len());
        let many = Palette::for_values(0..40);
        assert_eq!(many.look(39).background, LAST);
        assert_eq!(many.look(39).text, "#776e65");
    }

    #[test]
    fn every_tile_is_readable() {
        let backgrounds = CLASSIC
            .iter()
            .map(|(_, c)| *c)
            .chain(AUTOMATIC)
            .chain([SUPER, LAST]);
        for bg in backgrounds {
            let ratio = contrast(luminance(bg), luminance(readable_text(bg)));
            assert!(ratio >= 4.5, "{bg}: {ratio:.2}");
        }
    }

    #[test]
    fn fonts_shrink_with_length() {
        let scales: Vec<u32> = [2, 128, 2048, 65536, -1_000_000_000, i64::MIN]
            .iter()
            .map(|&v| font_permille(v))
            .collect();
        assert!(scales.windows(2).all(|w| w[0] > w[1]), "{scales:?}");
    }
}
