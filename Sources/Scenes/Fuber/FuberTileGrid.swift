import Geometry
import Layers
import Paths
import Text
import Timeline

/// TileGridView and TileView of the Fuber splash (Sources/Scenes/README.md,
/// Fuber (UIKit) › Ripple grid): a
/// fuberBlue container of Chimes tiles that fade in, ripple outwards from
/// the center tile and zoom, looping every 3 s. The outer tiles are one
/// `InstancedLayer`; the center tile, which holds the label, is its own
/// layer above them.
///
/// Public building blocks: the tile's side, its opacity and ripple tracks
/// and their group, which the `bench tiles` workload (`TileGridWorkload`,
/// in Sources/Benchmarks) reuses for its grid of any size. Building the
/// scene's own grid stays internal.
public enum FuberTileGrid {
    /// Side of one tile, points: 90, the Chimes image's size.
    public static let tileLength = 90.0

    /// TileView.rippleAnimationKeyTimes: the ripple's scale and offset
    /// keyframes (0, 1.83, 2.1, 2.661, 3.0 s of the 3 s cycle).
    static let rippleAnimationKeyTimes = [0, 0.61, 0.7, 0.887, 1.0]
    /// The opacity keyframes' times, as fractions of the 3 s cycle (0,
    /// 1.83, 2.1, 2.301, 2.85, 3.0 s).
    public static let opacityKeyTimes = [0.0, 0.61, 0.7, 0.767, 0.95, 1.0]
    /// The opacity keyframes, 0…1 at `opacityKeyTimes`: fade in, dip with
    /// the ripple, fade out.
    public static let opacityValues = [0.0, 1.0, 0.45, 0.6, 0.0, 0.0]
    /// The ripple's peak scale (scale keyframes 1, 1, 1.05, 1, 1).
    static let rippleScale = 1.05
    /// T(0.25, 0, 0.2, 1), TileView's `timingFunction` (the tutorial and
    /// three of four copies; one Swift 3 port has 0.15): the curve of the
    /// ripple's middle keyframe segments.
    public static let rippleTimingFunction = TimingFunction(controlPoints: 0.25, 0, 0.2, 1)
    /// The container zoom's curve between 1.35 s and 2.661 s.
    static let zoomTimingFunction = TimingFunction(controlPoints: 0.6, 0.0, 0.15, 1.0)
    /// The label's text: "F", nine spaces (the gap the "U" sits in), "BER".
    static let labelText = "F" + String(repeating: " ", count: 9) + "BER"
    /// UIFont.systemFontOfSize(50)'s name on iOS 9/10 (resolved through
    /// Text's fallback chain where San Francisco is not installed).
    static let labelFontName = ".SFUIDisplay-Regular"
    /// Label font size, points.
    static let labelFontSize = 50.0
    /// The tutorial's hand-tuned shift of the label's center to the right of
    /// the center tile's center, points, so the "U" lands in the gap.
    static let labelOffset = 31.0

    /// Where one tile is and how it ripples.
    struct Tile: Sendable, Hashable {
        var column: Int, row: Int
        /// Tile center in container points.
        var center: Point
        /// Seconds after the grid's beginTime the tile's ripple starts:
        /// rippleDelayMultiplier × distance to the center tile.
        var rippleDelay: Double
        /// The ripple's push, points: rippleMagnitudeMultiplier × (center −
        /// center tile's center), i.e. unit vector × multiplier × distance.
        var rippleOffset: Point
        /// Not on the grid's perimeter: scale and position ripple too.
        var shouldEnableRipple: Bool
    }

    /// The tiles in drawing order (row by row, the center tile last, as
    /// `bringSubviewToFront(centerTileView)` leaves them).
    /// - Parameters: columns and rows of tiles (odd, so that one tile's
    ///   center is the container's center); the ripple multipliers in
    ///   seconds per point and in points per point.
    static func tiles(columns: Int, rows: Int, rippleDelayMultiplier: Double,
                             rippleMagnitudeMultiplier: Double) -> [Tile] {
        let centerTile = Point((Double(columns / 2) + 0.5) * tileLength, (Double(rows / 2) + 0.5) * tileLength)
        var tiles: [Tile] = [], center: Tile?
        for row in 0..<rows {
            for column in 0..<columns {
                let c = Point((Double(column) + 0.5) * tileLength, (Double(row) + 0.5) * tileLength)
                let delta = c - centerTile
                let distance = (delta.x * delta.x + delta.y * delta.y).squareRoot()
                let interior = row > 0 && row < rows - 1 && column > 0 && column < columns - 1
                let tile = Tile(column: column, row: row, center: c, rippleDelay: rippleDelayMultiplier * distance,
                                rippleOffset: delta * rippleMagnitudeMultiplier, shouldEnableRipple: interior)
                if c == centerTile { center = tile } else { tiles.append(tile) }
            }
        }
        return tiles + (center.map { [$0] } ?? [])
    }

