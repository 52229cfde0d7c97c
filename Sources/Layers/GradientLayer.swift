import Geometry
import Timeline

/// A layer filled with a color gradient over its bounds, as CAGradientLayer.
public final class GradientLayer: Layer, @unchecked Sendable {
    /// The gradient's geometry (CAGradientLayerType).
    public enum Kind: String, Sendable, Hashable {
        /// Colors along startPoint → endPoint (default).
        case axial
        /// Colors from startPoint (center) out to the ellipse whose radii
        /// are |endPoint − startPoint| in x and y; from `focalPoint`
        /// when set (an extension of CAGradientLayer).
        case radial
    }

    /// Straight sRGB colors. Default: [].
    public var colors: [Color] = []
    /// Stop locations 0…1, one per color; nil spaces them evenly.
    /// Default: nil.
    public var locations: [Double]?
    /// In unit coordinates of the bounds. Default: (0.5, 0).
    public var startPoint = Point(0.5, 0)
    /// In unit coordinates of the bounds. Default: (0.5, 1).
    public var endPoint = Point(0.5, 1)
    /// Default: `.axial`.
    public var kind: Kind = .axial
    /// Where a radial gradient's location 0 sits (SVG's fx/fy), in unit
    /// coordinates of the bounds; nil: at startPoint, the center. Only
    /// radial gradients use it; a point outside the ellipse is drawn on
    /// its edge. The key path "focalPoint" is animatable only while set
    /// (an extension of CAGradientLayer). Default: nil.
    public var focalPoint: Point?

    public override var typeName: String { "gradient" }

    public override func makeEmptyCopy() -> Layer {
        let copy = GradientLayer()
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        copy.kind = kind
        copy.focalPoint = focalPoint
        return copy
    }

    /// `locations`, or evenly spaced locations when nil.
    public var resolvedLocations: [Double] {
        if let locations, locations.count == colors.count { return locations }
        return Self.evenLocations(count: colors.count)
    }

    /// `count` locations spread evenly over 0…1 (what nil locations mean);
    /// a single color sits at 0.
    public static func evenLocations(count n: Int) -> [Double] {
        n <= 1 ? Array(repeating: 0, count: n) : (0..<n).map { Double($0) / Double(n - 1) }
    }

    public override func modelValues() -> [String: AnimatableValue] {
        var values = super.modelValues()
        values["colors"] = .colors(colors)
        values["locations"] = .numbers(resolvedLocations)
        values["startPoint"] = .point(startPoint)
        values["endPoint"] = .point(endPoint)
        if let focalPoint { values["focalPoint"] = .point(focalPoint) }
        return values
    }
}
