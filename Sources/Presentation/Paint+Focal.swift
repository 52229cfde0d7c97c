import Geometry

extension Paint {
    /// A radial paint's focal point in the unit space where its ellipse is
    /// the unit circle at the origin: (focal − center) / radii, moved onto
    /// the circle along the line from the center when it lies outside (as
    /// SVG 1.1 moves fx/fy). Nil when there is no focal point to draw: no
    /// `focal`, one at the center, or a degenerate ellipse or point (the
    /// plain radial gradient is drawn then). Both renderers start from it,
    /// so they clamp alike.
    public static func unitFocal(center: Point, radii: Size, focal: Point?) -> Point? {
        guard let focal, focal != center, radii.width != 0, radii.height != 0 else { return nil }
        var f = Point((focal.x - center.x) / radii.width, (focal.y - center.y) / radii.height)
        guard f.x.isFinite, f.y.isFinite else { return nil }
        let length = (f.x * f.x + f.y * f.y).squareRoot()
        if length > 1 { f = Point(f.x / length, f.y / length) }
        return f
    }

    /// The gradient location of the unit-space point (`x`, `y`) for the
    /// unit focal point `f` (|f| ≤ 1): |p − f| over the distance from f to
    /// the unit circle along the ray through p, i.e. the t with
    /// |f + (p − f) / t| = 1. Of the two equivalent closed forms the one
    /// without cancellation is taken (by the sign of f·(p − f)); +∞ where
    /// the ray never meets the circle again (f on the circle, pointing
    /// out), 0 at f itself. gradient.frag.glsl's focalLocation is its twin.
    @inline(__always)
    public static func focalLocation(x: Double, y: Double, focal f: Point) -> Double {
        let dx = x - f.x, dy = y - f.y
        let fd = f.x * dx + f.y * dy, dd = dx * dx + dy * dy
        let a = 1 - (f.x * f.x + f.y * f.y)
        let q = (fd * fd + dd * a).squareRoot()
        if fd > 0 { return a > 0 ? (fd + q) / a : .infinity }
        let denominator = q - fd
        return denominator > 0 ? dd / denominator : (dd == 0 ? 0 : .infinity)
    }
}
