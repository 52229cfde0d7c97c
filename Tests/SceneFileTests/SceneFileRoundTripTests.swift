import Geometry
import Layers
import Paths
import SceneFile
import Scenes
import Testing
import Timeline

/// Model → JSON → model for every layer type and every animation kind,
/// with every property away from its default: the decoded model has the
/// same values (checked field by field here, and as a whole by writing it
/// again, which must give the same text).
@Suite struct SceneFileRoundTripTests {
    /// Every layer type, each property set to something other than its
    /// default, and animations of every kind with every timing field.
    static func everythingScene() -> Scene {
        let root = Layer(name: "root")
        root.bounds = Rect(x: 1, y: 2, width: 300, height: 200)
        root.position = Point(150, 100)
        root.anchorPoint = Point(0.25, 0.75)
        root.transform = Transform3D.rotation(0.3).translatedBy(4, 5, 6)
        root.opacity = 0.8
        root.isHidden = true
        root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        root.cornerRadius = 7
        root.borderWidth = 2.5
        root.borderColor = Color(hex: 0x336699)
        root.masksToBounds = true
        var contents = Bitmap(width: 2, height: 1)
        contents.pixels = [255, 0, 0, 255, 0, 64, 0, 128]
        root.contents = contents
        root.contentsGravity = .bottomRight
        root.contentsScale = 3
        root.tilesContents = true
        root.tintColor = Color(red: 0.9, green: 0.5, blue: 0.25, alpha: 0.75)
        root.shadowColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.9)
        root.shadowOpacity = 0.5
        root.shadowOffset = Size(2, 5)
        root.shadowRadius = 4.5
        root.timing = MediaTiming(beginTime: 0.5, duration: 2, speed: 1.5, timeOffset: 0.25, repeatCount: 3,
                                  repeatDuration: 4, autoreverses: true, fillMode: .both)
        root.mask = ShapeLayer()
        root.mask?.name = "mask"
        root.maskMode = .invertedLuminance
        root.blendMode = .softLight
        for sub in [shape(), gradient(), text(), instanced()] { root.addSublayer(sub) }
        root.add(Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil),
                           timing: MediaTiming(beginTime: 1, duration: 2, speed: 2, timeOffset: 0.1,
                                               repeatCount: .infinity, autoreverses: true, fillMode: .forwards),
                           timingFunction: .easeInEaseOut, isAdditive: true, isCumulative: true,
                           isRemovedOnCompletion: false), forKey: "fade")
        root.add(Animation(keyPath: "transform.rotation.z", kind: .basic(from: nil, to: nil, by: .number(6.28)),
                           timing: MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .backwards),
                           timingFunction: TimingFunction(0.1, -0.5, 0.9, 1.5)))
        root.add(Animation(keyPath: nil, kind: .group([
            Animation(keyPath: "bounds.size", kind: .spring(from: .size(Size(1, 2)), to: .size(Size(3, 4)), by: nil,
                                                            parameters: SpringParameters(mass: 2, stiffness: 50, damping: 3,
                                                                                         initialVelocity: 1.5, completionTime: 0.9))),
            Animation(keyPath: "hidden", kind: .keyframe(values: [.bool(false), .bool(true)], keyTimes: [0, 0.5, 1],
                                                         timingFunctions: [], calculationMode: .discrete)),
            Animation(keyPath: nil, kind: .group([
                Animation(keyPath: "backgroundColor", kind: .basic(from: .color(.white), to: nil, by: .color(.black))),
            ]), timing: MediaTiming(duration: 0.5)),
        ]), timing: MediaTiming(beginTime: 0.2, duration: 3, repeatCount: 1.5)), forKey: "group")
        let orbit = Path(elements: [.move(Point(10, 10)), .line(Point(50, 10)), .quad(Point(60, 30), Point(50, 50)),
                                    .cubic(Point(40, 60), Point(20, 60), Point(10, 50)), .close])
        root.add(Animation(keyPath: nil, kind: .group([
            Animation(keyPath: "position", kind: .path(KeyframePath(path: orbit, keyTimes: [0, 0.2, 0.5, 0.9, 1],
                                                                    timingFunctions: [.easeIn], mode: .linear,
                                                                    segmentProgress: .parameter))),
            Animation(keyPath: "transform.rotation.z",
                      kind: .path(KeyframePath(path: orbit, mode: .paced, reading: .reversedTangentAngle)),
                      isAdditive: true),
        ]), timing: MediaTiming(duration: 2)), forKey: "orbit")
        return Scene(name: "everything", summary: "every property", size: Size(320, 240), loopDuration: 2.5,
                     loopStart: 0.5, framesPerSecond: 30, root: root)
    }

    static let triangle = Path(elements: [.move(Point(0, 0)), .line(Point(10, 0)), .quad(Point(12, 5), Point(10, 10)),
                                          .cubic(Point(5, 12), Point(2, 11), Point(0, 10)), .close])

    static func shape() -> ShapeLayer {
        let s = ShapeLayer()
        s.name = "shape"
        s.path = triangle
        s.fillColor = nil
        s.strokeColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        s.lineWidth = 3
        s.lineCap = .round
        s.lineJoin = .bevel
        s.miterLimit = 4
        s.lineDashPattern = [2, 1.5]
        s.lineDashPhase = 0.5
        s.strokeStart = 0.1
        s.strokeEnd = 0.9
        s.fillRule = .evenOdd
        let moved = triangle.applying(AffineTransform(translationX: 5, y: 5))
        s.add(Animation(keyPath: "path", kind: .keyframe(values: [.path(triangle), .path(moved), .path(triangle)],
                                                         keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn, .easeOut],
                                                         calculationMode: .cubic),
                        timing: MediaTiming(duration: 2), timingFunction: .default))
        s.add(Animation(keyPath: "strokeEnd", kind: .keyframe(values: [.number(0), .number(0.5), .number(1)],
                                                              keyTimes: [], timingFunctions: [], calculationMode: .paced)))
        return s
    }

    static func gradient() -> GradientLayer {
        let g = GradientLayer()
        g.colors = [.white, Color(hex: 0x0F4E65, alpha: 0.5)]
        g.locations = [0.2, 0.8]
        g.startPoint = Point(0, 0)
        g.endPoint = Point(1, 1)
        g.kind = .radial
        g.focalPoint = Point(0.25, 0.5)
        g.add(Animation(keyPath: "focalPoint", kind: .basic(from: nil, to: .point(Point(0.75, 0.5)), by: nil)))
        g.add(Animation(keyPath: "colors", kind: .basic(from: nil, to: .colors([.black, .white]), by: nil)))
        g.add(Animation(keyPath: "locations", kind: .basic(from: .numbers([0, 1]), to: .numbers([0.5, 0.6]), by: nil)))
        return g
    }

    static func text() -> TextLayer {
        let t = TextLayer()
        t.name = "label"
        t.string = "Hi \"there\"\n✓"
        t.fontName = "DejaVu Sans"
        t.fontSize = 20
        t.foregroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        t.alignmentMode = .center
        t.bounds = Rect(x: 0, y: 0, width: 120, height: 60)
        try? t.layOutGlyphs()
        t.glyphs = t.glyphs?.applying(AffineTransform(translationX: 0, y: 3))
        return t
    }

    static func instanced() -> InstancedLayer {
        let template = Layer(name: "tile")
        template.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        template.backgroundColor = .white
        template.add(Animation(keyPath: InstancedLayer.instanceOffsetKeyPath,
                               kind: .basic(from: .number(0), to: .number(1), by: nil)), forKey: "push")
        template.add(Animation(keyPath: "position", kind: .basic(from: nil, to: nil, by: .point(Point(1, 2))),
                               isAdditive: true), forKey: "nudge")
        let layer = InstancedLayer(template: template, instances: [
            LayerInstance(position: Point(1, 2)),
            LayerInstance(position: Point(3, 4), timeShift: 0.25, offset: Point(-1, 0.5), optionalTracks: 0b11),
        ])
        layer.optionalTrackKeys = ["push", "nudge"]
        return layer
    }

    @Test func everythingSurvivesTheRoundTrip() throws {
        let scene = Self.everythingScene()
        let json = try exportedJSON(scene)
        let decoded = try decodeScene(json)
        #expect(try exportedJSON(decoded) == json)
        #expect(decoded.name == "everything" && decoded.summary == "every property" && decoded.size == Size(320, 240))
        #expect(decoded.loopDuration == 2.5 && decoded.loopStart == 0.5 && decoded.framesPerSecond == 30)
        let root = decoded.root
        #expect(root.bounds == scene.root.bounds && root.transform == scene.root.transform)
        #expect(root.anchorPoint == scene.root.anchorPoint && root.isHidden && root.masksToBounds)
        #expect(root.backgroundColor == scene.root.backgroundColor && root.borderColor == scene.root.borderColor)
        #expect(root.contents == scene.root.contents && root.contentsGravity == .bottomRight && root.tilesContents)
        #expect(root.tintColor == scene.root.tintColor && root.sublayers[0].tintColor == nil)
        #expect(root.shadowColor == scene.root.shadowColor && root.shadowOpacity == 0.5)
        #expect(root.shadowOffset == Size(2, 5) && root.shadowRadius == 4.5)
        #expect(root.sublayers[0].shadowOpacity == 0 && root.sublayers[0].shadowOffset == Size(0, -3))
        #expect(root.timing == scene.root.timing && root.mask?.name == "mask")
        #expect(root.maskMode == .invertedLuminance && json.contains("invertedLuminance"))
        #expect(root.blendMode == .softLight && json.contains("softLight"))
        #expect(json.components(separatedBy: "\"blendMode\"").count == 2, "the default is not written")
        #expect(root.sublayers.allSatisfy { $0.blendMode == .normal })
        #expect(root.animations.map(\.key) == ["fade", nil, "group", "orbit"])
        #expect(root.animations.map(\.animation) == scene.root.animations.map(\.animation))
        let shape = try #require(root.sublayers[0] as? ShapeLayer), original = Self.shape()
        #expect(shape.path == original.path && shape.fillColor == nil && shape.strokeColor == original.strokeColor)
        #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.lineDashPattern == [2, 1.5])
        #expect(shape.strokeStart == 0.1 && shape.strokeEnd == 0.9 && shape.fillRule == .evenOdd)
        #expect(shape.animations.map(\.animation) == original.animations.map(\.animation))
        let gradient = try #require(root.sublayers[1] as? GradientLayer)
        #expect(gradient.colors == Self.gradient().colors && gradient.locations == [0.2, 0.8] && gradient.kind == .radial)
        #expect(gradient.animations.map(\.animation) == Self.gradient().animations.map(\.animation))
        let text = try #require(root.sublayers[2] as? TextLayer)
        #expect(text.string == "Hi \"there\"\n✓" && text.fontName == "DejaVu Sans" && text.alignmentMode == .center)
        #expect(text.glyphs == Self.text().glyphs)
        let instanced = try #require(root.sublayers[3] as? InstancedLayer)
        #expect(instanced.instances == Self.instanced().instances && instanced.optionalTrackKeys == ["push", "nudge"])
        #expect(instanced.template.animations.map(\.animation) == Self.instanced().template.animations.map(\.animation))
    }

    /// Every animation timing field and flag is written, and read back.
    @Test func everyTimingFieldIsWritten() throws {
        let json = try exportedJSON(Self.everythingScene())
        for key in ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses",
                    "fillMode", "timingFunction", "additive", "cumulative", "removedOnCompletion", "keyTimes",
                    "timingFunctions", "calculationMode", "spring", "completionTime", "\"infinity\"",
                    "\"easeInEaseOut\"", "[0.1, -0.5, 0.9, 1.5]"] {
            #expect(json.contains(key), "\(key) is missing")
        }
    }

    /// Laid-out text is written as text; outlines moved after layout are
    /// written as `glyphs`, and `"glyphs": null` keeps a layer without them.
    @Test func textIsWrittenAsTextUnlessItsGlyphsWereMoved() throws {
        let t = Self.text()
        t.glyphs = nil
        try t.layOutGlyphs()
        let scene = Scene(name: "t", summary: "", size: Size(10, 10), loopDuration: 1, root: t)
        #expect(try !exportedJSON(scene).contains("glyphs"))
        t.glyphs = nil
        let cleared = try exportedJSON(scene)
        #expect(cleared.contains("\"glyphs\": null"))
        #expect((try decodeScene(cleared).root as? TextLayer)?.glyphs == nil)
        #expect(try exportedJSON(Scene(name: "t", summary: "", size: Size(10, 10), loopDuration: 1,
                                       root: Self.text())).contains("\"glyphs\": [[\"M\""))
    }

    /// The three spring forms read as the same physical parameters the
    /// model derives from them.
    @Test func springFormsMapOntoTheModel() throws {
        func spring(_ form: String) throws -> SpringParameters? {
            let root = """
            {"animations": [{"type": "spring", "keyPath": "opacity", "to": 0, "spring": \(form)}]}
            """
            guard case .spring(_, _, _, let p) = try decodeScene(sceneJSON(root: root)).root.animations[0].animation.kind else {
                return nil
            }
            return p
        }
        #expect(try spring("{\"response\": 0.55, \"dampingFraction\": 0.825}") == .swiftUIDefault)
        #expect(try spring("{\"duration\": 0.6, \"dampingRatio\": 0.5, \"initialVelocity\": 2}")
                == SpringParameters(duration: 0.6, dampingRatio: 0.5, initialSpringVelocity: 2))
        #expect(try spring("{}") == SpringParameters())
        #expect(try spring("{\"mass\": 2, \"completionTime\": null}") == SpringParameters(mass: 2))
    }
}
