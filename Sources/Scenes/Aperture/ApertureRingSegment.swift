import Foundation
import Geometry
import Paths

/// The artwork of one aperture ring segment, drawn procedurally in the
/// coordinates of the square ring canvas (points, y down, origin at the
/// canvas' top-left, the ring's center at (side/2, side/2)).
///
/// RECONSTRUCTION (Sources/Scenes/README.md, Aperture ring › Aperture
/// artwork; the RingSegment PNGs are lost): segment
/// n is a 30° wedge with its apex at the center, its bisector at the math
/// angle 15° − 30°·(n − 1) (counter-clockwise from +x, y up), so segment 1
/// spans 0°…30° and the numbers run clockwise on screen. Both radial edges
/// are the same circular arc, so neighbors interlock exactly (segment n's
/// clockwise edge is segment n + 1's counter-clockwise edge) like the
/// article's "interlocked triangles".
///
/// The arcs bow counter-clockwise, not clockwise as first suggested
/// (Sources/Scenes/README.md, Aperture ring › Aperture artwork, which
/// records this choice), because that is the sense the code's rotation corrects: two
/// neighbors turn alike, so their shared edge only separates by the
/// difference of their translations, which points 120° clockwise of the
/// edge's chord; the −1.95 rad turn swings the edge toward that direction
/// (parallel at 54 % of the motion), and an edge whose inner part leans
/// counter-clockwise gets there sooner: near the apex (leaning ≈ 23°),
/// the seams have closed again when the overlay is removed (a third of
/// the way, 37° turned), which is what
/// "this rotation accounts for the curve in the segment images" asks. A
/// clockwise bow widens the gaps instead.
struct ApertureRingSegment {
    /// Side of the square ring canvas, points (2 × the screen height).
    let side: Double
    /// 1…12, clockwise from 3 o'clock.
    let number: Int

    /// The wedge's angular width: "They must cover 30 degrees" (360 / 12).
    static let wedgeDegrees = 30.0
    /// How far each edge reaches from the center, in half sides: beyond
    /// √2 ≈ 1.414 so the twelve wedges still cover the canvas' corners.
    static let reach = 1.45
    /// Each edge's bow (sagitta) as a fraction of its chord: inside the
    /// 8–12 % of Sources/Scenes/README.md, Aperture ring › Aperture
    /// artwork; it makes the edge leave the apex ≈ 23°
    /// off radial, a visible swirl without thin slivers.
    static let sagittaRatio = 0.1
    /// The bow's sense (see the type's comment): counter-clockwise.
    static let bowsClockwise = false

    /// The ring's center in canvas points.
    var center: Point { Point(side / 2, side / 2) }
    /// Length of each edge's chord, points.
    var edgeLength: Double { Self.reach * side / 2 }

    /// Math angle of the bisector, degrees.
    var bisectorDegrees: Double { 15 - Self.wedgeDegrees * Double(number - 1) }
    /// Math angle of the clockwise edge's chord, degrees.
    var clockwiseEdgeDegrees: Double { bisectorDegrees - Self.wedgeDegrees / 2 }
    /// Math angle of the counter-clockwise edge's chord, degrees.
    var counterClockwiseEdgeDegrees: Double { bisectorDegrees + Self.wedgeDegrees / 2 }

    /// The closed wedge: out along the clockwise edge, around the outer
    /// circle counter-clockwise, back in along the counter-clockwise edge.
    var wedgePath: Path {
        let outward = edgeArc(chordDegrees: clockwiseEdgeDegrees)
        let inward = edgeArc(chordDegrees: counterClockwiseEdgeDegrees)
        var path = Path()
        path.addArc(center: outward.center, radius: outward.radius, startAngle: outward.startAngle,
                    endAngle: outward.endAngle, clockwise: outward.clockwise)
        // Screen angles are the negated math angles (y down).
        path.addArc(center: center, radius: edgeLength, startAngle: -radians(clockwiseEdgeDegrees),
                    endAngle: -radians(counterClockwiseEdgeDegrees), clockwise: false)
        path.addArc(center: inward.center, radius: inward.radius, startAngle: inward.endAngle,
                    endAngle: inward.startAngle, clockwise: !inward.clockwise)
        path.close()
        return path
    }

    /// The counter-clockwise edge alone, from the apex outwards (open), for
    /// the segment's edge line.
    var counterClockwiseEdgePath: Path {
        let arc = edgeArc(chordDegrees: counterClockwiseEdgeDegrees)
        var path = Path()
        path.addArc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
                    clockwise: arc.clockwise)
        return path
    }

    /// A circular arc from the center to the chord's far end, bowing
    /// (in the sense `bowsClockwise` gives) by `sagittaRatio` of the chord. Angles are screen angles
    /// (radians from +x toward +y), as `Path.addArc` takes them.
    struct EdgeArc {
        var center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    }

    func edgeArc(chordDegrees: Double) -> EdgeArc {
        let angle = radians(chordDegrees)
        let direction = Point(cos(angle), -sin(angle))
        // Rotating a direction by +90° on a y-down screen turns it clockwise.
        let bowNormal = Point(-direction.y, direction.x) * (Self.bowsClockwise ? 1 : -1)
        let chord = edgeLength, sagitta = Self.sagittaRatio * chord
        let radius = (chord * chord / 4 + sagitta * sagitta) / (2 * sagitta)
        let end = center + direction * chord
        let arcCenter = center + direction * (chord / 2) + bowNormal * (sagitta - radius)
        let startAngle = atan2(center.y - arcCenter.y, center.x - arcCenter.x)
        let endAngle = atan2(end.y - arcCenter.y, end.x - arcCenter.x)
        // The minor arc: its signed sweep, wrapped into (−π, π], says which way.
        var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep > .pi { sweep -= 2 * .pi } else if sweep <= -.pi { sweep += 2 * .pi }
        return EdgeArc(center: arcCenter, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: sweep > 0)
    }

    private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
