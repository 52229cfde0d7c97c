import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// References lottie-ios tolerates (issue 38, item 2) render with one
/// warning naming the JSON location, are silent with `-q`, and exit 2
/// with `--strict`, naming the same place.
@Suite struct LottieRepairCommandTests {
    /// A 24×24 document at 12 fps, frames 0…6, with `layers` and `assets`.
    static func document(_ layers: String, assets: String = "[]", op: Int = 6) -> String {
        "{\"v\": \"5.9.0\", \"fr\": 12, \"ip\": 0, \"op\": \(op), \"w\": 24, \"h\": 24, \"assets\": \(assets), "
            + "\"layers\": [\(layers)]}"
    }

    static let solid = "{\"ty\": 1, \"ind\": 5, \"ip\": 0, \"op\": 6, \"sw\": 8, \"sh\": 8, \"sc\": \"#4060a0\", \"ks\": {}}"

    /// One file per kind, and the JSON location of its one warning.
    static let cases: [(name: String, json: String, location: String)] = [
        ("parent", document("{\"ty\": 1, \"ind\": 2, \"parent\": 77, \"ip\": 0, \"op\": 6, \"sw\": 8, \"sh\": 8, "
                            + "\"sc\": \"#ff8000\", \"ks\": {}}, " + solid), "layers[0].parent"),
        ("precomp", document(solid + ", {\"ty\": 0, \"refId\": \"missing\", \"ip\": 0, \"op\": 6, \"ks\": {}}"),
         "layers[1].refId"),
        ("image", document("{\"ty\": 2, \"refId\": \"pic\", \"ip\": 0, \"op\": 6, \"ks\": {}}",
                           assets: "[{\"id\": \"pic\", \"w\": 8, \"h\": 8, \"u\": \"img/\", \"p\": \"absent.png\"}]"),
         "assets[0].p"),
        ("handles", document("{\"ty\": 1, \"ip\": 0, \"op\": 6, \"sw\": 8, \"sh\": 8, \"sc\": \"#ff8000\", \"ks\": "
                             + "{\"o\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [100], \"i\": null, \"o\": null}, "
                             + "{\"t\": 5, \"s\": [20]}]}}}"), "layers[0].ks.o.k[0].o"),
        ("remap", document("{\"ty\": 0, \"refId\": \"inner\", \"ip\": 0, \"op\": 130000, \"ks\": {}, \"tm\": {\"a\": 1, "
                           + "\"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": 130000, \"s\": [0.4]}]}}",
                           assets: "[{\"id\": \"inner\", \"layers\": [{\"ty\": 1, \"ip\": 0, \"op\": 6, \"sw\": 8, "
                               + "\"sh\": 8, \"sc\": \"#ff8000\", \"ks\": {\"p\": {\"a\": 1, \"k\": [{\"t\": 0, "
                               + "\"s\": [0, 0]}, {\"t\": 5, \"s\": [16, 16]}]}}}]}]", op: 110000),
         "layers[0].tm"),
    ]

    @Test(arguments: cases.map(\.name))
    func warnsOnceAndStrictRefuses(name: String) throws {
        let (_, json, location) = try #require(Self.cases.first { $0.name == name })
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SceneFileCommandTests.write(json, name: "\(name).json", in: folder)
        let out = folder.appendingPathComponent("frames")
        let render = flipbook(["render", path, "--frames", "0:1", "--backend", "cpu", "--out", out.path])
        #expect(render.status == 0, "\(render.err)")
        let warnings = render.err.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("flipbook: warning: \(path): \(location): ") == true,
                "\(render.err)")
        let quiet = flipbook(["render", path, "-q", "--frames", "0:1", "--backend", "cpu", "--out",
                              folder.appendingPathComponent("quiet").path])
        #expect(quiet.status == 0 && !quiet.err.contains("warning"), "\(quiet.err)")
        let strictOut = folder.appendingPathComponent("strict")
        let strict = flipbook(["render", path, "--strict", "--frames", "0:1", "--backend", "cpu", "--out", strictOut.path])
        #expect(strict.status == 2, "\(strict.err)")
        #expect(strict.err.hasPrefix("flipbook: \(path): \(location): ") && strict.err.contains("--strict"), "\(strict.err)")
        #expect(!FileManager.default.fileExists(atPath: strictOut.path))
    }
}
