import Foundation
import Scenes

/// `bench tiles --ramp`: the largest grid that holds a target frame rate,
/// found MotionMark-style: the tile count doubles from a small grid while
/// the rate holds, then a bisection between the last count that held and
/// the first that did not narrows it to within `precision`. Each probe is
/// a full `BenchTiles.measure` (median of its runs). Grids keep the
/// canvas' aspect with square cells, as the peers' grids do.
enum BenchRamp {
    /// The first probe's tile count: small enough that any machine holds 60
    /// frames/s, so the ramp starts below the answer.
    static let startTiles = 64
    /// Bisection stops when the bracket is within 5 % of its lower end: finer
    /// than the run-to-run noise of a shared machine.
    static let precision = 0.05

    struct Probe {
        var result: BenchTiles.Result
        var holds: Bool
    }

    static func run(setup: BenchTiles.Setup, target: Double) throws -> [Probe] {
        var probes: [Probe] = []
        func probe(_ tiles: Int) throws -> Bool {
            let (c, r) = grid(tiles: tiles, width: setup.width, height: setup.height)
            let result = try BenchTiles.measure(columns: c, rows: r, setup: setup)
            let holds = result.framesPerSecond.median >= target
            probes.append(Probe(result: result, holds: holds))
            return holds
        }
        let limit = TileGridWorkload.maximumSide * TileGridWorkload.maximumSide
        var low = 0, high = startTiles
        while try probe(high) {
            low = high
            guard high < limit else { return probes }
            high = min(high * 2, limit)
        }
        while low > 0, Double(high - low) > precision * Double(low) {
            let mid = (low + high) / 2
            if try probe(mid) { low = mid } else { high = mid }
        }
        return probes
    }

    /// Columns × rows of about `tiles` square cells on a width × height canvas.
    static func grid(tiles: Int, width: Int, height: Int) -> (Int, Int) {
        let side = TileGridWorkload.maximumSide
        let columns = min(max(1, Int((Double(tiles) * Double(width) / Double(height)).squareRoot().rounded())), side)
        let rows = min(max(1, Int((Double(tiles) / Double(columns)).rounded())), side)
        return (columns, rows)
    }

    /// The probe with the most tiles that held the target.
    static func best(_ probes: [Probe]) -> Probe? {
        probes.filter(\.holds).max { $0.result.tiles < $1.result.tiles }
    }

    static func json(_ probes: [Probe], setup: BenchTiles.Setup, target: Double, environment: BenchEnvironment) -> String {
        func entry(_ p: Probe) -> JSONValue {
            .object([("grid", .string("\(p.result.columns)x\(p.result.rows)")), ("tiles", .integer(p.result.tiles)),
                     ("framesPerSecond", .number(p.result.framesPerSecond.median)),
                     ("tilesPerSecond", .number(p.result.tilesPerSecond)), ("holds", .bool(p.holds))])
        }
        let json = JSONValue.object([
            ("workload", .string("tiles-ramp")), ("pixels", .string("\(setup.width)x\(setup.height)")),
            ("targetFramesPerSecond", .number(target)), ("backend", .string(environment.backend)),
            ("jobs", .integer(setup.jobs)), ("png", .bool(setup.encoder != nil)), ("frames", .integer(setup.frames)),
            ("runs", .integer(setup.runs)),
            ("largest", best(probes).map(entry) ?? .string("none")),
            ("bestTilesPerSecond", .number(probes.map(\.result.tilesPerSecond).max() ?? 0)),
            ("probes", .array(probes.map(entry))), ("environment", environment.json),
        ])
        return json.text + "\n"
    }

    static func text(_ probes: [Probe], setup: BenchTiles.Setup, target: Double, environment: BenchEnvironment) -> String {
        var s = "bench tiles --ramp at \(setup.width)x\(setup.height) px, target \(target) frames/s: "
        s += "\(environment.backend), \(setup.jobs) job\(setup.jobs == 1 ? "" : "s")\n  \(environment.text)\n"
        for p in probes {
            s += String(format: "  %-11@ %8d tiles %9.1f frames/s %12.0f tiles/s %@\n",
                        "\(p.result.columns)x\(p.result.rows)", p.result.tiles, p.result.framesPerSecond.median,
                        p.result.tilesPerSecond, p.holds ? "holds" : "below target")
        }
        if let b = best(probes) {
            s += "  largest grid holding \(target) frames/s: \(b.result.columns)x\(b.result.rows) (\(b.result.tiles) tiles)\n"
        } else {
            s += "  no grid held \(target) frames/s\n"
        }
        return s
    }
}

