import CWebP
import Geometry
import Output
import Testing

/// WebP files written by libwebp's own encoder (lossless "VP8L", lossy
/// "VP8 ", lossy with alpha "VP8X") decoded into premultiplied bitmaps.
@Suite struct WebPDecoderTests {
    /// 3×2: opaque red, green, blue / half-transparent white, clear, grey.
    static let straight: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                    255, 255, 255, 128, 0, 0, 0, 0, 128, 128, 128, 255]

    /// Uniform orange at half alpha (3×2): what lossy files hold, which
    /// share chroma between neighbours.
    static let orange: [UInt8] = Array([[UInt8]](repeating: [230, 120, 20, 128], count: 6).joined())

    /// A 3×2 WebP file: `straight` lossless, `orange` lossy at quality
    /// 100 with its alpha, or `orange`'s colors without alpha.
    enum Kind { case lossless, lossy, lossyOpaque }
    static func file(_ kind: Kind) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let size: Int
        switch kind {
        case .lossless: size = WebPEncodeLosslessRGBA(straight, 3, 2, 12, &output)
        case .lossy: size = WebPEncodeRGBA(orange, 3, 2, 12, 100, &output)
        case .lossyOpaque:
            let rgb = (0..<6).flatMap { orange[4 * $0..<4 * $0 + 3] }
            size = WebPEncodeRGB(rgb, 3, 2, 9, 100, &output)
        }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    @Test func losslessComesBackPremultipliedExactly() throws {
        let bytes = Self.file(.lossless)
        #expect(Array(bytes[12..<16]) == Array("VP8L".utf8))
        let bitmap = try WebPDecoder.decode(bytes)
        #expect(bitmap == Bitmap(width: 3, height: 2, pixels: Self.straight).premultiplied())
    }

    /// Lossy files decode at their size, every pixel within 8 levels of
    /// orange, premultiplied (alpha 128 exact, the lossless alpha plane of
    /// a "VP8X" file) or opaque.
    @Test(arguments: [(Kind.lossy, "VP8X"), (.lossyOpaque, "VP8 ")])
    func lossyDecodesAtItsSize(kind: Kind, chunk: String) throws {
        let bytes = Self.file(kind)
        #expect(Array(bytes[12..<16]) == Array(chunk.utf8))
        let bitmap = try WebPDecoder.decode(bytes)
        #expect(bitmap.width == 3 && bitmap.height == 2)
        let alpha = kind == .lossy ? 128 : 255
        let expected = Bitmap(width: 1, height: 1, pixels: [230, 120, 20, UInt8(alpha)]).premultiplied().pixels
        for i in 0..<bitmap.pixels.count {
            #expect(abs(Int(bitmap.pixels[i]) - Int(expected[i % 4])) <= 8, "byte \(i): \(bitmap.pixels)")
        }
    }

    @Test func badBytesThrow() {
        #expect(throws: OutputError.webpDecodingFailed) { try WebPDecoder.decode(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) }
        #expect(throws: OutputError.webpDecodingFailed) { try WebPDecoder.decode([]) }
        let cut = Array(Self.file(.lossy).prefix(40))
        #expect(throws: OutputError.webpDecodingFailed) { try WebPDecoder.decode(cut) }
    }
}
