import Foundation
import Geometry
import Layers
import SceneFile
import Timeline

extension LottieImporting {
    /// The largest highlight length drawn, percent of the radius: 100 %
    /// would put the focal point on the circle, where the gradient
    /// degenerates into a cone; lottie-web and ThorVG draw it at 99 %.
    static let maximumHighlightLength = 99.0

    /// A radial gradient's highlight as the layer's "focalPoint", in the
    /// After Effects reading: the
    /// focal point lies `h` percent (−100…100, clamped to ±99) of the
    /// radius |e − s| from the center s, in the direction of e − s turned
    /// by `a` degrees (clockwise on screen, as y points down), as ThorVG
    /// and lottie-web place it. No highlight (`h` absent, or fixed at 0)
    /// leaves the focal point unset (the center). In the Core Animation
    /// reading it is left unset too: CAGradientLayer has no focal point,
    /// and lottie-ios draws the gradient from its center
    /// (LottieFiles/gradient_shapes's green circle). When any of s, e, h or
    /// a is animated the focal point is sampled at every frame over their
    /// keyframes and joined linearly (it is no linear map of them).
    func gradientFocalPoint(_ item: SceneFileItem, start s: LottieProperty<[Double]>, end e: LottieProperty<[Double]>,
                            unit: ([Double]) -> Point, into layer: GradientLayer) throws {
        guard reading == .afterEffects, let hField = item.field("h") else { return }
        let h = try vectorProperty(hField, default: [0]), a = try vectorProperty(item.field("a"), default: [0])
        guard h.isAnimated || h.modelValue[0, or: 0] != 0 else { return }
        // Two components each (a 3D point's z dropped), so the parts line up.
        let xy = { (p: [Double]) in [p[0, or: 0], p[1, or: 0]] }
        let focal = try sampledEveryFrame([s.map(xy), e.map(xy), h, a], at: item) { v in
            Self.highlightFocalPoint(start: Point(v[0], v[1]), end: Point(v[2], v[3]),
                                     length: v[4, or: 0], angle: v[5, or: 0])
        }
        layer.focalPoint = unit(focal.modelValue)
        try add(focal.animation(keyPath: "focalPoint", framesPerSecond: framesPerSecond) { .point(unit($0)) },
                to: layer, at: item)
    }

    /// The focal point, [x, y] in shape coordinates, of the highlight of
    /// `length` percent and `angle` degrees of the radial gradient from
    /// `start` (center) to `end` (on the circle).
    static func highlightFocalPoint(start: Point, end: Point, length: Double, angle: Double) -> [Double] {
        let dx = end.x - start.x, dy = end.y - start.y
        let radius = (dx * dx + dy * dy).squareRoot()
        let percent = min(max(length, -maximumHighlightLength), maximumHighlightLength)
        let direction = atan2(dy, dx) + angle * .pi / 180
        let distance = percent / 100 * radius
        return [start.x + cos(direction) * distance, start.y + sin(direction) * distance]
    }
}
