//! The AI's web worker: trunk builds this binary as `ai-worker.js` and its wasm, loaded
//! on first use of a hint or autoplay, so the first load of the game never carries the
//! search. It links the engine and the AI crates, never leptos.
//!
//! It speaks the AI crate's `protocol`, as the page does: `Reply::Ready` once, when it
//! listens; then, per `Request`, `Reply::Decided` (for a decision or a review's position) or `Reply::Analysed`, or
//! `Reply::Failed` with the reason for one it cannot answer. A decision's time to think
//! is an average: it may take what earlier ones saved (`TimeBank`); an analysis's is a
//! limit.

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

    use game2048_ai::protocol::{Reply, Request, Task};
    use game2048_ai::{Budget, Player, TimeBank};
    use game2048_engine::{Board, Rules};
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
            let text = e.data().as_string().unwrap_or_default();
            let reply = match Request::decode(&text) {
                Ok(request) => answer(&request).unwrap_or_else(|why| Reply::Failed {
                    id: request.id,
                    why,
                }),
                Err(why) => Reply::Failed {
                    id: Request::id_of(&text),
                    why,
                },
            };
            let _ = reply_to.post_message(&JsValue::from_str(&reply.encode()));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The worker lives as long as its page.
        on_message.forget();
        let _ = scope.post_message(&JsValue::from_str(&Reply::Ready.encode()));
    }

    /// The longest horizon an analysis plays to.
    const MAX_HORIZON: u32 = 1_000;

    fn answer(request: &Request) -> Result<Reply, String> {
        let rules_json = &request.rules;
        let rows = &request.board;
        let budget_ms = f64::from(request.budget_ms).clamp(0.5, 10_000.0);
        let board = Board::from_text(rows)?;
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
            if rules.as_ref().is_none_or(|(json, _)| json != rules_json) {
                // (The worker reads custom games directly: see `engine::custom`.)
                let parsed = Rules::read_json(rules_json).map_err(|e| format!("rules: {e}"))?;
                *rules = Some((rules_json.clone(), parsed));
            }
            let Some((_, rules)) = rules.as_ref() else {
                return Err("no rules".to_string());
            };
            if board.shape().mask() != rules.shape().mask() {
                return Err("board: not the shape of the rules".to_string());
            }
            if let Task::Analyse { horizon, seed } = request.task {
                let mut out_of_time = || now() - started >= budget_ms;
                let mut budget = Budget {
                    nodes: u64::MAX,
                    out_of_time: Some(&mut out_of_time),
                };
                let horizon = horizon.clamp(1, MAX_HORIZON);
                let analysis = player.analyse(rules, &board, horizon, seed, &mut budget)?;
                return Ok(Reply::Analysed {
                    id: request.id,
                    analysis: Box::new(analysis),
                    ms: now() - started,
                });
            }
            if let Task::Review { nodes } = request.task {
                let decision = player.decide(rules, &board, &mut Budget::nodes(nodes));
                return Ok(Reply::Decided {
                    id: request.id,
                    direction: decision.direction,
                    depth: decision.depth,
                    nodes: decision.nodes,
                    ms: now() - started,
                    values: whole(decision.values),
                });
            }
            if bank.budget_ms() != budget_ms {
                *bank = TimeBank::new(budget_ms);
            }
            let allowance_ms = bank.allowance_ms();
            let mut out_of_time = || now() - started >= allowance_ms;
            let mut budget = Budget {
                nodes: u64::MAX,
                out_of_time: Some(&mut out_of_time),
            };
            let decision = player.decide(rules, &board, &mut budget);
            let took = now() - started;
            bank.spend(took);
            Ok(Reply::Decided {
                id: request.id,
                direction: decision.direction,
                depth: decision.depth,
                nodes: decision.nodes,
                ms: took,
                values: whole(decision.values),
            })
        })
    }

    /// Values as whole units of the evaluation (what the protocol carries).
    fn whole(values: [Option<f64>; 4]) -> [Option<i64>; 4] {
        values.map(|v| v.map(|v| v.round() as i64))
    }
}
