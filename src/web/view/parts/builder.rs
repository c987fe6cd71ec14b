//! The game builder's panel (see `app::model::parts::builder`): where to start from, the
//! board's size and its painter (cells, holes and initial tiles, by click, tap, drag or
//! keys), every rule family as a choice with a line on what it does, the engine's
//! reason beside the field it concerns, and Play, Copy link, Copy embed code; then the
//! saved variants (`variants`). In the builder's chunk: the variant picker's last
//! choice and the Games panel's "Create a game" load it, then open it.
//!
//! The painter is one tab stop; its arrows move between cells (the game's key handler
//! leaves keys inside `data-own-keys` alone), and Enter or Space paints.
//!
//! Every `view!` here ends in `.into_any()`: a type-erased view is rendered by one code
//! path instead of a function per static tree, which in this part's chunk (it loads on
//! first use: `web::chunks`) measured about 10 KB gzip less with `variants` (80.7 ->
//! 70.3 KB). Its lists are options written as HTML (`app::choices::options_of`), each
//! `<select>` showing its value through `prop:value`: a view per option cost the chunk
//! 2.1 KB more (87.9 -> 85.8 KB). A name no list has shows as no choice, beside the
//! engine's reason.

use leptos::html;
use leptos::prelude::*;

use super::super::{attr, effect, flag, live, memo, shows};
use wasm_bindgen::JsCast;

use super::super::focus;
use super::variants::SavedVariants;
use crate::app::choices::options_of;
use crate::app::copy::{BuilderLine, ConfigLine, Family, Label, Line};
use crate::app::links::{embed_code, game_hash};
use crate::app::model::Msg;
use crate::app::model::parts::builder::{Brush, Build, STRATEGIES, Win};
use crate::engine::registry::{self, Named};
use crate::engine::{Direction, MAX_SIDE, PRESETS, Power};
use crate::web::exchange;
use crate::web::location::files_base;
use crate::web::runtime::{Ctx, random_seed};

