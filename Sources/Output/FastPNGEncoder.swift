import CPNG
import Geometry

/// Flipbook's own PNG encoder, built for frame throughput: premultiplied
/// RGBA8 frames go to straight-alpha RGBA rows (or RGB rows, dropping the
/// alpha of opaque frames) in one pass with the row filter, and then
/// through `FastDeflater`; `flipbook_crc32` (CPNG: PCLMULQDQ folding) and
/// `Adler32` checksum the result.
/// The PNG is 8-bit, non-interlaced, one IDAT chunk.
struct FastPNGEncoder {
    /// Row filter. Default: `.none`, measured with `flipbook bench png`
    /// (release, frame 30 of the 750×1334 tile workload, shared 2-core VM,
    /// median of 9): as RGB `.none` gave 762 KB in 9.4 ms, `.up` 904 KB in
    /// 11.6 ms, `.sub` 928 KB in 11.8 ms, `.average` 970 KB in 12.6 ms,
    /// `.paeth` 950 KB in 19.6 ms and `.adaptive` 957 KB in 26.5 ms. libpng
    /// level 1 gave 847 KB; fpng (py-fpng, measured earlier) 1253 KB.
    var filter: PNGEncoder.Filter = .none
    /// False writes stored (uncompressed) deflate blocks. Default: true.
    var compresses = true
    /// Write opaque frames as RGB (color type 2). Default: true.
    var writesOpaqueAsRGB = true

    /// The PNG of `frame`: straight alpha when `premultiplied` (each color
    /// byte unpremultiplied as `Bitmap.unpremultiplied()` does), else the
    /// pixels as they are.
    func encode(_ frame: Bitmap, premultiplied: Bool) -> [UInt8] {
        FastPNGWorkspace.borrow { workspace in
            frame.pixels.withUnsafeBufferPointer { pixels in
                encode(pixels.baseAddress!, width: frame.width, height: frame.height, premultiplied: premultiplied,
                       workspace: workspace)
            }
        }
    }

    private func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, premultiplied: Bool,
                        workspace: FastPNGWorkspace) -> [UInt8] {
        // Room for RGBA rows, which RGB rows (tried first) never exceed.
        let rgbaCount = height * (width * 4 + 1)
        workspace.reserve(streamCount: rgbaCount, outputCount: Self.fixedBytes + FastDeflater.worstCaseSize(rgbaCount),
                          rowBytes: width * 4)
        // Opaque frames as RGB: rows are dropped to RGB while checking
        // alpha, and written again as RGBA from the first row that is not
        // opaque (so a separate pass over the frame to check is not needed).
        var rgb = writesOpaqueAsRGB
        if !rgb || !writeRows(pixels, width: width, height: height, rgb: true, premultiplied: false,
                              workspace: workspace) {
            rgb = false
            _ = writeRows(pixels, width: width, height: height, rgb: false, premultiplied: premultiplied,
                          workspace: workspace)
        }
        let bpp = rgb ? 3 : 4, rowBytes = width * bpp
        let streamCount = height * (rowBytes + 1)
        let stream = workspace.stream
        let deflater = FastDeflater(minimumMatch: bpp, findsMatches: compresses)
        var out = Self.put(Self.signature, at: workspace.output)
        out = Self.putChunk("IHDR", at: out) { body in
            var b = Self.putBigEndian(UInt32(width), at: body)
            b = Self.putBigEndian(UInt32(height), at: b)
            return Self.put([8, rgb ? 2 : 6, 0, 0, 0], at: b)
        }
        out = Self.putChunk("IDAT", at: out) { body in
            var b = Self.put([0x78, 0x01], at: body)   // deflate, 32 KiB window, fastest; 0x7801 % 31 == 0
            b += deflater.compress(stream, count: streamCount, into: b, tokens: workspace.tokens,
                                   table: workspace.hashTable)
            return Self.putBigEndian(Adler32.checksum(stream, count: streamCount), at: b)
        }
        out = Self.putChunk("IEND", at: out) { $0 }
        return Array(UnsafeBufferPointer(start: workspace.output, count: out - workspace.output))
    }

    /// Bytes outside the compressed data: signature, IHDR, IDAT's frame,
    /// zlib header and checksum, IEND.
    static let fixedBytes = 8 + 25 + 12 + 2 + 4 + 12

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The filtered rows, each behind its filter-type byte. As RGB (`rgb`)
    /// it stops at the first row with a pixel that is not opaque and
    /// returns false; otherwise it returns true.
    private func writeRows(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, rgb: Bool, premultiplied: Bool,
                           workspace: FastPNGWorkspace) -> Bool {
        let bpp = rgb ? 3 : 4, rowBytes = width * bpp
        let stream = workspace.stream, scratch = workspace.trial
        // Unfiltered rows: this one and the one above (zeros above the
        // first row).
        var row = workspace.row, above = workspace.above
        above.update(repeating: 0, count: rowBytes)
        return UnpremultiplyTable.shared.withUnsafeBufferPointer { table in
            for y in 0..<height {
                let source = pixels + y * width * 4, line = stream + y * (rowBytes + 1)
                // Unfiltered rows go straight into the stream.
                let target = filter == .none ? line + 1 : row
                if rgb {
                    // 4 bytes of slack: the next line's first bytes, or
                    // the buffers' own 8.
                    guard flipbook_rgba_to_rgb(source, target, width) != 0 else { return false }
                } else if premultiplied {
                    flipbook_unpremultiply(source, target, width, table.baseAddress!)
                } else {
                    target.update(from: source, count: rowBytes)
                }
                var used = filter
                if filter == .adaptive {
                    used = PNGRowFilter.adaptiveChoice(row: row, above: above, count: rowBytes, bpp: bpp, scratch: scratch)
                }
                line[0] = PNGRowFilter.typeByte(used)
                if filter != .none {
                    PNGRowFilter.apply(used, row: row, above: above, count: rowBytes, bpp: bpp, into: line + 1)
                    swap(&row, &above)
                }
            }
            return true
        }
    }

    // MARK: Bytes and chunks

    private static func put(_ bytes: [UInt8], at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        for (i, byte) in bytes.enumerated() { out[i] = byte }
        return out + bytes.count
    }

    private static func putBigEndian(_ value: UInt32, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutableRawPointer(out).storeBytes(of: value.bigEndian, as: UInt32.self)
        return out + 4
    }

    /// A chunk: length, type, the body `writeBody` writes (returning where
    /// it ends), and the CRC-32 of type and body.
    private static func putChunk(_ type: StaticString, at out: UnsafeMutablePointer<UInt8>,
                                 _ writeBody: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        let typed = out + 4
        typed.update(from: type.utf8Start, count: 4)
        let end = writeBody(typed + 4)
        _ = putBigEndian(UInt32(end - typed - 4), at: out)
        return putBigEndian(flipbook_crc32(0, typed, end - typed), at: end)
    }
}

/// Straight color byte for each (alpha, premultiplied color) pair, at index
/// alpha · 256 + color: round(color · 255 / alpha), halves up, at most 255
/// (0 for alpha 0), the rule of `Bitmap.unpremultiplied()`. 64 KiB.
enum UnpremultiplyTable {
    static let shared: [UInt8] = (0..<65536).map { index in
        let alpha = index >> 8, color = index & 0xFF
        return alpha == 0 ? 0 : UInt8(min(255, (2 * color * 255 + alpha) / (2 * alpha)))
    }
}
