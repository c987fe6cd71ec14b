//! The Games panel: this variant's statistics, the game in progress (watch it again,
//! share it), the last finished games with their replays, and the export and import of
//! everything kept.

use leptos::html;
use leptos::prelude::*;

use super::super::{live, memo, shows};
use wasm_bindgen::JsCast;

use super::super::busy;
use super::super::focus;
use crate::app::challenge::Offer;
use crate::app::copy::{GamesLine, Label, Line, RecordLine, Text};
use crate::app::daily::Day;
use crate::app::history::Finished;
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::app::model::parts::builder::Build;
use crate::app::model::parts::games::DailyState;
use crate::app::review::accuracy_of;
use crate::engine::Record;
use crate::web::chunks::{self, ShareAsk};
use crate::web::exchange;
use crate::web::location::files_base;
use crate::web::runtime::Ctx;

#[component]
pub fn GamesPanel() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let open = shows(model, |m| m.games.open);
    let node = NodeRef::<html::Section>::new();
    focus::follow(open, move || node.get().map(Into::into));
    let picker = model.with_untracked(|m| m.chrome.picker);
    let variant = shows(model, |m| (m.variant.key(), m.variant.kind));
    // A saved variant's games are headed by its name.
    let heading = memo(move || {
        model.with(|m| match m.saved_name(m.variant.kind) {
            Some(name) => GamesLine::YourGamesOf { name: name.into() }.to_string(),
            None => GamesLine::YourGames {
                variant: m.variant.kind,
            }
            .to_string(),
        })
    });
    // What the model holds of the kept games (the runtime reads them as the panel opens
    // and again when they change).
    let history = shows(model, |m| m.games.history.clone());
    let games = move || {
        let key = variant.with(|v| v.0.clone());
        history.with(|h| {
            h.as_ref()
                .map(|h| h.games_of(&key).cloned().collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    let stats = move || {
        let key = variant.with(|v| v.0.clone());
        history.with(|h| h.as_ref().map(|h| h.stats(&key)).unwrap_or_default())
    };
    let marks = move || {
        let key = variant.with(|v| v.0.clone());
        history.with(|h| h.as_ref().map(|h| h.daily_marks(&key)).unwrap_or_default())
    };
    let share_this = move |_| {
        let record = model.with_untracked(|m| m.record.encode(&m.game));
        let url = exchange::replay_link(&record, files_base().as_deref());
        exchange::share(None, url, move |said| ctx.dispatch(Msg::Notice(said)));
    };
    // (The replay takes the panel's place.)
    let watch_this = move |_| ctx.dispatch(Msg::WatchGame);
    let export = move |_| ctx.dispatch(Msg::Export);
    // Once for the panel and every row, not a memo per row.
    let replay_busy = busy(Part::Replay);
    let builder_busy = busy(Part::Builder);
    // Export and Import wait for their own chunk on their first press.
    let exchange_busy = busy(Part::Exchange);
    let import = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        exchange::read_file(&input, move |text| ctx.dispatch(Msg::Import(text)));
    };
    live(move || {
        open.get().then(|| {
            let s = stats();
            let reached = s.reached();
            view! {
                <section class="games" aria-label=Label::Games.say() node_ref=node>
                    // (Its own Close: on a phone it is a sheet over the Games button.)
                    <div class="games-head">
                        <h2>{live(move || heading.get())}</h2>
                        <button type="button" class="small secondary" on:click=move |_| ctx.dispatch(Msg::ShowGames(false))>
                            {Label::Close.say()}
                        </button>
                    </div>
                    <p class="games-stats">
                        {GamesLine::Statistics { played: s.played, won: s.won, rate: s.win_rate(), best: s.best }.to_string()}
                    </p>
                    {(!reached.is_empty()).then(|| view! {
                        <p class="games-tops">{GamesLine::TopTiles { reached }.to_string()}</p>
                    })}
                    <DailySection />
                    <div class="games-actions">
                        <button type="button" class="small" aria-busy=replay_busy on:click=watch_this>{Label::WatchThisGame.say()}</button>
                        <button type="button" class="small" on:click=share_this>{Label::ShareThisGame.say()}</button>
                        // (Not where the host keeps the player on its variant.)
                        <button type="button" class="small" hidden=!picker aria-busy=builder_busy on:click=move |_| ctx.dispatch(Msg::Build(Build::Open))>
                            {Label::CreateGame.say()}
                        </button>
                        <button type="button" class="small" aria-busy=exchange_busy on:click=export>{Label::Export.say()}</button>
                        <label class="button small" aria-busy=exchange_busy>
                            {Label::Import.say()}
                            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import />
                        </label>
                    </div>
                    <ol class="games-list">
                        {games()
                            .into_iter()
                            .zip(marks())
                            .map(|(game, daily)| {
                                let reviewed = history.with(|h| {
                                    h.as_ref().and_then(|h| h.review_of(&game.record)).and_then(accuracy_of)
                                });
                                view! { <GameRow game daily reviewed replay_busy /> }
                            })
                            .collect_view()}
                    </ol>
                </section>
            }
            .into_any()
        })
    })
}

/// The game of the day: today's game (or what the game in progress is), the streak,
/// today's result to share, the best days.
#[component]
fn DailySection() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let state = shows(model, |m| m.daily_state());
    let figures = memo(move || {
        model.with(|m| {
            let today = m.games.today?;
            let history = m.games.history.as_ref()?;
            let stats = history.stats(&m.variant.key()).daily;
            let game = stats
                .of(today)
                .and_then(|r| history.game_at(&m.variant.key(), r.finished_at));
            let record = game.map(|g| g.record.clone());
            // Today's game, to challenge a friend to (the same day's game, from the
            // same start).
            let offer = game.map(|g| Offer {
                record: g.record.clone(),
                score: g.score,
                time_ms: Some(g.duration_ms),
            });
            Some((today, m.variant.kind, stats, record, offer))
        })
    });
    let say = |line: GamesLine| line.to_string();
    live(move || {
        let state = state.get()?;
        let (today, variant, stats, record, offer) = figures.get()?;
        let now = state.playing.map(|(day, attempt)| {
            view! { <p class="games-daily-now">{say(GamesLine::PlayingDaily { day, attempt })}</p> }
        });
        let start = state.seed.map(|seed| {
            let start = move |_| ctx.dispatch(DailyState::start_with(seed));
            view! {
                <p class="games-actions">
                    <button type="button" class="small" on:click=start>
                        {say(GamesLine::TodaysGame)}
                    </button>
                </p>
            }
        });
        let result = stats.of(today).copied().map(|r| {
            let text = say(GamesLine::DailyResult {
                variant,
                day: r.day,
                top: r.top,
                score: r.score,
                moves: r.moves,
            });
            let shared = text.clone();
            // A picture of today's game as it ended.
            let picture_of = record.clone();
            let share = move |_| {
                let url = exchange::replay_link(record.as_deref().unwrap_or_default(), files_base().as_deref());
                exchange::share(Some(shared.clone()), url, move |said| ctx.dispatch(Msg::Notice(said)));
            };
            let picture = move |_| {
                let Some(Ok((_, game))) = picture_of.as_deref().map(Record::decode) else {
                    return;
                };
                let (game, when_ms) = (Box::new(game), r.finished_at as f64);
                chunks::share(ctx, ShareAsk::Picture { game, when_ms });
            };
            let challenge = offer.clone().map(|offer| {
                let click = move |_| {
                    chunks::share(ctx, ShareAsk::Challenge(offer.clone()));
                };
                view! { <button type="button" class="small" on:click=click>{Label::Challenge.say()}</button> }
            });
            view! {
                <p class="games-daily-result">
                    <span>{text}</span>
                    <button type="button" class="small" on:click=share>{say(GamesLine::ShareResult)}</button>
                    <button type="button" class="small" on:click=picture>{Label::ShareImage.say()}</button>
                    {challenge}
                </p>
            }
        });
        let best = (!stats.best.is_empty()).then(|| {
            let days = stats.best.iter().map(|b| (b.day, b.score)).collect();
            view! { <p class="games-daily-best">{say(GamesLine::BestDays { days })}</p> }
        });
        Some(view! {
            <div class="games-daily">
                {now}
                {start}
                <p>{say(GamesLine::DailyFigures { played: stats.played, streak: stats.streak_on(today), longest: stats.longest })}</p>
                {result}
                {best}
            </div>
        }
        .into_any())
    })
}

/// One finished game: when, how it went (which day's game it is, how its review
/// judged it), and its replay.
#[component]
fn GameRow(
    game: Finished,
    daily: Option<(Day, bool)>,
    reviewed: Option<u8>,
    /// `aria-busy` of its Watch (while the replay's code is on its way).
    replay_busy: impl Fn() -> Option<String> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = Ctx::get();
    // When it finished, in the game's language. A day's game already names its day:
    // then the time alone, unless it finished on another day here (the day is UTC's).
    let lang = crate::app::copy::language().name();
    let finished = js_sys::Date::new(&(game.finished_at as f64).into());
    let local_date = (
        i64::from(finished.get_full_year()),
        finished.get_month() + 1,
        finished.get_date(),
    );
    let when = match daily {
        Some((day, _)) if day.date() == local_date => finished.to_locale_time_string(lang),
        _ => finished.to_locale_string(lang, &js_sys::Object::new()),
    };
    let when = when.as_string().unwrap_or_default();
    let summary = GamesLine::FinishedGame {
        when,
        score: game.score,
        top: game.top,
        moves: game.moves,
        duration_ms: game.duration_ms,
        won: game.won,
    }
    .to_string();
    let undo = Record::undo_use_of(&game.record).map(|u| Line::UndoUse(u).to_string());
    let record = game.record;
    let watch = move |_| match Record::decode(&record) {
        Ok((record, _)) => ctx.dispatch(Msg::Watch(record)),
        Err(why) => ctx.dispatch(Msg::Notice(Text::from(Line::ReplayNotOpened {
            why: RecordLine(why).to_string(),
        }))),
    };
    let mark = daily.map(|(day, counted)| GamesLine::DailyMark { day, counted }.to_string());
    view! {
        <li>
            <span>
                {mark.map(|m| view! { <strong class="games-daily-mark">{m}" "</strong> })}{summary}
                {undo.map(|u| view! { " · " <span class="games-undo">{u}</span> })}
                {reviewed.map(|accuracy| view! { " " <em class="games-reviewed">{GamesLine::ReviewedMark { accuracy }.to_string()}</em> })}
            </span>
            <button type="button" class="small" aria-busy=replay_busy on:click=watch>{Label::Watch.say()}</button>
        </li>
    }
}
