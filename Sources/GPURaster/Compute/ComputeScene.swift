import Geometry
import Layers
import Paths
import Presentation

/// A frame for the compute path (fine.comp), built on the CPU: the display
/// list flattened into commands in paint order (fills, and groups as
/// begin/end pairs), each shape's disjoint trapezoids, and the paints'
/// stops and texels. `ComputeTiles` then bins the commands into 16 × 16
/// pixel tiles and lays everything out as one buffer of words.
///
/// Groups follow the CPU's `RasterContext.drawGroup` decision for
/// decision, shortcuts included (an opaque plain group draws its items in
/// place, a translucent one with one item folds its opacity into it, an
/// image's into the image's own opacity), so the bytes match the CPU's and
/// not merely its picture.
struct ComputeScene {
    /// Tile side in pixels: 16 (COMPUTE_TILE_SIZE; the work group is one
    /// tile, 256 invocations, the most every GLES 3.1 device runs).
    static let tileSize = 16
    /// Group levels a pixel's stack holds (COMPUTE_STACK_DEPTH): 16; a
    /// masked group takes two. A deeper frame is refused (`GPUError`),
    /// never drawn wrong.
    static let maximumDepth = 16
    /// Words per command (COMPUTE_COMMAND_WORDS): 16.
    static let commandWords = 16

    /// What a command does (fine.comp's constants of the same names).
    enum Kind: UInt32 {
        case solid = 0, axial, radial, image, begin, beginMask, end, layer, grid
    }

    /// A grid placed and binned on the GPU (`ComputeGrids`, grid_bin.comp)
    /// and drawn by its GRID command: a grid whose template is one image
    /// and which carries its compiled tracks, as the raster path's
    /// instanced draw takes it.
    struct Grid {
        let tracks: TrackTableUniforms
        let uniforms: InstanceGridUniforms
        let instances: [LayerInstance]
        /// Texel units per unit of the destination along its sides
        /// (grid_bin.comp's u_texelScale).
        let texelScale: (x: Float, y: Float)
        /// The pixels it draws in: its group's box within the canvas.
        let box: PixelRect
        /// Its GRID command's index.
        let command: Int
    }

    /// The pixels a command touches and the shape that covers them.
    struct Shape {
        /// Trapezoids in `trapezoids` (8 floats each); empty for a begin
        /// or for an end without a clip.
        var trapezoids: Range<Int>
        /// The pixels it may change (within its group's box).
        var box: PixelRect
    }

    /// The pixels drawn, device pixels: the canvas, or a shadowed group's
    /// box (`layers`).
    let canvas: PixelRect
    /// `commandWords` words per command, word 0 its `Kind`.
    var commands: [UInt32] = []
    /// Per command, what `ComputeTiles` bins.
    var shapes: [Shape] = []
    /// band (y0, y1, left0, right0), sides (left1, right1, left slope,
    /// right slope) per trapezoid, device pixels (coverage.glsl's
    /// coverageTrapezoid).
    var trapezoids: [Float] = []
    /// Gradient stops (5 floats: straight color 0…1, location) and image
    /// texels (one RGBA8 word each), addressed from commands' word 2
    /// relative to its start (`ComputeTiles` adds where it lands).
    var data: [UInt32] = []
    /// Deepest stack the frame needs.
    private(set) var depth = 0
    /// What fine.comp must be compiled with to draw the frame.
    var features: ComputeFeatures = []
    /// Groups with a shadow, drawn before this scene: each group's items
    /// as a scene of their own over the group's box, then the shadow cast
    /// beneath them (shadow.comp), the result copied into `data` where the
    /// group's layer command reads it.
    var layers: [ComputeLayer] = []
    /// Grids drawn by GRID commands, in order; `ComputeGrids` places and
    /// bins them before the fine pass.
    var grids: [Grid] = []
    /// Whether a grid carrying its compiled tracks becomes a GRID command
    /// (`DebugSwitches.gpuTrackEvaluation`); else its copies are listed
    /// here, one group each.
    let placesGrids: Bool

    /// Flattening tolerance, device pixels.
    let tolerance: Double
    let shapeCache: ComputeShapeCache
    /// Where each image's texels went in `data`, by the identity of its
    /// pixel storage (copies of one image share it).
    var texelOffsets: [TexelKey: UInt32] = [:]
    private var level = 0

