import Foundation
import Layers
import Paths

/// CAShapeLayer: a path filled and stroked, in the layer's coordinates.
open class CAShapeLayer: CALayer {
    /// The model layer, as its type.
    private let shape: ShapeLayer

    /// An empty shape layer (no path, black fill, no stroke, width 1).
    public override init() {
        let shape = ShapeLayer()
        self.shape = shape
        super.init(model: shape)
    }

    /// A shape layer outside any recording (a presentation copy).
    init(detached: Bool) {
        let shape = ShapeLayer()
        self.shape = shape
        super.init(detachedModel: shape)
    }

    /// A copy with the values it shows now (`CALayer.presentation()`), the
    /// shape's properties included.
    open override func presentation() -> CAShapeLayer? { shapePresentation() }

    /// Default: nil (draws nothing).
    public var path: CGPath? {
        didSet { set("path", .path(path?.model ?? Path())) { _ in self.shape.path = self.path?.model } }
    }
    /// Default: opaque black; nil fills nothing.
    public var fillColor: CGColor? = .black {
        didSet { set("fillColor", .color(fillColor?.model ?? .clear)) { _ in self.shape.fillColor = self.fillColor?.model } }
    }
    /// Default: nil (no stroke).
    public var strokeColor: CGColor? {
        didSet { set("strokeColor", .color(strokeColor?.model ?? .clear)) { _ in self.shape.strokeColor = self.strokeColor?.model } }
    }
    /// Points. Default: 1.
    public var lineWidth: CGFloat = 1 {
        didSet { set("lineWidth", .number(Double(lineWidth))) { _ in self.shape.lineWidth = Double(self.lineWidth) } }
    }
    /// Default: 10.
    public var miterLimit: CGFloat = 10 {
        didSet { set("miterLimit", .number(Double(miterLimit))) { _ in self.shape.miterLimit = Double(self.miterLimit) } }
    }
    /// Fraction of the path's length where the stroke starts. Default: 0.
    public var strokeStart: CGFloat = 0 {
        didSet { set("strokeStart", .number(Double(strokeStart))) { _ in self.shape.strokeStart = Double(self.strokeStart) } }
    }
    /// Fraction of the path's length where the stroke ends. Default: 1.
    public var strokeEnd: CGFloat = 1 {
        didSet { set("strokeEnd", .number(Double(strokeEnd))) { _ in self.shape.strokeEnd = Double(self.strokeEnd) } }
    }
    /// Points into the dash pattern. Default: 0.
    public var lineDashPhase: CGFloat = 0 {
        didSet { set("lineDashPhase", .number(Double(lineDashPhase))) { _ in self.shape.lineDashPhase = Double(self.lineDashPhase) } }
    }
    /// Dash and gap lengths, points; nil is solid. Default: nil.
    public var lineDashPattern: [NSNumber]? {
        didSet { setFixed("lineDashPattern") { _ in self.shape.lineDashPattern = (self.lineDashPattern ?? []).map(\.doubleValue) } }
    }
    /// Default: `.butt`.
    public var lineCap: CAShapeLayerLineCap = .butt {
        didSet { setFixed("lineCap") { _ in self.shape.lineCap = LineCap(rawValue: self.lineCap.rawValue) ?? .butt } }
    }
    /// Default: `.miter`.
    public var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { setFixed("lineJoin") { _ in self.shape.lineJoin = LineJoin(rawValue: self.lineJoin.rawValue) ?? .miter } }
    }
    /// Default: `.nonZero`.
    public var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { setFixed("fillRule") { _ in self.shape.fillRule = self.fillRule == .evenOdd ? .evenOdd : .nonZero } }
    }
}

/// CAShapeLayer's line caps.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

/// CAShapeLayer's line joins.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}

/// CAShapeLayer's fill rules.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The Swift 2 names.
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
