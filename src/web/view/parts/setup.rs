//! The position editor (see `app::model::parts::setup`): its board, laid over the game's while
//! it is open, where every cell is a button that places the value picked; and its bar:
//! the rules' values to pick from, Clear, Start from the game, Analyse, Play from here
//! and Close. In the position editor's chunk: the analysis panel's "Set up a position"
//! loads it, then opens the editor.
//!
//! The cells are one tab stop: the cursor's cell takes the focus, the arrows move the
//! cursor (through the model, as every move), and focus follows it while it is inside
//! the editor's board.
//!
//! Every `view!` here ends in `.into_any()`: a type-erased view is rendered by one code
//! path instead of a function per static tree, which in this part's chunk (it loads on
//! first use: `web::chunks`) measured 1.9 KB gzip less (39.2 -> 37.3 KB).

use leptos::html;
use leptos::html::Div;
use leptos::prelude::*;

use super::super::{attr, effect, flag, live, memo, shows};
use wasm_bindgen::JsCast;

use super::super::busy;
use super::super::focus;
use crate::app::colors::{Palette, TileLook};
use crate::app::copy::{Label, Line, SetupLine};
use crate::app::input::setup_key;
use crate::app::model::Msg;
use crate::app::model::parts::Part;
use crate::app::model::parts::setup::{Edit, Problem};
use crate::web::runtime::Ctx;

/// The editor's board, over the game's.
#[component]
pub fn SetupBoard() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    // The grid (rows, columns, which cells are cells) and the palette: new only when
    // the editor opens on other rules.
    let grid = memo(move || {
        model.with(|m| {
            m.setup.as_ref().map(|s| {
                let shape = s.variant.rules.shape();
                let enabled: Vec<bool> = (0..s.cells.len()).map(|i| s.enabled(i)).collect();
                (shape.rows(), shape.cols(), enabled, s.variant.kind)
            })
        })
    });
    let cells = memo(move || {
        model.with(|m| {
            m.setup
                .as_ref()
                .map(|s| s.cells.clone())
                .unwrap_or_default()
        })
    });
    let cursor = shows(model, |m| m.setup.as_ref().map_or(0, |s| s.cursor));
    let board = NodeRef::<Div>::new();
    // Focus follows the cursor while it is on the editor's board.
    effect(move || {
        let at = cursor.get();
        if let Some(board) = board.get() {
            focus_cell(&board, at);
        }
    });
    live(move || {
        grid.get().map(|(rows, cols, enabled, _)| {
            let palette = model.with_untracked(|m| {
                m.setup
                    .as_ref()
                    .map(|s| Palette::for_rules(&s.variant.rules))
            });
            let buttons = enabled
                .into_iter()
                .enumerate()
                .filter(|(_, enabled)| *enabled)
                .map(|(index, _)| {
                    let (row, col) = (index / cols, index % cols);
                    view! { <SetupCell index row col cells cursor palette /> }.into_any()
                })
                .collect_view();
            view! {
                <div
                    node_ref=board
                    class="board setup-board"
                    role="group"
                    aria-label=SetupLine::SetUp.to_string()
                    style:--rows=rows.to_string()
                    style:--cols=cols.to_string()
                >
                    {buttons}
                </div>
            }
            .into_any()
        })
    })
}

/// Moves the focus to the cell at `index` (its `data-index`) if the focus is on
/// `board` now. (The builder's painter does the same.)
pub(super) fn focus_cell(board: &web_sys::HtmlDivElement, index: usize) {
    let root = board.get_root_node();
    let active = match root.dyn_ref::<web_sys::ShadowRoot>() {
        Some(shadow) => shadow.active_element(),
        None => root
            .dyn_ref::<web_sys::Document>()
            .and_then(web_sys::Document::active_element),
    };
    let inside = active.is_some_and(|a| board.contains(Some(&a)));
    if !inside {
        return;
    }
    if let Ok(Some(cell)) = board.query_selector(&format!("[data-index=\"{index}\"]"))
        && let Some(cell) = cell.dyn_ref::<web_sys::HtmlElement>()
    {
        let _ = cell.focus();
    }
}

