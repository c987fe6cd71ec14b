//! Power-ups and limits in play (what a game object may add to custom-game.md):
//! choosing a power-up and then its tiles, by pointer or keys; the clock of a timed
//! game; why a power-up was refused. The engine applies and records every use
//! (`game2048_engine::extensions`); this is the player's side of it.
//!
//! The state ([`Extras`]) is the model's, so in the main module; the state machine is
//! the `Extras` part's, asked for as a game that has power-ups or limits begins (only
//! game objects have them): the first load carries none of it. The model calls it
//! through `parts::Updates` for such games only, once the part is here.

use game2048_engine::{Direction, Input, Outcome, Pos, Power, PowerError, Status};

use super::super::ai::Mover;
use super::super::{Effects, Model, Msg};
use crate::clock::Clock;

/// What the player is doing with the game's power-ups and limits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// The power-up chosen, waiting for its tiles.
    pub armed: Option<Armed>,
    /// The cell the keys point at while a power-up waits for its tiles.
    pub cursor: Pos,
    /// A timed game's clock.
    pub clock: Clock,
    /// Why the last power-up asked for was refused, until the game changes.
    pub refused: Option<PowerError>,
    /// The model's turn when this last looked: a later one means the game changed.
    seen_turn: u64,
}

/// A power-up waiting for its tiles: a swap's first, once chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Armed {
    pub power: Power,
    pub first: Option<Pos>,
}

/// The messages of power-ups and the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// A power-up's button or key: choose it (again: put it down). Undo is the game's
    /// undo, at a charge.
    Arm(Power),
    /// Put the chosen power-up down (Escape).
    Disarm,
    /// A cell chosen for the power-up: clicked, tapped, or Enter on it.
    Cell(Pos),
    /// Swap two cells' tiles at once (the JS API, the iframe).
    Swap(Pos, Pos),
    /// Remove every tile of a value at once (the JS API, the iframe).
    Remove(i64),
    /// The clock's tick, at this time (milliseconds, `Date.now()`).
    Tick(u64),
    /// This part has come (what waited for it, as a game that has power-ups or limits
    /// began): nothing more than what follows every update.
    Loaded,
}

impl Model {
    /// An [`Extra`] message (the `Extras` part's state machine).
    pub fn update_extras(&mut self, extra: Extra) -> Effects {
        match extra {
            Extra::Arm(Power::Undo) => self.update_session(Msg::Undo),
            Extra::Arm(power) => self.arm(power),
            Extra::Disarm => Effects::changed_if(self.extras.armed.take().is_some()),
            Extra::Cell(at) => self.choose(at),
            Extra::Swap(a, b) => self.use_power(Input::Swap(a, b)),
            Extra::Remove(value) => self.use_power(Input::Remove(value)),
            Extra::Tick(now) => self.tick(now),
            Extra::Loaded => Effects::CHANGED,
        }
    }

    /// What a game with power-ups or limits makes of `msg` before anything else does:
    /// the arrows move the cursor while a power-up waits for its tiles.
    pub fn update_extras_open(&mut self, msg: &Msg) -> Option<Effects> {
        let (Msg::Move(dir), Some(_)) = (msg, self.extras.armed) else {
            return None;
        };
        // (At the edge nothing moves: not the tiles either.)
        let Some(cursor) = self.step_cursor(*dir) else {
            return Some(Effects::default());
        };
        self.extras.cursor = cursor;
        Some(Effects::CHANGED)
    }

    /// After every update of a game with power-ups or limits: the clock follows the
    /// game (it starts with the first move, stops while the game cannot be played or
    /// the page is hidden; a game kept from an earlier visit goes on from its last
    /// move's time), and a power-up waits only while it can still be used. Whether
    /// any of that changed what shows.
    pub fn update_extras_after(&mut self) -> bool {
        let before = self.extras.clone();
        let game = &self.game;
        let clock = &mut self.extras.clock;
        if !clock.started() && !self.record.inputs().is_empty() {
            clock.resume_at(self.record.times().last().map_or(0, |&t| u64::from(t)));
        }
        if self.turn != self.extras.seen_turn {
            // The game changed: a refusal said before is stale.
            self.extras.seen_turn = self.turn;
            self.extras.refused = None;
            if game.moves() > 0 {
                clock.moved();
            }
        }
        // (Not while a replay or the position editor is on show: the game waits.)
        let shown = self.replay.is_none() && self.setup.is_none();
        clock.playable(shown && matches!(game.status(), Status::Playing | Status::KeepPlaying));
        clock.visible(!self.ai.hidden);
        let usable = |armed: &Armed| shown && game.charges().get(armed.power) > 0;
        if self
            .extras
            .armed
            .is_some_and(|armed| !usable(&armed) || !playable(game))
        {
            self.extras.armed = None;
        }
        self.extras != before
    }

