//! What keys and swipes mean: pure functions from input facts to [`Msg`]s.
//!
//! The web layer reads the DOM events and hands their facts (key name, modifier state,
//! pointer coordinates) here. Nothing in this module touches the DOM.

use game2048_engine::{Direction, Power};

use super::model::Msg;
use super::model::parts::extras::Extra;
use super::model::parts::setup::Edit;

/// The modifier keys held during a key press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub alt: bool,
    pub ctrl: bool,
    pub meta: bool,
    pub shift: bool,
}

/// The message for a key (`KeyboardEvent.key`), if the game handles it. Arrows, WASD
/// and HJKL move; U and Ctrl/Cmd+Z undo; Shift+U, Ctrl/Cmd+Shift+Z and Ctrl+Y redo
/// (the editors' keys and Windows'); T shows a hint (a tip), P turns autoplay
/// on or off and E opens or closes the analysis (an evaluation); X and R choose the
/// swap and the remove power-ups, in a game that has them. With Alt, Ctrl or Meta held nothing else applies, so browser and system
/// shortcuts keep working.
pub fn key_message(key: &str, mods: Modifiers) -> Option<Msg> {
    if mods.ctrl || mods.meta {
        return match key {
            _ if mods.alt => None,
            "z" | "Z" if mods.shift => Some(Msg::Redo),
            "z" | "Z" => Some(Msg::Undo),
            "y" | "Y" if mods.ctrl && !mods.shift => Some(Msg::Redo),
            _ => None,
        };
    }
    if mods.alt {
        return None;
    }
    let dir = match key {
        "ArrowLeft" | "a" | "A" | "h" | "H" => Direction::Left,
        "ArrowRight" | "d" | "D" | "l" | "L" => Direction::Right,
        "ArrowUp" | "w" | "W" | "k" | "K" => Direction::Up,
        "ArrowDown" | "s" | "S" | "j" | "J" => Direction::Down,
        "u" | "U" if mods.shift => return Some(Msg::Redo),
        "u" | "U" => return Some(Msg::Undo),
        "t" | "T" => return Some(Msg::Hint),
        "p" | "P" => return Some(Msg::ToggleAutoplay),
        "e" | "E" => return Some(Msg::ToggleAnalysis),
        // Power-ups, in a game that has them: X swaps (exchanges), R removes.
        "x" | "X" => return Some(Msg::Extra(Extra::Arm(Power::Swap))),
        "r" | "R" => return Some(Msg::Extra(Extra::Arm(Power::Remove))),
        _ => return None,
    };
    Some(Msg::Move(dir))
}

/// The position editor's own keys, on one of its cells: + and - step the cell's value
/// up and down the rules' values, Delete and Backspace empty it. (The arrows move its
/// cursor through [`key_message`], like every move.)
pub fn setup_key(key: &str) -> Option<Edit> {
    match key {
        "+" | "=" => Some(Edit::Step(true)),
        "-" | "_" => Some(Edit::Step(false)),
        "Delete" | "Backspace" => Some(Edit::Erase),
        _ => None,
    }
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
}

/// The direction of a drag by `(dx, dy)` pixels, if it is long enough; the longer axis
/// wins (screen y grows downwards).
pub fn swipe_direction(dx: f64, dy: f64) -> Option<Direction> {
    if !(dx.is_finite() && dy.is_finite()) || dx.abs().max(dy.abs()) < SWIPE_THRESHOLD {
        return None;
    }
    // Past the threshold the longer axis is never zero, so its sign decides.
    Some(if dx.abs() > dy.abs() {
        if dx.is_sign_positive() {
            Direction::Right
        } else {
            Direction::Left
        }
    } else if dy.is_sign_positive() {
        Direction::Down
    } else {
        Direction::Up
    })
}

/// What a key does on the Variant list while it is closed, where browsers (Chrome and
/// Firefox on Linux and Windows) move its choice at once and fire `change`: a choice
/// that would start another game waits for the player to commit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKey {
    /// Arrows, Home, End, Page Up and Down, a letter (the list's type-ahead): the
    /// choice moves, nothing starts.
    Browse,
    /// Enter: the choice on show is the one.
    Commit,
    /// Escape: back to the game in play.
    Leave,
    /// Anything else: the browser's.
    Other,
}

