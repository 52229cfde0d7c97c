import FlipbookQuartzCore
import Foundation
import Geometry
import Layers
import Output
import Presentation
import SceneFile
import Testing
import Timeline

/// CAKeyframeAnimation's `path` and `rotationMode` as iOS code sets them.
@Suite struct KeyframePathAnimationTests {
    /// A square path 10 → 50 (clockwise on screen), four segments over 4 s.
    static func squarePath() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 10, y: 50))
        path.closeSubpath()
        return path
    }

    static func orbit(rotationMode: CAAnimationRotationMode? = nil, mode: CAAnimationCalculationMode = .linear,
                      keyTimes: [NSNumber]? = nil) throws -> Scene {
        try FlipbookScene.record(name: "orbit", size: CGSize(width: 60, height: 60), duration: 4) { root in
            let box = CALayer()
            box.name = "box"
            box.frame = CGRect(x: 0, y: 0, width: 6, height: 4)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(box)
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = squarePath()
            a.duration = 4
            a.calculationMode = mode
            a.rotationMode = rotationMode
            a.keyTimes = keyTimes
            box.add(a, forKey: "orbit")
        }
    }

    /// One side per second; the model position (3, 2) outside the 4 s.
    @Test(arguments: [(0.5, Point(30, 10)), (1.5, Point(50, 30)), (2.25, Point(40, 50)), (3.75, Point(10, 20)),
                      (4.5, Point(3, 2))])
    func thePositionFollowsThePath(t: Double, expected: Point) throws {
        let p = try presented(Self.orbit(), "box", "position", at: t)
        guard case .point(let point)? = p else { Issue.record("no position at \(t)"); return }
        #expect(abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9, "\(point) at \(t)")
    }

    /// keyTimes one per vertex; paced ignores them.
    @Test func keyTimesAndPacing() throws {
        let timed = try Self.orbit(keyTimes: [0, 0.5, 0.75, 0.875, 1])
        #expect(try presented(timed, "box", "position", at: 1) == .point(Point(30, 10)))
        let paced = try Self.orbit(mode: .paced, keyTimes: [0, 0.5, 0.75, 0.875, 1])
        #expect(try presented(paced, "box", "position", at: 1) == .point(Point(50, 10)))
        let cubicPaced = try Self.orbit(mode: .cubicPaced)
        #expect(try presented(cubicPaced, "box", "position", at: 1) == .point(Point(50, 10)))
    }

    /// rotationMode turns the layer to the direction of motion (down the
    /// right side: +90°), autoReverse the other way; without it, no turn.
    @Test(arguments: [(nil, 0.0), (CAAnimationRotationMode.rotateAuto, 90.0),
                      (CAAnimationRotationMode.rotateAutoReverse, -90.0)])
    func rotationModeTurnsTheLayer(mode: CAAnimationRotationMode?, degrees: Double) throws {
        let scene = try Self.orbit(rotationMode: mode)
        guard case .transform(let m)? = try presented(scene, "box", "transform", at: 1.5) else {
            Issue.record("no transform")
            return
        }
        #expect(abs(atan2(m.m12, m.m11) * 180 / .pi - degrees) < 1e-9, "\(m)")
        #expect(try presented(scene, "box", "position", at: 1.5) == .point(Point(50, 30)))
        // Drawn: the 6 × 4 box turned upright on the right side.
        let bitmap = try frame(scene, at: 1.5)
        #expect(bitmap[50, 31].0 == 255)
        #expect(bitmap[52, 30].0 == (mode == nil ? 255 : 0), "the turned box is 4 wide")
    }

    /// A path on a key path that is no point, a rotation mode that does not
    /// exist: errors naming the key path.
    @Test func badPathsAreClearErrors() throws {
        let notAPoint = #expect(throws: QuartzCoreError.self) {
            _ = try FlipbookScene.record(name: "bad", size: CGSize(width: 10, height: 10), duration: 1) { root in
                let a = CAKeyframeAnimation(keyPath: "opacity")
                a.path = Self.squarePath()
                root.add(a, forKey: nil)
            }
        }
        #expect(notAPoint?.message.contains("'opacity'") == true, "\(notAPoint?.message ?? "")")
        let badMode = #expect(throws: QuartzCoreError.self) {
            _ = try FlipbookScene.record(name: "bad", size: CGSize(width: 10, height: 10), duration: 1) { root in
                let a = CAKeyframeAnimation(keyPath: "position")
                a.path = Self.squarePath()
                a.rotationMode = CAAnimationRotationMode(rawValue: "sideways")
                root.add(a, forKey: nil)
            }
        }
        #expect(badMode?.message.contains("sideways") == true, "\(badMode?.message ?? "")")
    }

    /// The scene exports to the scene file format and reads back to the
    /// same frames.
    @Test func exportsAndReadsBack() throws {
        let scene = try Self.orbit(rotationMode: .rotateAuto)
        let codec = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) }, encodePNG: { try PNGEncoder().encode($0) })
        let file = try SceneFileEncoder(images: codec).encode(scene)
        #expect(file.json.contains("\"rotationMode\""))
        let decoded = try SceneFileDecoder(images: codec).decode(Array(file.json.utf8))
        for t in [0.3, 1.5, 2.9] {
            #expect(try frame(decoded, at: t) == frame(scene, at: t), "at \(t)")
        }
    }
}
