import CFreeType

/// One outline face as fontconfig describes it: the answer to one
/// `FcFontMatch` query, copied out of fontconfig's pattern.
struct FontconfigFace {
    var file: String
    var index: Int
    /// Every family name the face declares (DejaVu Sans ExtraLight declares
    /// "DejaVu Sans" and "DejaVu Sans Light").
    var families: [String]
    var style: String
    /// fontconfig's weight scale.
    var weight: Int

    /// True when one of the face's families is `family`, compared as
    /// fontconfig compares them (ignoring case and blanks).
    func hasFamily(_ family: String) -> Bool {
        let wanted = FontDescriptor.normalize(family)
        return families.contains { FontDescriptor.normalize($0) == wanted }
    }

    /// fontconfig's best upright outline face for `family` at `weight`:
    /// the nearest weight within the family when it is installed, otherwise
    /// whatever fontconfig substitutes (callers check `hasFamily`).
    /// Nil when fontconfig has no fonts or the best face has no outlines.
    /// The caller holds the lock that guards `config`.
    static func best(family: String, weight: FontWeight, config: OpaquePointer) -> FontconfigFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withFcString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, Int32(weight.fontconfigValue))
        _ = FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
        _ = FcPatternAddBool(pattern, FC_OUTLINE, FcBool(FcTrue))
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var outline = FcBool(FcFalse)
        guard FcPatternGetBool(font, FC_OUTLINE, 0, &outline) == FcResultMatch, outline != 0,
              let file = string(font, FC_FILE, 0) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var faceWeight = Int32(weight.fontconfigValue)
        _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &faceWeight)
        var families: [String] = []
        while let name = string(font, FC_FAMILY, Int32(families.count)) { families.append(name) }
        return FontconfigFace(file: file, index: Int(index), families: families,
                              style: string(font, FC_STYLE, 0) ?? "", weight: Int(faceWeight))
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

extension String {
    /// Calls `body` with the string as fontconfig's `const FcChar8 *` (UTF-8).
    func withFcString<R>(_ body: (UnsafePointer<FcChar8>) -> R) -> R {
        withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    }
}
