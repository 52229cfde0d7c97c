/// Adler-32 (RFC 1950 §9), the zlib stream's checksum, sixteen bytes at a
/// time in SIMD registers: per-lane byte sums and sums of those sums in
/// 16-bit lanes over runs of 16 blocks (256 bytes, too few to overflow
/// them), folded into 32-bit lanes after each run and into the two 16-bit
/// sums modulo 65521 every 64 KiB.
enum Adler32 {
    static let modulus: UInt64 = 65521
    /// 16-byte blocks between reductions: 4096 keeps every lane of the
    /// sum of running sums below 2^32 (4096² / 2 · 255 ≈ 2.1 · 10^9).
    static let blocksPerChunk = 4096
    /// 16-byte blocks summed in 16-bit lanes: a lane's sum of sums reaches
    /// 255 · 16 · 17 / 2 = 34 680 < 2^16.
    static let blocksPerRun = 16

    /// The checksum of `count` bytes at `bytes`, continuing from `initial`
    /// (1 for a new stream).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, initial: UInt32 = 1) -> UInt32 {
        var a = UInt64(initial & 0xFFFF), b = UInt64(initial >> 16)
        let raw = UnsafeRawPointer(bytes)
        var offset = 0
        // Lane weights 0…15, for the bytes' positions within a block.
        let lanes = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while count - offset >= 16 * blocksPerRun {
            let blocks = min((count - offset) / 16, blocksPerChunk) / blocksPerRun * blocksPerRun
            // sums: per lane, the bytes so far; sumOfSums: per lane, the
            // sum over blocks of `sums` before each block.
            var sums = SIMD16<UInt32>(repeating: 0), sumOfSums = SIMD16<UInt32>(repeating: 0)
            for run in stride(from: 0, to: blocks, by: blocksPerRun) {
                var runSums = SIMD16<UInt16>(repeating: 0), runSumOfSums = SIMD16<UInt16>(repeating: 0)
                let start = offset &+ 16 &* run
                for k in 0..<blocksPerRun {
                    runSumOfSums &+= runSums
                    runSums &+= SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: start &+ 16 &* k,
                                                                                       as: SIMD16<UInt8>.self))
                }
                // Each block of the run also counts the sums before the run.
                sumOfSums &+= sums &* UInt32(blocksPerRun) &+ SIMD16<UInt32>(truncatingIfNeeded: runSumOfSums)
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: runSums)
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
