import FlipbookCLI
import Foundation
import Geometry
import Output
import TestFolders
import Testing

/// Image paths in scene files (`contents`) and Lottie assets (`u` + `p`)
/// lead inside the document's folder or an `--assets` folder, after
/// symbolic links; anything else is refused with one message that does
/// not tell whether a file is there (issue 36, D7). A Lottie document is
/// refused with `--strict`; without it the refusal is a warning and the
/// layer draws nothing, as lottie-ios draws a picture it cannot load
/// (issue 38).
@Suite struct AssetConfinementTests {
    /// A folder `doc` holding the documents and a sibling `library` holding
    /// `logo.png` (8×8, one green), the folder a hostile document reaches for.
    struct Layout {
        var root: URL
        var doc: URL { root.appendingPathComponent("doc") }
        var library: URL { root.appendingPathComponent("library") }

        init() throws {
            root = try temporaryFolder("assets")
            for folder in [doc, library] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            try solidPNG([20, 200, 60, 255]).write(to: library.appendingPathComponent("logo.png"))
        }

        /// A scene file in `doc` whose root layer shows `contents`.
        func sceneFile(_ contents: String, name: String = "scene.json") throws -> String {
            let json = "{\"size\": [8, 8], \"loopDuration\": 1, \"root\": {\"bounds\": [0, 0, 8, 8], \"position\": [4, 4], "
                + "\"contents\": \(Self.quoted(contents))}}"
            let url = doc.appendingPathComponent(name)
            try Data(json.utf8).write(to: url)
            return url.path
        }

        /// A Lottie document in `doc` with one image asset `u` + `p`.
        func lottie(u: String, p: String, name: String = "anim.json") throws -> String {
            let json = "{\"v\": \"5.7.0\", \"fr\": 24, \"ip\": 0, \"op\": 3, \"w\": 8, \"h\": 8, \"assets\": [{\"id\": \"logo\", "
                + "\"w\": 8, \"h\": 8, \"u\": \(Self.quoted(u)), \"p\": \(Self.quoted(p))}], \"layers\": [{\"ty\": 2, "
                + "\"refId\": \"logo\", \"ip\": 0, \"op\": 3, \"ks\": {}}]}"
            let url = doc.appendingPathComponent(name)
            try Data(json.utf8).write(to: url)
            return url.path
        }

        static func quoted(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    /// The center pixel of the one frame `render` wrote to `out`.
    static func centerPixel(_ out: URL) throws -> [UInt8] {
        let name = try #require(try files(in: out).first { $0.hasSuffix(".png") })
        let frame = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(name).path)
        let i = (frame.height / 2 * frame.width + frame.width / 2) * 4
        return Array(frame.pixels[i..<i + 4])
    }

    /// `../` out of the folder, from both formats and every command that
    /// loads a scene: exit 2, one line, nothing written; `--assets` on the
    /// sibling folder lets the same file draw the image. A Lottie document
    /// without `--strict` draws the layer empty, with the refusal as a
    /// warning.
    @Test func climbingOutNeedsAssets() throws {
        let layout = try Layout()
        let lottie = try layout.lottie(u: "../library/", p: "logo.png")
        let documents = [try layout.sceneFile("../library/logo.png"), lottie]
        for path in documents {
            let out = layout.root.appendingPathComponent("out-\(UUID().uuidString)")
            let strict = path == lottie ? ["--strict"] : []
            for args in [["render", path, "--time", "0", "--scale", "1", "--backend", "cpu", "-o", out.path],
                         ["inspect", path], ["export", path, "-o", out.path],
                         ["compare", path, "--a", "cpu", "--b", "cpu", "--time", "0", "-o", out.path]] {
                let r = flipbook(args + strict)
                #expect(r.status == 2, "\(args[0]) \(path): \(r.err)")
                #expect(r.err.contains("is outside the document's folder (--assets DIR allows a folder)"), "\(r.err)")
                #expect(r.err.filter { $0 == "\n" }.count == 1)
            }
            #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written for a refused image")
            let trusted = flipbook(["render", path, "--time", "0", "--scale", "1", "--backend", "cpu", "-q",
                                    "--assets", layout.library.path, "-o", out.path])
            #expect(trusted.status == 0, "\(trusted.err)")
            #expect(try Self.centerPixel(out) == [20, 200, 60, 255], "the trusted image is drawn")
        }
        let out = layout.root.appendingPathComponent("out-lenient")
        let lenient = flipbook(["render", lottie, "--time", "0", "--scale", "1", "--backend", "cpu", "-o", out.path])
        #expect(lenient.status == 0, "\(lenient.err)")
        let warnings = lenient.err.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains("assets[0].p: image \"../library/logo.png\" is outside the "
                                                             + "document's folder"), "\(lenient.err)")
        #expect(try Self.centerPixel(out) == [0, 0, 0, 0], "nothing is drawn")
    }

