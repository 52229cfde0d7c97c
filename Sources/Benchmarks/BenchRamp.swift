/// `bench tiles --ramp`: the largest grid that holds a target frame rate,
/// found MotionMark-style: the tile count doubles from a small grid while
/// the rate holds, then a bisection between the last count that held and
/// the first that did not narrows it to within `precision`. Grids keep the
/// canvas' aspect with square cells, as the peers' grids do. The command
/// (`BenchRamp+Tiles.swift` in FlipbookCLI) measures each probe and prints
/// them.
package enum BenchRamp {
    /// The first probe's tile count: small enough that any machine holds 60
    /// frames/s, so the ramp starts below the answer.
    package static let startTiles = 64
    /// Bisection stops when the bracket is within 5 % of its lower end: finer
    /// than the run-to-run noise of a shared machine.
    package static let precision = 0.05

    /// Probes grids on a `width × height` canvas (pixels) in the ramp's
    /// order: `holds` measures the grid of `columns × rows` tiles and says
    /// whether it held the target rate. Stops at the grid of
    /// `TileGridWorkload.maximumSide` squared tiles if every probe holds.
    /// - Throws: what `holds` throws.
    package static func search(width: Int, height: Int, holds: (_ columns: Int, _ rows: Int) throws -> Bool) throws {
        func probe(_ tiles: Int) throws -> Bool {
            let (c, r) = grid(tiles: tiles, width: width, height: height)
            return try holds(c, r)
        }
        let limit = TileGridWorkload.maximumSide * TileGridWorkload.maximumSide
        var low = 0, high = startTiles
        while try probe(high) {
            low = high
            guard high < limit else { return }
            high = min(high * 2, limit)
        }
        while low > 0, Double(high - low) > precision * Double(low) {
            let mid = (low + high) / 2
            if try probe(mid) { low = mid } else { high = mid }
        }
    }

    /// Columns × rows of about `tiles` square cells on a width × height canvas.
    package static func grid(tiles: Int, width: Int, height: Int) -> (Int, Int) {
        let side = TileGridWorkload.maximumSide
        let columns = min(max(1, Int((Double(tiles) * Double(width) / Double(height)).squareRoot().rounded())), side)
        let rows = min(max(1, Int((Double(tiles) / Double(columns)).rounded())), side)
        return (columns, rows)
    }
}
