import Geometry
import Paths

/// A color gradient: stops at locations 0…1 along the gradient's axis
/// (axial) or radius (radial), colors straight sRGB.
public struct Gradient: Sendable, Hashable {
    /// Stops sorted by location.
    public var stops: [Stop]

    /// One color at one location.
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }
}

/// What fills a shape. Geometry is in the item's local coordinates (the
/// item's `transform` maps it to device pixels).
public enum Paint: Sendable, Hashable {
    /// One color, straight alpha.
    case solid(Color)
    /// Colors along the segment `start` → `end`, constant perpendicular to
    /// it, clamped beyond both ends.
    case axial(Gradient, start: Point, end: Point)
    /// Colors from `center` (location 0) outwards to the ellipse with radii
    /// `radii` (location 1), clamped beyond. With a `focal` point (local
    /// coordinates; nil: the center) location 0 sits there instead, as
    /// SVG's fx/fy: a pixel's location is how far it lies along the ray
    /// from the focal point through it to the ellipse (0 at the focal
    /// point, 1 on the ellipse). A focal point outside the ellipse is moved
    /// onto it along the line from the center.
    case radial(Gradient, center: Point, radii: Size, focal: Point? = nil)
}

/// A shape filled with a paint.
public struct FillItem: Sendable, Hashable {
    /// Outline in local coordinates.
    public var path: Path
    /// Local coordinates → device pixels.
    public var transform: AffineTransform
    public var fillRule: FillRule
    public var paint: Paint

    public init(path: Path, transform: AffineTransform, fillRule: FillRule, paint: Paint) {
        self.path = path
        self.transform = transform
        self.fillRule = fillRule
        self.paint = paint
    }
}

/// A stroked path. Backends build the outline in local coordinates with
/// `Stroker` (so non-uniform transforms stretch the pen as Core Animation
/// does), trim it to `strokeStart…strokeEnd`, then map it to pixels.
public struct StrokeItem: Sendable, Hashable {
    /// Center line in local coordinates.
    public var path: Path
    /// Local coordinates → device pixels.
    public var transform: AffineTransform
    public var style: StrokeStyle
    /// Fraction of the total arc length where the stroke begins (0…1).
    public var strokeStart: Double
    /// Fraction of the total arc length where the stroke ends (0…1).
    public var strokeEnd: Double
    public var paint: Paint

    public init(path: Path, transform: AffineTransform, style: StrokeStyle,
                strokeStart: Double, strokeEnd: Double, paint: Paint) {
        self.path = path
        self.transform = transform
        self.style = style
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        self.paint = paint
    }
}

/// A bitmap drawn into a rectangle, bilinearly sampled.
public struct ImageItem: Sendable, Hashable {
    /// Premultiplied RGBA8 pixels.
    public var image: Bitmap
    /// Where the whole image lands, in local coordinates (contentsGravity
    /// already applied). With `tileSize`, the area the tiles cover.
    public var destination: Rect
    /// When set, the image repeats with this size (local units) from
    /// `destination.origin` across `destination`; nil draws it once.
    public var tileSize: Size?
    /// Local coordinates → device pixels.
    public var transform: AffineTransform
    /// Multiplies the image's alpha (0…1).
    public var opacity: Double

    public init(image: Bitmap, destination: Rect, tileSize: Size?, transform: AffineTransform, opacity: Double) {
        self.image = image
        self.destination = destination
        self.tileSize = tileSize
        self.transform = transform
        self.opacity = opacity
    }
}

/// A clip shape: draw only inside the rounded rectangle.
public struct Clip: Sendable, Hashable {
    /// In local coordinates.
    public var rect: Rect
    /// Circular corner radius in local units; 0 for square corners.
    public var cornerRadius: Double
    /// Local coordinates → device pixels.
    public var transform: AffineTransform

    public init(rect: Rect, cornerRadius: Double, transform: AffineTransform) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.transform = transform
    }

    /// The clip outline in device pixels.
    public var devicePath: Path {
        Path(roundedRect: rect, cornerRadius: cornerRadius).applying(transform)
    }
}

/// Items composited together offscreen, then onto what lies beneath.
public struct GroupItem: Sendable, Hashable {
    public var items: [DisplayItem]
    /// Multiplies the whole group's alpha (0…1). Default: 1.
    public var opacity: Double
    /// Only what lies inside is kept. Default: nil.
    public var clip: Clip?
    /// These items' pixels, read as `maskMode` says, multiply the group's.
    /// Default: nil (no mask).
    public var mask: [DisplayItem]?
    /// How `mask`'s pixels keep the group (its alpha, luminance, or their
    /// complements). Default: `.alpha`.
    public var maskMode: MaskMode
    /// A shadow of the items' alpha drawn beneath them, before clip, mask
    /// and opacity apply to both. Default: nil (none).
    public var shadow: GroupShadow?
    /// How the composited group mixes with the pixels beneath it.
    /// Default: `.normal` (source-over).
    public var blendMode: BlendMode

