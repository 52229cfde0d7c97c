import Geometry
import Layers
import Paths
import Scenes
import Timeline

/// The tile-grid benchmark workload (`flipbook bench tiles`): the Fuber
/// ripple grid at any tile count, laid out as the peer benchmark (Skia,
/// Cairo, Blend2D, ThorVG and plain OpenGL drawing the same grid, kept
/// beside the repository; `Sources/Benchmarks/README.md`, "Measurements")
/// lays out its grid, with the Fuber logo on top.
///
/// - A full-canvas grid of `columns × rows` square cells of side
///   `max(W / columns, H / rows)` pixels, centered on the canvas (so it covers
///   it), on an opaque fuberBlue background.
/// - Each cell holds one Chimes tile (`ChimesTile`, rasterized at the cell's
///   pixel size, so it is drawn at a scale near 1 with bilinear sampling),
///   or with `Tile.peer` the peers' own 48 × 48 image (`PeerTile`, scaled
///   to the cell as the peers scale it), or with `Tile.framed` the Chimes
///   tile with a white border (an offscreen group a tile),
///   all of them one `InstancedLayer` with the Fuber tile's ripple tracks
///   (`FuberTileGrid`): scale 1 → 1.05 and an outward push along the tile's
///   direction from the center, on the ripple key times and curves. Every
///   tile ripples (any grid size works; there is no center tile).
/// - Per tile, as in the peer benchmark: the ripple starts 0.9 s × (distance
///   to the canvas center / largest such distance) late; the push is 6 px
///   per 48 px of cell; a seeded static jitter of ±2 px per 48 px of cell.
/// - Opacity follows the Fuber tile's keyframes with a floor of 0.35 (the
///   peer benchmark's floor) instead of 0: every tile is drawn, translucent
///   or opaque, in every frame, so every frame does the same amount of work.
/// - On top, the Fuber logo (`FuberLogo`: the white pie, the blue line and
///   square under the collapsing mask) at the canvas center, scaled so its
///   disk's radius is 0.18 × min(W, H), the peers' disk.
package enum TileGridWorkload {
    /// The image every cell shows.
    package enum Tile: String, CaseIterable, Sendable {
        /// The Fuber scene's Chimes tile (a line pattern), rasterized at the
        /// cell's pixel size: the default.
        case chimes
        /// The peer benchmark's 48 × 48 tile (`PeerTile`: a rounded square,
        /// a gradient and a dot), for figures that compare like with like.
        case peer
        /// The Chimes tile with a white border (`framedBorderWidth`): two
        /// items a tile, so every translucent tile is drawn as an offscreen
        /// group, where one image takes its opacity directly. It measures
        /// what groups cost on the grid's load.
        case framed
    }

    /// Name of the workload's scene.
    package static let name = "tiles"
    /// Largest side of a grid, tiles: 4096 keeps a grid at most ~16.7 M
    /// tiles, past anything that renders in interactive time, while `--ramp`
    /// can still reach the peers' largest grid (640×1152).
    package static let maximumSide = 4096
    /// The ripple delay across the grid, seconds: the peers' 0.9 s from the
    /// center to the farthest tile.
    package static let rippleSpread = 0.9
    /// Cell side the peers' pixel figures are given for (48 px cells at the
    /// default grids): the push and jitter scale with cell / 48.
    package static let referenceCell = 48.0
    /// The push at the ripple's peak, pixels per `referenceCell`.
    package static let ripplePush = 6.0
    /// The static jitter's bound, pixels per `referenceCell` (each axis).
    package static let jitter = 2.0
    /// The opacity keyframes: `FuberTileGrid.opacityValues` with 0 raised
    /// to the peers' floor of 0.35.
    package static let opacityValues = FuberTileGrid.opacityValues.map { max($0, 0.35) }
    /// The logo disk's radius as a fraction of the canvas' shorter side
    /// (the peers' R = 0.18 × min(W, H)).
    package static let logoRadiusFraction = 0.18
    /// Seed of the jitter's generator, the peers' seed.
    package static let seed: UInt64 = 1234
    /// When the grid's and logo's animations begin, seconds: one cycle
    /// before 0, so every frame of the loop from 0 is the steady state.
    static let steadyBeginTime = -FuberScene.animationDuration

    /// The workload as a scene of `pixelWidth × pixelHeight` pixels at
    /// `scale` pixels per point (canvas = pixels / scale, in points), looping
    /// every 3 s (`FuberScene.animationDuration`) from time 0, each cell
    /// showing `tile` (default `.chimes`).
    /// - Throws: `SceneParameterError` for a grid side outside
    ///   1…`maximumSide` or an empty canvas; `RenderError` if the tile image
    ///   cannot be rasterized.
    package static func make(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int,
                            scale: Double = 2, tile: Tile = .chimes) throws -> Scene {
        guard (1...maximumSide).contains(columns), (1...maximumSide).contains(rows) else {
            throw SceneParameterError("a tile grid needs 1…\(maximumSide) columns and rows, got \(columns)x\(rows)")
        }
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, scale.isFinite else {
            throw SceneParameterError("a tile grid needs a non-empty canvas, got \(pixelWidth)x\(pixelHeight)")
        }
        let canvas = Size(Double(pixelWidth) / scale, Double(pixelHeight) / scale)
        let cellPixels = max(Double(pixelWidth) / Double(columns), Double(pixelHeight) / Double(rows))
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: canvas)
        root.backgroundColor = FuberScene.fuberBlue
        root.addSublayer(try makeGrid(columns: columns, rows: rows, canvas: canvas, cellPixels: cellPixels,
                                      scale: scale, tile: tile))
        let logo = FuberLogo.makeView(center: Point(canvas.width / 2, canvas.height / 2),
                                      beginTime: steadyBeginTime, fuberBlue: FuberScene.fuberBlue)
        let logoScale = logoRadiusFraction * min(canvas.width, canvas.height) / FuberLogo.radius
        logo.transform = .scale(logoScale, logoScale)
        root.addSublayer(logo)
        return Scene(name: name, summary: "bench tile grid \(columns)x\(rows)", size: canvas,
                     loopDuration: FuberScene.animationDuration, root: root)
    }

    /// The instanced grid in tile units (one cell = `FuberTileGrid.tileLength`
    /// units, the Chimes tile's 90 pt), scaled onto the canvas by the
    /// layer's transform and centered on it.
    static func makeGrid(columns: Int, rows: Int, canvas: Size, cellPixels: Double, scale: Double,
                         tile: Tile) throws -> Layer {
        let unit = FuberTileGrid.tileLength
        // Chimes is rasterized at the cell's pixel size (at least 1 px).
        let image = tile == .peer ? PeerTile.image()
            : try ChimesTile.image(color: FuberScene.fuberLightBlue, scale: max(cellPixels, 1) / unit)
        let grid = InstancedLayer(template: makeTileTemplate(image: image, framed: tile == .framed))
        grid.name = "tileViews"
        grid.bounds = Rect(x: 0, y: 0, width: Double(columns) * unit, height: Double(rows) * unit)
        grid.position = Point(canvas.width / 2, canvas.height / 2)
        let pointsPerUnit = cellPixels / scale / unit
        grid.transform = .scale(pointsPerUnit, pointsPerUnit)
        grid.instances = instances(columns: columns, rows: rows, cellPixels: cellPixels)
        return grid
    }

    /// One copy per cell, row by row, in tile units: center plus jitter,
    /// delay by distance, push along the direction from the grid's center.
    static func instances(columns: Int, rows: Int, cellPixels: Double) -> [LayerInstance] {
        let unit = FuberTileGrid.tileLength
        let center = Point(Double(columns) * unit / 2, Double(rows) * unit / 2)
        // Pixels per referenceCell → tile units: unit / referenceCell.
        let unitsPerReferencePixel = unit / referenceCell
        var random = SplitMix64(seed: seed)
        var farthest = 0.0
        let centers = (0..<rows).flatMap { row in
            (0..<columns).map { column in Point((Double(column) + 0.5) * unit, (Double(row) + 0.5) * unit) }
        }
        for c in centers { farthest = max(farthest, (c - center).length) }
        return centers.map { c in
            let delta = c - center, distance = delta.length
            let direction = distance > 0 ? delta * (1 / distance) : .zero
            let jitter = Point(random.uniform(-jitter, jitter), random.uniform(-jitter, jitter)) * unitsPerReferencePixel
            return LayerInstance(position: c + jitter,
                                 timeShift: farthest > 0 ? rippleSpread * distance / farthest : 0,
                                 offset: direction * (ripplePush * unitsPerReferencePixel), optionalTracks: 0)
        }
    }

    /// The border of a `Tile.framed` tile, units of the 90-unit cell: 2, a
    /// thin white line like the grid's gaps.
    static let framedBorderWidth = 2.0

    /// One tile: `image` over a cell of 90 × 90 units (`framed`: with a
    /// white border), with the Fuber tile's ripple (scale, push) and the
    /// floored opacity track in one group with the Fuber grid's timing.
    static func makeTileTemplate(image: Bitmap, framed: Bool = false) -> Layer {
        let tile = Layer(name: "tileView")
        tile.bounds = Rect(x: 0, y: 0, width: FuberTileGrid.tileLength, height: FuberTileGrid.tileLength)
        tile.contents = image
        if framed {
            tile.borderWidth = framedBorderWidth
            tile.borderColor = .white
        }
        tile.contentsScale = Double(image.width) / FuberTileGrid.tileLength
        let push = FuberTileGrid.rippleKeyframes(keyPath: InstancedLayer.instanceOffsetKeyPath,
                                                 values: [0, 0, 1, 0, 0].map { .number($0) })
        let opacity = Animation(keyPath: "opacity",
                                kind: .keyframe(values: opacityValues.map { .number($0) },
                                                keyTimes: FuberTileGrid.opacityKeyTimes,
                                                timingFunctions: [.easeInEaseOut, FuberTileGrid.rippleTimingFunction,
                                                                  FuberTileGrid.rippleTimingFunction, .easeOut, .linear],
                                                calculationMode: .linear),
                                timing: MediaTiming(duration: FuberScene.animationDuration))
        tile.add(FuberTileGrid.rippleGroup([FuberTileGrid.scaleAnimation(), push, opacity],
                                           beginTime: steadyBeginTime), forKey: "ripple")
        return tile
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so the
/// workload's jitter is the same on every machine and run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `low..<high`, from the top 53 bits.
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * (Double(next() >> 11) / 9_007_199_254_740_992)
    }
}
