import Geometry
import Layers
import Paths
import Timeline

/// "How To Create an Uber Splash Screen" (raywenderlich.com, 2016): the
/// Fuber splash, a white "U" that sweeps in and collapses over a rippling,
/// zooming grid of Chimes tiles (Sources/Scenes/README.md, Fuber (UIKit);
/// source
/// hqs5678/Fuber-final, first commit).
///
/// Layer tree, as the tutorial builds it (names as in the tutorial):
/// - `root`: RootContainerViewController's white view, holding the
///   (transparent) SplashViewController view's two subviews:
/// - `tileGridView` (full screen, clipsToBounds) → `containerView`
///   (630×990, fuberBlue, centered on screen, "scale" animation:
///   transform.scale 0.75, 0.75, 1, 1 at 0, 0.45, 0.887, 1) → `tileViews`,
///   the 76 outer TileViews as one `InstancedLayer` (template `tileView`,
///   90×90, Chimes contents; per copy: center, timeShift = rippleDelay =
///   0.0006666 s/pt × distance, offset = rippleOffset = 0.025 × (center −
///   center tile's center), the ripple's scale/offset track only on the 44
///   interior ones), then the center TileView `centerTileView` with the
///   `logoLabel` "F         BER" (system font 50 pt, white, centered 31 pt
///   right of the tile's center) as its sublayer, so the two fade as one.
/// - `animatedULogoView` (90×90 at the screen center, anchorPoint (0, 0),
///   mask `maskLayer`) → `circleLayer`, `lineLayer`, `squareLayer`, each with
///   a "looping" CAAnimationGroup (3 s, repeat ∞, beginTime = start,
///   timeOffset 2.1; children per Sources/Scenes/README.md,
///   Fuber (UIKit) › U logo).
/// Every animation keeps the tutorial's values: beginTime = start (the
/// ripple: start + rippleDelay), timeOffset 2.1 (logo) / 1.05 (grid and
/// zoom), fill modes and removedOnCompletion as in the tutorial.
///
/// The tutorial's `CAMediaTimingFunction(controlPoints:)` curves keep the
/// Float control points Core Animation stores.
///
/// RECONSTRUCTION:
/// - Canvas 375×667 pt (iPhone 6/7/8; no size appears in the code).
/// - `start`, the tutorial's `CACurrentMediaTime()` at launch, is scene
///   time 0, as in the app. For its first 0.35 s each tile's ripple has not
///   begun and fillMode backwards holds it 1.05 s into its cycle (the rule
///   in Sources/Timeline/README.md, Timing semantics › Fill modes). The
///   scene's loop is the steady state one cycle later: `loopStart` = 3 s,
///   where logo cycle time c = (t + 2.1) mod 3 and tile cycle time τ = (t −
///   rippleDelay + 1.05) mod 3, and the 3 s loop is seamless.
/// - The tutorial's single "ripple" group (scale, additive position,
///   opacity) is two groups with identical timing on the grid's template:
///   "rippleMotion" (scale and the `instanceOffset` weight 0, 0, 1, 0, 0,
///   which moves a copy by its rippleOffset exactly as the additive position
///   keyframes would) and "ripple" (opacity). The center tile, which holds
///   the label, is not an instance but its own layer `centerTileView` with
///   the tutorial's group, drawn after the grid as
///   `bringSubviewToFront(centerTileView)` leaves it.
/// - The Chimes image is drawn procedurally (`ChimesTile`) at @2x.
/// - The system font resolves through Text's fallback chain (DejaVu Sans on
///   a machine without San Francisco); the 31 pt offset is kept.
public enum FuberScene {
    public static let name = "fuber"
    public static let summary = "raywenderlich's Fuber (Uber) splash: the sweeping U over a rippling, zooming Chimes tile grid"

