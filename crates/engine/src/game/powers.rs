//! The step of a game whose rules have power-ups or limits ([`step`]): swap two tiles,
//! remove every tile of a value, undo at a charge's cost, earn charges by merging, end
//! at the move budget or when the time is up. `Game::step` calls it for such games
//! once it is installed (with the readers of custom games, `crate::custom`; linked with
//! the `custom-games` feature), so the presets' game (the hosted page's first load)
//! carries none of it.
//!
//! Charges live in the game's progress, so an undo gives back what the undone input
//! spent or earned, except the undo charge it costs itself. A use that cannot apply is
//! refused with its reason ([`PowerError`]) and changes nothing. Nothing here reads a
//! clock: a time limit ends a game through `Input::TimeUp`, which the program's clock
//! sends.

use crate::board::{Board, Pos, Tile};
use crate::charges::{Power, PowerError};
use crate::events::{Events, Outcome, Spawned, TileMove};

use super::{Game, Input, Snapshot, Status};

/// Applies `input` to `game`, whose rules have power-ups or limits: `Game::step` for
/// such games, once it is installed (see the module's docs).
pub fn step(game: &mut Game, input: Input) -> Events {
    match input {
        Input::Move(dir) => {
            let mut events = game.play(dir);
            if matches!(events.outcome, Outcome::Moved(_)) {
                earn(game, &mut events);
            }
            events
        }
        Input::Undo => undo(game),
        Input::Swap(..) | Input::Remove(_) => power(game, input),
        Input::TimeUp => time_up(game),
        other => game.base_step(other),
    }
}

/// The charges the merges of a move earn, each entry of the rules' once a game.
fn earn(game: &mut Game, events: &mut Events) {
    let Some(powers) = game.rules.power_ups() else {
        return;
    };
    let progress = &mut game.progress;
    for merged in &events.merged {
        for i in powers.earned_by(merged.value, progress.earned) {
            progress.earned |= 1 << i;
            progress.charges.add(powers.earn[i].1);
            events.earned.add(powers.earn[i].1);
        }
    }
}

/// Takes back the last input. With power-ups, at the cost of an undo charge: the
/// charges go back to what they were before that input, but for the undo charges,
/// which keep this one spent (and lose what the input earned).
fn undo(game: &mut Game) -> Events {
    if game.expired {
        return Events::only(Outcome::Ignored);
    }
    let Some(powers) = game.rules.power_ups() else {
        return game.base_step(Input::Undo);
    };
    let Some(last) = game.history.iter().last() else {
        return Events::only(Outcome::NothingToUndo);
    };
    let earned = game.progress.earned & !last.progress.earned;
    let took_back: u16 = (0..powers.earn.len())
        .filter(|i| earned & (1 << i) != 0)
        .map(|i| powers.earn[i].1.undo)
        .sum();
    let mut left = game.progress.charges;
    if !left.spend(Power::Undo) {
        return Events::only(Outcome::PowerRefused(PowerError::NoCharge(Power::Undo)));
    }
    let events = game.base_step(Input::Undo);
    game.progress.charges.undo = left.undo.saturating_sub(took_back);
    events
}

/// Uses a power-up (a swap or a removal): no tile is added and no move counted; an
/// undo takes it back.
fn power(game: &mut Game, input: Input) -> Events {
    let ended = game.expired || game.moves_left() == Some(0);
    if game.progress.status == Status::Won || ended {
        return Events::only(Outcome::Ignored);
    }
    if game.rules.power_ups().is_none() {
        return Events::only(Outcome::PowerRefused(PowerError::NoPowerUps));
    }
    let (power, outcome) = match input {
        Input::Swap(..) => (Power::Swap, Outcome::Swapped),
        _ => (Power::Remove, Outcome::Removed),
    };
    let mut next = game.progress.clone();
    if !next.charges.spend(power) {
        return Events::only(Outcome::PowerRefused(PowerError::NoCharge(power)));
    }
    let mut events = Events::only(outcome);
    let mut board = game.board.clone();
    let applied = match input {
        Input::Swap(a, b) => swap(&mut board, a, b, &mut events),
        Input::Remove(value) => remove(&mut board, value, &mut events),
        _ => Ok(false),
    };
    match applied {
        Ok(true) => {}
        Ok(false) => return Events::only(Outcome::Unchanged),
        Err(e) => return Events::only(Outcome::PowerRefused(e)),
    }
    // Over (stuck) before: the board may have room again. A winning board there was
    // won and kept going.
    let from = match game.progress.status {
        Status::Over if game.rules.win().holds(&board) => Status::KeepPlaying,
        Status::Over => Status::Playing,
        status => status,
    };
    let before = Snapshot {
        cells: std::mem::replace(&mut game.board, board).into_cells(),
        progress: std::mem::replace(&mut game.progress, next),
    };
    game.history.push(before);
    game.progress.status = game.settle(from);
    events
}

/// The time limit ran out: over for good (no undo brings it back).
fn time_up(game: &mut Game) -> Events {
    if game.rules.limits().time_ms.is_none() || game.expired {
        return Events::only(Outcome::Ignored);
    }
    game.expired = true;
    game.progress.status = Status::Over;
    Events::only(Outcome::TimeUp)
}

/// Swaps the tiles at `a` and `b`, with the two slides that show it: both cells must
/// hold tiles, and be two cells. Equal values change nothing (`Ok(false)`).
fn swap(board: &mut Board, a: Pos, b: Pos, events: &mut Events) -> Result<bool, PowerError> {
    if a == b {
        return Err(PowerError::SameCell);
    }
    let shape = board.shape().clone();
    let tile = |at: Pos| match shape.is_enabled(at) {
        true => board.get(at).ok_or(PowerError::EmptyCell),
        false => Err(PowerError::NotACell),
    };
    let (ta, tb): (Tile, Tile) = (tile(a)?, tile(b)?);
    if ta.value == tb.value {
        return Ok(false);
    }
    let mut cells = board.cells().to_vec();
    for (t, from, to) in [(ta, a, b), (tb, b, a)] {
        if let Some(i) = shape.index(to) {
            cells[i] = Some(t);
        }
        events.moves.push(TileMove {
            id: t.id,
            value: t.value,
            from,
            to,
            absorbed_into: None,
        });
    }
    board.set_cells(cells);
    Ok(true)
}

/// Takes every tile of `value` off `board`, into `events.removed`: there must be one,
/// and a tile of another value must stay.
fn remove(board: &mut Board, value: i64, events: &mut Events) -> Result<bool, PowerError> {
    let shape = board.shape().clone();
    let mut cells = board.cells().to_vec();
    for (i, cell) in cells.iter_mut().enumerate() {
        if let Some(tile) = cell.take_if(|t| t.value == value) {
            events.removed.push(Spawned {
                id: tile.id,
                at: shape.pos(i),
                value,
            });
        }
    }
    if events.removed.is_empty() {
        return Err(PowerError::NoSuchValue);
    }
    if cells.iter().all(Option::is_none) {
        return Err(PowerError::WouldEmpty);
    }
    board.set_cells(cells);
    Ok(true)
}
