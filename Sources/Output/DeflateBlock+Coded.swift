import CPNG

extension DeflateBlock {
    /// Huffman codes fixed before a block is parsed, so that its tokens can
    /// be written as they are found (no token buffer, no second pass): made
    /// from the counts of the block before, with every symbol counted at
    /// least once, since this block may use symbols that one did not.
    struct UpfrontCode {
        let header: DynamicHeader
        let table: CodeTable
        /// A distance's code and extra bits by `DeflateTables.distanceIndex`
        /// (512), for CPNG's coded parse (`flipbook_deflate_sink`): the code
        /// minus the symbol's base distance shifted past the code (32-bit
        /// two's complement) in bits 0…31, the code's length in bits 32…39,
        /// the bits to write in bits 40…47; adding the distance shifted
        /// past the code gives code | (distance − base) << length.
        let distanceEntries: [UInt64]

        init(literalCounts: [UInt32], distanceCounts: [UInt32]) {
            let literals = HuffmanCode(counts: literalCounts.map { max($0, 1) }, limit: DeflateTables.maximumCodeLength)
            let distances = HuffmanCode(counts: distanceCounts.map { max($0, 1) },
                                        limit: DeflateTables.maximumCodeLength)
            header = DynamicHeader(literals: literals, distances: distances)
            table = CodeTable(literals: literals, distances: distances)
            distanceEntries = DeflateTables.distanceSymbolIndex.map { symbolIndex in
                let symbol = Int(symbolIndex), codeLength = Int(distances.lengths[symbol])
                let offset = Int(distances.codes[symbol]) - DeflateTables.distanceBase[symbol] << codeLength
                return UInt64(UInt32(truncatingIfNeeded: offset)) | UInt64(codeLength) << 32
                    | UInt64(codeLength + DeflateTables.distanceExtraBits[symbol]) << 40
            }
        }
    }

    /// The code for the block after this one, from this block's counts.
    func upfrontCodeForNext() -> UpfrontCode {
        UpfrontCode(literalCounts: symbolCounts(), distanceCounts: distanceCounts)
    }

    /// Parses the input from `start` on into a block written at once in
    /// `code` (CPNG's `flipbook_deflate_parse` with a code table), counting
    /// its symbols for the next block's code; returns where the block
    /// stops (past `FastDeflater.codedBlockBytes` bytes, or where the input
    /// ends). The block is stored instead when coding did not make it
    /// smaller: the writer goes back to where the block began, which the
    /// 8-byte stores allow, since everything past it is written again. As the block's header goes out
    /// before it is known whether the input ends in it, a block that does
    /// is followed by an empty final block (fixed codes: 10 bits) when the
    /// input ends the stream (`endsStream`).
    mutating func parseCoded(_ input: UnsafePointer<UInt8>, count: Int, from start: Int,
                             table: UnsafeMutablePointer<Int32>, pixel: Int, code: UpfrontCode,
                             endsStream: Bool = true, to writer: inout BitWriter) -> Int {
        let before = writer
        writer.put(0b100, 3)   // BFINAL = 0, BTYPE = 2 (dynamic)
        code.header.write(to: &writer)
        var tokenCount: Int64 = 0
        var sink = flipbook_deflate_sink(tokens: nil, entries: nil, distance_entries: nil, writer: writer.state)
        let end = code.table.entries.withUnsafeBufferPointer { entries in
            code.distanceEntries.withUnsafeBufferPointer { distanceEntries in
                counts.withUnsafeMutableBufferPointer { counts in
                    DeflateTables.distanceTokenIndex.withUnsafeBufferPointer { distanceTokens in
                        sink.entries = entries.baseAddress
                        sink.distance_entries = distanceEntries.baseAddress
                        return Int(flipbook_deflate_parse(input, Int64(count), Int64(start), table,
                                                          Int64(FastDeflater.blockTokens),
                                                          Int64(FastDeflater.codedBlockBytes), counts.baseAddress!,
                                                          distanceTokens.baseAddress!, &sink, &tokenCount,
                                                          Int32(pixel), usesX86V3 ? 1 : 0))
                    }
                }
            }
        }
        writer.state = sink.writer
        CodeTable.put(code.table.entries[DeflateTables.endOfBlock], to: &writer)
        writer.flush()
        self.tokenCount = Int(tokenCount)
        let final = endsStream && end == count
        if writer.bitsWritten(since: before) >= Self.storedBits(end - start) {
            writer = before
            Self.writeStored(input + start, count: end - start, final: final, to: &writer)
        } else if final {
            writer.put(0b011, 10)   // BFINAL = 1, BTYPE = 1 (fixed), end-of-block (7 zero bits)
            writer.flush()
        }
        return end
    }
}
