//! Version 3 of a record, for games with power-ups or limits: after the moves, the
//! extras (the inputs that are not moves, undo or "keep going": a swap, a removal, the
//! time running out), each with its place among the inputs, then a timed game's times.
//! Versions 1 and 2 are read and written as before, by `record` alone; this is
//! [`Codec::V3`], installed with the readers of custom games.

use super::wire::{Reader, put_varint, unzigzag, zigzag};
use super::{
    Codec, FLAG_TIMES, PREFIX_POWERS, Record, RecordError, Recorded, base64url_encode, fnv1a32,
};
use crate::board::Pos;
use crate::extensions::Limits;
use crate::game::Game;

impl Codec {
    pub const V3: Codec = Codec { encode, decode };
}

/// Version 2's bytes (with flags, always), the extras, the checksum.
fn encode(record: &Record, end: &Game) -> String {
    let mut out = record.body(end, true);
    write(record, &mut out);
    let sum = fnv1a32(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    format!("{PREFIX_POWERS}{}", base64url_encode(&out))
}

fn decode(text: &str) -> Result<(Record, Game), RecordError> {
    let mut parsed = Record::parse(text)?;
    let mut r = Reader(&parsed.rest);
    read(&mut r, &mut parsed.record, parsed.flags)?;
    if !r.0.is_empty() {
        return Err(RecordError::Damaged("trailing bytes"));
    }
    parsed.record.check(parsed.end)
}

fn write(record: &Record, out: &mut Vec<u8>) {
    let shape = record.rules.shape();
    let cell = |at: Pos| shape.index(at).unwrap_or(0) as u64;
    let extras: Vec<(usize, Recorded)> = (record.inputs.iter().copied().enumerate())
        .filter(|(_, input)| input.is_extra())
        .collect();
    put_varint(out, extras.len() as u64);
    let mut last = 0;
    for &(at, input) in &extras {
        put_varint(out, (at - last) as u64);
        last = at;
        match input {
            Recorded::Swap(a, b) => {
                out.push(0);
                put_varint(out, cell(a));
                put_varint(out, cell(b));
            }
            Recorded::Remove(value) => {
                out.push(1);
                put_varint(out, zigzag(value));
            }
            _ => out.push(2),
        }
    }
    if record.flags() & FLAG_TIMES != 0 {
        let mut last = 0;
        for &at in &record.times {
            put_varint(out, u64::from(at.saturating_sub(last)));
            last = at;
        }
    }
}

fn read(r: &mut Reader, record: &mut Record, flags: u64) -> Result<(), RecordError> {
    let damaged = RecordError::Damaged("inputs");
    let shape = record.rules.shape().clone();
    let cell = |i: u64| {
        usize::try_from(i)
            .ok()
            .filter(|&i| i < shape.cell_count())
            .map(|i| shape.pos(i))
            .ok_or(RecordError::Damaged("a cell"))
    };
    let count = r.len()?;
    let total = record
        .inputs
        .len()
        .checked_add(count)
        .ok_or(damaged.clone())?;
    let mut extras = Vec::with_capacity(count);
    let mut at = 0usize;
    for n in 0..count {
        let gap = r.len()?;
        if n > 0 && gap == 0 {
            return Err(damaged);
        }
        at = at.checked_add(gap).ok_or(damaged.clone())?;
        let input = match r.byte()? {
            0 => Recorded::Swap(cell(r.varint()?)?, cell(r.varint()?)?),
            1 => Recorded::Remove(unzigzag(r.varint()?)),
            2 => Recorded::TimeUp,
            _ => return Err(damaged),
        };
        extras.push((at, input));
    }
    if extras.last().is_some_and(|&(at, _)| at >= total) {
        return Err(damaged);
    }
    let mut others = std::mem::take(&mut record.inputs).into_iter();
    let mut extras = extras.into_iter().peekable();
    for i in 0..total {
        let input = match extras.next_if(|&(at, _)| at == i) {
            Some((_, input)) => input,
            None => others.next().ok_or(damaged.clone())?,
        };
        record.inputs.push(input);
    }
    if flags & FLAG_TIMES != 0 {
        record.times = read_times(r, total, record.rules.limits())?;
    }
    Ok(())
}

/// The times of `count` inputs of a game with `limits`: never back in time, and within
/// its time limit (a record of a game without one has no times).
fn read_times(r: &mut Reader, count: usize, limits: Limits) -> Result<Vec<u32>, RecordError> {
    let limit = limits.time_ms.ok_or(RecordError::Damaged("times"))?;
    let mut times = Vec::with_capacity(count);
    let mut at = 0u64;
    for _ in 0..count {
        at = at.saturating_add(r.varint()?);
        if at > limit {
            return Err(RecordError::Damaged("times"));
        }
        times.push(at as u32);
    }
    Ok(times)
}
