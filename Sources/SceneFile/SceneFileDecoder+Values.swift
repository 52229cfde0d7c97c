import Geometry
import Paths
import Presentation
import Timeline

extension SceneFileDecoding {
    /// An animation value of the kind `template` (the key path's model
    /// value) is: a number, a point, a color, a path, … as the vocabulary
    /// of `SceneFileItem+Values.swift` writes them; Booleans are true/false.
    /// Color components may leave 0…1 here (additive differences).
    func value(_ item: SceneFileItem, like template: AnimatableValue) throws -> AnimatableValue {
        switch template {
        case .number: return .number(try item.number())
        case .point: return .point(try item.point())
        case .size: return .size(try item.size())
        case .rect: return .rect(try item.rect())
        case .color: return .color(try item.color(inUnitRange: false))
        case .transform: return .transform(try item.transform())
        case .path: return .path(try path(item))
        case .colors: return .colors(try item.colors(inUnitRange: false))
        case .numbers: return .numbers(try item.numbers())
        case .bool: return .bool(try item.bool())
        }
    }

    /// A spring in one of three forms, told apart by their keys:
    /// CASpringAnimation's {mass, stiffness, damping, initialVelocity,
    /// completionTime}, SwiftUI's {response, dampingFraction,
    /// initialVelocity} or UIKit's {duration, dampingRatio,
    /// initialVelocity} (which settles exactly at `duration`).
    func springParameters(_ item: SceneFileItem) throws -> SpringParameters {
        var o = try item.object()
        let velocity = try o.value("initialVelocity") { try $0.number() } ?? 0
        let nonNegative = { (i: SceneFileItem) in try i.number(in: 0...Double.greatestFiniteMagnitude, "≥ 0") }
        let spring: SpringParameters
        if let response = try o.value("response", { try $0.positiveNumber() }) {
            let fraction = try o.required("dampingFraction", nonNegative)
            spring = SpringParameters(response: response, dampingFraction: fraction, initialVelocity: velocity)
            try o.finish("a SwiftUI spring {response, dampingFraction, initialVelocity}")
        } else if let duration = try o.value("duration", { try $0.positiveNumber() }) {
            let ratio = try o.required("dampingRatio", nonNegative)
            spring = SpringParameters(duration: duration, dampingRatio: ratio, initialSpringVelocity: velocity)
            try o.finish("a UIKit spring {duration, dampingRatio, initialVelocity}")
        } else {
            var s = SpringParameters(initialVelocity: velocity)
            if let v = try o.value("mass", { try $0.positiveNumber() }) { s.mass = v }
            if let v = try o.value("stiffness", { try $0.positiveNumber() }) { s.stiffness = v }
            if let v = try o.value("damping", nonNegative) { s.damping = v }
            if let v = try o.nullable("completionTime", nonNegative) { s.completionTime = v }
            spring = s
            try o.finish("a spring {mass, stiffness, damping, initialVelocity, completionTime}")
        }
        // The two convenience forms derive stiffness and damping; a
        // response or duration far from 1 s can push them past a double.
        guard spring.stiffness.isFinite, spring.damping.isFinite, spring.stiffness > 0 else {
            throw item.error("these spring parameters give no finite stiffness and damping")
        }
        return spring
    }
}
