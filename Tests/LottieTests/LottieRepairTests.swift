import CPURaster
import Foundation
import Lottie
import Output
import SceneFile
import Testing

/// References lottie-ios tolerates (issue 38, item 2): each kind is one
/// warning at its JSON location, and the layer is drawn as lottie-ios
/// draws it, checked against the same file written without the problem.
@Suite struct LottieRepairTests {
    /// The CPU rendering of `lottie` at scale 1 at `t` seconds, RGBA.
    static func picture(_ lottie: LottieImport, at t: Double = 0.5) throws -> [UInt8] {
        let list = try lottie.scene.presentation(at: t).displayList(scale: 1, canvas: lottie.scene.size)
        return try CPURenderer().render(list).pixels
    }

    /// A green solid 30×20 moved to (`x`, `y`), with `ind`/`parent`.
    static func solid(_ name: String, x: Double, y: Double, ind: Int? = nil, parent: Int? = nil) -> String {
        LottieJSON.solid(name, w: 30, h: 20, color: "#20c040", ks: "{\"p\": {\"k\": [\(x), \(y)]}}", ind: ind,
                         parent: parent)
    }

    /// A parent index naming no layer ends the chain there: "mid" names
    /// ind 42, which no layer has, so it is drawn unparented, and "leaf",
    /// parented to "mid", keeps "mid"'s transform only. Drawn as the file
    /// without "mid"'s parent key; one warning, at the first use.
    @Test func missingParentIsDroppedOnce() throws {
        let broken = LottieJSON.document([
            Self.solid("leaf", x: 15, y: 25, ind: 3, parent: 2),
            Self.solid("mid", x: 40, y: 10, ind: 2, parent: 42),
            Self.solid("other", x: 5, y: 60, ind: 1, parent: 42),
        ])
        let lottie = try LottieImport(json: broken)
        // "leaf" is built first and meets "mid"'s parent on its chain.
        #expect(lottie.warnings.map(\.description)
                == ["layers[1].parent: parent ind 42 names no layer (drawn without a parent, as lottie-ios)"])
        let fixed = LottieJSON.document([
            Self.solid("leaf", x: 15, y: 25, ind: 3, parent: 2),
            Self.solid("mid", x: 40, y: 10, ind: 2),
            Self.solid("other", x: 5, y: 60, ind: 1),
        ])
        let expected = try LottieImport(json: fixed)
        #expect(expected.warnings.isEmpty)
        #expect(try Self.picture(lottie) == Self.picture(expected))
        #expect(try lottie.pixel(56, 36, at: 0.5) == [32, 192, 64, 255], "leaf at (40 + 15, 10 + 25)")
    }

    /// A `refId` naming no precomposition, and one naming no image asset:
    /// both layers draw nothing (one warning for the kind), so the
    /// picture is the file's without them.
    @Test func missingAssetDrawsNothing() throws {
        let solid = Self.solid("kept", x: 20, y: 30)
        let noComp = LottieJSON.layer(0, name: "ghost", ks: "{\"p\": {\"k\": [10, 10]}}",
                                      extra: "\"refId\": \"comp_9\", \"w\": 100, \"h\": 100")
        let noImage = LottieJSON.layer(2, name: "photo", extra: "\"refId\": \"image_3\"")
        let assets = "[{\"id\": \"comp_1\", \"layers\": [\(LottieJSON.solid("inner", w: 50, h: 50))]}]"
        let lottie = try LottieImport(json: LottieJSON.document([noImage, solid, noComp], assets: assets))
        #expect(lottie.warnings.map(\.description) == [
            "layers[0].refId: refId \"image_3\" names no image asset (the layer draws nothing, as lottie-ios)",
        ])
        let expected = try LottieImport(json: LottieJSON.document([solid], assets: assets))
        #expect(try Self.picture(lottie) == Self.picture(expected))
        #expect(try lottie.pixel(22, 32, at: 0.5) == [32, 192, 64, 255])
    }

    /// `null` easing handles and tangents read as absent: the segment is
    /// linear (as the file without them), with one warning at the first.
    @Test func nullHandlesAreLinear() throws {
        func document(_ handles: String) -> String {
            let p = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [10, 10]\(handles)}, {\"t\": 10, \"s\": [70, 40]\(handles)}]}"
            return LottieJSON.document([LottieJSON.solid("moving", ks: "{\"p\": \(p)}")])
        }
        let lottie = try LottieImport(json: document(", \"o\": null, \"i\": null, \"to\": null, \"ti\": null, \"h\": 0"))
        #expect(lottie.warnings.map(\.description) == [
            "layers[0].ks.p.k[0].o: keyframe handle \"o\" is null (read as absent: linear, as lottie-ios)",
        ])
        let expected = try LottieImport(json: document(""))
        for t in [0.0, 0.25, 0.7, 1.2] {
            let position = try lottie.layer("moving", at: t).values["position"]?.point
            #expect(position == (try expected.layer("moving", at: t).values["position"]?.point), "t \(t)")
        }
        let halfway = try lottie.layer("moving", at: 0.5).values["position"]?.point
        #expect(close(halfway?.x, 40) && close(halfway?.y, 25), "linear: halfway at frame 5")
        #expect(try Self.picture(lottie, at: 0.3) == Self.picture(expected, at: 0.3))
    }

    /// A time remap over more frames than the file's keyframe limit
    /// (100 000) plays: it is sampled over the root composition's frames.
    /// A layer running 30 000 frames past the composition's op is sampled
    /// up to op, with one warning; the remapped values are exact at whole
    /// frames.
    @Test func longTimeRemapIsBoundedByTheFilesFrames() throws {
        let frames = 120_000.0
        func document(layerOut: Double) -> String {
            let square = LottieJSON.solid("square", w: 10, h: 10, ks: LottieJSON.animatedPosition, op: 100)
            let assets = "[{\"id\": \"child\", \"layers\": [\(square)]}]"
            // Child seconds = parent frame / 20 000: child frame 0…60 over 0…120 000.
            let tm = "\"tm\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": \(frames), \"s\": [\(frames / 20_000)]}]}"
            let layer = LottieJSON.layer(0, name: "remapped", op: layerOut,
                                         extra: "\"refId\": \"child\", \"w\": 100, \"h\": 100, " + tm)
            return LottieJSON.document([layer], assets: assets, op: frames)
        }
        for (layerOut, warnings) in [(frames, [String]()), (frames + 30_000, ["layers[0].tm"])] {
            let lottie = try LottieImport(json: document(layerOut: layerOut))
            #expect(lottie.warnings.map(\.location) == warnings, "\(lottie.warnings)")
            // Parent frame 50 000 (5 000 s) shows child second 2.5, frame 25: x = 10 + 25.
            let x = try lottie.layer("square", at: 5_000).values["position"]?.point?.x
            #expect(close(x, 35, 1e-6), "\(String(describing: x))")
        }
    }

    /// The samples of all tracks together still count against 10 ×
    /// `SceneFileLimits.maximumAnimations`: four tracks (position,
    /// rotation, opacity, visibility) of 501 frames do not fit in 1 000.
    @Test func remapSamplesStayBounded() throws {
        var limits = SceneFileLimits()
        limits.maximumAnimations = 100
        let square = LottieJSON.solid("square", w: 10, h: 10, ks: "{\"p\": \(LottieJSON.animated("0,0", "60,0")), "
                                      + "\"r\": \(LottieJSON.animated("0", "90")), \"o\": \(LottieJSON.animated("0", "100"))}")
        let assets = "[{\"id\": \"child\", \"layers\": [\(square)]}]"
        let tm = "\"tm\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": 500, \"s\": [1]}]}"
        let layer = LottieJSON.layer(0, name: "remapped", op: 500, extra: "\"refId\": \"child\", " + tm)
        let json = LottieJSON.document([layer], assets: assets, op: 500)
        let error = try #require(throws: SceneFileError.self) {
            try LottieDecoder(limits: limits).decode(Array(json.utf8))
        }
        #expect(error.kind == .limit && error.description.contains("SceneFileLimits.maximumAnimations × 10"), "\(error)")
        limits.maximumAnimations = 1_000
        #expect(throws: Never.self) { try LottieDecoder(limits: limits).decode(Array(json.utf8)) }
    }
}

