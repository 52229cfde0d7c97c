import CPNG

/// Writes a deflate bit stream (least significant bit first) into memory
/// the caller sized: bits gather in a 64-bit register and go out eight bytes
/// at a time, so the destination needs 8 bytes of slack past the last
/// whole byte written.
struct BitWriter {
    /// Where the next whole byte goes.
    private(set) var cursor: UnsafeMutablePointer<UInt8>
    /// Bits not yet written, in the low `pending` bits.
    private var bits: UInt64 = 0
    /// Number of bits in `bits`: below 8 after `flush()`. Unsigned, so that
    /// shifting by it needs no sign check.
    private var pending: UInt64 = 0

    init(_ destination: UnsafeMutablePointer<UInt8>) { cursor = destination }

    /// Appends the low `count` bits of `value` (the other bits must be
    /// zero). At most 56 bits may wait between flushes.
    @inline(__always)
    mutating func put(_ value: UInt64, _ count: Int) {
        put(value, bitCount: UInt64(truncatingIfNeeded: count))
    }

    /// `put` with the count as the register's own type (hot loops read it
    /// out of packed code entries).
    @inline(__always)
    mutating func put(_ value: UInt64, bitCount: UInt64) {
        bits |= value &<< pending
        pending &+= bitCount
    }

    /// Writes the whole bytes gathered so far (up to 7 bits stay).
    @inline(__always)
    mutating func flush() {
        UnsafeMutableRawPointer(cursor).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let whole = pending &>> 3
        cursor += Int(truncatingIfNeeded: whole)
        bits = bits &>> (whole &<< 3)
        pending &= 7
    }

    /// The writer as CPNG's `flipbook_bit_writer`, for C code that writes
    /// bits the same way (deflate_write.h); set it back afterwards.
    var state: flipbook_bit_writer {
        get { flipbook_bit_writer(cursor: cursor, bits: bits, pending: pending) }
        set { cursor = newValue.cursor; bits = newValue.bits; pending = newValue.pending }
    }

    /// Bits written since `earlier`, a copy of this writer from before.
    func bitsWritten(since earlier: BitWriter) -> Int {
        (cursor - earlier.cursor) * 8 + Int(pending) - Int(earlier.pending)
    }

    /// Pads with zero bits to a byte boundary and writes everything.
    mutating func alignToByte() {
        pending = (pending &+ 7) & ~7
        flush()
    }
}
