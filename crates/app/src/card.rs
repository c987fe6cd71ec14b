//! A picture of a game: the card *Share image* and the JS API's `image()` make. Pure:
//! where each box and word goes, in which colour, on a canvas [`WIDTH`] pixels wide
//! (crisp on a phone, the size social sites show whole). The web layer draws the marks
//! on a canvas in this order and encodes the PNG; it never places anything itself.
//!
//! The card holds the board as the game ended (holes and all, in the variant's tile
//! colours), the score, the top tile and the moves, the variant and the date, in the
//! page's theme (light or dark) and language (right to left: the heading and the
//! figures mirror, the board never does, as on the page).

use game2048_engine::{Game, Pos};

use crate::colors::{Palette, Rgb, font_permille};
use crate::copy::Label;
use crate::model::Model;
use crate::variant::Variant;

/// The card's width in pixels.
pub const WIDTH: u32 = 1080;
/// The margin around everything.
const PAD: u32 = 72;
/// Where the board starts, below the heading and the figures.
const BOARD_TOP: u32 = 420;
/// The board's side on a square board (the width inside the margins).
const BOARD: u32 = WIDTH - 2 * PAD;

/// Where a text's `x` is: its start, its centre or its end (in the card's direction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Start,
    Center,
    End,
}

/// One thing drawn, in pixels from the top left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Rect {
        x: u32,
        y: u32,
        w: u32,
        h: u32,
        radius: u32,
        fill: Rgb,
    },
    /// A line of text whose baseline is at `y`.
    Text {
        x: u32,
        y: u32,
        size: u32,
        bold: bool,
        fill: Rgb,
        align: Align,
        text: String,
    },
}

/// The theme's colours (style/game.css's tokens, the cells' translucency blended over
/// the board: a PNG has no page behind it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ink {
    pub page: Rgb,
    pub text: Rgb,
    pub strong: Rgb,
    pub board: Rgb,
    pub cell: Rgb,
    pub hole: Rgb,
    pub score: Rgb,
    pub on_score: Rgb,
}

impl Ink {
    pub const LIGHT: Ink = Ink {
        page: Rgb::hex(0xfaf8ef),
        text: Rgb::hex(0x6b6259),
        strong: Rgb::hex(0x2b2620),
        board: Rgb::hex(0xbbada0),
        cell: Rgb::hex(0xcdc0b4),
        hole: Rgb::hex(0x4f463e),
        score: Rgb::hex(0xbbada0),
        on_score: Rgb::hex(0x2b2620),
    };
    pub const DARK: Ink = Ink {
        page: Rgb::hex(0x1f1c19),
        text: Rgb::hex(0xd6cfc7),
        strong: Rgb::hex(0xffffff),
        board: Rgb::hex(0x4a433c),
        cell: Rgb::hex(0x5e564f),
        hole: Rgb::hex(0x151210),
        score: Rgb::hex(0x4a433c),
        on_score: Rgb::hex(0xf9f6f2),
    };
}

/// What the card says besides the board, each already in the page's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The variant's name.
    pub variant: String,
    /// The day, as the language writes it.
    pub date: String,
    /// Score, top tile, moves: each its label and its figure.
    pub figures: [(String, String); 3],
}

/// The game a picture is asked of: as it stands (the live game as it ended, a replay's
/// position, a finished game read back), its variant's name as the page says it, and
/// when it was played (milliseconds since 1970).
#[derive(Clone, Debug)]
pub struct Picture {
    pub game: Game,
    pub variant: String,
    pub when_ms: f64,
}

impl Picture {
    /// A picture of `game`, played on `when_ms`, named as `model` names its variant (a
    /// saved variant's name, else the variant's, in the language in use).
    pub fn of(model: &Model, game: Game, when_ms: f64) -> Picture {
        let kind = Variant::of_rules(game.rules().clone()).kind;
        let variant = match model.saved_name(kind) {
            Some(name) => name.to_string(),
            None => Label::VariantName(kind).say().to_string(),
        };
        Picture {
            game,
            variant,
            when_ms,
        }
    }
}

/// A card: its size and its marks, in drawing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub width: u32,
    pub height: u32,
    pub marks: Vec<Mark>,
}

