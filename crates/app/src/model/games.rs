//! The Games panel: open or closed, and the finished games and statistics it shows,
//! read from storage by the runtime when it opens and again whenever they change
//! (a game kept, an import). Export and import are messages too: the runtime reads
//! and writes, and the model says what happened.

use std::sync::Arc;

use super::{Effects, Model, Msg};
use crate::copy::Text;
use crate::history::History;

/// What the Games panel shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Games {
    pub open: bool,
    /// The finished games and statistics kept, as last read (`None` until the panel
    /// first opens). Shared: the view holds it too, and a move clones the model's
    /// view of it, never the games.
    pub history: Option<Arc<History>>,
}

impl Model {
    pub(super) fn update_games(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::ShowGames(open) if open == self.games.open => Effects::default(),
            Msg::ShowGames(open) => {
                self.games.open = open;
                Effects {
                    read_history: open,
                    ..Effects::CHANGED
                }
            }
            Msg::HistoryRead(history) => {
                let changed = self.games.history.as_deref() != Some(&history);
                self.games.history = Some(Arc::new(history));
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
                self.notice = Some(Text::ImportFailed { why });
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
    use super::super::testing::{fresh, make_a_move};
    use super::super::{Effects, Msg};
    use crate::copy::Text;
    use crate::history::{Finished, History};

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
        assert_eq!(model.update(Msg::HistoryRead(one_game())), Effects::CHANGED);
        assert_eq!(model.games.history.as_deref(), Some(&one_game()));
        assert_eq!(
            model.update(Msg::HistoryRead(one_game())),
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
        let imported = Text::Imported { games: 3, bests: 1 };
        let done = model.update(Msg::Imported(Ok(imported.clone())));
        assert!(done.load_best && done.read_history && done.changed);
        assert_eq!(model.notice, Some(imported));
        let refused = Text::ImportFailed {
            why: "it is not a game2048 file".into(),
        };
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
}