    /// Outside the folders, a PNG, a text file, a folder, a FIFO, a device
    /// and nothing at all read alike: the message is the same once the
    /// reference is taken out, so a document learns nothing.
    @Test func refusalSaysNothingAboutWhatIsThere() throws {
        let layout = try Layout()
        let library = layout.library
        try Data("not an image\n".utf8).write(to: library.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(at: library.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try makeFIFO(library.appendingPathComponent("pipe.png"))
        let targets = [library.appendingPathComponent("logo.png").path, library.appendingPathComponent("notes.txt").path,
                       library.appendingPathComponent("sub").path, library.appendingPathComponent("pipe.png").path,
                       library.appendingPathComponent("absent.png").path, "/dev/zero", "/nonexistent-dir/x.png",
                       "../library/notes.txt", "../library/absent.png", "../../../../../../../../etc/hostname"]
        var messages: Set<String> = []
        for (index, target) in targets.enumerated() {
            for path in [try layout.sceneFile(target, name: "s\(index).json"), try layout.lottie(u: "", p: target, name: "l\(index).json")] {
                let r = try runProcessWithDeadline(["inspect", path, "--strict"])
                #expect(!r.killed && r.status == 2, "\(target): \(r.err)")
                let format = path.hasSuffix("/s\(index).json") ? "scene" : "lottie"
                let text = r.err.replacingOccurrences(of: path, with: "DOC")
                    .replacingOccurrences(of: Layout.quoted(target), with: "REF")
                    .replacingOccurrences(of: #":\d+:\d+:"#, with: ":L:C:", options: .regularExpression)
                messages.insert(format + " " + text)
            }
        }
        #expect(messages.count == 2, "one message per format: \(messages.sorted())")
    }

    /// A link inside the folder that leads out is refused; one that stays
    /// inside is followed; `--assets` through a linked folder trusts its
    /// target.
    @Test func linksAreResolvedFirst() throws {
        let layout = try Layout()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: layout.doc.appendingPathComponent("escape.png").path,
                                  withDestinationPath: layout.library.appendingPathComponent("logo.png").path)
        try solidPNG([200, 30, 30, 255]).write(to: layout.doc.appendingPathComponent("own.png"))
        try fm.createSymbolicLink(atPath: layout.doc.appendingPathComponent("alias.png").path, withDestinationPath: "own.png")
        let out = layout.root.appendingPathComponent("out")
        let escape = flipbook(["inspect", try layout.lottie(u: "", p: "escape.png"), "--strict"])
        #expect(escape.status == 2 && escape.err.contains("\"escape.png\" is outside the document's folder"), "\(escape.err)")
        let alias = flipbook(["render", try layout.sceneFile("alias.png"), "--time", "0", "--scale", "1", "--backend", "cpu",
                              "-q", "-o", out.path])
        #expect(alias.status == 0, "\(alias.err)")
        #expect(try Self.centerPixel(out) == [200, 30, 30, 255])
        let linkedShared = layout.root.appendingPathComponent("library-link")
        try fm.createSymbolicLink(atPath: linkedShared.path, withDestinationPath: layout.library.path)
        #expect(flipbook(["inspect", try layout.lottie(u: "", p: "escape.png"), "--assets", linkedShared.path]).status == 0)
    }

    /// A scene on stdin has no folder: a relative image resolves against
    /// the current directory and is read only from `--assets` folders.
    @Test func stdinReadsOnlyTrustedFolders() throws {
        let layout = try Layout()
        let json = try Data(contentsOf: URL(fileURLWithPath: try layout.sceneFile("logo.png")))
        let refused = try runProcessWithDeadline(["inspect", "-"], input: json, directory: layout.library)
        #expect(refused.status == 2, "\(refused.err)")
        #expect(refused.err.contains("image \"logo.png\" is outside the --assets folders (a document read from stdin"),
                "\(refused.err)")
        let trusted = try runProcessWithDeadline(["inspect", "-", "--assets", "."], input: json, directory: layout.library)
        #expect(trusted.status == 0, "\(trusted.err)")
    }

    /// `export` copies images, so it follows the same rule: refused
    /// without `--assets` (with `--strict`; without it the scene is
    /// exported with no image), copied with it.
    @Test func exportCopiesOnlyAllowedImages() throws {
        let layout = try Layout()
        let path = try layout.lottie(u: layout.library.path + "/", p: "logo.png")
        let out = layout.root.appendingPathComponent("exported")
        let refused = flipbook(["export", path, "-o", out.path, "--strict"])
        #expect(refused.status == 2, "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let lenient = layout.root.appendingPathComponent("lenient")
        #expect(flipbook(["export", path, "-o", lenient.path]).status == 0)
        #expect(try !files(in: lenient).contains { $0.hasSuffix(".png") }, "no image copied")
        let copied = flipbook(["export", path, "-o", out.path, "--assets", layout.library.path])
        #expect(copied.status == 0, "\(copied.err)")
        #expect(try files(in: out).contains { $0.hasSuffix(".png") })
    }

    @Test func assetsMustBeAFolder() throws {
        let layout = try Layout()
        let r = flipbook(["inspect", try layout.sceneFile("own.png"), "--assets", layout.library.appendingPathComponent("logo.png").path])
        #expect(r.status == 2 && r.err.contains("logo.png is not a folder"), "\(r.err)")
    }
}
