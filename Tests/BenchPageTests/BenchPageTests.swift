import BenchPage
import Foundation
import Testing

/// The bench page reads back what `flipbook bench` and the peer benchmark
/// print, and draws every result it read.
@Suite struct BenchPageTests {
    /// A `bench tiles --json` line as Flipbook prints it (figures made up).
    static func tilesLine(grid: String, tiles: Int, fps: Double, backend: String = "cpu") -> String {
        #"{"workload":"tiles","grid":"\#(grid)","tiles":\#(tiles),"pixels":"750x1334","tile":"chimes","backend":"\#(backend)","#
            + #""framesPerSecond":{"median":\#(fps),"p95":1,"min":1,"max":1},"tilesPerSecond":1,"#
            + #""stages":{"evaluate":{"msMedian":0.5},"displayList":{"msMedian":0.25},"raster":{"msMedian":3},"#
            + #""render":{"msMedian":3.75},"endToEnd":{"msMedian":3.75}},"#
            + #""environment":{"build":"release","compiler":"swift 6.2+","cpu":"AMD EPYC","cores":2,"loadAverage":0.5,"#
            + #""backend":"cpu"},"command":"flipbook bench tiles --grid \#(grid)"}"#
    }

    /// Lines of the peer benchmark, an encoders-only line and a failed peer
    /// among them.
    static let peerLines = """
        {"peer": "moderngl", "size": "750x1334", "tiles": "16x28", "n_tiles": 448, "fps": {"min": 80, "median": 112.5, "max": 117}, "backend": "GL: llvmpipe", "python": "3.11.7"}
        {"peer": "encode", "encoder": "fpng", "size": "750x1334", "fps": {"min": 1, "median": 2, "max": 3}}
        {"peer": "skia-gpu", "size": "750x1334", "error": "exit 1"}
        {"peer": "moderngl", "size": "750x1334", "tiles": "160x288", "n_tiles": 46080, "fps": {"min": 30, "median": 36, "max": 40}}

        """

    @Test func readsFlipbookAndPeerResults() throws {
        let lines = Self.tilesLine(grid: "16x28", tiles: 448, fps: 60) + "\n" + Self.tilesLine(grid: "160x288", tiles: 46080, fps: 6.5) + "\n"
        let flipbook = try BenchRecord.records(in: lines, source: "a.json")
        #expect(flipbook.map(\.workload) == ["tiles 750x1334 16x28", "tiles 750x1334 160x288"])
        #expect(flipbook.map(\.framesPerSecond) == [60, 6.5] && flipbook.map(\.tiles) == [448, 46080])
        #expect(flipbook[0].stages.map(\.name) == ["evaluate", "display list", "raster"])
        #expect(flipbook[0].stages.map(\.milliseconds) == [0.5, 0.25, 3])
        #expect(flipbook[0].label == "flipbook cpu" && flipbook[0].command == "flipbook bench tiles --grid 16x28")
        #expect(flipbook[0].machine == "release build (swift 6.2+), 2 cores, AMD EPYC, load 0.50")

        let peers = try BenchRecord.records(in: Self.peerLines, source: "peers.jsonl")
        #expect(peers.map(\.label) == ["moderngl", "moderngl"])
        #expect(peers.map(\.workload) == ["tiles 750x1334 16x28", "tiles 750x1334 160x288"])
        #expect(peers.map(\.framesPerSecond) == [112.5, 36])
        #expect(peers[0].machine == "GL: llvmpipe, python 3.11.7" && peers[1].machine == nil)

        let scene = #"{"workload":"scene","scene":"fuber","pixels":"750x1334","renderFramesPerSecond":70,"stages":{}}"#
        #expect(try BenchRecord.records(in: scene, source: "s.json").map(\.workload) == ["scene fuber 750x1334"])
        let ramp = #"{"workload":"tiles-ramp","pixels":"64x64","backend":"cpu","probes":["#
            + #"{"grid":"8x8","tiles":64,"framesPerSecond":900,"tilesPerSecond":1,"holds":true},"#
            + #"{"grid":"16x16","tiles":256,"framesPerSecond":300,"tilesPerSecond":1,"holds":false}]}"#
        #expect(try BenchRecord.records(in: ramp, source: "r.json").map(\.tiles) == [64, 256])
    }

