import CWebP
import Foundation
import Geometry
import Lottie
import Output
import SceneFile
import Testing

/// Image layers (`ty` 2): the asset's PNG or WebP image drawn `w`×`h`
/// from the layer's origin, embedded or beside the file.
@Suite struct LottieImageTests {
    static let codec = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) },
                                           encodePNG: { try PNGEncoder().encode($0) })
    /// `codec` reading WebP too, as the command line's does.
    static let webpCodec = SceneFileImageCodec(decodePNG: codec.decodePNG, encodePNG: codec.encodePNG,
                                               decodeWebP: { try WebPDecoder.decode($0) })
    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    /// A 2×2 PNG: red, green / blue, white.
    static func quadrants() throws -> [UInt8] {
        try PNGEncoder().encode(Bitmap(width: 2, height: 2, pixels: red + green + blue + white))
    }

    /// The 2×2 quadrants as a WebP file: lossless (exact), or lossy at
    /// quality 100 (`lossy`, with its alpha: an extended "VP8X" file).
    static func webpQuadrants(lossy: Bool = false) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let pixels = red + green + blue + white
        let size = lossy ? WebPEncodeRGBA(pixels, 2, 2, 8, 100, &output) : WebPEncodeLosslessRGBA(pixels, 2, 2, 8, &output)
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    static func document(p: String, u: String = "", e: Int = 1) -> String {
        let asset = "[{\"id\": \"img\", \"w\": 20, \"h\": 20, \"u\": \"\(u)\", \"p\": \"\(p)\", \"e\": \(e)}]"
        let layer = LottieJSON.layer(2, name: "picture", ks: "{\"p\": {\"k\": [10, 10]}}", extra: "\"refId\": \"img\"")
        return LottieJSON.document([layer], assets: asset)
    }

    /// The 2×2 image stretched over 20×20 points from (10, 10): each
    /// quadrant 10 points wide; pixels a quarter in from the edges are
    /// the pure colors (bilinear sampling clamps there).
    static func expectQuadrants(_ lottie: LottieImport) throws {
        #expect(try lottie.pixel(12, 12, at: 0) == red)
        #expect(try lottie.pixel(27, 12, at: 0) == green)
        #expect(try lottie.pixel(12, 27, at: 0) == blue)
        #expect(try lottie.pixel(27, 27, at: 0) == white)
        #expect(try lottie.pixel(8, 8, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(31, 31, at: 0) == LottieRenderTests.clear)
    }

    @Test func embeddedPNG() throws {
        let uri = "data:image/png;base64," + Data(try Self.quadrants()).base64EncodedString()
        let lottie = try LottieDecoder(images: Self.codec).decode(Array(Self.document(p: uri).utf8), file: "t.json")
        try Self.expectQuadrants(lottie)
        #expect(lottie.warnings.isEmpty)
    }

    /// `u` + `p` relative to the Lottie file's folder.
    @Test func pngBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.quadrants()).write(to: folder.appendingPathComponent("images/q.png"))
        let file = folder.appendingPathComponent("anim.json")
        try Data(Self.document(p: "q.png", u: "images/", e: 0).utf8).write(to: file)
        try Self.expectQuadrants(try LottieDecoder(images: Self.codec).decode(contentsOf: file.path))
    }

    /// WebP, embedded or beside the file, with a codec that reads it
    /// (lottie-ios draws Issues/issue_1855's WebP logos).
    @Test func webpEmbeddedOrBesideTheFile() throws {
        let uri = "data:image/webp;base64," + Data(Self.webpQuadrants()).base64EncodedString()
        let embedded = try LottieDecoder(images: Self.webpCodec).decode(Array(Self.document(p: uri).utf8), file: "t.json")
        try Self.expectQuadrants(embedded)
        #expect(embedded.warnings.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-webp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.webpQuadrants()).write(to: folder.appendingPathComponent("q.webp"))
        let file = folder.appendingPathComponent("anim.json")
        try Data(Self.document(p: "q.webp", e: 0).utf8).write(to: file)
        try Self.expectQuadrants(try LottieDecoder(images: Self.webpCodec).decode(contentsOf: file.path))
    }

    /// The image limits hold for WebP as for PNG, read from the header
    /// before decoding (a lossless and an extended lossy file, 2×2 each,
    /// over a 1-pixel side); a codec without WebP warns, as for JPEG.
    @Test func webpLimitsAndCodecsWithoutIt() throws {
        var limits = SceneFileLimits.standard
        limits.maximumImageSide = 1
        for lossy in [false, true] {
            let document = Array(Self.document(p: "data:image/webp;base64,"
                                               + Data(Self.webpQuadrants(lossy: lossy)).base64EncodedString()).utf8)
            let error = #expect(throws: SceneFileError.self) {
                try LottieDecoder(images: Self.webpCodec, limits: limits).decode(document)
            }
            #expect(error?.description.contains("is 2x2 pixels, more than 1 on a side") ?? false, "\(String(describing: error))")
            let plain = try LottieDecoder(images: Self.codec).decode(document)
            #expect(plain.warnings.map(\.feature) == ["images that are not PNG (image/webp)"])
        }
    }

    /// JPEG is not decoded: a warning, and the rest still imports.
    @Test func jpegIsAWarning() throws {
        let lottie = try LottieDecoder(images: Self.codec)
            .decode(Array(Self.document(p: "data:image/jpeg;base64,/9j/4AAQ").utf8))
        #expect(lottie.warnings.map(\.feature) == ["images that are not PNG (image/jpeg)"])
        let webpReader = try LottieDecoder(images: Self.webpCodec)
            .decode(Array(Self.document(p: "data:image/jpeg;base64,/9j/4AAQ").utf8))
        #expect(webpReader.warnings.map(\.feature) == ["images that are not PNG or WebP (image/jpeg)"])
        #expect(lottie.warnings.first?.location == "assets[0].p")
        #expect(try lottie.pixel(15, 15, at: 0) == LottieRenderTests.clear)
    }

    /// Without a codec the layer is left out with a warning.
    @Test func noCodecIsAWarning() throws {
        let uri = "data:image/png;base64," + Data(try Self.quadrants()).base64EncodedString()
        let lottie = try LottieImport(json: Self.document(p: uri))
        #expect(lottie.warnings.map(\.feature) == ["image layers (no PNG codec given to the decoder)"])
    }

    /// A missing asset and a missing file are warnings at their places,
    /// and the layer draws nothing, as lottie-ios (issue 38).
    @Test func missingAssetOrFile() throws {
        let wrong = Self.document(p: "x.png", e: 0).replacingOccurrences(of: "\"refId\": \"img\"", with: "\"refId\": \"nope\"")
        let noAsset = try LottieDecoder(images: Self.codec).decode(Array(wrong.utf8))
        #expect(noAsset.warnings.map(\.location) == ["layers[0].refId"])
        let noFile = try LottieDecoder(images: Self.codec).decode(Array(Self.document(p: "absent.png", e: 0).utf8),
                                                                 folder: URL(fileURLWithPath: "/nonexistent-folder"))
        #expect(noFile.warnings.map(\.location) == ["assets[0].p"])
        for lottie in [noAsset, noFile] { #expect(try lottie.pixel(15, 15, at: 0) == LottieRenderTests.clear) }
    }
}

