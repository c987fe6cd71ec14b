//! The bytes of a record's text: varints, zigzag numbers, URL-safe base64, a checksum,
//! and a reader that takes them apart, trusting nothing (running out is damage).

use super::RecordError;

pub(crate) fn put_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

pub(crate) fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_varint(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

pub(crate) fn zigzag(n: i64) -> u64 {
    ((n << 1) ^ (n >> 63)) as u64
}

pub(crate) fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
}

/// The URL-safe base64 alphabet (RFC 4648, section 5).
pub(crate) const BASE64URL: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` as unpadded URL-safe base64. (Written here: the base64 crate cost the wasm
/// more than these lines.)
pub(crate) fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64URL[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes of unpadded URL-safe base64; `None` for anything else (a character out
/// of the alphabet, a length no encoding has, or stray bits in the last character).
pub(crate) fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let digit = BASE64URL.iter().position(|&a| a == c)? as u32;
            n |= digit << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        // Bits past the last whole byte must be zero, so each text has one meaning.
        if n & ((1 << (8 * (3 - bytes))) - 1) != 0 {
            return None;
        }
        out.extend((0..bytes).map(|i| (n >> (16 - 8 * i)) as u8));
    }
    Some(out)
}

/// FNV-1a, 32 bits: enough to tell a damaged record from a good one.
pub(crate) fn fnv1a32(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Reads a record's bytes front to back; running out is damage.
pub(crate) struct Reader<'a>(pub &'a [u8]);

impl Reader<'_> {
    pub(crate) fn byte(&mut self) -> Result<u8, RecordError> {
        let (&b, rest) = self
            .0
            .split_first()
            .ok_or(RecordError::Damaged("truncated"))?;
        self.0 = rest;
        Ok(b)
    }

    pub(crate) fn varint(&mut self) -> Result<u64, RecordError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(RecordError::Damaged("number"))
    }

    /// A count of inputs or bytes: never more than the bytes left could hold (four
    /// moves a byte), so a damaged count cannot ask for a huge allocation.
    pub(crate) fn len(&mut self) -> Result<usize, RecordError> {
        let n = self.varint()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n <= self.0.len().saturating_mul(4))
            .ok_or(RecordError::Damaged("length"))
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<&[u8], RecordError> {
        if n > self.0.len() {
            return Err(RecordError::Damaged("truncated"));
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    pub(crate) fn text(&mut self) -> Result<String, RecordError> {
        let n = self.len()?;
        let bytes = self.take(n)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| RecordError::Damaged("text"))
    }
}