/// An image layer whose file cannot be read draws nothing, with one
/// warning; nothing outside the document's folder is read.
@Suite struct LottieUnreadableImageTests {
    @Test func missingOrOutsideImagesDrawNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-repair-\(UUID().uuidString)")
        let doc = root.appendingPathComponent("doc")
        try FileManager.default.createDirectory(at: doc, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(try LottieImageTests.quadrants()).write(to: root.appendingPathComponent("outside.png"))
        let decoded = ImageDecodeCounter()
        let codec = SceneFileImageCodec(decodePNG: { decoded.add(); return try PNGDecoder.decode($0) },
                                        encodePNG: { try PNGEncoder().encode($0) })
        let kept = LottieRepairTests.solid("kept", x: 50, y: 50)
        for (u, p, message) in [("frames/", "gone.png", "\"frames/gone.png\" ("), ("../", "outside.png",
                                                                                   "is outside the document's folder")] {
            let asset = "[{\"id\": \"img\", \"w\": 20, \"h\": 20, \"u\": \"\(u)\", \"p\": \"\(p)\", \"e\": 0}]"
            let picture = LottieJSON.layer(2, name: "picture", ks: "{\"p\": {\"k\": [10, 10]}}", extra: "\"refId\": \"img\"")
            let file = doc.appendingPathComponent("anim.json")
            try Data(LottieJSON.document([picture, picture, kept], assets: asset).utf8).write(to: file)
            let lottie = try LottieDecoder(images: codec).decode(contentsOf: file.path)
            #expect(lottie.warnings.map(\.location) == ["assets[0].p"], "\(lottie.warnings)")
            #expect(lottie.warnings.first.map { "\($0)".contains(message) } == true, "\(lottie.warnings)")
            #expect(lottie.warnings.first?.description.hasSuffix("(the layer draws nothing, as lottie-ios)") == true)
            let expected = try LottieImport(json: LottieJSON.document([kept]))
            #expect(try LottieRepairTests.picture(lottie) == LottieRepairTests.picture(expected))
        }
        #expect(decoded.count == 0, "no image was read")
    }
}

/// Counts decodes from a `@Sendable` closure.
final class ImageDecodeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    var count: Int { lock.withLock { n } }
    func add() { lock.withLock { n += 1 } }
}

extension LottieJSON {
    /// `ks` with a position from (10, 50) at frame 0 to (70, 50) at frame
    /// 60, linear: x = 10 + frame.
    static let animatedPosition = "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [10, 50], \"o\": {\"x\": 0, \"y\": 0}, "
        + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 60, \"s\": [70, 50]}]}}"
}