    /// Encodes `list`, taking shapes from `cache` (which keeps them for
    /// the next frame).
    /// - Throws: `GPUError(.unsupported)` for what the compute path cannot
    ///   draw yet (a group shadow) or a frame deeper than `maximumDepth`.
    /// `placesGrids`: see the property. Default: true.
    init(_ list: DisplayList, tolerance: Double, cache: ComputeShapeCache, placesGrids: Bool = true) throws(GPUError) {
        try self.init(list.items, canvas: PixelRect(x: 0, y: 0, width: list.width, height: list.height),
                      tolerance: tolerance, cache: cache, placesGrids: placesGrids)
    }

    /// `items` drawn over `canvas` alone (a shadowed group's content).
    init(_ items: [DisplayItem], canvas: PixelRect, tolerance: Double, cache: ComputeShapeCache,
         placesGrids: Bool = true) throws(GPUError) {
        self.canvas = canvas
        self.tolerance = tolerance
        shapeCache = cache
        self.placesGrids = placesGrids
        try draw(items, opacity: 1, box: canvas)
    }

    /// Commands in `commands`.
    var commandCount: Int { shapes.count }

    private mutating func draw(_ items: [DisplayItem], opacity: Double, box: PixelRect) throws(GPUError) {
        for item in items { try draw(item, opacity: opacity, box: box) }
    }

    /// One item with a group opacity folded in, drawn within `box`.
    private mutating func draw(_ item: DisplayItem, opacity: Double, box: PixelRect) throws(GPUError) {
        switch item {
        case .fill(let fill):
            let shape = shapeCache.fill(fill.path, transform: fill.transform, rule: fill.fillRule, tolerance: tolerance)
            appendPaint(fill.paint, transform: fill.transform, opacity: opacity, shape: shape, box: box)
        case .stroke(let stroke):
            let shape = shapeCache.stroke(stroke, tolerance: tolerance)
            appendPaint(stroke.paint, transform: stroke.transform, opacity: opacity, shape: shape, box: box)
        case .image(let image):
            appendImage(image, opacity: opacity, box: box)
        case .group(let group):
            try draw(group, opacity: opacity, box: box)
        case .instanced(let instanced):
            try draw(instanced, opacity: opacity, box: box)
        }
    }

    /// `RasterContext.drawGroup`'s decisions: nothing at opacity 0; the
    /// two shortcuts for a plain group; else begin, the items, the mask
    /// (begin-mask, its items) and an end carrying the opacity, mask mode,
    /// blend mode, box and clip.
    private mutating func draw(_ group: GroupItem, opacity inherited: Double, box outer: PixelRect) throws(GPUError) {
        let own = group.opacity.isNaN ? 0 : min(max(group.opacity, 0), 1)
        let opacity = own * inherited
        guard opacity > 0 else { return }
        if group.clip == nil, group.mask == nil, group.shadow == nil, group.blendMode == .normal {
            if opacity >= 1 { return try draw(group.items, opacity: 1, box: outer) }
            if group.items.count == 1, !group.items[0].isInstanced {
                if case .image(var image) = group.items[0] {
                    image.opacity *= opacity
                    return appendImage(image, opacity: 1, box: outer)
                }
                return try draw(group.items[0], opacity: opacity, box: outer)
            }
        }
        let inner = PixelBounds.of(.group(group)).intersection(outer)
        guard !inner.isEmpty else { return }
        let levels = group.mask == nil ? 1 : 2
        guard level + levels <= Self.maximumDepth else {
            throw GPUError(.unsupported, "groups nest more than \(Self.maximumDepth) levels deep "
                           + "(the compute path's stack); use --gpu-path raster")
        }
        level += levels
        depth = max(depth, level)
        features.insert(.groups)
        if group.mask != nil { features.insert(.masks) }
        if group.blendMode != .normal { features.insert(.blends) }
        defer { level -= levels }
        appendCommand(.begin, shape: Shape(trapezoids: 0..<0, box: inner))
        if let shadow = group.shadow {
            try appendLayer(group.items, shadow: shadow, box: inner)
        } else {
            try draw(group.items, opacity: 1, box: inner)
        }
        var maskMode: UInt32 = 0
        if let mask = group.mask {
            appendCommand(.beginMask, shape: Shape(trapezoids: 0..<0, box: inner))
            try draw(mask, opacity: 1, box: inner)
            maskMode = UInt32(MaskMode.allCases.firstIndex(of: group.maskMode) ?? 0) + 1
        }
        var clip = 0..<0
        if let c = group.clip {
            let shape = shapeCache.fill(Path(roundedRect: c.rect, cornerRadius: c.cornerRadius), transform: c.transform,
                                        rule: .nonZero, tolerance: tolerance)
            clip = append(shape)
        }
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        words[0] = Kind.end.rawValue
        words[1] = maskMode
        words[2] = UInt32(BlendMode.allCases.firstIndex(of: group.blendMode) ?? 0)
        words[5] = Float(opacity).bitPattern
        Self.setBox(inner, of: &words)
        commands += words
        shapes.append(Shape(trapezoids: clip, box: inner))
    }

