//! The clock of a timed game (a game object's `limits.seconds`): how much has been
//! played, as the program's ticks tell it. Pure: the time comes in with each tick
//! ([`Clock::tick`], milliseconds from any fixed origin, such as `Date.now()`), so
//! the rules are tested natively.
//!
//! The rules: the clock starts with the first move; it runs only while the game can be
//! played and the page is shown (a win waiting for "keep going", a game over and a
//! hidden page stop it, and it goes on from where it stood); a gap between two ticks
//! longer than [`LONGEST_GAP`] counts as a pause (a machine that slept without the page
//! saying it was hidden), never against the player. Time never runs backwards.

/// The longest gap between two ticks that counts as play. A tab in the background
/// ticks once a second; more than this is a pause.
pub const LONGEST_GAP: u64 = 5_000;

/// How often a running clock wants a tick, in milliseconds: the times it keeps of
/// each move are this fine.
pub const TICK_MS: u32 = 100;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Milliseconds played, as of the last tick.
    played: u64,
    /// The time of the last tick while running; `None` while stopped, or before the
    /// first tick after a start.
    last: Option<u64>,
    /// The first move has been made.
    started: bool,
    /// The page is hidden.
    hidden: bool,
    /// The game cannot be played now (won and waiting, or over).
    halted: bool,
    /// The page was hidden while the clock ran: said until the next move.
    pub paused_while_hidden: bool,
}

impl Clock {
    /// Milliseconds played so far.
    pub fn played(&self) -> u64 {
        self.played
    }

    /// What is left of `limit_ms`.
    pub fn left(&self, limit_ms: u64) -> u64 {
        limit_ms.saturating_sub(self.played)
    }

    /// Whether the clock runs (and wants ticks).
    pub fn running(&self) -> bool {
        self.started && !self.hidden && !self.halted
    }

    pub fn started(&self) -> bool {
        self.started
    }

    /// A move was made: the first one starts the clock.
    pub fn moved(&mut self) {
        self.started = true;
        self.paused_while_hidden = false;
    }

    /// A game kept from an earlier visit, `played` milliseconds in: the clock goes on
    /// from there (a reload does not give time back).
    pub fn resume_at(&mut self, played: u64) {
        self.played = played;
        self.started = true;
        self.last = None;
    }

    /// Whether the game can be played now; the clock stops while it cannot.
    pub fn playable(&mut self, playable: bool) {
        self.set_halted(!playable);
    }

    /// The page was shown or hidden.
    pub fn visible(&mut self, visible: bool) {
        if visible == self.hidden {
            if !visible && self.running() {
                self.paused_while_hidden = true;
            }
            self.hidden = !visible;
            self.last = None;
        }
    }

    fn set_halted(&mut self, halted: bool) {
        if halted != self.halted {
            self.halted = halted;
            self.last = None;
        }
    }

    /// A tick at `now`: a running clock counts the time since its last tick. Returns
    /// the milliseconds played.
    pub fn tick(&mut self, now: u64) -> u64 {
        if !self.running() {
            self.last = None;
            return self.played;
        }
        if let Some(gap) = self.last.and_then(|last| now.checked_sub(last))
            && gap <= LONGEST_GAP
        {
            self.played += gap;
        }
        self.last = Some(now);
        self.played
    }
}

/// A time in milliseconds as a clock shows it: `m:ss`, whole seconds rounded up (the
/// last second shows as 0:01 until it is gone).
pub fn shown(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_with_the_first_move_and_counts_ticks() {
        let mut clock = Clock::default();
        assert_eq!(clock.tick(1_000), 0, "not before the first move");
        assert!(!clock.running());
        clock.moved();
        assert!(clock.running());
        assert_eq!(clock.tick(2_000), 0, "the first tick sets the time");
        assert_eq!(clock.tick(2_100), 100);
        assert_eq!(clock.tick(3_100), 1_100);
        assert_eq!(clock.left(60_000), 58_900);
        assert_eq!(clock.left(1_000), 0);
    }

    #[test]
    fn a_hidden_page_pauses_it_and_says_so_until_the_next_move() {
        let mut clock = Clock::default();
        clock.moved();
        clock.tick(0);
        clock.tick(500);
        clock.visible(false);
        assert!(clock.paused_while_hidden && !clock.running());
        assert_eq!(clock.tick(60_000), 500, "hidden: no time passes");
        clock.visible(true);
        assert_eq!(clock.tick(61_000), 500, "shown again: from here");
        assert_eq!(clock.tick(61_250), 750);
        clock.moved();
        assert!(!clock.paused_while_hidden);
        // A kept game goes on from its last move's time.
        let mut kept = Clock::default();
        kept.resume_at(42_000);
        kept.tick(5);
        assert_eq!((kept.running(), kept.tick(105)), (true, 42_100));
        // Hidden while stopped says nothing.
        let mut idle = Clock::default();
        idle.visible(false);
        assert!(!idle.paused_while_hidden);
    }

    #[test]
    fn a_win_or_a_game_over_stops_it_and_long_gaps_do_not_count() {
        let mut clock = Clock::default();
        clock.moved();
        clock.tick(0);
        clock.tick(1_000);
        clock.playable(false);
        assert_eq!(clock.tick(9_000), 1_000);
        clock.playable(true);
        clock.tick(10_000);
        assert_eq!(clock.tick(10_400), 1_400);
        // A machine that slept: the gap is not play. Time going back is not either.
        assert_eq!(clock.tick(10_400 + LONGEST_GAP + 1), 1_400);
        assert_eq!(clock.tick(0), 1_400);
        assert_eq!(clock.tick(300), 1_700);
    }

    #[test]
    fn times_show_as_minutes_and_seconds_rounded_up() {
        assert_eq!(shown(180_000), "3:00");
        assert_eq!(shown(179_001), "3:00");
        assert_eq!(shown(61_000), "1:01");
        assert_eq!(shown(999), "0:01");
        assert_eq!(shown(0), "0:00");
    }
}
