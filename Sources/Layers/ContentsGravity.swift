/// How a layer's contents image is placed in its bounds (CALayer's
/// contentsGravity). Directions are on a y-down screen: `top` is the top
/// edge as the user sees it.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds (Core Animation's default).
    case resize
    /// Scaled to fit inside the bounds, aspect ratio kept, centered.
    case resizeAspect
    /// Scaled to cover the bounds, aspect ratio kept, centered (overflows).
    case resizeAspectFill
    /// Natural size, centered.
    case center
    case top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
