import Foundation
import Geometry
import Layers
import Timeline

/// CALayer with Core Animation's spellings, driving one model `Layer`.
/// Coordinates are points, y down (UIKit's); angles radians.
///
/// Before a layer is committed (the end of the run-loop turn that made it,
/// on the scene clock) its properties set the model's values for the
/// whole scene. Once committed, a change at scene time t holds the new
/// value from t on, and (for a standalone layer, with actions enabled) adds
/// Core Animation's implicit animation; see `Sources/FlipbookQuartzCore/README.md`.
open class CALayer {
    /// The model layer this one drives (a `ShapeLayer` for CAShapeLayer, …).
    package let model: Layer
    /// The recording it belongs to: the one it was made in, or the one
    /// whose tree it joined; nil outside one (then nothing is ever
    /// committed and every change is a model value).
    package var recorder: SceneRecorder?
    /// Problems met outside a recording, reported when it joins one.
    var pendingProblems: [QuartzCoreError] = []
    /// Scene time it was committed at; nil until then.
    package internal(set) var committedAt: Double?
    /// A view's layer (FlipbookUIKit): never animates implicitly.
    package var isViewBacked = false
    /// The root layer of a recording: always in the tree.
    var isRecordingRoot = false

    /// Property changes after the commit, as holds (oldest first).
    var holds: [Animation] = []
    /// Animations added, in order, with the layer time each was removed at.
    var added: [(key: String?, animation: Animation, removedAt: Double?)] = []
    /// The CAAnimation each entry of `added` came from (by index), for
    /// `animation(forKey:)` and the delegate's stop notice.
    var addedObjects: [Int: (animation: CAAnimation, notice: StopNotice?)] = [:]
    /// Whether it is in its superlayer's sublayers now.
    var isAttached = false
    /// The layer above it in the model tree (fixed once set while committed).
    package internal(set) weak var modelParent: CALayer?
    /// Every layer ever placed under this one, in the model's order
    /// (including those removed since, which are hidden from then on).
    var modelSublayers: [CALayer] = []

    /// A layer on the model layer `model` (subclasses pass theirs).
    package init(model: Layer) {
        self.model = model
        recorder = SceneRecorder.current
        recorder?.created(self)
    }

    /// A layer on `model` that belongs to no recording (a presentation copy).
    package init(detachedModel model: Layer) {
        self.model = model
        recorder = nil
    }

    /// An empty layer: zero bounds at (0, 0), anchor (0.5, 0.5), opaque,
    /// identity transform.
    public init() {
        model = Layer()
        recorder = SceneRecorder.current
        recorder?.created(self)
    }

    /// What `presentation()` and errors name the layer by: its name, else
    /// its type.
    var displayName: String { name.map { "'\($0)'" } ?? String(describing: type(of: self)) }

    // MARK: Geometry

    /// Identifies the layer in `flipbook inspect` and in errors. Default: nil.
    public var name: String? {
        didSet { model.name = name }
    }

    /// The layer's own coordinate space, points. Default: zero rect.
    public var bounds: CGRect = .zero {
        didSet { set("bounds", .rect(Rect(bounds))) { $0.bounds = Rect(self.bounds) } }
    }

    /// Where the anchor point sits in the superlayer, points. Default: (0, 0).
    public var position: CGPoint = .zero {
        didSet { set("position", .point(Point(position))) { $0.position = Point(self.position) } }
    }

