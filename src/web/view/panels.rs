//! Everything around the board: scores, controls, the notice, the inline question, the
//! win and game-over overlay, and the live region.

use leptos::html;
use leptos::prelude::*;
use web_sys::HtmlSelectElement;

use super::super::input::modifiers;
use super::super::runtime::{Ctx, random_seed};
use super::{attr, busy, effect, flag, live, shows};
use crate::app::choices::{CREATE, options_html};
use crate::app::copy::{Label, Text};
use crate::app::input::{ListKey, list_key};
use crate::app::model::parts::Part;
use crate::app::model::parts::builder::Build;
use crate::app::model::parts::variants::Saving;
use crate::app::model::{Msg, Wording};
use crate::app::scene::gained;
use crate::app::variant::{Variant, VariantKind};
use crate::engine::Status;
use crate::web::chunks::PartView;

#[component]
pub fn Scores() -> impl IntoView {
    let model = Ctx::get().model;
    // As text: a memo of each type costs the main module its own code.
    let score = shows(model, |m| m.shown_game().score().to_string());
    let best = shows(model, |m| m.best.to_string());
    let gained = shows(model, gained);
    let odd_turn = shows(model, |m| m.turn % 2 == 1);
    view! {
        <div class="scores">
            <div class="score-box">
                <span class="score-label">{Label::Score.say()}</span>
                <span class="score-value" data-testid="score">{live(move || score.get())}</span>
                // Its animation restarts every turn, even when the turn gained as much
                // as the turn before: each turn's parity names another animation.
                <span
                    class="score-addition"
                    aria-hidden="true"
                    data-turn=attr(move || u8::from(odd_turn.get()).to_string())
                    hidden=flag(move || gained.with(Option::is_none))
                >
                    {live(move || gained.get().unwrap_or_default())}
                </span>
            </div>
            <div class="score-box">
                <span class="score-label">{Label::Best.say()}</span>
                <span class="score-value" data-testid="best">{live(move || best.get())}</span>
            </div>
        </div>
    }
}

