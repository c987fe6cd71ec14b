//! `OnceCell<T>`: a value set once by the first of its callers whose future succeeds,
//! which the others wait for. wasm_split_helpers keeps one per chunk loader (the
//! chunk's fetch and instantiation: the first caller loads it, the others wait; a
//! failed load leaves it empty, so the next call tries again). This crate is ours,
//! with the part of crates.io's `async-once-cell` 0.5 API that it uses (`new`,
//! `get_or_try_init`; and `get`, `Default`), and the workspace's `[patch.crates-io]`
//! puts it in that one's place.
//!
//! Why: `async-once-cell` is written for many threads and many waiters (its own lock,
//! a queue of them, quick and slow paths), and its panics format its state with
//! `{:?}`, which links core's struct formatting (`DebugStruct`) into the game's main
//! module. One lock and a list of wakers do what the loaders need: 1.1 KB gzip off the
//! main module, so off every first visit and every widget (measured at stop 68).
//!
//! Must never: run two callers' futures at once, lose a waiter (each is woken when the
//! future running ends, however it ends: a value, an error, or dropped), or keep an
//! error: only a value is kept.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};
use std::task::{Context, Poll, Waker};

/// A value set once, by the first caller whose future gives one (see the crate's
/// documentation).
pub struct OnceCell<T> {
    value: OnceLock<T>,
    turn: Mutex<Turn>,
}

/// Whose turn it is to run their future: whether one is running, and who waits.
struct Turn {
    running: bool,
    waiting: Vec<Waker>,
}

impl<T> OnceCell<T> {
    /// An empty cell.
    pub const fn new() -> Self {
        OnceCell {
            value: OnceLock::new(),
            turn: Mutex::new(Turn {
                running: false,
                waiting: Vec::new(),
            }),
        }
    }

    /// The value, if it is set.
    pub fn get(&self) -> Option<&T> {
        self.value.get()
    }

    /// The value: set already, or by the first of the callers whose future gives one.
    /// Callers take turns: while one's `init` runs, the others wait; if it fails (or is
    /// dropped), the next runs its own. An error is this caller's `init`'s, and is not
    /// kept.
    pub async fn get_or_try_init<E>(
        &self,
        init: impl Future<Output = Result<T, E>>,
    ) -> Result<&T, E> {
        loop {
            if let Some(value) = self.value.get() {
                return Ok(value);
            }
            if (Wait { cell: self }).await {
                let running = Running { cell: self };
                let result = init.await.map(|value| self.value.get_or_init(|| value));
                drop(running);
                return result;
            }
        }
    }

    /// The turn's lock. (Nothing panics while holding it; if something did, the turn
    /// is still whole.)
    fn turn(&self) -> MutexGuard<'_, Turn> {
        self.turn.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl<T> Default for OnceCell<T> {
    fn default() -> Self {
        OnceCell::new()
    }
}

/// Waits for this caller's turn: `true` once it may run its future, `false` if the
/// value was set meanwhile.
struct Wait<'a, T> {
    cell: &'a OnceCell<T>,
}

impl<T> Future for Wait<'_, T> {
    type Output = bool;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<bool> {
        if self.cell.value.get().is_some() {
            return Poll::Ready(false);
        }
        let mut turn = self.cell.turn();
        if turn.running {
            turn.waiting.push(cx.waker().clone());
            Poll::Pending
        } else {
            turn.running = true;
            Poll::Ready(true)
        }
    }
}

/// A caller's future running: when it ends, however it ends, the turn passes on and
/// every waiter is woken (one takes the turn, or all find the value).
struct Running<'a, T> {
    cell: &'a OnceCell<T>,
}