/// The names of a registry table.
fn names<F>(table: &'static [Named<F>]) -> Vec<&'static str> {
    table.iter().map(|n| n.name).collect()
}

/// A number as a field or a list shows it: none is empty.
fn number(n: Option<i64>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

/// The value of the form field an event came from.
fn value_of(e: &leptos::ev::Event) -> String {
    e.target()
        .and_then(|t| {
            t.dyn_ref::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .or_else(|| t.dyn_ref::<web_sys::HtmlInputElement>().map(|i| i.value()))
        })
        .unwrap_or_default()
}

#[component]
pub fn BuilderPanel() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let open = shows(model, |m| m.builder.is_some());
    let node = NodeRef::<html::Section>::new();
    focus::follow(open, move || node.get().map(Into::into));
    let valid = shows(model, |m| {
        m.builder.as_ref().is_some_and(|b| b.check.is_ok())
    });
    let say = |line: BuilderLine| line.to_string();
    let build = move |b: Build| ctx.dispatch(Msg::Build(b));
    let json = move || {
        model.with_untracked(|m| {
            m.builder
                .as_ref()
                .map(|b| b.object.to_value().to_string())
                .unwrap_or_default()
        })
    };
    let base = move || {
        files_base().unwrap_or_else(|| {
            let page = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default();
            web_sys::Url::new_with_base("./", &page).map_or(String::new(), |u| u.href())
        })
    };
    let copy_link = move |_| {
        let url = format!("{}{}", base(), game_hash(&json()));
        exchange::share(None, url, move |said| ctx.dispatch(Msg::Notice(said)));
    };
    let copy_embed = move |_| {
        let code = embed_code(&base(), &json(), Label::Title.say());
        exchange::copy(code, move |said| ctx.dispatch(Msg::Notice(said)));
    };
    // "A preset" first, so chosen until one is.
    let presets = options_of(
        &std::iter::once((String::new(), say(BuilderLine::APreset)))
            .chain(PRESETS.iter().map(|p| {
                let kind = crate::app::variant::VariantKind::Preset(p);
                (p.id.to_string(), Label::VariantName(kind).say().to_string())
            }))
            .collect::<Vec<_>>(),
    );
    // Built once and shown or hidden: rebuilding a panel this size would cost the
    // wasm far more than its few hidden nodes cost the page.
    view! {
                <section class="builder" aria-labelledby="builder-title" hidden=flag(move || !open.get()) node_ref=node>
                    <div class="builder-head">
                        <h2 id="builder-title">{Label::CreateGame.say()}</h2>
                        <button type="button" class="small secondary" on:click=move |_| build(Build::Close)>
                            {Label::Close.say()}
                        </button>
                    </div>
                    <div class="builder-row">
                        <label>
                            {say(BuilderLine::StartFrom)} " "
                            <select inner_html=presets on:change=move |e| {
                                if let Some(p) = PRESETS.iter().find(|p| p.id == value_of(&e)) {
                                    build(Build::FromPreset(p.id));
                                }
                            }></select>
                        </label>
                        <button type="button" class="small" on:click=move |_| build(Build::FromGame)>
                            {Line::FromTheGame.to_string()}
                        </button>
                    </div>
                    <Painter />
                    <Rules />
                    <Extras />
                    <p class="builder-status" role="status">
                        {live(move || say(if valid.get() { BuilderLine::RulesMakeAGame } else { BuilderLine::RulesMakeNoGame }))}
                    </p>
                    <div class="builder-actions">
                        <button
                            type="button"
                            class="small"
                            disabled=flag(move || !valid.get())
                            on:click=move |_| build(Build::Play { seed: random_seed() })
                        >
                            {say(BuilderLine::PlayThisGame)}
                        </button>
                        <button type="button" class="small" disabled=flag(move || !valid.get()) on:click=copy_link>
                            {say(BuilderLine::CopyLink)}
                        </button>
                        <button type="button" class="small" disabled=flag(move || !valid.get()) on:click=copy_embed>
                            {say(BuilderLine::CopyEmbedCode)}
                        </button>
                    </div>
                    <SavedVariants valid />
                </section>
    }.into_any()
}

/// The engine's reason, beside the field `path` names, while it is at fault.
fn fault(path: &'static str) -> impl IntoView {
    let model = Ctx::get().model;
    let reason = memo(move || {
        model.with(|m| {
            m.builder
                .as_ref()
                .and_then(|b| b.fault(path))
                .map(|e| ConfigLine(e.reason.clone()).to_string())
        })
    });
    live(move || {
        reason
            .get()
            .map(|r| view! { <span class="builder-fault" role="alert">{r}</span> }.into_any())
    })
}

/// The board's size and its painter.
#[component]
fn Painter() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let grid =
        memo(move || model.with(|m| m.builder.as_ref().map(|b| b.grid()).unwrap_or_default()));
    let tiles = memo(move || {
        model.with(|m| {
            m.builder
                .as_ref()
                .map(|b| b.object.initial_tiles.clone().unwrap_or_default())
        })
    });
    let brush = shows(model, |m| m.builder.as_ref().map(|b| b.brush));
    let say = |line: BuilderLine| line.to_string();
    let build = move |b: Build| ctx.dispatch(Msg::Build(b));
    let size = move || grid.with(|g| (g.len(), g.first().map_or(0, Vec::len)));
    let dragging = StoredValue::new(false);
    let cursor = shows(model, |m| m.builder.as_ref().map_or((0, 0), |b| b.cursor));
    let painter = NodeRef::<leptos::html::Div>::new();
    // Focus follows the keys' cell while it is on the painter.
    effect(move || {
        let (row, col) = cursor.get();
        if let Some(painter) = painter.get() {
            super::setup::focus_cell(&painter, row * size().1 + col);
        }
    });
    let tile_value = StoredValue::new(2i64);
    let side = |n: usize| n.to_string();
    view! {
        <fieldset class="builder-board">
            <legend>{say(BuilderLine::BoardSize)}</legend>
            <div class="builder-row">
                <label>
                    {say(BuilderLine::Rows)} " "
                    <input type="number" min="2" max=MAX_SIDE.to_string() prop:value=live(move || side(size().0))
                        on:change=move |e| { if let Ok(rows) = value_of(&e).parse() { build(Build::Size { rows, cols: size().1 }) } } />
                </label>
                <label>
                    {say(BuilderLine::Columns)} " "
                    <input type="number" min="2" max=MAX_SIDE.to_string() prop:value=live(move || side(size().1))
                        on:change=move |e| { if let Ok(cols) = value_of(&e).parse() { build(Build::Size { rows: size().0, cols }) } } />
                </label>
            </div>
            <p class="builder-help">{say(BuilderLine::PainterHelp)}</p>
            <div class="builder-row" role="group" aria-label=say(BuilderLine::Paint)>
                <strong aria-hidden="true">{say(BuilderLine::Paint)}</strong>
                <button type="button" class="small toggle" aria-pressed=attr(move || (brush.get() == Some(Brush::Cells)).to_string())
                    on:click=move |_| build(Build::Brush(Brush::Cells))>{say(BuilderLine::BrushCells)}</button>
                <button type="button" class="small toggle" aria-pressed=attr(move || matches!(brush.get(), Some(Brush::Tile(Some(_)))).to_string())
                    on:click=move |_| build(Build::Brush(Brush::Tile(Some(tile_value.get_value()))))>{say(BuilderLine::BrushTile)}</button>
                <input type="number" min="1" class="builder-tile-value" aria-label=say(BuilderLine::BrushTile) prop:value="2"
                    on:change=move |e| {
                        if let Ok(v) = value_of(&e).parse::<i64>() {
                            tile_value.set_value(v);
                            build(Build::Brush(Brush::Tile(Some(v))));
                        }
                    } />
                <button type="button" class="small toggle" aria-pressed=attr(move || (brush.get() == Some(Brush::Tile(None))).to_string())
                    on:click=move |_| build(Build::Brush(Brush::Tile(None)))>{say(BuilderLine::NoTile)}</button>
            </div>
            <div
                class="builder-painter"
                node_ref=painter
                // Arrows move between its cells here, not the game's tiles.
                data-own-keys=""
                on:keydown=move |e: leptos::ev::KeyboardEvent| {
                    let dir = match e.key().as_str() {
                        "ArrowUp" => Direction::Up,
                        "ArrowDown" => Direction::Down,
                        "ArrowLeft" => Direction::Left,
                        "ArrowRight" => Direction::Right,
                        _ => return,
                    };
                    e.prevent_default();
                    build(Build::Cursor(dir));
                }
                style:--cols=attr(move || size().1.to_string())
                on:pointerup=move |_| dragging.set_value(false)
                on:pointerleave=move |_| dragging.set_value(false)
                on:pointermove=move |e: leptos::ev::PointerEvent| {
                    // A finger keeps its first cell as target: find the cell under it.
                    if !dragging.get_value() { return; }
                    let Some(cell) = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.element_from_point(e.client_x() as f32, e.client_y() as f32))
                    else { return };
                    let at = |k: &str| cell.get_attribute(k).and_then(|v| v.parse::<usize>().ok());
                    if let (Some(row), Some(col)) = (at("data-row"), at("data-col")) {
                        build(Build::Paint { row, col, drag: true });
                    }
                }
            >
                // The cells are rebuilt only when the size changes: a click keeps its
                // button (and the keyboard's focus).
                {live(move || {
                    let (rows, cols) = size();
                    (0..rows * cols).map(|i| {
                        let (row, col) = (i / cols, i % cols);
                        let cell = memo(move || grid.with(|g| g.get(row).and_then(|r| r.get(col)).copied().unwrap_or(false)));
                        let tile = memo(move || tiles.with(|t| t.as_ref().and_then(|t| t.iter().find(|t| t.row == row as i64 && t.column == col as i64).map(|t| t.value))));
                        view! {
                            <button
                                type="button"
                                class="builder-cell"
                                class:hole=live(move || !cell.get())
                                data-row=row
                                data-col=col
                                data-index=i
                                // One tab stop: the keys' cell.
                                tabindex=attr(move || if cursor.get() == (row, col) { "0" } else { "-1" }.to_string())
                                aria-label=attr(move || BuilderLine::BuilderCell { row, col, hole: !cell.get(), tile: tile.get() }.to_string())
                                on:pointerdown=move |e: leptos::ev::PointerEvent| {
                                    dragging.set_value(true);
                                    if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                                        let _ = t.release_pointer_capture(e.pointer_id());
                                    }
                                    build(Build::Paint { row, col, drag: false });
                                }
                                // Keys (Enter, Space) click with no pointer: detail 0.
                                on:click=move |e: leptos::ev::MouseEvent| {
                                    if e.detail() == 0 {
                                        build(Build::Paint { row, col, drag: false });
                                    }
                                }
                            >
                                {live(move || tile.get().map(|v| v.to_string()).unwrap_or_default())}
                            </button>
                        }.into_any()
                    }).collect_view()
                })}
            </div>
            {fault("gridOptions.gridBoolean")}
            {fault("initialTiles")}
        </fieldset>
    }.into_any()
}

