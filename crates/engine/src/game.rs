//! The game: its state, the inputs it takes, and [`Game::step`], the reducer that turns
//! an input and a state into the next state and the events that describe the change.
//!
//! `step` is `step(input, state) -> state` done in place: it takes the game by `&mut`,
//! so an owner behind a reference (the app's model, the AI's search) never copies a
//! game to advance it. Nothing here needs a clock, a screen or a random source from
//! outside: the generator is part of the state.

use crate::board::{Board, Direction, MAX_SIDE, Pos, Tile, TileId};
use crate::charges::{Charges, PowerError};
use crate::events::{EngineError, Events, Outcome, Spawned};
use crate::history::History;
use crate::names::named_enum;
use crate::rng::GameRng;
use crate::rules::Rules;
use crate::scratch::Scratch;
use crate::slide::{can_move, slide};

mod powers;

named_enum! {
    /// Where a game stands.
    pub enum Status as "status" {
        Playing = "playing",
        /// The win rule holds; moves wait for [`Input::KeepPlaying`] (or an undo or a new
        /// game).
        Won = "won",
        /// Won once and playing on: winning again does not stop the game.
        KeepPlaying = "keep-playing",
        /// No move can change the board, the lose rule holds, the move budget is spent or
        /// the time is up. Only undo (not after the time is up), a power-up (while moves
        /// are left) and a new game apply.
        Over = "over",
    }
}

/// Everything a player (or a test) can ask of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Move(Direction),
    NewGame {
        rules: Rules,
        seed: u64,
    },
    KeepPlaying,
    Undo,
    /// The swap power-up: the tiles of two cells change places.
    Swap(Pos, Pos),
    /// The remove power-up: every tile of this value leaves the board.
    Remove(i64),
    /// The time limit ran out (the program's clock says so).
    TimeUp,
}

/// Everything besides the board that a move changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Progress {
    pub score: i64,
    pub moves: u64,
    pub status: Status,
    pub rng: GameRng,
    /// The id the next new tile gets.
    pub next_id: u32,
    /// The power-ups left (none in a game without them).
    pub charges: Charges,
    /// Which of the rules' `earn` entries this game has earned, a bit each.
    pub earned: u16,
}

/// A game at one moment, without its rules or history: an undo level, or what a save
/// holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Snapshot {
    pub cells: Vec<Option<Tile>>,
    pub progress: Progress,
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) progress: Progress,
    pub(crate) history: History<Snapshot>,
    /// The time limit ran out: over for good, whatever undo could give back.
    pub(crate) expired: bool,
    scratch: Scratch,
}

/// How games with power-ups or limits are stepped: [`powers::step`], linked
/// with the `custom-games` feature, else installed with the readers (`crate::custom`).
type Stepper = fn(&mut Game, Input) -> Events;

installed_reader!(Stepper, powers::step);

pub(crate) use powers::step as extended_step;

impl Game {
    /// A new game: the rules' initial tiles, or two from the new-tile rule.
    pub fn start(rules: Rules, seed: u64) -> (Game, Events) {
        let mut board = Board::empty(rules.shape().clone());
        let mut progress = Progress {
            score: 0,
            moves: 0,
            status: Status::Playing,
            rng: GameRng::seeded(seed),
            next_id: 1,
            charges: rules.power_ups().map(|p| p.start).unwrap_or_default(),
            earned: 0,
        };
        let mut events = Events::only(Outcome::Started);
        if rules.initial_tiles().is_empty() {
            for _ in 0..2 {
                // A fresh game has ids to spare: this cannot fail.
                let _ = spawn(&rules, &mut board, &mut progress, &mut events);
            }
        } else {
            for &(at, value) in rules.initial_tiles() {
                if let Ok(id) = take_id(&mut progress.next_id) {
                    board.place(at, Tile { id, value });
                    events.spawned.push(Spawned { id, at, value });
                }
            }
        }
        (Game::on_board(rules, board, progress), events)
    }

