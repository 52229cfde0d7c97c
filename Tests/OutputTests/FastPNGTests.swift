import CPNG
import Geometry
import SeededRandom
import Testing
@testable import Output

/// Bytes and small ranges from the shared seeded generator, so the
/// random images repeat.
extension SplitMix64 {
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Test images for the encoders, premultiplied and valid (no color byte
/// above its alpha).
enum Images {
    static func make(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                pixels += [min(r, a), min(g, a), min(b, a), a]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    static func noise(_ width: Int, _ height: Int, seed: UInt64, opaque: Bool) -> Bitmap {
        var random = SplitMix64(seed: seed)
        return make(width, height) { _, _ in
            (random.byte(), random.byte(), random.byte(), opaque ? 255 : random.byte())
        }
    }

    /// Flat areas, gradients, sharp edges and a translucent disc: what
    /// rendered frames are made of.
    static func scene(_ width: Int, _ height: Int, opaque: Bool) -> Bitmap {
        make(width, height) { x, y in
            let dx = x - width / 2, dy = y - height / 3
            if !opaque && dx * dx + dy * dy < width * width / 9 { return (40, 90, UInt8(x % 128), 128) }
            if (x / 16 + y / 16) % 2 == 0 { return (255, 128, 0, 255) }
            return (UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 200, 255)
        }
    }

    /// Random rows repeating every `period` rows: with `period` rows
    /// spanning more than 32 KiB, the repeats lie beyond deflate's window.
    static func repeatingRows(_ width: Int, _ height: Int, period: Int, seed: UInt64) -> Bitmap {
        let rows = (0..<period).map { noise(width, 1, seed: seed &+ UInt64($0), opaque: true) }
        return Bitmap(width: width, height: height, pixels: (0..<height).flatMap { rows[$0 % period].pixels })
    }
}

@Suite struct FastPNGTests {
    /// The images every round-trip test runs on.
    static var edgeCases: [(String, Bitmap)] {
        [
            ("1x1 opaque", Images.make(1, 1) { _, _ in (1, 2, 3, 255) }),
            ("1x1 translucent", Images.make(1, 1) { _, _ in (1, 2, 3, 4) }),
            ("1x1 transparent", Bitmap(width: 1, height: 1)),
            ("odd widths", Images.scene(13, 7, opaque: false)),
            ("one column", Images.scene(1, 97, opaque: true)),
            ("one row", Images.scene(333, 1, opaque: false)),
            ("all transparent", Bitmap(width: 61, height: 29)),
            ("all opaque flat", Images.make(257, 130) { _, _ in (9, 99, 199, 255) }),
            ("opaque noise", Images.noise(91, 67, seed: 1, opaque: true)),
            ("translucent noise", Images.noise(77, 53, seed: 2, opaque: false)),
            ("scene > 64 KiB", Images.scene(301, 203, opaque: false)),
            ("opaque scene", Images.scene(402, 299, opaque: true)),
            ("repeats beyond 32 KiB", Images.repeatingRows(700, 60, period: 13, seed: 3)),
            ("repeats within 32 KiB", Images.repeatingRows(700, 60, period: 7, seed: 4)),
        ]
    }

    /// Premultiplied frames come back from libpng exactly, for every
    /// filter, both levels of the fast engine and both color types.
    @Test func fastEngineRoundTripsThroughLibPNG() throws {
        for (name, image) in Self.edgeCases {
            for filter in PNGEncoder.Filter.allCases {
                for level in [0, 1] {
                    for rgb in [true, false] {
                        let encoder = PNGEncoder(compressionLevel: level, engine: .flipbook, filter: filter,
                                                 writesOpaqueAsRGB: rgb)
                        let png = try encoder.encode(image)
                        #expect(try PNGDecoder.decode(png) == image, "\(name) \(filter) level \(level) rgb \(rgb)")
                    }
                }
            }
        }
    }

    /// Straight pixels are written as they are.
    @Test func fastEngineKeepsStraightPixels() throws {
        let image = Images.noise(45, 31, seed: 5, opaque: false)
        for filter in [PNGEncoder.Filter.none, .up, .paeth] {
            let png = try PNGEncoder(engine: .flipbook, filter: filter).encode(straight: image)
            #expect(try PNGDecoder.decodeStraight(png) == image)
        }
    }

    /// Level 1 compresses (scene frames shrink several times), level 0
    /// stores; both are smaller than nothing else bounds: stored data is
    /// the rows plus a few bytes per 64 KiB.
    @Test func fastEngineSizes() throws {
        let image = Images.scene(400, 300, opaque: true)
        let raw = 300 * (400 * 3 + 1)
        let stored = try PNGEncoder(compressionLevel: 0).encode(image)
        let compressed = try PNGEncoder(compressionLevel: 1).encode(image)
        #expect(stored.count > raw && stored.count < raw + 200)
        #expect(compressed.count * 4 < raw)
        let noise = Images.noise(200, 100, seed: 6, opaque: true)
        #expect(try PNGEncoder(compressionLevel: 1).encode(noise).count < 100 * (200 * 3 + 1) + 200)
    }

    @Test func enginesFollowTheLevel() {
        #expect(PNGEncoder(compressionLevel: 0).engine == .flipbook)
        #expect(PNGEncoder().engine == .flipbook)
        #expect(PNGEncoder(compressionLevel: 2).engine == .libpng)
        #expect(PNGEncoder(compressionLevel: 9).engine == .libpng)
        #expect(PNGEncoder(compressionLevel: 1, engine: .libpng).engine == .libpng)
    }

    /// The chunks are well formed: IHDR first, one IDAT, IEND last, each
    /// with a correct CRC; the zlib stream's Adler-32 matches (libpng checks
    /// both, but this pins the layout).
    @Test func fastEngineChunkLayout() throws {
        let png = try PNGEncoder().encode(Images.scene(20, 10, opaque: true))
        var offset = 8, types: [String] = []
        while offset < png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeAndBody = Array(png[offset + 4..<offset + 8 + length])
            let crc = png[offset + 8 + length..<offset + 12 + length].reduce(0) { $0 << 8 | UInt($1) }
            #expect(crc == crc32(0, typeAndBody, UInt32(typeAndBody.count)))
            types.append(String(decoding: typeAndBody.prefix(4), as: UTF8.self))
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(offset == png.count)
    }

    /// The deflate stream alone, on bytes PNG rows rarely hold: zlib
    /// inflates it back for random, repetitive and mixed data.
    @Test func deflateRoundTripsThroughZlib() throws {
        var random = SplitMix64(seed: 7)
        var inputs: [[UInt8]] = [[], [42], [1, 2, 3], Array(repeating: 0, count: 100_000)]
        inputs.append((0..<70_000).map { _ in random.byte() })
        inputs.append((0..<200_000).map { i in UInt8(i % 251) })
        inputs.append((0..<300_000).map { _ in random.below(4) == 0 ? random.byte() : 7 })
        let block = (0..<40_000).map { _ in random.byte() }
        inputs.append(block + block + block)   // repeats 40 000 bytes back: outside the window
        for (index, input) in inputs.enumerated() {
            for minimumMatch in [3, 4] {
                let deflated = Deflate.compress(input, minimumMatch: minimumMatch)
                #expect(try Deflate.inflate(deflated, count: input.count) == input, "input \(index) min \(minimumMatch)")
            }
        }
    }

    /// Huffman code lengths are complete (Kraft sum exactly 1) and within
    /// the limit, also for counts whose optimal code is far deeper
    /// (Fibonacci counts give a code as deep as there are symbols).
    @Test func huffmanLengthsAreCompleteAndLimited() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        var random = SplitMix64(seed: 8)
        let cases: [([UInt32], Int)] = [
            (fibonacci, 15), (fibonacci, 7), ([5, 0], 15), ([0, 0, 0], 15), ([0, 0, 3], 15), ([1, 1, 1, 1], 15),
            ((0..<286).map { _ in UInt32(random.below(3) == 0 ? 0 : random.below(100_000)) }, 15),
            ((0..<19).map { UInt32(1 << $0) }, 7),
        ]
        for (counts, limit) in cases {
            let code = HuffmanCode(counts: counts, limit: limit)
            let lengths = code.lengths.filter { $0 > 0 }.map(Int.init)
            #expect(lengths.count >= 2 && lengths.allSatisfy { $0 <= limit })
            #expect(lengths.reduce(0) { $0 + (1 << (limit - $1)) } == 1 << limit, "\(counts)")
            for i in counts.indices where counts[i] > 0 { #expect(code.lengths[i] > 0) }
        }
        // Unlimited, the optimal lengths of a textbook case.
        #expect(HuffmanCode(counts: [45, 13, 12, 16, 9, 5], limit: 15).lengths == [1, 3, 3, 3, 4, 4])
    }
}

@Suite struct Adler32Tests {
    /// Equal to zlib's adler32 at every length around the block (16 bytes),
    /// run (256 bytes) and chunk (64 KiB) boundaries, on all-255 bytes (the largest sums)
    /// and random ones, and when continued from a previous checksum.
    @Test func matchesZlib() {
        var random = SplitMix64(seed: 9)
        let noise = (0..<300_000).map { _ in random.byte() }
        let full = [UInt8](repeating: 255, count: 300_000)
        for data in [noise, full] {
            data.withUnsafeBufferPointer { p in
                for count in [0, 1, 15, 16, 17, 31, 255, 256, 257, 4_111, 65_535, 65_536, 65_537, 65_791, 131_073,
                              300_000] {
                    let expected = UInt32(adler32(1, p.baseAddress, UInt32(count)))
                    #expect(Adler32.checksum(p.baseAddress!, count: count) == expected, "\(count) bytes")
                }
                let head = Adler32.checksum(p.baseAddress!, count: 1000)
                #expect(Adler32.checksum(p.baseAddress! + 1000, count: 99_000, initial: head)
                        == UInt32(adler32(1, p.baseAddress, 100_000)))
            }
        }
    }
}

@Suite struct CRC32Tests {
    /// `flipbook_crc32` (folded with PCLMULQDQ where the CPU has it) equals
    /// zlib's crc32 at every length 0…300 (below, at and past the 64-byte
    /// lanes and the 16-byte steps), at large lengths, at odd start
    /// addresses, and when continued from a previous CRC.
    @Test func matchesZlib() {
        var random = SplitMix64(seed: 10)
        let noise = (0..<300_000).map { _ in random.byte() }
        let full = [UInt8](repeating: 255, count: 300_000)
        for data in [noise, full] {
            data.withUnsafeBufferPointer { p in
                let base = p.baseAddress!
                for count in Array(0...300) + [1023, 1024, 1025, 65_536, 299_999] {
                    for start in [0, 1, 7] {
                        let expected = UInt32(crc32_z(0, base + start, count))
                        #expect(flipbook_crc32(0, base + start, count) == expected, "\(count) bytes from \(start)")
                    }
                }
                let head = flipbook_crc32(0, base, 1000)
                #expect(flipbook_crc32(head, base + 1000, 99_000) == UInt32(crc32_z(0, base, 100_000)))
            }
        }
    }
}
