import Geometry
import Paths
import Presentation
import SeededRandom
import Text

/// Seeded random display lists for the GPU-vs-CPU differential test:
/// fills (polygons, self-intersecting ones among them, curved blobs,
/// ellipses, rounded rectangles, glyphs of text; both fill rules), strokes
/// (self-overlapping polylines, caps, joins, miter limits, dashes, trims),
/// images (scaled, rotated, tiled, translucent), image grids (rotated,
/// skewed, overlapping copies), and groups (opacity, rounded clips, alpha
/// masks) nested up to `maximumDepth`, with solid, axial and radial paints. The same seed gives the same list on every machine.
struct RandomDisplayList {
    /// Canvas side in pixels: 40 px holds several overlapping items with
    /// interiors away from their edges while keeping 200 cases quick on
    /// llvmpipe and in debug builds.
    static let side = 40
    /// Group nesting depth: two levels cover a group inside a group (an
    /// offscreen inside an offscreen) without growing lists much.
    static let maximumDepth = 2

    private var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// The list for `seed`.
    static func list(seed: UInt64) -> DisplayList {
        var generator = RandomDisplayList(seed: seed)
        return generator.make()
    }

    /// A list of 1…5 top-level items on a `side × side` canvas.
    mutating func make() -> DisplayList {
        let count = int(1...5)
        return DisplayList(width: Self.side, height: Self.side, items: (0..<count).map { _ in item(depth: 0) })
    }

    mutating func item(depth: Int) -> DisplayItem {
        let roll = int(0...99)
        if roll < 30 { return .fill(FillItem(path: path(), transform: transform(), fillRule: bool() ? .nonZero : .evenOdd, paint: paint())) }
        if roll < 36, let text = text() { return text }
        if roll < 58 { return .stroke(stroke()) }
        if roll < 68 || depth >= Self.maximumDepth { return .image(image()) }
        if roll < 78 { return .instanced(instanced()) }
        return .group(group(depth: depth + 1))
    }

    // MARK: - Items

    mutating func stroke() -> StrokeItem {
        let dashes = int(0...3) == 0 ? [double(1...6), double(1...5)] : []
        let style = StrokeStyle(lineWidth: double(0.5...6), lineCap: LineCap.allCases[int(0...2)],
                                lineJoin: LineJoin.allCases[int(0...2)], miterLimit: double(1...10),
                                dashPattern: dashes, dashPhase: dashes.isEmpty ? 0 : double(0...4))
        let trimmed = int(0...2) == 0
        let start = trimmed ? double(0...0.5) : 0, end = trimmed ? double(0.5...1) : 1
        return StrokeItem(path: path(), transform: transform(), style: style, strokeStart: start, strokeEnd: end,
                          paint: paint())
    }

    mutating func image() -> ImageItem {
        let w = int(1...4), h = int(1...4)
        var pixels: [UInt8] = []
        for _ in 0..<(w * h) {
            let alpha = bool() ? 255 : int(0...255)
            // Premultiplied: no color above its alpha.
            pixels += [int(0...alpha), int(0...alpha), int(0...alpha), alpha].map(UInt8.init)
        }
        let destination = Rect(x: double(-8...20), y: double(-8...20), width: double(6...30), height: double(6...30))
        let tile = int(0...2) == 0 ? Size(double(3...10), double(3...10)) : nil
        return ImageItem(image: Bitmap(width: w, height: h, pixels: pixels), destination: destination, tileSize: tile,
                         transform: transform(), opacity: bool() ? 1 : double(0.3...1))
    }

    /// A glyph of the system font as a fill (text is drawn as glyph
    /// outlines on both backends), nil when no font is found.
    mutating func text() -> DisplayItem? {
        let letters = Array("agQ&%8B@")
        let letter = letters[int(0...(letters.count - 1))]
        guard let font = try? Font.system(size: double(14...40)), let scalar = letter.unicodeScalars.first else {
            return nil
        }
        let placement = AffineTransform(translationX: double(0...20), y: double(20...36)).concatenating(transform())
        return .fill(FillItem(path: font.glyphPath(for: scalar), transform: placement, fillRule: .nonZero, paint: paint()))
    }

