/// The header of a dynamic-Huffman deflate block (RFC 1951 §3.2.7): how
/// many literal/length and distance codes it defines, their code lengths
/// run-length coded (symbols 16: repeat the previous length 3…6 times,
/// 17: 3…10 zeros, 18: 11…138 zeros), and the Huffman code of those
/// symbols, itself given as 3-bit lengths.
struct DynamicHeader {
    /// Literal/length codes listed (257…286) and distance codes (1…30).
    let literalCount: Int, distanceCount: Int
    /// Code-length code lengths listed, in `DeflateTables.codeLengthOrder` (4…19).
    let codeLengthCount: Int
    /// The run-length coded lengths: symbol 0…18 in the low byte, the
    /// value of its extra bits above.
    let runs: [Int]
    let codeLengthCode: HuffmanCode
    /// Size of the header in bits, without the 3-bit block header.
    let bitCount: Int

    /// Extra bits after code-length symbols 16, 17 and 18.
    static let repeatExtraBits = [2, 3, 7]

    init(literals: HuffmanCode, distances: HuffmanCode) {
        literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        runs = Self.runLengths(Array(literals.lengths.prefix(literalCount)) + distances.lengths.prefix(distanceCount))
        var counts = [UInt32](repeating: 0, count: 19)
        for run in runs { counts[run & 0xFF] += 1 }
        let code = HuffmanCode(counts: counts, limit: DeflateTables.maximumCodeLengthCodeLength)
        codeLengthCode = code
        codeLengthCount = max(4, (DeflateTables.codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs {
            let symbol = run & 0xFF
            bits += Int(codeLengthCode.lengths[symbol]) + (symbol >= 16 ? Self.repeatExtraBits[symbol - 16] : 0)
        }
        bitCount = bits
    }

    func write(to writer: inout BitWriter) {
        writer.put(UInt64(literalCount - 257) | UInt64(distanceCount - 1) << 5 | UInt64(codeLengthCount - 4) << 10, 14)
        writer.flush()
        for i in 0..<codeLengthCount {
            writer.put(UInt64(codeLengthCode.lengths[DeflateTables.codeLengthOrder[i]]), 3)
            writer.flush()
        }
        for run in runs {
            let symbol = run & 0xFF
            writer.put(UInt64(codeLengthCode.codes[symbol]), Int(codeLengthCode.lengths[symbol]))
            if symbol >= 16 { writer.put(UInt64(run >> 8), Self.repeatExtraBits[symbol - 16]) }
            writer.flush()
        }
    }

    /// `lengths` as code-length symbols with their extra bits.
    static func runLengths(_ lengths: [UInt8]) -> [Int] {
        var runs: [Int] = []
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var end = i + 1
            while end < lengths.count && lengths[end] == length { end += 1 }
            var remaining = end - i
            if length == 0 {
                while remaining >= 11 { let n = min(remaining, 138); runs.append(18 | (n - 11) << 8); remaining -= n }
                if remaining >= 3 { runs.append(17 | (remaining - 3) << 8); remaining = 0 }
            } else {
                runs.append(Int(length))
                remaining -= 1
                while remaining >= 3 { let n = min(remaining, 6); runs.append(16 | (n - 3) << 8); remaining -= n }
            }
            runs += repeatElement(Int(length), count: remaining)
            i = end
        }
        return runs
    }
}
