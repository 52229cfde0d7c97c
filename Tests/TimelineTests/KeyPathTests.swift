import Foundation
import Geometry
import Paths
import Testing
@testable import Timeline

private func basic(_ keyPath: String, _ from: AnimatableValue, _ to: AnimatableValue, additive: Bool = false) -> Animation {
    Animation(keyPath: keyPath, kind: .basic(from: from, to: to, by: nil), timing: MediaTiming(duration: 1),
              isAdditive: additive)
}

@Suite struct KeyPathTests {
    /// 0 → 2π at ¾ is 1.5π: a −90° turn (rows (0,−1), (1,0)), not the
    /// identity that interpolating rotation(0) → rotation(2π) would give.
    @Test func multiTurnRotationIsNotCollapsed() throws {
        let a = basic("transform.rotation.z", .number(0), .number(2 * .pi))
        let m = try transform([a], at: 0.75)
        #expect(near(m, .rotation(-.pi / 2)))
        let b = basic("transform.rotation", .number(0), .number(2 * .pi))
        #expect(near(try transform([b], at: 0.75), .rotation(-.pi / 2)))
    }

    /// Additive rotation adds to the angle beneath: 0.1 + π/2 at ¼.
    @Test func additiveRotation() throws {
        let a = basic("transform.rotation.z", .number(0), .number(2 * .pi), additive: true)
        #expect(near(try transform([a], at: 0.25, model: .rotation(0.1)), .rotation(0.1 + .pi / 2)))
    }

    /// transform.scale replaces all three scales and keeps the translation.
    @Test func uniformScale() throws {
        let a = basic("transform.scale", .number(0), .number(1))
        #expect(near(try transform([a], at: 0.5, model: .translation(5, 6)),
                     Transform3D.scale(0.5, 0.5, 0.5).concatenating(.translation(5, 6))))
    }

    /// Fuber's tile ripple (Sources/Scenes/README.md, "Fuber (UIKit)"):
    /// additive-free keyframe scale 1 → 1.05.
    @Test func axisScaleAndAdditiveScale() throws {
        let x = basic("transform.scale.x", .number(1), .number(3))
        #expect(near(try transform([x], at: 0.5), .scale(2, 1, 1)))
        let bump = basic("transform.scale", .number(0), .number(0.1), additive: true)
        #expect(near(try transform([bump], at: 0.5, model: .scale(1, 2, 1)), .scale(1.05, 2.05, 1.05)))
    }

    @Test func translationSubPaths() throws {
        let p = basic("transform.translation", .point(Point(0, 0)), .point(Point(10, 20)))
        #expect(near(try transform([p], at: 0.5, model: .rotation(0.3)),
                     Transform3D.rotation(0.3).concatenating(.translation(5, 10))))
        let s = basic("transform.translation", .size(Size(0, 0)), .size(Size(10, 20)))
        #expect(near(try transform([s], at: 0.5), .translation(5, 10)))
        let z = basic("transform.translation.z", .number(0), .number(8))
        #expect(near(try transform([z], at: 0.5), .translation(0, 0, 4)))
    }

    @Test func pointAndRectParts() throws {
        let model: [String: AnimatableValue] = ["position": .point(Point(5, 7)),
                                                "bounds": .rect(Rect(x: 1, y: 2, width: 3, height: 4))]
        let x = basic("position.x", .number(0), .number(100))
        #expect(try value("position", [x], at: 0.5, model: model) == .point(Point(50, 7)))
        let size = basic("bounds.size", .size(Size(10, 10)), .size(Size(20, 20)))
        #expect(try value("bounds", [size], at: 0.5, model: model) == .rect(Rect(x: 1, y: 2, width: 15, height: 15)))
        let origin = basic("bounds.origin", .point(Point(0, 0)), .point(Point(4, 4)))
        #expect(try value("bounds", [origin], at: 0.5, model: model) == .rect(Rect(x: 2, y: 2, width: 3, height: 4)))
        let width = basic("bounds.size.width", .number(0), .number(10))
        #expect(try value("bounds", [width], at: 0.5, model: model) == .rect(Rect(x: 1, y: 2, width: 5, height: 4)))
        let additiveY = basic("position.y", .number(0), .number(10), additive: true)
        #expect(try value("position", [additiveY], at: 0.5, model: model) == .point(Point(5, 12)))
    }

    /// Any root present in the model animates, not only the listed ones.
    @Test func anyModelRoot() throws {
        let a = basic("shadowOpacity", .number(0), .number(1))
        #expect(try value("shadowOpacity", [a], at: 0.5, model: ["shadowOpacity": .number(0)]) == .number(0.5))
    }

    @Test func parsing() throws {
        let k = try AnimationKeyPath(parsing: "transform.rotation.z")
        #expect(k.root == "transform" && k.component == .transform(.rotationZ))
        #expect(try AnimationKeyPath(parsing: "opacity").component == nil)
        #expect(throws: TimelineError.self) { try AnimationKeyPath(parsing: "transform.wobble") }
        #expect(throws: TimelineError.self) { try AnimationKeyPath(parsing: "") }
    }
}

/// The evaluator checks an animation's kind without reading the value
/// beneath (`kindName(readingFrom:template:)`, which spares a keyframe
/// animation on a transform part a decomposition): for every key path and
/// root kind it names what `read` would give, or throws what `read` throws.
@Suite struct KeyPathKindTests {
    @Test func kindNameIsTheKindOfWhatReadGives() throws {
        let roots: [AnimatableValue] = [
            .transform(.rotation(0.3).concatenating(.scale(2, 3, 1))), .transform(.identity), .number(2),
            .point(Point(1, 2)), .size(Size(3, 4)), .rect(Rect(x: 1, y: 2, width: 3, height: 4)),
            .color(Color(red: 1, green: 0, blue: 0, alpha: 1)), .numbers([1, 2]), .bool(true),
        ]
        let templates: [AnimatableValue?] = [nil, .number(1), .point(Point(0, 0)), .size(Size(0, 0))]
        let paths = ["transform", "transform.rotation.z", "transform.rotation", "transform.scale", "transform.scale.y",
                     "transform.translation", "transform.translation.x", "position.x", "position.y", "bounds.size",
                     "bounds.origin", "bounds.size.width", "opacity"]
        var checked = 0
        for string in paths {
            let path = try AnimationKeyPath(parsing: string)
            for root in roots {
                for template in templates {
                    let read = Result { try path.read(from: root, template: template).kindName }
                    let kind = Result { try path.kindName(readingFrom: root, template: template) }
                    switch (read, kind) {
                    case (.success(let a), .success(let b)):
                        #expect(a == b, "\(string) on \(root.kindName), template \(String(describing: template))")
                    case (.failure(let a), .failure(let b)):
                        #expect("\(a)" == "\(b)", "\(string) on \(root.kindName)")
                    default:
                        Issue.record("\(string) on \(root.kindName): read \(read), kindName \(kind)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == paths.count * roots.count * templates.count)
    }
}
