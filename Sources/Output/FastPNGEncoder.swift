#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import Dispatch
import Geometry
import Synchronization

/// Flipbook's own PNG encoder, built for frame throughput: premultiplied
/// RGBA8 frames go to straight-alpha RGBA rows (or RGB rows, dropping the
/// alpha of opaque frames) in one pass with the row filter, and then
/// through `FastDeflater`; `flipbook_crc32` (CPNG: PCLMULQDQ folding) and
/// `Adler32` checksum the result.
/// The PNG is 8-bit, non-interlaced, one IDAT chunk.
struct FastPNGEncoder {
    /// Row filter. Default: `.none`, both the fastest and the smallest on
    /// the tile workload, and smaller than libpng's level 1 and fpng
    /// (`flipbook bench png --engine flipbook`; Sources/Benchmarks/README.md,
    /// "Figures behind the code").
    var filter: PNGEncoder.Filter = .none
    /// False writes stored (uncompressed) deflate blocks. Default: true.
    var compresses = true
    /// Write opaque frames as RGB (color type 2). Default: true.
    var writesOpaqueAsRGB = true
    /// Threads one encode may use: the calling thread and up to `threads`
    /// − 1 more, each taking the next of the frame's `parts` (rows made
    /// RGB or straight RGBA, compressed, checksummed). The file's bytes do
    /// not depend on it. Values below 1 mean 1. Default: 1.
    var threads = 1

    /// Fewest bytes of RGBA rows a part of a frame covers: 2 MiB. A frame
    /// is cut into parts of whole rows, as many as such parts fit (1 up to
    /// 4 MiB of RGBA rows: a 750×1334 frame; 3 at 1920×1080, 15 at 3840×2160),
    /// each compressed on its own, so that threads can share one frame. A
    /// part restarts the match finder and the block codes, which costs
    /// nothing in size: each part's codes fit its rows, so a 4K frame in
    /// parts is slightly smaller than in one (Sources/Benchmarks/README.md,
    /// "Figures behind the code").
    static let partBytes = 1 << 21

