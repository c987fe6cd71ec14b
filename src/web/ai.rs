//! The AI's web worker, from the page's side: started on first use and shared by every
//! game on the page. [`ask`] sends it a position; the answer comes back to the given
//! callback, never blocking the page. If the worker cannot start (a Content-Security-
//! Policy that forbids workers, offline before it was cached, a browser without module
//! workers) every question gets the reason, and the games play on without it.
//!
//! A page on another origin than the game's files (a widget's host) cannot start a
//! worker from the game's origin directly; it starts one from a tiny module of its own
//! (a blob URL) that imports the worker, which the game's CORS headers allow.
//!
//! What crosses to the worker and back is the AI crate's `protocol`, the same types
//! the worker uses.

use std::cell::RefCell;

use js_sys::{Array, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::app::analysis::{Figure, Figures, Verdict};
use crate::app::copy::{Line, Text};
use crate::engine::Direction;
use game2048_ai::analysis::Analysis;
use game2048_ai::protocol::{Reply, Request, Task};

/// What a question gets back.
pub enum Answer {
    /// The move to make (`None`: no move is left), and every direction's worth (see
    /// the protocol's `Reply::Decided`).
    Move(Option<Direction>, [Option<i64>; 4]),
    /// The figures of an analysis.
    Analysis(Box<Figures>),
    /// The AI could not answer this question (the worker runs on); the reason.
    Failed(String),
    /// The AI cannot answer at all; the reason, for the player.
    Unavailable(Text),
}

type Callback = Box<dyn FnOnce(Answer)>;
/// The worker's message and error listeners.
type Listeners = Vec<Closure<dyn Fn(JsValue)>>;

enum State {
    Unstarted,
    /// Started; questions wait until it says it is ready.
    Starting(Worker, Vec<Request>),
    Ready(Worker),
    Failed(Text),
}

struct Client {
    state: State,
    next_id: u32,
    waiting: Vec<(u32, Callback)>,
    /// Listeners that live as long as the worker.
    _listeners: Listeners,
}

thread_local! {
    static CLIENT: RefCell<Client> = const {
        RefCell::new(Client {
            state: State::Unstarted,
            next_id: 1,
            waiting: Vec::new(),
            _listeners: Vec::new(),
        })
    };
}

/// Asks for `task` (the best move, or an analysis) on `board` (the vectors' row text)
/// under `rules` (a game object as JSON), thinking for `budget_ms`; `on_answer` gets
/// the answer.
pub fn ask(
    task: Task,
    rules: String,
    board: Vec<String>,
    budget_ms: u32,
    on_answer: impl FnOnce(Answer) + 'static,
) {
    let failed = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if let State::Failed(why) = &c.state {
            return Some(why.clone());
        }
        let id = c.next_id;
        c.next_id = c.next_id.wrapping_add(1).max(1);
        c.waiting.push((id, Box::new(on_answer)));
        let question = Request {
            id,
            task,
            rules,
            board,
            budget_ms,
        };
        match &mut c.state {
            State::Ready(worker) => post(worker, &question),
            State::Starting(_, queued) => queued.push(question),
            State::Unstarted => match start(super::location::files_base()) {
                Ok((worker, listeners)) => {
                    c.state = State::Starting(worker, vec![question]);
                    c._listeners = listeners;
                }
                Err(why) => {
                    c.state = State::Failed(why.clone());
                    return Some(why);
                }
            },
            State::Failed(_) => {}
        }
        None
    });
    if let Some(why) = failed {
        fail_all(why);
    }
}

fn post(worker: &Worker, request: &Request) {
    let _ = worker.post_message(&JsValue::from_str(&request.encode()));
}

