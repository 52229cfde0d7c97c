/// A fast deflate compressor (RFC 1951) for PNG image data: one greedy
/// pass of LZ77 with three candidates per position and no chains or lazy
/// matching; blocks of `blockTokens` tokens, each coded with dynamic
/// Huffman codes from its own symbol counts, or stored when that is
/// smaller. Rendered frames are mostly runs, repeats of a pixel pair and
/// repeats of single pixels, which these probes find; what they miss costs
/// some size, not correctness.
struct FastDeflater {
    /// The pixel size in bytes: the shortest match looked for, the distance
    /// of a run, and half the key of the pair table. 3 suits RGB pixels, 4
    /// RGBA; other values count as the nearer of 3 and 4. Default: 4.
    var minimumMatch = 4
    /// Whether to look for matches at all; false writes stored blocks only
    /// (PNG level 0). Default: true.
    var findsMatches = true

    /// Tokens per block: 2^15 tokens (128 KiB of them) fit in L2 cache with
    /// the hash tables, and a block's header (~0.1 KiB) is small beside
    /// what it codes.
    static let blockTokens = 1 << 15
    /// Entries of each of the two hash tables (pixel pairs, single
    /// pixels): 2^14, 64 KiB of positions each. Measured on the tile frame
    /// and the built-in scenes' frames: 2^16 is < 0.3 % smaller, 2^13 about
    /// 1 % larger.
    static let hashBits = 14
    /// Positions `compress` needs in its `table`: both hash tables.
    static let tableEntries = 2 << hashBits
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
    /// tokens and `table` `tableEntries` positions.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>,
                  tokens: UnsafeMutablePointer<UInt32>, table: UnsafeMutablePointer<Int32>) -> Int {
        var writer = BitWriter(destination)
        if !findsMatches || count < 8 {
            DeflateBlock.writeStored(input, count: count, final: true, to: &writer)
        } else {
            // Far enough back that no position matches it.
            table.initialize(repeating: Int32.min / 2, count: Self.tableEntries)
            var block = DeflateBlock(tokens: tokens)
            var position = 0
            while position < count {
                let start = position
                block.reset()
                if minimumMatch <= 3 {
                    position = parse(input, count: count, from: start, table: table, into: &block,
                                     pixel: 3, pixelMask: 0x00FF_FFFF, pairMask: 0xFFFF_FFFF_FFFF)
                } else {
                    position = parse(input, count: count, from: start, table: table, into: &block,
                                     pixel: 4, pixelMask: 0xFFFF_FFFF, pairMask: ~0)
                }
                block.write(input: input + start, inputCount: position - start, final: position == count, to: &writer)
            }
        }
        writer.alignToByte()
        return writer.cursor - destination
    }

    /// Fills `block` with tokens for the input from `start` on, until the
    /// block is full or the input ends; returns where the block stops.
    /// Inlined into `compress` once per pixel size, so that `pixel` and the
    /// masks (the pixel's bytes of a 32-bit load, two pixels' of a 64-bit
    /// one) are constants there.
    ///
    /// Each position tries, in order: the previous pixel (`pixel` bytes
    /// back: a run; runs do not enter the tables); the last position whose
    /// two pixels hashed alike (a match of two pixels or more); the last
    /// whose one pixel hashed alike. Measured with an estimate of the coded
    /// size on frame 30 of the tile workload and on the built-in scenes'
    /// frames, against the single-pixel table alone: runs first made the
    /// gradients' frames 20–30 % smaller, the pair table the textured
    /// frames 12–16 % smaller, and both cut the tokens to code (a quarter
    /// fewer on the tile frame), which is where the time goes.
    @inline(__always)
    private func parse(_ input: UnsafePointer<UInt8>, count: Int, from start: Int, table: UnsafeMutablePointer<Int32>,
                       into block: inout DeflateBlock, pixel: Int, pixelMask: UInt32, pairMask: UInt64) -> Int {
        let raw = UnsafeRawPointer(input)
        let pixelTable = table, pairTable = table + (1 << Self.hashBits)
        // 8 bytes readable at a probe; room left for the tail's literals.
        let lastProbe = count - 8
        let firstToken = block.tokens
        let tokenLimit = firstToken + (Self.blockTokens - Self.maximumSkip - 4)
        var token = firstToken, position = start, misses = 0
        block.counts.withUnsafeMutableBufferPointer { countBuffer in
        DeflateTables.distanceTokenIndex.withUnsafeBufferPointer { distanceTokens in
            let literalCounts = countBuffer.baseAddress! + DeflateBlock.literalOffset
            let lengthCounts = countBuffer.baseAddress! + DeflateBlock.lengthOffset
            let distanceCounts = countBuffer.baseAddress! + DeflateBlock.distanceOffset
            let distanceToken = distanceTokens.baseAddress!
            while position <= lastProbe && token < tokenLimit {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                let value = UInt32(truncatingIfNeeded: word) & pixelMask
                var candidate = position &- pixel, verified = pixel
                if candidate < 0 || raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) & pixelMask != value {
                    let pair = word & pairMask
                    let pairHash = Int(truncatingIfNeeded: (pair &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - Self.hashBits))
                    let pixelHash = Int((value &* 0x9E37_79B1) &>> UInt32(32 - Self.hashBits))
                    let pairCandidate = Int(pairTable[pairHash]), pixelCandidate = Int(pixelTable[pixelHash])
                    pairTable[pairHash] = Int32(truncatingIfNeeded: position)
                    pixelTable[pixelHash] = Int32(truncatingIfNeeded: position)
                    if position &- pairCandidate <= DeflateTables.maximumDistance
                        && raw.loadUnaligned(fromByteOffset: pairCandidate, as: UInt64.self) & pairMask == pair {
                        candidate = pairCandidate
                        verified = 2 &* pixel
                    } else if position &- pixelCandidate <= DeflateTables.maximumDistance
                        && raw.loadUnaligned(fromByteOffset: pixelCandidate, as: UInt32.self) & pixelMask == value {
                        candidate = pixelCandidate
                    } else {
                        // One literal, or more once probes keep failing.
                        let step = min(1 &+ misses &>> Self.skipShift, Self.maximumSkip)
                        let end = min(position &+ step, lastProbe &+ 1)
                        repeat {
                            let byte = input[position]
                            token.pointee = UInt32(byte)
                            token += 1
                            literalCounts[Int(byte)] &+= 1
                            position &+= 1
                        } while position < end
                        misses &+= 1
                        continue
                    }
                }
                let distance = position &- candidate
                let length = Self.matchLength(raw, position, candidate, verified: verified,
                                              limit: min(DeflateTables.maximumMatch, count &- position))
                // Symbol << 18 | extra bits, in one table load and add.
                let distanceBits = distanceToken[DeflateTables.distanceIndex(distance)]
                    &+ UInt32(truncatingIfNeeded: distance)
                token.pointee = DeflateBlock.matchFlag
                    | UInt32(truncatingIfNeeded: length &- 3) &<< DeflateBlock.lengthShift | distanceBits
                token += 1
                lengthCounts[length &- 3] &+= 1
                distanceCounts[Int(distanceBits &>> DeflateBlock.distanceSymbolShift)] &+= 1
                position &+= length
                misses = 0
            }
            if position > lastProbe {
                while position < count {
                    token.pointee = UInt32(input[position])
                    token += 1
                    literalCounts[Int(input[position])] &+= 1
                    position &+= 1
                }
            }
        }}
        block.tokenCount = token - firstToken
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
