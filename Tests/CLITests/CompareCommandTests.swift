import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// `flipbook compare` end to end, in process. Pictures are small (scale
/// 0.25: 80 × 142 px) so the CPU renders quickly in debug builds.
@Suite struct CompareCommandTests {
    static let small = ["--scale", "0.25", "--quiet"]

    @Test(arguments: [
        (["compare", "nosuchscene"], "unknown scene 'nosuchscene'"),
        (["compare", "equalizer", "--frames", "5..<5"], "--frames range '5..<5' is empty"),
        (["compare", "equalizer", "--a", "/nonexistent/frames"], "--a must be gpu, cpu or a folder of PNG frames"),
        (["compare", "equalizer", "--threshold", "300"], "--threshold must be an integer 0…254"),
        (["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--compositing", "float"], "--device, --gpu-path and --compositing apply to a gpu side"),
        (["compare", "equalizer", "--time", "1", "--frames", "0..<2"], "cannot be combined"),
        (["compare", "equalizer", "--min-ssim", "2"], "--min-ssim must be at most 1"),
        (["compare", "equalizer", "--max-differing-pixels", "-1"], "--max-differing-pixels must be a whole number"),
        (["compare", "equalizer", "--html", "pdf"], "--html must be page or none, got 'pdf'"),
    ])
    func badInputExitsTwo(args: [String], expected: String) throws {
        let folder = try temporaryFolder()
        let r = flipbook(args + ["--out", folder.path + "/out"])
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "stderr was: \(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"), "nothing written on bad input")
    }

    @Test func identicalSidesPassAndWriteAReport() throws {
        let folder = try temporaryFolder()
        let r = flipbook(["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--frames", "0..<3", "--out", folder.path] + Self.small)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("frame 00002 t=0.0333 s  PSNR inf dB  mean 0.000  max 0"), "\(r.out)")
        #expect(r.out.contains("all 3 frames within limits"))
        #expect(try files(in: folder) == ["report.html", "report.json"], "no images when every frame passes")
        let report = try Self.json(folder.appendingPathComponent("report.json"))
        #expect(report["passed"] as? Bool == true)
        #expect((report["frames"] as? [Any])?.count == 3)
    }

    @Test func keepAllWritesEveryPanelAndJSONGoesToStdout() throws {
        let folder = try temporaryFolder()
        let r = flipbook(["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--frames", "4..<6", "--keep-all", "--json",
                          "--html", "none", "--out", folder.path] + Self.small)
        #expect(r.status == 0, "\(r.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(report["scene"] as? String == "equalizer")
        #expect(try files(in: folder) == ["equalizer-00004.compare.png", "equalizer-00005.compare.png", "report.json"])
        // A | heat map | B: three 80-px panels and two 4-px gaps.
        let panel = try PNGSize.of(folder.appendingPathComponent("equalizer-00004.compare.png"))
        #expect(panel.width == 3 * 80 + 2 * 4 && panel.height == 142)
    }

    /// --keep-all with the page: A, B and heat map of every frame beside
    /// its three panels, no thumbnail (no frame is over), and every image
    /// the page names is one of them; the command is quoted and escaped.
    @Test func keepAllPageNamesTheImagesOfEveryFrame() throws {
        let folder = try temporaryFolder()
        let r = flipbook(["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--frames", "7..<9", "--keep-all",
                          "--out", folder.path] + Self.small)
        #expect(r.status == 0, "\(r.err)")
        let images = [7, 8].flatMap { n in ["a", "b", "compare", "heat"].map { "equalizer-0000\(n).\($0).png" } }
        #expect(try files(in: folder) == images + ["report.html", "report.json"])
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        let references = Set(Browser.references(html))
        #expect(references.isSubset(of: Set(images)), "\(references)")
        // Each frame's panel is linked; the view shows the first frame's pictures (the script those of others).
        #expect(references.isSuperset(of: ["equalizer-00007.compare.png", "equalizer-00008.compare.png", "equalizer-00007.a.png",
                                            "equalizer-00007.b.png", "equalizer-00007.heat.png"]))
        #expect(html.contains("PASS: all 2 frames within the limits"))
        #expect(html.contains("<code id=\"command\">flipbook compare equalizer --a cpu --b cpu --frames &#39;7..&lt;9&#39; --keep-all"))
    }

    /// A filmstrip written into --out is on the page.
    @Test func filmstripInTheFolderIsOnThePage() throws {
        let folder = try temporaryFolder()
        let r = flipbook(["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--frames", "0..<30",
                          "--filmstrip", folder.path + "/strip.png", "--out", folder.path] + Self.small)
        #expect(r.status == 0, "\(r.err)")
        #expect(try files(in: folder) == ["report.html", "report.json", "strip.png"])
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(Browser.references(html) == ["strip.png"])
    }

    /// Earlier frames as side A: identical frames pass; frames rendered
    /// with a different bar color fail with exit 1 and leave panels.
    @Test func folderOfEarlierFramesAsOneSide() throws {
        let folder = try temporaryFolder()
        let good = folder.appendingPathComponent("good").path, bad = folder.appendingPathComponent("bad").path
        #expect(flipbook(["render", "equalizer", "--frames", "20..<22", "--out", good, "--backend", "cpu"] + Self.small).status == 0)
        #expect(flipbook(["render", "equalizer", "--frames", "20..<22", "--out", bad, "--backend", "cpu",
                          "--param", "barColor=#FF0000"] + Self.small).status == 0)
        let same = flipbook(["compare", "equalizer", "--frames", "20..<22", "--a", good, "--b", "cpu",
                             "--out", folder.path + "/same"] + Self.small)
        #expect(same.status == 0, "\(same.err)")
        #expect(same.out.contains("A folder \(good)"), "\(same.out)")
        let differ = flipbook(["compare", "equalizer", "--frames", "20..<22", "--a", bad, "--b", "cpu",
                               "--out", folder.path + "/differ"] + Self.small)
        #expect(differ.status == 1, "\(differ.err)")
        #expect(differ.err.hasPrefix("flipbook: 2 of 2 frames over limits; worst frame"), "\(differ.err)")
        #expect(differ.err.filter { $0 == "\n" }.count == 1)
        let images = [20, 21].flatMap { n in ["a", "b", "compare", "heat", "thumb"].map { "equalizer-000\(n).\($0).png" } }
        #expect(try files(in: folder.appendingPathComponent("differ")) == images + ["report.html", "report.json"])
    }

    @Test func folderProblemsAreOneLineAndExitTwo() throws {
        let folder = try temporaryFolder()
        let frames = folder.appendingPathComponent("frames").path
        #expect(flipbook(["render", "equalizer", "--frames", "0..<2", "--out", frames, "--backend", "cpu"] + Self.small).status == 0)
        // Rendered at 0.25, compared at 0.5: sizes differ.
        let sizes = flipbook(["compare", "equalizer", "--frames", "0..<2", "--a", frames, "--b", "cpu", "--scale", "0.5",
                              "--out", folder.path + "/o1"])
        #expect(sizes.status == 2)
        #expect(sizes.err.contains("is 80x142 px but the other side's frames are 160x284 px"), "\(sizes.err)")
        // A frame missing from the folder.
        let missing = flipbook(["compare", "equalizer", "--frames", "0..<3", "--a", frames, "--out", folder.path + "/o2"] + Self.small)
        #expect(missing.status == 2)
        #expect(missing.err.contains("no frame file equalizer-00002.png"), "\(missing.err)")
        // A file that is not a PNG.
        try Data("not a png at all, not even close".utf8).write(to: URL(fileURLWithPath: frames + "/equalizer-00001.png"))
        let unreadable = flipbook(["compare", "equalizer", "--frames", "0..<2", "--a", frames, "--out", folder.path + "/o3"] + Self.small)
        #expect(unreadable.status == 2)
        #expect(unreadable.err.contains("equalizer-00001.png: not a readable PNG"), "\(unreadable.err)")
        #expect(unreadable.err.filter { $0 == "\n" }.count == 1)
    }

    @Test func filmstripWritesOneStripPerSideWithTheHeatMap() throws {
        let folder = try temporaryFolder()
        let strip = folder.appendingPathComponent("strip.png")
        let r = flipbook(["compare", "equalizer", "--a", "cpu", "--b", "cpu", "--filmstrip", strip.path,
                          "--out", folder.path + "/out"] + Self.small)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("all 25 frames within limits"), "\(r.out)")
        // Three 5 × 5 grids of 16 × 28 px tiles with 2 px spacing, 4 px apart.
        let size = try PNGSize.of(strip)
        #expect(size.width == 3 * (2 + 5 * 18) + 2 * 4 && size.height == 2 + 5 * 30)
    }

    @Test func helpListsCompareAndItsDefaults() {
        #expect(flipbook("help").out.contains("compare <scene>"))
        let help = flipbook("compare", "--help").out
        #expect(help.contains("--max-differing-pixels N"))
        #expect(help.contains("--filmstrip FILE.png"))
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }
}

/// A PNG's size from its header.
enum PNGSize {
    static func of(_ url: URL) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