/// The card of `game` as it stands.
pub fn layout(game: &Game, words: &Words, ink: Ink, rtl: bool) -> Card {
    let mut head = Vec::new();
    let text = |x, y, size, bold, fill, align, text: &str| Mark::Text {
        x,
        y,
        size,
        bold,
        fill,
        align,
        text: text.to_string(),
    };
    head.push(text(PAD, 190, 132, true, ink.strong, Align::Start, "2048"));
    head.push(text(
        WIDTH - PAD,
        120,
        40,
        true,
        ink.strong,
        Align::End,
        &words.variant,
    ));
    head.push(text(
        WIDTH - PAD,
        180,
        36,
        false,
        ink.text,
        Align::End,
        &words.date,
    ));
    // The figures: three boxes across.
    let gap = 24;
    let box_w = (BOARD - 2 * gap) / 3;
    for (i, (label, value)) in words.figures.iter().enumerate() {
        let x = PAD + i as u32 * (box_w + gap);
        head.push(Mark::Rect {
            x,
            y: 240,
            w: box_w,
            h: 140,
            radius: 12,
            fill: ink.score,
        });
        let centre = x + box_w / 2;
        head.push(text(
            centre,
            292,
            30,
            false,
            ink.on_score,
            Align::Center,
            label,
        ));
        head.push(text(
            centre,
            358,
            56,
            true,
            ink.on_score,
            Align::Center,
            value,
        ));
    }
    if rtl {
        head = head.into_iter().map(mirrored).collect();
    }
    let (board, height) = board_marks(game, ink);
    let mut marks = vec![Mark::Rect {
        x: 0,
        y: 0,
        w: WIDTH,
        h: height,
        radius: 0,
        fill: ink.page,
    }];
    marks.extend(head);
    marks.extend(board);
    Card {
        width: WIDTH,
        height,
        marks,
    }
}

/// The board's marks, and the card's height below it.
fn board_marks(game: &Game, ink: Ink) -> (Vec<Mark>, u32) {
    let board = game.board();
    let shape = board.shape();
    let (rows, cols) = (shape.rows() as u32, shape.cols() as u32);
    let side = rows.max(cols).max(1);
    let gap = BOARD / (side * 8 + 1);
    let cell = (BOARD - gap * (side + 1)) / side;
    let w = cols * cell + (cols + 1) * gap;
    let h = rows * cell + (rows + 1) * gap;
    let left = PAD + (BOARD - w) / 2;
    let palette = Palette::for_rules(game.rules());
    let mut marks = vec![Mark::Rect {
        x: left,
        y: BOARD_TOP,
        w,
        h,
        radius: 16,
        fill: ink.board,
    }];
    for row in 0..rows {
        for col in 0..cols {
            let pos = Pos::new(row as usize, col as usize);
            let x = left + gap + col * (cell + gap);
            let y = BOARD_TOP + gap + row * (cell + gap);
            let square = |fill| Mark::Rect {
                x,
                y,
                w: cell,
                h: cell,
                radius: cell / 16,
                fill,
            };
            if !shape.is_enabled(pos) {
                marks.push(square(ink.hole));
                continue;
            }
            match board.get(pos) {
                None => marks.push(square(ink.cell)),
                Some(tile) => {
                    let look = palette.look(tile.value);
                    marks.push(square(look.background));
                    // The page's tile font: half the cell, shrunk for long numbers.
                    let size = cell / 2 * font_permille(tile.value) / 1000;
                    marks.push(Mark::Text {
                        x: x + cell / 2,
                        y: y + cell / 2 + size * 35 / 100,
                        size,
                        bold: true,
                        fill: look.text,
                        align: Align::Center,
                        text: tile.value.to_string(),
                    });
                }
            }
        }
    }
    (marks, BOARD_TOP + h + PAD)
}

