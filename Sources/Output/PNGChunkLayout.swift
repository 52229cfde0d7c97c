/// The chunk sequence of a PNG, checked before libpng reads it.
///
/// Decision: libpng allocates an ancillary chunk's declared length
/// (`tEXt`, `iCCP`, unknown chunks) before it finds the data missing, so
/// a 141-byte file declaring a 2^31 − 1 byte chunk cost 2 GB. Every
/// chunk's length is checked here against the bytes left after its header,
/// so nothing larger than the input is ever asked for.
enum PNGChunkLayout {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Largest chunk length the PNG specification allows: 2^31 − 1 bytes.
    static let maximumChunkLength = Int(Int32.max)

    /// Walks the chunks of `bytes` from the signature to `IEND` (or to the
    /// end of the bytes): each length (4 bytes, big-endian) plus its type
    /// and CRC must fit in what is left.
    /// - Throws: `OutputError.decodingFailed` naming the first chunk that
    ///   claims more bytes than follow it, or a missing signature.
    static func check(_ bytes: [UInt8]) throws(OutputError) {
        guard bytes.starts(with: signature) else { throw .decodingFailed("no PNG signature") }
        var offset = signature.count
        // A chunk: length (4), type (4), data (length), CRC (4).
        while bytes.count - offset >= 8 {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8].map { (0x20...0x7E).contains($0) ? $0 : 0x3F },
                              as: UTF8.self)
            let left = bytes.count - offset - 12
            guard length <= maximumChunkLength, length <= left else {
                throw .decodingFailed("chunk \"\(type)\" at byte \(offset) claims \(length) bytes, "
                                      + "but \(max(left, 0)) follow it")
            }
            if type == "IEND" { return }
            offset += 12 + length
        }
    }
}
