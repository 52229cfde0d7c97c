import FlipbookQuartzCore
import Geometry
import Layers
import Text

/// NSTextAlignment: where a label's lines sit across its width (UIKit's
/// raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// UILabel, as much as launch animations need: one line of text in `font`
/// and `textColor`, aligned across the label's width by `textAlignment`,
/// its line box centered vertically in the bounds (the `Text` stage's
/// metrics); `sizeToFit()` sizes it to the line box. It draws through one
/// CATextLayer that fills the label's bounds and, being part of the view,
/// never animates implicitly; the label's transform, alpha and frame
/// animate it as a view.
///
/// Set the text, its style and the size in the turn that makes the label
/// (before its commit), as launch code does; afterwards only `textColor`
/// and the font's size can change, other changes are recorded problems.
open class UILabel: UIView {
    /// The layer that draws the text, filling the label's bounds.
    private let textLayer = CATextLayer()

    /// An empty label at `frame`: system font 17 pt, black, natural
    /// alignment (UIKit's defaults).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLayer.isViewBacked = true
        textLayer.frame = CGRect(origin: .zero, size: frame.size)
        textLayer.font = font.fontName
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.alignmentMode = Self.alignmentMode(textAlignment)
        layer.addSublayer(textLayer)
    }

    /// Default: nil (no text).
    open var text: String? {
        didSet { if text != oldValue { textLayer.string = text }; layOutText() }
    }

    /// Setting nil restores the default, the system font at 17 pt.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font.fontName != oldValue?.fontName { textLayer.font = font.fontName }
            if font.pointSize != oldValue?.pointSize { textLayer.fontSize = font.pointSize }
            layOutText()
        }
    }

    /// Setting nil restores the default, black.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            textLayer.foregroundColor = textColor.cgColor
        }
    }

    /// Default: `.natural` (left, for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { textLayer.alignmentMode = Self.alignmentMode(textAlignment) }; layOutText() }
    }

    /// The text's line box in the font: its advance width × the font's
    /// line height (UIKit's size for one line); zero without text or when
    /// no font is installed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty,
              let font = try? Font(name: font.fontName, size: Double(font.pointSize)) else { return .zero }
        let fit = TextLayout.sizeThatFits(text, font: font)
        return CGSize(width: fit.width, height: fit.height)
    }

    /// The text layer follows the bounds (before the commit).
    override func boundsDidChange() {
        guard textLayer.committedAt == nil else { return }
        textLayer.frame = CGRect(origin: .zero, size: bounds.size)
        layOutText()
    }

    /// UILabel's placement: the text laid out across the width, its line
    /// box centered vertically (before the commit; the model keeps it).
    private func layOutText() {
        guard textLayer.committedAt == nil, let model = textLayer.model as? TextLayer else { return }
        model.glyphs = nil
        guard !model.string.isEmpty else { return }
        do {
            try model.layOutGlyphs()
            let lineHeight = try Font(name: model.fontName, size: model.fontSize).metrics.lineHeight
            model.glyphs = model.glyphs?.applying(AffineTransform(translationX: 0, y: (model.bounds.height - lineHeight) / 2))
        } catch {
            textLayer.report("UILabel: \(error)")
        }
    }

    static func alignmentMode(_ alignment: NSTextAlignment) -> CATextLayerAlignmentMode {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}
