import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

@Suite struct DisplayListTests {
    @Test func canvasIsSizeTimesScale() throws {
        let list = try scene(size: Size(375, 667)).presentation(at: 0).displayList(scale: 3)
        #expect(list.width == 1125 && list.height == 2001)
    }

    @Test func backgroundIsRoundedByCornerRadius() throws {
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 10, width: 40, height: 20)
        layer.backgroundColor = .white
        layer.cornerRadius = 5
        let list = try scene(layer).presentation(at: 0).displayList(scale: 2)
        #expect(list.items == [.fill(FillItem(
            path: Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5),
            transform: AffineTransform(translationX: 10, y: 10).concatenating(AffineTransform(scaleX: 2, y: 2)),
            fillRule: .nonZero, paint: .solid(.white)))])
    }

    @Test func singleItemFoldsOpacityIntoPaint() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        layer.opacity = 0.5
        let items = try scene(layer).presentation(at: 0).displayList().items
        guard items.count == 1, case .fill(let f) = items[0] else {
            Issue.record("expected one fill, got \(items)")
            return
        }
        #expect(f.paint == .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.25)))
    }

    @Test func translucentLayerWithSeveralItemsBecomesAGroup() throws {
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.strokeColor = .white
        shape.lineWidth = 4
        shape.opacity = 0.5
        let items = try scene(shape).presentation(at: 0).displayList().items
        guard items.count == 1, case .group(let g) = items[0] else {
            Issue.record("expected one group, got \(items)")
            return
        }
        #expect(g.opacity == 0.5)
        #expect(g.items.count == 2)
        guard case .fill = g.items[0], case .stroke(let s) = g.items[1] else {
            Issue.record("fill must come before stroke")
            return
        }
        #expect(s.paint == .solid(.white))
        #expect(s.style.lineWidth == 4)
    }

    @Test func hiddenAndTransparentLayersDrawNothing() throws {
        let hidden = Layer(), clear = Layer()
        for l in [hidden, clear] {
            l.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            l.backgroundColor = .white
        }
        hidden.isHidden = true
        clear.opacity = 0
        #expect(try scene(hidden, clear).presentation(at: 0).displayList().items.isEmpty)
    }

    @Test func masksToBoundsClipsSublayersWithRoundedBounds() throws {
        let parent = Layer()
        parent.frame = Rect(x: 10, y: 10, width: 30, height: 30)
        parent.masksToBounds = true
        parent.cornerRadius = 15
        let child = Layer()
        child.frame = Rect(x: -10, y: -10, width: 100, height: 100)
        child.backgroundColor = .black
        parent.addSublayer(child)
        let items = try scene(parent).presentation(at: 0).displayList(scale: 1).items
        guard items.count == 1, case .group(let g) = items[0], let clip = g.clip else {
            Issue.record("expected a clipped group, got \(items)")
            return
        }
        #expect(clip.rect == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(clip.cornerRadius == 15)
        #expect(clip.transform == AffineTransform(translationX: 10, y: 10))
        #expect(g.items.count == 1)
    }

    /// A white 40×40 layer at (20, 20) masked by a black 10×10 square at
    /// (5, 5) in its coordinates.
    static func maskedSquare() -> Layer {
        let layer = Layer()
        layer.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = .white
        let mask = Layer()
        mask.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        mask.backgroundColor = .black
        layer.mask = mask
        return layer
    }

    @Test func maskLayerUsesTheMaskedLayersCoordinates() throws {
        let layer = Self.maskedSquare()
        let items = try scene(layer).presentation(at: 0).displayList(scale: 1).items
        guard case .group(let g) = items.first, let maskItems = g.mask, case .fill(let m) = maskItems.first else {
            Issue.record("expected a masked group, got \(items)")
            return
        }
        #expect(m.transform.apply(Point(0, 0)) == Point(25, 25))
    }

    /// A layer with a blend mode other than normal is a group carrying the
    /// mode even when opaque, without clip or mask (which would otherwise
    /// draw its items directly); a normal one is not wrapped.
    @Test(arguments: BlendMode.allCases)
    func blendModeMakesAGroup(_ mode: BlendMode) throws {
        let layer = Layer()
        layer.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = .white
        layer.blendMode = mode
        let items = try scene(layer).presentation(at: 0).displayList(scale: 1).items
        if mode == .normal {
            guard case .fill = items.first else {
                Issue.record("expected a plain fill, got \(items)")
                return
            }
        } else {
            guard case .group(let g) = items.first else {
                Issue.record("expected a group, got \(items)")
                return
            }
            #expect(g.blendMode == mode && g.opacity == 1 && g.clip == nil && g.mask == nil)
        }
    }

    /// The layer's mask mode reaches its group; only the modes that hide
    /// what lies outside the mask cut the group's pixel bounds to it.
    @Test(arguments: MaskMode.allCases)
    func maskModeReachesTheGroup(_ mode: MaskMode) throws {
        let layer = Self.maskedSquare()
        layer.maskMode = mode
        let items = try scene(layer).presentation(at: 0).displayList(scale: 1).items
        guard case .group(let g) = items.first else {
            Issue.record("expected a masked group, got \(items)")
            return
        }
        #expect(g.maskMode == mode)
        let bounds = PixelBounds.of(.group(g))
        // The mask covers 25…35, the layer 20…60; PixelBounds adds a pixel
        // of margin on each side.
        let cut = mode == .alpha || mode == .luminance
        #expect(bounds == (cut ? PixelRect(x: 24, y: 24, width: 12, height: 12) : PixelRect(x: 19, y: 19, width: 42, height: 42)),
                "\(mode): \(bounds)")
    }

    @Test func borderIsARingInsideTheBounds() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.borderWidth = 2
        layer.borderColor = .white
        let items = try scene(layer).presentation(at: 0).displayList(scale: 1).items
        guard items.count == 1, case .fill(let f) = items[0] else {
            Issue.record("expected one fill")
            return
        }
        #expect(f.fillRule == .evenOdd)
        var expected = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        expected.append(Path(rect: Rect(x: 2, y: 2, width: 16, height: 16)))
        #expect(f.path == expected)
    }

    @Test func strokeTrimIsClampedAndEmptyTrimDrawsNothing() throws {
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.fillColor = nil
        shape.strokeColor = .white
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.4
        #expect(try scene(shape).presentation(at: 0).displayList().items.isEmpty)
        shape.strokeStart = -1
        shape.strokeEnd = 2
        let items = try scene(shape).presentation(at: 0).displayList().items
        guard case .stroke(let s) = items.first else {
            Issue.record("expected a stroke")
            return
        }
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
    }

    /// A 200 × 100 radial white-to-black gradient layer centred at its
    /// middle, reaching its bottom-right corner.
    private func radialLayer() -> GradientLayer {
        let g = GradientLayer()
        g.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        g.kind = .radial
        g.colors = [.white, .black]
        g.startPoint = Point(0.5, 0.5)
        g.endPoint = Point(1, 1)
        return g
    }

    @Test func radialGradientMapsUnitPointsToBounds() throws {
        let g = radialLayer()
        let items = try scene(g, size: Size(200, 100)).presentation(at: 0).displayList(scale: 1).items
        guard case .fill(let f) = items.first, case .radial(let gradient, let center, let radii, let focal) = f.paint else {
            Issue.record("expected a radial fill, got \(items)")
            return
        }
        #expect(center == Point(100, 50))
        #expect(radii == Size(100, 50))
        #expect(focal == nil)
        #expect(gradient.stops.map(\.location) == [0, 1])
    }

    @Test func radialFocalPointMapsUnitPointsToBoundsAndAnimates() throws {
        let g = radialLayer()
        g.focalPoint = Point(0.75, 0.25)
        g.add(Animation(keyPath: "focalPoint", kind: .basic(from: .point(Point(0.75, 0.25)), to: .point(Point(0.25, 0.75)), by: nil),
                        timing: MediaTiming(duration: 1)), forKey: "focal")
        func focal(at t: Double) throws -> Point? {
            let items = try scene(g, size: Size(200, 100)).presentation(at: t).displayList(scale: 1).items
            guard case .fill(let f) = items.first, case .radial(_, _, _, let focal) = f.paint else { return nil }
            return focal
        }
        #expect(try focal(at: 0) == Point(150, 25))
        #expect(try focal(at: 0.5) == Point(100, 50))
        #expect(try focal(at: 0.75) == Point(75, 62.5))
    }

    @Test func dumpIsStableAndRoundsNumbers() throws {
        let layer = Layer()
        layer.frame = Rect(x: 1.0 / 3.0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .white
        let dump = try scene(layer).presentation(at: 0).displayList(scale: 1).textDump
        #expect(dump == """
            displaylist 100x100
              fill nonZero solid rgba(1,1,1,1) T[1 0 0 1 0.3333 0] M 0 0 L 10 0 L 10 10 L 0 10 Z

            """)
    }
}
