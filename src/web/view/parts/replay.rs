//! The replay bar, while a game is watched again: where it is, play and pause, steps,
//! a position slider, the pace, Play from here, Share and Close, and the game's review
//! (`review`). The board above it shows the replayed position.
//!
//! Every `view!` here ends in `.into_any()`: a type-erased view is rendered by one code
//! path instead of a function per static tree, which in this part's chunk (it loads on
//! first use: `web::chunks`) measured 2.6 KB gzip less with `review` (56.0 -> 53.4 KB).

use leptos::html;
use leptos::prelude::*;

use super::super::{attr, busy, flag, focus, live, memo};
use super::picker::Picker;
use super::review::ReviewPanel;
use crate::app::ai::Speed;
use crate::app::copy::{Label, Line, ReplayLine};
use crate::app::model::parts::Part;
use crate::app::model::{Msg, Step};
use crate::engine::UndoUse;
use crate::web::chunks::{self, ShareAsk};
use crate::web::exchange;
use crate::web::location::files_base;
use crate::web::runtime::Ctx;

/// What the bar shows, as one value.
#[derive(Clone, PartialEq)]
struct Shown {
    position: usize,
    len: usize,
    playing: bool,
    speed: &'static str,
    /// Whether the game allowed undo, and used it.
    undo: UndoUse,
    /// A timed game's time left at this step.
    clock: Option<String>,
}

/// The clock of a timed game's record after its first `position` inputs: the time it
/// had left (all of it before the first move).
fn clock_at(record: &crate::engine::Record, position: usize) -> Option<String> {
    let limit = record.rules().limits().time_ms?;
    let played = match position {
        0 => 0,
        n => u64::from(*record.times().get(n - 1)?),
    };
    Some(crate::app::clock::shown(limit.saturating_sub(played)))
}

#[component]
pub fn ReplayBar() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let shown = memo(move || {
        model.with(|m| {
            m.replay.as_ref().map(|r| Shown {
                position: r.position(),
                len: r.len(),
                playing: r.playing,
                speed: m.replay_speed.name(),
                undo: r.record().undo_use(),
                clock: clock_at(r.record(), r.position()),
            })
        })
    });
    let go = move |msg: Msg| move |_| ctx.dispatch(msg.clone());
    let share = move |_| {
        if let Some(record) =
            model.with_untracked(|m| m.replay.as_ref().map(|r| r.text().to_string()))
        {
            let url = exchange::replay_link(&record, files_base().as_deref());
            exchange::share(None, url, move |said| ctx.dispatch(Msg::Notice(said)));
        }
    };
    // A picture of the position on show.
    let picture = move |_| {
        let game = model.with_untracked(|m| m.replay.as_ref().map(|r| Box::new(r.game().clone())));
        if let Some(game) = game {
            let when_ms = js_sys::Date::now();
            chunks::share(ctx, ShareAsk::Picture { game, when_ms });
        }
    };
    let seek = move |e: leptos::ev::Event| {
        if let Ok(position) = event_target_value(&e).parse::<usize>() {
            ctx.dispatch(Msg::ReplayTo(position));
        }
    };
    let paces = Speed::ALL
        .map(|s| (s.name(), Label::SpeedName(s).say()))
        .to_vec();
    let say = |line: ReplayLine| line.to_string();
    let field = move |f: fn(&Shown) -> usize| move || shown.with(|s| s.as_ref().map_or(0, f));
    let open = memo(move || shown.with(Option::is_some));
    let node = NodeRef::<html::Div>::new();
    focus::follow(open, move || node.get().map(Into::into));
    // Built once and shown or hidden: each step changes only its figures (a bar
    // rebuilt per step would cost time, and the wasm its rebuild code).
    view! {
                <div class="replay" role="group" aria-label=Label::Replay.say() hidden=flag(move || !open.get()) node_ref=node>
                    <div class="replay-head">
                        <p>
                            <span class="replay-where">{live(move || say(ReplayLine::ReplayWhere { position: field(|s| s.position)(), len: field(|s| s.len)() }))}</span>
                            " · "
                            <span class="replay-undo">{live(move || shown.with(|s| s.as_ref().map(|s| Line::UndoUse(s.undo).to_string())).unwrap_or_default())}</span>
                            {live(move || shown.with(|s| s.as_ref().and_then(|s| s.clock.clone())).map(|left| view! {
                                " · " <span class="replay-clock">{say(ReplayLine::ReplayClock { left })}</span>
                            }.into_any()))}
                        </p>
                        <button type="button" class="small secondary" on:click=go(Msg::CloseReplay)>{Label::Close.say()}</button>
                    </div>
                    <div class="replay-buttons">
                        <button type="button" class="small" aria-label=Label::ToTheStart.say() on:click=go(Msg::ReplayStep(Step::Start))>"|◀"</button>
                        <button type="button" class="small" aria-label=Label::StepBack.say() on:click=go(Msg::ReplayStep(Step::Back))>"◀"</button>
                        <button
                            type="button"
                            class="small"
                            on:click=move |_| {
                                let playing = shown.with_untracked(|s| s.as_ref().is_some_and(|s| s.playing));
                                ctx.dispatch(Msg::ReplayPlay(!playing))
                            }
                        >
                            {live(move || if shown.with(|s| s.as_ref().is_some_and(|s| s.playing)) { Label::Pause.say() } else { Label::Play.say() }.to_string())}
                        </button>
                        <button type="button" class="small" aria-label=Label::StepForward.say() on:click=go(Msg::ReplayStep(Step::Forward))>"▶"</button>
                        <button type="button" class="small" aria-label=Label::ToTheEnd.say() on:click=go(Msg::ReplayStep(Step::End))>"▶|"</button>
                    </div>
                    <input
                        type="range"
                        class="replay-position"
                        aria-label=Label::Position.say()
                        min="0"
                        max=attr(move || field(|s| s.len)().to_string())
                        prop:value=live(move || field(|s| s.position)().to_string())
                        on:input=seek
                    />
                    <div class="replay-buttons">
                        <Picker
                            label=Label::Pace.say()
                            choices=paces
                            value=memo(move || {
                                shown.with(|s| s.as_ref().map_or(Speed::default().name(), |s| s.speed))
                            })
                            on_pick=move |name: String| {
                                if let Ok(speed) = name.parse::<Speed>() {
                                    ctx.dispatch(Msg::ReplaySpeed(speed));
                                }
                            }
                        />
                        <button type="button" class="small" aria-busy=busy(Part::Custom) on:click=go(Msg::PlayFromHere)>{Label::PlayFromHere.say()}</button>
                        <button type="button" class="small" on:click=share>{Label::Share.say()}</button>
                        <button type="button" class="small" on:click=picture>{Label::ShareImage.say()}</button>
                    </div>
                    <ReviewPanel />
                </div>
    }.into_any()
}
