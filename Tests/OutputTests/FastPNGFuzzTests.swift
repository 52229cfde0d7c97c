import CPNG
import Geometry
import SeededRandom
import Testing
@testable import Output

/// Seeded random frames of the kinds rendered frames are made of, in many
/// shapes (1×1 … 300×200), opaque and translucent.
enum RandomFrames {
    /// Every kind `frame` draws from.
    static let kinds = ["noise", "flat", "runs", "repeated rows", "palette", "gradient"]

    /// One frame of a random kind and size, named for failure messages.
    static func frame(_ random: inout SplitMix64) -> (String, Bitmap) {
        let width = 1 + random.below(300), height = 1 + random.below(200)
        let opaque = random.below(2) == 0, kind = random.below(kinds.count)
        let name = "\(kinds[kind]) \(width)x\(height) \(opaque ? "opaque" : "translucent")"
        var palette: [(UInt8, UInt8, UInt8, UInt8)] = (0..<(2 + random.below(40))).map { _ in
            (random.byte(), random.byte(), random.byte(), opaque ? 255 : random.byte())
        }
        if !opaque && random.below(2) == 0 { palette[0] = (0, 0, 0, 0) }
        switch kinds[kind] {
        case "noise":
            return (name, Images.noise(width, height, seed: random.next(), opaque: opaque))
        case "flat":
            let color = palette[0]
            return (name, Images.make(width, height) { _, _ in color })
        case "runs":
            // Runs of 1 … 600 pixels (past deflate's longest match of 258
            // bytes), crossing rows.
            var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
            while pixels.count < width * height {
                pixels += repeatElement(palette[random.below(palette.count)], count: 1 + random.below(600))
            }
            return (name, Images.make(width, height) { x, y in pixels[y * width + x] })
        case "repeated rows":
            let rows = (0..<(1 + random.below(5))).map { _ in
                (0..<width).map { _ in palette[random.below(palette.count)] }
            }
            let order = (0..<height).map { _ in random.below(rows.count) }
            return (name, Images.make(width, height) { x, y in rows[order[y]][x] })
        case "palette":
            // Few colors in short runs: the textured frames' many short,
            // far matches.
            var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
            while pixels.count < width * height {
                pixels += repeatElement(palette[random.below(palette.count)], count: 1 + random.below(4))
            }
            return (name, Images.make(width, height) { x, y in pixels[y * width + x] })
        default:
            let alpha: UInt8 = opaque ? 255 : UInt8(64 + random.below(192))
            let sprinkle = 1 + random.below(50)
            var noise = SplitMix64(seed: random.next())
            return (name, Images.make(width, height) { x, y in
                if noise.below(sprinkle) == 0 { return (noise.byte(), noise.byte(), noise.byte(), alpha) }
                return (UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 90, alpha)
            })
        }
    }
}

@Suite struct FastPNGFuzzTests {
    /// Seeded random frames come back from libpng pixel for pixel, at
    /// level 1 (with the default filter and one other) and level 0, as RGB
    /// and as RGBA.
    @Test func randomFramesRoundTripThroughLibPNG() throws {
        var random = SplitMix64(seed: 16)
        let filters = PNGEncoder.Filter.allCases
        for index in 0..<120 {
            let (name, image) = RandomFrames.frame(&random)
            let other = filters[index % filters.count]
            for (level, filter) in [(1, PNGEncoder.Filter.none), (1, other), (0, .none)] {
                for rgb in [true, false] {
                    let encoder = PNGEncoder(compressionLevel: level, engine: .flipbook, filter: filter,
                                             writesOpaqueAsRGB: rgb)
                    let png = try encoder.encode(image)
                    #expect(try PNGDecoder.decode(png) == image, "#\(index) \(name) level \(level) \(filter) rgb \(rgb)")
                }
            }
        }
    }

    /// Opaque frames are tried as RGB and written again as RGBA from the
    /// first pixel that is not opaque: one translucent pixel anywhere
    /// (first, last, in the SIMD steps or the tail of a row) makes an RGBA
    /// file with the same pixels; none makes an RGB file.
    @Test func oneTranslucentPixelMakesAnRGBAFile() throws {
        var random = SplitMix64(seed: 18)
        for (width, height) in [(1, 1), (7, 3), (8, 2), (9, 5), (33, 17), (300, 200)] {
            let base = Images.noise(width, height, seed: random.next(), opaque: true)
            let spots = [0, width * height - 1, random.below(width * height), width - 1]
            for spot in [nil] + spots.map(Optional.some) {
                var image = base
                if let spot {
                    // Still valid premultiplied: no color above its alpha.
                    let alpha = UInt8(random.below(255))
                    image.pixels[spot * 4 + 3] = alpha
                    for c in 0..<3 { image.pixels[spot * 4 + c] = min(image.pixels[spot * 4 + c], alpha) }
                }
                for filter in [PNGEncoder.Filter.none, .paeth] {
                    let png = try PNGEncoder(filter: filter).encode(image)
                    #expect(png[25] == (spot == nil ? 2 : 6), "\(width)x\(height) spot \(String(describing: spot))")
                    #expect(try PNGDecoder.decode(png) == image, "\(width)x\(height) spot \(String(describing: spot))")
                }
            }
        }
    }

