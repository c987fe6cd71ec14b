//! How to play, for the game in play and the hand that plays it: the hosted page's
//! "How to play" (web::page follows the model with it; the catalogue says it: `HowTo`'s
//! `Display`, each language's `how_to`). What merges, which tile wins and whether the board has
//! holes come from the rules; whether undo is on from the model; whether the screen
//! is touched first from the web layer. Pure: no words here, and nothing of the DOM.

use game2048_engine::rules::WinRule;
use game2048_engine::{MAX_SIDE, Pos, Rules};

/// What "How to play" says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HowTo {
    /// Swipes first (a phone, a tablet), else keys first.
    pub touch: bool,
    pub merging: Merging,
    /// The tile that wins, if the game has one.
    pub goal: Option<i64>,
    /// Whether the board has holes (cells no tile goes to).
    pub holes: bool,
    /// Whether a move can be taken back.
    pub undo: bool,
}

/// Which tiles merge, as far as a sentence can say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Merging {
    /// Two tiles of one number, into their sum: the original's.
    Pairs,
    /// Exactly this many tiles of one number in a line, into their sum.
    Runs(u32),
    /// Two neighbours in 1, 1, 2, 3, 5, 8…, into the next.
    Fibonacci,
    /// Anything else a game object can make: its own rules.
    Own,
}

impl HowTo {
    /// The original's: pairs, 2048 wins, no holes, undo on.
    pub const fn classic(touch: bool) -> HowTo {
        HowTo {
            touch,
            merging: Merging::Pairs,
            goal: Some(2048),
            holes: false,
            undo: true,
        }
    }

    /// How to play a game of `rules`, with undo `undo`, touched first or not.
    pub fn of(rules: &Rules, undo: bool, touch: bool) -> HowTo {
        let merge = rules.merge();
        // (A run longer than the board's side cannot happen: `max_len` may say more.)
        let (least, most) = (merge.min_len, merge.max_len.min(MAX_SIDE));
        let merging = match (merge.condition.name, merge.result.name) {
            (_, result) if result != "original2048" => Merging::Own,
            ("original2048", _) => Merging::Pairs,
            ("fibonacci", _) => Merging::Fibonacci,
            ("allEqual", _) if least == most && least == 2 => Merging::Pairs,
            ("allEqual", _) if least == most => Merging::Runs(least as u32),
            _ => Merging::Own,
        };
        let goal = match rules.win() {
            WinRule::HasTile(value) => Some(*value),
            WinRule::Named(named) => match named.name {
                "original2048" => Some(2048),
                "hasTile32" => Some(32),
                _ => None,
            },
        };
        let shape = rules.shape();
        let holes = (0..shape.rows()).any(|row| {
            (0..shape.cols()).any(|col| {
                !shape.is_enabled(Pos {
                    row: row as u8,
                    col: col as u8,
                })
            })
        });
        HowTo {
            touch,
            merging,
            goal,
            holes,
            undo,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::preset;

    fn of_preset(id: &str) -> HowTo {
        let rules = preset(id).expect("a preset").rules().expect("rules");
        HowTo::of(&rules, true, false)
    }

    #[test]
    fn each_preset_is_said_as_it_plays() {
        assert_eq!(of_preset("classic"), HowTo::classic(false));
        assert_eq!(of_preset("5x5"), HowTo::classic(false));
        let donut = of_preset("donut");
        assert!(donut.holes);
        assert_eq!(donut.merging, Merging::Pairs);
        let fibonacci = of_preset("fibonacci");
        assert_eq!(
            (fibonacci.merging, fibonacci.goal),
            (Merging::Fibonacci, Some(2584))
        );
        let triples = of_preset("triples");
        assert_eq!(
            (triples.merging, triples.goal),
            (Merging::Runs(3), Some(486))
        );
    }

    #[test]
    fn undo_and_touch_are_said_as_they_are() {
        let rules = Rules::classic();
        assert!(!HowTo::of(&rules, false, true).undo);
        assert!(HowTo::of(&rules, false, true).touch);
    }
}
