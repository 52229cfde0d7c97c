import Geometry
import Layers
@testable import Presentation
import Testing

/// A layer's shadow reaches its display-list group in device pixels.
@Suite struct ShadowDisplayListTests {
    func scene(_ layer: Layer) -> Scene {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        return Scene(name: "shadow", summary: "", size: Size(100, 100), loopDuration: 1, root: root)
    }

    func group(_ layer: Layer, scale: Double) throws -> GroupItem? {
        let items = try scene(layer).presentation(at: 0).displayList(scale: scale).items
        guard case .group(let g) = items.first else { return nil }
        return g
    }

    func shadowed() -> Layer {
        let layer = Layer()
        layer.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = .white
        layer.shadowColor = Color(red: 1, green: 0, blue: 0, alpha: 0.8)
        layer.shadowOpacity = 0.5
        layer.shadowOffset = Size(3, 1)
        layer.shadowRadius = 1.5
        return layer
    }

    /// A 40-point square at (20, 20) at scale 2: the offset (3, 1) points
    /// is (6, 2) pixels; σ 1.5 points is 3 pixels (reach 9); color alpha
    /// 0.8 × opacity 0.5 = 0.4. The bounds grow from the square's 39…121
    /// (20…60 points, a pixel of margin), moved by the offset and grown by
    /// the reach.
    @Test func shadowIsInDevicePixels() throws {
        let g = try #require(try group(shadowed(), scale: 2))
        let shadow = try #require(g.shadow)
        #expect(shadow.offsetX == 6 && shadow.offsetY == 2 && shadow.sigma == 3 && shadow.reach == 9)
        #expect(abs(shadow.color.alpha - 0.4) < 1e-12 && shadow.color.red == 1)
        #expect(PixelBounds.of(.group(g)) == PixelRect(minX: 39 + 6 - 9, minY: 39 + 2 - 9, maxX: 121 + 6 + 9, maxY: 121 + 2 + 9))
    }

    /// Turned a quarter, the offset (3, 1) turns to (−1, 3) points: (−2, 6)
    /// pixels at scale 2; σ stays 3 pixels.
    @Test func offsetTurnsWithTheLayer() throws {
        let layer = shadowed()
        layer.transform = .rotation(.pi / 2)
        let shadow = try #require(try group(layer, scale: 2)?.shadow)
        #expect(shadow.offsetX == -2 && shadow.offsetY == 6 && abs(shadow.sigma - 3) < 1e-9)
    }

    /// Opacity 0 (the default) or a clear color cast nothing: an opaque
    /// layer stays ungrouped.
    @Test func noShadowByDefault() throws {
        let layer = Layer()
        layer.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = .white
        #expect(try group(layer, scale: 1) == nil)
        layer.shadowOpacity = 1
        layer.shadowColor = .clear
        #expect(try group(layer, scale: 1) == nil)
    }
}