/// One cell: a button that places the value picked.
#[component]
fn SetupCell(
    index: usize,
    row: usize,
    col: usize,
    cells: Memo<Vec<Option<i64>>>,
    cursor: Memo<usize>,
    palette: Option<Palette>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let value = memo(move || cells.with(|c| c.get(index).copied().flatten()));
    let look = move || value.get().zip(palette.as_ref()).map(|(v, p)| p.look(v));
    let look = memo(look);
    let paint = |l: Option<TileLook>, f: fn(&TileLook) -> String| l.as_ref().map(f);
    view! {
        <button
            type="button"
            class="cell setup-cell"
            data-index=index
            data-value=live(move || value.get().map(|v| v.to_string()))
            tabindex=attr(move || if cursor.get() == index { "0" } else { "-1" }.to_string())
            aria-label=attr(move || SetupLine::SetupCell { row, col, value: value.get() }.to_string())
            style:--row=row.to_string()
            style:--col=col.to_string()
            style:--tile-bg=live(move || paint(look.get(), |l| l.background.to_string()))
            style:--tile-fg=live(move || paint(look.get(), |l| l.text.to_string()))
            style:--tile-font=live(move || paint(look.get(), |l| l.font_permille.to_string()))
            on:click=move |_| ctx.dispatch(Msg::Setup(Edit::Paint(index)))
            on:keydown=move |e| {
                if let Some(edit) = setup_key(&e.key()) {
                    e.prevent_default();
                    ctx.dispatch(Msg::Setup(edit));
                }
            }
        >
            <span class="tile-inner">{live(move || value.get().map(|v| v.to_string()).unwrap_or_default())}</span>
        </button>
    }
    .into_any()
}

/// The editor's bar: values, actions and why a position cannot be played.
#[component]
pub fn SetupBar() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let open = shows(model, |m| m.setup.is_some());
    let node = NodeRef::<html::Section>::new();
    focus::follow(open, move || node.get().map(Into::into));
    let values = memo(move || {
        model.with(|m| {
            m.setup.as_ref().map(|s| {
                let palette = Palette::for_rules(&s.variant.rules);
                s.values
                    .iter()
                    .map(|&v| (v, palette.look(v)))
                    .collect::<Vec<_>>()
            })
        })
    });
    let brush = shows(model, |m| m.setup.as_ref().and_then(|s| s.brush));
    let problem = shows(model, |m| m.setup.as_ref().and_then(|s| s.problem.clone()));
    let analysing = shows(model, |m| m.analysis.open);
    let say = |line: SetupLine| line.to_string();
    let edit = move |edit: Edit| move |_| ctx.dispatch(Msg::Setup(edit));
    let pressed = move |v: Option<i64>| attr(move || (brush.get() == v).to_string());
    // Built once and shown or hidden (see `view::parts::builder`); only its values follow
    // the rules.
    let values = move || {
        values
            .get()
            .unwrap_or_default()
            .into_iter()
            .map(|(v, look)| {
                view! {
                    <button
                        type="button"
                        class="setup-value"
                        aria-pressed=pressed(Some(v))
                        style:--tile-bg=look.background.to_string()
                        style:--tile-fg=look.text.to_string()
                        on:click=edit(Edit::Brush(Some(v)))
                    >
                        {v}
                    </button>
                }
                .into_any()
            })
            .collect_view()
    };
    view! {
                <section class="setup" aria-labelledby="setup-title" hidden=flag(move || !open.get()) node_ref=node>
                    <div class="setup-head">
                        <h2 id="setup-title">{say(SetupLine::SetUp)}</h2>
                        <button type="button" class="small secondary" on:click=edit(Edit::Close)>
                            {Label::Close.say()}
                        </button>
                    </div>
                    <p class="setup-help">{say(SetupLine::SetupHelp)}</p>
                    <div class="setup-values" role="group" aria-label=say(SetupLine::SetupValues)>
                        <button
                            type="button"
                            class="setup-value setup-empty"
                            aria-pressed=pressed(None)
                            on:click=edit(Edit::Brush(None))
                        >
                            {say(SetupLine::EmptyValue)}
                        </button>
                        {live(values)}
                    </div>
                    <div class="setup-actions">
                        <button type="button" class="small" on:click=edit(Edit::Clear)>
                            {say(SetupLine::ClearBoard)}
                        </button>
                        <button type="button" class="small" on:click=edit(Edit::FromGame)>
                            {Line::FromTheGame.to_string()}
                        </button>
                        <button
                            type="button"
                            class="small toggle"
                            aria-pressed=attr(move || analysing.get().to_string())
                            on:click=move |_| ctx.dispatch(Msg::ToggleAnalysis)
                        >
                            {Label::Analyse.say()}
                        </button>
                        <button type="button" class="small primary" aria-busy=busy(Part::Custom) on:click=move |_| ctx.dispatch(Msg::PlayFromHere)>
                            {Label::PlayFromHere.say()}
                        </button>
                    </div>
                    <p class="setup-problem" role="alert">
                        {live(move || problem.get().map(|p| match p {
                            Problem::NothingToPlay => say(SetupLine::NothingToPlay),
                            Problem::Refused(why) => say(SetupLine::SetupRefused(why)),
                        }).unwrap_or_default())}
                    </p>
                </section>
    }.into_any()
}

/// The analysis panel's button that opens the editor.
#[component]
pub fn SetupButton() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <button
            type="button"
            class="small secondary"
            aria-busy=busy(Part::Setup)
            on:click=move |_| ctx.dispatch(Msg::Setup(Edit::Open { seed: crate::web::runtime::random_seed() }))
        >
            {SetupLine::SetUp.to_string()}
        </button>
    }.into_any()
}
