import Foundation
import Geometry
import Layers

/// CATextLayer: one string in one font, size and color, aligned across the
/// bounds' width; the first line's top at the top of the bounds. The text
/// is laid out when the recording ends (fontconfig finds the font by name,
/// with the Text stage's fallbacks), into outlines that every backend fills.
open class CATextLayer: CALayer {
    /// The model layer, as its type.
    private let text: TextLayer

    /// An empty text layer: Helvetica 36 pt, white, natural alignment.
    public override init() {
        let text = TextLayer()
        self.text = text
        super.init(model: text)
    }

    /// A `String` (an attributed string's attributes are not supported:
    /// its plain string is used). Default: nil.
    public var string: Any? {
        didSet {
            let plain: String
            switch string {
            case nil: plain = ""
            case let s as String: plain = s
            case let s as NSAttributedString: plain = s.string
            case let other?:
                report("string must be a String, got \(type(of: other))")
                plain = ""
            }
            setFixed("string") { _ in self.text.string = plain }
        }
    }

    /// A font name (`String`), as iOS code gives `"HelveticaNeue-Thin" as CFTypeRef`.
    /// Default: nil (Helvetica).
    public var font: Any? {
        didSet {
            let name: String
            switch font {
            case nil: name = "Helvetica"
            case let given as String: name = given
            case let other?: return report("font must be a font name (String), got \(type(of: other))")
            }
            setFixed("font") { _ in self.text.fontName = name }
        }
    }

    /// Points. Default: 36.
    public var fontSize: CGFloat = 36 {
        didSet { set("fontSize", .number(Double(fontSize))) { _ in self.text.fontSize = Double(self.fontSize) } }
    }

    /// Default: opaque white.
    public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet {
            let color = foregroundColor?.model ?? .clear
            set("foregroundColor", .color(color)) { _ in self.text.foregroundColor = color }
        }
    }

    /// Default: `.natural`.
    public var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet {
            let mode = TextLayer.Alignment(rawValue: alignmentMode.rawValue) ?? .natural
            setFixed("alignmentMode") { _ in self.text.alignmentMode = mode }
        }
    }

    /// Lines wrap at the bounds' width (always, here). Default: false.
    public var isWrapped = false
}

/// CATextLayer's alignments.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

/// The Swift 2 names.
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
