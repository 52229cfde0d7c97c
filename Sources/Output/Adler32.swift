/// Adler-32 (RFC 1950 §9), the zlib stream's checksum, sixteen bytes at a
/// time: per-lane running sums in SIMD registers, folded into the two
/// 16-bit sums modulo 65521 every 64 KiB.
enum Adler32 {
    static let modulus: UInt64 = 65521
    /// 16-byte blocks between reductions: 4096 keeps every lane of the
    /// sum of running sums below 2^32 (4096² / 2 · 255 ≈ 2.1 · 10^9).
    static let blocksPerChunk = 4096

    /// The checksum of `count` bytes at `bytes`, continuing from `initial`
    /// (1 for a new stream).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, initial: UInt32 = 1) -> UInt32 {
        var a = UInt64(initial & 0xFFFF), b = UInt64(initial >> 16)
        let raw = UnsafeRawPointer(bytes)
        var offset = 0
        // Lane weights 0…15, for the bytes' positions within a block.
        let lanes = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while count - offset >= 16 {
            let blocks = min((count - offset) / 16, blocksPerChunk)
            // sums: per lane, the bytes so far; sumOfSums: per lane, the
            // sum over blocks of `sums` before each block.
            var sums = SIMD16<UInt32>(repeating: 0), sumOfSums = SIMD16<UInt32>(repeating: 0)
            for k in 0..<blocks {
                sumOfSums &+= sums
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset &+ 16 &* k,
                                                                              as: SIMD16<UInt8>.self))
            }
            // A byte at block k, lane i weighs (16·blocks − 16k − i) in b.
            let n = UInt64(16 * blocks)
            // Lane sums in 64 bits: sixteen lanes of up to 2^31 overflow 32.
            let total = SIMD16<UInt64>(truncatingIfNeeded: sums).wrappedSum()
            let spread = SIMD16<UInt64>(truncatingIfNeeded: sums &* lanes).wrappedSum()
            let sumsBefore = SIMD16<UInt64>(truncatingIfNeeded: sumOfSums).wrappedSum()
            b = (b + n * a + 16 * (sumsBefore + total) - spread) % modulus
            a = (a + total) % modulus
            offset += 16 * blocks
        }
        while offset < count {
            a += UInt64(bytes[offset]); b += a
            offset += 1
        }
        return UInt32(b % modulus) << 16 | UInt32(a % modulus)
    }
}
