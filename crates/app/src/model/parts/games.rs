//! The Games panel: open or closed, and the finished games and statistics it shows,
//! read from storage by the runtime when it opens and again whenever they change
//! (a game kept, an import). Export and import are messages too: the runtime reads
//! and writes, and the model says what happened.

use std::sync::Arc;

use game2048_engine::Status;

use crate::copy::{Line, Text};
use crate::daily::{self, Attempt, Day};
use crate::history::History;
use crate::model::{Effects, Model, Msg};

/// What the Games panel shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Games {
    pub open: bool,
    /// The finished games and statistics kept, as last read (`None` until the panel
    /// first opens). Shared: the view holds it too, and a move clones the model's
    /// view of it, never the games.
    pub history: Option<Arc<History>>,
    /// The UTC day it was when the history was read: which day's game is today's.
    pub today: Option<Day>,
}

/// The game of the day as the Games panel tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyState {
    pub today: Day,
    /// The game on the board is `day`'s, and what this attempt is.
    pub playing: Option<(Day, Attempt)>,
    /// The seed of today's game, unless it is the one in play: [`DailyState::start`].
    /// (A seed, not a message: a view holds this state, and a message to compare and
    /// clone brought `Msg`'s code into the Games panel's chunk.)
    pub seed: Option<u64>,
}

impl DailyState {
    /// What starts today's game (asking first when a game is in progress), unless it
    /// is the one in play.
    pub fn start(&self) -> Option<Msg> {
        self.seed.map(DailyState::start_with)
    }

    /// What starts the game of the day whose seed is `seed`.
    pub fn start_with(seed: u64) -> Msg {
        Msg::NewGame {
            variant: None,
            seed,
            confirmed: false,
        }
    }
}

impl Model {
    /// Which day's game the game in progress is, if it is a game of the day.
    pub fn daily(&self) -> Option<Day> {
        match self.record.start() {
            game2048_engine::Start::Seed(seed) => daily::day_of(*seed, &self.variant.key()),
            game2048_engine::Start::Position(_) => None,
        }
    }

    /// The game of the day, once the panel knows which day it is.
    pub fn daily_state(&self) -> Option<DailyState> {
        let today = self.games.today?;
        let over = self.game.status() == Status::Over;
        let done = self
            .games
            .history
            .as_ref()
            .is_some_and(|h| h.stats(&self.variant.key()).daily.of(today).is_some());
        let day = self.daily();
        Some(DailyState {
            today,
            playing: day.map(|day| {
                let attempt = match () {
                    _ if over => Attempt::Ended,
                    _ if day == today && !done => Attempt::Counts,
                    _ => Attempt::Practice,
                };
                (day, attempt)
            }),
            seed: (day != Some(today) || over).then(|| daily::seed(today, &self.variant.key())),
        })
    }

