//! The analysis panel: the AI's verdict on every direction of the position on show
//! (the live game's, or a replay's), while the panel is open. The figures come from
//! the AI's worker (`Effects::analyse`) for one position at a time; they follow the
//! position as it changes. At most one question is out: an answer for a position no
//! longer on show is kept for when it comes back (a replay stepped back and forth) but
//! not shown, and the position now on show is asked about instead, so a quick run of
//! moves costs one analysis at a time, never a queue of them.
//!
//! While autoplay plays, the analysis waits: every move would ask again, and the
//! worker would think about positions already gone instead of autoplay's next move.
//!
//! What the figures mean is the AI crate's (`game2048_ai::analysis`); here they are
//! whole numbers, rounded as a player reads them, so the model stays comparable.

use game2048_engine::{Direction, Game};

use crate::copy::{Line, Text};
use crate::model::{Effects, Model, Msg};
use crate::variant::VariantKind;

/// How many moves ahead the figures look.
pub const HORIZON: u32 = 100;
/// The trials' new tiles come from this seed: the same position gets the same draws,
/// so asking again gives the same figures (give or take the trials time allowed).
pub const SEED: u64 = 2048;

/// A figure as a player reads it: a whole number, and how far the truth may be from it
/// (95% of the time); `None` while there are too few trials to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub value: i64,
    pub margin: Option<i64>,
}

impl Figure {
    /// `mean` and `margin` scaled by `scale` (100 for a percentage), rounded to whole
    /// numbers: the value to the nearest, the margin up (never surer than measured).
    pub fn of(mean: f64, margin: f64, scale: f64) -> Figure {
        let whole = |x: f64| -> Option<i64> { x.is_finite().then_some(x as i64) };
        Figure {
            value: whole((mean * scale).round()).unwrap_or(0),
            margin: whole((margin * scale).ceil()),
        }
    }

    fn low(self) -> i64 {
        self.value.saturating_sub(self.margin.unwrap_or(i64::MAX))
    }

    fn high(self) -> i64 {
        self.value.saturating_add(self.margin.unwrap_or(i64::MAX))
    }
}

/// One direction's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub direction: Direction,
    /// Whether the move changes the board; if not, the figures say nothing.
    pub moves: bool,
    /// Points from this move and the next ones, up to [`Figures::horizon`] moves.
    pub points: Figure,
    /// How often the game is over within the horizon, in percent.
    pub over: Figure,
}

/// The AI's figures for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    /// In the order of [`Direction::ALL`].
    pub verdicts: [Verdict; 4],
    /// The direction with the most points; `None` when no move changes the board.
    pub best: Option<Direction>,
    /// The fewest trials of a direction that moves.
    pub trials: u32,
    /// How many moves ahead each trial looked.
    pub horizon: u32,
}

impl Figures {
    /// Whether the best move is better beyond doubt: even its lowest likely figure is
    /// above every other move's highest.
    pub fn clear(&self) -> bool {
        let Some(best) = self.best else {
            return false;
        };
        let of = |d: Direction| self.verdicts.iter().find(|v| v.direction == d);
        let Some(low) = of(best).map(|v| v.points.low()) else {
            return false;
        };
        self.verdicts
            .iter()
            .filter(|v| v.moves && v.direction != best)
            .all(|v| v.points.high() < low)
    }
}

/// Which position is on show: the live game at a turn, a replay at a move, or the
/// editor's board (equal boards of equal rules are one position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    Live { turn: u64 },
    Replay { opened: u64, at: usize },
    Setup { variant: VariantKind, board: u64 },
}

/// A question for the AI's worker about the position on show when it is carried out,
/// as `Effects::analyse` carries it; its answer comes back as [`Msg::Analysed`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyseAsk {
    pub id: u64,
    pub budget_ms: u32,
    pub horizon: u32,
    pub seed: u64,
}

/// The analysis panel's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    pub open: bool,
    /// The last answers and the positions they are about (figures, or why there are
    /// none), the latest last: stepping back and forth in a replay asks nothing again.
    answers: Vec<(Position, Result<Figures, Text>)>,
    /// The question out: its id and position.
    out: Option<(u64, Position)>,
    last_id: u64,
}

/// How many answers are kept.
const KEPT: usize = 16;

impl Analysis {
    /// The answer about `at`, if one came.
    fn answer(&self, at: Position) -> Option<&Result<Figures, Text>> {
        self.answers
            .iter()
            .rev()
            .find(|(p, _)| *p == at)
            .map(|(_, a)| a)
    }
}

