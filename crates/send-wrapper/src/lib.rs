//! `SendWrapper<T>`: a value that is `Send` and `Sync` whatever `T` is, and that only the
//! thread that wrapped it may reach or drop. Leptos (`tachys`, `reactive_graph`) wraps
//! DOM handles, closures and futures in it; this crate is ours, with the API of
//! crates.io's `send_wrapper` 0.6, and the workspace's `[patch.crates-io]` puts it in
//! that one's place.
//!
//! Why: to know whose thread a value is, `send_wrapper` asks `std::thread::current()`
//! on every wrap, use and drop. In the browser's build (WebAssembly without the
//! `atomics` feature) there is one thread, and no memory is shared with a worker, so
//! the answer is always the same; but asking links std's whole thread handle (its
//! `Arc`, its id counter, its name) and a comparison into every wrap and drop. Here,
//! on such a target, a wrapper holds no thread and every check passes: 2.9 KB gzip off
//! the game's main module, so off every first visit and every widget, and 3.3 KB off
//! its chunks (measured at stop 68). Everywhere else it checks as `send_wrapper` does.
//!
//! Must never: let a thread other than the wrapper's reach the value (a deref, `take`,
//! a poll: they panic) or drop it (the value leaks, and the drop panics unless the
//! thread is already panicking), on a target that has threads.

#![deny(unsafe_op_in_unsafe_fn)]

use std::fmt;
use std::future::Future;
use std::mem::ManuallyDrop;
use std::ops::{Deref, DerefMut};
use std::pin::Pin;
use std::task::{Context, Poll};

