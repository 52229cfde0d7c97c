import Geometry

extension AnimationKeyPath {
    /// The part of `root` this key path addresses. `template` (one of the
    /// animation's values) picks point or size for transform.translation.
    /// - Throws: `TimelineError.valueKindMismatch` when the root value is
    ///   not of a kind that has this part.
    func read(from root: AnimatableValue, template: AnimatableValue?) throws -> AnimatableValue {
        guard let component else { return root }
        switch (component, root) {
        case (.transform(let c), .transform(let t)):
            return .number(t.component(c))
        case (.transformTranslation, .transform(let t)):
            let d = t.decomposedOrIdentity.translation
            if case .size = template { return .size(Size(d.x, d.y)) }
            return .point(Point(d.x, d.y))
        case (.first, .point(let p)): return .number(p.x)
        case (.second, .point(let p)): return .number(p.y)
        case (.first, .size(let s)): return .number(s.width)
        case (.second, .size(let s)): return .number(s.height)
        case (.rectOrigin, .rect(let r)): return .point(r.origin)
        case (.rectSize, .rect(let r)): return .size(r.size)
        case (.rectScalar(let i), .rect(let r)):
            return .number([r.origin.x, r.origin.y, r.size.width, r.size.height][i])
        default:
            throw TimelineError.valueKindMismatch(keyPath: string, expected: expectedRootKind,
                                                  found: root.kindName)
        }
    }

    /// The kind name of `read(from: root, template:)`, with its errors,
    /// without decomposing a transform for a transform part's number,
    /// point or size.
    func kindName(readingFrom root: AnimatableValue, template: AnimatableValue?) throws -> String {
        switch (component, root) {
        case (.transform, .transform):
            return AnimatableValue.number(0).kindName
        case (.transformTranslation, .transform):
            if case .size = template { return AnimatableValue.size(Size(0, 0)).kindName }
            return AnimatableValue.point(Point(0, 0)).kindName
        default:
            return try read(from: root, template: template).kindName
        }
    }

    /// `root` with this key path's part set from `value`. For transform
    /// scalars the value is written into the decomposition (`additive`:
    /// added to the part, each axis for uniform scale) and recomposed, so a
    /// rotation of 2π·0.75 gives a −90° turn; other parts are replaced by
    /// `value` (the caller has already added it to the part beneath).
    func write(_ value: AnimatableValue, additive: Bool, into root: AnimatableValue) throws -> AnimatableValue {
        guard let component else { return value }
        switch (component, root, value) {
        case (.transform(let c), .transform(let t), .number(let v)):
            return .transform(additive ? t.adding(v, to: c) : t.replacing(c, with: v))
        case (.transformTranslation, .transform(let t), _):
            guard let xy = value.components, xy.count == 2, value.kindName != "numbers" else { break }
            if additive {
                return .transform(t.adding(xy[0], to: .translationX).adding(xy[1], to: .translationY))
            }
            return .transform(t.replacing(.translationX, with: xy[0]).replacing(.translationY, with: xy[1]))
        case (.first, .point(var p), .number(let v)): p.x = v; return .point(p)
        case (.second, .point(var p), .number(let v)): p.y = v; return .point(p)
        case (.first, .size(var s), .number(let v)): s.width = v; return .size(s)
        case (.second, .size(var s), .number(let v)): s.height = v; return .size(s)
        case (.rectOrigin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.rectSize, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.rectScalar(let i), .rect(let r), .number(let v)):
            var c = [r.origin.x, r.origin.y, r.size.width, r.size.height]
            c[i] = v
            return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: break
        }
        throw TimelineError.valueKindMismatch(keyPath: string, expected: expectedValueKind,
                                              found: value.kindName)
    }

    /// True for transform sub-paths, which add into the decomposition
    /// themselves (`write(_:additive:into:)`) rather than as values.
    var isTransformPart: Bool {
        switch component {
        case .transform, .transformTranslation: return true
        default: return false
        }
    }

    /// What the root must hold, for messages.
    var expectedRootKind: String {
        switch component {
        case .transform, .transformTranslation: return "transform"
        case .first, .second: return "point or size"
        case .rectOrigin, .rectSize, .rectScalar: return "rect"
        case nil: return "any"
        }
    }

    /// What the animation's values must be, for messages.
    var expectedValueKind: String {
        switch component {
        case .transformTranslation: return "point or size"
        case .rectOrigin: return "point"
        case .rectSize: return "size"
        default: return "number"
        }
    }
}
