//! Everything around the board: scores, controls, the notice, the inline question, the
//! win and game-over overlay, and the live region.

use leptos::html;
use leptos::prelude::*;

use super::super::ctx::Ctx;
use crate::app::model::{Msg, Pending};
use crate::app::variant::Variant;
use crate::engine::{Outcome, PRESETS, Status};

#[component]
pub fn Scores(ctx: Ctx) -> impl IntoView {
    let model = ctx.model;
    let gained = move || {
        model.with(|m| match m.events.outcome {
            Outcome::Moved(_) if m.events.score_gained != 0 => {
                Some((m.turn, m.events.score_gained))
            }
            _ => None,
        })
    };
    view! {
        <div class="scores">
            <div class="score-box">
                <span class="score-label">"Score"</span>
                <span class="score-value" data-testid="score">{move || model.with(|m| m.game.score())}</span>
                // Re-created every turn, so the float animation restarts.
                {move || gained().map(|(turn, n)| view! {
                    <span class="score-addition" data-turn=turn aria-hidden="true">
                        {if n > 0 { format!("+{n}") } else { n.to_string() }}
                    </span>
                })}
            </div>
            <div class="score-box">
                <span class="score-label">"Best"</span>
                <span class="score-value" data-testid="best">{move || model.with(|m| m.best)}</span>
            </div>
        </div>
    }
}

#[component]
pub fn Controls(ctx: Ctx) -> impl IntoView {
    let model = ctx.model;
    let custom = move || model.with(|m| m.variant.key.starts_with("custom-"));
    let on_pick = move |e: leptos::ev::Event| {
        let id = event_target_value(&e);
        match Variant::named(&id) {
            Ok(variant) => ctx.dispatch(Msg::NewGame {
                variant: Some(variant),
                seed: Ctx::seed(),
                confirmed: false,
            }),
            Err(why) => ctx.dispatch(Msg::Notice(why)),
        }
    };
    view! {
        <div class="controls">
            <button
                type="button"
                on:click=move |_| ctx.dispatch(Msg::NewGame { variant: None, seed: Ctx::seed(), confirmed: false })
            >"New game"</button>
            <button
                type="button"
                disabled=move || model.with(|m| m.game.undo_levels() == 0)
                on:click=move |_| ctx.dispatch(Msg::Undo)
            >"Undo"</button>
            <label class="picker">
                <span>"Variant"</span>
                <select on:change=on_pick prop:value=move || model.with(|m| m.variant.key.clone())>
                    {PRESETS.iter().map(|p| view! { <option value=p.id title=p.description>{p.name}</option> }).collect_view()}
                    {move || custom().then(|| view! {
                        <option value=model.with(|m| m.variant.key.clone()) disabled=true>"Custom game"</option>
                    })}
                </select>
            </label>
        </div>
    }
}

#[component]
pub fn Notice(ctx: Ctx) -> impl IntoView {
    let text = move || ctx.model.with(|m| m.notice.clone());
    view! {
        {move || text().map(|text| view! {
            <div class="notice" role="status">
                <p>{text}</p>
                <button type="button" class="small" on:click=move |_| ctx.dispatch(Msg::DismissNotice)>"Dismiss"</button>
            </div>
        })}
    }
}

/// The inline question before a game in progress is replaced.
#[component]
pub fn Question(ctx: Ctx) -> impl IntoView {
    let pending = move || ctx.model.with(|m| m.pending.clone());
    let first = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if pending().is_some()
            && let Some(button) = first.get()
        {
            let _ = button.focus();
        }
    });
    view! {
        {move || pending().map(|p| {
            let (question, yes, no) = match &p {
                Pending::NewGame { variant, .. } => (
                    format!("Start a new {} game? This game will be lost.", variant.name),
                    "Yes, start over",
                    "Cancel",
                ),
                Pending::Link(link, _) => (
                    format!(
                        "This link opens a new {} game{}. Your game in progress will be lost.",
                        link.variant.name,
                        link.seed.map(|s| format!(" (seed {s})")).unwrap_or_default()
                    ),
                    "Open the link's game",
                    "Keep my game",
                ),
            };
            view! {
                <div class="question" role="alertdialog" aria-label="Confirm">
                    <p>{question}</p>
                    <button type="button" node_ref=first on:click=move |_| ctx.dispatch(Msg::Confirm)>{yes}</button>
                    <button type="button" class="secondary" on:click=move |_| ctx.dispatch(Msg::Cancel)>{no}</button>
                </div>
            }
        })}
    }
}

/// "You win!" and "Game over!", over the board.
#[component]
pub fn Overlay(ctx: Ctx) -> impl IntoView {
    let status = Memo::new(move |_| ctx.model.with(|m| m.game.status()));
    let primary = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if matches!(status.get(), Status::Won | Status::Over)
            && let Some(button) = primary.get()
        {
            let _ = button.focus();
        }
    });
    let try_again = move |_| {
        ctx.dispatch(Msg::NewGame {
            variant: None,
            seed: Ctx::seed(),
            confirmed: true,
        })
    };
    view! {
        {move || match status.get() {
            Status::Won => Some(view! {
                <div class="overlay won" role="dialog" aria-label="You win!">
                    <p class="overlay-title">"You win!"</p>
                    <div>
                        <button type="button" node_ref=primary on:click=move |_| ctx.dispatch(Msg::KeepPlaying)>"Keep going"</button>
                        <button type="button" class="secondary" on:click=try_again>"Try again"</button>
                    </div>
                </div>
            }.into_any()),
            Status::Over => Some(view! {
                <div class="overlay over" role="dialog" aria-label="Game over!">
                    <p class="overlay-title">"Game over!"</p>
                    <div>
                        <button type="button" node_ref=primary on:click=try_again>"Try again"</button>
                    </div>
                </div>
            }.into_any()),
            Status::Playing | Status::KeepPlaying => None,
        }}
    }
}

#[component]
pub fn LiveRegion(ctx: Ctx) -> impl IntoView {
    view! {
        <p class="visually-hidden" aria-live="polite" aria-atomic="true">
            {move || ctx.model.with(|m| m.announcement.clone())}
        </p>
    }
}
