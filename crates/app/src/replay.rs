//! Watching a game again: its record, a position in it (how many of its inputs have
//! been replayed), playing and pausing, stepping and seeking. Undos are inputs like
//! moves, so they replay as they happened.
//!
//! Seeking anywhere costs little: a game is kept every `spacing` positions (at least
//! [`CHECKPOINT`], and no more than [`MAX_CHECKPOINTS`] of them, since each holds its
//! undo levels), and a seek replays at most `spacing` inputs from the nearest one.

use game2048_engine::{Events, Game, Outcome, Record, RecordError};

/// The least spacing of kept positions.
pub const CHECKPOINT: usize = 128;
/// The most positions kept.
pub const MAX_CHECKPOINTS: usize = 64;

#[derive(Clone, Debug)]
pub struct Replay {
    record: Record,
    /// The game at positions 0, spacing, 2 * spacing, ...
    checkpoints: Vec<Game>,
    spacing: usize,
    /// The text of the whole record (what a shared link holds).
    text: String,
    position: usize,
    game: Game,
    /// What the last step did, for animation (nothing after a seek).
    events: Events,
    /// Counts seeks: positions reached by a jump get new tile nodes, as a new game does.
    pub jumps: u64,
    pub playing: bool,
}

impl Replay {
    /// A replay of `record` from its start, if it replays: every input checked.
    pub fn open(record: Record) -> Result<Replay, RecordError> {
        let first = record.first_position()?;
        let spacing = CHECKPOINT.max(record.inputs().len().div_ceil(MAX_CHECKPOINTS));
        let mut game = first.clone();
        let mut checkpoints = vec![first.clone()];
        for (at, input) in record.inputs().iter().enumerate() {
            let events = game.step(input.input());
            if !events.changed_state() || matches!(events.outcome, Outcome::Started) {
                return Err(RecordError::Diverged { at });
            }
            if (at + 1) % spacing == 0 {
                checkpoints.push(game.clone());
            }
        }
        Ok(Replay {
            text: record.encode(&game),
            record,
            checkpoints,
            spacing,
            position: 0,
            game: first,
            events: Events::only(Outcome::Started),
            jumps: 0,
            playing: false,
        })
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The whole record as text, as a `#replay=` link holds it.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many inputs the record holds.
    pub fn len(&self) -> usize {
        self.record.inputs().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many inputs have been replayed.
    pub fn position(&self) -> usize {
        self.position
    }

    pub fn at_end(&self) -> bool {
        self.position == self.len()
    }

    /// The game at this position.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn events(&self) -> &Events {
        &self.events
    }

    /// Replays the next input; false at the end.
    pub fn forward(&mut self) -> bool {
        let Some(input) = self.record.inputs().get(self.position) else {
            return false;
        };
        self.events = self.game.step(input.input());
        self.position += 1;
        true
    }

    /// Goes to `position` (clamped to the record), from the nearest kept position.
    pub fn seek(&mut self, position: usize) {
        let position = position.min(self.len());
        if position == self.position {
            return;
        }
        if position == self.position + 1 {
            self.forward();
            return;
        }
        let from = position / self.spacing;
        self.game = self.checkpoints[from].clone();
        for input in &self.record.inputs()[from * self.spacing..position] {
            self.game.step(input.input());
        }
        self.position = position;
        self.events = Events::only(Outcome::Started);
        self.jumps += 1;
    }

    /// The record up to this position: what "Play from here" continues.
    pub fn record_to_here(&self) -> Record {
        let mut record = self.record.clone();
        record.truncate(self.position);
        record
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game2048_engine::{Direction, Input, Recorded, Rules};

    /// A record of `moves` inputs: moves round the four directions, an undo every
    /// seventh input.
    fn long_record(moves: usize) -> (Record, Game) {
        let rules = Rules::from_json(r#"{"gridOptions":{"gridBooleanFnName":"test2_10x10"}}"#)
            .expect("valid");
        let (mut game, _) = Game::start(rules.clone(), 3);
        let mut record = Record::new(rules, 3);
        let mut n = 0;
        while record.inputs().len() < moves {
            let input = if n % 7 == 6 {
                Recorded::Undo
            } else {
                Recorded::Move(Direction::ALL[n % 4])
            };
            if game.step(input.input()).changed_state() {
                record.push(input);
            }
            n += 1;
        }
        (record, game)
    }

    #[test]
    fn steps_and_seeks_reach_the_positions_the_record_went_through() {
        let (record, end) = long_record(400);
        let mut replay = Replay::open(record.clone()).expect("replays");
        assert_eq!((replay.position(), replay.len()), (0, 400));
        let mut stepped = Vec::new();
        while replay.forward() {
            stepped.push(replay.game().clone());
        }
        assert!(replay.at_end());
        assert_eq!(replay.game(), &end);
        assert_eq!(replay.text(), record.encode(&end));
        for target in [0, 1, 127, 128, 129, 300, 399, 400, 250, 5] {
            replay.seek(target);
            assert_eq!(replay.position(), target);
            let want = if target == 0 {
                record.first_position().expect("starts")
            } else {
                stepped[target - 1].clone()
            };
            assert_eq!(replay.game(), &want, "at {target}");
        }
        replay.seek(10_000);
        assert_eq!(replay.position(), 400);
        replay.seek(398);
        let jumps = replay.jumps;
        replay.seek(399);
        assert_eq!(
            replay.jumps, jumps,
            "one step forward is a step, not a jump"
        );
    }

    #[test]
    fn play_from_here_continues_the_same_game_with_its_undo_levels() {
        let (record, _) = long_record(60);
        let mut replay = Replay::open(record).expect("replays");
        replay.seek(40);
        let here = replay.record_to_here();
        assert_eq!(here.inputs().len(), 40);
        let mut game = here.replay().expect("replays");
        assert_eq!(&game, replay.game());
        assert!(game.undo_levels() > 0);
        assert!(game.step(Input::Undo).changed_state());
    }

    #[test]
    fn long_records_keep_a_bounded_number_of_positions() {
        let (record, end) = long_record(10_000);
        let mut replay = Replay::open(record).expect("replays");
        assert!(
            replay.checkpoints.len() <= MAX_CHECKPOINTS + 1,
            "{}",
            replay.checkpoints.len()
        );
        replay.seek(9_999);
        replay.forward();
        assert_eq!(replay.game(), &end);
    }

    #[test]
    fn a_record_that_does_not_replay_does_not_open() {
        let mut record = Record::new(Rules::classic(), 1);
        record.push(Recorded::Undo);
        assert!(matches!(
            Replay::open(record),
            Err(RecordError::Diverged { at: 0 })
        ));
    }
}
