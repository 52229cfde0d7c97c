import FlipbookCLI
import Foundation
import Terminal
import TestFolders
import Testing

@Suite struct RenderCommandTests {
    @Test(arguments: [
        (["render", "nosuchscene"], "unknown scene 'nosuchscene'"),
        (["render", "equalizer", "--frames", "5..<2"], "--frames range '5..<2' is empty"),
        (["render", "equalizer", "--frames", "0-10"], "--frames must look like A:B or A..<B"),
        (["render", "equalizer", "--frames", "-3..<2"], "--frames must start at frame 0 or later"),
        (["render", "equalizer", "--size", "0x100"], "--size must be positive"),
        (["render", "equalizer", "--canvas", "0x100"], "--canvas must be positive"),
        (["render", "equalizer", "--size", "100000x100000"], "out of range"),
        (["render", "equalizer", "--size", "wide"], "--size must look like WxH"),
        (["render", "equalizer", "--scale", "-1"], "--scale must be in (0, 16]"),
        (["render", "equalizer", "--fps", "-30"], "--fps must be in (0, 1000]"),
        (["render", "equalizer", "--fps", "0"], "--fps must be in (0, 1000]"),
        (["render", "equalizer", "--png-level", "12"], "--png-level must be an integer 0…9"),
        (["render", "equalizer", "--jobs", "0"], "--jobs must be an integer 1…1024"),
        (["render", "equalizer", "--duration", "-2"], "--duration must be positive"),
        (["render", "equalizer", "--time", "1", "--frames", "0..<2"], "cannot be combined"),
        (["render", "equalizer", "--backend", "vulkan"], "--backend must be"),
        (["render", "equalizer", "--wat"], "unknown option --wat"),
    ])
    func badInputExitsTwo(args: [String], expected: String) throws {
        let folder = try temporaryFolder()
        let out = StringSink(), err = StringSink()
        let status = Flipbook.run(args + ["--out", folder.path], stdout: out, stderr: err)
        #expect(status == 2)
        #expect(err.text.contains(expected), "stderr was: \(err.text)")
        #expect(err.text.filter { $0 == "\n" }.count == 1)
        #expect(try files(in: folder).isEmpty, "nothing written on bad input")
    }

    @Test func unwritableOutputExitsThree() throws {
        let folder = try temporaryFolder()
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let r = flipbook("render", "equalizer", "--time", "0", "--scale", "0.25", "--out", blocker.path + "/frames")
        #expect(r.status == 3)
        #expect(r.err.contains("cannot create output folder"), "\(r.err)")
        let r2 = flipbook("render", "equalizer", "--time", "0", "--scale", "0.25", "--out", blocker.path)
        #expect(r2.status == 3)
        #expect(r2.err.contains("is a file"))
    }

    @Test func writesNamedFramesAndASummary() throws {
        let folder = try temporaryFolder()
        let r = flipbook("render", "equalizer", "--frames", "3..<6", "--scale", "0.25", "--out", folder.path + "/new",
                         "--contact-sheet", folder.path + "/sheet.png")
        #expect(r.status == 0, "\(r.err)")
        #expect(try files(in: folder.appendingPathComponent("new")) ==
            ["equalizer-00003.png", "equalizer-00004.png", "equalizer-00005.png", "equalizer.manifest.json"])
        #expect(FileManager.default.fileExists(atPath: folder.path + "/sheet.png"))
        #expect(r.err.contains("rendered 3 frames (80x142 px, cpu)"), "\(r.err)")
        #expect(r.err.contains("frames/s"))
    }

    @Test func outputIsIdenticalAcrossJobCounts() throws {
        let one = try temporaryFolder(), two = try temporaryFolder()
        let args = ["render", "equalizer", "--frames", "0..<6", "--scale", "0.25", "--fps", "10"]
        #expect(Flipbook.run(args + ["--jobs", "1", "--out", one.path], stdout: StringSink(), stderr: StringSink()) == 0)
        #expect(Flipbook.run(args + ["--jobs", "2", "--out", two.path], stdout: StringSink(), stderr: StringSink()) == 0)
        let names = try files(in: one)
        #expect(names.count == 7, "6 frames and equalizer.manifest.json, which must be identical too")
        #expect(try files(in: two) == names)
        for name in names {
            let a = try Data(contentsOf: one.appendingPathComponent(name))
            let b = try Data(contentsOf: two.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between --jobs 1 and 2")
        }
        // Frames differ from each other (the animation moves).
        let first = try Data(contentsOf: one.appendingPathComponent(names[0]))
        let last = try Data(contentsOf: one.appendingPathComponent(names[5]))
        #expect(first != last)
    }
}
