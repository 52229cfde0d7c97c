import Geometry
import Paths

/// A value of an animatable property, as it appears in animations and in
/// the presentation tree.
public enum AnimatableValue: Sendable, Hashable {
    /// opacity, cornerRadius, lineWidth, strokeEnd, transform.scale, …
    case number(Double)
    /// position, anchorPoint, gradient startPoint/endPoint (points or unit).
    case point(Point)
    /// bounds.size
    case size(Size)
    /// bounds
    case rect(Rect)
    /// backgroundColor, fillColor, strokeColor, borderColor (straight sRGB).
    case color(Color)
    /// transform
    indirect case transform(Transform3D)
    /// path
    case path(Path)
    /// gradient colors
    case colors([Color])
    /// gradient locations
    case numbers([Double])
    /// hidden (interpolates discretely)
    case bool(Bool)
}