/// The power-ups a game starts with and its limits (our extension of the game object).
#[component]
fn Extras() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let say = |line: BuilderLine| line.to_string();
    let build = move |b: Build| ctx.dispatch(Msg::Build(b));
    let options = memo(move || {
        model.with(|m| {
            m.builder
                .as_ref()
                .map(|b| (b.power_ups().charges, b.limits()))
        })
    });
    // An empty field, or one that is no whole number, is none.
    let read = |e: &leptos::ev::Event| value_of(e).trim().parse::<i64>().ok();
    let charge = move |power: Power, path: &'static str| {
        let shown = move || {
            let (charges, _) = options.get().unwrap_or_default();
            let n = match power {
                Power::Swap => charges.swap,
                Power::Remove => charges.remove,
                Power::Undo => charges.undo,
            };
            n.unwrap_or(0).to_string()
        };
        view! {
            <label>
                {say(BuilderLine::StartCharges(power))} " "
                <input type="number" min="0" max="99" prop:value=live(shown)
                    on:change=move |e| build(Build::Charges(power, read(&e).unwrap_or(0))) />
                {fault(path)}
            </label>
        }
        .into_any()
    };
    let moves = move || number(options.get().and_then(|(_, l)| l.moves));
    let seconds = move || number(options.get().and_then(|(_, l)| l.seconds));
    view! {
        <fieldset class="builder-extras">
            <legend>{say(BuilderLine::PowerUpsAndLimits)}</legend>
            <div class="builder-row">
                {charge(Power::Swap, "powerUps.swap")}
                {charge(Power::Remove, "powerUps.remove")}
                {charge(Power::Undo, "powerUps.undo")}
            </div>
            <div class="builder-row">
                <label>
                    {say(BuilderLine::MoveLimit)} " "
                    <input type="number" min="1" prop:value=live(moves)
                        on:change=move |e| build(Build::MoveLimit(read(&e))) />
                    {fault("limits.moves")}
                </label>
                <label>
                    {say(BuilderLine::TimeLimit)} " "
                    <input type="number" min="1" prop:value=live(seconds)
                        on:change=move |e| build(Build::TimeLimit(read(&e))) />
                    {fault("limits.seconds")}
                </label>
            </div>
            <p class="builder-help">{say(BuilderLine::NoLimitHelp)}</p>
        </fieldset>
    }
    .into_any()
}

