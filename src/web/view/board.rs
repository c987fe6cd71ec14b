//! The board: a grid of cells (what assistive technology reads) under a layer of tiles
//! (what the eye sees), with swipe input on the board itself.
//!
//! Tiles are a keyed list sorted by key, so each tile keeps its DOM node for life and a
//! move is a CSS transition of that node. Every tile and cell reads its own entry of
//! the scene, so a move touches only the nodes whose tiles or cells changed.

use leptos::prelude::*;

use super::super::input::Swipes;
use super::super::runtime::Ctx;
use super::{Live, attr, flag, live, shows};
use crate::app::copy::Text;
use crate::app::model::Model;
use crate::app::scene::{self, Scene, SceneTile, TileKey};

#[component]
pub fn Board() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    // The grid changes only with the variant: a memo of its key (a memo of a type the
    // page has anyway; one of `Grid` cost 357 B), and the grid read anew as it changes.
    let shape = shows(model, |m| scene::grid(m).key());
    let grid = move || {
        // Read, not only tracked: a memo only tracked is never computed, so never changes.
        shape.with(|_| ());
        model.with_untracked(scene::grid)
    };
    let scene = shows(model, scene::scene);
    // Which of two turns this is: alternating names restart the pop animation when a
    // tile merges on turn after turn.
    let odd_turn = shows(model, |m| m.turn % 2 == 1);
    let rows = move || grid().rows.to_string();
    let cols = move || grid().cols.to_string();
    let swipes = Swipes::new(ctx);

    view! {
        <div
            class="board"
            role="grid"
            aria-label=attr(move || { let g = grid(); Text::Board { rows: g.rows, columns: g.cols }.to_string() })
            data-rows=attr(rows)
            data-cols=attr(cols)
            data-axis=attr(move || scene.with(|s| s.axis.name().to_string()))
            style:--rows=attr(rows)
            style:--cols=attr(cols)
            on:pointerdown=move |e| swipes.down(&e)
            on:pointermove=move |e| swipes.moved(&e)
            on:pointerup=move |e| swipes.up(&e)
            on:pointercancel=move |e| swipes.up(&e)
        >
            {move || {
                let g = &grid();
                (0..g.rows)
                    .map(|row| {
                        view! {
                            <div role="row" class="board-row">
                                {(0..g.cols)
                                    .map(|col| {
                                        let index = row * g.cols + col;
                                        let enabled = g.enabled[index];
                                        view! { <GridCell index row col enabled model /> }
                                    })
                                    .collect_view()}
                            </div>
                        }
                    })
                    .collect_view()
            }}
            <div class="tiles" aria-hidden="true">
                <For
                    each=move || scene.with(|s| s.tiles.iter().map(|t| t.key).collect::<Vec<_>>())
                    key=|tile: &TileKey| *tile
                    children=move |tile: TileKey| view! { <Tile tile scene odd_turn /> }
                />
            </div>
        </div>
    }
}

/// One cell of the accessible grid: its value, "empty" or "hole".
#[component]
fn GridCell(
    index: usize,
    row: usize,
    col: usize,
    enabled: bool,
    model: RwSignal<Model>,
) -> impl IntoView {
    let label = Memo::new(move |_| model.with(|m| scene::cell(m, index).label()));
    view! {
        <div
            role="gridcell"
            class="cell"
            class:hole=!enabled
            aria-label=attr(move || label.get())
            style:--row=row.to_string()
            style:--col=col.to_string()
        ></div>
    }
}

/// One tile; its node lives as long as the tile, and only its attributes change.
#[component]
fn Tile(tile: TileKey, scene: Memo<Scene>, odd_turn: Memo<bool>) -> impl IntoView {
    // What `f` reads of this tile in the scene. (Each value reads the scene: a memo of
    // the tile's entry was a memo type of its own, 0.8 KB. A value that did not change
    // touches no DOM: leptos compares it with the last.)
    let read =
        move |f: &dyn Fn(&SceneTile) -> Option<String>| scene.with(|s| s.tile(tile).and_then(f));
    // Every value that changes is `Live` (see there): its number, as text, and its
    // attributes, styles and the inner layer's class, as optional strings. (The class
    // is set as an attribute: leptos's `class=` of a changing value is code of its own.)
    let maybe = move |f: fn(&SceneTile) -> Option<String>| -> Live<Option<String>> {
        live(move || read(&f))
    };
    let number = live(move || read(&|t| Some(t.value.to_string())).unwrap_or_default());
    let inner_class = attr(move || {
        let parity = u8::from(odd_turn.get());
        read(&|t| {
            Some(if t.merged {
                format!("tile-inner tile-merged-{parity}")
            } else if t.fresh {
                "tile-inner tile-new".to_string()
            } else {
                "tile-inner".to_string()
            })
        })
        .unwrap_or_else(|| "tile-inner".to_string())
    });
    view! {
        <div
            class="tile"
            data-id=tile.id
            data-value=maybe(|t| Some(t.value.to_string()))
            data-row=maybe(|t| Some(t.row.to_string()))
            data-col=maybe(|t| Some(t.col.to_string()))
            data-absorbed=maybe(|t| t.absorbed.then(String::new))
            // Custom properties through the CSSOM (setProperty), never a style
            // attribute: a strict Content-Security-Policy allows only the former.
            style:--row=maybe(|t| Some(t.row.to_string()))
            style:--col=maybe(|t| Some(t.col.to_string()))
            style:--tile-bg=maybe(|t| Some(t.look.background.to_string()))
            style:--tile-fg=maybe(|t| Some(t.look.text.to_string()))
            style:--tile-font=maybe(|t| Some(t.look.font_permille.to_string()))
        >
            {view! { <div>{number}</div> }.attr("class", inner_class)}
            // A merge's survivor shows its old value while it slides; this layer
            // vanishes when the slide ends, as the merged value pops (CSS only). Always
            // there, hidden but while the tile merges (see `view::flag`); its turn's
            // parity restarts its animation when the tile merges turn after turn.
            <div
                class="tile-inner tile-before"
                data-turn=live(move || {
                    let parity = u8::from(odd_turn.get()).to_string();
                    read(&|t| t.before.map(|_| parity.clone()))
                })
                hidden=flag(move || scene.with(|s| s.tile(tile).and_then(|t| t.before).is_none()))
                style:--tile-bg=maybe(|t| t.before.map(|(_, look)| look.background.to_string()))
                style:--tile-fg=maybe(|t| t.before.map(|(_, look)| look.text.to_string()))
                style:--tile-font=maybe(|t| t.before.map(|(_, look)| look.font_permille.to_string()))
            >
                {live(move || read(&|t| t.before.map(|(before, _)| before.to_string())).unwrap_or_default())}
            </div>
        </div>
    }
}
