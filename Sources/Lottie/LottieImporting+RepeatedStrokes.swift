import Layers
import SceneFile

extension LottieImporting {
    /// The paths a stroke at `end` of a group's `items` strokes once more
    /// than the rest, as lottie-ios's Core Animation engine draws it: it
    /// splits a group into render groups at each fill (`fl`, `gf`), and a
    /// fill with no path since the previous fill takes that render
    /// group's paths; a stroke (`st`, `gs`) joins every render group made
    /// before it. So in `[ellipse, gradient fill, fill, stroke]` the
    /// ellipse is stroked twice, once with each fill (Issues/issue_1887:
    /// an 80 % stroke shows 96 %). Each copied render group's path
    /// indices, in order; none in a group with groups (`gr`) or repeaters
    /// (`rp`) inside, whose items lottie-ios hands down instead.
    static func repeatedStrokePaths(_ items: [SceneFileItem], before end: Int, type: (SceneFileItem) throws -> String?)
        throws -> [[Int]] {
        let types = try items.map(type)
        guard !types.contains(where: { $0 == "gr" || $0 == "rp" }) else { return [] }
        var groups: [[Int]] = [], current: [Int] = [], copies: [[Int]] = []
        for (i, t) in types[..<end].enumerated() {
            switch t {
            case "rc", "el", "sr", "sh": current.append(i)
            case "fl", "gf":
                if current.isEmpty, let previous = groups.last, !previous.isEmpty {
                    current = previous
                    copies.append(previous)
                }
                groups.append(current)
                current = []
            default: break
            }
        }
        return copies
    }
}

extension LottieImporting {
    /// The copies of stroke `style` (at `end` in `items`) that lottie-ios
    /// draws over copied render groups (`repeatedStrokePaths`): the same
    /// paint over only those paths, with the modifiers listed among them.
    func repeatedStrokes(_ style: SceneFileItem, in items: [SceneFileItem], at end: Int,
                         modifiers: LottiePathModifiers, depth: Int) throws -> [Layer] {
        var layers: [Layer] = []
        for paths in try Self.repeatedStrokePaths(items, before: end, type: shapeType) {
            let kept = Set(paths)
            var only: [SceneFileItem] = [], onlyEnd = 0
            for (i, item) in items.enumerated() {
                if let t = try shapeType(item), Self.pathTypes.contains(t), !kept.contains(i) { continue }
                if i < end { onlyEnd += 1 }
                only.append(item)
            }
            layers += try paint(style, over: only, before: onlyEnd, modifiers: modifiers, depth: depth)
        }
        return layers
    }
}
