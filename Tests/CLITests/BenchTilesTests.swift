import Benchmarks
import CPURaster
@testable import FlipbookCLI
import Foundation
import Geometry
import Output
import Presentation
import Scenes
import Terminal
import Testing

/// `flipbook bench tiles` and `bench png` end to end on tiny workloads, and
/// the tile workload itself (any grid size, deterministic).
@Suite struct BenchTilesTests {
    func json(_ r: (status: Int32, out: String, err: String)) throws -> [String: Any] {
        #expect(r.status == 0, "\(r.err)")
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        return try #require(object, "\(r.out)")
    }

    @Test func reportsFramesAndTilesPerSecond() throws {
        let j = try json(flipbook("bench", "tiles", "--grid", "4x3", "--size", "96x64", "--frames", "3", "--runs", "2",
                                  "--backend", "cpu", "--json"))
        #expect(j["workload"] as? String == "tiles")
        #expect(j["grid"] as? String == "4x3" && j["tiles"] as? Int == 12 && j["pixels"] as? String == "96x64")
        #expect(j["png"] as? Bool == false)
        let fps = try #require(j["framesPerSecond"] as? [String: Double])
        let median = try #require(fps["median"])
        #expect(median > 0 && fps["min"]! <= median && median <= fps["max"]!)
        let tiles = try #require(j["tilesPerSecond"] as? Double)
        #expect(abs(tiles - 12 * median) <= 1e-3 * tiles + 1e-3)
        #expect((j["stages"] as? [String: Any])?["raster"] != nil)
    }

    @Test func encodesPNGFilesWhenAsked() throws {
        let j = try json(flipbook("bench", "tiles", "--grid", "3x3", "--size", "60x60", "--frames", "2", "--runs", "1",
                                  "--png", "--jobs", "2", "--backend", "cpu", "--json"))
        let png = try #require(j["png"] as? [String: Any])
        #expect(png["level"] as? Int == 1 && (png["meanBytes"] as? Int ?? 0) > 0)
        #expect(j["jobs"] as? Int == 2)
    }

    /// A target no grid can hold ends the ramp at its first probe.
    @Test func rampReportsItsProbes() throws {
        let j = try json(flipbook("bench", "tiles", "--ramp", "--target-fps", "1e12", "--size", "64x64", "--frames", "1",
                                  "--runs", "1", "--backend", "cpu", "--json"))
        #expect(j["workload"] as? String == "tiles-ramp")
        let probes = try #require(j["probes"] as? [[String: Any]])
        #expect(probes.count == 1 && probes[0]["tiles"] as? Int == 64 && probes[0]["holds"] as? Bool == false)
        #expect(j["largest"] as? String == "none")
    }

    @Test func rampGridsKeepTheCanvasAspect() {
        #expect(BenchRamp.grid(tiles: 448, width: 750, height: 1334) == (16, 28))
        #expect(BenchRamp.grid(tiles: 920, width: 1920, height: 1080) == (40, 23))
        #expect(BenchRamp.grid(tiles: 1, width: 10, height: 1000) == (1, 1))
    }

    @Test func pngBenchListsEveryCombination() throws {
        let j = try json(flipbook("bench", "png", "--size", "24x16", "--grid", "2x2", "--frames", "1", "--json"))
        let results = try #require(j["results"] as? [[String: Any]])
        // flipbook: 6 filters at level 1 and level 0; libpng: 4 levels,
        // 5 filters, 4 strategies; each as RGB and RGBA.
        let flipbookRows = (6 + 1) * 2, libpngRows = 4 * 5 * 4 * 2
        #expect(results.count == flipbookRows + libpngRows)
        #expect(results.filter { $0["engine"] as? String == "flipbook" }.count == flipbookRows)
        #expect(results.allSatisfy { ($0["bytes"] as? Int ?? 0) > 0 })
        let libpng = try json(flipbook("bench", "png", "--size", "24x16", "--grid", "2x2", "--frames", "1", "--engine",
                                       "libpng", "--json"))
        #expect((libpng["results"] as? [[String: Any]])?.count == libpngRows)
    }

    @Test(arguments: [
        (["bench", "tiles", "--grid", "0x3"], "--grid must look like CxR"),
        (["bench", "tiles", "--grid", "abc"], "--grid must look like CxR"),
        (["bench", "tiles", "--size", "750"], "--size must look like WxH in pixels"),
        (["bench", "tiles", "--target-fps", "30"], "--target-fps needs --ramp"),
        (["bench", "tiles", "--ramp", "--target-fps", "0"], "--target-fps must be positive"),
        (["bench", "tiles", "--jobs", "0"], "--jobs must be an integer"),
        (["bench", "tiles", "--runs", "0"], "--runs must be an integer"),
        (["bench", "tiles", "extra"], "unexpected argument 'extra'"),
    ])
    func badInputExitsTwo(args: [String], expected: String) {
        let out = StringSink(), err = StringSink()
        #expect(Flipbook.run(args, stdout: out, stderr: err) == 2)
        #expect(err.text.contains(expected), "\(err.text)")
    }

