//! Sound, played: `app::sound`'s notes on Web Audio oscillators. In the `hands` chunk,
//! which loads the first time a cue is heard (sound is off by default): nothing here
//! runs, and no `AudioContext` exists, until the player turns sound on.
//!
//! One context serves every game on the page (browsers limit how many a page may
//! open). A context made outside a key press or a click starts suspended; it is
//! resumed before each cue, which the page's earlier presses allow.

use std::cell::RefCell;

use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::app::sound::{Cue, Note, Wave};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue` now. (A browser without Web Audio, or one that refuses a context, stays
/// silent: sound is never worth an error.)
pub fn play(cue: Cue) {
    let Some(context) = context() else {
        return;
    };
    if context.state() == AudioContextState::Suspended {
        let _ = context.resume();
    }
    let now = context.current_time();
    for note in cue.notes() {
        let _ = play_note(&context, now, note);
    }
}

fn context() -> Option<AudioContext> {
    CONTEXT.with(|context| {
        let mut context = context.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        context.clone()
    })
}

/// One note: an oscillator through a gain that rises in 5 ms and fades out over the
/// note (no clicks at either end).
fn play_note(context: &AudioContext, now: f64, note: Note) -> Result<(), wasm_bindgen::JsValue> {
    let start = now + f64::from(note.start_ms) / 1000.0;
    let end = start + f64::from(note.length_ms) / 1000.0;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
    });
    oscillator.frequency().set_value_at_time(note.hz, start)?;
    let gain = context.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0, start)?;
    level.linear_ramp_to_value_at_time(note.gain, start + 0.005)?;
    level.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end)?;
    Ok(())
}
