import Layers
import SceneFile

extension LottieImporting {
    /// A stroke's dashes `d`: a list of {n: "d" dash | "g" gap | "o"
    /// offset, v: length property in points}. The dash and gap lengths,
    /// in their order, are `lineDashPattern` (an odd count repeats once
    /// more, dashes and gaps swapping, as Core Animation reads it; all
    /// zero draws solid); the offset is `lineDashPhase`, keyframed as
    /// "lineDashPhase". The model cannot animate `lineDashPattern`, so
    /// animated lengths are held at their first values with a warning
    /// (lottie-ios also takes one value for them).
    func dashes(_ d: SceneFileItem?, into shape: ShapeLayer) throws {
        guard let d, case .array = d.node.value else { return }
        var pattern: [Double] = []
        for entry in try d.array() {
            _ = try entry.requireObject()
            let name = try entry.field("n")?.string() ?? "d"
            let value = try vectorProperty(entry.field("v"), default: [0])
            if name == "o" {
                shape.lineDashPhase = value.modelValue[0, or: 0]
                try add(value.animation(keyPath: "lineDashPhase", framesPerSecond: framesPerSecond) {
                    .number($0[0, or: 0]) }, to: shape, at: entry)
                continue
            }
            if value.isAnimated { warn("animated dash lengths (held at their first values)", at: entry) }
            pattern.append(max(value.initialValue[0, or: 0], 0))
        }
        shape.lineDashPattern = pattern.allSatisfy { $0 == 0 } ? [] : pattern
    }
}