    /// The deflate stream alone on degenerate and seeded random inputs,
    /// for every pixel size (values outside 3…4 count as the nearer):
    /// zlib inflates each back exactly.
    @Test func deflateRoundTripsDegenerateAndRandomInputs() throws {
        var random = SplitMix64(seed: 17)
        var inputs: [(String, [UInt8])] = []
        for count in 0..<40 { inputs.append(("\(count) zeros", [UInt8](repeating: 0, count: count))) }
        for count in [1, 7, 8, 9, 15, 16, 17, 33, 63] {
            inputs.append(("\(count) random", (0..<count).map { _ in random.byte() }))
        }
        for period in 1...9 {
            let unit = (0..<period).map { _ in random.byte() }
            inputs.append(("period \(period)", (0..<50_000).map { unit[$0 % period] }))
        }
        for run in [257, 258, 259, 516, 775] {
            inputs.append(("run \(run)", [1, 2] + [UInt8](repeating: 9, count: run) + [3]))
        }
        for distance in [32_767, 32_768, 32_769] {
            // A repeat exactly at, and just past, deflate's window.
            let block = (0..<distance).map { _ in random.byte() }
            inputs.append(("repeat at \(distance)", block + block.prefix(1000)))
        }
        // More tokens than one block holds: short matches from a small alphabet.
        inputs.append(("many tokens", (0..<400_000).map { _ in UInt8(random.below(3)) }))
        // Matches ending at the very last byte.
        let tail = (0..<100).map { _ in random.byte() }
        inputs.append(("match to the end", tail + tail))
        for _ in 0..<20 {
            let count = random.below(20_000)
            let alphabet = 1 + random.below(256)
            inputs.append(("random \(count) of \(alphabet)", (0..<count).map { _ in UInt8(random.below(alphabet)) }))
        }
        for (name, input) in inputs {
            for minimumMatch in [1, 3, 4, 6] {
                let deflated = Deflate.compress(input, minimumMatch: minimumMatch)
                #expect(try Deflate.inflate(deflated, count: input.count) == input, "\(name), pixel \(minimumMatch)")
            }
        }
    }

    /// Matches that end right at the pixels a probe verified (the parse's
    /// predicted case: its length is taken without counting bytes) and
    /// 1, 2 or 3 bytes past them, after a run, a pair and a single pixel:
    /// pixels from a palette whose colors share their first bytes, so a
    /// repeat stops at every byte of the next pixel, in streams long enough
    /// for blocks coded up front. zlib inflates each back exactly.
    @Test func matchesEndingAtEveryByteOfTheNextPixelRoundTrip() throws {
        var random = SplitMix64(seed: 23)
        for pixel in [3, 4] {
            // Each color differs from the first at one byte (and the last
            // at all of them): a match stops at whichever byte that is.
            let base = (0..<pixel).map { _ in random.byte() }
            var palette = [base]
            for byte in 0..<pixel {
                var color = base
                color[byte] &+= 1
                palette.append(color)
            }
            palette.append(base.map { $0 &+ 1 })
            var input: [UInt8] = []
            while input.count < 4 * FastDeflater.blockTokens * pixel {
                // Short runs, so runs, pairs and single pixels all repeat.
                input += repeatElement(palette[random.below(palette.count)], count: 1 + random.below(3)).joined()
            }
            let deflated = Deflate.compress(input, minimumMatch: pixel)
            #expect(try Deflate.inflate(deflated, count: input.count) == input, "pixel \(pixel)")
            #expect(deflated.count < input.count / 2, "pixel \(pixel): \(deflated.count) bytes")
        }
    }

