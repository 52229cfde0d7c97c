/// `bench tiles --ramp`: each probe of `BenchRamp.search` is a full
/// `TileGridBench.measure` (median of its runs), as text or JSON.
extension BenchRamp {
    package struct Probe {
        package var result: TileGridBench.Result
        package var holds: Bool
    }

    package static func run(setup: TileGridBench.Setup, target: Double) throws -> [Probe] {
        var probes: [Probe] = []
        try search(width: setup.width, height: setup.height) { columns, rows in
            let result = try TileGridBench.measure(columns: columns, rows: rows, setup: setup)
            let holds = result.framesPerSecond.median >= target
            probes.append(Probe(result: result, holds: holds))
            return holds
        }
        return probes
    }

    /// The probe with the most tiles that held the target.
    package static func best(_ probes: [Probe]) -> Probe? {
        probes.filter(\.holds).max { $0.result.tiles < $1.result.tiles }
    }

    package static func json(_ probes: [Probe], setup: TileGridBench.Setup, target: Double, environment: BenchEnvironment) -> JSONValue {
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
        return json
    }

    package static func text(_ probes: [Probe], setup: TileGridBench.Setup, target: Double, environment: BenchEnvironment) -> String {
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

