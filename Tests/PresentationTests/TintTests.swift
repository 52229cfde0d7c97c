import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

/// `Layer.tintColor` as the display list applies it: every color of the
/// layer and its sublayers multiplied component-wise, images' premultiplied
/// bytes likewise, nested tints multiplied, masks untouched.
@Suite struct TintTests {
    static let tint = Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)
    /// Three premultiplied pixels: opaque, transparent, half-transparent.
    static let image = Bitmap(width: 3, height: 1, pixels: [200, 100, 50, 255, 0, 0, 0, 0, 128, 64, 0, 128])

    /// A layer with every kind of color: background, contents, border, and
    /// sublayers with a shape fill and stroke, a three-stop gradient and
    /// text; tinted by `tint`.
    func everything(tint: Color?) -> Layer {
        let layer = Layer(name: "tinted")
        layer.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        layer.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        layer.borderWidth = 2
        layer.borderColor = Color(red: 1, green: 1, blue: 0, alpha: 1)
        layer.contents = Self.image
        layer.tintColor = tint
        let shape = ShapeLayer()
        shape.path = Path(ellipseIn: Rect(x: 5, y: 5, width: 30, height: 30))
        shape.fillColor = Color(red: 1, green: 0, blue: 0.5, alpha: 1)
        shape.strokeColor = Color(red: 0, green: 1, blue: 1, alpha: 0.5)
        shape.lineWidth = 3
        let gradient = GradientLayer()
        gradient.frame = Rect(x: 40, y: 0, width: 40, height: 40)
        gradient.colors = [.white, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5), .black]
        let text = TextLayer()
        text.frame = Rect(x: 0, y: 40, width: 40, height: 40)
        text.foregroundColor = Color(red: 0.25, green: 0.75, blue: 1, alpha: 1)
        text.glyphs = Path(rect: Rect(x: 2, y: 2, width: 10, height: 10))
        for sub in [shape, gradient, text] { layer.addSublayer(sub) }
        return layer
    }

    func items(_ layer: Layer) throws -> [DisplayItem] {
        try scene(layer).presentation(at: 0).displayList(scale: 1).items
    }

    /// Every solid and gradient-stop color, in drawing order (groups and
    /// instanced templates included; masks left out).
    func colors(_ items: [DisplayItem]) -> [Color] {
        items.flatMap { item -> [Color] in
            switch item {
            case .fill(let f): return colors(f.paint)
            case .stroke(let s): return colors(s.paint)
            case .image: return []
            case .group(let g): return colors(g.items)
            case .instanced(let i): return colors(i.template)
            }
        }
    }

    func colors(_ paint: Paint) -> [Color] {
        switch paint {
        case .solid(let c): return [c]
        case .axial(let g, _, _), .radial(let g, _, _, _): return g.stops.map(\.color)
        }
    }

    func images(_ items: [DisplayItem]) -> [Bitmap] {
        items.compactMap { if case .image(let i) = $0 { i.image } else { nil } }
    }

    /// Component-wise product, written out here independently of the code
    /// under test.
    func times(_ a: Color, _ b: Color) -> Color {
        Color(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue, alpha: a.alpha * b.alpha)
    }

    @Test func aTintMultipliesEveryColor() throws {
        let plain = try items(everything(tint: nil)), tinted = try items(everything(tint: Self.tint))
        // Background, border, fill, stroke, three stops, text.
        #expect(colors(plain).count == 8)
        #expect(colors(tinted) == colors(plain).map { times($0, Self.tint) })
        #expect(tinted.count == plain.count)
    }

    /// Premultiplied bytes: color × tint.rgb · tint.alpha (0.25, 0.125,
    /// 0.5), alpha × tint.alpha (0.5), rounded to nearest (12.5 → 13,
    /// 127.5 → 128).
    @Test func aTintMultipliesImagePixels() throws {
        let tinted = images(try items(everything(tint: Self.tint)))
        #expect(tinted == [Bitmap(width: 3, height: 1, pixels: [50, 13, 25, 128, 0, 0, 0, 0, 32, 8, 0, 64])])
    }

    /// No tint and a white one draw the same list, byte for byte.
    @Test func whiteOrNilChangesNothing() throws {
        let plain = try items(everything(tint: nil))
        #expect(images(plain) == [Self.image])
        #expect(try items(everything(tint: .white)) == plain)
    }

    @Test func nestedTintsMultiply() throws {
        let outer = Layer(), inner = Layer(), leaf = Layer()
        outer.tintColor = Color(red: 0.5, green: 1, blue: 1, alpha: 1)
        inner.tintColor = Color(red: 1, green: 0.5, blue: 1, alpha: 0.5)
        leaf.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        leaf.backgroundColor = Color(red: 1, green: 1, blue: 0.5, alpha: 1)
        inner.addSublayer(leaf)
        outer.addSublayer(inner)
        #expect(colors(try items(outer)) == [Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)])
    }

    /// The mask keeps its colors (its alpha alone counts; the tint's alpha
    /// already reaches the masked content), and a tint of alpha 0 draws
    /// nothing.
    @Test func masksAreNotTintedAndAClearTintDrawsNothing() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .white
        layer.tintColor = Self.tint
        let mask = Layer()
        mask.frame = layer.bounds
        mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.75)
        layer.mask = mask
        guard case .group(let group)? = try items(layer).first else {
            Issue.record("expected a masked group")
            return
        }
        #expect(colors(group.items) == [Self.tint])
        #expect(colors(group.mask ?? []) == [Color(red: 0, green: 0, blue: 0, alpha: 0.75)])
        layer.tintColor = Color(red: 1, green: 1, blue: 1, alpha: 0)
        #expect(try items(layer).isEmpty)
    }

    /// An instanced layer's template is tinted by the layers above it,
    /// times its own tint.
    @Test func instancedTemplatesAreTinted() throws {
        let template = Layer(name: "tile")
        template.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        template.backgroundColor = .white
        template.tintColor = Color(red: 1, green: 0.5, blue: 1, alpha: 1)
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: Point(10, 10)),
                                                                   LayerInstance(position: Point(30, 10))])
        let parent = Layer()
        parent.tintColor = Color(red: 0.5, green: 1, blue: 1, alpha: 0.5)
        parent.addSublayer(grid)
        let list = try items(parent)
        guard case .instanced(let item)? = list.first, list.count == 1 else {
            Issue.record("expected one instanced item, got \(list)")
            return
        }
        #expect(colors(item.template) == [Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5)])
        #expect(item.instances.count == 2)
    }
}
