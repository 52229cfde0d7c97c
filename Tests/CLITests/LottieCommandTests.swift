import CWebP
import FlipbookCLI
import Foundation
import Output
import TestFolders
import Testing

/// Lottie files wherever a scene file is accepted, recognised by their
/// content: canvas, frame rate, loop and frame numbering from the file;
/// each unsupported feature warned about once on stderr (or, with
/// `--strict`, exit 2); malformed files exit 2 with the JSON location.
@Suite struct LottieCommandTests {
    /// Frames 2…4 at 10 fps on a 40×30 canvas; two solids with an effect
    /// (not drawn), which is warned about once.
    static let document = """
    {"v": "5.7.0", "nm": "wave", "fr": 10, "ip": 2, "op": 5, "w": 40, "h": 30, "assets": [], "layers": [
     {"ty": 1, "nm": "a", "ks": {}, "ip": 0, "op": 5, "sw": 10, "sh": 10, "sc": "#ff0000", "ef": [{"ty": 5}]},
     {"ty": 1, "nm": "b", "ks": {}, "ip": 0, "op": 5, "sw": 10, "sh": 10, "sc": "#00ff00", "ef": [{"ty": 5}]}]}
    """

    /// `render anim.json` alone writes the file's frames in its own
    /// numbering (ip 2 … op 5 → 2, 3, 4), named after the file, at w×h
    /// pixels.
    @Test func rendersTheFilesFramesAndWarnsOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(Self.document, name: "anim.json", in: folder)
        let out = folder.appendingPathComponent("frames")
        let render = flipbook(["render", path, "--backend", "cpu", "--out", out.path])
        #expect(render.status == 0, "\(render.err)")
        let frames = try framePNGs(in: out)
        #expect(frames.keys.sorted() == ["anim-00002.png", "anim-00003.png", "anim-00004.png"])
        let png = try #require(frames["anim-00002.png"])
        #expect(Array(png[16..<24]) == [0, 0, 0, 40, 0, 0, 0, 30])  // IHDR width, height
        let warnings = render.err.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["flipbook: warning: \(path): layers[0].ef: effects is not supported (ignored)"])
    }

    /// `--frames` counts in the file's numbering too: frame n is at
    /// n / fr seconds, the picture `--time` shows there.
    @Test func framesCountInTheFilesNumbering() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(Self.document, name: "anim.json", in: folder)
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        #expect(flipbook(["render", path, "--backend", "cpu", "--frames", "3:4", "--out", a.path]).status == 0)
        #expect(flipbook(["render", path, "--backend", "cpu", "--time", "0.3", "--out", b.path]).status == 0)
        let ranged = try framePNGs(in: a), single = try framePNGs(in: b)
        #expect(ranged.keys.sorted() == ["anim-00003.png"])
        #expect(single.keys.sorted() == ["anim-00003.png"])
        #expect(ranged["anim-00003.png"] == single["anim-00003.png"])
    }

    @Test func strictTurnsWarningsIntoExitTwo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(Self.document, name: "anim.json", in: folder)
        let out = folder.appendingPathComponent("frames")
        let r = flipbook(["render", path, "--strict", "--backend", "cpu", "--out", out.path])
        #expect(r.status == 2)
        #expect(r.err.contains("layers[0].ef: effects is not supported"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let clean = Self.document.replacingOccurrences(of: ", \"ef\": [{\"ty\": 5}]", with: "")
        let cleanPath = try SceneFileCommandTests.write(clean, name: "clean.json", in: folder)
        #expect(flipbook(["inspect", cleanPath, "--strict"]).status == 0)
    }

    /// `--input-format` forces the reading: a Lottie document read as a
    /// scene file fails as one; a built-in name takes no format.
    @Test func inputFormatForcesTheReading() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(Self.document, name: "anim.json", in: folder)
        #expect(flipbook(["inspect", path, "--input-format", "lottie"]).status == 0)
        let asScene = flipbook(["inspect", path, "--input-format", "scene"])
        #expect(asScene.status == 2)
        #expect(!asScene.err.contains("warning"), "\(asScene.err)")
        let bad = flipbook(["inspect", path, "--input-format", "svg"])
        #expect(bad.status == 2 && bad.err.contains("--input-format must be one of auto, scene, lottie"), "\(bad.err)")
        #expect(flipbook(["inspect", "fuber", "--input-format", "lottie"]).status == 2)
    }

    /// A name from inside a file never reaches a file name unsanitised:
    /// a scene file named "../up" exports as "_._up.json" in the folder.
    @Test func namesAreSafeFileNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = SceneFileCommandTests.good.replacingOccurrences(of: "{\"size\"", with: "{\"name\": \"../up\", \"size\"")
        let path = try SceneFileCommandTests.write(text, name: "x.json", in: folder)
        let out = folder.appendingPathComponent("out")
        let r = flipbook(["export", path, "--out", out.path])
        #expect(r.status == 0, "\(r.err)")
        #expect(try files(in: out) == ["_._up.json"])
        let frames = flipbook(["render", path, "--time", "0", "--backend", "cpu", "--out", out.path])
        #expect(frames.status == 0, "\(frames.err)")
        #expect(try files(in: out).contains("_._up-00000.png"))
    }

    @Test func malformedFileExitsTwoWithTheLocation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.document.replacingOccurrences(of: "\"sc\": \"#00ff00\"", with: "\"sc\": 7")
        let path = try SceneFileCommandTests.write(text, name: "anim.json", in: folder)
        let r = flipbook(["render", path, "--backend", "cpu", "--out", folder.appendingPathComponent("frames").path])
        #expect(r.status == 2)
        #expect(r.err.contains("layers[1].sc: expected a string, found a number"), "\(r.err)")
    }

    /// The `settings.sceneFile` digest of the manifest a render wrote to `out`.
    static func sceneFileDigest(in out: URL) throws -> String {
        let data = try Data(contentsOf: out.appendingPathComponent("anim.manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((manifest["settings"] as? [String: Any])?["sceneFile"] as? String)
    }

    /// `--lottie-reading`: a solid moving from (0, 15) to (36, 15) over
    /// frames 2…4 along a straight cubic whose first handle reaches 24 pt
    /// ahead and second sits on the end. Core Animation's reading (the
    /// default) is at the curve parameter: at frame 3, x = 3·¼·½·24 +
    /// 3·½·¼·36 + ⅛·36 = 9 + 13.5 + 4.5 = 27; After Effects' at half
    /// the length, 18. A render's manifest digest tells the readings
    /// apart; an unknown reading exits 2.
    @Test func lottieReadingMovesByParameterOrByLength() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let moving = Self.document.replacingOccurrences(
            of: "\"nm\": \"a\", \"ks\": {}",
            with: "\"nm\": \"a\", \"ks\": {\"p\": {\"a\": 1, \"k\": [{\"t\": 2, \"s\": [0, 15], \"to\": [24, 0], "
                + "\"ti\": [0, 0], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 4, \"s\": [36, 15]}]}}")
        let path = try SceneFileCommandTests.write(moving, name: "anim.json", in: folder)
        func x(_ extra: [String]) throws -> Double {
            let r = flipbook(["inspect", path, "--time", "0.3", "--json"] + extra)
            #expect(r.status == 0, "\(r.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
            let layers = try #require(json["layers"] as? [[String: Any]])
            let a = try #require(layers.first { $0["name"] as? String == "a" })
            let position = try #require((a["properties"] as? [String: Any])?["position"] as? [Double])
            return position[0]
        }
        #expect(abs(try x([]) - 27) < 1e-9)
        #expect(abs(try x(["--lottie-reading", "core-animation"]) - 27) < 1e-9)
        #expect(abs(try x(["--lottie-reading", "after-effects"]) - 18) < 1e-6)
        var digests: [String] = []
        for reading in ["core-animation", "after-effects"] {
            let out = folder.appendingPathComponent(reading)
            let r = flipbook(["render", path, "--frames", "3:4", "--backend", "cpu", "--lottie-reading", reading,
                              "--out", out.path])
            #expect(r.status == 0, "\(r.err)")
            digests.append(try Self.sceneFileDigest(in: out))
        }
        #expect(digests[0] != digests[1])
        let bad = flipbook(["inspect", path, "--lottie-reading", "lottie-web"])
        #expect(bad.status == 2 && bad.err.contains("--lottie-reading must be one of core-animation, after-effects"),
                "\(bad.err)")
    }

    /// A WebP image file beside the document (lossless, 2×1) drawn over
    /// 20×10 points from the origin: no warning, the left half the first
    /// pixel's colour, and the image's bytes in the manifest's digest (the
    /// same document with another image is another scene for `--resume`).
    @Test func webpImagesAreDrawn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write("""
            {"v": "5.7.0", "fr": 10, "ip": 0, "op": 1, "w": 20, "h": 10,
             "assets": [{"id": "i", "w": 20, "h": 10, "u": "", "p": "i.webp", "e": 0}],
             "layers": [{"ty": 2, "nm": "p", "refId": "i", "ks": {}, "ip": 0, "op": 1}]}
            """, name: "anim.json", in: folder)
        var manifests: [String] = []
        for (name, pixels) in [("a", [255, 0, 0, 255, 0, 0, 255, 255] as [UInt8]), ("b", [0, 255, 0, 255, 0, 0, 255, 255])] {
            var output: UnsafeMutablePointer<UInt8>?
            let size = WebPEncodeLosslessRGBA(pixels, 2, 1, 8, &output)
            try Data(UnsafeBufferPointer(start: output, count: size)).write(to: folder.appendingPathComponent("i.webp"))
            WebPFree(output)
            let out = folder.appendingPathComponent(name)
            let r = flipbook(["render", path, "--backend", "cpu", "--out", out.path])
            #expect(r.status == 0 && !r.err.contains("warning"), "\(r.err)")
            let png = try [UInt8](Data(contentsOf: out.appendingPathComponent("anim-00000.png")))
            let frame = try PNGDecoder.decodeStraight(png)
            let i = (5 * 20 + 2) * 4
            #expect(Array(frame.pixels[i..<i + 4]) == Array(pixels[0..<4]), "\(frame.pixels[i..<i + 4])")
            manifests.append(try Self.sceneFileDigest(in: out))
        }
        #expect(manifests[0] != manifests[1])
    }
}