/// Whether this target has one thread: WebAssembly without shared memory.
macro_rules! one_thread {
    ($($item:item)*) => { $( #[cfg(all(target_family = "wasm", not(target_feature = "atomics")))] $item )* };
}
/// Whether it may have more.
macro_rules! threads {
    ($($item:item)*) => { $( #[cfg(not(all(target_family = "wasm", not(target_feature = "atomics"))))] $item )* };
}

one_thread! {
    /// The thread a value was wrapped on: there is only one.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Thread;

    impl Thread {
        #[inline(always)]
        fn current() -> Thread {
            Thread
        }
    }
}

threads! {
    /// The thread a value was wrapped on.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Thread(std::thread::ThreadId);

    impl Thread {
        fn current() -> Thread {
            Thread(std::thread::current().id())
        }
    }
}

/// A value that only the thread that wrapped it may reach or drop (see the crate's
/// documentation).
pub struct SendWrapper<T> {
    value: ManuallyDrop<T>,
    thread: Thread,
}

// SAFETY: the value is only ever reached (`deref`, `deref_mut`, `take`, a poll) or
// dropped on the thread that wrapped it: on any other, `reach` panics first and `drop`
// leaks it. On a target with one thread there is no other.
unsafe impl<T> Send for SendWrapper<T> {}
// SAFETY: as for `Send`: a shared reference reaches the value only through `deref`.
unsafe impl<T> Sync for SendWrapper<T> {}

impl<T> SendWrapper<T> {
    /// Wraps `value` for the current thread.
    pub fn new(value: T) -> SendWrapper<T> {
        SendWrapper {
            value: ManuallyDrop::new(value),
            thread: Thread::current(),
        }
    }

    /// Whether the current thread may reach the value: the one that wrapped it.
    pub fn valid(&self) -> bool {
        self.thread == Thread::current()
    }

    /// The value, unwrapped. Panics on a thread other than the wrapper's.
    #[track_caller]
    pub fn take(self) -> T {
        self.reach("taken");
        let mut this = ManuallyDrop::new(self);
        // SAFETY: `this` is never dropped, so the value is taken exactly once.
        unsafe { ManuallyDrop::take(&mut this.value) }
    }

    /// Panics unless the current thread may reach the value (`how` says what it tried).
    #[track_caller]
    fn reach(&self, how: &str) {
        if !self.valid() {
            elsewhere(how);
        }
    }
}

#[cold]
#[inline(never)]
#[track_caller]
fn elsewhere(how: &str) -> ! {
    panic!("a SendWrapper's value was {how} on a thread other than the one that wrapped it")
}

impl<T> Deref for SendWrapper<T> {
    type Target = T;

    #[track_caller]
    fn deref(&self) -> &T {
        self.reach("read");
        &self.value
    }
}

impl<T> DerefMut for SendWrapper<T> {
    #[track_caller]
    fn deref_mut(&mut self) -> &mut T {
        self.reach("written");
        &mut self.value
    }
}

impl<T> Drop for SendWrapper<T> {
    #[track_caller]
    fn drop(&mut self) {
        if !std::mem::needs_drop::<T>() || self.valid() {
            // SAFETY: the value is dropped once, here, on its own thread.
            unsafe { ManuallyDrop::drop(&mut self.value) }
        } else if !std::thread::panicking() {
            elsewhere("dropped");
        }
    }
}

impl<T: Clone> Clone for SendWrapper<T> {
    #[track_caller]
    fn clone(&self) -> Self {
        SendWrapper::new(T::clone(self))
    }
}

impl<T: fmt::Debug> fmt::Debug for SendWrapper<T> {
    #[track_caller]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SendWrapper").field(&**self).finish()
    }
}

impl<T> SendWrapper<T> {
    /// The value, pinned as its wrapper is. Panics on a thread other than the wrapper's.
    #[track_caller]
    fn pinned(self: Pin<&mut Self>, how: &str) -> Pin<&mut T> {
        self.reach(how);
        // SAFETY: the value is pinned structurally: it is never moved out of a pinned
        // wrapper (`take` needs the wrapper by value, which a pin does not give for a
        // `!Unpin` value), and `drop` drops it in place.
        unsafe { self.map_unchecked_mut(|wrapper| &mut *wrapper.value) }
    }
}

impl<F: Future> Future for SendWrapper<F> {
    type Output = F::Output;

    #[track_caller]
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        self.pinned("polled").poll(cx)
    }
}

#[cfg(feature = "futures")]
impl<S: futures_core::Stream> futures_core::Stream for SendWrapper<S> {
    type Item = S::Item;

    #[track_caller]
    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<S::Item>> {
        self.pinned("polled").poll_next(cx)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (**self).size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::SendWrapper;
    use std::rc::Rc;

    #[test]
    fn its_own_thread_reads_writes_takes_and_clones_the_value() {
        let mut wrapped = SendWrapper::new(Rc::new(vec![1]));
        assert!(wrapped.valid());
        Rc::make_mut(&mut wrapped).push(2);
        assert_eq!(**wrapped, vec![1, 2]);
        let copy = wrapped.clone();
        assert_eq!(format!("{copy:?}"), "SendWrapper([1, 2])");
        assert_eq!(*wrapped.take(), vec![1, 2]);
    }

    #[test]
    fn the_value_is_dropped_once_with_its_wrapper() {
        let counted = Rc::new(());
        let wrapped = SendWrapper::new(counted.clone());
        assert_eq!(Rc::strong_count(&counted), 2);
        drop(wrapped);
        assert_eq!(Rc::strong_count(&counted), 1);
        let taken = SendWrapper::new(counted.clone()).take();
        assert_eq!(Rc::strong_count(&counted), 2);
        drop(taken);
        assert_eq!(Rc::strong_count(&counted), 1);
    }

    /// Where threads exist (the browser's build has none to try).
    #[cfg(not(target_family = "wasm"))]
    mod threads {
        use super::super::SendWrapper;
        use std::future::Future;
        use std::panic::{AssertUnwindSafe, catch_unwind};
        use std::pin::pin;
        use std::rc::Rc;
        use std::sync::Arc;
        use std::task::{Context, Poll, Wake, Waker};
        use std::thread;

        #[test]
        fn another_thread_may_move_it_but_not_reach_it() {
            let wrapped = SendWrapper::new(Rc::new(42));
            let elsewhere = thread::spawn(move || {
                assert!(!wrapped.valid());
                let read = catch_unwind(AssertUnwindSafe(|| **wrapped));
                assert!(read.is_err(), "another thread read the value");
                // Handed back, as leptos hands values to the thread that made them.
                wrapped
            });
            let back = elsewhere.join().expect("moved across and back");
            assert!(back.valid());
            assert_eq!(**back, 42);
        }

        #[test]
        fn another_thread_that_drops_it_panics_and_leaks_the_value() {
            let counted = Rc::new(());
            let wrapped = SendWrapper::new(counted.clone());
            let dropped = thread::spawn(move || drop(wrapped)).join();
            assert!(dropped.is_err(), "a drop on another thread did not panic");
            // Leaked, not dropped there: the count is as it was.
            assert_eq!(Rc::strong_count(&counted), 2);
        }

        struct Nothing;
        impl Wake for Nothing {
            fn wake(self: Arc<Self>) {}
        }

        #[test]
        fn a_wrapped_future_polls_on_its_own_thread_only() {
            let waker = Waker::from(Arc::new(Nothing));
            let mut cx = Context::from_waker(&waker);
            let mut here = pin!(SendWrapper::new(async { 7 }));
            assert_eq!(here.as_mut().poll(&mut cx), Poll::Ready(7));

            let there = Box::pin(SendWrapper::new(async { 8 }));
            let polled = thread::spawn(move || {
                let waker = Waker::from(Arc::new(Nothing));
                let mut cx = Context::from_waker(&waker);
                let mut there = there;
                let poll = catch_unwind(AssertUnwindSafe(|| {
                    let _ = there.as_mut().poll(&mut cx);
                }));
                (poll.is_err(), there)
            });
            let (refused, mut there) = polled.join().expect("moved across and back");
            assert!(refused, "another thread polled the future");
            assert_eq!(there.as_mut().poll(&mut cx), Poll::Ready(8));
        }
    }
}
