import Foundation
import Geometry
import Testing
@testable import Output

/// A fresh empty folder for one test.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "flipbook-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A deterministic premultiplied test frame: gradients in every channel and
/// a spread of alphas (with colors never above alpha).
func testFrame(width: Int, height: Int) -> Bitmap {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let a = UInt8((x * 37 + y * 11) % 256)
            pixels += [UInt8(Int(a) * x / max(width - 1, 1)), UInt8(Int(a) * y / max(height - 1, 1)), a / 2, a]
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

@Suite struct PNGTests {
    @Test func straightRoundTripIsLossless() throws {
        // Every straight value, opaque and translucent alike.
        var pixels: [UInt8] = []
        for i in 0..<1024 { pixels += [UInt8(i % 256), UInt8((i * 7) % 256), UInt8((i * 13) % 256), UInt8((i * 29) % 256)] }
        let image = Bitmap(width: 32, height: 32, pixels: pixels)
        for level in [0, 1, 9] {
            for filter in PNGEncoder.Filter.allCases {
                let png = try PNGEncoder(compressionLevel: level, filter: filter).encode(straight: image)
                #expect(try PNGDecoder.decodeStraight(png) == image)
            }
        }
    }

    @Test func opaqueFrameRoundTripIsLossless() throws {
        var frame = testFrame(width: 17, height: 9)
        for i in stride(from: 3, to: frame.pixels.count, by: 4) { frame.pixels[i] = 255 }
        #expect(try PNGDecoder.decode(PNGEncoder().encode(frame)) == frame)
    }

    /// Premultiplied → straight → premultiplied is the identity, so a
    /// translucent frame also survives the file unchanged.
    @Test func premultipliedFrameRoundTripIsLossless() throws {
        let frame = testFrame(width: 40, height: 23)
        #expect(try PNGDecoder.decode(PNGEncoder().encode(frame)) == frame)
    }

    @Test func alphaConversionIdentityOnEveryPremultipliedValue() {
        var pixels: [UInt8] = []
        for a in 0...255 { for c in 0...a { pixels += [UInt8(c), UInt8(c), UInt8(c), UInt8(a)] } }
        let all = Bitmap(width: pixels.count / 4, height: 1, pixels: pixels)
        #expect(all.unpremultiplied().premultiplied() == all)
    }

    @Test func alphaConversionValues() {
        let premultiplied = Bitmap(width: 3, height: 1, pixels: [64, 0, 128, 128, 9, 9, 9, 0, 10, 20, 30, 255])
        #expect(premultiplied.unpremultiplied().pixels == [128, 0, 255, 128, 0, 0, 0, 0, 10, 20, 30, 255])
        let straight = Bitmap(width: 1, height: 1, pixels: [255, 128, 1, 51])
        // 255·0.2 = 51, 128·0.2 = 25.6 → 26, 1·0.2 → 0.
        #expect(straight.premultiplied().pixels == [51, 26, 0, 51])
    }

    @Test func compressionLevelIsHonored() throws {
        let frame = testFrame(width: 128, height: 96)
        let stored = try PNGEncoder(compressionLevel: 0).encode(frame)
        let fast = try PNGEncoder(compressionLevel: 1).encode(frame)
        let best = try PNGEncoder(compressionLevel: 9).encode(frame)
        #expect(stored.count > best.count && stored.count > fast.count)
        #expect(stored.count > 128 * 96 * 4)
    }

    @Test func pngSignatureAndHeader() throws {
        let png = try PNGEncoder().encode(testFrame(width: 3, height: 2))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 3, height 2, depth 8, color type 6 (RGBA).
        #expect(Array(png[16..<26]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6])
    }

    /// Opaque frames are written as RGB (color type 2) and decode to the
    /// same RGBA pixels; translucent ones stay RGBA; the option turns it off.
    @Test func opaqueFramesAreWrittenAsRGB() throws {
        var frame = testFrame(width: 13, height: 7)
        for i in stride(from: 3, to: frame.pixels.count, by: 4) { frame.pixels[i] = 255 }
        let rgb = try PNGEncoder().encode(frame)
        #expect(rgb[25] == 2)
        #expect(try PNGDecoder.decode(rgb) == frame)
        let rgba = try PNGEncoder(writesOpaqueAsRGB: false).encode(frame)
        #expect(rgba[25] == 6)
        #expect(try PNGDecoder.decode(rgba) == frame)
        #expect(rgb.count < rgba.count)
        // One translucent pixel anywhere (also past the last whole word) keeps RGBA.
        for index in [0, 5, 13 * 7 - 1] {
            var translucent = frame
            translucent.pixels[4 * index + 3] = 254
            #expect(try PNGEncoder().encode(translucent)[25] == 6, "pixel \(index)")
        }
    }

    /// Every zlib strategy with every filter round-trips exactly.
    @Test func everyStrategyRoundTrips() throws {
        let frame = testFrame(width: 31, height: 17)
        for strategy in PNGEncoder.Strategy.allCases {
            for filter in PNGEncoder.Filter.allCases {
                let png = try PNGEncoder(compressionLevel: 1, filter: filter, strategy: strategy).encode(frame)
                #expect(try PNGDecoder.decode(png) == frame, "\(strategy) \(filter)")
            }
        }
    }

    @Test func corruptOrTruncatedDataThrows() throws {
        let png = try PNGEncoder().encode(testFrame(width: 20, height: 20))
        var flipped = png
        flipped[png.count / 2] ^= 0xFF
        for bad in [[], Array(png.prefix(8)), Array(png.prefix(png.count / 2)), Array(png.prefix(40)), flipped,
                    Array("not a png at all".utf8)] {
            #expect(throws: OutputError.self) { try PNGDecoder.decode(bad) }
        }
    }

    @Test func emptyImagesAreNotEncoded() {
        #expect(throws: OutputError.self) { try PNGEncoder().encode(Bitmap(width: 0, height: 0)) }
    }

    @Test func decodesFilesAndNamesMissingOnes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frame = testFrame(width: 5, height: 4)
        try PNGEncoder().write(frame, to: folder + "/frame.png")
        #expect(try PNGDecoder.decode(contentsOf: folder + "/frame.png") == frame)
        #expect(throws: OutputError.fileFailed(path: folder + "/missing.png", reason: "no such file")) {
            try PNGDecoder.decode(contentsOf: folder + "/missing.png")
        }
    }
}