    /// `RasterContext.drawInstanced`: below opacity 1 a group around the
    /// grid; else every copy a group of the template's items placed by its
    /// transform, with its opacity.
    private mutating func draw(_ instanced: InstancedItem, opacity: Double, box: PixelRect) throws(GPUError) {
        guard opacity >= 1 else {
            return try draw(GroupItem(items: [.instanced(instanced)], opacity: opacity), opacity: 1, box: box)
        }
        if placesGrids, appendGrid(instanced, box: box) { return }
        for placement in instanced.instances {
            let items = instanced.template.map { $0.transformed(by: placement.transform) }
            try draw(GroupItem(items: items, opacity: placement.opacity), opacity: 1, box: box)
        }
    }

    /// The items of a group with `shadow` as a layer of their own over
    /// `box` (`layers`), and the command that reads it back: the group's
    /// content, pixel for pixel.
    private mutating func appendLayer(_ items: [DisplayItem], shadow: GroupShadow, box: PixelRect) throws(GPUError) {
        let scene = try ComputeScene(items, canvas: box, tolerance: tolerance, cache: shapeCache,
                                     placesGrids: placesGrids)
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        words[0] = Kind.layer.rawValue
        words[2] = UInt32(data.count)
        words[3] = UInt32(box.width)
        Self.setBox(box, of: &words)
        layers.append(ComputeLayer(scene: scene, shadow: shadow, dataOffset: data.count))
        data += [UInt32](repeating: 0, count: box.width * box.height)
        commands += words
        shapes.append(Shape(trapezoids: 0..<0, box: box))
    }

    /// Words 12…15 of an END or LAYER command: the box (x, y, maxX, maxY),
    /// signed, as fine.comp reads it (`ivec4(q3)`).
    private static func setBox(_ box: PixelRect, of words: inout [UInt32]) {
        words[12] = UInt32(bitPattern: Int32(box.x))
        words[13] = UInt32(bitPattern: Int32(box.y))
        words[14] = UInt32(bitPattern: Int32(box.maxX))
        words[15] = UInt32(bitPattern: Int32(box.maxY))
    }

    private mutating func appendCommand(_ kind: Kind, shape: Shape) {
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        words[0] = kind.rawValue
        commands += words
        shapes.append(shape)
    }

    /// Appends a shape's trapezoids; returns where they are.
    mutating func append(_ shape: ComputeShape) -> Range<Int> {
        let first = trapezoids.count / 8
        trapezoids += shape.trapezoids
        return first..<(trapezoids.count / 8)
    }
}

/// The identity of an image's pixel storage within one frame.
struct TexelKey: Hashable {
    let address: UInt
    let width: Int
    let height: Int
}

/// The optional parts of fine.comp, each a `#define` (software drivers run
/// every branch, so a frame pays only for what it uses).
struct ComputeFeatures: OptionSet, Hashable {
    let rawValue: Int
    static let images = ComputeFeatures(rawValue: 1)
    static let gradients = ComputeFeatures(rawValue: 2)
    static let groups = ComputeFeatures(rawValue: 4)
    static let masks = ComputeFeatures(rawValue: 8)
    static let blends = ComputeFeatures(rawValue: 16)
    /// The scene's words read as uniform blocks (`ComputePainter`).
    static let uniformScene = ComputeFeatures(rawValue: 32)
    /// Every part (compiled when the painter is made).
    static let all: ComputeFeatures = [.images, .gradients, .groups, .masks, .blends]

    /// The `#define`s.
    var defines: [String] {
        [(Self.images, "IMAGES"), (.gradients, "GRADIENTS"), (.groups, "GROUPS"), (.masks, "MASKS"),
         (.blends, "BLENDS"), (.uniformScene, "UNIFORM_SCENE")].compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// A shadowed group's content, drawn as a scene of its own before the
/// scene that holds it (`ComputeScene.layers`).
struct ComputeLayer {
    /// The group's items over the group's box (`scene.canvas`).
    let scene: ComputeScene
    let shadow: GroupShadow
    /// Where the result goes in the holding scene's `data`, in words.
    let dataOffset: Int
}
