import Geometry
import Paths
import Timeline

/// A model layer, as CALayer: geometry, appearance, sublayers and the
/// animations attached to it. Coordinates are points, y down.
///
/// Layers are reference types so scenes read like the Core Animation code
/// they port (`container.addSublayer(bar)`); a scene must not be mutated
/// while it is being evaluated (evaluation only reads it, so concurrent
/// evaluation of one scene at many times is safe).
open class Layer: @unchecked Sendable {
    /// Identifies the layer in dumps and `flipbook inspect` paths.
    /// Default: nil (dumps use the type and index).
    public var name: String?
    /// The layer's own coordinate space. Default: zero rect.
    public var bounds: Rect = .zero
    /// Where the anchor point sits in the superlayer's coordinates.
    /// Default: (0, 0).
    public var position: Point = .zero
    /// The pivot, in unit coordinates of the bounds. Default: (0.5, 0.5).
    public var anchorPoint = Point(0.5, 0.5)
    /// Applied about the anchor point. Default: identity.
    public var transform: Transform3D = .identity
    /// 0…1. Default: 1.
    public var opacity: Double = 1
    /// Default: false.
    public var isHidden = false
    /// Fills the bounds (rounded by `cornerRadius`). Default: nil (none).
    public var backgroundColor: Color?
    /// Rounds background, border and `masksToBounds` clipping, points.
    /// Default: 0.
    public var cornerRadius: Double = 0
    /// Drawn inside the bounds, above contents and sublayers, points.
    /// Default: 0.
    public var borderWidth: Double = 0
    /// Default: opaque black.
    public var borderColor: Color = .black
    /// Clips contents and sublayers to the rounded bounds. Default: false.
    public var masksToBounds = false
    /// Masks this layer and its sublayers, by its alpha (Core Animation)
    /// or as `maskMode` says. Its geometry is in this layer's coordinates.
    /// Default: nil.
    public var mask: Layer?
    /// How `mask`'s pixels keep this layer: by alpha (Core Animation's
    /// only way), inverted alpha, luminance or inverted luminance (Lottie
    /// track mattes). The inverted modes keep what lies outside the mask.
    /// Default: `.alpha`.
    public var maskMode: MaskMode = .alpha
    /// How this layer and its sublayers, composited as one group, mix with
    /// what lies beneath (Core Animation's `compositingFilter`; Lottie's
    /// layer blend modes). Default: `.normal` (source-over).
    public var blendMode: BlendMode = .normal
    /// A premultiplied image drawn into the bounds. Default: nil.
    public var contents: Bitmap?
    /// How `contents` fits the bounds. Default: `.resize`.
    public var contentsGravity: ContentsGravity = .resize
    /// Image pixels per point of `contents` (2 for an @2x asset). Default: 1.
    public var contentsScale: Double = 1
    /// Repeats `contents` at its natural size (pixels / contentsScale)
    /// from the bounds' origin across the bounds, like SwiftUI's
    /// `.resizable(resizingMode: .tile)`. Default: false.
    public var tilesContents = false
    /// Multiplies the colors of this layer and everything beneath it
    /// (background, border, contents, shape, gradient and text colors,
    /// sublayers), component-wise, alpha included; nested tints multiply.
    /// Straight-alpha sRGB components in 0…1. Static: not animatable, and
    /// not applied to the `mask`, whose alpha alone counts. Core
    /// Animation's replicator instance color. Default: nil (none, as white).
    public var tintColor: Color?
    /// The shadow's color (straight-alpha sRGB); its alpha multiplies
    /// `shadowOpacity`. Animatable, like every shadow property (see
    /// `modelValues()`). Default: opaque black.
    public var shadowColor: Color = .black
    /// 0…1; 0 draws no shadow. The shadow is the alpha of everything the
    /// layer draws (contents, own content, sublayers, border), blurred,
    /// offset and tinted, drawn beneath it; clip, mask and opacity then
    /// apply to both. Default: 0 (none).
    public var shadowOpacity: Double = 0
    /// How far the shadow lies from the content, in the layer's own
    /// coordinates (points; it turns and scales with the layer).
    /// Default: (0, −3), Core Animation's.
    public var shadowOffset = Size(0, -3)
    /// The blur: the standard deviation of the Gaussian, in points (the
    /// layer's scale applies; device blurs stop at 64 / 3 pixels).
    /// Default: 3.
    public var shadowRadius: Double = 3
    /// The layer's own timing: its sublayers' and animations' time is
    /// `timing.localTime(forParentTime:)`. Default: identity timing.
    public var timing = MediaTiming()
    /// Drawn in order, after this layer's own content.
    public private(set) var sublayers: [Layer] = []
    /// Attached animations in the order they were added.
    public private(set) var animations: [(key: String?, animation: Animation)] = []

