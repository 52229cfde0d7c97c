import CPNG

/// Adler-32 (RFC 1950 §9), the zlib stream's checksum: CPNG's
/// `flipbook_adler32` (adler32_ssse3.h), 32 bytes a step with SSSE3 where
/// the CPU has it. Measured with callgrind on `flipbook bench png
/// --engine flipbook --filter none`: 0.57 instructions a byte, against
/// 0.67 for the 16-byte Swift SIMD version it replaced.
enum Adler32 {
    /// The checksum of `count` bytes at `bytes`, continuing from `initial`
    /// (1 for a new stream).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, initial: UInt32 = 1) -> UInt32 {
        flipbook_adler32(initial, bytes, count)
    }
}
