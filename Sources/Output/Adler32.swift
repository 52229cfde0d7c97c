import CPNG

/// Adler-32 (RFC 1950 §9), the zlib stream's checksum: CPNG's
/// `flipbook_adler32` (adler32_ssse3.h), 32 bytes a step with SSSE3 where
/// the CPU has it: fewer instructions a byte than the 16-byte Swift SIMD
/// version it replaced (callgrind on `flipbook bench png --engine flipbook
/// --filter none`; Sources/Benchmarks/README.md, "Figures behind the
/// code").
enum Adler32 {
    /// The checksum of `count` bytes at `bytes`, continuing from `initial`
    /// (1 for a new stream).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, initial: UInt32 = 1) -> UInt32 {
        flipbook_adler32(initial, bytes, count)
    }

    /// The checksum of two byte strings one after the other, from their
    /// own checksums (`first`, `second`, each from 1) and the second's
    /// length: with n = `secondCount`, a = a₁ + a₂ − 1 and b = b₁ + b₂ +
    /// n·(a₁ − 1), modulo 65521 (zlib's adler32_combine).
    static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
        let base: UInt64 = 65521
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        let n = UInt64(secondCount) % base
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + n * ((a1 + base - 1) % base)) % base
        return UInt32(b << 16 | a)
    }
}