    fn arm(&mut self, power: Power) -> Effects {
        if self.extras.armed.is_some_and(|a| a.power == power) {
            self.extras.armed = None;
            return Effects::CHANGED;
        }
        let refusal = match self.game.rules().power_ups() {
            None => Some(PowerError::NoPowerUps),
            Some(_) if self.game.charges().get(power) == 0 => Some(PowerError::NoCharge(power)),
            Some(_) => None,
        };
        if let Some(why) = refusal {
            self.extras.refused = Some(why);
            return Effects::CHANGED;
        }
        if !playable(&self.game) {
            return Effects::default();
        }
        self.extras.refused = None;
        self.extras.armed = Some(Armed { power, first: None });
        // The keys start on a tile.
        if let Some((at, _)) = self.game.board().tiles().next() {
            self.extras.cursor = at;
        }
        Effects::CHANGED
    }

    /// A cell chosen for the power-up that waits: a swap's first tile (again: put it
    /// down) or second; the value to remove.
    fn choose(&mut self, at: Pos) -> Effects {
        let Some(armed) = self.extras.armed else {
            return Effects::default();
        };
        self.extras.cursor = at;
        let Some(tile) = self.game.board().get(at) else {
            self.extras.refused = Some(PowerError::EmptyCell);
            return Effects::CHANGED;
        };
        match (armed.power, armed.first) {
            (Power::Swap, None) => {
                self.extras.armed = Some(Armed {
                    first: Some(at),
                    ..armed
                });
                self.extras.refused = None;
                Effects::CHANGED
            }
            (Power::Swap, Some(first)) if first == at => {
                self.extras.armed = Some(Armed {
                    first: None,
                    ..armed
                });
                Effects::CHANGED
            }
            (Power::Swap, Some(first)) => self.use_power(Input::Swap(first, at)),
            _ => self.use_power(Input::Remove(tile.value)),
        }
    }

    /// Plays a power-up: used, it puts the chosen one down; refused, it says why and
    /// changes nothing else.
    fn use_power(&mut self, input: Input) -> Effects {
        self.extras.refused = None;
        let effects = self.play(input, Mover::Player);
        match self.events.outcome {
            Outcome::Swapped | Outcome::Removed if effects.save_game => {
                self.extras.armed = None;
                self.extras.refused = None;
            }
            _ => {}
        }
        Effects {
            changed: true,
            ..effects
        }
    }

    /// The clock's tick: the time is up once the limit is played.
    fn tick(&mut self, now: u64) -> Effects {
        let Some(limit) = self.game.rules().limits().time_ms else {
            return Effects::default();
        };
        let before = crate::clock::shown(self.extras.clock.left(limit));
        let played = self.extras.clock.tick(now);
        if played >= limit && !self.game.expired() {
            return self.play(Input::TimeUp, Mover::Player);
        }
        Effects::changed_if(crate::clock::shown(self.extras.clock.left(limit)) != before)
    }

    /// The cell one step in `dir` from the cursor, past holes; `None` at the edge.
    fn step_cursor(&self, dir: Direction) -> Option<Pos> {
        self.game.rules().shape().step(self.extras.cursor, dir)
    }
}

fn playable(game: &game2048_engine::Game) -> bool {
    matches!(game.status(), Status::Playing | Status::KeepPlaying)
        || (game.status() == Status::Over && !game.expired() && game.moves_left() != Some(0))
}

#[cfg(test)]
mod tests {
    use game2048_engine::{Charges, Direction, Pos, Power, PowerError, Record, Status};

    use super::super::super::{Effects, Model, Msg};
    use super::{Armed, Extra};
    use crate::variant::Variant;

