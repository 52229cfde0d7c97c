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
/// The port first showed three differences, and the built-in scene was
/// corrected for each (it had reconstructed what the tutorial's code states):
/// - Start: the built-in scene started the splash one cycle before scene
///   time 0; the tutorial starts it at launch, so for its first 0.35 s the
///   outer tiles show Core Animation's backwards fill. The built-in scene
///   now starts at 0 too and loops from 3 s (`FuberScene.loopStart`).
/// - Label: the built-in scene faded the center tile's image and its
///   "F BER" label separately (a level apart under the label while
///   translucent); in the tutorial the label is a subview of the center
///   TileView, and the built-in scene now builds it so.
/// - Control points: `CAMediaTimingFunction(controlPoints:)` takes Floats;
///   the built-in scene had Doubles (values 3e-8 apart, pixels a level).
///   It now uses `TimingFunction(controlPoints:)` with Floats.
@Suite(.serialized) struct FuberPortTests {
    /// The tutorial's code run on the scene clock as the app runs it: the
    /// storyboard's RootContainerViewController and its viewDidLoad (UIKit's
    /// layout pass runs at the end of the turn); recorded with the built-in
    /// scene's name, canvas and loop.
    static func recordPort() throws -> Scene {
        let builtIn = try PortComparison.builtIn("fuber")
        return try FlipbookScene.record(name: builtIn.name, size: CGSize(builtIn.size), duration: builtIn.loopDuration,
                                        loopStart: builtIn.loopStart) { root in
            let rootContainer = FuberPort.RootContainerViewController()
            root.addSublayer(rootContainer.view.layer)
            rootContainer.viewDidLoad()
        }
    }

    /// The largest ripple delay, seconds: the corner tiles', 0.0006666 s/pt
    /// × their 524.8 pt from the center tile.
    static let lastRippleStart = FuberScene.rippleDelayMultiplier * (270.0 * 270 + 450 * 450).squareRoot()

    /// Times in the first cycle: three while outer tiles still hold their
    /// backwards fill (before `lastRippleStart`), and three after.
    static let firstCycleTimes = [0.0, 0.12, 0.24, 0.5, 1.5, 2.9]

    @Test func recordsAsTheBuiltInSceneIsDeclared() throws {
        let port = try Self.recordPort()
        #expect(port.name == "fuber" && port.size == FuberScene.canvas)
        #expect(port.loopStart == 3 && port.loopDuration == 3)
        #expect(Self.lastRippleStart > 0.34 && Self.lastRippleStart < 0.36)
    }

