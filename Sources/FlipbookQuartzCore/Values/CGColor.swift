import Geometry

/// Core Graphics' immutable color: straight (non-premultiplied) sRGB
/// components, each normally in 0…1 and stored as given (values outside
/// are kept, as an extended-range color would keep them).
///
/// A color remembers whether it was made as gray (two components: white
/// level, alpha) or as RGB (four: red, green, blue, alpha), because Core
/// Graphics reports them that way; gray is drawn as the sRGB gray with
/// equal red, green and blue. Generic RGB and generic gray are treated as
/// sRGB: there is no color management.
public final class CGColor: Equatable, Sendable {
    /// The components in Core Graphics' order, alpha last.
    private let storage: [CGFloat]

    private init(storage: [CGFloat]) {
        self.storage = storage
    }

    /// An RGB color from straight red, green, blue and alpha in 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: [red, green, blue, alpha])
    }

    /// An RGB color in the sRGB space from straight components in 0…1;
    /// the same color as `init(red:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: [red, green, blue, alpha])
    }

    /// A gray color: `gray` is the white level in 0…1 (0 black, 1 white),
    /// `alpha` the opacity in 0…1. Two components.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(storage: [gray, alpha])
    }

    /// Opaque black, a gray color (components `[0, 1]`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, a gray color (components `[1, 1]`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, a gray color (components `[0, 0]`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components, alpha last: `[gray, alpha]` for a gray color,
    /// `[red, green, blue, alpha]` for an RGB one. Never nil here (optional
    /// as in Core Graphics).
    public var components: [CGFloat]? { storage }

    /// How many components `components` holds: 2 (gray) or 4 (RGB).
    public var numberOfComponents: Int { storage.count }

    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: CGFloat { storage[storage.count - 1] }

    /// The same color with its alpha replaced by `alpha` (0…1), in the
    /// same gray or RGB form. Never nil here (optional as in Core Graphics).
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(storage: storage.dropLast() + [alpha])
    }

    /// True when both are gray or both RGB and every component is equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.storage == rhs.storage
    }

    /// The color as the model's straight sRGB value (a gray level goes to
    /// red, green and blue alike).
    package var model: Color {
        if storage.count == 2 {
            let gray = Double(storage[0])
            return Color(red: gray, green: gray, blue: gray, alpha: Double(storage[1]))
        }
        return Color(red: Double(storage[0]), green: Double(storage[1]), blue: Double(storage[2]),
                     alpha: Double(storage[3]))
    }

    /// An RGB color with the model's four components.
    package convenience init(_ model: Color) {
        self.init(storage: [CGFloat(model.red), CGFloat(model.green), CGFloat(model.blue), CGFloat(model.alpha)])
    }
}
