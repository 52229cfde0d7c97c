import CPNG

/// One deflate block's worth of parsed input: literals and matches as
/// tokens, the symbol counts that size its Huffman codes, and the input
/// bytes the tokens stand for (for the stored-block fallback).
struct DeflateBlock {
    /// A literal byte (0…255), or a match packed for `writeTokens`: bit 31
    /// set, length − 3 in bits 23…30, the distance symbol (0…29) in bits
    /// 18…22 and the distance's extra-bits value (distance − the symbol's
    /// base, below 2^13) in bits 0…12. The parser has the symbol at hand
    /// anyway (it counts it), so the writer does no table search.
    var tokens: UnsafeMutablePointer<UInt32>
    var tokenCount = 0
    /// Symbol uses, in one array so that the parser keeps one pointer for
    /// them: each literal byte at `literalOffset` + byte (end-of-block and
    /// the length symbols are not counted there), each match length − 3
    /// at `lengthOffset` + length − 3 (folded into length symbols by
    /// `symbolCounts`: counting lengths saves the parser a table load per
    /// match), each distance symbol at `distanceOffset` + symbol; blocks
    /// coded up front count distances by `DeflateTables.distanceIndex` at
    /// `distanceIndexOffset` + index instead (the coded parse looks up the
    /// distance's bits by index and needs no symbol). `distanceCounts`
    /// folds both into symbols.
    var counts: [UInt32]
    /// Whether CPNG's x86-64-v3 builds write the tokens
    /// (`FastDeflater.usesX86V3`).
    let usesX86V3: Bool
    static let literalOffset = 0
    static let lengthOffset = 256
    static let distanceOffset = lengthOffset + 256
    static let distanceIndexOffset = distanceOffset + DeflateTables.distanceSymbols
    static let countEntries = distanceIndexOffset + DeflateTables.distanceSymbolIndex.count

    static let matchFlag: UInt32 = 0x8000_0000
    /// Where a match token keeps its length − 3 and its distance symbol.
    static let lengthShift: UInt32 = 23
    static let distanceSymbolShift: UInt32 = 18
    static let distanceExtraMask: UInt32 = 0x1FFF

    init(tokens: UnsafeMutablePointer<UInt32>, usesX86V3: Bool) {
        self.tokens = tokens
        self.usesX86V3 = usesX86V3
        counts = [UInt32](repeating: 0, count: Self.countEntries)
    }

    mutating func reset() {
        tokenCount = 0
        for i in counts.indices { counts[i] = 0 }
    }

    /// The literal/length alphabet's counts (286): literals as counted,
    /// end-of-block once, length symbols summed from the length counts.
    func symbolCounts() -> [UInt32] {
        var symbols = Array(counts[Self.literalOffset..<Self.literalOffset + 256])
        symbols += repeatElement(0, count: DeflateTables.literalLengthSymbols - 256)
        symbols[DeflateTables.endOfBlock] = 1
        for i in 0..<256 where counts[Self.lengthOffset + i] > 0 {
            symbols[257 + Int(DeflateTables.lengthSymbolIndex[i])] += counts[Self.lengthOffset + i]
        }
        return symbols
    }

    /// The distance alphabet's counts (30).
    var distanceCounts: [UInt32] {
        var symbols = Array(counts[Self.distanceOffset..<Self.distanceIndexOffset])
        for i in DeflateTables.distanceSymbolIndex.indices where counts[Self.distanceIndexOffset + i] > 0 {
            symbols[Int(DeflateTables.distanceSymbolIndex[i])] += counts[Self.distanceIndexOffset + i]
        }
        return symbols
    }

    /// Writes the block as whichever is smaller: dynamic Huffman codes from
    /// the counts, or stored (raw) blocks of `input` (the `inputCount`
    /// bytes the tokens code). `final` marks the stream's last block.
    func write(input: UnsafePointer<UInt8>, inputCount: Int, final: Bool, to writer: inout BitWriter) {
        let literalCounts = symbolCounts(), distanceCounts = self.distanceCounts
        let literals = HuffmanCode(counts: literalCounts, limit: DeflateTables.maximumCodeLength)
        let distances = HuffmanCode(counts: distanceCounts, limit: DeflateTables.maximumCodeLength)
        let header = DynamicHeader(literals: literals, distances: distances)
        var extraBits = 0
        for i in 0..<29 { extraBits += Int(literalCounts[257 + i]) * DeflateTables.lengthExtraBits[i] }
        for i in 0..<30 { extraBits += Int(distanceCounts[i]) * DeflateTables.distanceExtraBits[i] }
        let dynamicBits = 3 + header.bitCount + literals.cost(literalCounts) + distances.cost(distanceCounts) + extraBits
        if dynamicBits >= Self.storedBits(inputCount) {
            Self.writeStored(input, count: inputCount, final: final, to: &writer)
            return
        }
        writer.put(final ? 0b101 : 0b100, 3)   // BFINAL, BTYPE = 2 (dynamic)
        header.write(to: &writer)
        writeTokens(literals: literals, distances: distances, to: &writer)
    }