    /// The pivot, in unit coordinates of the bounds. Default: (0.5, 0.5).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { set("anchorPoint", .point(Point(anchorPoint))) { $0.anchorPoint = Point(self.anchorPoint) } }
    }

    /// Applied about the anchor point. Default: identity.
    public var transform: CATransform3D = CATransform3DIdentity {
        didSet { set("transform", .transform(transform.model)) { $0.transform = self.transform.model } }
    }

    /// A copy of the layer with the values it shows now (model values with
    /// every animation applied), outside the tree and any recording; nil
    /// when its values cannot be evaluated. Apple's returns `Self`; here the
    /// copy is a CALayer (a CAShapeLayer for a shape layer), with the
    /// geometry and appearance properties set.
    open func presentation() -> CALayer? { layerPresentation() }

    /// Called once the model tree below this layer is finished (its
    /// animations assembled), for layers that add to it (CAReplicatorLayer).
    func modelFinished() {}

    /// The frame in the superlayer when the transform is the identity:
    /// `position − anchorPoint · bounds.size`. Setting it sets the bounds'
    /// size and the position, keeping the anchor point.
    public var frame: CGRect {
        get { CGRect(Layer.frame(bounds: Rect(bounds), position: Point(position), anchorPoint: Point(anchorPoint))) }
        set {
            bounds.size = newValue.size
            position = CGPoint(Layer.position(forFrame: Rect(newValue), anchorPoint: Point(anchorPoint)))
        }
    }

    /// The transform as an affine one (its 2D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine one.
    public func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    /// Actions by property name: an `NSNull` value turns the implicit
    /// animation of that property off (other values are not supported and
    /// count as the default action). Default: nil.
    public var actions: [String: Any]?

    // MARK: Appearance

    /// 0…1. Default: 1.
    public var opacity: Float = 1 {
        didSet { set("opacity", .number(Double(opacity))) { $0.opacity = Double(self.opacity) } }
    }

    /// Default: false.
    public var isHidden = false {
        didSet { visibilityChanged() }
    }

    /// Fills the bounds, rounded by `cornerRadius`. Default: nil (none).
    public var backgroundColor: CGColor? {
        didSet { set("backgroundColor", .color(backgroundColor?.model ?? .clear)) { $0.backgroundColor = self.backgroundColor?.model } }
    }

    /// Points. Default: 0.
    public var cornerRadius: CGFloat = 0 {
        didSet { set("cornerRadius", .number(Double(cornerRadius))) { $0.cornerRadius = Double(self.cornerRadius) } }
    }

    /// Points, drawn inside the bounds. Default: 0.
    public var borderWidth: CGFloat = 0 {
        didSet { set("borderWidth", .number(Double(borderWidth))) { $0.borderWidth = Double(self.borderWidth) } }
    }

    /// Default: opaque black.
    public var borderColor: CGColor? = CGColor.black {
        didSet { set("borderColor", .color(borderColor?.model ?? .clear)) { $0.borderColor = self.borderColor?.model ?? .clear } }
    }

    /// Clips contents and sublayers to the rounded bounds. Default: false.
    public var masksToBounds = false {
        didSet { setFixed("masksToBounds") { $0.masksToBounds = self.masksToBounds } }
    }

    /// Composites the layer and its sublayers as one group before applying
    /// the opacity, as Flipbook always does (iOS's default since iOS 7).
    /// Only true is supported: false, which fades each sublayer on its
    /// own, is a recorded problem. Default: true.
    public var allowsGroupOpacity = true {
        didSet {
            if !allowsGroupOpacity { report("allowsGroupOpacity = false is not supported (opacity applies to the group)") }
        }
    }

    /// Asks iOS to cache the layer as a bitmap. Accepted and not used:
    /// Flipbook draws the layer afresh in every frame, where iOS draws a
    /// transformed rasterized layer from its cached bitmap (softer when
    /// scaled up). Default: false.
    public var shouldRasterize = false

    /// Only its alpha counts; in this layer's coordinates. Default: nil.
    public var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.maskOwner = self
            setFixed("mask") { $0.mask = self.mask?.model }
            if let recorder, let mask { mask.queueUncommitted(in: recorder) }
        }
    }

    /// The layer whose mask this one is, if any.
    weak var maskOwner: CALayer?

    /// An image (`CGImage`) drawn into the bounds. Default: nil.
    public var contents: Any? {
        didSet {
            if let contents, !(contents is CGImage) {
                report("contents must be a CGImage, got \(type(of: contents))")
            }
            setFixed("contents") { $0.contents = (self.contents as? CGImage)?.bitmap }
        }
    }

    /// How `contents` fits the bounds. Default: `.resize`.
    public var contentsGravity: CALayerContentsGravity = .resize {
        didSet { setFixed("contentsGravity") { $0.contentsGravity = self.contentsGravity.model } }
    }

    /// Image pixels per point of `contents`. Default: 1.
    public var contentsScale: CGFloat = 1 {
        didSet { setFixed("contentsScale") { $0.contentsScale = Double(self.contentsScale) } }
    }

    // MARK: CAMediaTiming (the layer's own time)

    /// The layer's start in its superlayer's time, seconds. Default: 0.
    public var beginTime: Double = 0 { didSet { setFixed("beginTime") { $0.timing.beginTime = self.beginTime } } }
    /// Rate of the layer's time. Default: 1.
    public var speed: Float = 1 { didSet { setFixed("speed") { $0.timing.speed = Double(self.speed) } } }
    /// Added to the layer's time, seconds. Default: 0.
    public var timeOffset: Double = 0 { didSet { setFixed("timeOffset") { $0.timing.timeOffset = self.timeOffset } } }

    /// `t` in the layer's own time, for `t` in the time of `layer` (nil:
    /// scene time).
    public func convertTime(_ t: Double, from layer: CALayer?) -> Double {
        let sceneTime = layer.map { $0.sceneTime(fromLocal: t) } ?? t
        return localTime(fromScene: sceneTime)
    }

    /// Scene time → this layer's time, through every ancestor's timing.
    package func localTime(fromScene t: Double) -> Double {
        let parentTime = modelParent.map { $0.localTime(fromScene: t) } ?? t
        return model.timing.localTime(forParentTime: parentTime)
    }

    /// This layer's time → scene time.
    func sceneTime(fromLocal t: Double) -> Double {
        let timing = model.timing
        let parentTime = timing.speed == 0 ? timing.beginTime : (t - timing.timeOffset) / timing.speed + timing.beginTime
        return modelParent.map { $0.sceneTime(fromLocal: parentTime) } ?? parentTime
    }
}

/// CALayer's contentsGravity names.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")

    /// The model's gravity (an unknown name resizes, as Core Animation does).
    var model: ContentsGravity { ContentsGravity(rawValue: rawValue) ?? .resize }
}
