import CFreeType
import Foundation
import Synchronization

/// Finds font files through fontconfig, following `FontFallback`'s chain,
/// and remembers each answer. Thread-safe: one lock guards the fontconfig
/// configuration and the cache.
public final class FontLocator: Sendable {
    /// The machine's fonts, as fontconfig's system configuration lists them.
    public static let shared = FontLocator()

    private struct State {
        /// The `FcConfig`; nil when fontconfig could not load one.
        var config: OpaquePointer?
        var answers: [FontDescriptor: Result<FontMatch, TextError>] = [:]
    }

    private let state: Mutex<State>

    /// A locator over the system configuration (`/etc/fonts/fonts.conf`).
    public init() {
        state = Mutex(State(config: FcInitLoadConfigAndFonts()))
    }

    /// A locator that sees only the fonts in `fontDirectories` (searched
    /// recursively), without the system configuration's aliases: for tests
    /// and for scenes that ship their own fonts. Unreadable or missing
    /// directories add nothing.
    public init(fontDirectories: [String]) {
        let config = FcConfigCreate()
        // Files one by one rather than FcConfigAppFontAddDir: a directory
        // scan wants to write a cache, and a configuration without a cache
        // directory prints an error for every scan.
        for file in fontDirectories.flatMap(Self.regularFiles(under:)) {
            _ = file.withFcString { FcConfigAppFontAddFile(config, $0) }
        }
        state = Mutex(State(config: config))
    }

    /// Every regular file (or link to one) below `directory`, sorted so lookups do not depend
    /// on directory order.
    private static func regularFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type == .typeRegular || type == .typeSymbolicLink {
                files.append(directory + "/" + relative)
            }
        }
        return files.sorted()
    }

    deinit {
        state.withLock { state in
            if let config = state.config { FcConfigDestroy(config) }
        }
    }

    /// The file for `descriptor`, found through the fallback chain (see
    /// `FontFallback`); `match.step` says which step chose it.
    /// Throws `TextError.noFontAvailable` when there is no outline font at all.
    public func locate(_ descriptor: FontDescriptor) throws -> FontMatch {
        try state.withLock { state in
            if let known = state.answers[descriptor] { return try known.get() }
            let answer = Self.resolve(descriptor, config: state.config)
            state.answers[descriptor] = answer
            return try answer.get()
        }
    }

    private static func resolve(_ request: FontDescriptor, config: OpaquePointer?) -> Result<FontMatch, TextError> {
        let notFound = Result<FontMatch, TextError>.failure(.noFontAvailable(requested: request.family))
        guard let config else { return notFound }
        func match(_ face: FontconfigFace, _ step: FontMatch.Step) -> Result<FontMatch, TextError> {
            .success(FontMatch(requested: request, file: face.file, faceIndex: face.index,
                               family: face.families.first ?? "", style: face.style,
                               weight: FontWeight(fontconfigValue: face.weight), step: step))
        }
        if FontFallback.genericFamilies.contains(request.normalizedFamily),
           let face = FontconfigFace.best(family: request.family, weight: request.weight, config: config) {
            return match(face, .requested)
        }
        for family in FontFallback.requestedFamilies(for: request) {
            if let face = FontconfigFace.best(family: family, weight: request.weight, config: config),
               face.hasFamily(family) {
                return match(face, .requested)
            }
        }
        let substitutes = FontFallback.substitutes.compactMap { family in
            FontconfigFace.best(family: family, weight: request.weight, config: config)
                .flatMap { $0.hasFamily(family) ? $0 : nil }
        }
        let requestedClass = request.weight.weightClass
        if let face = substitutes.first(where: { FontWeight(fontconfigValue: $0.weight).weightClass == requestedClass }) {
            return match(face, .substituteSameWeightClass)
        }
        if let face = substitutes.first { return match(face, .substituteAnyWeight) }
        if let face = FontconfigFace.best(family: "sans-serif", weight: request.weight, config: config) {
            return match(face, .fontconfigDefault)
        }
        return notFound
    }
}