    /// A game of `rules` on `board`, with no undo levels: its status is the one the
    /// board calls for. (A new game, or a position set up by hand: see `position`.)
    pub(crate) fn on_board(rules: Rules, board: Board, progress: Progress) -> Game {
        let mut game = Game {
            rules,
            board,
            progress,
            history: History::default(),
            expired: false,
            scratch: Scratch::default(),
        };
        game.progress.status = game.settle(Status::Playing);
        game
    }

    /// A game from a snapshot and its undo levels (oldest first), if every one of them
    /// is a state the rules allow: no tile on a hole, and the status the board calls
    /// for. (Tile ids are checked where the snapshot is read, see `save`.)
    pub(crate) fn resume(
        rules: Rules,
        now: Snapshot,
        levels: Vec<Snapshot>,
    ) -> Result<Game, String> {
        let board = |cells| Board::from_cells(rules.shape().clone(), cells);
        for (i, level) in levels.iter().enumerate() {
            check_status(&rules, &board(level.cells.clone())?, &level.progress)
                .map_err(|e| format!("history[{i}]: {e}"))?;
        }
        let history = History::from_levels(levels).ok_or("too many undo levels")?;
        let board = board(now.cells)?;
        check_status(&rules, &board, &now.progress)?;
        Ok(Game {
            rules,
            board,
            progress: now.progress,
            history,
            expired: false,
            scratch: Scratch::default(),
        })
    }

    /// Applies `input`: the game becomes the state after it, and the events say what
    /// changed. An input that changes nothing changes nothing: no tile, score, move or
    /// undo level.
    pub fn step(&mut self, input: Input) -> Events {
        if self.rules.extensions().is_some()
            && let Some(step) = reader()
        {
            return step(self, input);
        }
        self.base_step(input)
    }

    /// `step` for custom-game.md's rules alone: power-ups are ignored.
    pub(crate) fn base_step(&mut self, input: Input) -> Events {
        match input {
            Input::Move(dir) => self.play(dir),
            Input::NewGame { rules, seed } => {
                let (game, events) = Game::start(rules, seed);
                *self = game;
                events
            }
            Input::KeepPlaying => self.keep_playing(),
            Input::Undo => self.undo(),
            Input::Swap(..) | Input::Remove(_) => {
                Events::only(Outcome::PowerRefused(PowerError::NoPowerUps))
            }
            Input::TimeUp => Events::only(Outcome::Ignored),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn score(&self) -> i64 {
        self.progress.score
    }

    /// Effective moves made (undone moves do not count).
    pub fn moves(&self) -> u64 {
        self.progress.moves
    }

    pub fn status(&self) -> Status {
        self.progress.status
    }

    /// How many moves can be undone now.
    pub fn undo_levels(&self) -> usize {
        self.history.len()
    }

    /// The power-ups left (none in a game without them).
    pub fn charges(&self) -> Charges {
        self.progress.charges
    }

    /// The moves left of the rules' budget, if they have one.
    pub fn moves_left(&self) -> Option<u64> {
        let budget = self.rules.limits().moves?;
        Some(budget.saturating_sub(self.progress.moves))
    }

    /// Whether the time limit ran out.
    pub fn expired(&self) -> bool {
        self.expired
    }

    /// The game now, as an undo level or a save holds it.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            cells: self.board.cells().to_vec(),
            progress: self.progress.clone(),
        }
    }

    /// The undo levels, oldest first.
    pub(crate) fn levels(&self) -> impl Iterator<Item = &Snapshot> {
        self.history.iter()
    }

