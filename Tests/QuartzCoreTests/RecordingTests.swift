import CPURaster
import FlipbookQuartzCore
import Foundation
import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

/// Core Animation code recorded on the scene clock gives the model a
/// scene written against Flipbook's own API would have, and the rules of
/// implicit animations, transactions and the clock hold at their edges.
@Suite struct RecordingTests {
    /// A CAShapeLayer with a CABasicAnimation draws exactly the frames of
    /// the same scene built on the model.
    @Test func shapeAndBasicAnimationEqualTheModelScene() throws {
        let recorded = try FlipbookScene.record(name: "ring", size: CGSize(width: 100, height: 80), duration: 2) { root in
            let ring = CAShapeLayer()
            ring.name = "ring"
            ring.path = CGPath(ellipseIn: CGRect(x: -30, y: -20, width: 60, height: 40), transform: nil)
            ring.position = CGPoint(x: 50, y: 40)
            ring.fillColor = nil
            ring.strokeColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            ring.lineWidth = 6
            ring.lineCap = .round
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = CGFloat(1)
            draw.duration = 1.5
            draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            ring.add(draw, forKey: "draw")
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = NSNumber(value: Double.pi)
            turn.duration = 2
            ring.add(turn, forKey: nil)
            root.addSublayer(ring)
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        let ring = ShapeLayer()
        ring.name = "ring"
        ring.path = Path(ellipseIn: Rect(x: -30, y: -20, width: 60, height: 40))
        ring.position = Point(50, 40)
        ring.fillColor = nil
        ring.strokeColor = Color(red: 1, green: 0.5, blue: 0)
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.add(Animation(keyPath: "strokeEnd", kind: .basic(from: .number(0), to: .number(1), by: nil),
                           timing: MediaTiming(duration: 1.5), timingFunction: .easeInEaseOut), forKey: "draw")
        ring.add(Animation(keyPath: "transform.rotation.z", kind: .basic(from: nil, to: .number(Double.pi), by: nil),
                           timing: MediaTiming(duration: 2)))
        root.addSublayer(ring)
        let model = Scene(name: "ring", summary: "", size: Size(100, 80), loopDuration: 2, root: root)
        var frames: [Bitmap] = []
        for t in [0, 0.3, 0.75, 1.2, 1.6, 2.5] {
            let f = try frame(recorded, at: t)
            #expect(f == (try frame(model, at: t)), "t = \(t)")
            frames.append(f)
        }
        #expect(Set(frames.map(\.pixels)).count >= 5, "the animation moves")
    }

    /// A committed standalone layer animates a change implicitly: from the
    /// value it showed, over 0.25 s, along kCAMediaTimingFunctionDefault;
    /// before the change the old value shows.
    @Test func implicitAnimationOfACommittedLayer() throws {
        let scene = try boxScene { box in
            SceneClock.schedule(after: 1) { box.opacity = 0.2 }
        }
        #expect(try number(scene, "box", "opacity", at: 0.999) == 1)
        let mid = 1 + (Double(Float(0.2)) - 1) * TimingFunction.default.progress(0.5)
        #expect(abs(try #require(try number(scene, "box", "opacity", at: 1.125)) - mid) < 1e-12)
        #expect(abs(try #require(try number(scene, "box", "opacity", at: 1.25)) - 0.2) < 1e-6)
        #expect(try number(scene, "box", "opacity", at: 3) == Double(Float(0.2)))
    }

    /// Changes in the turn that makes the layer are its model values; a
    /// view's layer never animates implicitly; disabled actions and an
    /// NSNull action step; a transaction's duration and curve apply.
    @Test(arguments: [
        ("uncommitted", 0.0, Double(Float(0.2))),
        ("disabled", 1.0, Double(Float(0.2))),
        ("null action", 1.0, Double(Float(0.2))),
        ("1 s linear", 1.0, 1 + (Double(Float(0.2)) - 1) * 0.125),
    ])
    func whenChangesAnimate(case name: String, changeTime: Double, expectedAfter: Double) throws {
        let scene = try FlipbookScene.record(name: "s", size: CGSize(width: 20, height: 20), duration: 4) { root in
            let box = CALayer()
            box.name = "box"
            root.addSublayer(box)
            switch name {
            case "uncommitted": box.opacity = 0.2
            case "disabled":
                SceneClock.schedule(after: 1) {
                    CATransaction.setDisableActions(true)
                    box.opacity = 0.2
                }
            case "null action":
                box.actions = ["opacity": NSNull()]
                SceneClock.schedule(after: 1) { box.opacity = 0.2 }
            default:
                SceneClock.schedule(after: 1) {
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(1)
                    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                    box.opacity = 0.2
                    CATransaction.commit()
                }
            }
        }
        let t = changeTime + 0.125
        #expect(abs(try #require(try number(scene, "box", "opacity", at: t)) - expectedAfter) < 1e-6, "\(name)")
        if changeTime > 0 { #expect(try number(scene, "box", "opacity", at: changeTime - 0.001) == 1) }
    }

    /// Settings of a nested transaction end at its commit; the enclosing
    /// one keeps its own.
    @Test func nestedTransactionsScopeTheirSettings() throws {
        var seen: [Bool] = []
        _ = try boxScene { _ in
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            seen.append(CATransaction.disableActions())
            CATransaction.setDisableActions(false)
            seen.append(CATransaction.disableActions())
            CATransaction.commit()
            seen.append(CATransaction.disableActions())
            SceneClock.schedule(after: 1) { seen.append(CATransaction.disableActions()) }
        }
        #expect(seen == [true, false, true, false], "inherited, set, restored, and a new turn's default")
    }

    /// A completion block runs at the scene time its transaction's last
    /// animation ends, or at the commit when it added none.
    @Test func completionBlocksRunOnTheSceneClock() throws {
        var times: [String: Double] = [:]
        _ = try boxScene { box in
            CATransaction.begin()
            CATransaction.setCompletionBlock { times["animated"] = CACurrentMediaTime() }
            let a = CABasicAnimation(keyPath: "position.x")
            a.toValue = 30
            a.duration = 0.5
            a.beginTime = CACurrentMediaTime() + 0.25
            box.add(a, forKey: nil)
            let b = CABasicAnimation(keyPath: "opacity")
            b.toValue = 0
            b.duration = 0.3
            b.repeatCount = 2
            box.add(b, forKey: nil)
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setCompletionBlock { times["empty"] = CACurrentMediaTime() }
            CATransaction.commit()
            SceneClock.schedule(after: 1) {
                CATransaction.setCompletionBlock { times["implicit"] = CACurrentMediaTime() }
                box.opacity = 0.5
            }
        }
        #expect(times["animated"] == 0.75)
        #expect(times["empty"] == 0)
        #expect(times["implicit"] == 1.25)
    }

    /// The clock runs work in time order (first in, first out at equal
    /// times), repeats until invalidated, and stops at the loop's end.
    @Test func theClockRunsWorkInOrder() throws {
        var log: [String] = []
        _ = try FlipbookScene.record(name: "c", size: CGSize(width: 4, height: 4), duration: 1) { _ in
            SceneClock.schedule(after: 0.5) { log.append("b@\(CACurrentMediaTime())") }
            SceneClock.schedule(after: 0.25) { log.append("a@\(CACurrentMediaTime())") }
            SceneClock.schedule(after: 0.5) { log.append("c@\(CACurrentMediaTime())") }
            SceneClock.schedule(every: 0.3) { timer in
                log.append("tick@\(CACurrentMediaTime())")
                if log.filter({ $0.hasPrefix("tick") }).count == 2 { timer.invalidate() }
            }
            SceneClock.schedule(after: 1.5) { log.append("late") }
        }
        #expect(log == ["a@0.25", "tick@0.3", "b@0.5", "c@0.5", "tick@0.6"])
    }

    /// A property set at the same scene time as an explicit animation is
    /// added: the animation shows on top while it runs, the new model value
    /// after it.
    @Test func aModelChangeUnderAnExplicitAnimation() throws {
        let scene = try boxScene { box in
            SceneClock.schedule(after: 1) {
                CATransaction.setDisableActions(true)
                box.position = CGPoint(x: 40, y: 5)
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = 20
                move.duration = 1
                box.add(move, forKey: "move")
            }
        }
        #expect(try presented(scene, "box", "position", at: 0.5) == .point(Point(5, 5)))
        #expect(try presented(scene, "box", "position", at: 1.5) == .point(Point(10, 5)))
        #expect(try presented(scene, "box", "position", at: 2.5) == .point(Point(40, 5)))
    }

    /// Removing an animation, or adding another under its key, ends it at
    /// that scene time.
    @Test func removalEndsAnAnimationThen() throws {
        let scene = try boxScene { box in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 4
            box.add(fade, forKey: "fade")
            SceneClock.schedule(after: 1) { box.removeAnimation(forKey: "fade") }
            let grow = CABasicAnimation(keyPath: "cornerRadius")
            grow.fromValue = 0
            grow.toValue = 8
            grow.duration = 4
            box.add(grow, forKey: "corner")
            SceneClock.schedule(after: 2) {
                let other = CABasicAnimation(keyPath: "cornerRadius")
                other.fromValue = 1
                other.toValue = 1
                other.duration = 1
                box.add(other, forKey: "corner")
            }
        }
        #expect(try number(scene, "box", "opacity", at: 0.5) == 0.875)
        #expect(try number(scene, "box", "opacity", at: 1.5) == 1)
        #expect(try number(scene, "box", "cornerRadius", at: 1) == 2)
        #expect(try number(scene, "box", "cornerRadius", at: 2.5) == 1)
        #expect(try number(scene, "box", "cornerRadius", at: 3.5) == 0)
    }

    /// A layer added after the start is not there before; a removed one is
    /// hidden from then on.
    @Test func layersComeAndGoAtTheirTimes() throws {
        let scene = try FlipbookScene.record(name: "t", size: CGSize(width: 20, height: 20), duration: 4) { root in
            let early = CALayer()
            early.name = "early"
            root.addSublayer(early)
            SceneClock.schedule(after: 1) {
                let late = CALayer()
                late.name = "late"
                root.addSublayer(late)
            }
            SceneClock.schedule(after: 2) { early.removeFromSuperlayer() }
            let kept = CALayer()
            kept.name = "kept"
            SceneClock.schedule(after: 3) { root.addSublayer(kept) }
        }
        #expect(try isHidden(scene, "kept", at: 2.5) == true, "made at the start, added at 3 s")
        #expect(try isHidden(scene, "kept", at: 3.5) == false)
        #expect(try isHidden(scene, "late", at: 0.5) == true)
        #expect(try isHidden(scene, "late", at: 1.5) == false)
        #expect(try isHidden(scene, "early", at: 1.5) == false)
        #expect(try isHidden(scene, "early", at: 2.5) == true)
    }

    /// Bad input is one error naming the layer and the key path, and no
    /// scene.
    @Test(arguments: [
        ("wrong kind", "layer 'box': animation of 'position': toValue is String (\"far\"), not a point"),
        ("unknown key path", "layer 'box': key path 'wobble' is not an animatable property of CALayer"),
        ("negative duration", "layer 'box': animation of 'opacity': duration must not be negative, got -1"),
        ("late fixed property", "layer 'box': masksToBounds cannot change once the layer is committed"),
    ])
    func badInputIsAClearError(case name: String, message: String) throws {
        let error = #expect(throws: QuartzCoreError.self) {
            _ = try boxScene { box in
                switch name {
                case "wrong kind":
                    let a = CABasicAnimation(keyPath: "position")
                    a.toValue = "far"
                    box.add(a, forKey: nil)
                case "unknown key path":
                    box.add(CABasicAnimation(keyPath: "wobble"), forKey: nil)
                case "negative duration":
                    let a = CABasicAnimation(keyPath: "opacity")
                    a.duration = -1
                    box.add(a, forKey: nil)
                default:
                    SceneClock.schedule(after: 1) { box.masksToBounds = true }
                }
            }
        }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "no error")")
    }