    /// An image grid of 2…6 copies, each rotated, skewed and scaled, some
    /// translucent, overlapping one another.
    mutating func instanced() -> InstancedItem {
        var template = image()
        template.destination = Rect(x: -4, y: -4, width: double(4...12), height: double(4...12))
        template.transform = .identity
        let instances = (0..<int(2...6)).map { _ in
            InstancePlacement(
                transform: AffineTransform(a: double(0.5...1.5), b: double(-0.6...0.6), c: double(-0.6...0.6),
                                           d: double(0.5...1.5), tx: double(4...36), ty: double(4...36)),
                opacity: bool() ? 1 : double(0.2...1))
        }
        return InstancedItem(template: [.image(template)], instances: instances)
    }

    mutating func group(depth: Int) -> GroupItem {
        let items = (0..<int(1...3)).map { _ in item(depth: depth) }
        let clip = int(0...2) == 0
            ? Clip(rect: Rect(x: double(0...15), y: double(0...15), width: double(10...30), height: double(10...30)),
                   cornerRadius: double(0...8), transform: transform())
            : nil
        let mask = int(0...2) == 0 ? (0..<int(1...2)).map { _ in maskItem() } : nil
        return GroupItem(items: items, opacity: bool() ? 1 : double(0.2...1), clip: clip, mask: mask)
    }

    /// A mask shape: a fill whose alpha matters.
    mutating func maskItem() -> DisplayItem {
        .fill(FillItem(path: path(), transform: transform(), fillRule: .nonZero, paint: paint()))
    }

    // MARK: - Geometry and paint

    /// A path inside roughly 0…40 local units.
    mutating func path() -> Path {
        switch int(0...3) {
        case 0:
            var p = Path()
            for k in 0..<int(3...6) {
                let q = point()
                if k == 0 { p.move(to: q) } else { p.line(to: q) }
            }
            if bool() { p.close() }
            return p
        case 1:
            var p = Path()
            p.move(to: point())
            for _ in 0..<int(1...3) { p.curve(to: point(), control1: point(), control2: point()) }
            if bool() { p.quad(to: point(), control: point()) }
            if bool() { p.close() }
            return p
        case 2:
            return Path(ellipseIn: Rect(x: double(0...20), y: double(0...20), width: double(4...30), height: double(4...30)))
        default:
            return Path(roundedRect: Rect(x: double(0...20), y: double(0...20), width: double(4...30), height: double(4...30)),
                        cornerRadius: double(0...10))
        }
    }

    mutating func point() -> Point { Point(double(-4...44), double(-4...44)) }

    /// Rotation about the canvas center, a scale of 0.6…1.4 and a shift
    /// of up to 6 px, or the identity half the time.
    mutating func transform() -> AffineTransform {
        guard bool() else { return .identity }
        let c = Double(Self.side) / 2
        return AffineTransform(translationX: -c, y: -c)
            .concatenating(AffineTransform(rotationAngle: double(-Double.pi...Double.pi)))
            .concatenating(AffineTransform(scaleX: double(0.6...1.4), y: double(0.6...1.4)))
            .concatenating(AffineTransform(translationX: c + double(-6...6), y: c + double(-6...6)))
    }

    mutating func paint() -> Paint {
        switch int(0...4) {
        case 0: return .axial(gradient(), start: point(), end: point())
        case 1: return .radial(gradient(), center: point(), radii: Size(double(4...30), double(4...30)))
        default: return .solid(color())
        }
    }

    mutating func gradient() -> Gradient {
        Gradient(stops: (0..<int(2...4)).map { _ in Gradient.Stop(location: double(0...1), color: color()) })
    }

    mutating func color() -> Color {
        Color(red: double(0...1), green: double(0...1), blue: double(0...1), alpha: bool() ? 1 : double(0.2...1))
    }

    // MARK: - Numbers

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(rng.next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double { rng.double(in: range) }

    mutating func bool() -> Bool { rng.next() & 1 == 1 }
}
