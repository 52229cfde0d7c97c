import Presentation

/// Bounds that keep a hostile or broken scene file from exhausting memory
/// or time before a single frame is drawn. Each is checked while the file
/// is read and reported as a `SceneFileError` of kind `.limit` naming the
/// limit. Tests shrink them; `standard` is what the command line uses.
public struct SceneFileLimits: Sendable, Equatable {
    /// Largest scene file, bytes. Default: 32 MiB — the largest built-in
    /// scene exports to under 200 KiB (images embedded), so this leaves
    /// two orders of magnitude for generated files while bounding the
    /// parse: numbers are packed at 8 bytes each (at most 4× their text,
    /// a `1,` being 2 bytes), other values take a 16-byte node, object
    /// members 32 bytes, so a file peaks within 8× its size (32 MiB:
    /// 256 MiB over the process's own, `SceneFileDocument`), save for an
    /// array of one-digit numbers with one other value among them, 9×.
    public var maximumFileBytes = 32 << 20
    /// Deepest nesting of JSON arrays and objects. Default: 256 — a layer
    /// costs 2 levels and an animation group 2, so 64 nested layers with
    /// 16 nested groups and a path value still fit, while the parser's
    /// recursion stays far inside a 512 KiB thread stack.
    public var maximumJSONDepth = 256
    /// Largest canvas side, points. Default: 16 384, the pixels a side
    /// every command accepts (`CanvasLimits.maximumSide`): at the smallest
    /// useful scale (1 px per point) nothing bigger could be rendered anyway.
    public var maximumCanvasSide = Double(CanvasLimits.maximumSide)
    /// Most layers in the file, counting masks and instanced templates.
    /// Default: 10 000 — real screens have hundreds; every layer is
    /// evaluated every frame.
    public var maximumLayers = 10_000
    /// Deepest layer nesting (sublayers, masks, templates). Default: 64 —
    /// deeper than any UIKit hierarchy in practice; evaluation recurses
    /// once per level on render threads.
    public var maximumLayerDepth = 64
    /// Most instances over all instanced layers. Default: 65 536 — the
    /// Fuber grid at its largest parameter (255 × 255 = 65 025) fits.
    public var maximumInstances = 65_536
    /// Most animations, counting every child of every group. Default:
    /// 100 000 — each is evaluated every frame (per instance on a template).
    public var maximumAnimations = 100_000
    /// Most frames in one loop of the scene at its own frame rate
    /// (`loopDuration` × `framesPerSecond`; a Lottie file's `op` − `ip`).
    /// Default: 10 000 000, the most frames one `flipbook render` plans
    /// (46 hours at 60 fps): a longer loop could never be rendered whole,
    /// and is most likely a typo or a hostile file.
    public var maximumLoopFrames = 10_000_000
    /// Deepest nesting of animation groups. Default: 16.
    public var maximumGroupDepth = 16
    /// Most elements in one path (a shape's path, an animation value, laid
    /// out text). Default: 100 000 — about 2 000 glyphs of text; the
    /// flattener caps a path at 4 Mi points, which this keeps well inside.
    public var maximumPathElements = 100_000
    /// Most path elements in the whole file. Default: 1 000 000.
    public var maximumTotalPathElements = 1_000_000
    /// Longest text layer string, Unicode scalars. Default: 10 000.
    public var maximumTextLength = 10_000
    /// Largest font size, points. Default: 16 384 — a glyph taller than the
    /// largest canvas can never be seen whole.
    public var maximumFontSize = 16_384.0
    /// Largest image side, pixels, checked from the PNG header before
    /// decoding. Default: 8 192.
    public var maximumImageSide = 8_192
    /// Most image pixels over all distinct images. Default: 64 Mi pixels
    /// (256 MiB of RGBA8), the same as the largest render canvas.
    public var maximumImagePixels = 64 << 20
    /// Largest image file (or embedded data), bytes. Default: 64 MiB.
    public var maximumImageFileBytes = 64 << 20

    /// The limits the command line uses, with the defaults above.
    public static let standard = SceneFileLimits()

    /// Limits with every default.
    public init() {}
}