    /// Canvas in points (RECONSTRUCTION: iPhone 6/7/8).
    public static let canvas = Size(375, 667)
    /// kAnimationDuration: one cycle of every animation, seconds.
    public static let animationDuration = 3.0
    /// kAnimationDurationDelay: the collapse at the end of a logo cycle, seconds.
    public static let animationDurationDelay = 0.5
    /// kAnimationTimeOffset: the grid's and zoom's timeOffset, 0.35 × 3 s.
    public static let animationTimeOffset = 0.35 * animationDuration
    /// startTimeOffset: the logo groups' timeOffset, 0.7 × 3 s.
    public static let startTimeOffset = 0.7 * animationDuration
    /// `CACurrentMediaTime()` at startAnimating, in scene seconds: the
    /// app's launch.
    public static let startTime = 0.0
    /// Where the default frames start, seconds (RECONSTRUCTION, see the
    /// type's documentation): one cycle in, every tile rippling.
    public static let loopStart = animationDuration
    /// kRippleDelayMultiplier: seconds of ripple delay per point of distance.
    public static let rippleDelayMultiplier = 0.0006666
    /// kRippleMagnitudeMultiplier: points of ripple push per point of distance.
    public static let rippleMagnitudeMultiplier = 0.025
    /// UIColor.fuberBlue(): RGB (15, 78, 101).
    public static let fuberBlue = Color(rgb255: 15, 78, 101)
    /// UIColor.fuberLightBlue(): RGB (77, 181, 217), the Chimes lines.
    public static let fuberLightBlue = Color(rgb255: 77, 181, 217)
    /// Tiles across and down: ceil((630 − 45) / 90) and ceil((990 − 45) / 90).
    public static let gridColumns = 7, gridRows = 11
    /// Largest grid side accepted by the parameters: 255 tiles (23 kpt), far
    /// beyond any screen, keeps a scene at most ~65 000 instances.
    public static let maximumGridSide = 255

    /// The scene's entry in `BuiltInScenes`.
    public static let entry = BuiltInScene(name: name, summary: summary, parameters: parameters) { try make($0) }

    /// The documented knobs.
    public static let parameters = [
        SceneParameter("gridColumns", .integer, default: "\(gridColumns)",
                       "tiles across the container (odd, 3…\(maximumGridSide)); the container is 90 pt per tile"),
        SceneParameter("gridRows", .integer, default: "\(gridRows)",
                       "tiles down the container (odd, 3…\(maximumGridSide))"),
        SceneParameter("rippleDelayMultiplier", .number, default: "\(rippleDelayMultiplier)",
                       "seconds of ripple delay per point of distance from the center tile (≥ 0)"),
        SceneParameter("rippleMagnitudeMultiplier", .number, default: "\(rippleMagnitudeMultiplier)",
                       "points a tile is pushed outwards per point of distance from the center tile"),
        SceneParameter("fuberBlue", .color, default: "#0F4E65", "container, line and square color"),
        SceneParameter("fuberLightBlue", .color, default: "#4DB5D9", "color of the Chimes tile lines"),
    ]

    /// The scene with every parameter at its default.
    public static func make() throws -> Scene { try entry.make() }

    /// The scene with `parameters` (see `FuberScene.parameters`).
    /// - Throws: `SceneParameterError` for an even or out-of-range grid or a
    ///   negative delay multiplier; `TextError` when no font is installed.
    public static func make(_ parameters: SceneParameters) throws -> Scene {
        let columns = parameters.integer("gridColumns"), rows = parameters.integer("gridRows")
        for (label, n) in [("gridColumns", columns), ("gridRows", rows)]
        where n < 3 || n > maximumGridSide || n % 2 == 0 {
            throw SceneParameterError("\(label) must be odd and in 3…\(maximumGridSide), got \(n)")
        }
        let delay = parameters.number("rippleDelayMultiplier")
        guard delay >= 0 else { throw SceneParameterError("rippleDelayMultiplier must not be negative") }
        let blue = parameters.color("fuberBlue")

        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: canvas)
        root.backgroundColor = .white

        let tiles = FuberTileGrid.tiles(columns: columns, rows: rows, rippleDelayMultiplier: delay,
                                        rippleMagnitudeMultiplier: parameters.number("rippleMagnitudeMultiplier"))
        let chimes = try ChimesTile.image(color: parameters.color("fuberLightBlue"))
        root.addSublayer(FuberTileGrid.makeView(screen: canvas, beginTime: startTime, tiles: tiles, columns: columns,
                                                rows: rows, chimes: chimes, label: try FuberTileGrid.makeLabel(),
                                                fuberBlue: blue))
        root.addSublayer(FuberLogo.makeView(center: Point(canvas.width / 2, canvas.height / 2),
                                            beginTime: startTime, fuberBlue: blue))
        return Scene(name: name, summary: summary, size: canvas, loopDuration: animationDuration, loopStart: loopStart,
                     root: root)
    }
}