    /// Long matches (a run, and a repeat of an earlier stretch) that stop
    /// at every byte from the shortest match up to deflate's longest (258),
    /// so that the length count ends in every step of its 32-byte (AVX2),
    /// 16-byte and 8-byte loops and at its byte tail, in the plain build
    /// and (where the CPU has it) the x86-64-v3 one. zlib inflates each
    /// back exactly, and both builds give the same bytes.
    @Test func longMatchesEndingAtEveryLengthRoundTrip() throws {
        var random = SplitMix64(seed: 29)
        for pixel in [3, 4] {
            var input: [UInt8] = []
            let stretch = (0..<300).map { _ in random.byte() }
            for length in 1...262 {
                // A run of one color for `length` bytes, then a stop byte.
                let color = (0..<pixel).map { _ in random.byte() | 1 }
                input += (0..<(length + pixel)).map { color[$0 % pixel] } + [0]
                // The stretch again, for `length` bytes, then a stop byte.
                input += stretch.prefix(length) + [stretch[length] &+ 1]
            }
            input = stretch + input
            let deflated = Deflate.compress(input, minimumMatch: pixel, usesX86V3: false)
            #expect(try Deflate.inflate(deflated, count: input.count) == input, "pixel \(pixel)")
            #expect(deflated.count < input.count / 2, "pixel \(pixel): \(deflated.count) bytes")
            if FastDeflater.cpuIsX86V3 {
                let same = Deflate.compress(input, minimumMatch: pixel, usesX86V3: true) == deflated
                #expect(same, "pixel \(pixel): the x86-64-v3 and plain builds differ")
            }
        }
    }

    /// Streams of many blocks, so that blocks after the first are written
    /// as they are parsed in codes from the block before: symbols that
    /// block never used (runs, then noise), a coded block that comes out
    /// larger than stored and is stored instead (noise after runs), a
    /// coded block after a stored one, and coded blocks that end the
    /// stream (then an empty final block follows). zlib inflates each back
    /// exactly, and none is larger than stored blocks would be.
    @Test func blocksCodedUpFrontRoundTrip() throws {
        var random = SplitMix64(seed: 19)
        let blockTokens = FastDeflater.blockTokens
        func noise(_ count: Int) -> [UInt8] { (0..<count).map { _ in random.byte() } }
        func smallAlphabet(_ count: Int, _ symbols: Int) -> [UInt8] {
            (0..<count).map { _ in UInt8(random.below(symbols)) }
        }
        func runs(_ count: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            while bytes.count < count { bytes += repeatElement(random.byte(), count: 1 + random.below(700)) }
            return Array(bytes.prefix(count))
        }
        var inputs: [(String, [UInt8])] = []
        var mixed = smallAlphabet(300_000, 3)
        mixed += noise(6 * blockTokens)
        mixed += smallAlphabet(300_000, 4)
        inputs.append(("small alphabet, then noise, then small alphabet", mixed))
        var runsThenNoise = runs(2_000_000)
        runsThenNoise += noise(100_000)
        inputs.append(("runs, then noise", runsThenNoise))
        var noiseThenRuns = noise(3 * blockTokens)
        noiseThenRuns += runs(500_000)
        inputs.append(("noise, then runs", noiseThenRuns))
        inputs.append(("small alphabet to the end", smallAlphabet(1_000_000, 2)))
        let pixelLike: [UInt8] = (0..<600_000).map { i in UInt8(truncatingIfNeeded: (i / 3 % 97) * 13 ^ (i % 3)) }
        inputs.append(("pixel-like repeats", pixelLike))
        for (name, input) in inputs {
            for minimumMatch in [3, 4] {
                let deflated = Deflate.compress(input, minimumMatch: minimumMatch)
                #expect(try Deflate.inflate(deflated, count: input.count) == input, "\(name), pixel \(minimumMatch)")
                let storedBlocks = input.count / DeflateBlock.maximumStoredBlock + input.count / blockTokens + 2
                #expect(deflated.count <= input.count + 5 * storedBlocks + 2, "\(name), pixel \(minimumMatch)")
            }
        }
    }

    /// Every distance 1…32768 packs into a match token as its symbol and
    /// extra-bits value: the symbol's base plus the value gives the
    /// distance back, and the value fits the symbol's extra bits.
    @Test func distanceTokensPackSymbolAndExtraBits() {
        DeflateTables.distanceTokenIndex.withUnsafeBufferPointer { table in
            for distance in 1...DeflateTables.maximumDistance {
                let bits = table[DeflateTables.distanceIndex(distance)] &+ UInt32(distance)
                let symbol = Int(bits >> DeflateBlock.distanceSymbolShift)
                let extra = Int(bits & DeflateBlock.distanceExtraMask)
                #expect(symbol < DeflateTables.distanceSymbols)
                guard symbol < DeflateTables.distanceSymbols else { return }
                #expect(DeflateTables.distanceBase[symbol] + extra == distance, "distance \(distance)")
                #expect(extra < 1 << DeflateTables.distanceExtraBits[symbol], "distance \(distance)")
            }
        }
    }