    /// Odd and even grids alike: one copy per cell, covering the canvas,
    /// and the same display list every time the workload is built.
    @Test(arguments: [(16, 28), (1, 1), (2, 2), (7, 11), (40, 23)])
    func workloadBuildsAnyGrid(columns: Int, rows: Int) throws {
        let a = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: 150, pixelHeight: 200)
        let b = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: 150, pixelHeight: 200)
        let listA = try a.presentation(at: 0.5).displayList(scale: 2, canvas: a.size)
        let listB = try b.presentation(at: 0.5).displayList(scale: 2, canvas: b.size)
        #expect(listA == listB)
        #expect(listA.width == 150 && listA.height == 200)
        let instanced = listA.items.compactMap { item -> InstancedItem? in
            if case .instanced(let i) = item { return i }
            return nil
        }
        // Every tile is drawn (the opacity floor), in every frame.
        #expect(instanced.first?.instances.count == columns * rows)
    }

    /// `--tile peer` draws the peers' 48 × 48 tile in every cell: said in
    /// the JSON, and the frame differs from the Chimes one; a tile name
    /// that is not one is a usage error (exit 2).
    @Test func peerTileIsChosenByName() throws {
        let j = try json(flipbook("bench", "tiles", "--grid", "3x2", "--size", "72x48", "--frames", "2", "--runs", "1",
                                  "--tile", "peer", "--backend", "cpu", "--json"))
        #expect(j["tile"] as? String == "peer")
        let chimes = try json(flipbook("bench", "tiles", "--grid", "3x2", "--size", "72x48", "--frames", "2",
                                       "--runs", "1", "--backend", "cpu", "--json"))
        #expect(chimes["tile"] as? String == "chimes")
        let bad = flipbook("bench", "tiles", "--tile", "square", "--frames", "1", "--runs", "1", "--backend", "cpu")
        #expect(bad.status == 2 && bad.err.contains("--tile must be chimes, peer or framed, got 'square'"), "\(bad.err)")
        let frames = try [TileGridWorkload.Tile.chimes, .peer].map { tile in
            let scene = try TileGridWorkload.make(columns: 3, rows: 2, pixelWidth: 72, pixelHeight: 48, tile: tile)
            return try CPURenderer().render(try scene.presentation(at: 0.5).displayList(scale: 2, canvas: scene.size))
        }
        #expect(frames[0].pixels != frames[1].pixels)
    }

    /// `--tile framed` (what `GroupThroughput`, a print-only GPU test, once
    /// measured): each tile is its image and a border, two template items,
    /// so a translucent tile is an offscreen group; the other tiles are one
    /// image.
    @Test(arguments: [(TileGridWorkload.Tile.framed, 2), (.chimes, 1), (.peer, 1)])
    func framedTilesAreTwoItems(tile: TileGridWorkload.Tile, items: Int) throws {
        let scene = try TileGridWorkload.make(columns: 4, rows: 3, pixelWidth: 96, pixelHeight: 72, tile: tile)
        let list = try scene.presentation(at: 0.7).displayList(scale: 2, canvas: scene.size)
        func templates(_ items: [DisplayItem]) -> [Int] {
            items.flatMap { item -> [Int] in
                switch item {
                case .instanced(let grid): return [grid.template.count]
                case .group(let group): return templates(group.items)
                default: return []
                }
            }
        }
        #expect(templates(list.items) == [items])
        let j = try json(flipbook("bench", "tiles", "--grid", "4x3", "--size", "96x72", "--frames", "2", "--runs", "1",
                                  "--tile", tile.rawValue, "--backend", "gpu", "--json"))
        #expect(j["tile"] as? String == tile.rawValue)
        #expect(j["tiles"] as? Int == 12)
    }

    /// The peers' tile (`make_tile_rgba`, premultiplied): transparent
    /// margins and rounded corners, an opaque white dot at the center, an
    /// opaque gradient from light at the top to dark at the bottom between
    /// them, and a left-right mirror image of itself.
    @Test func peerTileIsTheRoundedSquareWithItsDot() {
        let tile = PeerTile.image(), n = PeerTile.side
        #expect(tile.width == n && tile.height == n)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(tile.pixels[(4 * (y * n + x))..<(4 * (y * n + x) + 4)]) }
        for (x, y) in [(0, 0), (1, 24), (24, 1), (47, 47), (2, 2), (45, 3)] {
            #expect(pixel(x, y) == [0, 0, 0, 0], "(\(x), \(y))")
        }
        #expect(pixel(24, 24) == [255, 255, 255, 255] && pixel(23, 23) == [255, 255, 255, 255])
        let upper = pixel(24, 6), lower = pixel(24, 41)
        #expect(upper[3] == 255 && lower[3] == 255)
        #expect((0..<3).allSatisfy { upper[$0] > lower[$0] }, "\(upper) over \(lower)")
        for y in 0..<n {
            for x in 0..<(n / 2) {
                #expect(pixel(x, y) == pixel(n - 1 - x, y), "(\(x), \(y))")
            }
        }
    }

    @Test func workloadRejectsBadGrids() {
        #expect(throws: SceneParameterError.self) {
            try TileGridWorkload.make(columns: 0, rows: 3, pixelWidth: 10, pixelHeight: 10)
        }
        #expect(throws: SceneParameterError.self) {
            try TileGridWorkload.make(columns: 3, rows: 3, pixelWidth: 0, pixelHeight: 10)
        }
    }
}
