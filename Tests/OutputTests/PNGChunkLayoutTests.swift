import Foundation
import Geometry
import Testing
@testable import Output

/// Chunk lengths are checked against the bytes left before libpng reads
/// (and allocates) anything: a tiny file declaring a huge chunk costs
/// nothing (issue 36, D8).
@Suite struct PNGChunkLayoutTests {
    /// One chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8], declaredLength: UInt32? = nil) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = declaredLength ?? UInt32(data.count)
        let crc = UInt32(truncatingIfNeeded: crc32(typeBytes + data))
        return bigEndian(length) + typeBytes + data + bigEndian(crc)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }

    /// CRC-32 (ISO 3309), as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A valid 3×2 PNG's bytes split at its first IDAT, so chunks can be
    /// put before it.
    static func parts() throws -> (head: [UInt8], rest: [UInt8]) {
        let png = try PNGEncoder().encode(testFrame(width: 3, height: 2))
        let idat = try #require(png.indices.first { png[$0..<min($0 + 4, png.count)].elementsEqual("IDAT".utf8) }) - 4
        return (Array(png[..<idat]), Array(png[idat...]))
    }

    /// A declared length far past the file's end, for ancillary chunks
    /// libpng would allocate (text, profile, unknown), before and after
    /// the image data: refused, naming the chunk and what follows it.
    @Test(arguments: [("zTXt", UInt32(0x7FFF_FFFF)), ("iCCP", UInt32(0x4000_0000)), ("prVt", UInt32(0x7FFF_0000)),
                      ("tEXt", UInt32(200)), ("iTXt", UInt32(0xFFFF_FFFF))])
    func hugeDeclaredChunkIsRefusedUnallocated(type: String, length: UInt32) throws {
        let (head, rest) = try Self.parts()
        let liar = Self.chunk(type, Array(repeating: 0x61, count: 60), declaredLength: length)
        for bytes in [head + liar, head + Array(rest.dropLast(12)) + liar] {
            let before = Self.peakResidentBytes()
            do {
                _ = try PNGDecoder.decode(bytes)
                Issue.record("\(type) of \(length) bytes decoded")
            } catch OutputError.decodingFailed(let message) {
                #expect(message.hasPrefix("chunk \"\(type)\" at byte "), "\(message)")
                #expect(message.hasSuffix("claims \(length) bytes, but 60 follow it"), "\(message)")
            }
            // Peak RSS is a high-water mark: meaningful while it sits below the lie.
            if before < 1 << 30 { #expect(Self.peakResidentBytes() - before < 256 << 20, "a declared length was allocated") }
        }
    }

    /// Ancillary chunks that fit, and a file ending right at IEND or with
    /// bytes after it, still decode.
    @Test func honestChunksStillDecode() throws {
        let (head, rest) = try Self.parts()
        let text = Self.chunk("tEXt", Array("Comment\u{0}made by a test".utf8))
        let frame = try PNGDecoder.decode(head + text + rest)
        #expect(frame == testFrame(width: 3, height: 2))
        #expect(try PNGDecoder.decode(head + rest + [0, 0, 0]) == frame)
    }

    /// The process's peak resident set, bytes (getrusage's ru_maxrss is KiB).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