#[component]
pub fn Controls() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let cannot_undo = shows(model, |m| m.game.undo_levels() == 0);
    // A game without undo (a host's contest, the page's setting) shows no Undo at all.
    let undo_off = shows(model, |m| !m.undo_allowed);
    // Redo shows from a game's first undo on (so it never vanishes under the focus that
    // pressed it), and can be pressed while there is something to redo.
    let redo_shown = shows(model, |m| m.undo_allowed && m.record.undos() > 0);
    let cannot_redo = shows(model, |m| m.redo.is_empty());
    let new_game = move |_| {
        ctx.dispatch(Msg::NewGame {
            variant: None,
            seed: random_seed(),
            confirmed: false,
        })
    };
    let picker = model.with_untracked(|m| m.chrome.picker);
    // Busy while what the choice needs is on its way: the builder, or the readers of
    // custom games (a saved variant's game object).
    let (builder_busy, custom_busy) = (busy(Part::Builder), busy(Part::Custom));
    let choices = shows(model, |m| options_html(m.variant.kind, &m.saved));
    // Arrows and letters on the closed list move its choice and start nothing
    // (`app::input::list_key`); Enter, or a pick from the open list (a click, a tap),
    // commits it; leaving the list shows the game in play again.
    let browsing = StoredValue::new(false);
    // The list shows the game being played: not the builder, nor a variant whose game
    // waits for an answer or could not start.
    let show_playing = move |select: &HtmlSelectElement| {
        if let Some(key) = model.try_with_untracked(|m| m.variant.key()) {
            select.set_value(&key);
        }
    };
    let commit = move |select: &HtmlSelectElement| {
        browsing.set_value(false);
        let value = select.value();
        let msg = match VariantKind::from_key(&value) {
            Some(VariantKind::Preset(p)) => Msg::NewGame {
                variant: Variant::named(p.id),
                seed: random_seed(),
                confirmed: false,
            },
            Some(kind) => Msg::Variants(Saving::Play {
                kind,
                seed: random_seed(),
            }),
            None if value == CREATE => Msg::Build(Build::Open),
            None => return,
        };
        ctx.dispatch(msg);
        show_playing(select);
    };
    let on_change = move |e: leptos::ev::Event| {
        if !browsing.get_value() {
            commit(&event_target(&e));
        }
    };
    let on_key = move |e: leptos::ev::KeyboardEvent| {
        let select = event_target::<HtmlSelectElement>(&e);
        match list_key(&e.key(), modifiers(&e)) {
            ListKey::Browse => browsing.set_value(true),
            ListKey::Commit if browsing.get_value() => {
                e.prevent_default();
                if model.try_with_untracked(|m| m.variant.key()) == Some(select.value()) {
                    browsing.set_value(false);
                } else {
                    commit(&select);
                }
            }
            ListKey::Leave if browsing.get_value() => {
                browsing.set_value(false);
                show_playing(&select);
            }
            _ => {}
        }
    };
    let on_blur = move |e: leptos::ev::FocusEvent| {
        if browsing.get_value() {
            browsing.set_value(false);
            show_playing(&event_target(&e));
        }
    };
    view! {
        <div class="controls">
            <button type="button" on:click=new_game>{Label::NewGameButton.say()}</button>
            // aria-disabled, not disabled: a disabled button drops the focus it has, and a
            // widget that loses focus loses its keys.
            <button
                type="button"
                hidden=flag(move || undo_off.get())
                aria-disabled=attr(move || cannot_undo.get().to_string())
                on:click=move |_| ctx.dispatch(Msg::Undo)
            >
                {Label::Undo.say()}
            </button>
            // (Its word gives way to an arrow in a narrow game, where the first row has
            // no room for it: the stylesheet's.)
            <button
                type="button"
                class="redo"
                hidden=flag(move || !redo_shown.get())
                aria-disabled=attr(move || cannot_redo.get().to_string())
                on:click=move |_| ctx.dispatch(Msg::Redo)
            >
                {Label::Redo.say()}
            </button>
            // (A host may keep the player on its variant: `picker="off"`.)
            <label class="picker" hidden=!picker>
                <span class="visually-hidden">{Label::Variant.say()}</span>
                // The options as one string (see `app::choices`): they change with the
                // variant and the saved ones, and the option selected comes with them.
                <select on:change=on_change on:keydown=on_key on:blur=on_blur aria-busy=live(move || builder_busy().or_else(custom_busy)) inner_html=move || choices.get()>
                </select>
            </label>
        </div>
    }
}

/// Games: opens and closes the Games panel (the first of the tools under the board).
#[component]
pub fn GamesButton() -> impl IntoView {
    let ctx = Ctx::get();
    let games_open = shows(ctx.model, |m| m.games.open);
    view! {
        <button
            type="button"
            class="toggle"
            aria-expanded=attr(move || games_open.get().to_string())
            aria-busy=busy(Part::Games)
            on:click=move |_| ctx.dispatch(Msg::ShowGames(!games_open.get_untracked()))
        >
            {Label::Games.say()}
        </button>
    }
}

/// What the game has to say (a link it could not open, a part that did not load):
/// hidden while it has nothing to say (see [`flag`]), or no words for it yet (a line
/// said before English's lines came: `chunks::follow_english_lines` says it again).
#[component]
pub fn Notice() -> impl IntoView {
    let ctx = Ctx::get();
    // As words: a memo compares and keeps strings, not catalogue keys.
    let text = shows(ctx.model, |m| m.notice.as_ref().map(Text::to_string));
    view! {
        <div class="notice" role="status" hidden=flag(move || text.with(|t| t.as_deref().is_none_or(str::is_empty)))>
            <p>{live(move || text.get().unwrap_or_default())}</p>
            <button type="button" class="small" on:click=move |_| ctx.dispatch(Msg::DismissNotice)>
                {Label::Dismiss.say()}
            </button>
        </div>
    }
}

