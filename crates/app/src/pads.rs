//! What gamepads mean, as the Gamepad API's standard mapping numbers their buttons:
//! the d-pad and the left stick move, A (the bottom face button) takes a hint, B (the
//! right one) undoes, Start asks for a new game; while a question is asked A answers
//! yes and B no, and after a win A keeps going. Pure: the web layer reads the pads
//! each frame and hands their state here ([`Pads::read`]), never deciding what a
//! button means itself.
//!
//! One press makes one move. A direction held down repeats, no faster than a move's
//! animation ([`FIRST_REPEAT_MS`], then every [`REPEAT_MS`]), so a held pad never
//! floods the game as a held key can.

use game2048_engine::{Direction, Status};

use crate::model::{Model, Msg};

/// The standard mapping's buttons the game reads.
pub const A: usize = 0;
pub const B: usize = 1;
pub const START: usize = 9;
pub const UP: usize = 12;
pub const DOWN: usize = 13;
pub const LEFT: usize = 14;
pub const RIGHT: usize = 15;

/// How far the left stick must lean (of 1) to count as a direction.
pub const DEAD_ZONE: f64 = 0.5;

/// A held direction first repeats after this long...
pub const FIRST_REPEAT_MS: f64 = 450.0;
/// ...then this often: a slide and a new tile's appearance (100 + 200 ms) fit in it.
pub const REPEAT_MS: f64 = 300.0;

/// One pad, as read in one frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PadState {
    /// The pad's index (`Gamepad.index`).
    pub index: u32,
    /// Which buttons are pressed, a bit per standard button (0 to 31).
    pub buttons: u32,
    /// The left stick: x (right is positive), y (down is positive).
    pub stick: (f64, f64),
}

impl PadState {
    fn pressed(self, button: usize) -> bool {
        self.buttons & (1 << button) != 0
    }

    /// The direction the pad points: the d-pad's, else the stick's dominant axis.
    fn direction(self) -> Option<Direction> {
        let dpad = [
            (UP, Direction::Up),
            (DOWN, Direction::Down),
            (LEFT, Direction::Left),
            (RIGHT, Direction::Right),
        ];
        if let Some(&(_, dir)) = dpad.iter().find(|(b, _)| self.pressed(*b)) {
            return Some(dir);
        }
        let (x, y) = self.stick;
        if x.abs().max(y.abs()) < DEAD_ZONE || !(x.is_finite() && y.is_finite()) {
            return None;
        }
        Some(match (x.abs() > y.abs(), x > 0.0, y > 0.0) {
            (true, true, _) => Direction::Right,
            (true, false, _) => Direction::Left,
            (false, _, true) => Direction::Down,
            (false, _, false) => Direction::Up,
        })
    }
}

/// What a pad asks of the game; the web layer makes it a message (a new game needs a
/// seed), given what the model shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PadInput {
    Move(Direction),
    /// A: a hint, yes to a question, keep going after a win.
    Yes,
    /// B: undo, no to a question.
    No,
    NewGame,
}

impl PadInput {
    /// The message it is, given what `model` shows (`seed`: a new game's).
    pub fn message(self, model: &Model, seed: u64) -> Option<Msg> {
        let asking = model.pending.is_some();
        Some(match self {
            PadInput::Move(dir) => Msg::Move(dir),
            PadInput::Yes if asking => Msg::Confirm,
            PadInput::Yes if model.game.status() == Status::Won => Msg::KeepPlaying,
            PadInput::Yes if model.ai.enabled => Msg::Hint,
            PadInput::Yes => return None,
            PadInput::No if asking => Msg::Cancel,
            PadInput::No => Msg::Undo,
            PadInput::NewGame => Msg::NewGame {
                variant: None,
                seed,
                confirmed: false,
            },
        })
    }
}

/// What each pad held in the last frame read.
#[derive(Clone, Debug, Default)]
pub struct Pads {
    held: Vec<Held>,
}

#[derive(Clone, Copy, Debug)]
struct Held {
    index: u32,
    buttons: u32,
    /// The direction held, and when it next repeats.
    direction: Option<(Direction, f64)>,
}