    /// TileGridView: a full-screen clipping view whose containerView
    /// (fuberBlue, tiles × 90 pt) is centered on screen, scaled by the zoom
    /// animation, and holds the outer tiles (one `InstancedLayer`) and the
    /// center tile with its label.
    /// - Parameters:
    ///   - screen: the screen size, points.
    ///   - beginTime: the grid's `startAnimatingWithBeginTime` time, seconds.
    ///   - chimes: the tile image (premultiplied, @2x).
    ///   - label: the center tile's label, laid out (see `makeLabel`).
    static func makeView(screen: Size, beginTime: Double, tiles: [Tile], columns: Int, rows: Int,
                                chimes: Bitmap, label: TextLayer, fuberBlue: Color) -> Layer {
        let view = Layer(name: "tileGridView")
        view.frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        view.masksToBounds = true

        let container = Layer(name: "containerView")
        container.frame = Rect(x: 0, y: 0, width: Double(columns) * tileLength, height: Double(rows) * tileLength)
        container.position = Point(screen.width / 2, screen.height / 2)
        container.backgroundColor = fuberBlue
        container.add(zoomAnimation(beginTime: beginTime), forKey: "scale")
        view.addSublayer(container)

        let tileViews = InstancedLayer(template: makeTileTemplate(chimes: chimes, beginTime: beginTime))
        tileViews.name = "tileViews"
        tileViews.frame = Rect(origin: .zero, size: container.bounds.size)
        tileViews.optionalTrackKeys = ["rippleMotion"]
        let outer = tiles.dropLast(), center = tiles[tiles.count - 1]
        tileViews.instances = outer.map {
            LayerInstance(position: $0.center, timeShift: $0.rippleDelay, offset: $0.rippleOffset,
                          optionalTracks: $0.shouldEnableRipple ? 1 : 0)
        }
        container.addSublayer(tileViews)

        container.addSublayer(makeCenterTileView(center, chimes: chimes, label: label, beginTime: beginTime))
        return view
    }

    /// The container's "scale" animation: transform.scale 0.75 → 0.75 →
    /// 1 → 1 at key times 0, 0.45, 0.887, 1, forever, 1.05 s into itself.
    static func zoomAnimation(beginTime: Double) -> Animation {
        Animation(keyPath: "transform.scale",
                  kind: .keyframe(values: [.number(0.75), .number(0.75), .number(1), .number(1)],
                                  keyTimes: [0, 0.45, 0.887, 1],
                                  timingFunctions: [.linear, zoomTimingFunction, .linear], calculationMode: .linear),
                  timing: MediaTiming(beginTime: beginTime, duration: FuberScene.animationDuration,
                                      timeOffset: FuberScene.animationTimeOffset, repeatCount: .infinity),
                  isRemovedOnCompletion: false)
    }

    /// One TileView: 90×90 with the Chimes image (contentsGravity resize),
    /// and its "ripple" group split in two with identical timing, because
    /// instances pick optional tracks per animation key: "rippleMotion"
    /// (scale and the offset weight, interior tiles only) and "ripple"
    /// (opacity, every tile). The tile's rippleDelay is the instance's
    /// timeShift, so the template's groups begin at the grid's beginTime.
    static func makeTileTemplate(chimes: Bitmap, beginTime: Double) -> Layer {
        let tile = Layer(name: "tileView")
        tile.bounds = Rect(origin: .zero, size: ChimesTile.size)
        tile.contents = chimes
        tile.contentsScale = ChimesTile.contentsScale
        let motion = [scaleAnimation(), rippleKeyframes(keyPath: InstancedLayer.instanceOffsetKeyPath,
                                                        values: [0, 0, 1, 0, 0].map { .number($0) })]
        tile.add(rippleGroup(motion, beginTime: beginTime), forKey: "rippleMotion")
        tile.add(rippleGroup([opacityAnimation()], beginTime: beginTime), forKey: "ripple")
        return tile
    }