    /// A game of `extra` (game object keys) on a 4x4 board holding `tiles` (row,
    /// column, value), with new tiles as usual.
    fn game_of(extra: &str, tiles: &[(u8, u8, i64)]) -> Model {
        let tiles: Vec<String> = tiles
            .iter()
            .map(|(r, c, v)| format!(r#"{{"row":{r},"column":{c},"value":{v}}}"#))
            .collect();
        let json = format!(r#"{{{extra},"initialTiles":[{}]}}"#, tiles.join(","));
        let variant = Variant::custom(&json).expect("valid");
        Model::init(None, None, variant, 5).0
    }

    fn extra(model: &mut Model, extra: Extra) -> Effects {
        model.update(Msg::Extra(extra))
    }

    const POWERS: &str = r#""powerUps":{"swap":1,"remove":1,"undo":1}"#;

    #[test]
    fn a_swap_is_chosen_then_its_two_tiles() {
        let mut model = game_of(POWERS, &[(0, 0, 2), (0, 1, 4), (3, 3, 8)]);
        assert!(extra(&mut model, Extra::Arm(Power::Swap)).changed);
        assert_eq!(
            model.extras.armed,
            Some(Armed {
                power: Power::Swap,
                first: None
            })
        );
        assert_eq!(
            model.extras.cursor,
            Pos::new(0, 0),
            "the keys start on a tile"
        );
        // An empty cell says why; the first tile again puts it down.
        extra(&mut model, Extra::Cell(Pos::new(2, 2)));
        assert_eq!(model.extras.refused, Some(PowerError::EmptyCell));
        extra(&mut model, Extra::Cell(Pos::new(0, 0)));
        extra(&mut model, Extra::Cell(Pos::new(0, 0)));
        assert_eq!(model.extras.armed.and_then(|a| a.first), None);
        extra(&mut model, Extra::Cell(Pos::new(0, 0)));
        let effects = extra(&mut model, Extra::Cell(Pos::new(3, 3)));
        assert!(effects.save_game && effects.changed);
        assert_eq!(model.extras.armed, None);
        assert_eq!(model.extras.refused, None);
        let value = |model: &Model, r, c| model.game.board().get(Pos::new(r, c)).map(|t| t.value);
        assert_eq!(
            (value(&model, 0, 0), value(&model, 3, 3)),
            (Some(8), Some(2))
        );
        assert_eq!(model.game.charges().swap, 0);
        // None left: choosing it says so.
        extra(&mut model, Extra::Arm(Power::Swap));
        assert_eq!(model.extras.armed, None);
        assert_eq!(
            model.extras.refused,
            Some(PowerError::NoCharge(Power::Swap))
        );
        // The record keeps it, and replays to the game.
        assert_eq!(model.record.replay().expect("replays"), model.game);
        let text = model.record.encode(&model.game);
        assert_eq!(
            Record::decode(&text).map(|(_, g)| g),
            Ok(model.game.clone())
        );
        // Once the game changes (an undo, a charge), that refusal is said no more.
        extra(&mut model, Extra::Arm(Power::Undo));
        assert_eq!(model.extras.refused, None);
    }

    #[test]
    fn keys_move_the_cursor_while_a_power_up_waits_and_remove_takes_a_value() {
        let mut model = game_of(POWERS, &[(0, 0, 2), (1, 1, 2), (3, 3, 8)]);
        let before = model.game.clone();
        extra(&mut model, Extra::Arm(Power::Remove));
        assert!(model.update(Msg::Move(Direction::Right)).changed);
        assert_eq!(model.extras.cursor, Pos::new(0, 1));
        assert_eq!(model.game, before, "the arrows did not move the tiles");
        model.update(Msg::Move(Direction::Down));
        model.update(Msg::Move(Direction::Left));
        assert_eq!(model.extras.cursor, Pos::new(1, 0));
        assert_eq!(
            model.update(Msg::Move(Direction::Left)),
            Effects::default(),
            "the edge"
        );
        extra(&mut model, Extra::Cell(Pos::new(1, 1)));
        assert_eq!(model.game.board().tiles().count(), 1);
        assert_eq!(
            model.game.charges(),
            Charges {
                swap: 1,
                remove: 0,
                undo: 1
            }
        );
        // The arrows move tiles again; Undo (a charge) takes the removal back.
        extra(&mut model, Extra::Arm(Power::Undo));
        assert_eq!(model.game.board().tiles().count(), 3);
        assert_eq!(
            model.game.charges(),
            Charges {
                swap: 1,
                remove: 1,
                undo: 0
            }
        );
        // Escape puts a chosen power-up down.
        extra(&mut model, Extra::Arm(Power::Swap));
        assert!(extra(&mut model, Extra::Disarm).changed);
        assert_eq!(model.extras.armed, None);
    }

    #[test]
    fn power_ups_are_refused_with_a_reason_from_the_api() {
        let mut model = game_of(POWERS, &[(0, 0, 2), (3, 3, 8)]);
        let before = model.game.clone();
        extra(&mut model, Extra::Remove(64));
        assert_eq!(model.extras.refused, Some(PowerError::NoSuchValue));
        extra(&mut model, Extra::Swap(Pos::new(0, 0), Pos::new(0, 0)));
        assert_eq!(model.extras.refused, Some(PowerError::SameCell));
        assert_eq!(model.game, before);
        // A game without power-ups or limits does not hear of them.
        let mut classic = Model::init(None, None, Variant::classic(), 1).0;
        assert_eq!(
            extra(&mut classic, Extra::Arm(Power::Swap)),
            Effects::default()
        );
    }

    #[test]
    fn a_timed_game_runs_from_its_first_move_and_ends_when_the_time_is_up() {
        let mut model = game_of(r#""limits":{"seconds":2}"#, &[(0, 0, 2), (3, 3, 4)]);
        assert_eq!(extra(&mut model, Extra::Tick(1_000)), Effects::default());
        assert!(!model.extras.clock.running());
        let dir = super::super::super::testing::a_move(&model);
        model.update(Msg::Move(dir));
        assert!(model.extras.clock.running());
        assert_eq!(model.record.times(), &[0]);
        extra(&mut model, Extra::Tick(10_000));
        extra(&mut model, Extra::Tick(10_900));
        assert_eq!(model.extras.clock.played(), 900);
        // Hidden, the clock waits and says so.
        model.update(Msg::Visible(false));
        assert!(!model.extras.clock.running());
        assert!(model.extras.clock.paused_while_hidden);
        extra(&mut model, Extra::Tick(50_000));
        model.update(Msg::Visible(true));
        extra(&mut model, Extra::Tick(60_000));
        let effects = extra(&mut model, Extra::Tick(61_200));
        assert_eq!(model.game.status(), Status::Over);
        assert!(model.game.expired());
        assert!(effects.finished.is_some(), "kept among the finished");
        assert_eq!(model.record.times(), &[0, 2_000]);
        let text = model.record.encode(&model.game);
        let (read, game) = Record::decode(&text).expect("reads back");
        assert_eq!((read.times(), game.expired()), (&[0, 2_000][..], true));
        assert!(!model.extras.clock.running());
    }

    #[test]
    fn a_move_budget_counts_down_and_ends_the_game() {
        let mut model = game_of(r#""limits":{"moves":1}"#, &[(0, 0, 2), (3, 3, 4)]);
        assert_eq!(model.game.moves_left(), Some(1));
        let dir = super::super::super::testing::a_move(&model);
        let effects = model.update(Msg::Move(dir));
        assert_eq!(model.game.status(), Status::Over);
        assert!(effects.finished.is_some());
        assert_eq!(
            effects.events[1],
            Some(super::super::super::GameEvent::Over)
        );
    }

    #[test]
    fn its_part_is_asked_for_as_the_game_begins_and_a_press_waits_for_it() {
        use super::super::{Part, Parts};
        let mut model = game_of(POWERS, &[(0, 0, 2), (3, 3, 8)]);
        model.parts = Parts::to_load(&[Part::Extras]);
        let effects = model.update(Msg::Extra(Extra::Loaded));
        assert_eq!(effects.load_part, Some(Part::Extras));
        // Choosing a power-up meanwhile waits, asking nothing more.
        let effects = extra(&mut model, Extra::Arm(Power::Swap));
        assert_eq!((effects.load_part, model.extras.armed), (None, None));
        model.update(Msg::PartLoaded(Part::Extras));
        assert_eq!(model.extras.armed.map(|a| a.power), Some(Power::Swap));
        // A classic game asks for none.
        let mut classic = Model::init(None, None, Variant::classic(), 1).0;
        classic.parts = Parts::to_load(&[Part::Extras]);
        let dir = super::super::super::testing::a_move(&classic);
        assert_eq!(classic.update(Msg::Move(dir)).load_part, None);
        let x = classic.update(Msg::Extra(Extra::Arm(Power::Swap)));
        assert_eq!(x, Effects::default(), "a key press fetches nothing");
    }
}