/// Every rule family.
#[component]
fn Rules() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let say = |line: BuilderLine| line.to_string();
    let build = move |b: Build| ctx.dispatch(Msg::Build(b));
    let named = move |field: fn(&crate::engine::object::GridOptions) -> &Option<String>| {
        move || {
            model.with(|m| {
                m.builder
                    .as_ref()
                    .map(|b| b.named(field).to_string())
                    .unwrap_or_default()
            })
        }
    };
    let win = shows(model, |m| m.builder.as_ref().map(|b| b.win()));
    let lengths = memo(move || {
        model.with(|m| {
            let g = m
                .builder
                .as_ref()?
                .object
                .grid_options
                .clone()
                .unwrap_or_default();
            Some((g.min_merge_length.unwrap_or(2), g.max_merge_length))
        })
    });
    let lose = move || {
        model.with(|m| {
            m.builder
                .as_ref()
                .and_then(|b| {
                    b.object
                        .game_options
                        .as_ref()?
                        .lose_condition_fn_name
                        .clone()
                })
                .unwrap_or_else(|| "original2048".into())
        })
    };
    // Each length as a choice; the longest may be the board's own.
    let lengths_options = |any: bool| {
        let board = any.then(|| (String::new(), BuilderLine::AsLongAsTheBoard.to_string()));
        let numbers = (2..=MAX_SIDE).map(|n| (n.to_string(), n.to_string()));
        options_of(&board.into_iter().chain(numbers).collect::<Vec<_>>())
    };
    let win_options = options_of(
        &names(registry::WIN_CONDITIONS)
            .into_iter()
            .map(|n| {
                let name = BuilderLine::RuleName {
                    family: Family::Win,
                    name: n,
                };
                (n.to_string(), name.to_string())
            })
            .chain([(String::new(), say(BuilderLine::ReachTile))])
            .collect::<Vec<_>>(),
    );
    view! {
        <div class="builder-rules">
            <Choice family=Family::Condition names=names(registry::MERGE_CONDITIONS) current=memo(named(|g| &g.merge_condition_fn_name))
                pick=|n| Build::Condition(n) path="gridOptions.mergeConditionFnName" />
            <Choice family=Family::Result names=names(registry::MERGE_RESULTS) current=memo(named(|g| &g.merge_result_fn_name))
                pick=|n| Build::Result(n) path="gridOptions.mergeResultFnName" />
            <Choice family=Family::Score names=names(registry::MERGE_SCORES) current=memo(named(|g| &g.merge_score_fn_name))
                pick=|n| Build::Score(n) path="gridOptions.mergeScoreFnName" />
            <div class="builder-field">
                <label>
                    {say(BuilderLine::ShortestMerge)} " "
                    <select inner_html=lengths_options(false) prop:value=live(move || number(lengths.get().map(|l| l.0)))
                        on:change=move |e| { if let Ok(n) = value_of(&e).parse() { build(Build::MinLength(n)) } }></select>
                </label>
                " "
                <label>
                    {say(BuilderLine::LongestMerge)} " "
                    <select inner_html=lengths_options(true) prop:value=live(move || number(lengths.get().and_then(|l| l.1)))
                        on:change=move |e| build(Build::MaxLength(value_of(&e).parse().ok()))></select>
                </label>
                {fault("gridOptions.minMergeLength")}
                {fault("gridOptions.maxMergeLength")}
            </div>
            <Choice family=Family::Strategy names=STRATEGIES.to_vec()
                current=memo(move || model.with(|m| m.builder.as_ref().and_then(|b| b.object.grid_options.as_ref()?.merge_strategy.clone()).unwrap_or_else(|| STRATEGIES[0].into())))
                pick=|n| Build::Strategy(n) path="gridOptions.mergeStrategy" />
            <Choice family=Family::NewTile names=names(registry::NEW_TILES) current=memo(named(|g| &g.new_tile_fn_name))
                pick=|n| Build::NewTile(n) path="gridOptions.newTileFnName" />
            <div class="builder-field">
                <label>
                    {say(BuilderLine::Family(Family::Win))} " "
                    // (Reach a tile is the choice of no name.)
                    <select inner_html=win_options
                        prop:value=live(move || match win.get() { Some(Win::Named(n)) => n, _ => "" }.to_string())
                        on:change=move |e| {
                            let v = value_of(&e);
                            match registry::lookup(registry::WIN_CONDITIONS, &v) {
                                Some(n) => build(Build::Win(Win::Named(n.name))),
                                None => build(Build::Win(Win::Tile(4096))),
                            }
                        }></select>
                </label>
                {live(move || match win.get() {
                    Some(Win::Tile(value)) => Some(view! {
                        " "
                        <input type="number" min="1" class="builder-tile-value" aria-label=BuilderLine::ReachTile.to_string() prop:value=value.to_string()
                            on:change=move |e| { if let Ok(v) = value_of(&e).parse() { build(Build::Win(Win::Tile(v))) } } />
                        <span class="builder-help">{BuilderLine::ReachTileHelp { value }.to_string()}</span>
                    }.into_any()),
                    Some(Win::Named(name)) => Some(view! {
                        <span class="builder-help">{BuilderLine::RuleHelp { family: Family::Win, name }.to_string()}</span>
                    }.into_any()),
                    None => None,
                })}
                {fault("gameOptions.winConditionFnName")}
            </div>
            <Choice family=Family::Lose names=names(registry::LOSE_CONDITIONS) current=memo(lose)
                pick=|n| Build::Lose(n) path="gameOptions.loseConditionFnName" />
        </div>
    }.into_any()
}