    /// The center TileView as the tutorial has it: the Chimes image, the
    /// tutorial's full ripple group (rippleDelay 0, rippleOffset zero) and
    /// the label as a sublayer, so tile and label scale about the tile's
    /// center and fade as one.
    static func makeCenterTileView(_ tile: Tile, chimes: Bitmap, label: TextLayer, beginTime: Double) -> Layer {
        let host = Layer(name: "centerTileView")
        host.bounds = Rect(origin: .zero, size: ChimesTile.size)
        host.position = tile.center
        host.contents = chimes
        host.contentsScale = ChimesTile.contentsScale
        let position = rippleKeyframes(keyPath: "position",
                                       values: [.zero, .zero, tile.rippleOffset, .zero, .zero].map { .point($0) },
                                       isAdditive: true)
        host.add(rippleGroup([scaleAnimation(), position, opacityAnimation()], beginTime: beginTime + tile.rippleDelay),
                 forKey: "ripple")
        label.position = Point(tileLength / 2 + labelOffset, tileLength / 2)
        host.addSublayer(label)
        return host
    }

    /// The "F         BER" UILabel: system font 50 pt, white, sized to fit.
    /// - Throws: `TextError` when no font at all is installed.
    static func makeLabel() throws -> TextLayer {
        let label = TextLayer()
        label.name = "logoLabel"
        label.string = labelText
        label.fontName = labelFontName
        label.fontSize = labelFontSize
        label.foregroundColor = .white
        let font = try Font(name: labelFontName, size: labelFontSize)
        label.bounds = Rect(origin: .zero, size: TextLayout.sizeThatFits(labelText, font: font))
        try label.layOutGlyphs()
        return label
    }

    // MARK: TileView.startAnimatingWithDuration

    /// The ripple group of `children`: 3 s, forever, filling backwards, kept
    /// on completion, 1.05 s (kAnimationTimeOffset) into itself.
    /// - Parameter beginTime: when the group starts, seconds in the layer's
    ///   parent's time.
    public static func rippleGroup(_ children: [Animation], beginTime: Double) -> Animation {
        Animation(keyPath: nil, kind: .group(children),
                  timing: MediaTiming(beginTime: beginTime, duration: FuberScene.animationDuration,
                                      timeOffset: FuberScene.animationTimeOffset, repeatCount: .infinity,
                                      fillMode: .backwards),
                  isRemovedOnCompletion: false)
    }

    /// A 3 s keyframe track of `keyPath` through the five `values` on the
    /// ripple key times (0, 0.61, 0.7, 0.887, 1 of the cycle), with the
    /// curves linear, `rippleTimingFunction` twice, linear; additive when
    /// `isAdditive` (default false).
    public static func rippleKeyframes(keyPath: String, values: [AnimatableValue], isAdditive: Bool = false) -> Animation {
        Animation(keyPath: keyPath,
                  kind: .keyframe(values: values, keyTimes: rippleAnimationKeyTimes,
                                  timingFunctions: [.linear, rippleTimingFunction, rippleTimingFunction, .linear],
                                  calculationMode: .linear),
                  timing: MediaTiming(duration: FuberScene.animationDuration), isAdditive: isAdditive)
    }

    /// The ripple's zoom: transform.scale 1, 1, 1.05, 1, 1 on the ripple
    /// key times (`rippleKeyframes`).
    public static func scaleAnimation() -> Animation {
        rippleKeyframes(keyPath: "transform.scale", values: [1, 1, rippleScale, 1, 1].map { .number($0) })
    }

    /// opacity 0, 1, 0.45, 0.6, 0, 0 with easeInEaseOut, T, T, easeOut, linear.
    static func opacityAnimation() -> Animation {
        Animation(keyPath: "opacity",
                  kind: .keyframe(values: opacityValues.map { .number($0) }, keyTimes: opacityKeyTimes,
                                  timingFunctions: [.easeInEaseOut, rippleTimingFunction, rippleTimingFunction,
                                                    .easeOut, .linear],
                                  calculationMode: .linear),
                  timing: MediaTiming(duration: FuberScene.animationDuration))
    }
}