/// `mark` seen in a mirror down the card's middle.
fn mirrored(mark: Mark) -> Mark {
    match mark {
        Mark::Rect {
            x,
            y,
            w,
            h,
            radius,
            fill,
        } => Mark::Rect {
            x: WIDTH - x - w,
            y,
            w,
            h,
            radius,
            fill,
        },
        Mark::Text {
            x,
            y,
            size,
            bold,
            fill,
            align,
            text,
        } => Mark::Text {
            x: WIDTH - x,
            y,
            size,
            bold,
            fill,
            align: match align {
                Align::Start => Align::End,
                Align::Center => Align::Center,
                Align::End => Align::Start,
            },
            text,
        },
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Input, Rules};

    use super::*;

    fn words() -> Words {
        Words {
            variant: "Classic".into(),
            date: "26 November 2026".into(),
            figures: [
                ("Score".into(), "1,024".into()),
                ("Top tile".into(), "128".into()),
                ("Moves".into(), "90".into()),
            ],
        }
    }

    fn texts(card: &Card) -> Vec<(&str, u32, Align)> {
        card.marks
            .iter()
            .filter_map(|m| match m {
                Mark::Text { text, x, align, .. } => Some((text.as_str(), *x, *align)),
                Mark::Rect { .. } => None,
            })
            .collect()
    }

    fn inside(card: &Card) -> bool {
        card.marks.iter().all(|m| match m {
            Mark::Rect { x, y, w, h, .. } => x + w <= card.width && y + h <= card.height,
            Mark::Text { x, y, .. } => *x <= card.width && *y <= card.height,
        })
    }

    #[test]
    fn a_card_shows_every_tile_and_figure_inside_it() {
        let (mut game, _) = Game::start(Rules::classic(), 9);
        for dir in Direction::ALL {
            game.step(Input::Move(dir));
        }
        let card = layout(&game, &words(), Ink::LIGHT, false);
        assert_eq!(card.width, 1080);
        assert!(
            card.height > card.width,
            "taller than wide: {}",
            card.height
        );
        assert!(inside(&card));
        let said = texts(&card);
        for word in [
            "2048",
            "Classic",
            "26 November 2026",
            "Score",
            "1,024",
            "Top tile",
            "Moves",
            "90",
        ] {
            assert!(said.iter().any(|(t, ..)| *t == word), "{word} in {said:?}");
        }
        let tiles: Vec<String> = game
            .board()
            .tiles()
            .map(|(_, t)| t.value.to_string())
            .collect();
        let on_board = said
            .iter()
            .filter(|(_, x, a)| *a == Align::Center && *x > 0)
            .count();
        assert!(on_board >= tiles.len() + 6, "tiles and figures: {said:?}");
        // The page's colour first, under everything.
        assert!(matches!(card.marks[0], Mark::Rect { fill, .. } if fill == Ink::LIGHT.page));
        let dark = layout(&game, &words(), Ink::DARK, false);
        assert!(matches!(dark.marks[0], Mark::Rect { fill, .. } if fill == Ink::DARK.page));
    }

    #[test]
    fn right_to_left_mirrors_the_heading_and_figures_but_not_the_board() {
        let (game, _) = Game::start(Rules::classic(), 9);
        let ltr = layout(&game, &words(), Ink::LIGHT, false);
        let rtl = layout(&game, &words(), Ink::LIGHT, true);
        assert!(inside(&rtl));
        let title = |card: &Card| {
            texts(card)
                .into_iter()
                .find(|(t, ..)| *t == "2048")
                .map(|(_, x, a)| (x, a))
        };
        assert_eq!(title(&ltr), Some((PAD, Align::Start)));
        assert_eq!(title(&rtl), Some((WIDTH - PAD, Align::End)));
        let board = |card: &Card| {
            card.marks
                .iter()
                .filter(|m| matches!(m, Mark::Rect { y, .. } if *y >= BOARD_TOP))
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(board(&ltr), board(&rtl));
    }

    #[test]
    fn holes_and_wide_boards_fit() {
        let rules =
            Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"}}"#)
                .expect("valid");
        let (game, _) = Game::start(rules, 2);
        let card = layout(&game, &words(), Ink::DARK, false);
        assert!(inside(&card));
        let holes = card
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Rect { fill, .. } if *fill == Ink::DARK.hole))
            .count();
        assert_eq!(holes, 1);
        let wide =
            Rules::from_json(r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1],[1,1,1,1,1,1]]}}"#)
                .expect("valid");
        let (game, _) = Game::start(wide, 2);
        let card = layout(&game, &words(), Ink::LIGHT, false);
        assert!(inside(&card));
        assert!(
            card.height < 1080 + 200,
            "a short board, a short card: {}",
            card.height
        );
    }
}