/// One rule family as a choice: its names, the one chosen, what it does, and the
/// engine's reason if it is at fault.
///
/// (Not generic over `current`: one copy of this view for seven families measured
/// 0.7 KB gzip less in the builder's chunk than one per family.)
#[component]
fn Choice(
    family: Family,
    names: Vec<&'static str>,
    current: Memo<String>,
    pick: fn(&'static str) -> Build,
    path: &'static str,
) -> impl IntoView {
    let ctx = Ctx::get();
    let known = names.clone();
    // The chosen name as the registry spells it (`&'static`: its words are keyed by it).
    let chosen = {
        let names = names.clone();
        move || {
            let now = current.get();
            names.iter().copied().find(|n| *n == now).unwrap_or("")
        }
    };
    let options = options_of(
        &names
            .iter()
            .map(|n| {
                (
                    n.to_string(),
                    BuilderLine::RuleName { family, name: n }.to_string(),
                )
            })
            .collect::<Vec<_>>(),
    );
    view! {
        <div class="builder-field">
            <label>
                {BuilderLine::Family(family).to_string()} " "
                <select inner_html=options prop:value=live(move || current.get()) on:change=move |e| {
                    let v = value_of(&e);
                    if let Some(n) = known.iter().find(|n| **n == v) {
                        ctx.dispatch(Msg::Build(pick(n)));
                    }
                }></select>
            </label>
            <span class="builder-help">
                {live(move || BuilderLine::RuleHelp { family, name: chosen() }.to_string())}
            </span>
            {fault(path)}
        </div>
    }
    .into_any()
}
