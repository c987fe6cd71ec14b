//! One mounted `<game-2048>` widget, as the custom element holds it: `web::embed` makes
//! it (its mounting is the `widget` chunk's) and answers its methods. A module of its
//! own so that the chunks' door (`web::chunks`), which hands a mounted widget back from
//! that chunk, can name it without reaching `embed`, which calls the door: it must
//! never call the chunks itself.

use std::any::Any;

use wasm_bindgen::prelude::*;

use super::runtime::Ctx;
use crate::app::copy::Lang;

#[wasm_bindgen]
pub struct Widget {
    pub(super) ctx: Option<Ctx>,
    /// Its language: its methods' errors are said in it.
    pub(super) lang: Lang,
    /// The leptos mount (an `UnmountHandle`): dropping it unmounts the view and
    /// disposes every signal, effect and listener created under it.
    pub(super) mounted: Option<Box<dyn Any>>,
}
