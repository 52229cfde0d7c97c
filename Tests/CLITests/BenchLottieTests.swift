import Foundation
import TestFolders
import Testing

/// `flipbook bench lottie DIR`, run as a process on a folder written here:
/// two small Lottie files, one broken one, and things that are not
/// Lottie files of the folder (a text file, a folder named like a file).
@Suite struct BenchLottieTests {
    /// 16×16, frames 0…30 at 30 fps: one solid layer fading out.
    static let fade = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":16,"h":16,"layers":[{"ty":1,"sw":16,"sh":16,"sc":"#3366cc","ip":0,"op":30,
        "ks":{"o":{"a":1,"k":[{"t":0,"s":[100]},{"t":29,"s":[0]}]}}}]}
        """#

    /// 120×90, frames 10…50 at 25 fps (a range not starting at 0): six
    /// ellipses sliding across, filled and stroked, so that a frame costs
    /// several times the fade's.
    static var balls: String {
        let groups = (0..<6).map { i in
            let y = 10 + 14 * i
            return #"{"ty":"gr","it":[{"ty":"el","p":{"a":1,"k":[{"t":10,"s":[10,\#(y)],"o":{"x":[0.4],"y":[0]},"#
                + #""i":{"x":[0.6],"y":[1]}},{"t":50,"s":[110,\#(y)]}]},"s":{"a":0,"k":[\#(20 + 4 * i),\#(20 + 4 * i)]}},"#
                + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":2,"lj":2,"ml":4},"#
                + #"{"ty":"fl","c":{"a":0,"k":[1,0.\#(i),0,1]},"o":{"a":0,"k":80},"r":1},"#
                + #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"#
                + #""o":{"a":0,"k":100}}]}"#
        }
        return #"{"v":"5.7.0","fr":25,"ip":10,"op":50,"w":120,"h":90,"layers":[{"ty":4,"ip":10,"op":50,"st":0,"#
            + #""ks":{},"shapes":[\#(groups.joined(separator: ","))]}]}"#
    }

    /// A folder with `fade.json`, `balls.json`, `notes.txt`, a subfolder
    /// `old.json/` holding a Lottie file, and, when `broken`, `broken.json`
    /// cut off mid-document.
    static func folder(broken: Bool) throws -> URL {
        let folder = try temporaryFolder("benchlottie")
        try fade.write(to: folder.appendingPathComponent("fade.json"), atomically: true, encoding: .utf8)
        try balls.write(to: folder.appendingPathComponent("balls.json"), atomically: true, encoding: .utf8)
        try "not a Lottie file".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let sub = folder.appendingPathComponent("old.json")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try fade.write(to: sub.appendingPathComponent("inner.json"), atomically: true, encoding: .utf8)
        if broken {
            try String(fade.prefix(60)).write(to: folder.appendingPathComponent("broken.json"), atomically: true,
                                               encoding: .utf8)
        }
        return folder
    }

    static func lines(_ out: String) throws -> [[String: Any]] {
        try out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
        }
    }

    static func geometricMean(_ values: [Double]) -> Double {
        exp(values.map(log).reduce(0, +) / Double(values.count))
    }

    /// Every file's line, its medians and frames, the refused file's line,
    /// the summary's means recomputed from the rows, and exit 2 after it all.
    @Test func jsonLinesCoverEveryFileAndTheSummary() throws {
        let folder = try Self.folder(broken: true)
        let n = 4
        let r = try runProcess(["bench", "lottie", folder.path, "--frames", "\(n)", "--json"])
        #expect(r.status == 2, "\(r.err)")
        let errLines = r.err.split(separator: "\n")
        #expect(errLines.last == "flipbook: bench lottie: 1 of 3 files not measured: broken.json (see their rows)",
                "\(r.err)")
        let lines = try Self.lines(r.out)
        try #require(lines.count == 4, "\(r.out)")
        // Sorted by name; not the text file, not the subfolder's file.
        #expect(lines.prefix(3).map { $0["file"] as? String } == ["balls.json", "broken.json", "fade.json"])
        let ranges = ["balls.json": (10.0, 50.0, "120x90"), "fade.json": (0.0, 30.0, "16x16")]
        var renders: [Double] = [], rates: [Double] = []
        for line in lines.prefix(3) {
            let file = try #require(line["file"] as? String)
            #expect(line["workload"] as? String == "lottie" && line["backend"] as? String == "cpu")
            #expect((line["command"] as? String)?.hasPrefix("flipbook bench lottie ") == true, "\(line)")
            guard let (ip, op, pixels) = ranges[file] else {
                let error = try #require(line["error"] as? String, "\(line)")
                #expect(error.contains("broken.json") && !error.contains("\n"), "\(error)")
                #expect(line["medianMs"] == nil)
                continue
            }
            #expect(line["error"] == nil)
            #expect(line["pixels"] as? String == pixels)
            #expect(line["frames"] as? Int == n)
            let numbers = try #require(line["frameNumbers"] as? [Double])
            let expected = (0..<n).map { ip + (op - ip) * (Double($0) + 0.5) / Double(n) }
            #expect(numbers.count == n && zip(numbers, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(numbers)")
            let medians = try #require(line["medianMs"] as? [String: Double])
            for stage in ["evaluate", "displayList", "raster", "render"] {
                #expect((medians[stage] ?? 0) > 0, "\(file) \(stage): \(medians)")
            }
            let render = try #require(medians["render"])
            let rate = try #require(line["renderFramesPerSecond"] as? Double)
            #expect(abs(rate * render / 1000 - 1) < 0.01, "\(rate) frames/s against \(render) ms")
            renders.append(render)
            rates.append(rate)
        }
        let summary = lines[3]
        #expect(summary["workload"] as? String == "lottie-summary")
        #expect(summary["files"] as? Int == 3 && summary["measured"] as? Int == 2 && summary["frames"] as? Int == n)
        #expect(summary["refused"] as? [String] == ["broken.json"])
        // The rows carry 4 decimals: 1 % covers their rounding, not an
        // arithmetic mean of two files this far apart.
        let mean = try #require(summary["geometricMeanRenderMs"] as? Double)
        #expect(abs(mean / Self.geometricMean(renders) - 1) < 0.01, "\(mean) against rows \(renders)")
        let meanRate = try #require(summary["geometricMeanFramesPerSecond"] as? Double)
        #expect(abs(meanRate / Self.geometricMean(rates) - 1) < 0.01, "\(meanRate) against rows \(rates)")
        #expect((summary["maxEvaluateAndDisplayListMs"] as? Double ?? 0) > 0)
    }

    /// The table: a row per file with its size, the refused file's reason,
    /// the summary; exit 0 when every file was measured, 2 when one was not.
    @Test func textTableAndExitStatus() throws {
        let good = try runProcess(["bench", "lottie", try Self.folder(broken: false).path, "--frames", "2", "--quiet"])
        #expect(good.status == 0, "\(good.err)")
        #expect(good.err.isEmpty, "\(good.err)")
        let rows = good.out.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("  balls.json") && $0.contains("120x90") }, "\(good.out)")
        #expect(rows.contains { $0.hasPrefix("  fade.json") && $0.contains("16x16") }, "\(good.out)")
        #expect(good.out.contains("geometric mean over 2 of 2 files: render "), "\(good.out)")

        let bad = try runProcess(["bench", "lottie", try Self.folder(broken: true).path, "--frames", "2"])
        #expect(bad.status == 2, "\(bad.err)")
        #expect(bad.out.split(separator: "\n").contains { $0.hasPrefix("  broken.json") && $0.contains("refused: ") },
                "\(bad.out)")
        #expect(bad.out.contains("geometric mean over 2 of 3 files"), "\(bad.out)")
        // Progress: a line a file, before the failure's line.
        #expect(bad.err.contains("flipbook: bench lottie 3/3: fade.json\n"), "\(bad.err)")
    }

    /// `--lottie-reading` reads the files as it says, and the summary
    /// (JSON and text) names the reading; an unknown one exits 2.
    @Test func theReadingIsChosenAndReported() throws {
        let folder = try Self.folder(broken: false)
        for (args, reading) in [([String](), "core-animation"), (["--lottie-reading", "after-effects"], "after-effects")] {
            let r = try runProcess(["bench", "lottie", folder.path, "--frames", "2", "--json", "--quiet"] + args)
            #expect(r.status == 0, "\(r.err)")
            #expect(try Self.lines(r.out).last?["lottieReading"] as? String == reading)
            let text = try runProcess(["bench", "lottie", folder.path, "--frames", "2", "--quiet"] + args)
            #expect(text.out.contains("read as: \(reading) (--lottie-reading)"), "\(text.out)")
        }
        let bad = try runProcess(["bench", "lottie", folder.path, "--lottie-reading", "ios"])
        #expect(bad.status == 2 && bad.err.contains("--lottie-reading must be one of core-animation, after-effects"),
                "\(bad.err)")
    }

    /// No folder, or no .json file directly in it: exit 2, one line.
    @Test func folderWithoutLottieFilesExitsTwo() throws {
        let empty = try temporaryFolder("benchlottieempty")
        try "{}".write(to: empty.appendingPathComponent("scene.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("sub.json"), withIntermediateDirectories: true)
        let missing = empty.appendingPathComponent("nowhere").path
        for (folder, expected) in [(empty.path, "holds no .json files"), (missing, "is not a folder")] {
            let r = try runProcess(["bench", "lottie", folder])
            #expect(r.status == 2)
            #expect(r.out.isEmpty)
            #expect(r.err == "flipbook: bench lottie: \(folder) \(expected)\n", "\(r.err)")
        }
        let none = try runProcess(["bench", "lottie"])
        #expect(none.status == 2 && none.err.contains("bench lottie needs a folder of Lottie files"), "\(none.err)")
    }
}
