@testable import FlipbookCLI
import Foundation
import Terminal
import TestFolders
import Testing

/// What the user reads: one line per error whatever a file or path holds,
/// every equally near name in a did-you-mean, and `--quiet` meaning
/// errors only.
@Suite struct MessageTextTests {
    /// A key holding a newline, a tab, DEL, a C1 control and an ANSI colour
    /// escape stays one line, the characters written as escapes.
    @Test func controlCharactersInAFileAreEscapedInTheError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = #"a\u000d\u0009b\u007f\u0085c\u001b[1;32md\u2028e"#
        let json = #"{"flipbook":1,"size":[4,4],"loopDuration":2,"root":{"bounds":[0,0,4,4],"position":[2,2],""#
            + key + #"":7}}"#
        let path = try SceneFileCommandTests.write(json, name: "keys.json", in: folder)
        let r = flipbook(["inspect", path])
        #expect(r.status == 2)
        #expect(r.err.filter { $0 == "\n" }.count == 1 && r.err.hasSuffix("\n"), "\(r.err)")
        #expect(!r.err.dropLast().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(r.err.contains(#"a\r\tb\u{7F}\u{85}c\u{1B}[1;32md\u{2028}e"#), "\(r.err)")
    }

    /// A path with a newline in it, named in an error, is one line too.
    @Test func controlCharactersInAPathAreEscapedInTheError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = flipbook(["inspect", folder.appendingPathComponent("two\nlines\u{1B}]0;title\u{07}.json").path])
        #expect(r.status == 2)
        #expect(r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
        #expect(r.err.contains(#"two\nlines\u{1B}]0;title\u{7}.json"#), "\(r.err)")
    }

    /// Plain text, non-ASCII letters included, is untouched.
    @Test func printableTextIsKept() {
        for text in ["frame 12: PSNR 31.5 dB", "café – 東京 ✓", ""] {
            #expect(OneLine.escaping(text) == text)
        }
    }

    /// `--fame` is two edits from `--time` and from `--frames`: both are
    /// named, in the order help lists them; one nearest name stays alone.
    @Test func didYouMeanNamesEveryTiedCandidate() {
        let tie = flipbook(["render", "fuber", "--fame", "3"])
        #expect(tie.status == 2)
        #expect(tie.err.contains("unknown option --fame (did you mean --time or --frames?)"), "\(tie.err)")
        let three = flipbook(["bench", "tile"])
        #expect(three.err.contains("did you mean 'tiles'?"), "\(three.err)")
        let scenes = flipbook(["inspect", "loaded"])  // loader by one edit; nothing else within two
        #expect(scenes.err.contains("did you mean 'loader'? known scenes"), "\(scenes.err)")
    }

    /// `--quiet` is errors only: a Lottie file's warnings are not written
    /// by render or compare, and `--strict` still refuses the file.
    @Test func quietSilencesLottieWarnings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = LottieCommandTests.document.replacingOccurrences(of: "\"ty\": 5", with: "\"ty\": 7")
        let path = try SceneFileCommandTests.write(document, name: "fx.json", in: folder)
        let out = folder.appendingPathComponent("out")
        let loud = flipbook(["render", path, "--backend", "cpu", "--frames", "2:3", "--out", out.path])
        #expect(loud.status == 0 && loud.err.contains("flipbook: warning: "), "\(loud.err)")
        let quiet = flipbook(["render", path, "--backend", "cpu", "--frames", "2:3", "-q", "--out", out.path])
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
        let compare = flipbook(["compare", path, "--a", "cpu", "--b", "cpu", "--frames", "2:3", "-q",
                                "--out", folder.appendingPathComponent("cmp").path])
        #expect(compare.status == 0 && !compare.err.contains("warning"), "\(compare.err)")
        let strict = flipbook(["render", path, "--backend", "cpu", "-q", "--strict", "--out", out.path])
        #expect(strict.status == 2 && strict.err.contains("effects is not supported"), "\(strict.err)")
    }

    /// An output folder that cannot be made is named with the system's
    /// reason, for every command that writes one, never as Foundation's
    /// "NSCocoaErrorDomain error 512".
    @Test func unmakeableOutputFoldersNameTheReason() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let inside = file.appendingPathComponent("deeper/out").path
        for args in [["render", "loader", "--time", "0", "--scale", "0.1", "--backend", "cpu", "-o", inside],
                     ["export", "loader", "-o", inside],
                     ["compare", "loader", "--time", "0", "--scale", "0.1", "--a", "cpu", "--b", "cpu", "-o", inside]] {
            let r = flipbook(args)
            #expect(r.status == 3, "\(args[0]): \(r.err)")
            #expect(r.err == "flipbook: cannot create output folder \(inside): \(file.path) is a file\n", "\(r.err)")
        }
    }

    /// The overview says a Lottie file goes where a scene goes.
    @Test func overviewMentionsLottieFiles() {
        #expect(flipbook(["help"]).out.contains("a Flipbook scene file or a Lottie (Bodymovin) document"))
    }
}
