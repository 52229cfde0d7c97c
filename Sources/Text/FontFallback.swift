/// The fallback chain: which families `FontLocator` tries, in order, for a
/// request, and what it accepts at each step.
///
/// 1. **Requested**: the requested family itself (for Apple's system-font
///    names, each SF family name in turn), at the installed weight nearest
///    the requested one. A named family wins over a better weight.
/// 2. **Substitute, same weight class**: each family of `substitutes`, in
///    order, accepted only when fontconfig's nearest face is in the
///    requested weight class (light / regular / bold). This is where
///    "HelveticaNeue-Thin" becomes DejaVu Sans ExtraLight.
/// 3. **Substitute, any weight**: the same families, at their nearest
///    weight (HelveticaNeue-Thin → DejaVu Sans Book when
///    fonts-dejavu-extra is missing).
/// 4. **Default**: fontconfig's own choice for "sans-serif" at the weight,
///    whatever family that is.
/// 5. No font at all: `TextError.noFontAvailable`.
///
/// The substitutes start with DejaVu Sans because `tools/setup` installs
/// it (fonts-dejavu-core, fonts-dejavu-extra): a machine set up that way
/// picks the same file whatever else is installed, so rendered text is
/// the same across machines. Only upright sans faces are substituted.
public enum FontFallback {
    /// Names that mean Apple's system font (compared normalized: lowercase,
    /// no blanks or hyphens): UIKit's ".SFUI-Regular" and ".SF UI Display",
    /// SwiftUI's SF Pro, and CSS's "system-ui" / "-apple-system".
    public static let systemFontNames: Set<String> = [
        "sfui", "sfuidisplay", "sfuitext", "sfpro", "sfprodisplay", "sfprotext",
        "sanfrancisco", "system", "systemfont", "systemui", "applesystem",
    ]

    /// The installed names Apple's system font goes by, tried in order for
    /// any system-font request after the requested name itself.
    public static let systemFamilies = ["SF Pro Display", "SF Pro Text", "SF Pro", "SF UI Display", "SF UI Text"]

    /// fontconfig's generic families: whatever fontconfig picks for them is
    /// the requested family.
    public static let genericFamilies: Set<String> = ["sansserif", "sans", "serif", "monospace", "mono"]

    /// Neutral sans families tried, in order, when the requested one is not
    /// installed. DejaVu Sans first (installed by tools/setup, and it has an
    /// ExtraLight face); then common Debian sans packages: Liberation Sans
    /// (fonts-liberation, Helvetica/Arial metrics), Roboto and Lato (with
    /// thin faces), Noto Sans, Open Sans, Source Sans 3, FreeSans.
    public static let substitutes = [
        "DejaVu Sans", "Liberation Sans", "Roboto", "Lato", "Noto Sans",
        "Open Sans", "Source Sans 3", "FreeSans",
    ]

    /// The families step 1 tries for `descriptor`: itself, plus the SF
    /// family names when it names the system font.
    static func requestedFamilies(for descriptor: FontDescriptor) -> [String] {
        guard systemFontNames.contains(descriptor.normalizedFamily) else { return [descriptor.family] }
        let others = systemFamilies.filter { FontDescriptor.normalize($0) != descriptor.normalizedFamily }
        return [descriptor.family] + others
    }
}
