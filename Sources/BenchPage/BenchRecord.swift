import Foundation

/// One measured result as the bench page shows it: a run of `flipbook
/// bench tiles` (one per grid, or per probe of `--ramp`), of `flipbook
/// bench scene`, a file of `flipbook bench lottie`, or one line of the peer benchmark's JSON output
/// (`bench_peers.py`), read back from the JSON they print.
public struct BenchRecord: Sendable, Equatable {
    /// Who drew: "flipbook" and its backend, or the peer's name.
    public var label: String
    /// What was drawn, the key rows are grouped by: "tiles 750x1334
    /// 16x28", "scene fuber 750x1334".
    public var workload: String
    /// Tiles in the grid (tile workloads only).
    public var tiles: Int?
    /// Canvas, "WxH" pixels.
    public var pixels: String
    /// The median rate, frames/s (render only where the run encoded PNG too).
    public var framesPerSecond: Double
    /// Each stage's median time, ms, in the order the run reports them
    /// (evaluate, display list, raster, PNG encode); empty for peers.
    public var stages: [Stage]
    /// Build, machine and load, as one line; nil when the JSON has none.
    public var machine: String?
    /// The command that made it, when the JSON records it.
    public var command: String?
    /// The file it was read from, as the user named it.
    public var source: String

    public struct Stage: Sendable, Equatable {
        public var name: String
        public var milliseconds: Double
    }

    /// The line of the tile sweep the result belongs to: one per runner
    /// and canvas.
    var sweepKey: String { "\(label) at \(pixels)" }
}

/// A JSON file the page cannot read, or a result it does not know.
public struct BenchPageError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension BenchRecord {
    /// The records in `text`, the contents of the file `source`: one JSON
    /// object (a `flipbook bench` result), an array of them, or JSON
    /// lines (several grids of `bench tiles`; the peer benchmark's
    /// output). Peer lines that report an error or only encoders are
    /// skipped.
    /// - Throws: `BenchPageError` naming the file and line that is not
    ///   JSON or not a bench result.
    public static func records(in text: String, source: String) throws(BenchPageError) -> [BenchRecord] {
        let data = Data(text.utf8)
        if let whole = try? JSONSerialization.jsonObject(with: data) {
            let objects = (whole as? [Any]) ?? [whole]
            var records: [BenchRecord] = []
            for (i, object) in objects.enumerated() {
                records += try self.records(from: object, at: objects.count == 1 ? source : "\(source)[\(i)]")
            }
            return records
        }
        var records: [BenchRecord] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) else {
                throw BenchPageError("\(source):\(i + 1): not JSON")
            }
            records += try self.records(from: object, at: "\(source):\(i + 1)")
        }
        guard !records.isEmpty else { throw BenchPageError("\(source): no bench results") }
        return records
    }

    private static func records(from object: Any, at place: String) throws(BenchPageError) -> [BenchRecord] {
        guard let o = object as? [String: Any] else { throw BenchPageError("\(place): expected a JSON object") }
        let source = place.split(separator: ":").first.map(String.init) ?? place
        if let peer = o["peer"] as? String {
            // The encoders-only run and failed peers have no frame rate.
            guard o["error"] == nil, peer != "encode" else { return [] }
            guard let size = o["size"] as? String, let grid = o["tiles"] as? String,
                  let fps = (o["fps"] as? [String: Any])?["median"] as? Double else {
                throw BenchPageError("\(place): a peer result without size, tiles or fps.median")
            }
            let machine = [o["backend"] as? String, (o["python"] as? String).map { "python \($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            return [BenchRecord(label: peer, workload: "tiles \(size) \(grid)", tiles: o["n_tiles"] as? Int,
                                pixels: size, framesPerSecond: fps, stages: [],
                                machine: machine.isEmpty ? nil : machine, command: nil, source: source)]
        }
        let label = "flipbook " + ((o["backend"] as? String) ?? "?")
        let machine = (o["environment"] as? [String: Any]).map(machineLine)
        let command = o["command"] as? String
        let workload = o["workload"] as? String ?? ""
        switch workload {
        case "tiles":
            guard let grid = o["grid"] as? String, let pixels = o["pixels"] as? String,
                  let fps = (o["framesPerSecond"] as? [String: Any])?["median"] as? Double else {
                throw BenchPageError("\(place): a tiles result without grid, pixels or framesPerSecond.median")
            }
            return [BenchRecord(label: label, workload: "tiles \(pixels) \(grid)", tiles: o["tiles"] as? Int,
                                pixels: pixels, framesPerSecond: fps, stages: stages(o["stages"]), machine: machine,
                                command: command, source: source)]
        case "tiles-ramp":
            guard let pixels = o["pixels"] as? String, let probes = o["probes"] as? [[String: Any]] else {
                throw BenchPageError("\(place): a tiles-ramp result without pixels or probes")
            }
            return try probes.map { (p: [String: Any]) throws(BenchPageError) -> BenchRecord in
                guard let grid = p["grid"] as? String, let fps = p["framesPerSecond"] as? Double else {
                    throw BenchPageError("\(place): a probe without grid or framesPerSecond")
                }
                return BenchRecord(label: label, workload: "tiles \(pixels) \(grid)", tiles: p["tiles"] as? Int,
                                   pixels: pixels, framesPerSecond: fps, stages: [], machine: machine,
                                   command: command, source: source)
            }
        case "scene", "lottie":
            // A refused file has no figures; the summary repeats the rows.
            guard o["error"] == nil else { return [] }
            let nameKey = workload == "scene" ? "scene" : "file"
            guard let name = o[nameKey] as? String, let pixels = o["pixels"] as? String,
                  let fps = o["renderFramesPerSecond"] as? Double else {
                throw BenchPageError("\(place): a \(workload) result without \(nameKey), pixels or renderFramesPerSecond")
            }
            return [BenchRecord(label: label, workload: "\(workload) \(name) \(pixels)", tiles: nil, pixels: pixels,
                                framesPerSecond: fps, stages: stages(o["stages"]), machine: machine,
                                command: command, source: source)]
        case "lottie-summary":
            return []
        default:
            throw BenchPageError("\(place): not a bench tiles, bench scene, bench lottie or peer result")
        }
    }

    /// The parts of a frame's time a run reports, in order, as the JSON
    /// keys them and as the page names them; the totals (render, end to
    /// end) are left out.
    private static let stageKeys = [("evaluate", "evaluate"), ("displayList", "display list"), ("raster", "raster"),
                                    ("encode", "PNG encode")]

    /// The stages' names, in order (`Stage.name`).
    static let stageNames = stageKeys.map(\.1)

    private static func stages(_ value: Any?) -> [Stage] {
        guard let stages = value as? [String: Any] else { return [] }
        return stageKeys.compactMap { key, name in
            ((stages[key] as? [String: Any])?["msMedian"] as? Double).map { Stage(name: name, milliseconds: $0) }
        }
    }

    private static func machineLine(_ e: [String: Any]) -> String {
        var parts: [String] = []
        if let build = e["build"] as? String { parts.append("\(build) build" + ((e["compiler"] as? String).map { " (\($0))" } ?? "")) }
        if let cores = e["cores"] as? Int { parts.append("\(cores) cores") }
        if let cpu = e["cpu"] as? String { parts.append(cpu) }
        if let load = e["loadAverage"] as? Double { parts.append(String(format: "load %.2f", load)) }
        return parts.joined(separator: ", ")
    }
}