/// Starts the worker, with its message and error listeners.
fn start(base: Option<String>) -> Result<(Worker, Listeners), Text> {
    let window = web_sys::window().ok_or(Text::from(Line::AiNoWorkers))?;
    if !Reflect::has(&window, &"Worker".into()).unwrap_or(false) {
        return Err(Text::from(Line::AiNoWorkers));
    }
    let page = window
        .location()
        .href()
        .map_err(|_| Text::from(Line::AiNotPrepared))?;
    let base = base.unwrap_or_else(|| page.clone());
    let loader = web_sys::Url::new_with_base("ai-worker_loader.js", &base)
        .map_err(|_| Text::from(Line::AiNotPrepared))?;
    let same_origin = web_sys::Url::new(&page).is_ok_and(|p| p.origin() == loader.origin());
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let url = if same_origin {
        loader.href()
    } else {
        // A module of this page's own that imports the worker from the game's origin.
        // (A serialised URL has no quote in it to escape.)
        let source = Array::of1(&format!("import \"{}\";", loader.href()).into());
        let blob_options = web_sys::BlobPropertyBag::new();
        blob_options.set_type("text/javascript");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&source, &blob_options)
            .map_err(|_| Text::from(Line::AiNotPrepared))?;
        web_sys::Url::create_object_url_with_blob(&blob)
            .map_err(|_| Text::from(Line::AiNotPrepared))?
    };
    let worker = Worker::new_with_options(&url, &options).map_err(|e| {
        Text::from(Line::AiForbidden {
            why: e
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message())),
        })
    })?;
    let on_message = Closure::<dyn Fn(JsValue)>::new(|e: JsValue| {
        if let Some(e) = e.dyn_ref::<MessageEvent>() {
            received(&e.data());
        }
    });
    let on_error = Closure::<dyn Fn(JsValue)>::new(|_| {
        fail_all(Text::from(Line::AiNotLoaded));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok((worker, vec![on_message, on_error]))
}

/// A message from the worker: that it is ready, or an answer. One the page cannot
/// read means the worker is not this build's: the AI is unavailable.
fn received(data: &JsValue) {
    let reply = data
        .as_string()
        .ok_or_else(|| "not text".to_string())
        .and_then(|text| Reply::decode(&text));
    let (id, answer) = match reply {
        Ok(Reply::Ready) => {
            CLIENT.with(|c| {
                let mut c = c.borrow_mut();
                if let State::Starting(worker, queued) =
                    std::mem::replace(&mut c.state, State::Unstarted)
                {
                    for q in &queued {
                        post(&worker, q);
                    }
                    c.state = State::Ready(worker);
                }
            });
            return;
        }
        Ok(Reply::Decided {
            id,
            direction,
            values,
            ..
        }) => (id, Answer::Move(direction, values)),
        Ok(Reply::Failed { id, why }) => (id, Answer::Failed(why)),
        Ok(Reply::Analysed { id, analysis, .. }) => {
            (id, Answer::Analysis(Box::new(figures(&analysis))))
        }
        Err(why) => return fail_all(Text::from(Line::AiUnreadable { why })),
    };
    let callback = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let at = c.waiting.iter().position(|(i, _)| *i == id)?;
        Some(c.waiting.remove(at).1)
    });
    if let Some(callback) = callback {
        callback(answer);
    }
}

/// The worker cannot answer: every question waiting gets the reason, and so will every
/// later one.
fn fail_all(why: Text) {
    let waiting = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if let State::Ready(w) | State::Starting(w, _) = &c.state {
            w.terminate();
        }
        c.state = State::Failed(why.clone());
        std::mem::take(&mut c.waiting)
    });
    for (_, callback) in waiting {
        callback(Answer::Unavailable(why.clone()));
    }
}

/// An analysis's figures as the model keeps them: points as whole points, the rate of
/// game over in percent.
fn figures(analysis: &Analysis) -> Figures {
    Figures {
        verdicts: analysis.verdicts.map(|v| Verdict {
            direction: v.direction,
            moves: v.moves,
            points: Figure::of(v.points.mean(), v.points.margin(), 1.0),
            over: Figure::of(v.over.mean(), v.over.margin(), 100.0),
        }),
        best: analysis.best(),
        trials: analysis.trials(),
        horizon: analysis.horizon,
    }
}
