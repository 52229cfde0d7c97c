import SceneFile

/// The shape items that change a path listed before them, in its group
/// and in the groups around it: trim paths (`tm`) and rounded corners
/// (`rd`). ThorVG walks a group's items from its end, so a modifier
/// acts on the paths listed before it, its enclosing groups' modifiers
/// listed after the group included.
struct LottiePathModifiers {
    /// Trims in the order ThorVG meets them: the one listed last at the
    /// outermost level first (see `LottieTrim.range(of:atFrame:)`).
    var trims: [LottieTrim] = []
    /// The radius `r` (points) of the rounded corners nearest the path;
    /// nil when none applies.
    var cornerRadius: LottieProperty<[Double]>?
}

extension LottieImporting {
    /// The modifiers acting on each of `items` (a group's items): `outer`
    /// and those listed after it in the group, each item read once.
    /// Hidden items are left out; of several rounded corners the one
    /// nearest the path is used.
    func modifiers(after items: [SceneFileItem], outer: LottiePathModifiers) throws -> [LottiePathModifiers] {
        var result = Array(repeating: outer, count: items.count)
        var modifiers = outer
        for i in items.indices.reversed() {
            result[i] = modifiers
            switch try shapeType(items[i]) {
            case "tm": modifiers.trims.append(try trim(items[i]))
            case "rd": modifiers.cornerRadius = try vectorProperty(items[i].field("r"), default: [0])
            default: break
            }
        }
        return result
    }

    /// A trim paths item `tm`.
    private func trim(_ item: SceneFileItem) throws -> LottieTrim {
        LottieTrim(start: try vectorProperty(item.field("s"), default: [0]),
                   end: try vectorProperty(item.field("e"), default: [100]),
                   offset: try vectorProperty(item.field("o"), default: [0]),
                   individually: try item.number("m", default: 1) == 2, location: item.location)
    }
}
