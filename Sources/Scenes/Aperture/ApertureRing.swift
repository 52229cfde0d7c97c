import Foundation
import Geometry
import Layers
import Timeline

/// The launch nib's "Ring" view and its twelve RingSegment image views,
/// and LaunchScreenManager.hideRingSegments() (Sources/Scenes/README.md,
/// Aperture ring › Aperture timing).
enum ApertureRing {
    /// The look of the segment artwork (RECONSTRUCTION, Sources/Scenes/README.md,
    /// Aperture ring › Aperture artwork).
    struct Style {
        /// Gradient color at the ring's center (sRGB).
        var innerColor: Color
        /// Gradient color from `gradientReach` outwards (sRGB).
        var outerColor: Color
        /// The line along each segment's counter-clockwise edge.
        var edgeColor: Color
    }

    /// Where the gradient reaches `outerColor`, in half sides of the ring:
    /// 0.6 (538 pt) lies just beyond the screen's corners (≤ 493 pt from
    /// the center), so the launch screen shows the whole light-to-dark
    /// sweep, and the segments' darker outer parts slide in as they leave.
    static let gradientReach = 0.6
    /// Visible width of the edge line, points: the article's 2–3 px at
    /// the 1792 px design canvas, which the ring shows at 1 px per point.
    static let edgeLineWidth = 2.5

    /// The "Ring" view: a square of side 2 × the screen height, centered
    /// on the screen of size `screen`, holding `ringSegment1`…`ringSegment12`.
    static func make(screen: Size, style: Style) -> Layer {
        let side = 2 * screen.height
        let ring = Layer(name: "ring")
        ring.frame = Rect(x: (screen.width - side) / 2, y: (screen.height - side) / 2, width: side, height: side)
        for number in 1...12 {
            ring.addSublayer(makeSegment(ApertureRingSegment(side: side, number: number), style: style))
        }
        return ring
    }

    /// RingSegmentN: an image view filling the ring. The image is the
    /// wedge cut out of the square canvas, so the layer clips to its bounds
    /// (the picture ends at the canvas edge, which the article's 2× canvas
    /// keeps off screen) and is masked by the wedge; inside, a radial
    /// gradient lighter toward the center and the edge line, stroked at
    /// twice `edgeLineWidth` on the wedge's boundary so that the mask keeps
    /// the inner half.
    static func makeSegment(_ segment: ApertureRingSegment, style: Style) -> Layer {
        let bounds = Rect(x: 0, y: 0, width: segment.side, height: segment.side)
        let view = Layer(name: "ringSegment\(segment.number)")
        view.frame = bounds
        view.masksToBounds = true

        let wedge = ShapeLayer()
        wedge.name = "wedge"
        wedge.path = segment.wedgePath
        view.mask = wedge

        let gradient = GradientLayer()
        gradient.name = "gradient"
        gradient.frame = bounds
        gradient.kind = .radial
        gradient.colors = [style.innerColor, style.outerColor]
        gradient.startPoint = Point(0.5, 0.5)
        gradient.endPoint = Point(0.5 + gradientReach / 2, 0.5 + gradientReach / 2)
        view.addSublayer(gradient)

        let edge = ShapeLayer()
        edge.name = "edge"
        edge.path = segment.counterClockwiseEdgePath
        edge.fillColor = nil
        edge.strokeColor = style.edgeColor
        edge.lineWidth = 2 * edgeLineWidth
        view.addSublayer(edge)
        return view
    }

    /// hideRingSegments(), final version: every segment slides
    /// `distanceToMove` = 1.75 × the screen height toward the math angle
    /// 360° − 30°·n + 15° while turning `rotation` radians about its center,
    /// in one linear UIView animation of 1.75·b s after b/1.5 s.
    /// UIKit interpolates the view transform's translation and rotation
    /// separately (Sources/Scenes/README.md, Apple API semantics › UIKit
    /// animation), which `Transform3D` interpolation does.
    static func hideSegments(in ring: Layer, screenHeight: Double, base b: Double, rotation: Double) throws {
        let distanceToMove = screenHeight * 1.75
        for (index, segment) in ring.sublayers.enumerated() {
            let number = index + 1
            let radians = Double(360 - number * 30 + 15) * .pi / 180
            let translationX = cos(radians) * distanceToMove
            let translationY = sin(radians) * distanceToMove * -1
            // identity.translatedBy(x:y:).rotated(by:), as the tutorial
            // writes it: a point is turned first, then moved.
            let transform = AffineTransform.identity.translatedBy(x: translationX, y: translationY)
                .rotated(by: rotation)
            try segment.animate("transform", to: .transform(Transform3D(transform)), at: 0,
                                duration: b * 1.75, delay: b / 1.5, curve: .linear)
        }
    }
}
