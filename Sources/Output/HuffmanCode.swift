/// A canonical, length-limited Huffman code for one deflate alphabet, built
/// from symbol counts: minimum-redundancy lengths (Moffat and Katajainen's
/// in-place method), lengths past the limit folded back so the code stays
/// complete (every bit string decodes, as zlib's inflate requires), then
/// deflate's canonical codes (RFC 1951 §3.2.2), bit-reversed because deflate
/// sends Huffman codes most significant bit first into a least-significant-
/// first bit stream.
struct HuffmanCode {
    /// Code length of each symbol in bits; 0 for unused symbols.
    var lengths: [UInt8]
    /// Each symbol's code, bit-reversed, ready to put into a `BitWriter`.
    var codes: [UInt16]

    /// A code for symbols 0..<counts.count whose codes are at most `limit`
    /// bits. At least two symbols get codes (unused ones are given a count
    /// of 1 as needed): a one-symbol code would be incomplete, which some
    /// inflaters reject. Needs at least two symbols.
    init(counts: [UInt32], limit: Int) {
        precondition(counts.count >= 2, "a Huffman code needs an alphabet of two symbols or more")
        var used = counts.indices.filter { counts[$0] > 0 }
        for filler in [0, 1] where used.count < 2 && !used.contains(filler) { used.append(filler) }
        // Ascending by count, ties by symbol, so equal counts keep a
        // deterministic order (and so deterministic output): one integer
        // key each (count above, symbol below), sorted without a closure
        // (a block's codes are built per block, so this is hot:
        // Sources/Benchmarks/README.md, "Figures behind the code").
        var keys = used.map { UInt64(max(counts[$0], 1)) << 32 | UInt64($0) }
        keys.sort()
        used = keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
        let sortedLengths = Self.limitedLengths(weights: keys.map { Int($0 >> 32) }, limit: limit)
        lengths = [UInt8](repeating: 0, count: counts.count)
        for (i, symbol) in used.enumerated() { lengths[symbol] = UInt8(sortedLengths[i]) }
        codes = Self.canonicalCodes(lengths: lengths)
    }

    /// Bits to code `counts` with this code (extra bits not included).
    func cost(_ counts: [UInt32]) -> Int {
        var bits = 0
        for i in counts.indices { bits += Int(counts[i]) * Int(lengths[i]) }
        return bits
    }

    /// Optimal code lengths for `weights` (ascending, at least two), then
    /// limited to `limit` bits; lengths come back in the weights' order
    /// (non-increasing, as weights ascend).
    static func limitedLengths(weights: [Int], limit: Int) -> [Int] {
        var a = weights
        let n = a.count
        // 1. Combine: a[next] becomes an internal node's weight, a[root]
        //    the index of its parent once combined.
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]; a[root] = next; root += 1
            } else {
                a[next] = a[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]; a[root] = next; root += 1
            } else {
                a[next] += a[leaf]; leaf += 1
            }
        }
        // 2. Internal node depths, from the root down.
        a[n - 2] = 0
        if n >= 3 { for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 } }
        // 3. Leaf depths: each level's free slots go to the heaviest leaves.
        var available = 1, usedNodes = 0, depth = 0
        root = n - 2
        var next = n - 1
        while available > 0 {
            while root >= 0 && a[root] == depth { usedNodes += 1; root -= 1 }
            while available > usedNodes { a[next] = depth; next -= 1; available -= 1 }
            available = 2 * usedNodes; depth += 1; usedNodes = 0
        }
        return limited(a, to: limit)
    }

    /// Lengths (non-increasing, of a complete code) with none above
    /// `limit`, still complete: leaves deeper than `limit` move up to it,
    /// and each step then moves one leaf from the deepest level above
    /// `limit` down a level, pairing it with one of the moved leaves (each
    /// step removes exactly one unit of overflow, counted in 2^−limit).
    static func limited(_ lengths: [Int], to limit: Int) -> [Int] {
        guard let longest = lengths.first, longest > limit else { return lengths }
        var perLength = [Int](repeating: 0, count: max(longest, limit) + 1)
        for length in lengths { perLength[min(length, limit)] += 1 }
        var kraft = 0   // Σ 2^(limit − length)
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            var bits = limit - 1
            while perLength[bits] == 0 { bits -= 1 }
            perLength[bits] -= 1
            perLength[bits + 1] += 2
            perLength[limit] -= 1
            kraft -= 1
        }
        // Longest codes to the lightest symbols (the front of the list).
        var result: [Int] = []
        result.reserveCapacity(lengths.count)
        for length in stride(from: limit, through: 1, by: -1) {
            result += repeatElement(length, count: perLength[length])
        }
        return result
    }

    /// Deflate's canonical codes for `lengths`, each reversed to `length` bits.
    static func canonicalCodes(lengths: [UInt8]) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: 17)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + perLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = reversed(nextCode[length], bits: length)
            nextCode[length] += 1
        }
        return codes
    }

    static func reversed(_ code: Int, bits: Int) -> UInt16 {
        var result = 0, value = code
        for _ in 0..<bits { result = result << 1 | value & 1; value >>= 1 }
        return UInt16(result)
    }
}