    /// The loop: 25 times from 3 s, the same bytes.
    @Test func framesEqualTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        #expect(try PortComparison.firstDifference(port: port, builtIn: builtIn, scale: 1, count: 25) == nil)
    }

    /// The first cycle, from the launch: while the outer tiles hold their
    /// backwards fill (all at one opacity) and after, the same bytes.
    @Test func theFirstCycleEqualsTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        let held = try Self.tiles(of: port, at: 0).dropLast().map(\.opacity)
        #expect(held.count == 76 && Set(held).count == 1, "every outer tile holds one opacity: \(Set(held))")
        for t in Self.firstCycleTimes {
            #expect(try Self.frame(port, at: t) == Self.frame(builtIn, at: t), "frames differ at \(t) s")
        }
    }

    /// Every layer shows exactly what the built-in scene's shows, in the
    /// first cycle and over the loop: the 77 tiles (opacity, position with
    /// the ripple push, scale), the container's zoom, the grid view, the
    /// label (glyphs, size, place in the center tile) and the U logo's
    /// view, mask and three layers, hidden flags included (the mask, a
    /// CALayer that is no layer's sublayer, must show).
    @Test func presentedValuesEqualTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("fuber")
        for t in Self.firstCycleTimes + PortComparison.times(of: builtIn) {
            let p = try port.presentation(at: t).root, b = try builtIn.presentation(at: t).root

            let portTiles = try Self.tiles(of: port, at: t), builtInTiles = try Self.tiles(of: builtIn, at: t)
            try #require(portTiles.count == 77 && builtInTiles.count == 77)
            for (index, (a, c)) in zip(portTiles, builtInTiles).enumerated() {
                #expect(a.opacity == c.opacity && a.transform == c.transform, "tile \(index) at \(t) s")
                // The tutorial's additive position keyframes interpolate the
                // push as offset + (0 − offset)·f, the instanced grid as
                // (1 − f)·offset: an ulp apart on the way back.
                #expect(Self.distance(a.position, c.position) < 1e-12, "tile \(index) position at \(t) s")
            }

            let portGrid = try #require(p.first { $0.sublayers.first?.sublayers.count == 77 })
            let builtInGrid = try #require(b.first { $0.name == "tileGridView" })
            Self.expectSameValues(portGrid, builtInGrid, "tileGridView", at: t)
            Self.expectSameValues(portGrid.sublayers[0], builtInGrid.sublayers[0], "containerView", at: t)

            let portLabel = try #require(p.first { ($0.model as? TextLayer)?.string == "F         BER" })
            let builtInLabel = try #require(b.first { $0.name == "logoLabel" })
            #expect((portLabel.model as? TextLayer)?.glyphs == (builtInLabel.model as? TextLayer)?.glyphs)
            #expect(portLabel.rect("bounds") == builtInLabel.rect("bounds"))
            // UILabel is a view holding the text layer; its layer is placed as the built-in label.
            let portLabelView = try #require(p.first { $0.sublayers.first === portLabel })
            #expect(portLabelView.point("position") == builtInLabel.point("position"), "label center at \(t)")
            #expect(portLabelView.rect("bounds").size == builtInLabel.rect("bounds").size)

            let portLogo = try #require(p.first { $0.mask != nil && $0.sublayers.count == 3 })
            let builtInLogo = try #require(b.first { $0.name == "animatedULogoView" })
            Self.expectSameValues(portLogo, builtInLogo, "animatedULogoView", at: t)
            if let portMask = portLogo.mask, let builtInMask = builtInLogo.mask {
                Self.expectSameValues(portMask, builtInMask, "maskLayer", at: t)
            } else {
                Issue.record("a logo without its mask")
            }
            for (a, c) in zip(portLogo.sublayers, builtInLogo.sublayers) {
                Self.expectSameValues(a, c, c.name, at: t)
            }
        }
    }

    // MARK: Helpers

    /// The tiles in drawing order (row by row, the center tile last): the
    /// built-in scene's instances and its centerTileView, or the port's 77
    /// TileView layers.
    static func tiles(of scene: Scene, at t: Double) throws -> [Tile] {
        let root = try scene.presentation(at: t).root
        if let instanced = root.first(where: { $0.name == "tileViews" }),
           let center = root.first(where: { $0.name == "centerTileView" }) {
            return instanced.instances.map { Tile(opacity: $0.opacity, transform: $0.transform, position: $0.position) }
                + [Tile(center)]
        }
        guard let container = root.first(where: { $0.sublayers.count == 77 }) else { return [] }
        return container.sublayers.map(Tile.init)
    }

        /// What a tile shows: its opacity, its transform about its center and
    /// where its center is (ripple push included).
    struct Tile: Equatable {
        var opacity: Double
        var transform: Transform3D
        var position: Point

        init(opacity: Double, transform: Transform3D, position: Point) {
            self.opacity = opacity
            self.transform = transform
            self.position = position
        }

        /// A tile drawn as a layer of its own.
        init(_ layer: PresentedLayer) {
            self.init(opacity: layer.number("opacity", 1), transform: layer.transform("transform"),
                      position: layer.point("position"))
        }
    }

    /// Same presented values, exactly: geometry, paint, stroke, path and
    /// hidden flag.
    static func expectSameValues(_ a: PresentedLayer, _ b: PresentedLayer, _ name: String, at t: Double,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.isHidden == b.isHidden, "\(name) hidden at \(t) s", sourceLocation: sourceLocation)
        for key in ["opacity", "cornerRadius", "borderWidth", "lineWidth", "strokeStart", "strokeEnd"] {
            #expect(a.number(key) == b.number(key), "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        for key in ["position", "anchorPoint"] {
            #expect(a.point(key) == b.point(key), "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        #expect(a.rect("bounds") == b.rect("bounds"), "\(name) bounds at \(t) s", sourceLocation: sourceLocation)
        #expect(a.transform("transform") == b.transform("transform"), "\(name) transform at \(t) s",
                sourceLocation: sourceLocation)
        for key in ["backgroundColor", "fillColor", "strokeColor", "borderColor"] {
            #expect(a.color(key) == b.color(key), "\(name) \(key) at \(t) s", sourceLocation: sourceLocation)
        }
        #expect(a.values["path"] == b.values["path"], "\(name) path", sourceLocation: sourceLocation)
    }

    static func distance(_ a: Point, _ b: Point) -> Double { max(abs(a.x - b.x), abs(a.y - b.y)) }

    static func frame(_ scene: Scene, at t: Double) throws -> Bitmap {
        try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 1, canvas: scene.size))
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
