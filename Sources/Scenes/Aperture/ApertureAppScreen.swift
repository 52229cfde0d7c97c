import Geometry
import Layers

/// The app's first screen, which the pseudo launch screen covers and the
/// opening ring reveals (Sources/Scenes/README.md, Aperture ring ›
/// Aperture timing, "under the overlay").
///
/// RECONSTRUCTION (the article never shows it): a quiet iOS home screen
/// on a 414×896 pt canvas: warm off-white background, the status bar
/// clock, a large "Today" title, a featured card in the ring's slate
/// gradient, two list rows with an accent avatar and placeholder text
/// bars, and a tab bar whose first item is in the accent color. Plain
/// rounded rectangles (layer backgrounds) keep it cheap to draw.
enum ApertureAppScreen {
    /// UIKit's systemGroupedBackground-like warm white.
    static let backgroundColor = Color(hex: 0xF4F2EF)
    /// Placeholder text bars: a mid gray that reads as body text.
    static let placeholderColor = Color(hex: 0xD9D6D2)
    /// Title and clock: near-black, like UIKit's label color.
    static let labelColor = Color(hex: 0x1C1C1E)
    /// Side margin, points: UIKit's 20 pt readable margin on a Pro Max.
    static let margin = 20.0

    /// The screen, named `appScreen`, filling `screen`.
    /// - Throws: `TextError` when no font at all can be found.
    static func make(screen: Size, cardColors: (top: Color, bottom: Color), accentColor: Color) throws -> Layer {
        let root = Layer(name: "appScreen")
        root.frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        root.backgroundColor = backgroundColor
        let contentWidth = screen.width - 2 * margin

        // Status bar clock (iPhone 11 Pro Max: 44 pt status bar).
        root.addSublayer(try label("9:41", font: ("SFProText-Semibold", 15), at: Point(margin + 12, 15),
                                   name: "clock"))
        // Large title under the 44 pt status bar and a 52 pt navigation bar.
        root.addSublayer(try label("Today", font: ("SFProDisplay-Bold", 34), at: Point(margin, 96), name: "title"))

        let featured = GradientLayer()
        featured.name = "featuredCard"
        featured.frame = Rect(x: margin, y: 156, width: contentWidth, height: 220)
        featured.colors = [cardColors.top, cardColors.bottom]
        featured.cornerRadius = 16
        featured.masksToBounds = true
        featured.addSublayer(rect(x: 20, y: 150, width: 180, height: 16, color: Color.white.withOpacity(0.9)))
        featured.addSublayer(rect(x: 20, y: 178, width: 120, height: 12, color: Color.white.withOpacity(0.5)))
        root.addSublayer(featured)

        for (index, y) in [400.0, 500.0].enumerated() {
            let row = rect(x: margin, y: y, width: contentWidth, height: 84, color: .white, cornerRadius: 14)
            row.name = "row\(index + 1)"
            let avatar = rect(x: 16, y: 20, width: 44, height: 44, color: index == 0 ? accentColor : cardColors.top,
                              cornerRadius: 22)
            row.addSublayer(avatar)
            row.addSublayer(rect(x: 76, y: 26, width: 160, height: 12, color: placeholderColor))
            row.addSublayer(rect(x: 76, y: 48, width: 100, height: 10, color: placeholderColor.withOpacity(0.7)))
            root.addSublayer(row)
        }

        root.addSublayer(tabBar(screen: screen, accentColor: accentColor))
        return root
    }

    /// A 49 pt tab bar over the 34 pt home-indicator area, four items.
    static func tabBar(screen: Size, accentColor: Color) -> Layer {
        let height = 83.0
        let bar = rect(x: 0, y: screen.height - height, width: screen.width, height: height, color: .white,
                       cornerRadius: 0)
        bar.name = "tabBar"
        bar.addSublayer(rect(x: 0, y: 0, width: screen.width, height: 0.5, color: placeholderColor, cornerRadius: 0))
        for item in 0..<4 {
            let centerX = screen.width * (Double(item) + 0.5) / 4
            bar.addSublayer(rect(x: centerX - 12, y: 10, width: 24, height: 24,
                                 color: item == 0 ? accentColor : placeholderColor, cornerRadius: 7))
        }
        // The home indicator: 134×5 pt, 8 pt above the bottom edge.
        bar.addSublayer(rect(x: (screen.width - 134) / 2, y: height - 13, width: 134, height: 5,
                             color: labelColor, cornerRadius: 2.5))
        return bar
    }

    static func rect(x: Double, y: Double, width: Double, height: Double, color: Color,
                     cornerRadius: Double? = nil) -> Layer {
        let layer = Layer()
        layer.frame = Rect(x: x, y: y, width: width, height: height)
        layer.backgroundColor = color
        // Text placeholders are fully rounded bars.
        layer.cornerRadius = cornerRadius ?? height / 2
        return layer
    }

    /// A left-aligned label whose layout box's top-left is `origin`.
    static func label(_ string: String, font: (name: String, size: Double), at origin: Point,
                      name: String) throws -> TextLayer {
        let layer = try ApertureLogo.text(string, font: font, color: labelColor, alignment: .left, name: name)
        layer.frame = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
        return layer
    }
}
