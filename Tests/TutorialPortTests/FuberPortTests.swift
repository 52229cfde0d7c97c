#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import CPURaster
import Geometry
import Layers
import Presentation
@testable import Scenes
import Testing

/// The Fuber port (FuberPort.swift) against the built-in scene `fuber`.
///
/// Byte-identical frames are out of reach, for three reasons these tests
/// pin down:
/// - RECONSTRUCTION (start): the built-in scene starts the splash one
///   cycle before scene time 0 (`FuberScene.startTime` = −3 s); the
///   tutorial starts it when the app does, `CACurrentMediaTime()` = 0 here.
///   Until a tile's ripple begins (its rippleDelay, up to 0.35 s) the port
///   shows Core Animation's backwards fill (the tile held at 1.05 s into its
///   cycle), the built-in scene the cycle formula, so the frames at 0, 0.12
///   and 0.24 s differ.
/// - RECONSTRUCTION (label): the built-in scene fades the center tile's
///   image and its "F BER" label separately; in the tutorial the label is a
///   subview of the center TileView, so the two fade as one group. While
///   the center tile is translucent the pixels under the label differ by
///   a level.
/// - Float control points: `CAMediaTimingFunction(controlPoints:)` takes
///   Floats (as on iOS), the built-in scene Doubles, so 0.6, 0.15, 0.2,
///   0.35, 0.65, 0.4 and 0.85 differ in the eighth digit; presented values
///   differ by up to 3e-8, and a few pixels by a level while such a curve
///   runs.
/// What holds instead: every layer's presented values from 0.36 s on, the
/// frames within one level from 0.36 s on, and the tile grid drawn as 77
/// TileViews is byte for byte the built-in scene's InstancedLayer wherever
/// the values agree exactly.
@Suite(.serialized) struct FuberPortTests {
    /// The tutorial's code run on the scene clock as the app runs it: the
    /// storyboard's RootContainerViewController, its viewDidLoad, then
    /// UIKit's layout pass; recorded with the built-in scene's name, canvas
    /// and loop.
    static func recordPort() throws -> Scene {
        let builtIn = try PortComparison.builtIn("fuber")
        return try FlipbookScene.record(name: builtIn.name, size: CGSize(builtIn.size), duration: builtIn.loopDuration,
                                        loopStart: builtIn.loopStart) { root in
            let rootContainer = FuberPort.RootContainerViewController()
            root.addSublayer(rootContainer.view.layer)
            rootContainer.viewDidLoad()
            FuberPort.layoutPass(rootContainer.view)
        }
    }