impl Pads {
    /// Reads one frame of `pads` at `now_ms`: the inputs of the buttons just pressed,
    /// and of a direction just pressed or held long enough to repeat. Pads not in
    /// `pads` are forgotten (a pad plugged in again starts afresh).
    pub fn read(&mut self, pads: &[PadState], now_ms: f64) -> Vec<PadInput> {
        let mut inputs = Vec::new();
        let mut held = Vec::with_capacity(pads.len());
        for &pad in pads {
            let before = self.held.iter().find(|h| h.index == pad.index).copied();
            let was = |button: usize| before.is_some_and(|h| h.buttons & (1 << button) != 0);
            for (button, input) in [
                (A, PadInput::Yes),
                (B, PadInput::No),
                (START, PadInput::NewGame),
            ] {
                if pad.pressed(button) && !was(button) {
                    inputs.push(input);
                }
            }
            let direction = match (pad.direction(), before.and_then(|h| h.direction)) {
                (None, _) => None,
                (Some(dir), Some((held, next))) if dir == held => {
                    if now_ms >= next {
                        inputs.push(PadInput::Move(dir));
                        Some((dir, now_ms + REPEAT_MS))
                    } else {
                        Some((dir, next))
                    }
                }
                (Some(dir), _) => {
                    inputs.push(PadInput::Move(dir));
                    Some((dir, now_ms + FIRST_REPEAT_MS))
                }
            };
            held.push(Held {
                index: pad.index,
                buttons: pad.buttons,
                direction,
            });
        }
        self.held = held;
        inputs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pad(index: u32, buttons: &[usize], stick: (f64, f64)) -> PadState {
        PadState {
            index,
            buttons: buttons.iter().map(|b| 1 << b).sum(),
            stick,
        }
    }

    #[test]
    fn a_press_is_one_input_and_a_held_direction_repeats_no_faster_than_a_move() {
        let mut pads = Pads::default();
        let left = [pad(0, &[LEFT], (0.0, 0.0))];
        assert_eq!(pads.read(&left, 0.0), [PadInput::Move(Direction::Left)]);
        // Held, frame after frame: nothing until the first repeat.
        for frame in 1..27 {
            assert_eq!(pads.read(&left, frame as f64 * 16.7), [], "frame {frame}");
        }
        assert_eq!(pads.read(&left, 451.0), [PadInput::Move(Direction::Left)]);
        assert_eq!(pads.read(&left, 700.0), []);
        assert_eq!(pads.read(&left, 751.0), [PadInput::Move(Direction::Left)]);
        // Let go and pressed again: at once.
        assert_eq!(pads.read(&[pad(0, &[], (0.0, 0.0))], 760.0), []);
        assert_eq!(pads.read(&left, 770.0), [PadInput::Move(Direction::Left)]);
        // Another direction while one is held: at once.
        assert_eq!(
            pads.read(&[pad(0, &[UP], (0.0, 0.0))], 780.0),
            [PadInput::Move(Direction::Up)]
        );
    }

    #[test]
    fn buttons_fire_as_they_go_down_and_the_stick_has_a_dead_zone() {
        let mut pads = Pads::default();
        assert_eq!(
            pads.read(&[pad(0, &[A, START], (0.3, -0.4))], 0.0),
            [PadInput::Yes, PadInput::NewGame]
        );
        assert_eq!(
            pads.read(&[pad(0, &[A, START, B], (0.3, -0.4))], 10.0),
            [PadInput::No]
        );
        assert_eq!(
            pads.read(&[pad(0, &[], (0.2, -0.9))], 20.0),
            [PadInput::Move(Direction::Up)]
        );
        let mut pads = Pads::default();
        assert_eq!(
            pads.read(&[pad(0, &[], (0.8, 0.6))], 0.0),
            [PadInput::Move(Direction::Right)]
        );
        let mut pads = Pads::default();
        assert_eq!(pads.read(&[pad(0, &[], (f64::NAN, 1.0))], 0.0), []);
        assert_eq!(
            pads.read(&[pad(0, &[DOWN], (-1.0, 0.0))], 1.0),
            [PadInput::Move(Direction::Down)],
            "the d-pad before the stick"
        );
    }

    #[test]
    fn a_answers_questions_and_keeps_going_and_b_says_no() {
        let variant = crate::variant::Variant::classic();
        let mut model = Model::init(None, None, variant, 1).0;
        assert_eq!(PadInput::Yes.message(&model, 0), Some(Msg::Hint));
        assert_eq!(PadInput::No.message(&model, 0), Some(Msg::Undo));
        let new = PadInput::NewGame.message(&model, 7);
        assert!(matches!(
            new,
            Some(Msg::NewGame {
                seed: 7,
                confirmed: false,
                ..
            })
        ));
        model.ai.enabled = false;
        assert_eq!(PadInput::Yes.message(&model, 0), None);
        model.pending = Some(crate::model::Pending::PlayFromHere);
        assert_eq!(PadInput::Yes.message(&model, 0), Some(Msg::Confirm));
        assert_eq!(PadInput::No.message(&model, 0), Some(Msg::Cancel));
    }

    #[test]
    fn several_pads_all_play() {
        let mut pads = Pads::default();
        let both = [pad(0, &[RIGHT], (0.0, 0.0)), pad(3, &[B], (0.0, 0.0))];
        assert_eq!(
            pads.read(&both, 0.0),
            [PadInput::Move(Direction::Right), PadInput::No]
        );
        let second_left = [pad(0, &[RIGHT], (0.0, 0.0)), pad(3, &[LEFT], (0.0, 0.0))];
        assert_eq!(
            pads.read(&second_left, 5.0),
            [PadInput::Move(Direction::Left)]
        );
    }
}
