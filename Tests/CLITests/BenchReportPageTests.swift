import Foundation
import TestFolders
import Testing

/// The bench page: `bench tiles --html` for its own run, `bench report` for
/// the JSON of earlier runs with the peer benchmark's lines beside them,
/// opened in headless Chromium as a person would open it.
@Suite(.serialized) struct BenchReportPageTests {
    /// Tiny tile grids on the CPU: quick in debug builds.
    static let tiny = ["--backend", "cpu", "--size", "64x64", "--frames", "2", "--runs", "1"]

    /// The peer benchmark's output for the same grids (figures made up).
    static let peerLines = """
        {"peer": "moderngl", "size": "64x64", "tiles": "2x2", "n_tiles": 4, "fps": {"min": 900, "median": 1000, "max": 1100}}
        {"peer": "moderngl", "size": "64x64", "tiles": "8x8", "n_tiles": 64, "fps": {"min": 500, "median": 600, "max": 700}}

        """

    @Test func sweepWritesJSONLinesAndAPageThatOpensInChromium() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = folder.appendingPathComponent("own.html")
        let run = try runProcess(["bench", "tiles", "--grid", "2x2,4x4,8x8", "--json", "--html", own.path] + Self.tiny)
        #expect(run.status == 0, "\(run.err)")
        let lines = run.out.split(separator: "\n")
        #expect(lines.count == 3, "one JSON object a grid")
        let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.map { $0["grid"] as? String } == ["2x2", "4x4", "8x8"])
        #expect((objects.first?["command"] as? String)?.hasPrefix("flipbook bench tiles --grid 2x2,4x4,8x8") == true)

        let ownPage = try Browser.open(own, scratch: folder)
        try Self.checkPage(ownPage, bars: 3, sweepLines: 1)

        let runs = folder.appendingPathComponent("runs.json"), peers = folder.appendingPathComponent("peers.jsonl")
        try Data(run.out.utf8).write(to: runs)
        try Data(Self.peerLines.utf8).write(to: peers)
        let page = folder.appendingPathComponent("bench.html")
        let report = try runProcess(["bench", "report", runs.path, peers.path, "-o", page.path])
        #expect(report.status == 0, "\(report.err)")
        let opened = try Browser.open(page, scratch: folder)
        try Self.checkPage(opened, bars: 5, sweepLines: 2)
        let both = opened.dom.contains("2x2") && opened.dom.contains("moderngl") && opened.dom.contains("flipbook cpu")
        #expect(both, "flipbook's and the peer's results side by side")
    }

    /// A file that is no bench result is a one-line error, exit 2, and no page.
    @Test func unreadableInputIsAnErrorAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json"), page = folder.appendingPathComponent("bench.html")
        try Data(#"{"workload":"png","rows":[]}"#.utf8).write(to: bad)
        let run = try runProcess(["bench", "report", bad.path, "-o", page.path])
        #expect(run.status == 2)
        #expect(run.err == "flipbook: \(bad.path): not a bench tiles, bench scene, bench lottie or peer result\n")
        #expect(!FileManager.default.fileExists(atPath: page.path))
        let none = try runProcess(["bench", "report", "-o", page.path])
        #expect(none.status == 2 && none.err.contains("needs the JSON of one or more runs"))
        let missing = try runProcess(["bench", "report", folder.appendingPathComponent("nope.json").path])
        #expect(missing.status == 2 && missing.err.contains("nope.json: no such file"))
    }

    /// After the script ran: no errors, `bars` frames/s bars, `sweepLines`
    /// lines in the sweep, and a screenshot that is not blank.
    static func checkPage(_ page: Browser.Page, bars: Int, sweepLines: Int,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        page.expectScriptRanWithoutErrors(sourceLocation: sourceLocation)
        let dom = page.dom
        #expect(dom.components(separatedBy: "class=\"bar\"").count - 1 == bars, sourceLocation: sourceLocation)
        #expect(dom.components(separatedBy: "<polyline").count - 1 == sweepLines, sourceLocation: sourceLocation)
        #expect(Browser.references(dom).isEmpty, "no files or links: the page holds everything", sourceLocation: sourceLocation)
        #expect(page.screenshotColors.count > 1, "the screenshot is not blank", sourceLocation: sourceLocation)
    }
}