/// [`ListKey`] of `key` (`KeyboardEvent.key`), with `mods` held (a shortcut never
/// browses).
pub fn list_key(key: &str, mods: Modifiers) -> ListKey {
    if mods.alt || mods.ctrl || mods.meta {
        return ListKey::Other;
    }
    match key {
        "Enter" => ListKey::Commit,
        "Escape" => ListKey::Leave,
        "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End" | "PageUp"
        | "PageDown" => ListKey::Browse,
        // One character (a letter, a digit): type-ahead. Space opens the list.
        _ if key.chars().count() == 1 && key != " " => ListKey::Browse,
        _ => ListKey::Other,
    }
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
            assert_eq!(key_message(key, NONE), Some(Msg::Move(dir)), "{key}");
        }
        assert_eq!(key_message("u", NONE), Some(Msg::Undo));
        assert_eq!(key_message("T", NONE), Some(Msg::Hint));
        assert_eq!(key_message("p", NONE), Some(Msg::ToggleAutoplay));
        assert_eq!(key_message("E", NONE), Some(Msg::ToggleAnalysis));
        assert_eq!(key_message("Enter", NONE), None);
        assert_eq!(
            key_message("x", NONE),
            Some(Msg::Extra(Extra::Arm(Power::Swap)))
        );
        assert_eq!(
            key_message("R", NONE),
            Some(Msg::Extra(Extra::Arm(Power::Remove)))
        );
        assert_eq!(key_message("q", NONE), None);
    }

    #[test]
    fn the_editors_keys_step_and_empty_its_cells_and_leave_the_games_alone() {
        assert_eq!(setup_key("+"), Some(Edit::Step(true)));
        assert_eq!(setup_key("="), Some(Edit::Step(true)));
        assert_eq!(setup_key("-"), Some(Edit::Step(false)));
        assert_eq!(setup_key("Delete"), Some(Edit::Erase));
        assert_eq!(setup_key("Backspace"), Some(Edit::Erase));
        for key in ["ArrowLeft", "Enter", " ", "e", "u"] {
            assert_eq!(setup_key(key), None, "{key}");
        }
        for key in ["+", "-", "Delete", "Backspace"] {
            assert_eq!(key_message(key, NONE), None, "{key} is the editor's alone");
        }
    }

    #[test]
    fn modifiers_leave_shortcuts_alone() {
        let ctrl = Modifiers { ctrl: true, ..NONE };
        let meta = Modifiers { meta: true, ..NONE };
        let alt = Modifiers { alt: true, ..NONE };
        assert_eq!(key_message("z", ctrl), Some(Msg::Undo));
        assert_eq!(key_message("Z", meta), Some(Msg::Undo));
        let shift = Modifiers {
            shift: true,
            ..NONE
        };
        let ctrl_shift = Modifiers {
            shift: true,
            ..ctrl
        };
        let meta_shift = Modifiers {
            shift: true,
            ..meta
        };
        assert_eq!(key_message("Z", ctrl_shift), Some(Msg::Redo));
        assert_eq!(key_message("z", meta_shift), Some(Msg::Redo));
        assert_eq!(key_message("y", ctrl), Some(Msg::Redo));
        assert_eq!(key_message("Y", ctrl_shift), None);
        assert_eq!(
            key_message("y", meta),
            None,
            "Cmd+Y is the browser's history"
        );
        assert_eq!(key_message("U", shift), Some(Msg::Redo));
        assert_eq!(
            key_message("U", NONE),
            Some(Msg::Undo),
            "Caps Lock is not Shift"
        );
        assert_eq!(key_message("ArrowLeft", ctrl), None);
        assert_eq!(key_message("a", meta), None);
        assert_eq!(key_message("ArrowUp", alt), None);
        assert_eq!(
            key_message(
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
            key_message(
                "A",
                Modifiers {
                    shift: true,
                    ..NONE
                }
            ),
            Some(Msg::Move(Direction::Left))
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
        assert_eq!(swipe_direction(40.0, f64::INFINITY), None);
        // Exactly the threshold counts; a hair less does not.
        assert_eq!(
            swipe_direction(SWIPE_THRESHOLD, 0.0),
            Some(Direction::Right)
        );
        assert_eq!(swipe_direction(0.0, -SWIPE_THRESHOLD), Some(Direction::Up));
        assert_eq!(swipe_direction(SWIPE_THRESHOLD - 0.01, 0.0), None);
        // A perfect diagonal goes vertical.
        assert_eq!(swipe_direction(30.0, 30.0), Some(Direction::Down));
        assert_eq!(swipe_direction(-30.0, -30.0), Some(Direction::Up));
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
        // The gesture ended: the next one starts afresh.
        t.down(2, true, 0.0, 0.0);
        assert_eq!(t.moved(2, 0.0, -50.0), Some(Direction::Up));
    }

    #[test]
    fn the_same_pointer_down_again_starts_over() {
        // A lost pointerup: the next press of the same pointer is a new gesture, from
        // where it is now.
        let mut t = SwipeTracker::default();
        t.down(1, true, 100.0, 100.0);
        t.down(1, true, 300.0, 100.0);
        assert_eq!(t.moved(1, 290.0, 100.0), None);
        assert_eq!(t.moved(1, 270.0, 100.0), Some(Direction::Left));
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

    #[test]
    fn the_variant_list_browses_on_arrows_and_letters_and_commits_on_enter() {
        let none = Modifiers::default();
        for key in [
            "ArrowDown",
            "ArrowUp",
            "Home",
            "End",
            "PageDown",
            "d",
            "D",
            "6",
            "ф",
        ] {
            assert_eq!(list_key(key, none), ListKey::Browse, "{key}");
        }
        assert_eq!(list_key("Enter", none), ListKey::Commit);
        assert_eq!(list_key("Escape", none), ListKey::Leave);
        for key in [" ", "Tab", "Shift", "F5"] {
            assert_eq!(list_key(key, none), ListKey::Other, "{key}");
        }
        let alt = Modifiers { alt: true, ..none };
        assert_eq!(list_key("ArrowDown", alt), ListKey::Other);
    }
}