/// What the panel shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    Closed,
    /// The AI is thinking about the position on show.
    Thinking,
    /// Autoplay is playing: the analysis waits for it to stop.
    WaitsForAutoplay,
    Figures(Box<Figures>),
    /// The AI could not analyse this position, or cannot run; why.
    Failed(Text),
}

impl Model {
    pub fn update_analysis(&mut self, msg: Msg) -> Effects {
        match msg {
            Msg::Analyse(open) => self.open_analysis(open),
            Msg::ToggleAnalysis => self.open_analysis(!self.analysis.open),
            Msg::Analysed { id, figures } => {
                let Some((asked, at)) = self.analysis.out else {
                    return Effects::default();
                };
                if asked != id {
                    return Effects::default();
                }
                self.analysis.out = None;
                let answer = figures
                    .map(|figures| *figures)
                    .map_err(|why| Text::from(Line::AnalysisFailed { why }));
                let answers = &mut self.analysis.answers;
                if answers.len() == KEPT {
                    drop(answers.remove(0));
                }
                answers.push((at, answer));
                // (An answer for a position gone is kept, not shown; `follow_position`
                // asks about the one on show.)
                Effects::changed_if(at == self.position())
            }
            _ => Effects::default(),
        }
    }

    fn open_analysis(&mut self, open: bool) -> Effects {
        let open = open && self.ai.enabled;
        if open == self.analysis.open {
            return Effects::default();
        }
        self.analysis.open = open;
        Effects::CHANGED
    }

    /// The position on show.
    pub fn position(&self) -> Position {
        if let Some(setup) = &self.setup {
            let (variant, board) = setup.key();
            return Position::Setup { variant, board };
        }
        match &self.replay {
            Some(replay) => Position::Replay {
                opened: self.replays_opened,
                at: replay.position(),
            },
            None => Position::Live { turn: self.turn },
        }
    }

    /// The game of the position on show: the editor's, a replay's or the live one.
    pub fn position_game(&self) -> &Game {
        match &self.setup {
            Some(setup) => setup.game(),
            None => self.shown_game(),
        }
    }

    /// After every update: while the panel is open, asks about the position on show if
    /// its figures are neither here nor asked for, and no other question is out.
    pub(in crate::model) fn follow_position(&mut self) -> Option<AnalyseAsk> {
        if !self.ai.usable() {
            // Whatever was out gets no answer now.
            self.analysis.out = None;
            return None;
        }
        let at = self.position();
        let known = self.analysis.answer(at).is_some();
        if !self.analysis.open || self.ai.autoplay || known || self.analysis.out.is_some() {
            return None;
        }
        self.analysis.last_id += 1;
        let id = self.analysis.last_id;
        self.analysis.out = Some((id, at));
        Some(AnalyseAsk {
            id,
            budget_ms: self.ai.strength.analysis_ms(),
            horizon: HORIZON,
            seed: SEED,
        })
    }

    /// What the analysis panel shows.
    pub fn panel(&self) -> Panel {
        if !self.analysis.open {
            return Panel::Closed;
        }
        if let crate::model::ai::Availability::Unavailable(why) = &self.ai.availability {
            return Panel::Failed(why.clone());
        }
        match self.analysis.answer(self.position()) {
            Some(Ok(figures)) => Panel::Figures(Box::new(figures.clone())),
            Some(Err(why)) => Panel::Failed(why.clone()),
            _ if self.ai.autoplay => Panel::WaitsForAutoplay,
            _ => Panel::Thinking,
        }
    }

