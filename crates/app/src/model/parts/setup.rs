//! The position editor: a board of the current rules that the player fills by hand
//! (a value picked from the rules' own, painted on cells by click, tap or keys), shown
//! instead of the live game until it is closed, analysed like any position on show,
//! and played from (a new game whose record starts there, asking first when a game is
//! in progress). The live game is never touched until the player plays from here and,
//! if a game is in progress, confirms.
//!
//! While the editor is open the arrow keys move its cursor, not the game's tiles; the
//! AI's hints and autoplay wait.

use game2048_engine::{Direction, Events, Game, Outcome, Record, SetupError};

use crate::model::{Effects, Model, Msg, Pending};
use crate::variant::{Variant, VariantKind};

/// What the player does in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Open the editor on the position on show (a replay's, else the live game's).
    Open {
        seed: u64,
    },
    Close,
    /// What a click or tap on a cell puts there: a value, or `None` to empty it.
    Brush(Option<i64>),
    /// A click or tap on the cell at this index (row by row).
    Paint(usize),
    /// The cursor's cell one value up (`true`) or down (keys + and -).
    Step(bool),
    /// Empty the cursor's cell (Delete, Backspace).
    Erase,
    /// Empty every cell.
    Clear,
    /// The live game's board and rules again.
    FromGame,
}

/// Why the editor's position cannot be played, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// No move changes the board (an empty board, or a full one with no merge).
    NothingToPlay,
    /// The rules refused the board (the engine's reason).
    Refused(SetupError),
}

/// The editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Whose rules the board follows.
    pub variant: Variant,
    /// The values a cell may hold, smallest first (`Rules::values`).
    pub values: Vec<i64>,
    /// Every cell, row by row: its value, or `None` (empty, or a hole).
    pub cells: Vec<Option<i64>>,
    /// The cell the keys act on.
    pub cursor: usize,
    /// What a click puts on a cell.
    pub brush: Option<i64>,
    /// The board as a game (what the analysis asks about, and what is played).
    game: Game,
    seed: u64,
    pub problem: Option<Problem>,
}

impl Setup {
    /// An editor of `game`'s board and rules; its game's new tiles will come from
    /// `seed`.
    fn of(game: &Game, seed: u64) -> Setup {
        let rules = game.rules().clone();
        let values = rules.values();
        let board = game.board();
        let cells: Vec<Option<i64>> = board.cells().iter().map(|c| c.map(|t| t.value)).collect();
        let cursor = (0..cells.len())
            .find(|&i| board.shape().is_enabled(board.shape().pos(i)))
            .unwrap_or(0);
        let mut setup = Setup {
            variant: Variant::of_rules(rules),
            brush: values.first().copied(),
            values,
            cells,
            cursor,
            game: game.clone(),
            seed,
            problem: None,
        };
        setup.rebuild();
        setup
    }

    /// The board as a game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the cell at `index` is a cell of the board (not a hole).
    pub fn enabled(&self, index: usize) -> bool {
        let shape = self.variant.rules.shape();
        index < self.cells.len() && shape.is_enabled(shape.pos(index))
    }

    /// A key for the analysis: equal boards of equal rules share their figures.
    pub fn key(&self) -> (VariantKind, u64) {
        let bytes: Vec<u8> = self
            .cells
            .iter()
            .flat_map(|c| c.unwrap_or(0).to_le_bytes())
            .collect();
        (self.variant.kind, crate::variant::fnv1a(&bytes))
    }

    fn set(&mut self, index: usize, value: Option<i64>) -> bool {
        if !self.enabled(index) || self.cells[index] == value {
            return false;
        }
        self.cells[index] = value;
        self.rebuild();
        true
    }

    /// The game of the cells, after an edit. (The editor offers only the rules' own
    /// values, so a refusal is kept as the reason and the last board stays.)
    fn rebuild(&mut self) {
        self.problem = None;
        match self.variant.rules.set_up(&self.cells, self.seed) {
            Ok(game) => self.game = game,
            Err(why) => self.problem = Some(Problem::Refused(why)),
        }
    }

    /// The next enabled cell from the cursor towards `dir`, if there is one.
    fn step_cursor(&self, dir: Direction) -> Option<usize> {
        let shape = self.variant.rules.shape();
        shape.index(shape.step(shape.pos(self.cursor), dir)?)
    }
}

