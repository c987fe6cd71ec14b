//! The settings that shape play ([`crate::settings::Prefs`]: the on-screen pad and
//! sound): set from the hosted page's foot or a widget's attributes, shown by the view,
//! kept by the runtime (the hosted page's only), and the sound each step makes.
//!
//! This module decides what is heard, never how: the runtime plays a [`Cue`] (in its
//! own chunk, with Web Audio), and makes no audio at all while sound is off.

use game2048_engine::{Outcome, Status};

use super::{Effects, Model, Msg};
use crate::settings::{Setting, undo_value};
use crate::sound::Cue;

/// A change to one of the [`crate::settings::Prefs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pref {
    Dpad(bool),
    Sound(bool),
}

/// The message a setting's new `value` sends (the hosted page's foot), if it is one of
/// its values.
pub fn setting_message(setting: Setting, value: &str) -> Option<Msg> {
    let on = match value {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    };
    Some(match setting {
        Setting::Undo => Msg::AllowUndo(on?),
        Setting::Dpad => Msg::Prefer(Pref::Dpad(on?)),
        Setting::Sound => Msg::Prefer(Pref::Sound(on?)),
        Setting::Theme | Setting::Language | Setting::Animation => return None,
    })
}

impl Model {
    /// What `setting` is now, as the page's foot shows it (theme, language and
    /// animation are the page's own: `None`).
    pub fn setting_value(&self, setting: Setting) -> Option<&'static str> {
        match setting {
            Setting::Undo => Some(undo_value(self.undo_allowed)),
            Setting::Theme | Setting::Language | Setting::Animation => None,
            _ => self
                .prefs
                .values()
                .into_iter()
                .find_map(|(s, value)| (s == setting).then_some(value)),
        }
    }

    pub(super) fn prefer(&mut self, pref: Pref) -> Effects {
        let before = self.prefs;
        match pref {
            Pref::Dpad(on) => self.prefs.dpad = on,
            Pref::Sound(on) => self.prefs.sound = on,
        }
        if self.prefs == before {
            return Effects::default();
        }
        Effects {
            save_settings: true,
            // Turning sound on is heard at once (and lets the browser start its audio:
            // the press is the gesture it waits for).
            cue: (pref == Pref::Sound(true)).then_some(Cue::Move),
            ..Effects::CHANGED
        }
    }

    /// What the step since `status` sounds like, if sound is on and the game stepped.
    pub(super) fn cue_since(&self, turn: u64, status: Status) -> Option<Cue> {
        if !self.prefs.sound || self.turn == turn || self.replay.is_some() {
            return None;
        }
        match self.game.status() {
            now if now == status => {}
            Status::Won => return Some(Cue::Win),
            Status::Over => return Some(Cue::Over),
            Status::Playing | Status::KeepPlaying => {}
        }
        match self.events.outcome {
            Outcome::Moved(_) => Some(match self.events.merged.iter().map(|m| m.value).max() {
                Some(top) => Cue::Merge(top),
                None => Cue::Move,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::Direction;

    use super::super::testing::{fixed, fresh, make_a_move};
    use super::super::{Msg, Pref};
    use crate::sound::Cue;

    #[test]
    fn the_page_foot_reads_and_sets_every_setting_of_play() {
        use super::setting_message;
        use crate::settings::Setting;
        let mut model = fresh(1);
        for setting in [Setting::Undo, Setting::Dpad, Setting::Sound] {
            let now = model.setting_value(setting).expect("shown");
            let other = if now == "on" { "off" } else { "on" };
            let msg = setting_message(setting, other).expect("a value");
            assert!(model.update(msg).save_settings, "{setting}");
            assert_eq!(model.setting_value(setting), Some(other));
        }
        assert_eq!(setting_message(Setting::Sound, "loud"), None);
        assert_eq!(setting_message(Setting::Theme, "dark"), None);
        assert_eq!(setting_message(Setting::Animation, "off"), None);
        assert_eq!(model.setting_value(Setting::Language), None);
    }

    #[test]
    fn prefs_change_once_and_are_kept() {
        let mut model = fresh(1);
        let effects = model.update(Msg::Prefer(Pref::Dpad(true)));
        assert!(model.prefs.dpad && effects.save_settings && effects.changed);
        assert_eq!(
            model.update(Msg::Prefer(Pref::Dpad(true))),
            Default::default()
        );
        model.update(Msg::Prefer(Pref::Sound(true)));
        assert!(model.prefs.sound);
    }

    #[test]
    fn sound_is_silent_until_on_then_moves_merges_wins_and_losses_are_heard() {
        let mut model = fresh(1);
        assert_eq!(make_a_move(&mut model).cue, None);
        let on = model.update(Msg::Prefer(Pref::Sound(true)));
        assert_eq!(on.cue, Some(Cue::Move), "turning it on is heard");
        assert!(matches!(
            make_a_move(&mut model).cue,
            Some(Cue::Move | Cue::Merge(_))
        ));

        let mut model = fresh(1);
        model.update(Msg::Prefer(Pref::Sound(true)));
        model.update(Msg::NewGame {
            variant: Some(fixed(&[(0, 0, 4), (0, 1, 4), (1, 0, 2)])),
            seed: 1,
            confirmed: true,
        });
        let merged = model.update(Msg::Move(Direction::Left));
        assert_eq!(merged.cue, Some(Cue::Merge(8)));
        // Nothing moved: nothing heard.
        assert_eq!(model.update(Msg::Move(Direction::Left)).cue, None);

        model.update(Msg::NewGame {
            variant: Some(fixed(&[(0, 0, 1024), (0, 1, 1024)])),
            seed: 1,
            confirmed: true,
        });
        assert_eq!(model.update(Msg::Move(Direction::Left)).cue, Some(Cue::Win));
        // Undo is not a move: silent.
        assert_eq!(model.update(Msg::Undo).cue, None);
    }
}