    /// Largest stored block, in bytes (LEN is 16 bits).
    static let maximumStoredBlock = 65535

    /// Bits that stored blocks of `count` bytes take at most: each block a
    /// 3-bit header, up to 7 bits of padding, LEN and NLEN.
    static func storedBits(_ count: Int) -> Int {
        let blocks = max(1, (count + maximumStoredBlock - 1) / maximumStoredBlock)
        return blocks * (3 + 7 + 32) + 8 * count
    }

    /// `count` bytes as stored blocks (BTYPE = 0); the last is final when
    /// `final` is set.
    static func writeStored(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let size = min(maximumStoredBlock, count - offset)
            let last = offset + size == count
            writer.put(final && last ? 1 : 0, 3)
            writer.alignToByte()
            writer.put(UInt64(size) | UInt64(~size & 0xFFFF) << 16, 32)
            writer.flush()
            let destination = writer.cursor
            destination.update(from: input + offset, count: size)
            writer = BitWriter(destination + size)
            offset += size
        } while offset < count
    }

    /// The tokens in Huffman codes (CPNG's `flipbook_deflate_write_tokens`:
    /// one put of at most 48 bits per token, length code 15 + 5 extra,
    /// distance code 15 + 13 extra), then end-of-block.
    private func writeTokens(literals: HuffmanCode, distances: HuffmanCode, to writer: inout BitWriter) {
        let table = CodeTable(literals: literals, distances: distances)
        table.entries.withUnsafeBufferPointer { entries in
            var state = writer.state
            flipbook_deflate_write_tokens(tokens, Int64(tokenCount), entries.baseAddress!, &state, usesX86V3 ? 1 : 0)
            writer.state = state
            CodeTable.put(entries[DeflateTables.endOfBlock], to: &writer)
            writer.flush()
        }
    }
}

/// A block's codes as one table of packed 64-bit entries, so that writing a
/// token takes one or two loads: literals and end-of-block at their symbol,
/// then match lengths 3…258 with their extra bits merged in, then distance
/// symbols. An entry holds the bits to write in its low 48 bits (a distance
/// entry: its code only; the token brings the extra bits), the code's own
/// length in bits 48…55 (distances) and the bits to write in bits 56…63.
struct CodeTable {
    static let lengthOffset = 257
    static let distanceOffset = lengthOffset + 256
    /// The bits-to-write part of an entry.
    static let valueMask: UInt64 = 0x0000_FFFF_FFFF_FFFF
    var entries: [UInt64]

    init(literals: HuffmanCode, distances: HuffmanCode) {
        entries = [UInt64](repeating: 0, count: Self.distanceOffset + DeflateTables.distanceSymbols)
        for symbol in 0...DeflateTables.endOfBlock {
            entries[symbol] = UInt64(literals.codes[symbol]) | UInt64(literals.lengths[symbol]) << 56
        }
        for i in 0..<256 {
            let index = Int(DeflateTables.lengthSymbolIndex[i]), symbol = 257 + index
            let codeLength = UInt64(literals.lengths[symbol])
            let extra = UInt64(i + DeflateTables.minimumMatch - DeflateTables.lengthBase[index])
            entries[Self.lengthOffset + i] = UInt64(literals.codes[symbol]) | extra << codeLength
                | (codeLength + UInt64(DeflateTables.lengthExtraBits[index])) << 56
        }
        for d in 0..<DeflateTables.distanceSymbols {
            let codeLength = UInt64(distances.lengths[d])
            entries[Self.distanceOffset + d] = UInt64(distances.codes[d])
                | codeLength << 48 | (codeLength + UInt64(DeflateTables.distanceExtraBits[d])) << 56
        }
    }

    @inline(__always)
    static func put(_ entry: UInt64, to writer: inout BitWriter) {
        writer.put(entry & valueMask, bitCount: entry &>> 56)
    }
}