    /// The rows of each part of a `width` × `height` frame (see
    /// `partBytes`): one part unless the row filter is `.none` (the
    /// other filters read the row above, so a frame with one of those is
    /// one part).
    static func parts(width: Int, height: Int, filter: PNGEncoder.Filter) -> [Range<Int>] {
        let rgbaCount = height * (width * 4 + 1)
        let count = filter == .none ? max(1, min(height, rgbaCount / partBytes)) : 1
        return (0..<count).map { k in (k * height / count)..<((k + 1) * height / count) }
    }

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
        let parts = Self.parts(width: width, height: height, filter: filter)
        // Room for RGBA rows, which RGB rows (tried first) never exceed, and
        // for every part's compressed data.
        let rgbaCount = height * (width * 4 + 1)
        let compressedRoom = parts.map { FastDeflater.worstCaseSize($0.count * (width * 4 + 1)) }
        workspace.reserve(streamCount: rgbaCount, outputCount: Self.fixedBytes + compressedRoom.reduce(0, +),
                          rowBytes: width * 4)
        let source = SharedBytes(pixels), stream = SharedBytes(workspace.stream)
        // Opaque frames as RGB: rows are dropped to RGB while checking
        // alpha, and written again as RGBA if a part finds a row that is not
        // opaque (so a separate pass over the frame to check is not needed).
        var rgb = writesOpaqueAsRGB
        if !rgb || !rowsWritten(parts, workspace: workspace, { part, rows, scratch in
            writeRows(source.base, width: width, rows: rows, rgb: true, premultiplied: false, stream: stream.base,
                      workspace: scratch, lastPart: part == parts.count - 1)
        }) {
            rgb = false
            _ = rowsWritten(parts, workspace: workspace) { part, rows, scratch in
                writeRows(source.base, width: width, rows: rows, rgb: false, premultiplied: premultiplied,
                          stream: stream.base, workspace: scratch, lastPart: part == parts.count - 1)
            }
        }
        let bpp = rgb ? 3 : 4, lineBytes = width * bpp + 1
        let deflater = FastDeflater(minimumMatch: bpp, findsMatches: compresses)
        var out = Self.put(Self.signature, at: workspace.output)
        out = Self.putChunk("IHDR", at: out) { body in
            var b = Self.putBigEndian(UInt32(width), at: body)
            b = Self.putBigEndian(UInt32(height), at: b)
            return Self.put([8, rgb ? 2 : 6, 0, 0, 0], at: b)
        }
        out = Self.putChunk("IDAT", at: out) { body in
            let b = Self.put([0x78, 0x01], at: body)   // deflate, 32 KiB window, fastest; 0x7801 % 31 == 0
            // Each part compressed (the last one ending the stream) and
            // checksummed into its own room, then moved up behind the one
            // before.
            let offsets = compressedRoom.indices.map { compressedRoom[..<$0].reduce(0, +) }
            let target = SharedBytes(b), results = PartResults(parts.count, initial: (size: 0, checksum: UInt32(1)))
            Self.forEachPart(parts.count, threads: threads, workspace: workspace) { k, scratch in
                let input = stream.base + parts[k].lowerBound * lineBytes, count = parts[k].count * lineBytes
                let size = deflater.compress(input, count: count, into: target.base + offsets[k], tokens: scratch.tokens,
                                             table: scratch.hashTable, final: k == parts.count - 1)
                results[k] = (size, Adler32.checksum(input, count: count))
            }
            // The empty string's checksum is 1, so every part combines alike.
            var end = b, checksum: UInt32 = 1
            for (k, part) in results.values.enumerated() {
                // memmove: a part's room may begin within the bytes it moves to.
                if end != b + offsets[k] { memmove(end, b + offsets[k], part.size) }
                end += part.size
                checksum = Adler32.combine(checksum, part.checksum, secondCount: parts[k].count * lineBytes)
            }
            return Self.putBigEndian(checksum, at: end)
        }
        out = Self.putChunk("IEND", at: out) { $0 }
        return Array(UnsafeBufferPointer(start: workspace.output, count: out - workspace.output))
    }

    /// Runs `body(part, rows, workspace)` for every part; true when every
    /// call returned true.
    private func rowsWritten(_ parts: [Range<Int>], workspace: FastPNGWorkspace,
                             _ body: @escaping @Sendable (Int, Range<Int>, FastPNGWorkspace) -> Bool) -> Bool {
        let written = PartResults(parts.count, initial: false)
        Self.forEachPart(parts.count, threads: threads, workspace: workspace) { k, scratch in
            written[k] = body(k, parts[k], scratch)
        }
        return written.values.allSatisfy { $0 }
    }

    /// Calls `body(part, workspace)` for parts 0..<count: on this thread
    /// with `workspace` when one thread does them all, else on up to
    /// `threads` threads, each taking the next part, with a workspace of
    /// its own (for the match finder's memory and a scratch row).
    private static func forEachPart(_ count: Int, threads: Int, workspace: FastPNGWorkspace,
                                    _ body: @escaping @Sendable (Int, FastPNGWorkspace) -> Void) {
        let workers = min(max(threads, 1), count)
        if workers <= 1 {
            for k in 0..<count { body(k, workspace) }
            return
        }
        let next = PartCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            FastPNGWorkspace.borrow { scratch in
                while let k = next.take(below: count) { body(k, scratch) }
            }
        }
    }

    /// Bytes outside the compressed data: signature, IHDR, IDAT's frame,
    /// zlib header and checksum, IEND.
    static let fixedBytes = 8 + 25 + 12 + 2 + 4 + 12

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The filtered rows `rows` into `stream`, each behind its filter-type
    /// byte. As RGB (`rgb`) it stops at the first row with a pixel that is
    /// not opaque and returns false; otherwise it returns true. Rows are
    /// made in `workspace`'s row buffers where the filter needs them; the
    /// last row of a part other than the last (`lastPart`) is made RGB in
    /// the scratch row, since the conversion's slack would land in the
    /// next part's first row, which another thread may have written.
    private func writeRows(_ pixels: UnsafePointer<UInt8>, width: Int, rows: Range<Int>, rgb: Bool, premultiplied: Bool,
                           stream: UnsafeMutablePointer<UInt8>, workspace: FastPNGWorkspace, lastPart: Bool) -> Bool {
        let bpp = rgb ? 3 : 4, rowBytes = width * bpp
        workspace.reserve(streamCount: 0, outputCount: 0, rowBytes: width * 4)
        let scratch = workspace.trial
        // Unfiltered rows: this one and the one above (zeros above the
        // first row; a filter other than `.none` makes the frame one part).
        var row = workspace.row, above = workspace.above
        above.update(repeating: 0, count: rowBytes)
        return UnpremultiplyTable.shared.withUnsafeBufferPointer { table in
            for y in rows {
                let source = pixels + y * width * 4, line = stream + y * (rowBytes + 1)
                // Unfiltered rows go straight into the stream.
                let target = filter != .none ? row : !lastPart && y == rows.upperBound - 1 ? scratch : line + 1
                if rgb {
                    // 4 bytes of slack: the next line's first bytes, or
                    // the buffers' own 8.
                    guard flipbook_rgba_to_rgb(source, target, width) != 0 else { return false }
                } else if premultiplied {
                    flipbook_unpremultiply(source, target, width, table.baseAddress!)
                } else {
                    target.update(from: source, count: rowBytes)
                }
                if target == scratch { (line + 1).update(from: scratch, count: rowBytes) }
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

/// A pointer the part threads share; each writes only its own bytes.
private struct SharedBytes: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }
    init(_ base: UnsafePointer<UInt8>) { self.base = UnsafeMutablePointer(mutating: base) }
}

/// A value per part, each set by the thread that did the part.
private final class PartResults<Value: Sendable>: Sendable {
    private let storage: Mutex<[Value]>
    init(_ count: Int, initial: Value) { storage = Mutex(Array(repeating: initial, count: count)) }
    subscript(part: Int) -> Value {
        get { storage.withLock { $0[part] } }
        set { storage.withLock { $0[part] = newValue } }
    }
    /// Every part's value, in part order.
    var values: [Value] { storage.withLock { $0 } }
}

/// The next part to do, handed to one thread at a time.
private final class PartCounter: Sendable {
    private let next = Mutex(0)
    /// The next part below `count` not yet taken, or nil.
    func take(below count: Int) -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
