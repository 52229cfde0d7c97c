import FlipbookCLI
import Foundation
import Testing

/// Lottie files wherever a scene file is accepted, recognised by their
/// content: canvas, frame rate and loop from the file; each unsupported
/// feature warned about once on stderr; malformed files exit 2 with the
/// JSON location.
@Suite struct LottieCommandTests {
    /// 3 frames at 10 fps on a 40×30 canvas; a masked solid (masks are not
    /// drawn yet) and a second mask, which is not warned about again.
    static let document = """
    {"v": "5.7.0", "nm": "wave", "fr": 10, "ip": 0, "op": 3, "w": 40, "h": 30, "assets": [], "layers": [
     {"ty": 1, "nm": "a", "ks": {}, "ip": 0, "op": 3, "sw": 10, "sh": 10, "sc": "#ff0000", "hasMask": true, "masksProperties": [{}]},
     {"ty": 1, "nm": "b", "ks": {}, "ip": 0, "op": 3, "sw": 10, "sh": 10, "sc": "#00ff00", "hasMask": true, "masksProperties": [{}]}]}
    """

    @Test func rendersTheFilesFramesAndWarnsOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(Self.document, name: "anim.json", in: folder)
        let out = folder.appendingPathComponent("frames")
        let render = flipbook(["render", path, "--backend", "cpu", "--out", out.path])
        #expect(render.status == 0, "\(render.err)")
        #expect(try framePNGs(in: out).keys.sorted() == ["wave-00000.png", "wave-00001.png", "wave-00002.png"])
        let warnings = render.err.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["flipbook: warning: \(path): layers[0].masksProperties: masks is not supported (ignored)"])
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
}