    /// The built-in scene's tree with the splash started at `start` seconds
    /// instead of `FuberScene.startTime` (everything else as `FuberScene.make()`).
    static func builtIn(startedAt start: Double) throws -> Scene {
        let canvas = FuberScene.canvas
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: canvas)
        root.backgroundColor = .white
        let tiles = FuberTileGrid.tiles(columns: FuberScene.gridColumns, rows: FuberScene.gridRows,
                                        rippleDelayMultiplier: FuberScene.rippleDelayMultiplier,
                                        rippleMagnitudeMultiplier: FuberScene.rippleMagnitudeMultiplier)
        root.addSublayer(FuberTileGrid.makeView(screen: canvas, beginTime: start, tiles: tiles,
                                                columns: FuberScene.gridColumns, rows: FuberScene.gridRows,
                                                chimes: try ChimesTile.image(color: FuberScene.fuberLightBlue),
                                                label: try FuberTileGrid.makeLabel(), fuberBlue: FuberScene.fuberBlue))
        root.addSublayer(FuberLogo.makeView(center: Point(canvas.width / 2, canvas.height / 2), beginTime: start,
                                            fuberBlue: FuberScene.fuberBlue))
        return Scene(name: FuberScene.name, summary: FuberScene.summary, size: canvas,
                     loopDuration: FuberScene.animationDuration, root: root)
    }

    /// The largest ripple delay, seconds: the corner tiles', 0.0006666 s/pt
    /// × their 524.8 pt from the center tile.
    static let lastRippleStart = FuberScene.rippleDelayMultiplier * (270.0 * 270 + 450 * 450).squareRoot()

    /// RECONSTRUCTION (start), shown: the first frame already differs. At
    /// 0 s every port tile is held by its group's backwards fill at 1.05 s
    /// into the cycle, so all 77 show one opacity, while the built-in scene's
    /// tiles, a cycle in, differ with their distance from the center.
    @Test func theTutorialsStartDiffersFromTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        #expect(try PortComparison.firstDifference(port: port, builtIn: builtIn, scale: 1, count: 25) == 0)

        let portTiles = try Self.tiles(of: port, at: 0), builtInTiles = try Self.tiles(of: builtIn, at: 0)
        #expect(portTiles.count == 77 && builtInTiles.count == 77)
        let held = portTiles.map(\.opacity)
        #expect(Set(held).count == 1, "every port tile holds one opacity: \(Set(held))")
        // The center tile (delay 0) is the same in both; the corners are not.
        #expect(abs(held[76] - builtInTiles[76].opacity) < 1e-12)
        #expect(abs(held[0] - builtInTiles[0].opacity) > 0.1)
        #expect(Self.lastRippleStart > 0.34 && Self.lastRippleStart < 0.36)
    }

    /// From the moment the last ripple has begun, every layer shows what the
    /// built-in scene's shows: the 77 tiles (opacity, position with the
    /// ripple push, scale), the container's zoom, the grid view, the label
    /// (glyphs, size, place in the center tile) and the U logo's view, mask
    /// and three layers, to 1e-6 (the Float control points), hidden flags
    /// included (the mask, a CALayer that is no layer's sublayer, must show).
    @Test func presentedValuesEqualTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        for t in PortComparison.times(of: builtIn) where t > Self.lastRippleStart {
            let p = try port.presentation(at: t).root, b = try builtIn.presentation(at: t).root

            let portTiles = try Self.tiles(of: port, at: t), builtInTiles = try Self.tiles(of: builtIn, at: t)
            try #require(portTiles.count == builtInTiles.count)
            for (index, (a, c)) in zip(portTiles, builtInTiles).enumerated() {
                #expect(abs(a.opacity - c.opacity) < 1e-6, "tile \(index) opacity at \(t)")
                #expect(Self.distance(a.position, c.position) < 1e-6, "tile \(index) position at \(t)")
                #expect(Self.distance(a.transform, c.transform) < 1e-6, "tile \(index) transform at \(t)")
            }

            let portGrid = try #require(p.first { $0.sublayers.first?.sublayers.count == 77 })
            let builtInGrid = try #require(b.first { $0.name == "tileGridView" })
            Self.expectSameValues(portGrid, builtInGrid, "tileGridView", at: t)
            Self.expectSameValues(portGrid.sublayers[0], builtInGrid.sublayers[0], "containerView", at: t)

            let portLabel = try #require(p.first { ($0.model as? TextLayer)?.string == "F         BER" })
            let builtInLabel = try #require(b.first { $0.name == "logoLabel" })
            #expect((portLabel.model as? TextLayer)?.glyphs == (builtInLabel.model as? TextLayer)?.glyphs)
            #expect(portLabel.rect("bounds") == builtInLabel.rect("bounds"))
            let portLabelView = try #require(p.first { $0.sublayers.first === portLabel })
            #expect(portLabelView.point("position") == builtInLabel.point("position"), "label center at \(t)")
            #expect(portLabelView.rect("bounds").size == builtInLabel.rect("bounds").size)

            let portLogo = try #require(p.first { $0.mask != nil && $0.sublayers.count == 3 })
            let builtInLogo = try #require(b.first { $0.name == "animatedULogoView" })
            Self.expectSameValues(portLogo, builtInLogo, "animatedULogoView", at: t)
            if let portMask = portLogo.mask, let builtInMask = builtInLogo.mask {
                Self.expectSameValues(portMask, builtInMask, "maskLayer", at: t)
            }
            for (a, c) in zip(portLogo.sublayers, builtInLogo.sublayers) {
                Self.expectSameValues(a, c, c.name, at: t)
            }
        }
    }

    /// The frames. From the moment the last ripple has begun every pixel is
    /// within one level of the built-in scene's (the label's fade and the
    /// Float control points). And the grid of 77 TileViews draws exactly
    /// the built-in scene's InstancedLayer: against the built-in tree started
    /// at the tutorial's start (0 s), the frames away from the logo and the
    /// center tile's label (rows 280…390) are the same bytes at every time
    /// where the two agree on every tile's and the container's values bit
    /// for bit (12 of the 25: no Float-rounded curve mid-segment).
    @Test func framesWithinOneLevelAndTheGridByteForByte() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        let startedAtZero = try Self.builtIn(startedAt: 0)
        var exactTimes = 0
        for t in PortComparison.times(of: builtIn) {
            let portFrame = try Self.frame(port, at: t)
            if t > Self.lastRippleStart {
                let difference = Self.largestDifference(portFrame, try Self.frame(builtIn, at: t))
                #expect(difference <= 1, "\(difference) levels apart at \(t) s")
            }
            guard try Self.sameGridValues(port, startedAtZero, at: t) else { continue }
            exactTimes += 1
            let difference = Self.largestDifference(portFrame, try Self.frame(startedAtZero, at: t), skippingRows: 280...390)
            #expect(difference == 0, "the grid differs by \(difference) levels at \(t) s")
        }
        #expect(exactTimes >= 10, "values agreed bit for bit at only \(exactTimes) of 25 times")
    }

    // MARK: Helpers

    /// The tiles as the built-in scene's instances or the port's 77
    /// TileView layers, in drawing order (row by row, the center tile last).
    static func tiles(of scene: Scene, at t: Double) throws -> [Tile] {
        let root = try scene.presentation(at: t).root
        if let instanced = root.first(where: { $0.name == "tileViews" }) {
            return instanced.instances.map { Tile(opacity: $0.opacity, transform: $0.transform, position: $0.position) }
        }
        guard let container = root.first(where: { $0.sublayers.count == 77 }) else { return [] }
        return container.sublayers.map {
            Tile(opacity: $0.number("opacity", 1), transform: $0.transform("transform"), position: $0.point("position"))
        }
    }

    /// What a tile shows: its opacity, its transform about its center and
    /// where its center is (ripple push included).
    struct Tile: Equatable {
        var opacity: Double
        var transform: Transform3D
        var position: Point
    }

    /// Whether every tile and the container show bit-equal values in both.
    static func sameGridValues(_ a: Scene, _ b: Scene, at t: Double) throws -> Bool {
        let containerA = try a.presentation(at: t).root.first { $0.sublayers.count == 77 }
        let containerB = try b.presentation(at: t).root.first { $0.name == "containerView" }
        guard let containerA, let containerB else { return false }
        return try tiles(of: a, at: t) == tiles(of: b, at: t)
            && containerA.transform("transform") == containerB.transform("transform")
            && containerA.point("position") == containerB.point("position")
    }

    /// Same presented values, to 1e-6: geometry, paint, stroke, path and
    /// hidden flag.
    static func expectSameValues(_ a: PresentedLayer, _ b: PresentedLayer, _ name: String, at t: Double,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.isHidden == b.isHidden, "\(name) hidden at \(t) s", sourceLocation: sourceLocation)
        for key in ["opacity", "cornerRadius", "borderWidth", "lineWidth", "strokeStart", "strokeEnd"] {
            #expect(abs(a.number(key) - b.number(key)) < 1e-6, "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        for key in ["position", "anchorPoint"] {
            #expect(distance(a.point(key), b.point(key)) < 1e-6, "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        let boundsA = a.rect("bounds"), boundsB = b.rect("bounds")
        #expect(distance(boundsA.origin, boundsB.origin) < 1e-6
                && distance(Point(boundsA.width, boundsA.height), Point(boundsB.width, boundsB.height)) < 1e-6,
                "\(name) bounds at \(t) s", sourceLocation: sourceLocation)
        #expect(distance(a.transform("transform"), b.transform("transform")) < 1e-6,
                "\(name) transform at \(t) s", sourceLocation: sourceLocation)
        for key in ["backgroundColor", "fillColor", "strokeColor", "borderColor"] {
            let x = a.color(key), y = b.color(key)
            #expect(max(abs(x.red - y.red), abs(x.green - y.green), abs(x.blue - y.blue), abs(x.alpha - y.alpha)) < 1e-6,
                    "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        #expect(a.values["path"] == b.values["path"], "\(name) path", sourceLocation: sourceLocation)
    }

    static func distance(_ a: Point, _ b: Point) -> Double { max(abs(a.x - b.x), abs(a.y - b.y)) }

    static func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
        [a.m11 - b.m11, a.m12 - b.m12, a.m21 - b.m21, a.m22 - b.m22, a.m41 - b.m41, a.m42 - b.m42,
         a.m33 - b.m33, a.m44 - b.m44].map(abs).max() ?? 0
    }

    static func frame(_ scene: Scene, at t: Double) throws -> Bitmap {
        try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 1, canvas: scene.size))
    }

    /// The largest difference of one channel of one pixel, leaving out the
    /// rows `skippingRows`.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap, skippingRows: ClosedRange<Int>? = nil) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var largest = 0
        for y in 0..<a.height where skippingRows?.contains(y) != true {
            let row = y * a.width * 4
            for i in row..<(row + a.width * 4) {
                largest = max(largest, abs(Int(a.pixels[i]) - Int(b.pixels[i])))
            }
        }
        return largest
    }
}

extension PresentedLayer {
    /// The first layer in this subtree, depth first (masks not searched), that `matches`.
    func first(where matches: (PresentedLayer) -> Bool) -> PresentedLayer? {
        if matches(self) { return self }
        for sublayer in sublayers {
            if let found = sublayer.first(where: matches) { return found }
        }
        return nil
    }
}