impl Model {
    /// The editor's messages; `Open` also while it is closed.
    /// (Reached through [`super::Updates`].)
    pub fn update_setup(&mut self, edit: Edit) -> Effects {
        if let Edit::Open { seed } = edit {
            self.stop_autoplay();
            self.setup = Some(Box::new(Setup::of(self.shown_game(), seed)));
            self.replay = None;
            self.games.open = false;
            return Effects::CHANGED;
        }
        let Some(setup) = self.setup.as_deref_mut() else {
            return Effects::default();
        };
        let changed = match edit {
            Edit::Open { .. } => false,
            Edit::Close => {
                self.setup = None;
                if matches!(self.pending, Some(Pending::PlayFromHere)) {
                    self.pending = None;
                }
                true
            }
            Edit::Brush(value) => {
                let known = value.is_none_or(|v| setup.values.contains(&v));
                let changed = known && setup.brush != value;
                if changed {
                    setup.brush = value;
                }
                changed
            }
            Edit::Paint(index) => {
                let moved = setup.enabled(index) && setup.cursor != index;
                if setup.enabled(index) {
                    setup.cursor = index;
                }
                let brush = setup.brush;
                setup.set(index, brush) || moved
            }
            Edit::Step(up) => {
                let at = setup.cursor;
                let now = setup.cells.get(at).copied().flatten();
                let place = now.and_then(|v| setup.values.iter().position(|&x| x == v));
                let next = match (place, up) {
                    (None, true) => setup.values.first().copied(),
                    (None, false) => None,
                    (Some(i), true) => setup.values.get(i + 1).or(setup.values.get(i)).copied(),
                    (Some(0), false) => None,
                    (Some(i), false) => setup.values.get(i - 1).copied(),
                };
                setup.set(at, next)
            }
            Edit::Erase => {
                let at = setup.cursor;
                setup.set(at, None)
            }
            Edit::Clear => {
                let changed = setup.cells.iter().any(Option::is_some);
                setup.cells.iter_mut().for_each(|c| *c = None);
                setup.rebuild();
                changed
            }
            Edit::FromGame => {
                let seed = setup.seed;
                let brush = setup.brush;
                *setup = Setup::of(&self.game, seed);
                if brush.is_none_or(|v| setup.values.contains(&v)) {
                    setup.brush = brush;
                }
                true
            }
        };
        Effects::changed_if(changed)
    }

    /// Messages while the editor is open: `None` when `msg` is not one of its own (or
    /// it is closed). Arrows move its cursor; the game's moves and the AI wait.
    /// (Reached through [`super::Updates`].)
    pub fn update_setup_open(&mut self, msg: &Msg) -> Option<Effects> {
        let setup = self.setup.as_deref_mut()?;
        Some(match msg {
            Msg::Move(dir) => match setup.step_cursor(*dir) {
                Some(index) => {
                    setup.cursor = index;
                    Effects::CHANGED
                }
                None => Effects::default(),
            },
            Msg::PlayFromHere if setup.game.is_lost() => {
                setup.problem = Some(Problem::NothingToPlay);
                Effects::CHANGED
            }
            Msg::PlayFromHere if setup.problem.is_some() => Effects::default(),
            Msg::PlayFromHere if self.in_progress() => {
                self.pending = Some(Pending::PlayFromHere);
                Effects::CHANGED
            }
            Msg::PlayFromHere => self.play_set_up(),
            Msg::Confirm if matches!(self.pending, Some(Pending::PlayFromHere)) => {
                self.pending = None;
                self.play_set_up()
            }
            Msg::Undo
            | Msg::Redo
            | Msg::Hint
            | Msg::Autoplay(_)
            | Msg::ToggleAutoplay
            | Msg::KeepPlaying => Effects::default(),
            // A replay shows where the editor was.
            Msg::WatchGame | Msg::Watch(_) => {
                self.setup = None;
                return None;
            }
            _ => return None,
        })
    }

    /// Makes the editor's position the live game: a new game whose record starts
    /// there. `None` if the editor is closed.
    pub(in crate::model) fn play_set_up(&mut self) -> Effects {
        let Some(setup) = self.setup.take() else {
            return Effects::default();
        };
        let Setup { variant, game, .. } = *setup;
        let record = Record::from_position(&game);
        let effects = self.replace(variant, record, |live| {
            *live = game;
            Events::only(Outcome::Started)
        });
        self.announce();
        effects
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Direction, Status};

    use super::{Edit, Problem};
    use crate::model::parts::analysis::Position;
    use crate::model::testing::{a_move, fresh, make_a_move};
    use crate::model::{Model, Msg, Pending};

    fn edit(model: &mut Model, edit: Edit) -> bool {
        model.update(Msg::Setup(edit)).changed
    }

    fn board(model: &Model) -> Vec<String> {
        model.setup.as_ref().expect("open").game().board().to_text()
    }