    /// Values arrive as iOS code writes them: CGFloat, Double, Float, Int,
    /// NSNumber and NSValue all mean the same.
    @Test func valuesInEveryForm() throws {
        let forms: [Any] = [CGFloat(7), 7.0, Float(7), 7, NSNumber(value: 7)]
        for form in forms {
            let scene = try boxScene { box in
                let a = CABasicAnimation(keyPath: "cornerRadius")
                a.fromValue = form
                a.toValue = form
                a.duration = 1
                box.add(a, forKey: nil)
            }
            #expect(try number(scene, "box", "cornerRadius", at: 0.5) == 7, "\(type(of: form))")
        }
        let scene = try boxScene { box in
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = NSValue(cgPoint: CGPoint(x: 1, y: 2))
            a.toValue = CGPoint(x: 1, y: 2)
            a.duration = 1
            box.add(a, forKey: nil)
        }
        #expect(try presented(scene, "box", "position", at: 0.5) == .point(Point(1, 2)))
        let turned = CATransform3DMakeRotation(0.5, 0, 0, 1)
        let values: [(String, Any, AnimatableValue)] = [
            ("transform", NSValue(caTransform3D: turned), .transform(turned.model)),
            ("bounds", NSValue(cgRect: CGRect(x: 0, y: 0, width: 3, height: 4)), .rect(Rect(x: 0, y: 0, width: 3, height: 4))),
        ]
        for (key, value, expected) in values {
            let s = try boxScene { box in
                let a = CABasicAnimation(keyPath: key)
                a.fromValue = value
                a.toValue = value
                a.duration = 1
                box.add(a, forKey: nil)
            }
            #expect(try presented(s, "box", key, at: 0.5) == expected, "\(key)")
        }
        #expect(NSValue(caTransform3D: turned).caTransform3DValue == turned)
        // An NSValue of another kind is the wrong kind, not a trap.
        #expect(throws: QuartzCoreError.self) {
            _ = try boxScene { box in
                let a = CABasicAnimation(keyPath: "position")
                a.toValue = NSValue(cgRect: .zero)
                box.add(a, forKey: nil)
            }
        }
    }

    /// `presentation()` gives the values shown now on the scene clock: the
    /// model value under a running animation's value, and a shape's path.
    @Test func presentationShowsTheValuesNow() throws {
        var seen: [String] = []
        _ = try FlipbookScene.record(name: "p", size: CGSize(width: 20, height: 20), duration: 3) { root in
            let dot = CAShapeLayer()
            dot.position = CGPoint(x: 4, y: 4)
            dot.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
            root.addSublayer(dot)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 10
            move.duration = 2
            dot.add(move, forKey: nil)
            SceneClock.schedule(after: 0.5) {
                let p = dot.presentation()
                seen.append("\(p?.position.x ?? -1) \(p?.position.y ?? -1) \(dot.position.x)")
                seen.append("\(p?.path?.boundingBox.width ?? -1) \(p?.fillColor == dot.fillColor)")
                seen.append("\(p?.superlayer == nil)")
            }
        }
        #expect(seen == ["2.5 4.0 4.0", "2.0 true", "true"])
    }

    /// A delegate hears start and stop on the scene clock, `finished: false`
    /// when the animation is removed early; `animation(forKey:)` finds the
    /// object added.
    @Test func delegatesHearStartAndStop() throws {
        final class Listener: CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.append("stop \(flag) \(CACurrentMediaTime())")
            }
        }
        let listener = Listener()
        var found = false
        _ = try boxScene { box in
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 0.5
            a.beginTime = 0.25
            a.delegate = listener
            box.add(a, forKey: "a")
            found = box.animation(forKey: "a") === a
            let b = CABasicAnimation(keyPath: "cornerRadius")
            b.toValue = 3
            b.duration = 2
            b.delegate = listener
            SceneClock.schedule(after: 1) { box.add(b, forKey: "b") }
            SceneClock.schedule(after: 1.5) { box.removeAnimation(forKey: "b") }
        }
        #expect(found)
        #expect(listener.log == ["start 0.25", "stop true 0.75", "start 1.0", "stop false 1.5"])
    }

    /// A layer used only as a mask is not hidden for being in no
    /// superlayer: the masked layer draws where the mask is opaque.
    @Test func aMaskLayerMasks() throws {
        let scene = try FlipbookScene.record(name: "m", size: CGSize(width: 20, height: 20), duration: 1) { root in
            let box = CALayer()
            box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let hole = CAShapeLayer()
            hole.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
            box.mask = hole
            root.addSublayer(box)
        }
        let f = try frame(scene, at: 0.5)
        let left = Array(f.pixels[(10 * 20 + 2) * 4..<(10 * 20 + 2) * 4 + 4])
        let right = Array(f.pixels[(10 * 20 + 15) * 4..<(10 * 20 + 15) * 4 + 4])
        #expect(left == [255, 0, 0, 255], "inside the mask")
        #expect(right == [0, 0, 0, 0], "outside the mask")
    }
}