    pub fn update_games(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::ShowGames(open) if open == self.games.open => Effects::default(),
            Msg::ShowGames(open) => {
                self.games.open = open;
                Effects {
                    read_history: open,
                    ..Effects::CHANGED
                }
            }
            Msg::HistoryRead { history, today } => {
                let changed = self.games.history.as_deref() != Some(&history)
                    || self.games.today != Some(today);
                self.games.history = Some(Arc::new(history));
                self.games.today = Some(today);
                Effects::changed_if(changed && self.games.open)
            }
            Msg::HistoryChanged => Effects {
                read_history: self.games.open,
                ..Effects::default()
            },
            Msg::Export => Effects {
                export: true,
                ..Effects::default()
            },
            Msg::Import(Ok(text)) => Effects {
                import: Some(text),
                ..Effects::default()
            },
            Msg::Import(Err(why)) => {
                self.notice = Some(Text::from(Line::ImportFailed { why }));
                Effects::CHANGED
            }
            Msg::Imported(said) => {
                let worked = said.is_ok();
                self.notice = Some(said.unwrap_or_else(|why| why));
                Effects {
                    // Its best scores and games may be higher or more.
                    load_best: worked,
                    read_history: worked && self.games.open,
                    ..Effects::CHANGED
                }
            }
            _ => Effects::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::copy::{Line, Text};
    use crate::daily::Attempt;
    use crate::daily::Day;
    use crate::history::{Finished, History};
    use crate::model::Model;
    use crate::model::testing::{fresh, make_a_move};
    use crate::model::{Effects, Msg};

    fn one_game() -> History {
        let mut history = History::default();
        history.add(Finished {
            variant: "classic".into(),
            score: 16,
            top: 8,
            moves: 5,
            won: false,
            duration_ms: 1_000,
            finished_at: 2_000,
            record: String::new(),
        });
        history
    }

    #[test]
    fn the_panel_reads_the_history_when_it_opens_and_when_it_changes() {
        let mut model = fresh(5);
        make_a_move(&mut model);
        assert!(!model.games.open);
        let opened = model.update(Msg::ShowGames(true));
        assert!(opened.changed && opened.read_history);
        assert_eq!(model.update(Msg::ShowGames(true)), Effects::default());
        assert_eq!(
            model.update(Msg::HistoryRead {
                history: one_game(),
                today: Day(20_781)
            }),
            Effects::CHANGED
        );
        assert_eq!(model.games.history.as_deref(), Some(&one_game()));
        assert_eq!(
            model.update(Msg::HistoryRead {
                history: one_game(),
                today: Day(20_781)
            }),
            Effects::default(),
            "the same history repaints nothing"
        );
        assert!(model.update(Msg::HistoryChanged).read_history);
        assert_eq!(model.update(Msg::ShowGames(false)), Effects::CHANGED);
        assert!(!model.update(Msg::HistoryChanged).read_history);
    }

    #[test]
    fn a_replay_takes_the_panels_place() {
        let mut model = fresh(5);
        make_a_move(&mut model);
        model.update(Msg::ShowGames(true));
        model.update(Msg::WatchGame);
        assert!(!model.games.open, "the replay takes the panel's place");
        model.update(Msg::CloseReplay);
        assert!(model.update(Msg::ShowGames(true)).read_history);
    }

    #[test]
    fn export_and_import_are_the_runtimes_and_their_outcome_is_said() {
        let mut model = fresh(6);
        model.update(Msg::ShowGames(true));
        assert!(model.update(Msg::Export).export);
        let asked = model.update(Msg::Import(Ok("{}".into())));
        assert_eq!(asked.import.as_deref(), Some("{}"));
        assert_eq!(model.notice, None);
        let imported = Text::from(Line::Imported {
            games: 3,
            bests: 1,
            variants: 0,
        });
        let done = model.update(Msg::Imported(Ok(imported.clone())));
        assert!(done.load_best && done.read_history && done.changed);
        assert_eq!(model.notice, Some(imported));
        let refused = Text::from(Line::ImportFailed {
            why: "it is not a game2048 file".into(),
        });
        let effects = model.update(Msg::Imported(Err(refused.clone())));
        assert!(!effects.load_best && !effects.read_history);
        assert_eq!(model.notice, Some(refused));
        let unreadable = model.update(Msg::Import(Err("it is empty".into())));
        assert!(unreadable.import.is_none());
        assert_eq!(
            model.notice.as_ref().map(Text::to_string).as_deref(),
            Some("That file could not be imported: it is empty.")
        );
    }

    #[test]
    fn todays_game_is_offered_then_played_and_counts_until_its_day_is_done() {
        let today = Day::parse("2026-11-24").expect("a date");
        let mut model = fresh(5);
        assert_eq!(
            model.daily_state(),
            None,
            "no day known before the panel opens"
        );
        model.update(Msg::ShowGames(true));
        let read = |today| Msg::HistoryRead {
            history: History::default(),
            today,
        };
        model.update(read(today));
        let state = model.daily_state().expect("known");
        assert_eq!((state.today, state.playing), (today, None));
        model.update(state.start().expect("today's game is offered"));
        assert_eq!(model.daily(), Some(today));
        let state = model.daily_state().expect("known");
        assert_eq!(
            (state.playing, state.start()),
            (Some((today, Attempt::Counts)), None)
        );
        // Everyone gets the same game today: the same start as another page's.
        let mut other = fresh(77);
        other.update(Msg::ShowGames(true));
        other.update(read(today));
        if let Some(start) = other.daily_state().and_then(|s| s.start()) {
            other.update(start);
        }
        assert_eq!(other.game.board(), model.game.board());
        // Once today's attempt is counted, another is practice.
        let mut history = History::default();
        history.add(Finished {
            variant: "classic".into(),
            score: 16,
            top: 8,
            moves: 0,
            won: false,
            duration_ms: 1_000,
            finished_at: 1_795_478_400_000 + 1_000,
            record: model.record.encode(&model.game),
        });
        model.update(Msg::HistoryRead { history, today });
        let playing = |m: &Model| m.daily_state().and_then(|s| s.playing);
        assert_eq!(playing(&model), Some((today, Attempt::Practice)));
        // Tomorrow it is yesterday's game, and practice; tomorrow's is offered.
        model.update(read(Day(today.0 + 1)));
        assert_eq!(playing(&model), Some((today, Attempt::Practice)));
        assert!(model.daily_state().and_then(|s| s.start()).is_some());
    }
}
