import Foundation
import Geometry
import Layers

/// CAGradientLayer: a color gradient over the bounds.
open class CAGradientLayer: CALayer {
    /// The model layer, as its type.
    private let gradient: GradientLayer

    /// An axial gradient from (0.5, 0) to (0.5, 1) with no colors.
    public override init() {
        let gradient = GradientLayer()
        self.gradient = gradient
        super.init(model: gradient)
    }

    /// CGColors. Default: nil.
    public var colors: [Any]? {
        didSet {
            let list = (colors ?? []).compactMap { ($0 as? CGColor)?.model }
            if list.count != (colors ?? []).count { report("colors must be CGColors, got \(colors ?? [])") }
            set("colors", .colors(list)) { _ in self.gradient.colors = list }
        }
    }
    /// Stops 0…1, one per color; nil spaces them evenly. Default: nil.
    public var locations: [NSNumber]? {
        didSet {
            let values = locations?.map(\.doubleValue)
            set("locations", .numbers(values ?? GradientLayer.evenLocations(count: (colors ?? []).count))) { _ in
                self.gradient.locations = values
            }
        }
    }
    /// Unit coordinates of the bounds. Default: (0.5, 0).
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { set("startPoint", .point(Point(startPoint))) { _ in self.gradient.startPoint = Point(self.startPoint) } }
    }
    /// Unit coordinates of the bounds. Default: (0.5, 1).
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { set("endPoint", .point(Point(endPoint))) { _ in self.gradient.endPoint = Point(self.endPoint) } }
    }
    /// Default: `.axial`. Conic gradients are not supported (an error).
    public var type: CAGradientLayerType = .axial {
        didSet {
            guard type != .conic else { return report("conic gradients are not supported") }
            setFixed("type") { _ in self.gradient.kind = self.type == .radial ? .radial : .axial }
        }
    }
}

/// CAGradientLayer's kinds.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}
