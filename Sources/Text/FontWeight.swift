/// A font weight on fontconfig's scale (`FC_WEIGHT_*`, 0 = thin … 210 =
/// black), named with UIKit's `UIFont.Weight` vocabulary.
///
/// UIKit orders its light weights ultraLight < thin < light, so
/// `ultraLight` maps to fontconfig's thinnest value and `thin` to
/// extra-light; Apple's "HelveticaNeue-Thin" therefore asks for
/// `FC_WEIGHT_EXTRALIGHT`, which is what DejaVu Sans ExtraLight declares.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The weight on fontconfig's scale (`FC_WEIGHT_THIN` 0 … `FC_WEIGHT_BLACK` 210).
    public var fontconfigValue: Int

    /// A weight with the given fontconfig value.
    public init(fontconfigValue: Int) { self.fontconfigValue = fontconfigValue }

    /// UIKit's lightest weight: `FC_WEIGHT_THIN` (0).
    public static let ultraLight = FontWeight(fontconfigValue: 0)
    /// `FC_WEIGHT_EXTRALIGHT` (40): Helvetica Neue Thin, DejaVu Sans ExtraLight.
    public static let thin = FontWeight(fontconfigValue: 40)
    /// `FC_WEIGHT_LIGHT` (50).
    public static let light = FontWeight(fontconfigValue: 50)
    /// `FC_WEIGHT_REGULAR` (80): the default weight.
    public static let regular = FontWeight(fontconfigValue: 80)
    /// `FC_WEIGHT_MEDIUM` (100).
    public static let medium = FontWeight(fontconfigValue: 100)
    /// `FC_WEIGHT_DEMIBOLD` (180).
    public static let semibold = FontWeight(fontconfigValue: 180)
    /// `FC_WEIGHT_BOLD` (200).
    public static let bold = FontWeight(fontconfigValue: 200)
    /// `FC_WEIGHT_EXTRABOLD` (205).
    public static let heavy = FontWeight(fontconfigValue: 205)
    /// `FC_WEIGHT_BLACK` (210).
    public static let black = FontWeight(fontconfigValue: 210)

    /// The three broad classes the fallback chain keeps a substitute within.
    public enum Class: Sendable, Hashable {
        /// Below `FC_WEIGHT_BOOK` (75): thin, extra-light, light, demi-light.
        case light
        /// `FC_WEIGHT_BOOK` (75) through `FC_WEIGHT_MEDIUM` (100).
        case regular
        /// Above `FC_WEIGHT_MEDIUM`: semibold and heavier.
        case bold
    }

    /// The broad class of this weight.
    public var weightClass: Class {
        // 75 is FC_WEIGHT_BOOK (the lightest "normal" weight) and 100 is
        // FC_WEIGHT_MEDIUM (the heaviest one); fontconfig's own names.
        if fontconfigValue < 75 { return .light }
        return fontconfigValue <= 100 ? .regular : .bold
    }

    /// The weight a style word names ("Thin", "UltraLight", "Light",
    /// "Regular", "Book", "Medium", "Semibold", "Bold", "Heavy", "Black",
    /// case-insensitive), or nil when the word is not a weight.
    public init?(styleName: String) {
        let key = styleName.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        let table: [String: FontWeight] = [
            "ultralight": .ultraLight, "hairline": .ultraLight,
            "thin": .thin, "extralight": .thin,
            "light": .light,
            "regular": .regular, "book": .regular, "roman": .regular, "normal": .regular,
            "medium": .medium,
            "semibold": .semibold, "demibold": .semibold,
            "bold": .bold,
            "heavy": .heavy, "extrabold": .heavy, "ultrabold": .heavy,
            "black": .black,
        ]
        guard let weight = table[key] else { return nil }
        self = weight
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.fontconfigValue < b.fontconfigValue }

    public var description: String { "weight \(fontconfigValue)" }
}
