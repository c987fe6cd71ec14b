//! What the game sounds like, as notes: a move's soft tick, a merge whose pitch rises
//! with its value, a win's rising chord, a game over's falling one. Pure: the web
//! layer's `hands` chunk plays the notes with Web Audio oscillators (no audio files),
//! and only once the player has turned sound on.

/// Something the player hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Tiles slid, nothing merged.
    Move,
    /// Tiles merged; the largest value made.
    Merge(i64),
    Win,
    Over,
}

/// The waveform of a note (Web Audio's `OscillatorType` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Triangle,
}

/// One note: a pitch, when it starts after the cue, how long it lasts, how loud
/// (0 to 1; it fades out over its length).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    pub hz: f32,
    pub start_ms: u32,
    pub length_ms: u32,
    pub gain: f32,
    pub wave: Wave,
}

/// A4, the pitch the others are counted from.
const A4: f32 = 440.0;

/// The pitch `semitones` above A4 (below, if negative).
fn pitch(semitones: i32) -> f32 {
    A4 * 2f32.powf(semitones as f32 / 12.0)
}

impl Cue {
    /// Its notes, in the order they start.
    pub fn notes(self) -> Vec<Note> {
        let note = |semitones, start_ms, length_ms, gain, wave| Note {
            hz: pitch(semitones),
            start_ms,
            length_ms,
            gain,
            wave,
        };
        match self {
            Cue::Move => vec![note(-17, 0, 45, 0.12, Wave::Triangle)],
            Cue::Merge(value) => {
                // A whole tone per doubling: 4 (2^2) starts at A4, 2048 is two octaves
                // and a sixth above. Values past 2^24 stay at the top.
                let steps = value.max(2).ilog2().min(24) as i32 - 2;
                vec![note(2 * steps - 5, 0, 110, 0.18, Wave::Sine)]
            }
            // A major arpeggio up to its octave.
            Cue::Win => [0, 4, 7, 12]
                .iter()
                .zip(0u32..)
                .map(|(&s, i)| note(s + 3, i * 90, 220, 0.2, Wave::Sine))
                .collect(),
            // A minor third down, then the fifth below.
            Cue::Over => [0, -3, -7]
                .iter()
                .zip(0u32..)
                .map(|(&s, i)| note(s - 5, i * 160, 300, 0.18, Wave::Triangle))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_merge_rises_with_its_value_and_every_note_is_short_and_quiet() {
        let hz = |value| Cue::Merge(value).notes()[0].hz;
        assert!(hz(4) < hz(8) && hz(8) < hz(2048) && hz(2048) < hz(1 << 20));
        assert!((hz(4) - pitch(-5)).abs() < 0.01);
        assert_eq!(hz(1 << 40), hz(1 << 24), "past 2^24 the pitch stays");
        assert!(hz(2) > 0.0 && hz(0) > 0.0, "odd values have a pitch too");
        for cue in [Cue::Move, Cue::Merge(2048), Cue::Win, Cue::Over] {
            let notes = cue.notes();
            assert!(!notes.is_empty());
            for n in notes {
                assert!(n.gain > 0.0 && n.gain <= 0.25, "{cue:?}");
                assert!(n.start_ms + n.length_ms <= 700, "{cue:?}");
                assert!((20.0..5000.0).contains(&n.hz), "{cue:?}");
            }
        }
        let win: Vec<f32> = Cue::Win.notes().iter().map(|n| n.hz).collect();
        assert!(win.windows(2).all(|w| w[0] < w[1]), "a win rises");
        let over: Vec<f32> = Cue::Over.notes().iter().map(|n| n.hz).collect();
        assert!(over.windows(2).all(|w| w[0] > w[1]), "a loss falls");
    }
}
