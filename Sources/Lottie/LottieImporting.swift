import Geometry
import Layers
import Presentation
import SceneFile
import Timeline

/// The state of importing one Lottie file: its frame rate, assets,
/// warnings and running counts against the limits.
final class LottieImporting {
    let limits: SceneFileLimits
    /// The root composition's `fr`: every frame number is divided by it.
    var framesPerSecond = 60.0
    /// Core Animation's reading or After Effects' (`LottieDecoder.reading`).
    var reading = LottieReading.coreAnimation
    /// How spatial keyframes move along their curves in this reading.
    var segmentProgress: KeyframePath.SegmentProgress { reading == .coreAnimation ? .parameter : .length }
    /// Precomposition assets by `id`.
    var assets: [String: SceneFileItem] = [:]
    /// Image assets (`p`, no `layers`) by `id`.
    var imageAssets: [String: SceneFileItem] = [:]
    /// Loads image layers' PNGs; nil when the caller gave no codec.
    var images: SceneFileImageLoader?
    /// Fonts by `fName`: family and style (`fonts.list`).
    var fonts: [String: (family: String, style: String)] = [:]
    /// The glyph outlines of `chars`, in file order.
    var glyphs: [LottieGlyph] = []
    /// Warnings in the order first met, one per feature (or per `once` key).
    private(set) var warnings: [LottieWarning] = []
    /// The keys of the warnings given so far.
    private var warned: Set<String> = []
    var layerCount = 0
    var animationCount = 0
    var keyframeCount = 0
    /// Keyframes made by sampling a time remap, counted apart from the
    /// keyframes the file writes (`keyframeCount`): a remapped
    /// precomposition has one sample per frame on each animated track,
    /// however few keyframes the file holds. At most
    /// `sampledKeyframeLimit`.
    var sampledKeyframeCount = 0
    /// Most keyframes sampled for time remapping: 10 ×
    /// `SceneFileLimits.maximumAnimations` (1 000 000 by default), as a
    /// sample costs far less than an animation the file writes: about
    /// 200 bytes (measured, debug build: one remap of 2 tracks × 500 000
    /// frames peaks at 240 MB and imports in 11 s). lottie-ios' issue
    /// 2330 needs 130 562; 10 million would take over 2 GB.
    var sampledKeyframeLimit: Int {
        limits.maximumAnimations > Int.max / 10 ? Int.max : limits.maximumAnimations * 10
    }
    /// The root composition's in and out points `ip`, `op` (frames): no
    /// frame outside them is ever drawn.
    var rootFrames = 0.0...0.0
    var pathElementCount = 0
    /// The root frame of a frame in the composition being built: root =
    /// offset + scale · frame (a precomposition's `st` and `sr` folded
    /// in); nil inside a time-remapped precomposition, whose frames have
    /// no such map (`asCoreAnimationHolds`).
    var compositionToRoot: (offset: Double, scale: Double)? = (0, 1)

    init(limits: SceneFileLimits) {
        self.limits = limits
    }

    /// Records `feature` at `item` with its `consequence` (default: not
    /// supported, ignored), once per file: per `once` key when given (so
    /// a repair whose text names its instance, "parent ind 8 names no
    /// layer", is still reported once per kind), else per feature.
    func warn(_ feature: String, at item: SceneFileItem, consequence: String = LottieWarning.unsupported,
              once key: String? = nil) {
        guard warned.insert(key ?? feature).inserted else { return }
        warnings.append(LottieWarning(feature: feature, location: item.location, consequence: consequence))
    }

    /// Counts one more of something limited, throwing at `item` past `maximum`.
    func count(_ counter: ReferenceWritableKeyPath<LottieImporting, Int>, by n: Int = 1, maximum: Int,
               _ what: String, limitName: String, at item: SceneFileItem) throws {
        self[keyPath: counter] += n
        guard self[keyPath: counter] <= maximum else {
            throw item.error("more than \(maximum) \(what) (SceneFileLimits.\(limitName))", .limit)
        }
    }

