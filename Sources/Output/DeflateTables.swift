/// The fixed tables of the deflate format (RFC 1951 §3.2.5): which symbol
/// codes a match length or distance, and how many extra bits follow it.
enum DeflateTables {
    /// Shortest and longest match deflate can code, in bytes.
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// Farthest a match may reach back, in bytes (deflate's window).
    static let maximumDistance = 32768
    /// Literal/length alphabet: 256 literals, end of block (256), 29 lengths.
    static let literalLengthSymbols = 286
    static let endOfBlock = 256
    /// Distance alphabet.
    static let distanceSymbols = 30
    /// Longest Huffman code in the literal/length and distance trees, and
    /// in the tree that codes their code lengths.
    static let maximumCodeLength = 15
    static let maximumCodeLengthCodeLength = 7

    /// First length of each length symbol 257…285, and its extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                         4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// First distance of each distance symbol 0…29, and its extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                           9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block lists its code-length code lengths.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length symbol index (0…28, i.e. symbol 257 + index) of each match
    /// length 3…258, indexed by length − 3.
    static let lengthSymbolIndex: [UInt8] = (minimumMatch...maximumMatch).map { length in
        UInt8(lengthBase.lastIndex { $0 <= length }!)
    }

    /// Distance symbol of distances 1…256 at index distance − 1, and of
    /// longer distances at 256 + (distance − 1) >> 7 (every symbol past 15
    /// spans a multiple of 128 distances, so the shift loses nothing).
    static let distanceSymbolIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for d in 1...256 { table[d - 1] = UInt8(distanceBase.lastIndex { $0 <= d }!) }
        for i in 2..<256 { table[256 + i] = UInt8(distanceBase.lastIndex { $0 <= i << 7 + 1 }!) }
        return table
    }()

    /// For the parser's match tokens (`DeflateBlock.tokens`), at the index
    /// `distanceSymbolIndex` uses: the distance symbol shifted to bits
    /// 18…22 minus the symbol's base distance (wrapping), so that adding the
    /// distance gives symbol << 18 | (distance − base) in one step.
    static let distanceTokenIndex: [UInt32] = distanceSymbolIndex.map { symbol in
        UInt32(symbol) << DeflateBlock.distanceSymbolShift &- UInt32(distanceBase[Int(symbol)])
    }

    /// `distanceSymbolIndex`'s index of `distance` (1…32768).
    @inline(__always)
    static func distanceIndex(_ distance: Int) -> Int {
        distance <= 256 ? distance &- 1 : 256 &+ ((distance &- 1) &>> 7)
    }
}