    public init(items: [DisplayItem], opacity: Double = 1, clip: Clip? = nil, mask: [DisplayItem]? = nil,
                maskMode: MaskMode = .alpha, shadow: GroupShadow? = nil, blendMode: BlendMode = .normal) {
        self.items = items
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.maskMode = maskMode
        self.shadow = shadow
        self.blendMode = blendMode
    }
}

/// One instance of an instanced grid: where it goes and how opaque it is.
public struct InstancePlacement: Sendable, Hashable {
    /// Template coordinates → device pixels.
    public var transform: AffineTransform
    /// Multiplies the instance's alpha (0…1).
    public var opacity: Double

    public init(transform: AffineTransform, opacity: Double) {
        self.transform = transform
        self.opacity = opacity
    }
}

/// Many copies of one template (the Fuber ripple grid), each drawn as a
/// group with its own transform and opacity, in order.
///
/// The copies come either listed (`init(template:instances:)`) or, when
/// the instanced layer's tracks compiled, as an `InstanceGrid`
/// (`init(template:grid:)`): the table, the time and each copy's static
/// data. A backend that evaluates the table itself (the GPU's
/// instanced_image.vert) reads `grid`; `instances` evaluates the grid on
/// the CPU on first use, once per item (copies of the item share it).
public struct InstancedItem: Sendable, Hashable {
    /// The template's items; their transforms map template coordinates to
    /// the instance's own space, before `InstancePlacement.transform`.
    public var template: [DisplayItem]
    /// The copies as the compiled tracks describe them; nil for listed
    /// copies. Setting `instances` drops it.
    public private(set) var grid: InstanceGrid?
    /// The listed copies (empty with a grid).
    private var listed: [InstancePlacement]
    /// The grid's copies once evaluated.
    private var evaluated: InstancePlacementCache?

    /// Every copy that shows (opacity > 0), bottom to top: the listed
    /// ones, or the grid's evaluated on the CPU (on first use).
    public var instances: [InstancePlacement] {
        get {
            guard let grid, let evaluated else { return listed }
            return evaluated.placements { grid.placements() }
        }
        set {
            listed = newValue
            grid = nil
            evaluated = nil
        }
    }

    /// Copies listed one by one.
    public init(template: [DisplayItem], instances: [InstancePlacement]) {
        self.template = template
        listed = instances
        grid = nil
        evaluated = nil
    }

    /// Copies described by `grid`, evaluated only when asked for.
    public init(template: [DisplayItem], grid: InstanceGrid) {
        self.template = template
        listed = []
        self.grid = grid
        evaluated = InstancePlacementCache()
    }

    /// The item with `placement` applied after every copy's transform (a
    /// grid keeps its tracks: its layer-to-device map is extended).
    public func transformed(by placement: AffineTransform) -> InstancedItem {
        if let grid { return InstancedItem(template: template, grid: grid.transformed(by: placement)) }
        return InstancedItem(template: template, instances: listed.map {
            InstancePlacement(transform: $0.transform.concatenating(placement), opacity: $0.opacity)
        })
    }

    /// Equal templates and equal copies (equal grids have equal copies, so
    /// two grids that are equal compare without evaluating).
    public static func == (lhs: InstancedItem, rhs: InstancedItem) -> Bool {
        guard lhs.template == rhs.template else { return false }
        if let a = lhs.grid, let b = rhs.grid, a == b { return true }
        return lhs.instances == rhs.instances
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(instances)
    }
}

/// One drawing command.
public indirect enum DisplayItem: Sendable, Hashable {
    case fill(FillItem)
    case stroke(StrokeItem)
    case image(ImageItem)
    case group(GroupItem)
    case instanced(InstancedItem)
}

/// A frame's drawing commands in device pixels, back to front, composited
/// premultiplied source-over in sRGB-encoded space onto a transparent
/// canvas.
public struct DisplayList: Sendable, Hashable {
    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    public var items: [DisplayItem]

    public init(width: Int, height: Int, items: [DisplayItem]) {
        self.width = width
        self.height = height
        self.items = items
    }
}

extension DisplayItem {
    /// The item with `placement` applied after its own transforms.
    public func transformed(by placement: AffineTransform) -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.transform = fill.transform.concatenating(placement)
            return .fill(fill)
        case .stroke(var stroke):
            stroke.transform = stroke.transform.concatenating(placement)
            return .stroke(stroke)
        case .image(var image):
            image.transform = image.transform.concatenating(placement)
            return .image(image)
        case .group(var group):
            group.items = group.items.map { $0.transformed(by: placement) }
            group.mask = group.mask?.map { $0.transformed(by: placement) }
            if let clip = group.clip {
                group.clip = Clip(rect: clip.rect, cornerRadius: clip.cornerRadius,
                                  transform: clip.transform.concatenating(placement))
            }
            return .group(group)
        case .instanced(let instanced):
            return .instanced(instanced.transformed(by: placement))
        }
    }
}