impl<T> Drop for Running<'_, T> {
    fn drop(&mut self) {
        let waiting = {
            let mut turn = self.cell.turn();
            turn.running = false;
            std::mem::take(&mut turn.waiting)
        };
        for waker in waiting {
            waker.wake();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OnceCell;
    use std::cell::Cell;
    use std::future::{Future, poll_fn};
    use std::pin::{Pin, pin};
    use std::rc::Rc;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::task::{Context, Poll, Wake, Waker};

    /// A waker that counts its wakes.
    #[derive(Default)]
    struct Count(AtomicUsize);
    impl Wake for Count {
        fn wake(self: Arc<Self>) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    fn poll<F: Future>(future: Pin<&mut F>, waker: &Waker) -> Poll<F::Output> {
        future.poll(&mut Context::from_waker(waker))
    }

    /// A future that is pending until `gate` opens, then gives `value`; `ran` counts
    /// its polls.
    fn gated<T: Copy>(
        gate: Rc<Cell<bool>>,
        ran: Rc<Cell<u32>>,
        value: T,
    ) -> impl Future<Output = T> {
        poll_fn(move |_| {
            ran.set(ran.get() + 1);
            if gate.get() {
                Poll::Ready(value)
            } else {
                Poll::Pending
            }
        })
    }

    #[test]
    fn the_first_value_is_kept_and_later_callers_run_nothing() {
        let cell = OnceCell::new();
        let waker = Waker::from(Arc::new(Count::default()));
        let first = pin!(cell.get_or_try_init(async { Ok::<_, ()>(1) }));
        assert_eq!(poll(first, &waker), Poll::Ready(Ok(&1)));
        let ran = Rc::new(Cell::new(0));
        let later = pin!(cell.get_or_try_init(gated(
            Rc::new(Cell::new(true)),
            ran.clone(),
            Ok::<_, ()>(2)
        )));
        assert_eq!(poll(later, &waker), Poll::Ready(Ok(&1)));
        assert_eq!(ran.get(), 0, "a later caller's future ran");
        assert_eq!(cell.get(), Some(&1));
    }

    #[test]
    fn a_caller_waits_for_the_one_running_and_takes_its_value() {
        let cell = OnceCell::new();
        let (gate, first_ran, second_ran) = (
            Rc::new(Cell::new(false)),
            Rc::new(Cell::new(0)),
            Rc::new(Cell::new(0)),
        );
        let woken = Arc::new(Count::default());
        let waker = Waker::from(woken.clone());
        let mut first =
            pin!(cell.get_or_try_init(gated(gate.clone(), first_ran.clone(), Ok::<_, ()>(1))));
        let mut second =
            pin!(cell.get_or_try_init(gated(gate.clone(), second_ran.clone(), Ok::<_, ()>(2))));
        assert!(poll(first.as_mut(), &waker).is_pending());
        assert!(poll(second.as_mut(), &waker).is_pending());
        assert_eq!(second_ran.get(), 0, "two futures ran at once");
        gate.set(true);
        assert_eq!(poll(first.as_mut(), &waker), Poll::Ready(Ok(&1)));
        assert!(
            woken.0.load(Ordering::SeqCst) >= 1,
            "the waiter was not woken"
        );
        assert_eq!(poll(second.as_mut(), &waker), Poll::Ready(Ok(&1)));
        assert_eq!(second_ran.get(), 0, "the waiter ran its own future");
    }

    #[test]
    fn an_error_is_not_kept_and_the_next_caller_runs_its_own() {
        let cell = OnceCell::new();
        let gate = Rc::new(Cell::new(false));
        let woken = Arc::new(Count::default());
        let waker = Waker::from(woken.clone());
        let mut failing =
            pin!(cell.get_or_try_init(gated(gate.clone(), Rc::default(), Err::<u8, _>("offline"))));
        let mut next = pin!(cell.get_or_try_init(async { Ok::<_, &str>(3) }));
        assert!(poll(failing.as_mut(), &waker).is_pending());
        assert!(poll(next.as_mut(), &waker).is_pending());
        gate.set(true);
        assert_eq!(poll(failing.as_mut(), &waker), Poll::Ready(Err("offline")));
        assert_eq!(cell.get(), None);
        assert!(
            woken.0.load(Ordering::SeqCst) >= 1,
            "the waiter was not woken"
        );
        assert_eq!(poll(next.as_mut(), &waker), Poll::Ready(Ok(&3)));
    }

    #[test]
    fn a_caller_dropped_while_running_passes_the_turn_on() {
        let cell = OnceCell::new();
        let woken = Arc::new(Count::default());
        let waker = Waker::from(woken.clone());
        let mut dropped = Box::pin(cell.get_or_try_init(gated(
            Rc::new(Cell::new(false)),
            Rc::default(),
            Ok::<_, ()>(1),
        )));
        let mut next = pin!(cell.get_or_try_init(async { Ok::<_, ()>(4) }));
        assert!(poll(dropped.as_mut(), &waker).is_pending());
        assert!(poll(next.as_mut(), &waker).is_pending());
        drop(dropped);
        assert!(
            woken.0.load(Ordering::SeqCst) >= 1,
            "the waiter was not woken"
        );
        assert_eq!(poll(next.as_mut(), &waker), Poll::Ready(Ok(&4)));
    }

    #[test]
    fn threads_share_one_value() {
        static CELL: OnceCell<usize> = OnceCell::new();
        static RAN: AtomicUsize = AtomicUsize::new(0);
        let threads: Vec<_> = (0..8)
            .map(|i| {
                std::thread::spawn(move || {
                    let waker = Waker::from(Arc::new(Count::default()));
                    let mut call = pin!(CELL.get_or_try_init(async move {
                        RAN.fetch_add(1, Ordering::SeqCst);
                        Ok::<_, ()>(i)
                    }));
                    loop {
                        if let Poll::Ready(value) = poll(call.as_mut(), &waker) {
                            return value.copied();
                        }
                        std::thread::yield_now();
                    }
                })
            })
            .collect();
        let values: Vec<usize> = threads
            .into_iter()
            .map(|t| t.join().expect("a thread").expect("no init fails"))
            .collect();
        assert!(
            values.windows(2).all(|pair| pair[0] == pair[1]),
            "threads saw {values:?}"
        );
        assert_eq!(RAN.load(Ordering::SeqCst), 1);
    }
}