    /// The encoder's unpremultiplication (`flipbook_unpremultiply`: groups
    /// of four opaque or four transparent pixels stored whole, others
    /// through the table) gives `Bitmap.unpremultiplied()`'s bytes on rows
    /// of every length 0…70 made of short runs of opaque, transparent and
    /// translucent pixels (any bytes, valid premultiplied or not), and
    /// writes nothing past the row.
    @Test func unpremultiplyingRowsMatchesBitmapRule() {
        var random = SplitMix64(seed: 0x5EED_A1FA)
        UnpremultiplyTable.shared.withUnsafeBufferPointer { table in
            for trial in 0..<600 {
                let count = trial % 71
                var source: [UInt8] = []
                while source.count < 4 * count {
                    let alpha: UInt8 = [0, 255, UInt8(1 + random.below(254))][random.below(3)]
                    let pixel = [random.byte(), random.byte(), random.byte(), alpha]
                    for _ in 0..<(1 + random.below(9)) { source += pixel }
                }
                source.removeLast(source.count - 4 * count)
                let expected = Bitmap(width: count, height: 1, pixels: source).unpremultiplied().pixels
                var target = [UInt8](repeating: 0xA5, count: 4 * count + 16)
                flipbook_unpremultiply(source, &target, count, table.baseAddress!)
                #expect(Array(target[..<(4 * count)]) == expected, "row of \(count) pixels, trial \(trial)")
                #expect(target[(4 * count)...].allSatisfy { $0 == 0xA5 }, "bytes past a row of \(count) pixels")
            }
        }
    }
}

extension FastPNGFuzzTests {
    /// The plain builds of the parse and the Huffman writer (what runs on
    /// an x86-64 without BMI2 or AVX2, and on arm64) give the x86-64-v3
    /// builds' bytes,
    /// which inflate back: pixel-like data, runs and noise over several
    /// blocks (tokens, then blocks coded during the parse), RGB and RGBA.
    @Test func plainBuildsGiveTheX86V3Bytes() throws {
        var random = SplitMix64(seed: 23)
        var input: [UInt8] = (0..<900_000).map { i in UInt8(truncatingIfNeeded: (i / 3 % 89) * 7 ^ (i % 3)) }
        while input.count < 1_400_000 { input += repeatElement(random.byte(), count: 1 + random.below(300)) }
        input += (0..<200_000).map { _ in random.byte() }
        for minimumMatch in [3, 4] {
            // Compared as one Bool: a failure prints no megabyte arrays.
            let plain = Deflate.compress(input, minimumMatch: minimumMatch, usesX86V3: false)
            let roundTrips = try Deflate.inflate(plain, count: input.count) == input
            #expect(roundTrips, "pixel \(minimumMatch)")
            if FastDeflater.cpuIsX86V3 {
                let same = Deflate.compress(input, minimumMatch: minimumMatch, usesX86V3: true) == plain
                #expect(same, "pixel \(minimumMatch): the x86-64-v3 and plain builds differ")
            }
        }
    }
}

/// Raw deflate through `FastDeflater` and back through zlib.
enum Deflate {
    /// `usesX86V3`: `FastDeflater.usesX86V3` (Default: as the CPU allows).
    static func compress(_ input: [UInt8], minimumMatch: Int,
                         usesX86V3: Bool = FastDeflater.cpuIsX86V3) -> [UInt8] {
        var deflater = FastDeflater(minimumMatch: minimumMatch)
        deflater.usesX86V3 = usesX86V3
        var out = [UInt8](repeating: 0, count: FastDeflater.worstCaseSize(input.count))
        let padded = input + [0]   // storage even for empty input
        let count = padded.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { destination in
                deflater.compress(source.baseAddress!, count: input.count, into: destination.baseAddress!)
            }
        }
        return Array(out.prefix(count))
    }

    /// Raw deflate data inflated with zlib (negative window bits: no zlib
    /// header or checksum); throws unless the stream ends exactly.
    static func inflate(_ data: [UInt8], count: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw OutputError.encodingFailed("inflateInit2 failed")
        }
        defer { inflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: count + 16)
        var input = data
        let status = input.withUnsafeMutableBufferPointer { source in
            out.withUnsafeMutableBufferPointer { destination in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = destination.baseAddress
                stream.avail_out = UInt32(destination.count)
                return CPNG.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, stream.avail_in == 0 else {
            throw OutputError.encodingFailed("inflate: status \(status), \(stream.avail_in) bytes left")
        }
        return Array(out.prefix(Int(stream.total_out)))
    }
}
