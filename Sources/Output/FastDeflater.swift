/// A fast deflate compressor (RFC 1951) for PNG image data: one greedy
/// pass of LZ77 with a single-entry hash table (no chains, no lazy
/// matching), blocks of `blockTokens` tokens each coded with dynamic
/// Huffman codes from their own symbol counts, or stored when that is
/// smaller. Rendered frames are mostly runs and repeats a pixel or a row
/// away, which one probe per position finds; what it misses costs some
/// size, not correctness.
struct FastDeflater {
    /// Shortest match looked for, in bytes: 3 suits RGB pixels, 4 RGBA.
    /// Default: 4.
    var minimumMatch = 4
    /// Whether to look for matches at all; false writes stored blocks only
    /// (PNG level 0). Default: true.
    var findsMatches = true

    /// Tokens per block: 2^15 tokens (128 KiB of them) fit in L2 cache with
    /// the hash table, and a block's header (~0.1 KiB) is small beside
    /// what it codes.
    static let blockTokens = 1 << 15
    /// Hash table entries: 2^15 (128 KiB of positions).
    static let hashBits = 15
    /// After 2^skipShift positions in a row without a match, probing skips
    /// ahead one more byte each time, up to `maximumSkip` bytes (cheap on
    /// noise, where probes fail).
    static let skipShift = 6
    static let maximumSkip = 8

    /// Bytes `compress` may write for `count` input bytes: stored blocks
    /// in the worst case (a block is stored when coding would not shrink
    /// it), plus the bit writer's 8 bytes of slack.
    static func worstCaseSize(_ count: Int) -> Int {
        let blocks = count / DeflateBlock.maximumStoredBlock + count / blockTokens + 2
        return count + 5 * blocks + 16
    }

    /// Compresses `count` bytes at `input` as raw deflate data into
    /// `destination` (at least `worstCaseSize(count)` bytes); returns the
    /// number of bytes written.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        FastPNGWorkspace.borrow { workspace in
            compress(input, count: count, into: destination, tokens: workspace.tokens, table: workspace.hashTable)
        }
    }

    /// `compress` with the memory it works in: `tokens` holds `blockTokens`
    /// tokens and `table` 2^`hashBits` positions.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>,
                  tokens: UnsafeMutablePointer<UInt32>, table: UnsafeMutablePointer<Int32>) -> Int {
        var writer = BitWriter(destination)
        if !findsMatches || count < 8 {
            DeflateBlock.writeStored(input, count: count, final: true, to: &writer)
        } else {
            // Far enough back that no position matches it.
            table.initialize(repeating: Int32.min / 2, count: 1 << Self.hashBits)
            var block = DeflateBlock(tokens: tokens)
            var position = 0
            while position < count {
                let start = position
                block.reset()
                position = parse(input, count: count, from: start, table: table, into: &block)
                block.write(input: input + start, inputCount: position - start, final: position == count, to: &writer)
            }
        }
        writer.alignToByte()
        return writer.cursor - destination
    }

    /// Fills `block` with tokens for the input from `start` on, until the
    /// block is full or the input ends; returns where the block stops.
    private func parse(_ input: UnsafePointer<UInt8>, count: Int, from start: Int, table: UnsafeMutablePointer<Int32>,
                       into block: inout DeflateBlock) -> Int {
        let tokens = block.tokens
        var tokenCount = 0
        let mask: UInt32 = minimumMatch >= 4 ? 0xFFFF_FFFF : 0x00FF_FFFF
        let minimum = min(max(minimumMatch, 3), 4)
        let raw = UnsafeRawPointer(input)
        // 4 bytes readable at a probe; room left for the tail's literals.
        let lastProbe = count - 4, lastToken = Self.blockTokens - Self.maximumSkip - 4
        var position = start, misses = 0
        block.literalCounts.withUnsafeMutableBufferPointer { literals in
        block.distanceCounts.withUnsafeMutableBufferPointer { distances in
        DeflateTables.lengthSymbolIndex.withUnsafeBufferPointer { lengthSymbols in
        DeflateTables.distanceSymbolIndex.withUnsafeBufferPointer { distanceSymbols in
            let literalCounts = literals.baseAddress!, distanceCounts = distances.baseAddress!
            let lengthSymbol = lengthSymbols.baseAddress!, distanceSymbol = distanceSymbols.baseAddress!
            while position <= lastProbe && tokenCount < lastToken {
                let value = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self) & mask
                let hash = Int((value &* 0x9E37_79B1) &>> UInt32(32 - Self.hashBits))
                let candidate = Int(table[hash])
                table[hash] = Int32(truncatingIfNeeded: position)
                let distance = position &- candidate
                if distance <= DeflateTables.maximumDistance
                    && raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) & mask == value {
                    let length = Self.matchLength(raw, position, candidate, verified: minimum,
                                                  limit: min(DeflateTables.maximumMatch, count &- position))
                    tokens[tokenCount] = DeflateBlock.matchFlag | UInt32(length &- 3) &<< 16 | UInt32(distance &- 1)
                    tokenCount &+= 1
                    literalCounts[257 &+ Int(lengthSymbol[length &- 3])] &+= 1
                    distanceCounts[DeflateTables.distanceSymbol(distance, distanceSymbol)] &+= 1
                    position &+= length
                    misses = 0
                } else {
                    // One literal, or more once probes keep failing.
                    let step = min(1 &+ misses &>> Self.skipShift, Self.maximumSkip)
                    let end = min(position &+ step, lastProbe &+ 1)
                    while position < end {
                        let byte = input[position]
                        tokens[tokenCount] = UInt32(byte)
                        tokenCount &+= 1
                        literalCounts[Int(byte)] &+= 1
                        position &+= 1
                    }
                    misses &+= 1
                }
            }
            if position > lastProbe {
                while position < count {
                    tokens[tokenCount] = UInt32(input[position])
                    literalCounts[Int(input[position])] &+= 1
                    tokenCount &+= 1
                    position &+= 1
                }
            }
        }}}}
        block.tokenCount = tokenCount
        return position
    }

    /// How many bytes at `a` equal those at `b` (< `a`), up to `limit`,
    /// given that the first `verified` do: eight bytes compared at a time.
    @inline(__always)
    static func matchLength(_ raw: UnsafeRawPointer, _ a: Int, _ b: Int, verified: Int, limit: Int) -> Int {
        var length = verified
        while length &+ 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: a &+ length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: b &+ length, as: UInt64.self)
            if difference != 0 { return length &+ UInt64(littleEndian: difference).trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit && raw.load(fromByteOffset: a &+ length, as: UInt8.self)
                == raw.load(fromByteOffset: b &+ length, as: UInt8.self) {
            length &+= 1
        }
        return length
    }
}