    pub(crate) fn play(&mut self, dir: Direction) -> Events {
        if matches!(self.progress.status, Status::Won | Status::Over) {
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
        let Some(score) = self.progress.score.checked_add(slid.score) else {
            return self.unchanged_with(Outcome::Refused(EngineError::Overflow), cells, events);
        };

        let mut board = self.board.with_cells(cells);
        let mut next = Progress {
            score,
            moves: self.progress.moves + 1,
            ..self.progress.clone()
        };

        if let Err(e) = spawn(&self.rules, &mut board, &mut next, &mut events) {
            return self.unchanged_with(Outcome::Refused(e), board.into_cells(), events);
        }

        let before = Snapshot {
            cells: std::mem::replace(&mut self.board, board).into_cells(),
            progress: std::mem::replace(&mut self.progress, next),
        };
        if let Some(forgotten) = self.history.push(before) {
            self.scratch.keep_cells(forgotten.cells);
        }
        self.progress.status = self.settle(self.progress.status);
        events.score_gained = slid.score;
        events
    }

    fn keep_playing(&mut self) -> Events {
        if self.progress.status != Status::Won {
            return Events::only(Outcome::Ignored);
        }
        self.progress.status = self.settle(Status::KeepPlaying);
        Events::only(Outcome::KeptPlaying)
    }

    fn undo(&mut self) -> Events {
        let Some(level) = self.history.pop() else {
            return Events::only(Outcome::NothingToUndo);
        };
        self.board.set_cells(level.cells);
        self.progress = level.progress;
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

    /// The status the board calls for, coming from `current`.
    pub(crate) fn settle(&self, current: Status) -> Status {
        settle(&self.rules, &self.board, self.progress.moves, current)
    }

    /// Whether the game is lost on this board: the lose rule holds, no direction would
    /// change the board, or the move budget is spent.
    pub fn is_lost(&self) -> bool {
        is_lost(&self.rules, &self.board, self.progress.moves)
    }
}

/// The status `board` after `moves` calls for, coming from `current` (`Playing` or
/// `KeepPlaying`). A win beats a loss when both hold.
fn settle(rules: &Rules, board: &Board, moves: u64, current: Status) -> Status {
    if current == Status::Playing && rules.win().holds(board) {
        Status::Won
    } else if is_lost(rules, board, moves) {
        Status::Over
    } else {
        current
    }
}

fn is_lost(rules: &Rules, board: &Board, moves: u64) -> bool {
    (rules.lose().rule)(board)
        || !can_move(board, rules.merge())
        || rules.limits().moves.is_some_and(|budget| moves >= budget)
}

/// Whether a game could stand at `progress`'s status on `board`.
fn check_status(rules: &Rules, board: &Board, progress: &Progress) -> Result<(), String> {
    let (status, moves) = (progress.status, progress.moves);
    let consistent = match status {
        Status::Playing | Status::KeepPlaying => settle(rules, board, moves, status) == status,
        Status::Won => rules.win().holds(board),
        Status::Over => is_lost(rules, board, moves),
    };
    if consistent {
        Ok(())
    } else {
        Err(format!(
            "status \"{}\" does not match the board",
            status.name()
        ))
    }
}

/// Runs the new-tile rule on `board`, numbering the tile it adds from
/// `progress.next_id` and recording it.
fn spawn(
    rules: &Rules,
    board: &mut Board,
    progress: &mut Progress,
    events: &mut Events,
) -> Result<(), EngineError> {
    let mut empty = [0u16; MAX_SIDE * MAX_SIDE];
    let count = board.empty_cell_indices(&mut empty);
    let Some((cell, value)) = rules
        .new_tile()
        .rule
        .draw(&mut progress.rng, &empty[..count])
    else {
        return Ok(());
    };
    let at = board.shape().pos(cell as usize);
    let id = take_id(&mut progress.next_id)?;
    board.place(at, Tile { id, value });
    events.spawned.push(Spawned { id, at, value });
    Ok(())
}

/// Hands out the id `next_id` and advances it.
fn take_id(next_id: &mut u32) -> Result<TileId, EngineError> {
    let id = TileId::new(*next_id).ok_or(EngineError::IdsExhausted)?;
    *next_id = next_id.checked_add(1).ok_or(EngineError::IdsExhausted)?;
    Ok(id)
}
