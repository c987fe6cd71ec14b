//! The board: a grid of cells (what assistive technology reads) under a layer of tiles
//! (what the eye sees), plus swipe input on the board itself.
//!
//! Tiles are a keyed list sorted by id, so each tile keeps its DOM node for life and a
//! move is a CSS transition of that node. Every tile reads its own place from the
//! scene, so a node is never re-created for a move.

use leptos::prelude::*;
use web_sys::PointerEvent;

use super::super::ctx::Ctx;
use crate::app::colors::Palette;
use crate::app::input::SwipeTracker;
use crate::app::model::Msg;
use crate::app::scene::{SceneTile, tiles};
use crate::engine::{Direction, Outcome, Pos};

#[component]
pub fn Board(ctx: Ctx, children: Children) -> impl IntoView {
    let model = ctx.model;
    let shape = Memo::new(move |_| model.with(|m| m.variant.rules.shape().mask()));
    let scene = Memo::new(move |_| model.with(tiles));
    let palette = Memo::new(move |_| {
        model.with(|m| Palette::for_values(m.game.board().tiles().map(|(_, t)| t.value)))
    });
    let turn = Memo::new(move |_| model.with(|m| m.turn));
    // Horizontal and vertical slides may have different durations.
    let axis = Memo::new(move |_| {
        model.with(|m| match m.events.outcome {
            Outcome::Moved(Direction::Up | Direction::Down) => "v",
            _ => "h",
        })
    });
    let rows = move || shape.with(Vec::len);
    let cols = move || shape.with(|s| s.first().map_or(0, Vec::len));

    let swipe = StoredValue::new(SwipeTracker::default());
    let on_down = move |e: PointerEvent| {
        swipe.update_value(|s| {
            s.down(
                e.pointer_id(),
                e.is_primary(),
                f64::from(e.client_x()),
                f64::from(e.client_y()),
            )
        });
        if let Some(target) = e
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = target.set_pointer_capture(e.pointer_id());
        }
    };
    let on_move = move |e: PointerEvent| {
        let fired = swipe
            .try_update_value(|s| {
                s.moved(
                    e.pointer_id(),
                    f64::from(e.client_x()),
                    f64::from(e.client_y()),
                )
            })
            .flatten();
        if let Some(dir) = fired {
            e.prevent_default();
            ctx.dispatch(Msg::Move(dir));
        }
    };
    let on_up = move |e: PointerEvent| swipe.update_value(|s| s.up(e.pointer_id()));

    view! {
        <div
            class="board"
            role="grid"
            aria-label=move || format!("Board, {} rows by {} columns", rows(), cols())
            data-rows=rows
            data-cols=cols
            data-axis=axis
            style:--rows=move || rows().to_string()
            style:--cols=move || cols().to_string()
            on:pointerdown=on_down
            on:pointermove=on_move
            on:pointerup=on_up
            on:pointercancel=on_up
        >
            {move || {
                shape
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(r, row)| {
                        view! {
                            <div role="row" class="board-row">
                                {row
                                    .into_iter()
                                    .enumerate()
                                    .map(|(c, enabled)| view! { <Cell ctx row=r col=c enabled /> })
                                    .collect_view()}
                            </div>
                        }
                    })
                    .collect_view()
            }}
            <div class="tiles" aria-hidden="true">
                <For
                    each=move || scene.get()
                    key=|t: &SceneTile| (t.game, t.id)
                    children=move |t: SceneTile| view! { <Tile game=t.game id=t.id scene palette turn /> }
                />
            </div>
            {children()}
        </div>
    }
}

/// One cell of the accessible grid: its value, "empty" or "hole".
#[component]
fn Cell(ctx: Ctx, row: usize, col: usize, enabled: bool) -> impl IntoView {
    let label = move || {
        if !enabled {
            return "hole".to_string();
        }
        ctx.model.with(|m| {
            m.game
                .board()
                .get(Pos::new(row, col))
                .map_or("empty".to_string(), |t| t.value.to_string())
        })
    };
    view! {
        <div
            role="gridcell"
            class="cell"
            class:hole=!enabled
            aria-label=label
            style:--row=row.to_string()
            style:--col=col.to_string()
        ></div>
    }
}

/// One tile; its node lives as long as the tile, and only its attributes change.
#[component]
fn Tile(
    game: u64,
    id: u32,
    scene: Memo<Vec<SceneTile>>,
    palette: Memo<Palette>,
    turn: Memo<u64>,
) -> impl IntoView {
    // This tile's entry, looked up once per step; a tile that did not change touches
    // no DOM at all.
    let this = Memo::new(move |_| {
        scene.with(|tiles| {
            tiles
                .binary_search_by_key(&id, |t| t.id)
                .ok()
                .map(|i| tiles[i].clone())
                .filter(|t| t.game == game)
        })
    });
    let this = move || this.get();
    let value = move || this().map_or(0, |t| t.value);
    let look = Memo::new(move |_| palette.with(|p| p.look(value())));
    let look = move || look.get();
    let place = move || this().map_or((0, 0), |t| (t.row, t.col));
    // Alternating names restart the pop animation when a tile merges on turn after turn.
    let inner_class = move || {
        let t = this();
        let parity = turn.get() % 2;
        match t {
            Some(t) if t.merged => format!("tile-inner tile-merged-{parity}"),
            Some(t) if t.fresh => "tile-inner tile-new".to_string(),
            _ => "tile-inner".to_string(),
        }
    };
    view! {
        <div
            class="tile"
            data-id=id
            data-value=value
            data-row=move || this().map_or(0, |t| t.row)
            data-col=move || this().map_or(0, |t| t.col)
            data-absorbed=move || this().is_some_and(|t| t.absorbed).then_some("")
            // Custom properties through the CSSOM (setProperty), never a style
            // attribute: a strict Content-Security-Policy allows only the former.
            style:--row=move || place().0.to_string()
            style:--col=move || place().1.to_string()
            style:--tile-bg=move || look().background
            style:--tile-fg=move || look().text
            style:--tile-font=move || look().font_permille.to_string()
        >
            <div class=inner_class>{value}</div>
            // A merge's survivor shows its old value while it slides; this layer
            // vanishes when the slide ends, as the merged value pops (CSS only).
            {move || this().and_then(|t| t.merged_from).map(|before| {
                let look = palette.with(|p| p.look(before));
                view! {
                    <div
                        class="tile-inner tile-before"
                        style:--tile-bg=look.background
                        style:--tile-fg=look.text
                        style:--tile-font=look.font_permille.to_string()
                    >
                        {before}
                    </div>
                }
            })}
        </div>
    }
}