    #[test]
    fn the_editor_starts_from_the_game_and_paints_with_the_rules_values() {
        let mut model = fresh(5);
        make_a_move(&mut model);
        let live = (model.game.clone(), model.record.clone());
        assert!(edit(&mut model, Edit::Open { seed: 1 }));
        let setup = model.setup.as_ref().expect("open");
        assert_eq!(
            setup.game().board().to_text(),
            live.0.board().to_text(),
            "the game's board"
        );
        assert_eq!(setup.values.first(), Some(&2));
        assert_eq!(setup.brush, Some(2));
        assert!(edit(&mut model, Edit::Clear));
        assert!(!edit(&mut model, Edit::Clear), "nothing left to clear");
        edit(&mut model, Edit::Brush(Some(8)));
        edit(&mut model, Edit::Paint(1));
        edit(&mut model, Edit::Paint(2));
        assert!(!edit(&mut model, Edit::Brush(Some(3))), "classic has no 3");
        assert!(!edit(&mut model, Edit::Paint(2)), "already an 8");
        edit(&mut model, Edit::Brush(None));
        edit(&mut model, Edit::Paint(1));
        assert_eq!(board(&model)[0], ". . 8 .");
        // Keys: the arrows move the cursor, + and - step the value, Delete empties.
        model.update(Msg::Move(Direction::Down));
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.setup.as_ref().map(|s| s.cursor), Some(4));
        for _ in 0..3 {
            edit(&mut model, Edit::Step(true));
        }
        assert_eq!(board(&model)[1], "8 . . .");
        edit(&mut model, Edit::Step(false));
        assert_eq!(board(&model)[1], "4 . . .");
        edit(&mut model, Edit::Erase);
        assert_eq!(board(&model)[1], ". . . .");
        assert!(model.update(Msg::Move(Direction::Up)).changed);
        assert!(
            !model.update(Msg::Move(Direction::Up)).changed,
            "the top row stops it"
        );
        assert_eq!(model.setup.as_ref().map(|s| s.cursor), Some(0));
        // The live game was not touched; the game's own keys wait.
        assert!(!model.update(Msg::Undo).changed);
        assert_eq!((model.game.clone(), model.record.clone()), live);
        assert!(edit(&mut model, Edit::FromGame));
        assert_eq!(model.setup.as_ref().map(|s| s.brush), Some(None), "kept");
        assert_eq!(board(&model), live.0.board().to_text());
        assert!(edit(&mut model, Edit::Close));
        assert!(model.setup.is_none());
        assert!(
            model.update(Msg::Move(a_move(&model))).changed,
            "moves play again"
        );
    }

    #[test]
    fn play_from_a_set_up_position_asks_first_and_starts_a_game_there() {
        let mut model = fresh(7);
        make_a_move(&mut model);
        edit(&mut model, Edit::Open { seed: 3 });
        edit(&mut model, Edit::Clear);
        // An empty board: nothing to play, and nothing touched.
        assert!(model.update(Msg::PlayFromHere).changed);
        assert_eq!(
            model.setup.as_ref().and_then(|s| s.problem.clone()),
            Some(Problem::NothingToPlay)
        );
        assert_eq!(model.game.moves(), 1);
        edit(&mut model, Edit::Brush(Some(1024)));
        edit(&mut model, Edit::Paint(0));
        edit(&mut model, Edit::Paint(1));
        assert_eq!(model.setup.as_ref().and_then(|s| s.problem.clone()), None);
        model.update(Msg::PlayFromHere);
        assert!(matches!(model.pending, Some(Pending::PlayFromHere)));
        model.update(Msg::Cancel);
        assert!(model.setup.is_some(), "Cancel keeps the editor");
        assert_eq!(model.game.moves(), 1);
        model.update(Msg::PlayFromHere);
        let effects = model.update(Msg::Confirm);
        assert!(effects.save_game && effects.finished.is_some());
        assert!(model.setup.is_none());
        assert_eq!(model.game.board().to_text()[0], "1024 1024 . .");
        assert_eq!((model.game.moves(), model.game.score()), (0, 0));
        assert_eq!(model.record.first_position().as_ref(), Ok(&model.game));
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.game.score(), 2048);
        assert_eq!(model.game.status(), Status::Won);
        assert_eq!(
            model.record.replay().as_ref(),
            Ok(&model.game),
            "it replays"
        );
    }

    #[test]
    fn the_analysis_follows_the_set_up_position() {
        let mut model = fresh(2);
        model.update(Msg::Analyse(true));
        edit(&mut model, Edit::Open { seed: 3 });
        let Position::Setup { board, .. } = model.position() else {
            panic!("the set-up position is on show");
        };
        edit(&mut model, Edit::Brush(Some(1024)));
        edit(&mut model, Edit::Paint(15));
        assert_ne!(
            model.position(),
            Position::Setup {
                variant: crate::variant::Variant::classic().kind,
                board
            }
        );
        edit(&mut model, Edit::Close);
        assert!(matches!(model.position(), Position::Live { .. }));
    }
}