/// An asset's `u` + `p` leads inside the document's folder or
/// `LottieDecoder.assetFolders`, after links (issue 36, D7).
@Suite struct LottieImageFolderTests {
    /// `u` absolute, `u` climbing with `..`, `p` absolute with `u` empty:
    /// refused the same way whether the file is there or not (a warning,
    /// the layer drawn empty, as lottie-ios draws a picture it cannot
    /// load: issue 38); trusted, the picture draws.
    @Test func assetsOutsideTheFolderNeedTrust() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-folders-\(UUID().uuidString)")
        let doc = root.appendingPathComponent("doc"), library = root.appendingPathComponent("library")
        for url in [doc, library] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(try LottieImageTests.quadrants()).write(to: library.appendingPathComponent("q.png"))
        let cases = [(library.path + "/", "q.png"), ("../library/", "q.png"), ("", library.path + "/q.png")]
        for (u, p) in cases {
            let file = doc.appendingPathComponent("anim.json")
            try Data(LottieImageTests.document(p: p, u: u, e: 0).utf8).write(to: file)
            var decoder = LottieDecoder(images: LottieImageTests.codec)
            var messages: [String] = []
            for name in ["q.png", "absent.png"] {
                let missing = LottieImageTests.document(p: p.replacingOccurrences(of: "q.png", with: name), u: u, e: 0)
                try Data(missing.utf8).write(to: file)
                let lottie = try decoder.decode(contentsOf: file.path)
                #expect(lottie.warnings.count == 1, "\(u)\(p): \(lottie.warnings)")
                #expect(try lottie.pixel(12, 12, at: 0) == LottieRenderTests.clear, "\(u)\(p) was drawn")
                messages += lottie.warnings.map { $0.description.replacingOccurrences(of: name, with: "NAME") }
            }
            #expect(messages.count == 2 && messages[0] == messages[1], "\(messages)")
            #expect(messages.first?.contains("is outside the document's folder") == true, "\(messages)")
            try Data(LottieImageTests.document(p: p, u: u, e: 0).utf8).write(to: file)
            decoder.assetFolders = [library]
            try LottieImageTests.expectQuadrants(try decoder.decode(contentsOf: file.path))
        }
    }
}
