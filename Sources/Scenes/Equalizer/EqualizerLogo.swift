import Foundation
import Geometry
import Layers
import Paths

/// The play-button logo printed on the equalizer's LaunchImage4.png
/// (Sources/Scenes/README.md, Equalizer › Equalizer background), redrawn
/// as vectors in screen points of the 320×568
/// canvas: an orange rounded triangle pointing right, centered on the
/// screen, with a white "m"-like mark filling its lower-right part.
///
/// RECONSTRUCTION: the design file is lost; every number below is derived
/// from the measurements of the @2x image, as each comment says.
enum EqualizerLogo {
    /// Measured fill of the triangle, #FF9140.
    static let color = Color(rgb255: 255, 145, 64)
    /// Measured corner rounding of the triangle, points.
    static let cornerRadius = 5.0
    /// The triangle's vertical left edge, points: measured at x ≈ 125.5
    /// with the box starting at 124.5, so the middle of the two.
    static let leftX = 125.0
    /// The axis of the logo, points: the screen's vertical center (the
    /// measured apex is at y = 284).
    static let axisY = 284.0
    /// Width and half height of the sharp triangle, points. Solved so that,
    /// once each corner is rounded with `cornerRadius`, the shape's box is
    /// x 125…195 and y 244.75…323.25 (the measured 245…323.5, centered on
    /// the axis): rightmost x = leftX + w − r·√(w²+h²)/h + r = 195 and
    /// topmost y = axisY − h + r·(√(w²+h²)+h)/w − r = 244.75.
    static let width = 75.086, halfHeight = 42.861

    static var topLeft: Point { Point(leftX, axisY - halfHeight) }
    static var bottomLeft: Point { Point(leftX, axisY + halfHeight) }
    static var apex: Point { Point(leftX + width, axisY) }
    /// dy/dx of the upper edge (its mirror, the lower edge, has −slope).
    static var slope: Double { halfHeight / width }

    /// The rounded triangle, clockwise on screen.
    static func trianglePath() -> Path {
        roundedPolygon([topLeft, apex, bottomLeft], radius: cornerRadius)
    }

    /// y of the triangle's lower edge at `x`, points.
    static func lowerEdgeY(_ x: Double) -> Double { bottomLeft.y - slope * (x - leftX) }

    /// The white mark, clockwise on screen: a vertical stem at x = 146.5
    /// (measured) rising to a rounded shoulder, two humps whose tops sit at
    /// y ≈ 282.5 (measured) and slope down to the right parallel to the
    /// upper edge, a notch at (163.5, 289) between them (measured), and
    /// the triangle's straight lower edge as its lower-right boundary, so
    /// the white fills that corner. The shoulders' 3.5–4 pt roundings are
    /// read off the image's soft hump tops.
    static func markPath() -> Path {
        let stemX = 146.5
        // Each hump's sloping top starts 4 pt right of its shoulder, with
        // the shoulder's control 0.5 pt above it, so that the rounded
        // crest peaks at y ≈ 282.55 (measured 282.5).
        let crestY = 282.6, hump1 = Point(stemX + 4, crestY), hump2 = Point(169.5, crestY)
        func onSlope(from p: Point, toX x: Double) -> Point { Point(x, p.y + slope * (x - p.x)) }
        // Where the second hump's slope meets the lower edge.
        let meetX = (lowerEdgeY(0) - hump2.y + slope * hump2.x) / (2 * slope)
        var path = Path()
        path.move(to: Point(stemX, lowerEdgeY(stemX)))
        path.line(to: Point(stemX, 286.5))
        path.quad(to: hump1, control: Point(stemX, crestY - 0.5))
        path.line(to: onSlope(from: hump1, toX: 161))
        // The notch: down to its lowest point, then up the second hump.
        path.quad(to: Point(164.5, 287.5), control: Point(163.5, 290.5))
        path.quad(to: hump2, control: Point(165.5, crestY - 0.5))
        path.line(to: onSlope(from: hump2, toX: meetX))
        path.close()
        return path
    }

    /// The logo's layers, drawn in order over the background: `logoShadow`
    /// and `logo` (the triangle, in `color`), whose sublayers are
    /// `logoMarkShadow` and `logoMark` (white). Paths are in the
    /// superlayer's coordinates (zero bounds at position 0).
    ///
    /// RECONSTRUCTION of the image's "very subtle dark drop shadow": Flipbook
    /// layers have no blurred shadow, so each shape gets a copy 1 pt lower in
    /// black at 20 % alpha beneath it.
    static func makeLayers() -> [Layer] {
        let logoShadow = shadow(of: trianglePath(), name: "logoShadow")
        let logo = ShapeLayer()
        logo.name = "logo"
        logo.path = trianglePath()
        logo.fillColor = color
        logo.addSublayer(shadow(of: markPath(), name: "logoMarkShadow"))
        let mark = ShapeLayer()
        mark.name = "logoMark"
        mark.path = markPath()
        mark.fillColor = .white
        logo.addSublayer(mark)
        return [logoShadow, logo]
    }

    /// Shadow offset, points: one point down reads as a soft lift at @2x.
    static let shadowOffset = 1.0
    /// Shadow alpha: "very subtle" on the dark purple.
    static let shadowAlpha = 0.2

    private static func shadow(of path: Path, name: String) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = name
        layer.path = path
        layer.fillColor = Color.black.withOpacity(shadowAlpha)
        layer.position = Point(0, shadowOffset)
        return layer
    }

    /// A convex polygon listed clockwise on screen with every corner
    /// replaced by a circular arc of `radius` tangent to both edges.
    static func roundedPolygon(_ vertices: [Point], radius: Double) -> Path {
        var path = Path()
        let n = vertices.count
        for i in 0..<n {
            let v = vertices[i], previous = vertices[(i + n - 1) % n], next = vertices[(i + 1) % n]
            let toPrevious = (previous - v) / (previous - v).length, toNext = (next - v) / (next - v).length
            let halfAngle = acos(max(-1, min(1, toPrevious.dot(toNext)))) / 2
            let bisector = (toPrevious + toNext) / (toPrevious + toNext).length
            let center = v + bisector * (radius / sin(halfAngle))
            let along = radius / tan(halfAngle)
            let start = v + toPrevious * along, end = v + toNext * along
            path.addArc(center: center, radius: radius, startAngle: atan2(start.y - center.y, start.x - center.x),
                        endAngle: atan2(end.y - center.y, end.x - center.x), clockwise: true)
        }
        path.close()
        return path
    }
}
