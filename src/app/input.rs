//! What keys and swipes mean: pure functions from input facts to [`Command`]s.
//!
//! The web layer reads the DOM events and hands their facts (key name, modifier state,
//! pointer coordinates) here. Nothing in this module touches the DOM.

use crate::engine::Direction;

/// What a key press or a gesture asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Move(Direction),
    Undo,
}

/// The modifier keys held during a key press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub alt: bool,
    pub ctrl: bool,
    pub meta: bool,
    pub shift: bool,
}

/// The command for a key (`KeyboardEvent.key`), if the game handles it. Arrows, WASD
/// and HJKL move; U and Ctrl/Cmd+Z undo. With Alt, Ctrl or Meta held nothing else
/// applies, so browser and system shortcuts keep working.
pub fn key_command(key: &str, mods: Modifiers) -> Option<Command> {
    if mods.ctrl || mods.meta {
        return (!mods.alt && key.eq_ignore_ascii_case("z")).then_some(Command::Undo);
    }
    if mods.alt {
        return None;
    }
    let dir = match key {
        "ArrowLeft" | "a" | "A" | "h" | "H" => Direction::Left,
        "ArrowRight" | "d" | "D" | "l" | "L" => Direction::Right,
        "ArrowUp" | "w" | "W" | "k" | "K" => Direction::Up,
        "ArrowDown" | "s" | "S" | "j" | "J" => Direction::Down,
        "u" | "U" => return Some(Command::Undo),
        _ => return None,
    };
    Some(Command::Move(dir))
}

/// How far (in CSS pixels) a pointer must travel before a swipe counts. Tried on phone
/// and mouse: 10 px fires on sloppy taps, 30 px feels sluggish on a small board.
pub const SWIPE_THRESHOLD: f64 = 20.0;

/// Follows one gesture at a time and turns it into at most one move.
///
/// A gesture starts with a primary pointer going down. It fires once, as soon as the
/// pointer is [`SWIPE_THRESHOLD`] away, in the direction of the dominant axis; the rest
/// of the gesture is ignored. A second pointer (a multi-finger touch) cancels it.
#[derive(Clone, Debug, Default)]
pub struct SwipeTracker {
    gesture: Option<Gesture>,
}

#[derive(Clone, Debug)]
struct Gesture {
    pointer: i32,
    start: (f64, f64),
    fired: bool,
    cancelled: bool,
}

impl SwipeTracker {
    /// A pointer went down. `primary` is `PointerEvent.isPrimary`.
    pub fn down(&mut self, pointer: i32, primary: bool, x: f64, y: f64) {
        match &mut self.gesture {
            // Another finger while a gesture is under way: not a swipe.
            Some(g) if g.pointer != pointer => g.cancelled = true,
            _ if primary => {
                self.gesture = Some(Gesture {
                    pointer,
                    start: (x, y),
                    fired: false,
                    cancelled: false,
                })
            }
            _ => {}
        }
    }

    /// A pointer moved; returns the move the gesture makes, once.
    pub fn moved(&mut self, pointer: i32, x: f64, y: f64) -> Option<Direction> {
        let g = self.gesture.as_mut().filter(|g| g.pointer == pointer)?;
        if g.fired || g.cancelled {
            return None;
        }
        let dir = swipe_direction(x - g.start.0, y - g.start.1)?;
        g.fired = true;
        Some(dir)
    }

    /// A pointer went up or was cancelled; the gesture ends when its own pointer does.
    pub fn up(&mut self, pointer: i32) {
        if self.gesture.as_ref().is_some_and(|g| g.pointer == pointer) {
            self.gesture = None;
        }
    }

    /// Whether a gesture is under way (the web layer stops page scrolling then).
    pub fn active(&self) -> bool {
        self.gesture.is_some()
    }
}

