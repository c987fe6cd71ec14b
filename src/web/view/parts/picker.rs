//! A labelled drop-down of named choices: the AI's speed and strength, the replay's pace
//! (each in a part's chunk).
//! It shows a value the model holds and hands the name picked back; it decides nothing.

use leptos::callback::UnsyncCallback;
use leptos::prelude::*;

/// `choices` are (name, label) pairs, in the order shown.
#[component]
pub fn Picker(
    label: &'static str,
    choices: Vec<(&'static str, &'static str)>,
    /// The name of the choice on show.
    value: Memo<&'static str>,
    /// Gets the name of the choice picked.
    #[prop(into)]
    on_pick: UnsyncCallback<(String,)>,
) -> impl IntoView {
    view! {
        <label class="picker">
            <span>{label}</span>
            <select on:change=move |e| on_pick.run((event_target_value(&e),)) prop:value=value>
                {choices
                    .into_iter()
                    .map(|(name, text)| view! { <option value=name>{text}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}
