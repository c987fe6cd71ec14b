//! The Games panel: this variant's statistics, the game in progress (watch it again,
//! share it), the last finished games with their replays, and the export and import of
//! everything kept.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::super::exchange;
use super::super::location::files_base;
use super::super::runtime::Ctx;
use crate::app::copy::{Label, Line, Text};
use crate::app::history::Finished;
use crate::app::model::Msg;
use crate::engine::Record;

#[component]
pub fn GamesPanel() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let open = Memo::new(move |_| model.with(|m| m.games.open));
    let variant = Memo::new(move |_| model.with(|m| (m.variant.key(), m.variant.kind)));
    // What the model holds of the kept games (the runtime reads them as the panel opens
    // and again when they change).
    let history = Memo::new(move |_| model.with(|m| m.games.history.clone()));
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
    let share_this = move |_| {
        let record = model.with_untracked(|m| m.record.encode(&m.game));
        let url = exchange::replay_link(&record, files_base().as_deref());
        exchange::share(url, move |said| ctx.dispatch(Msg::Notice(said)));
    };
    // (The replay takes the panel's place.)
    let watch_this = move |_| ctx.dispatch(Msg::WatchGame);
    let export = move |_| ctx.dispatch(Msg::Export);
    let import = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        exchange::read_file(&input, move |text| ctx.dispatch(Msg::Import(text)));
    };
    move || {
        open.get().then(|| {
            let s = stats();
            let reached = s.reached();
            view! {
                <section class="games" aria-label=Label::Games.say()>
                    <h2>{move || variant.with(|v| Line::YourGames { variant: v.1 }.to_string())}</h2>
                    <p class="games-stats">
                        {Line::Statistics { played: s.played, won: s.won, rate: s.win_rate(), best: s.best }.to_string()}
                    </p>
                    {(!reached.is_empty()).then(|| view! {
                        <p class="games-tops">{Line::TopTiles { reached }.to_string()}</p>
                    })}
                    <div class="games-actions">
                        <button type="button" class="small" on:click=watch_this>{Label::WatchThisGame.say()}</button>
                        <button type="button" class="small" on:click=share_this>{Label::ShareThisGame.say()}</button>
                        <button type="button" class="small" on:click=export>{Label::Export.say()}</button>
                        <label class="button small">
                            {Label::Import.say()}
                            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import />
                        </label>
                    </div>
                    <ol class="games-list">
                        {games()
                            .into_iter()
                            .map(|game| view! { <GameRow game /> })
                            .collect_view()}
                    </ol>
                </section>
            }
        })
    }
}

/// One finished game: when, how it went, and its replay.
#[component]
fn GameRow(game: Finished) -> impl IntoView {
    let ctx = Ctx::get();
    let when = js_sys::Date::new(&(game.finished_at as f64).into())
        .to_locale_string("default", &js_sys::Object::new())
        .as_string()
        .unwrap_or_default();
    let summary = Line::FinishedGame {
        when,
        score: game.score,
        top: game.top,
        moves: game.moves,
        duration_ms: game.duration_ms,
        won: game.won,
    }
    .to_string();
    let record = game.record;
    let watch = move |_| match Record::decode(&record) {
        Ok((record, _)) => ctx.dispatch(Msg::Watch(record)),
        Err(why) => ctx.dispatch(Msg::Notice(Text::ReplayNotOpened {
            why: why.to_string(),
        })),
    };
    view! {
        <li>
            <span>{summary}</span>
            <button type="button" class="small" on:click=watch>{Label::Watch.say()}</button>
        </li>
    }
}