    /// The best move to mark on the board: the analysis's, while its panel is open.
    pub fn best_move(&self) -> Option<Direction> {
        match self.panel() {
            Panel::Figures(figures) => figures.best,
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use game2048_engine::Direction;

    use super::*;
    use crate::ai::Strength;
    use crate::model::testing::{a_move, fresh};
    use crate::model::{Model, Msg, Step};

    fn figure(value: i64, margin: i64) -> Figure {
        Figure {
            value,
            margin: Some(margin),
        }
    }

    /// Figures where `points[i]` is `Direction::ALL[i]`'s (`None`: it does not move).
    fn figures(points: [Option<(i64, i64)>; 4]) -> Figures {
        let verdicts = std::array::from_fn(|i| Verdict {
            direction: Direction::ALL[i],
            moves: points[i].is_some(),
            points: points[i].map_or(figure(0, 0), |(v, m)| figure(v, m)),
            over: figure(0, 0),
        });
        let best = (0..4)
            .filter_map(|i| points[i].map(|(v, _)| (v, i)))
            .max_by_key(|&(v, i)| (v, std::cmp::Reverse(i)))
            .map(|(_, i)| Direction::ALL[i]);
        Figures {
            verdicts,
            best,
            trials: 50,
            horizon: HORIZON,
        }
    }

    /// Opens the panel on `model` and returns the question it asks.
    fn open(model: &mut Model) -> AnalyseAsk {
        model
            .update(Msg::Analyse(true))
            .analyse
            .expect("asks about the position on show")
    }

    #[test]
    fn figures_round_as_a_player_reads_them() {
        assert_eq!(Figure::of(1234.5, 56.01, 1.0), figure(1235, 57));
        assert_eq!(Figure::of(0.034, 0.0101, 100.0), figure(3, 2));
        assert_eq!(
            Figure::of(10.0, f64::INFINITY, 1.0),
            Figure {
                value: 10,
                margin: None
            }
        );
        assert_eq!(Figure::of(f64::NAN, f64::NAN, 1.0).value, 0);
    }

    #[test]
    fn the_best_move_is_clear_only_when_the_margins_say_so() {
        let clear = figures([Some((500, 20)), None, Some((400, 30)), Some((100, 5))]);
        assert_eq!(clear.best, Some(Direction::ALL[0]));
        assert!(clear.clear());
        let close = figures([Some((500, 60)), None, Some((400, 50)), Some((100, 5))]);
        assert!(!close.clear());
        let alone = figures([None, Some((10, 3)), None, None]);
        assert!(alone.clear(), "the only move is clearly the best");
        let unsure = Figures {
            verdicts: figures([Some((500, 1)), Some((1, 1)), None, None])
                .verdicts
                .map(|v| Verdict {
                    points: Figure {
                        margin: None,
                        ..v.points
                    },
                    ..v
                }),
            ..figures([Some((500, 1)), Some((1, 1)), None, None])
        };
        assert!(!unsure.clear(), "no margin, no certainty");
        assert!(!figures([None; 4]).clear());
    }

    #[test]
    fn the_panel_asks_about_the_position_on_show_and_follows_it() {
        let mut model = fresh(3);
        assert_eq!(model.panel(), Panel::Closed);
        let ask = open(&mut model);
        assert_eq!(
            (ask.budget_ms, ask.horizon, ask.seed),
            (Strength::Fast.analysis_ms(), HORIZON, SEED)
        );
        assert_eq!(model.panel(), Panel::Thinking);
        let answer = figures([Some((300, 10)), Some((200, 10)), None, None]);
        let effects = model.update(Msg::Analysed {
            id: ask.id,
            figures: Ok(Box::new(answer.clone())),
        });
        assert!(effects.changed && effects.analyse.is_none());
        assert_eq!(model.panel(), Panel::Figures(Box::new(answer.clone())));
        assert_eq!(model.best_move(), answer.best);
        // A move: the figures go, and the new position is asked about.
        let dir = a_move(&model);
        let next = model
            .update(Msg::Move(dir))
            .analyse
            .expect("asks about the new position");
        assert_ne!(next.id, ask.id);
        assert_eq!((model.panel(), model.best_move()), (Panel::Thinking, None));
        // Closed: nothing shows, nothing more is asked, and a late answer is kept
        // for the position it is about.
        assert!(model.update(Msg::Analyse(false)).changed);
        model.update(Msg::Analysed {
            id: next.id,
            figures: Ok(Box::new(answer.clone())),
        });
        assert_eq!((model.panel(), model.best_move()), (Panel::Closed, None));
        // Opened again on the same position: its figures are there, nothing is asked.
        let effects = model.update(Msg::ToggleAnalysis);
        assert!(effects.changed && effects.analyse.is_none());
        assert_eq!(model.panel(), Panel::Figures(Box::new(answer)));
    }

    #[test]
    fn one_question_at_a_time_and_an_answer_for_a_position_gone_is_dropped() {
        let mut model = fresh(5);
        let first = open(&mut model);
        // Two moves while the first question is out: nothing more is asked.
        for _ in 0..2 {
            let dir = a_move(&model);
            assert_eq!(model.update(Msg::Move(dir)).analyse, None);
        }
        // Its answer is for a position gone: not shown, and the one on show is asked.
        let effects = model.update(Msg::Analysed {
            id: first.id,
            figures: Ok(Box::new(figures([Some((1, 1)), None, None, None]))),
        });
        let second = effects.analyse.expect("asks about the position on show");
        assert!(second.id > first.id);
        assert_eq!(model.panel(), Panel::Thinking);
        // An answer nobody asked for, or a repeated one, changes nothing.
        for id in [first.id, second.id + 7] {
            assert_eq!(
                model.update(Msg::Analysed {
                    id,
                    figures: Ok(Box::new(figures([None; 4])))
                }),
                crate::model::Effects::default()
            );
        }
        assert_eq!(model.panel(), Panel::Thinking);
    }

    #[test]
    fn a_failed_analysis_says_why_and_the_game_plays_on() {
        let mut model = fresh(8);
        let ask = open(&mut model);
        model.update(Msg::Analysed {
            id: ask.id,
            figures: Err("too slow".into()),
        });
        assert_eq!(
            model.panel(),
            Panel::Failed(Text::from(Line::AnalysisFailed {
                why: "too slow".into()
            }))
        );
        assert_eq!(
            Text::from(Line::AnalysisFailed {
                why: "too slow".into()
            })
            .to_string(),
            "The AI could not analyse this position (too slow)."
        );
        let dir = a_move(&model);
        let effects = model.update(Msg::Move(dir));
        assert!(effects.save_game && effects.analyse.is_some());
        // The AI cannot run at all: the panel says why, and nothing is asked.
        model.update(Msg::AiUnavailable(Text::from(Line::AiNoWorkers)));
        assert_eq!(model.panel(), Panel::Failed(Text::from(Line::AiNoWorkers)));
        let dir = a_move(&model);
        assert_eq!(model.update(Msg::Move(dir)).analyse, None);
    }

    #[test]
    fn a_replay_position_is_analysed_and_the_live_game_after_it() {
        let mut model = fresh(9);
        for _ in 0..3 {
            let dir = a_move(&model);
            model.update(Msg::Move(dir));
        }
        let live = open(&mut model);
        // The live game's question is out: the replay waits for its answer.
        assert_eq!(model.update(Msg::WatchGame).analyse, None);
        assert!(matches!(model.position(), Position::Replay { at: 0, .. }));
        let replay = model
            .update(Msg::Analysed {
                id: live.id,
                figures: Ok(Box::new(figures([None; 4]))),
            })
            .analyse
            .expect("the replay's position");
        assert_eq!(model.panel(), Panel::Thinking);
        let start = figures([None, Some((40, 4)), None, Some((30, 4))]);
        model.update(Msg::Analysed {
            id: replay.id,
            figures: Ok(Box::new(start.clone())),
        });
        assert_eq!(model.panel(), Panel::Figures(Box::new(start.clone())));
        // A step forward asks again; a step back shows the figures kept.
        let forward = model
            .update(Msg::ReplayStep(Step::Forward))
            .analyse
            .expect("the next position");
        model.update(Msg::Analysed {
            id: forward.id,
            figures: Ok(Box::new(figures([None; 4]))),
        });
        assert_eq!(model.update(Msg::ReplayStep(Step::Back)).analyse, None);
        assert_eq!(model.panel(), Panel::Figures(Box::new(start)));
        // Back to the live game: its figures came while the replay was open.
        model.update(Msg::CloseReplay);
        assert_eq!(model.position(), Position::Live { turn: model.turn });
        assert_eq!(model.panel(), Panel::Figures(Box::new(figures([None; 4]))));
    }

    #[test]
    fn autoplay_makes_the_analysis_wait_and_a_widget_without_ai_has_none() {
        let mut model = fresh(4);
        model.update(Msg::Autoplay(true));
        let effects = model.update(Msg::Analyse(true));
        assert!(effects.changed && effects.analyse.is_none());
        assert_eq!(model.panel(), Panel::WaitsForAutoplay);
        let effects = model.update(Msg::Autoplay(false));
        assert!(effects.analyse.is_some(), "asks once autoplay stops");
        let mut off = fresh(4);
        off.ai.enabled = false;
        assert_eq!(
            off.update(Msg::Analyse(true)),
            crate::model::Effects::default()
        );
        assert_eq!(off.panel(), Panel::Closed);
    }
}