/// The direction of a drag by `(dx, dy)` pixels, if it is long enough; the longer axis
/// wins (screen y grows downwards).
pub fn swipe_direction(dx: f64, dy: f64) -> Option<Direction> {
    if !(dx.is_finite() && dy.is_finite()) || dx.abs().max(dy.abs()) < SWIPE_THRESHOLD {
        return None;
    }
    Some(if dx.abs() > dy.abs() {
        if dx > 0.0 {
            Direction::Right
        } else {
            Direction::Left
        }
    } else if dy > 0.0 {
        Direction::Down
    } else {
        Direction::Up
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: Modifiers = Modifiers {
        alt: false,
        ctrl: false,
        meta: false,
        shift: false,
    };

    #[test]
    fn keys() {
        for (key, dir) in [
            ("ArrowLeft", Direction::Left),
            ("a", Direction::Left),
            ("H", Direction::Left),
            ("ArrowDown", Direction::Down),
            ("s", Direction::Down),
            ("j", Direction::Down),
            ("w", Direction::Up),
            ("k", Direction::Up),
            ("D", Direction::Right),
            ("l", Direction::Right),
        ] {
            assert_eq!(key_command(key, NONE), Some(Command::Move(dir)), "{key}");
        }
        assert_eq!(key_command("u", NONE), Some(Command::Undo));
        assert_eq!(key_command("Enter", NONE), None);
        assert_eq!(key_command("x", NONE), None);
    }

    #[test]
    fn modifiers_leave_shortcuts_alone() {
        let ctrl = Modifiers { ctrl: true, ..NONE };
        let meta = Modifiers { meta: true, ..NONE };
        let alt = Modifiers { alt: true, ..NONE };
        assert_eq!(key_command("z", ctrl), Some(Command::Undo));
        assert_eq!(key_command("Z", meta), Some(Command::Undo));
        assert_eq!(key_command("ArrowLeft", ctrl), None);
        assert_eq!(key_command("a", meta), None);
        assert_eq!(key_command("ArrowUp", alt), None);
        assert_eq!(
            key_command(
                "z",
                Modifiers {
                    alt: true,
                    ctrl: true,
                    ..NONE
                }
            ),
            None
        );
        // Shift alone changes nothing: "A" is still left.
        assert_eq!(
            key_command(
                "A",
                Modifiers {
                    shift: true,
                    ..NONE
                }
            ),
            Some(Command::Move(Direction::Left))
        );
    }

    #[test]
    fn swipes_pick_the_dominant_axis_past_the_threshold() {
        assert_eq!(swipe_direction(5.0, 3.0), None);
        assert_eq!(swipe_direction(25.0, 10.0), Some(Direction::Right));
        assert_eq!(swipe_direction(-25.0, 24.0), Some(Direction::Left));
        assert_eq!(swipe_direction(3.0, -40.0), Some(Direction::Up));
        assert_eq!(swipe_direction(3.0, 40.0), Some(Direction::Down));
        assert_eq!(swipe_direction(f64::NAN, 40.0), None);
    }

    #[test]
    fn one_move_per_gesture() {
        let mut t = SwipeTracker::default();
        t.down(1, true, 100.0, 100.0);
        assert_eq!(t.moved(1, 110.0, 100.0), None);
        assert_eq!(t.moved(1, 130.0, 102.0), Some(Direction::Right));
        assert_eq!(t.moved(1, 200.0, 100.0), None);
        assert_eq!(t.moved(1, 100.0, 300.0), None);
        t.up(1);
        assert!(!t.active());
        t.down(2, true, 0.0, 0.0);
        assert_eq!(t.moved(2, 0.0, -50.0), Some(Direction::Up));
    }

    #[test]
    fn a_second_finger_cancels_the_gesture() {
        let mut t = SwipeTracker::default();
        t.down(1, true, 100.0, 100.0);
        t.down(2, false, 150.0, 100.0);
        assert_eq!(t.moved(1, 200.0, 100.0), None);
        assert_eq!(t.moved(2, 300.0, 100.0), None);
        t.up(2);
        t.up(1);
        // A non-primary pointer alone never starts one.
        t.down(3, false, 0.0, 0.0);
        assert_eq!(t.moved(3, 100.0, 0.0), None);
    }
}
