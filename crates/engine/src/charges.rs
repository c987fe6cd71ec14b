//! The power-ups ([`Power`]), how many of each a game holds ([`Charges`]), and why a
//! use is refused ([`PowerError`]): what a game's progress and its events name. The
//! rules that give charges are `extensions`; the step that spends them `game::powers`.

use std::fmt;

use crate::names::named_enum;

named_enum! {
    /// The power-ups.
    pub enum Power as "power-up" {
        Swap = "swap",
        Remove = "remove",
        Undo = "undo",
    }
}

/// At most this many of a power-up held: earning past it earns nothing.
pub const MAX_CHARGES_HELD: u16 = 999;

/// How many uses of each power-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Charges {
    pub swap: u16,
    pub remove: u16,
    pub undo: u16,
}

impl Charges {
    pub fn get(&self, power: Power) -> u16 {
        match power {
            Power::Swap => self.swap,
            Power::Remove => self.remove,
            Power::Undo => self.undo,
        }
    }

    pub(crate) fn slot(&mut self, power: Power) -> &mut u16 {
        match power {
            Power::Swap => &mut self.swap,
            Power::Remove => &mut self.remove,
            Power::Undo => &mut self.undo,
        }
    }

    /// Spends one `power`: false, changing nothing, if there is none.
    pub(crate) fn spend(&mut self, power: Power) -> bool {
        let slot = self.slot(power);
        match slot.checked_sub(1) {
            Some(left) => {
                *slot = left;
                true
            }
            None => false,
        }
    }

    /// Adds `more`, each kind up to [`MAX_CHARGES_HELD`].
    pub(crate) fn add(&mut self, more: Charges) {
        for power in Power::ALL {
            let slot = self.slot(power);
            *slot = slot.saturating_add(more.get(power)).min(MAX_CHARGES_HELD);
        }
    }
}

/// Why a power-up was refused, changing nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerError {
    /// The game's rules have no power-ups.
    NoPowerUps,
    /// No charge of this power-up is left.
    NoCharge(Power),
    /// Pointed off the board or at a hole.
    NotACell,
    /// A swap pointed at a cell with no tile.
    EmptyCell,
    /// A swap given the same cell twice.
    SameCell,
    /// No tile has the value to remove.
    NoSuchValue,
    /// Removing the value would leave the board with no tile.
    WouldEmpty,
}

impl fmt::Display for PowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PowerError::NoPowerUps => "this game has no power-ups",
            PowerError::NoCharge(Power::Swap) => "no swap is left",
            PowerError::NoCharge(Power::Remove) => "no remove is left",
            PowerError::NoCharge(Power::Undo) => "no undo is left",
            PowerError::NotACell => "that is not a cell of the board",
            PowerError::EmptyCell => "a swap needs a tile in both cells",
            PowerError::SameCell => "a swap needs two different cells",
            PowerError::NoSuchValue => "no tile has that value",
            PowerError::WouldEmpty => "that would leave the board with no tile",
        })
    }
}

impl std::error::Error for PowerError {}
