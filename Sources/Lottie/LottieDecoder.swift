import Foundation
import Geometry
import Layers
import Presentation
import SceneFile

/// A feature of a Lottie file that the importer does not draw, or a
/// reference lottie-ios tolerates and the importer repairs as it does,
/// named once per file at its first occurrence.
public struct LottieWarning: Sendable, Equatable, CustomStringConvertible {
    /// What is not supported ("masks", "expressions", "shape item \"tm\" (trim paths)"),
    /// or what was repaired ("parent ind 8 names no layer").
    public var feature: String
    /// The JSON location of its first occurrence (`layers[2].masksProperties`).
    public var location: String
    /// What the importer did about it. Default: "is not supported
    /// (ignored)"; a repair says how the layer is drawn instead ("(drawn
    /// without a parent, as lottie-ios)").
    public var consequence: String

    /// A warning about `feature` at `location`, followed by `consequence`.
    public init(feature: String, location: String, consequence: String = LottieWarning.unsupported) {
        self.feature = feature
        self.location = location
        self.consequence = consequence
    }

    /// The consequence of a feature that is not drawn.
    public static let unsupported = "is not supported (ignored)"

    /// `location: feature consequence`, e.g. `layers[0].ef: effects is not
    /// supported (ignored)`.
    public var description: String { "\(location): \(feature) \(consequence)" }
}

/// How to draw what Core Animation and After Effects draw differently.
/// lottie-ios's Core Animation engine and its snapshots are the
/// reference Flipbook follows by default; After Effects, lottie-web and
/// ThorVG read the same file differently in two places: motion along a
/// curved spatial keyframe and a radial gradient's highlight (Motion along
/// spatial keyframes, in Sources/Lottie/README.md, "How a document maps").
public enum LottieReading: String, Sendable, Hashable, CaseIterable {
    /// As lottie-ios's Core Animation engine draws it: a layer moves along
    /// a curved segment by the curve's parameter (CAKeyframeAnimation's
    /// `path`), except inside a time remap, where lottie-ios interpolates
    /// the values itself, by length; a radial gradient has no highlight
    /// (CAGradientLayer has no focal point); text is stroked as Core Text
    /// strokes it (`sw` a percentage of the font size); text animators are
    /// not drawn (lottie-ios's engine draws none).
    case coreAnimation = "core-animation"
    /// As After Effects, lottie-web and ThorVG draw it: a layer moves
    /// along every segment at constant speed (by arc length), a
    /// radial gradient's highlight `h`/`a` is its focal point, a text
    /// stroke is `sw` points wide, and text animators move, fade and
    /// recolour characters.
    case afterEffects = "after-effects"
}

/// A decoded Lottie file: the scene and what in it was left out.
public struct LottieImport: @unchecked Sendable {
    /// The animation as a Flipbook scene (canvas `w`×`h`, `fr` frames
    /// per second, the loop from `ip` to `op`).
    public var scene: Scene
    /// Unsupported features, one per feature, in the order first met.
    public var warnings: [LottieWarning]

    /// An import of `scene` with `warnings`.
    public init(scene: Scene, warnings: [LottieWarning]) {
        self.scene = scene
        self.warnings = warnings
    }
}

/// Reads Lottie (Bodymovin) JSON into a `Scene`, the way lottie-ios'
/// Core Animation engine maps it onto CALayers and CAKeyframeAnimations:
/// every animated property is a keyframe animation on the model, in/out
/// points are "hidden" animations and precompositions get their start
/// time and stretch from their container layer's timing, so the file
/// plays on the one timeline (see `Sources/Lottie/README.md`).
///
/// Malformed files throw a `SceneFileError` naming the JSON location
/// (`layers[2].ks.p.k[1].s`); the `SceneFileLimits` bound the file, its
/// nesting and what it expands to. Unsupported features become
/// `LottieWarning`s, never guesses.
public struct LottieDecoder: Sendable {
    /// Bounds on what a file may ask for. Default: `.standard`.
    public var limits: SceneFileLimits
    /// Decodes the PNG images of image layers (`ty` 2); nil leaves them
    /// out with a warning. Default: nil.
    public var images: SceneFileImageCodec?
    /// Folders besides the document's own from which image files may be
    /// read (`flipbook --assets DIR`); an asset's `u` + `p` leading
    /// anywhere else, after symbolic links, is refused
    /// (`SceneFileAssetFolders`). Default: none.
    public var assetFolders: [URL] = []
    /// Core Animation's reading or After Effects' where they differ.
    /// Default: `.coreAnimation`.
    public var reading: LottieReading = .coreAnimation

    /// A decoder; `images` defaults to nil, `limits` to `.standard`.
    public init(images: SceneFileImageCodec? = nil, limits: SceneFileLimits = .standard) {
        self.images = images
        self.limits = limits
    }

    /// The animation in the file at `path`; the scene's name is the
    /// file's name without its extension; image files resolve against
    /// the file's folder and are read only inside it and `assetFolders`.
    /// - Throws: `SceneFileError`.
    public func decode(contentsOf path: String) throws -> LottieImport {
        let bytes = try SceneFileReading.document(at: path, limits: limits)
        return try decode(bytes, file: path, folder: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// The animation in `bytes`; `file` names it in messages and, without
    /// its extension, names the scene (else the document's `nm`, else
    /// "lottie"); image files (an asset's `u` + `p`) resolve against
    /// `folder` (nil: the current directory) and are read only inside
    /// `folder` and `assetFolders` (with `folder` nil: only inside
    /// `assetFolders`).
    /// - Throws: `SceneFileError`.
    public func decode(_ bytes: [UInt8], file: String? = nil, folder: URL? = nil) throws -> LottieImport {
        let root = try SceneFileReading.root(of: bytes, file: file, limits: limits)
        let fileName = file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        let importing = LottieImporting(limits: limits)
        importing.reading = reading
        importing.images = images.map { SceneFileImageLoader(codec: $0, folder: folder, trusted: assetFolders, limits: limits) }
        let scene = try importing.scene(root, fileName: fileName)
        return LottieImport(scene: scene, warnings: importing.warnings)
    }

    /// True when `bytes` hold a Lottie document rather than a Flipbook
    /// scene file: a JSON object with Lottie's top-level `layers`, `ip`,
    /// `op` and `fr`. Decides by content, so any file name works.
    public static func isLottie(_ bytes: [UInt8], limits: SceneFileLimits = .standard) -> Bool {
        guard bytes.count <= limits.maximumFileBytes,
              let node = try? SceneFileParser.parse(bytes, maximumDepth: limits.maximumJSONDepth),
              case .object(let members) = node.value else { return false }
        // Looked up one by one: a set of every key of a large object cost
        // 5 times its text, more than its parse.
        return ["layers", "ip", "op", "fr"].allSatisfy { members.node(forKey: $0) != nil }
    }
}
