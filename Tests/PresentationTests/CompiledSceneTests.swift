import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

/// What a compiled scene's `drawnOnly` tree leaves out, and what it keeps
/// so that no error goes unseen.
@Suite struct CompiledSceneTests {
    /// A root with one hidden container holding a shape layer animated by
    /// `animation`.
    func scene(hidden: Bool, opacity: Double = 1, animation: Animation) -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let container = Layer()
        container.name = "container"
        container.isHidden = hidden
        container.opacity = opacity
        let shape = ShapeLayer()
        shape.name = "shape"
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.fillColor = .black
        shape.add(animation)
        container.addSublayer(shape)
        root.addSublayer(container)
        return Scene(name: "pruning", summary: "", size: Size(40, 40), loopDuration: 1, root: root)
    }

    let fade = Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil),
                         timing: MediaTiming(duration: 1))

    @Test func aLayerThatDrawsNothingLosesItsSublayers() throws {
        for (hidden, opacity) in [(true, 1.0), (false, 0.0), (false, -0.5)] {
            let compiled = CompiledScene(scene(hidden: hidden, opacity: opacity, animation: fade))
            let container = try #require(compiled.presentation(at: 0.5, drawnOnly: true).root.sublayers.first)
            #expect(container.sublayers.isEmpty, "hidden \(hidden), opacity \(opacity)")
            #expect(try compiled.presentation(at: 0.5).root.sublayers.first?.sublayers.count == 1)
        }
        let shown = CompiledScene(scene(hidden: false, animation: fade))
        #expect(try shown.presentation(at: 0.5, drawnOnly: true).root.sublayers.first?.sublayers.count == 1)
    }

    /// A hidden subtree holding an animation that may throw is evaluated:
    /// an unknown key path throws from the drawn-only tree as from the
    /// scene, and an additive animation (its value depends on the one
    /// beneath) keeps its layer.
    @Test func aSubtreeThatMayThrowIsKept() throws {
        let unknown = Animation(keyPath: "wobble", kind: .basic(from: .number(0), to: .number(1), by: nil),
                                timing: MediaTiming(duration: 1))
        let bad = scene(hidden: true, animation: unknown)
        let expected = #expect(throws: TimelineError.self) { try bad.presentation(at: 0.5) }
        let found = #expect(throws: TimelineError.self) { try CompiledScene(bad).presentation(at: 0.5, drawnOnly: true) }
        #expect(expected == found)
        var additive = fade
        additive.isAdditive = true
        let kept = CompiledScene(scene(hidden: true, animation: additive))
        #expect(try kept.presentation(at: 0.5, drawnOnly: true).root.sublayers.first?.sublayers.count == 1)
    }

    /// Whether a layer draws is read from its model once only when no
    /// animation writes its "hidden" or "opacity": a container faded in
    /// from opacity 0 by a group, or hidden by keyframes halfway, keeps
    /// and drops its sublayers as its animation says, and its display list
    /// is the scene's at every time.
    @Test func animatedVisibilityIsReadEachFrame() throws {
        let group = Animation(keyPath: nil, kind: .group([fade]), timing: MediaTiming(duration: 1))
        let hide = Animation(keyPath: "hidden", kind: .keyframe(values: [.bool(false), .bool(true)], keyTimes: [0, 0.5],
                                                                 timingFunctions: [], calculationMode: .discrete),
                             timing: MediaTiming(duration: 1))
        let still = Animation(keyPath: "position", kind: .basic(from: .point(Point(0, 0)), to: .point(Point(9, 9)), by: nil),
                              timing: MediaTiming(duration: 1))
        for (hidden, opacity, animation, kept) in [(false, 0.0, group, [false, true, true]),
                                                   (false, 1.0, hide, [true, true, false]),
                                                   (true, 1.0, still, [false, false, false])] {
            let scene = scene(hidden: hidden, opacity: opacity, animation: fade)
            scene.root.sublayers[0].add(animation)
            let compiled = CompiledScene(scene)
            for (t, expected) in zip([0, 0.25, 0.75], kept) {
                let tree = try compiled.presentation(at: t, drawnOnly: true)
                #expect((tree.root.sublayers.first?.sublayers.count == 1) == expected, "\(animation.kind) at \(t)")
                #expect(tree.displayList(scale: 1) == (try scene.presentation(at: t).displayList(scale: 1)))
            }
        }
    }

    /// A layer's placement is read from its model once only when no
    /// animation writes its bounds, anchor point, position or transform:
    /// a container moved by each of those (through a sub-key-path, or
    /// inside a group) draws where the scene draws it at every time.
    @Test func animatedPlacementIsReadEachFrame() throws {
        func basic(_ keyPath: String, _ from: AnimatableValue, _ to: AnimatableValue) -> Animation {
            Animation(keyPath: keyPath, kind: .basic(from: from, to: to, by: nil), timing: MediaTiming(duration: 1))
        }
        let moves = [
            basic("position.x", .number(0), .number(20)),
            basic("transform.rotation.z", .number(0), .number(1)),
            basic("anchorPoint", .point(Point(0, 0)), .point(Point(1, 1))),
            basic("bounds.origin", .point(Point(0, 0)), .point(Point(-15, 5))),
            Animation(keyPath: nil, kind: .group([basic("transform.scale", .number(1), .number(3))]),
                      timing: MediaTiming(duration: 1)),
        ]
        for move in moves {
            let scene = scene(hidden: false, animation: fade)
            scene.root.sublayers[0].bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            scene.root.sublayers[0].add(move)
            let compiled = CompiledScene(scene)
            for t in [0.2, 0.6] {
                let expected = try scene.presentation(at: t).displayList(scale: 1)
                #expect(try compiled.presentation(at: t, drawnOnly: true).displayList(scale: 1) == expected,
                        "\(move.kind) at \(t)")
            }
        }
    }

    /// A layer's background, border and shadow are left unread only when
    /// its model has none and no animation writes them: each brought in
    /// by an animation (one inside a group) from a model without it draws
    /// as the scene draws it, and a layer with a fixed one keeps it.
    @Test func animatedBackgroundBorderAndShadowAreReadEachFrame() throws {
        func basic(_ keyPath: String, _ from: AnimatableValue, _ to: AnimatableValue) -> Animation {
            Animation(keyPath: keyPath, kind: .basic(from: from, to: to, by: nil), timing: MediaTiming(duration: 1))
        }
        let red = AnimatableValue.color(Color(red: 1, green: 0, blue: 0, alpha: 1))
        let appear = [
            basic("backgroundColor", .color(.clear), red),
            basic("borderWidth", .number(0), .number(4)),
            Animation(keyPath: nil, kind: .group([basic("shadowOpacity", .number(0), .number(1))]),
                      timing: MediaTiming(duration: 1)),
        ]
        for animation in appear + [nil] {
            let scene = scene(hidden: false, animation: fade)
            let container = scene.root.sublayers[0]
            container.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            container.borderColor = .black
            container.shadowRadius = 2
            if let animation { container.add(animation) } else { container.backgroundColor = .black }
            let compiled = CompiledScene(scene)
            for t in [0.3, 0.7] {
                let expected = try scene.presentation(at: t).displayList(scale: 1)
                #expect(try compiled.presentation(at: t, drawnOnly: true).displayList(scale: 1) == expected,
                        "\(String(describing: animation?.kind)) at \(t)")
            }
        }
    }
    /// A subtree with no animation and no copies is presented once, when
    /// compiled: every frame shares its layers (no allocation per frame).
    /// A subtree holding an animation anywhere, or an animated layer, is
    /// presented anew each frame. A hidden fixed layer keeps its sublayers
    /// in the whole tree and drops them in the drawn-only one.
    @Test func aSubtreeWithoutAnimationsIsPresentedOnce() throws {
        let scene = scene(hidden: false, animation: fade)
        let still = Layer()
        still.name = "still"
        // Read once for every frame: opacity, fill, stroke and its trim.
        let leaf = ShapeLayer()
        leaf.path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        leaf.opacity = 0.5
        leaf.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        leaf.strokeColor = .black
        leaf.lineWidth = 2
        leaf.strokeEnd = 0.6
        leaf.miterLimit = 3
        still.addSublayer(leaf)
        scene.root.addSublayer(still)
        let hidden = Layer()
        hidden.isHidden = true
        hidden.addSublayer(ShapeLayer())
        scene.root.addSublayer(hidden)
        let compiled = CompiledScene(scene)
        for drawnOnly in [false, true] {
            let a = try compiled.presentation(at: 0.25, drawnOnly: drawnOnly).root
            let b = try compiled.presentation(at: 0.75, drawnOnly: drawnOnly).root
            #expect(a !== b, "the root holds an animated layer")
            #expect(a.sublayers[0] !== b.sublayers[0], "the container holds an animated layer")
            #expect(a.sublayers[0].sublayers[0] !== b.sublayers[0].sublayers[0], "the animated layer")
            #expect(a.sublayers[1] === b.sublayers[1], "the still subtree")
            #expect(a.sublayers[2] === b.sublayers[2], "the hidden subtree")
            #expect(a.sublayers[2].sublayers.count == (drawnOnly ? 0 : 1))
        }
        for t in [0, 0.25, 0.75, 2] {
            #expect(try compiled.presentation(at: t, drawnOnly: true).displayList(scale: 1)
                    == scene.presentation(at: t).displayList(scale: 1))
        }
    }
}