    /// `bench lottie --json`: a record per measured file, none for a
    /// refused file or for the summary line.
    @Test func readsLottieLinesButNotRefusalsOrTheSummary() throws {
        let lines = #"{"workload":"lottie","file":"b.json","backend":"cpu","pixels":"80x60","renderFramesPerSecond":250,"#
            + #""stages":{"evaluate":{"msMedian":1.5},"displayList":{"msMedian":0.5},"raster":{"msMedian":2}}}"# + "\n"
            + #"{"workload":"lottie","file":"c.json","backend":"cpu","error":"c.json:1:1: unexpected end of file"}"# + "\n"
            + #"{"workload":"lottie-summary","backend":"cpu","files":2,"measured":1,"geometricMeanRenderMs":4}"# + "\n"
        let records = try BenchRecord.records(in: lines, source: "l.jsonl")
        #expect(records.map(\.workload) == ["lottie b.json 80x60"])
        #expect(records.map(\.framesPerSecond) == [250])
        #expect(records.first?.stages.map(\.milliseconds) == [1.5, 0.5, 2])
    }

    /// A file that is not JSON, or JSON that is no bench result, is an
    /// error naming the file and line.
    @Test(arguments: [(#"{"peer": "cairo", "size": "8x8", "tiles": "1x1", "fps": {"median": 1}}"# + "\nnot json\n",
                       "x.json:2: not JSON"),
                      (#"{"workload":"png"}"#, "x.json: not a bench tiles, bench scene, bench lottie or peer result"),
                      (#"{"workload":"tiles","grid":"1x1"}"#, "x.json: a tiles result without grid, pixels or framesPerSecond.median"),
                      ("[1]", "x.json: expected a JSON object"), ("\n\n", "x.json: no bench results")])
    func unreadableResultsNameTheirPlace(text: String, message: String) {
        do {
            let records = try BenchRecord.records(in: text, source: "x.json")
            Issue.record("read \(records.count) records")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Every result gets a bar in its workload and a row in the runs;
    /// Flipbook's its stage shares; runners with two or more tile counts
    /// a sweep line. Strings from the files are escaped.
    @Test func pageDrawsEveryResult() throws {
        var records = try BenchRecord.records(in: Self.tilesLine(grid: "16x28", tiles: 448, fps: 60) + "\n"
                                              + Self.tilesLine(grid: "160x288", tiles: 46080, fps: 6.5), source: "a.json")
        records += try BenchRecord.records(in: Self.peerLines, source: "<peers>.jsonl")
        let html = BenchPage(records: records, command: "flipbook bench report a.json '<peers>.jsonl'").html
        #expect(html.components(separatedBy: "<rect class=\"bar\"").count - 1 == 4)
        #expect(html.components(separatedBy: "<div class=\"workload\">").count - 1 == 2)
        #expect(html.components(separatedBy: "<svg class=\"stack\"").count - 1 == 2)
        #expect(html.components(separatedBy: "<polyline ").count - 1 == 2, "a sweep line each for flipbook and moderngl")
        #expect(html.contains("&lt;peers&gt;.jsonl") && !html.contains("<peers>"))
        #expect(html.contains("112.5 frames/s") && html.contains("46\u{2009}080"))
    }

    @Test func numbersGroupThousands() {
        #expect(BenchPage.number(1234567.891, 1) == "1\u{2009}234\u{2009}567.9")
        #expect(BenchPage.number(-999, 0) == "-999" && BenchPage.number(.infinity) == "—")
    }
}