/// The inline question before a game in progress is replaced: hidden while nothing is
/// asked (see [`flag`]).
#[component]
pub fn Question() -> impl IntoView {
    let ctx = Ctx::get();
    // A memo of the question's words, a type the page has anyway (one of the whole
    // wording would be a type of its own): each question has its own words and its
    // own answers, so the answers are read as the question changes.
    let question = shows(ctx.model, |m| {
        m.pending.as_ref().map(|p| p.wording().question.to_string())
    });
    let answer = move |pick: fn(&Wording) -> Label| {
        live(move || {
            // (Read, not only tracked: see `Board`.)
            question.with(|_| ());
            ctx.model.with_untracked(|m| {
                m.pending
                    .as_ref()
                    .map(|p| pick(&p.wording()).say().to_string())
                    .unwrap_or_default()
            })
        })
    };
    // Focus goes to the answer that keeps the game: every question here is asked
    // before a game would be lost, and a key meant for the game or the control that
    // asked (Enter, Space) must not be the one that loses it.
    let safe = NodeRef::<html::Button>::new();
    effect(move || {
        if question.with(Option::is_some)
            && let Some(button) = safe.get()
        {
            let _ = button.focus();
        }
    });
    view! {
        <div class="question" role="alertdialog" aria-label=Label::Confirm.say() hidden=flag(move || question.with(Option::is_none))>
            <p>{live(move || question.get().unwrap_or_default())}</p>
            <button type="button" on:click=move |_| ctx.dispatch(Msg::Confirm)>
                {answer(|w| w.yes)}
            </button>
            <button type="button" class="secondary" node_ref=safe on:click=move |_| ctx.dispatch(Msg::Cancel)>
                {answer(|w| w.no)}
            </button>
        </div>
    }
}

/// "You win!" and "Game over!", over the board: both always there, each hidden but
/// while the game is won or over (see [`flag`]).
#[component]
pub fn Overlay() -> impl IntoView {
    let ctx = Ctx::get();
    // Over a replay, the live game's win or loss is not shown.
    let won = shows(ctx.model, |m| {
        m.replay.is_none() && m.game.status() == Status::Won
    });
    let over = shows(ctx.model, |m| {
        m.replay.is_none() && m.game.status() == Status::Over
    });
    let keep_going = NodeRef::<html::Button>::new();
    let try_again_first = NodeRef::<html::Button>::new();
    // Focus goes to the first button as its overlay shows. One effect for each, of its
    // overlay's memo alone: the memo wakes its `hidden` first (it read the memo first),
    // so the button can take the focus when the effect runs.
    let focus_when = |shown: Memo<bool>, button: NodeRef<html::Button>| {
        effect(move || {
            if shown.get()
                && let Some(button) = button.get()
            {
                let _ = button.focus();
            }
        })
    };
    focus_when(won, keep_going);
    focus_when(over, try_again_first);
    let try_again = move |_| {
        ctx.dispatch(Msg::NewGame {
            variant: None,
            seed: random_seed(),
            confirmed: true,
        })
    };
    view! {
        <div class="overlay won" role="dialog" aria-label=Label::YouWin.say() hidden=flag(move || !won.get())>
            <p class="overlay-title">{Label::YouWin.say()}</p>
            <div class="overlay-buttons">
                <button type="button" node_ref=keep_going on:click=move |_| ctx.dispatch(Msg::KeepPlaying)>
                    {Label::KeepGoing.say()}
                </button>
                <button type="button" class="secondary" on:click=try_again>{Label::TryAgain.say()}</button>
            </div>
        </div>
        <div class="overlay over" role="dialog" aria-label=Label::GameOver.say() hidden=flag(move || !over.get())>
            <p class="overlay-title">{Label::GameOver.say()}</p>
            <div class="overlay-buttons">
                <button type="button" node_ref=try_again_first on:click=try_again>{Label::TryAgain.say()}</button>
                // (Challenge a friend, Share image: the `sharing` part's, which
                // comes as the game ends.)
                <super::Later view=PartView::OverActions />
            </div>
        </div>
    }
}

#[component]
pub fn LiveRegion() -> impl IntoView {
    let model = Ctx::get().model;
    let announcement = shows(model, |m| m.announcement.to_string());
    view! {
        <p class="visually-hidden" aria-live="polite" aria-atomic="true">
            {live(move || announcement.get())}
        </p>
    }
}