    /// A new layer at nesting `depth` (the root is 1), counted against
    /// the layer limits.
    func makeLayer<L: Layer>(_ make: () -> L, depth: Int, at item: SceneFileItem) throws -> L {
        guard depth <= limits.maximumLayerDepth else {
            throw item.error("layers nest deeper than \(limits.maximumLayerDepth) levels "
                             + "(SceneFileLimits.maximumLayerDepth)", .limit)
        }
        try count(\.layerCount, maximum: limits.maximumLayers, "layers", limitName: "maximumLayers", at: item)
        return make()
    }

    /// Attaches `animation` (when there is one) to `layer`, counted.
    func add(_ animation: Animation?, to layer: Layer, at item: SceneFileItem) throws {
        guard let animation else { return }
        try count(\.animationCount, maximum: limits.maximumAnimations, "animations", limitName: "maximumAnimations",
                  at: item)
        layer.add(animation, forKey: animation.keyPath)
    }

    /// The top-level object: canvas, frame rate, loop, assets and layers.
    /// Named `fileName`, else the document's `nm`, else "lottie".
    func scene(_ item: SceneFileItem, fileName: String?) throws -> Scene {
        _ = try item.requireObject()
        func required(_ key: String) throws -> SceneFileItem {
            guard let m = item.field(key) else { throw item.error("missing required key \"\(key)\"") }
            return m
        }
        let fps = try required("fr").positiveNumber()
        guard fps <= 1000, fps.isFinite else { throw item.field("fr")!.error("must be at most 1000 frames per second") }
        framesPerSecond = fps
        let w = try required("w"), h = try required("h")
        let size = Size(try w.positiveNumber(), try h.positiveNumber())
        guard size.width <= limits.maximumCanvasSide, size.height <= limits.maximumCanvasSide else {
            throw w.error("canvas is larger than \(JSONText.number(limits.maximumCanvasSide)) points on a side "
                          + "(SceneFileLimits.maximumCanvasSide)", .limit)
        }
        let ip = try required("ip").finiteNumber(), opItem = try required("op")
        let op = try opItem.finiteNumber()
        guard op > ip else { throw opItem.error("the out point op must be after the in point ip (\(JSONText.number(ip)))") }
        guard op - ip <= Double(limits.maximumLoopFrames) else {
            throw opItem.error("\(JSONText.number(op)) at \(JSONText.number(fps)) fps is more than "
                               + "\(limits.maximumLoopFrames) frames after ip \(JSONText.number(ip)) "
                               + "(SceneFileLimits.maximumLoopFrames)", .limit)
        }
        rootFrames = ip...op
        try readAssets(item.field("assets"))
        try readGlyphs(fonts: item.field("fonts"), chars: item.field("chars"))
        let root = try makeLayer(Layer.init, depth: 1, at: item)
        root.name = "lottie"
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        try composition(try required("layers"), into: root, depth: 1, precomps: [])
        let nm = try item.field("nm")?.string()
        let name = fileName ?? nm ?? "lottie"
        let summary = "Lottie \(try item.field("v")?.string() ?? "file")" + (nm.map { ": " + $0 } ?? "")
        var scene = Scene(name: name, summary: summary, size: size,
                          loopDuration: (op - ip) / fps, loopStart: ip / fps, framesPerSecond: fps, root: root)
        // A Lottie file's w×h are pixels, and its frames are numbered from time zero.
        scene.defaultScale = 1
        scene.frameNumbering = .fromTimeZero
        return scene
    }

    /// The precomposition assets; image assets are named when a layer uses them.
    private func readAssets(_ item: SceneFileItem?) throws {
        for asset in try item?.array() ?? [] {
            _ = try asset.requireObject()
            guard let id = asset.field("id") else { continue }
            let key: String
            if case .number(let n) = id.node.value { key = JSONText.number(n) } else { key = try id.string() }
            guard assets[key] == nil, imageAssets[key] == nil else {
                throw id.error("duplicate asset id \(JSONText.string(key))")
            }
            if asset.field("layers") != nil {
                assets[key] = asset
            } else if asset.field("p") != nil {
                imageAssets[key] = asset
            }
        }
    }
}
