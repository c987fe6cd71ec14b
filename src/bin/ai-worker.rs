//! The AI's web worker: trunk builds this binary as `ai-worker.js` and its wasm, loaded
//! on first use of a hint or autoplay, so the first load of the game never carries the
//! search. It links the engine and the AI crates, never leptos.
//!
//! Protocol (structured-clone objects):
//! - in: `{ id, rules, board, budgetMs }`: `rules` the game object as JSON, `board` the
//!   rows in the vectors' text format (exact for any 64-bit value), `budgetMs` the time
//!   to think on average (a decision may take what earlier ones saved: `TimeBank`);
//! - out: `{ ready: true }` once, when it listens; then `{ id, direction, depth, nodes,
//!   ms }` per request (`direction` is `'left'`, `'right'`, `'up'`, `'down'` or `null`
//!   when no move is left), or `{ id, error }` for a request it cannot read.

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ai-worker runs in a browser's web worker: trunk builds it.");
}

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;

    use game2048_ai::{Budget, Player, TimeBank};
    use game2048_engine::{Board, Rules};
    use js_sys::{Object, Reflect};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// The player, the last rules read (a game asks move after move under the same) and
    /// the time its easy decisions saved for hard ones, at the budget last asked for.
    struct State {
        player: Player,
        rules: Option<(String, Rules)>,
        bank: TimeBank,
    }

    thread_local! {
        static STATE: RefCell<State> = RefCell::new(State {
            player: Player::default(),
            rules: None,
            bank: TimeBank::new(0.0),
        });
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reply_to = scope.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let reply = answer(&e.data());
            let _ = reply_to.post_message(&reply);
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The worker lives as long as its page.
        on_message.forget();
        let ready = Object::new();
        let _ = Reflect::set(&ready, &"ready".into(), &JsValue::TRUE);
        let _ = scope.post_message(&ready);
    }

    fn field(data: &JsValue, name: &str) -> JsValue {
        Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED)
    }

    /// The reply to one request.
    fn answer(data: &JsValue) -> JsValue {
        let reply = Object::new();
        let set = |name: &str, value: JsValue| {
            let _ = Reflect::set(&reply, &name.into(), &value);
        };
        set("id", field(data, "id"));
        match decide(data) {
            Ok((direction, depth, nodes, ms)) => {
                set(
                    "direction",
                    direction.map_or(JsValue::NULL, |d| d.name().into()),
                );
                set("depth", depth.into());
                set("nodes", (nodes as f64).into());
                set("ms", ms.into());
            }
            Err(why) => set("error", why.into()),
        }
        reply.into()
    }

    type Answer = (Option<game2048_engine::Direction>, u32, u64, f64);

    fn decide(data: &JsValue) -> Result<Answer, String> {
        let rules_json = field(data, "rules")
            .as_string()
            .ok_or("rules: not a string")?;
        let rows: Vec<String> = js_sys::Array::from(&field(data, "board"))
            .iter()
            .map(|row| row.as_string().ok_or("board: not rows of text"))
            .collect::<Result<_, _>>()?;
        let budget_ms = field(data, "budgetMs")
            .as_f64()
            .unwrap_or(5.0)
            .clamp(0.5, 10_000.0);
        let board = Board::from_text(&rows)?;
        let performance = js_sys::global()
            .unchecked_into::<web_sys::WorkerGlobalScope>()
            .performance();
        let now = move || {
            performance
                .as_ref()
                .map_or_else(js_sys::Date::now, |p| p.now())
        };
        let started = now();
        STATE.with(|state| {
            let mut state = state.borrow_mut();
            let State {
                player,
                rules,
                bank,
            } = &mut *state;
            if bank.budget_ms() != budget_ms {
                *bank = TimeBank::new(budget_ms);
            }
            let allowance_ms = bank.allowance_ms();
            if rules.as_ref().is_none_or(|(json, _)| *json != rules_json) {
                let parsed = Rules::from_json(&rules_json).map_err(|e| e.to_string())?;
                *rules = Some((rules_json, parsed));
            }
            let Some((_, rules)) = rules.as_ref() else {
                return Err("no rules".to_string());
            };
            let mut out_of_time = || now() - started >= allowance_ms;
            let mut budget = Budget {
                nodes: u64::MAX,
                out_of_time: Some(&mut out_of_time),
            };
            let decision = player.decide(rules, &board, &mut budget);
            let took = now() - started;
            bank.spend(took);
            Ok((decision.direction, decision.depth, decision.nodes, took))
        })
    }
}
