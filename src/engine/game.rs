//! The game: its state, the inputs it takes, and [`step`], the one function that turns
//! an input and a state into the next state and the events that describe the change.
//!
//! `step` takes the state by value and hands it back, so no state is ever shared or
//! copied behind the caller's back, and nothing here needs a clock, a screen or a random
//! source from outside: the generator is part of the state.

use serde::{Deserialize, Serialize};

use super::board::{Board, Direction, Tile, TileId};
use super::events::{EngineError, Events, Outcome, Spawned};
use super::history::{History, Snapshot};
use super::rng::GameRng;
use super::rules::Rules;
use super::scratch::Scratch;
use super::slide::{can_move, slide};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Playing,
    /// The win rule holds; moves wait for [`Input::KeepPlaying`] (or an undo or a new
    /// game).
    Won,
    /// Won once and playing on: winning again does not stop the game.
    KeepPlaying,
    /// No move can change the board, or the lose rule holds. Only undo and a new game
    /// apply.
    Over,
}

impl Status {
    /// The name the UI and saves use: `playing`, `won`, `keep-playing`, `over`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::KeepPlaying => "keep-playing",
            Status::Over => "over",
        }
    }
}

/// Everything a player (or a test) can ask of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Move(Direction),
    NewGame { rules: Rules, seed: u64 },
    KeepPlaying,
    Undo,
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) score: i64,
    pub(crate) moves: u64,
    pub(crate) status: Status,
    pub(crate) rng: GameRng,
    /// The id the next new tile gets.
    pub(crate) next_id: u32,
    pub(crate) history: History,
    pub(crate) scratch: Scratch,
}

/// The state after a step, and what the step did.
#[derive(Debug)]
pub struct Step {
    pub game: Game,
    pub events: Events,
}

/// Applies `input` to `game`: the state after it, and what changed.
pub fn step(input: Input, mut game: Game) -> Step {
    let events = game.apply(input);
    Step { game, events }
}

impl Game {
    /// A new game: the rules' initial tiles, or two from the new-tile rule.
    pub fn start(rules: Rules, seed: u64) -> Step {
        let mut game = Game {
            board: Board::empty(rules.shape().clone()),
            rules,
            score: 0,
            moves: 0,
            status: Status::Playing,
            rng: GameRng::from_seed(seed),
            next_id: 1,
            history: History::default(),
            scratch: Scratch::default(),
        };
        let mut events = Events::only(Outcome::Started);
        let Game {
            rules,
            board,
            rng,
            next_id,
            ..
        } = &mut game;
        if rules.initial_tiles().is_empty() {
            for _ in 0..2 {
                // A fresh game has ids to spare: this cannot fail.
                let _ = spawn(rules, board, rng, next_id, &mut events);
            }
        } else {
            for &(at, value) in rules.initial_tiles() {
                if let Ok(id) = take_id(next_id) {
                    board.place(at, Tile { id, value });
                    events.spawned.push(Spawned { id, at, value });
                }
            }
        }
        game.status = game.settle(Status::Playing);
        Step { game, events }
    }

