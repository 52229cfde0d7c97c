import CPNG
import Geometry
import SeededRandom
import Testing
@testable import Output

/// Large frames encoded in parts of rows (`FastPNGEncoder.parts`), each
/// compressed on its own and on any number of threads: the parts cover
/// the rows, the streams join into one that zlib and libpng read, and the
/// file's bytes do not depend on the thread count.
@Suite struct FramePartsTests {
    /// Parts are consecutive whole rows covering the frame, as many as
    /// `partBytes` of RGBA rows fit (at least one, at most one a row); one
    /// part for a filter other than `.none`.
    @Test func partsAreWholeRowsOfAtLeastPartBytes() {
        let sizes = [(1, 1), (750, 1334), (1920, 1080), (3840, 2160), (100_000, 20), (16, 100_000)]
        for (width, height) in sizes {
            let parts = FastPNGEncoder.parts(width: width, height: height, filter: .none)
            let rgba = height * (width * 4 + 1)
            #expect(parts.count == max(1, min(height, rgba / FastPNGEncoder.partBytes)), "\(width)x\(height)")
            #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == height, "\(width)x\(height)")
            #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty },
                    "\(width)x\(height)")
        }
        #expect(FastPNGEncoder.parts(width: 750, height: 1334, filter: .none).count == 1)
        #expect(FastPNGEncoder.parts(width: 3840, height: 2160, filter: .none).count == 15)
        #expect(FastPNGEncoder.parts(width: 3840, height: 2160, filter: .up) == [0..<2160])
    }

    /// Frames of two to five parts (opaque, translucent, opaque but for one
    /// translucent pixel in the first or the last part, levels 1 and 0)
    /// decode through libpng to their pixels, with the same file on 1, 2
    /// and 3 threads.
    @Test func largeFramesRoundTripOnAnyThreadCount() throws {
        var random = SplitMix64(seed: 41)
        for (width, height) in [(1100, 1000), (1300, 1700)] {
            var palette: [(UInt8, UInt8, UInt8, UInt8)] = (0..<24).map { _ in
                (random.byte(), random.byte(), random.byte(), 255)
            }
            palette[1] = (0, 0, 0, 0)
            var noise = SplitMix64(seed: random.next())
            // Runs of palette colors (one transparent) over a gradient:
            // matches, runs and literals in every part.
            let translucent = Images.make(width, height) { x, y in
                if noise.below(3) == 0 { return palette[noise.below(palette.count)] }
                return (UInt8(x & 0xFF), UInt8(y & 0xFF), 90, 255)
            }
            var opaque = translucent
            for i in stride(from: 3, to: opaque.pixels.count, by: 4) where opaque.pixels[i] == 0 {
                opaque.pixels[i] = 255
            }
            var lateSpot = opaque, earlySpot = opaque
            lateSpot.pixels[(width * height - 5) * 4 ..< (width * height - 4) * 4] = [10, 20, 30, 40]
            earlySpot.pixels[(width * 3 + 7) * 4 ..< (width * 3 + 8) * 4] = [10, 20, 30, 40]
            let parts = FastPNGEncoder.parts(width: width, height: height, filter: .none).count
            #expect(parts >= 2)
            for (name, image) in [("translucent", translucent), ("opaque", opaque), ("late spot", lateSpot),
                                  ("early spot", earlySpot)] {
                for level in [1, 0] {
                    var encoder = PNGEncoder(compressionLevel: level, engine: .flipbook)
                    let one = try encoder.encode(image)
                    #expect(one[25] == (name == "opaque" ? 2 : 6), "\(name) \(width)x\(height)")
                    #expect(try PNGDecoder.decode(one) == image, "\(name) \(width)x\(height) level \(level)")
                    for threads in [2, 3] {
                        encoder.threads = threads
                        #expect(try encoder.encode(image) == one, "\(name) \(width)x\(height) level \(level), \(threads) threads")
                    }
                }
            }
        }
    }

    /// A stream left open (`final: false`) ends on a byte, so a second one
    /// may follow it: zlib reads the two as one, for inputs that are stored,
    /// coded from their own counts or coded up front, empty or tiny.
    @Test func openStreamsJoin() throws {
        var random = SplitMix64(seed: 43)
        func input(_ count: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            while bytes.count < count {
                bytes += repeatElement(random.byte() & 0x1F, count: 1 + random.below(9))
            }
            return Array(bytes.prefix(count))
        }
        func compress(_ bytes: [UInt8], final: Bool, findsMatches: Bool) -> [UInt8] {
            let deflater = FastDeflater(minimumMatch: 3, findsMatches: findsMatches)
            var out = [UInt8](repeating: 0, count: FastDeflater.worstCaseSize(bytes.count))
            let padded = bytes + [0]
            let count = padded.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { destination in
                    FastPNGWorkspace.borrow { workspace in
                        deflater.compress(source.baseAddress!, count: bytes.count, into: destination.baseAddress!,
                                          tokens: workspace.tokens, table: workspace.hashTable, final: final)
                    }
                }
            }
            return Array(out.prefix(count))
        }
        for (first, second) in [(0, 5), (5, 0), (3, 2_000), (70_000, 30), (900_000, 1_300_000), (40_000, 40_000)] {
            let a = input(first), b = input(second)
            for findsMatches in [true, false] {
                let joined = compress(a, final: false, findsMatches: findsMatches)
                    + compress(b, final: true, findsMatches: findsMatches)
                #expect(try Deflate.inflate(joined, count: first + second) == a + b,
                        "\(first) + \(second) bytes, matches \(findsMatches)")
            }
        }
    }

    /// The checksum of two strings from theirs equals the checksum of both
    /// at once, for splits anywhere (empty parts, parts past 65521 bytes).
    @Test func adlerChecksumsCombine() {
        var random = SplitMix64(seed: 47)
        for count in [0, 1, 100, 70_000, 200_003] {
            let bytes = (0..<count).map { _ in random.byte() }
            let padded = bytes + [0]   // storage even when empty
            func checksum(_ range: Range<Int>) -> UInt32 {
                padded.withUnsafeBufferPointer { Adler32.checksum($0.baseAddress! + range.lowerBound, count: range.count) }
            }
            for split in [0, count / 3, count, random.below(count + 1)] {
                let whole = checksum(0..<count), first = checksum(0..<split), second = checksum(split..<count)
                #expect(Adler32.combine(first, second, secondCount: count - split) == whole, "\(count) split at \(split)")
            }
        }
    }
}
