//! The builder's saved variants (see `app::model::parts::variants`): a name field and *Save as
//! a variant* for the rules on show, then the list, each with Play, Edit, Rename and
//! Delete (which asks first). What the last action came to is said below the field.
//!
//! Typing changes the model on every key, so the list is rebuilt only when a row
//! changes (a name, or which row is being renamed or asked about), never while a name
//! is typed: the field keeps its focus.
//!
//! Every `view!` here ends in `.into_any()`: a type-erased view is rendered by one code
//! path instead of a function per static tree, which in this part's chunk (it loads on
//! first use: `web::chunks`) measured about 10 KB gzip less with `builder` (80.7 ->
//! 70.3 KB).

use leptos::html;
use leptos::prelude::*;

use super::super::{effect, flag, live, memo, shows};

use crate::app::copy::{BuilderLine, Label};
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::app::model::parts::variants::{Editing, Saving};
use crate::app::saved::MAX_NAME;
use crate::app::variant::VariantKind;
use crate::web::runtime::{Ctx, random_seed};

/// A row as it shows: plain, being renamed, or asked about.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Plain,
    Renaming,
    Deleting,
}

/// Save, and the list. `valid`: the builder's rules make a game (the builder's own memo).
#[component]
pub fn SavedVariants(valid: Memo<bool>) -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let act = move |s: Saving| ctx.dispatch(Msg::Variants(s));
    let reading = super::super::busy(Part::Custom);
    let draft = shows(model, |m| m.naming.draft.clone());
    let said = memo(move || {
        model.with(|m| {
            m.naming.said.as_ref().map(|r| match r {
                Ok(done) => (done.to_string(), false),
                Err(why) => (why.to_string(), true),
            })
        })
    });
    let rows = memo(move || {
        model.with(|m| {
            let mode = |kind| match &m.naming.editing {
                Some((k, Editing::Rename(_))) if *k == kind => Mode::Renaming,
                Some((k, Editing::Delete)) if *k == kind => Mode::Deleting,
                _ => Mode::Plain,
            };
            let list = m.saved.list.iter();
            list.map(|s| (s.kind(), s.name.clone(), mode(s.kind())))
                .collect::<Vec<_>>()
        })
    });
    let unread = shows(model, |m| m.saved.unread.len());
    let on_save = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        if valid.get_untracked() {
            act(Saving::Save);
        }
    };
    view! {
        <form class="builder-save" on:submit=on_save>
            <label>
                {BuilderLine::VariantNameField.to_string()} " "
                <input type="text" maxlength=MAX_NAME.to_string() autocomplete="off"
                    prop:value=live(move || draft.get())
                    on:input=move |e| act(Saving::Draft(event_target_value(&e))) />
            </label>
            <button type="submit" class="small" disabled=flag(move || !valid.get())>
                {BuilderLine::SaveAsVariant.to_string()}
            </button>
        </form>
        {live(move || said.get().map(|(text, problem)| {
            let role = if problem { "alert" } else { "status" };
            view! { <p class="builder-said" class:builder-fault=problem role=role>{text}</p> }.into_any()
        }))}
        // Busy while a Play or Edit waits for the readers of custom games (they read the
        // variant's game object).
        <section class="variants" aria-busy=reading hidden=flag(move || rows.with(Vec::is_empty) && unread.get() == 0)>
            <h3>{Label::YourVariants.say()}</h3>
            <ul>
                {live(move || rows.get().into_iter().map(|(kind, name, mode)| view! { <Row kind name mode /> }.into_any()).collect_view())}
            </ul>
            {live(move || (unread.get() > 0).then(|| view! {
                <p class="builder-help">{BuilderLine::VariantsUnread { count: unread.get() }.to_string()}</p>
            }.into_any()))}
        </section>
    }.into_any()
}

/// One saved variant.
#[component]
fn Row(kind: VariantKind, name: String, mode: Mode) -> impl IntoView {
    let ctx = Ctx::get();
    let act = move |s: Saving| ctx.dispatch(Msg::Variants(s));
    let first = NodeRef::<html::Input>::new();
    let keep = NodeRef::<html::Button>::new();
    // The field or the question takes the focus as it opens.
    effect(move || {
        if let Some(input) = first.get() {
            let _ = input.focus();
            input.select();
        } else if let Some(button) = keep.get() {
            let _ = button.focus();
        }
    });
    let key = kind.to_string();
    match mode {
        Mode::Plain => view! {
            <li data-variant=key>
                <span class="variant-name">{name}</span>
                <button type="button" class="small" on:click=move |_| act(Saving::Play { kind, seed: random_seed() })>
                    {BuilderLine::PlayVariant.to_string()}
                </button>
                <button type="button" class="small secondary" on:click=move |_| act(Saving::Edit(kind))>
                    {BuilderLine::EditVariant.to_string()}
                </button>
                <button type="button" class="small secondary" on:click=move |_| act(Saving::Rename(kind))>
                    {BuilderLine::Rename.to_string()}
                </button>
                <button type="button" class="small secondary" on:click=move |_| act(Saving::Delete(kind))>
                    {BuilderLine::Delete.to_string()}
                </button>
            </li>
        }.into_any()
        .into_any(),
        Mode::Renaming => {
            let draft = memo(move || {
                ctx.model.with(|m| match &m.naming.editing {
                    Some((_, Editing::Rename(draft))) => draft.clone(),
                    _ => String::new(),
                })
            });
            view! {
                <li data-variant=key>
                    <form class="builder-save" on:submit=move |e: leptos::ev::SubmitEvent| {
                        e.prevent_default();
                        act(Saving::RenameDone);
                    }>
                        <input type="text" node_ref=first maxlength=MAX_NAME.to_string() autocomplete="off"
                            aria-label=BuilderLine::VariantNameField.to_string()
                            prop:value=live(move || draft.get())
                            on:input=move |e| act(Saving::RenameDraft(event_target_value(&e)))
                            on:keydown=move |e| if e.key() == "Escape" { act(Saving::Cancel) } />
                        <button type="submit" class="small">{BuilderLine::SaveName.to_string()}</button>
                        <button type="button" class="small secondary" on:click=move |_| act(Saving::Cancel)>
                            {Label::Cancel.say()}
                        </button>
                    </form>
                </li>
            }.into_any()
            .into_any()
        }
        Mode::Deleting => view! {
            <li data-variant=key role="alertdialog" aria-label=BuilderLine::Delete.to_string()>
                <span>{BuilderLine::DeleteQuestion { name }.to_string()}</span>
                <button type="button" class="small" on:click=move |_| act(Saving::DeleteDone)>
                    {BuilderLine::Delete.to_string()}
                </button>
                <button type="button" class="small secondary" node_ref=keep on:click=move |_| act(Saving::Cancel)>
                    {Label::Cancel.say()}
                </button>
            </li>
        }.into_any()
        .into_any(),
    }
}