    /// [`step`] in place, for owners that hold the game behind a reference.
    pub fn apply(&mut self, input: Input) -> Events {
        match input {
            Input::Move(dir) => self.play(dir),
            Input::NewGame { rules, seed } => {
                let started = Game::start(rules, seed);
                *self = started.game;
                started.events
            }
            Input::KeepPlaying => self.keep_playing(),
            Input::Undo => self.undo(),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn score(&self) -> i64 {
        self.score
    }

    /// Effective moves made (undone moves do not count).
    pub fn moves(&self) -> u64 {
        self.moves
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// How many moves can be undone now.
    pub fn undo_levels(&self) -> usize {
        self.history.len()
    }

    fn play(&mut self, dir: Direction) -> Events {
        if matches!(self.status, Status::Won | Status::Over) {
            return Events::only(Outcome::Ignored);
        }
        let mut events = self.scratch.events(Outcome::Moved(dir));
        events.moves.reserve(self.board.cells().len());
        let mut cells = self.scratch.take_cells();
        let slid = slide(
            &self.board,
            self.rules.merge(),
            dir,
            &mut cells,
            &mut events.moves,
            &mut events.merged,
        );
        let slid = match slid {
            Ok(slid) if slid.changed => slid,
            Ok(_) => return self.unchanged_with(Outcome::Unchanged, cells, events),
            Err(e) => return self.unchanged_with(Outcome::Refused(e), cells, events),
        };
        let Some(score) = self.score.checked_add(slid.score) else {
            return self.unchanged_with(Outcome::Refused(EngineError::Overflow), cells, events);
        };

        let mut board = self.board.with_cells(cells);
        let mut rng = self.rng.clone();
        let mut next_id = self.next_id;
        if let Err(e) = spawn(&self.rules, &mut board, &mut rng, &mut next_id, &mut events) {
            return self.unchanged_with(Outcome::Refused(e), board.into_cells(), events);
        }

        let before = std::mem::replace(&mut self.board, board);
        let forgotten = self.history.push(Snapshot {
            cells: before.into_cells(),
            score: self.score,
            moves: self.moves,
            status: self.status,
            rng: std::mem::replace(&mut self.rng, rng),
            next_id: std::mem::replace(&mut self.next_id, next_id),
        });
        if let Some(forgotten) = forgotten {
            self.scratch.keep_cells(forgotten.cells);
        }
        self.score = score;
        self.moves += 1;
        self.status = self.settle(self.status);
        events.score_gained = slid.score;
        events
    }

    fn keep_playing(&mut self) -> Events {
        if self.status != Status::Won {
            return Events::only(Outcome::Ignored);
        }
        self.status = self.settle(Status::KeepPlaying);
        Events::only(Outcome::KeptPlaying)
    }

    fn undo(&mut self) -> Events {
        let Some(snapshot) = self.history.pop() else {
            return Events::only(Outcome::NothingToUndo);
        };
        self.board.set_cells(snapshot.cells);
        self.score = snapshot.score;
        self.moves = snapshot.moves;
        self.status = snapshot.status;
        self.rng = snapshot.rng;
        self.next_id = snapshot.next_id;
        Events::only(Outcome::Undone)
    }

    /// Events for a move that changed nothing, keeping the buffers it did not need.
    fn unchanged_with(
        &mut self,
        outcome: Outcome,
        cells: Vec<Option<Tile>>,
        events: Events,
    ) -> Events {
        self.scratch.keep_cells(cells);
        self.scratch.keep_events(events);
        Events::only(outcome)
    }

    /// Hands back the buffers of `events` (once they are rendered) for later steps to
    /// reuse, so that a long game allocates nothing per move. Optional.
    pub fn recycle(&mut self, events: Events) {
        self.scratch.keep_events(events);
    }

    /// The status the board calls for, coming from `current` (`Playing` or
    /// `KeepPlaying`). A win beats a loss when both hold.
    pub(crate) fn settle(&self, current: Status) -> Status {
        if current == Status::Playing && self.rules.win().holds(&self.board) {
            Status::Won
        } else if self.is_lost() {
            Status::Over
        } else {
            current
        }
    }

    /// Whether the game is lost on this board: the lose rule holds, or no direction
    /// would change the board.
    pub fn is_lost(&self) -> bool {
        (self.rules.lose().rule)(&self.board) || !can_move(&self.board, self.rules.merge())
    }
}

/// Runs the new-tile rule on `board`, numbering and recording the tiles it adds.
fn spawn(
    rules: &Rules,
    board: &mut Board,
    rng: &mut GameRng,
    next_id: &mut u32,
    events: &mut Events,
) -> Result<(), EngineError> {
    let first = events.spawned.len();
    (rules.new_tile().rule)(board, rng, &mut |at, value| {
        // Ids are given below, once the rule is done with the board.
        events.spawned.push(Spawned {
            id: TileId::FIRST,
            at,
            value,
        });
    });
    // A rule may only fill empty enabled cells; anything else is dropped.
    let mut kept = first;
    for i in first..events.spawned.len() {
        let Spawned { at, value, .. } = events.spawned[i];
        let id = take_id(next_id)?;
        if board.place(at, Tile { id, value }) {
            events.spawned[kept] = Spawned { id, at, value };
            kept += 1;
        }
    }
    events.spawned.truncate(kept);
    Ok(())
}

/// Hands out the id `next_id` and advances it.
fn take_id(next_id: &mut u32) -> Result<TileId, EngineError> {
    let id = TileId::new(*next_id).ok_or(EngineError::IdsExhausted)?;
    *next_id = next_id.checked_add(1).ok_or(EngineError::IdsExhausted)?;
    Ok(id)
}