    public init() {}

    /// A layer with the given name.
    public convenience init(name: String) {
        self.init()
        self.name = name
    }

    /// The layer's frame in its superlayer, as UIKit computes it when the
    /// transform is the identity: `position − anchorPoint · bounds.size`.
    /// Setting it sets bounds.size and position, keeping the anchor point.
    public var frame: Rect {
        get { Self.frame(bounds: bounds, position: position, anchorPoint: anchorPoint) }
        set {
            bounds.size = newValue.size
            position = Self.position(forFrame: newValue, anchorPoint: anchorPoint)
        }
    }

    /// The frame of a layer with these bounds, position and anchor point
    /// (identity transform): `position − anchorPoint · bounds.size`.
    public static func frame(bounds: Rect, position: Point, anchorPoint: Point) -> Rect {
        Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
             width: bounds.width, height: bounds.height)
    }

    /// The position that puts a layer with `anchorPoint` at `frame`: the
    /// anchor point's place in the frame.
    public static func position(forFrame frame: Rect, anchorPoint: Point) -> Point {
        Point(frame.minX + anchorPoint.x * frame.width, frame.minY + anchorPoint.y * frame.height)
    }

    /// Appends `layer` to the sublayers (drawn above the existing ones).
    public func addSublayer(_ layer: Layer) {
        sublayers.append(layer)
    }

    /// Inserts `layer` at `index` among the sublayers (0 is the bottom).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    }

    /// Removes `layer` from the sublayers (compared by identity); nothing
    /// happens when it is not one of them.
    public func removeSublayer(_ layer: Layer) {
        sublayers.removeAll { $0 === layer }
    }

    /// Attaches an animation. As in Core Animation, adding a second
    /// animation with the same non-nil key replaces the first one.
    public func add(_ animation: Animation, forKey key: String? = nil) {
        if let key, let i = animations.firstIndex(where: { $0.key == key }) {
            animations.remove(at: i)
        }
        animations.append((key, animation))
    }

    /// Removes the animation attached under `key`.
    public func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Removes every attached animation.
    public func removeAllAnimations() {
        animations.removeAll()
    }

    /// The animation attached under `key`, if any.
    public func animation(forKey key: String) -> Animation? {
        animations.first { $0.key == key }?.animation
    }

    /// The layer's type as dumps name it ("layer", "shape", …).
    open var typeName: String { "layer" }

    /// A new layer of this one's type with this type's own properties set
    /// (not `Layer`'s, which `deepCopy()` copies). Every subclass overrides it.
    open func makeEmptyCopy() -> Layer { Layer() }

    /// Every animatable property's model value, keyed by Core Animation
    /// key path. Subclasses add theirs. Nil colors appear as clear.
    /// The shadow's four (`shadowColor`, `shadowOpacity`, `shadowOffset`,
    /// `shadowRadius`) appear only on a layer that casts a shadow or
    /// animates one: most layers have none, and every value costs each
    /// frame's evaluation.
    open func modelValues() -> [String: AnimatableValue] {
        var values: [String: AnimatableValue] = [
            "bounds": .rect(bounds),
            "position": .point(position),
            "anchorPoint": .point(anchorPoint),
            "transform": .transform(transform),
            "opacity": .number(opacity),
            "hidden": .bool(isHidden),
            "backgroundColor": .color(backgroundColor ?? .clear),
            "cornerRadius": .number(cornerRadius),
            "borderWidth": .number(borderWidth),
            "borderColor": .color(borderColor),
        ]
        if shadowOpacity != 0 || animations.contains(where: { $0.animation.animatesShadow }) {
            values.merge(shadowModelValues) { $1 }
        }
        return values
    }

    /// The shadow's four animatable values, which `modelValues()` holds
    /// only where the layer casts or animates a shadow; a reader checking
    /// an animation of them before it is added takes them from here.
    public var shadowModelValues: [String: AnimatableValue] {
        ["shadowColor": .color(shadowColor), "shadowOpacity": .number(shadowOpacity),
         "shadowOffset": .size(shadowOffset), "shadowRadius": .number(shadowRadius)]
    }
}

extension Animation {
    /// Whether it, or a child of its group, animates a shadow property.
    var animatesShadow: Bool {
        if case .group(let children) = kind { return children.contains { $0.animatesShadow } }
        return keyPath?.hasPrefix("shadow") == true
    }
}
