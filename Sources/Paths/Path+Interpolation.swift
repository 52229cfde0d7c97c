import Geometry

/// Errors from path operations on user input.
public enum PathError: Error, Equatable, CustomStringConvertible {
    /// Two paths cannot be interpolated: their elements differ in kind at
    /// `elementIndex` (a move against a segment, a close against a segment)
    /// or they have different element counts.
    case mismatchedStructure(elementIndex: Int, reason: String)

    /// One line naming the element and the reason, for error output.
    public var description: String {
        switch self {
        case .mismatchedStructure(let i, let reason):
            return "paths cannot be interpolated: element \(i): \(reason)"
        }
    }
}

extension Path {
    /// Element-wise interpolation: `self` at `t` = 0, `other` at `t` = 1
    /// (`t` may overshoot, for springs and overshooting curves). Lines and
    /// quadratics match cubics by degree elevation (a line becomes a cubic
    /// with control points at 1/3 and 2/3), so a straight edge can morph
    /// into a curve. Moves match moves and closes match closes.
    /// - Throws: `PathError.mismatchedStructure` when the element counts or
    ///   kinds cannot be matched.
    public func interpolated(to other: Path, fraction t: Double) throws -> Path {
        guard elements.count == other.elements.count else {
            throw PathError.mismatchedStructure(
                elementIndex: min(elements.count, other.elements.count),
                reason: "element counts differ (\(elements.count) vs \(other.elements.count))")
        }
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        var currentA = Point.zero, currentB = Point.zero, startA = Point.zero, startB = Point.zero
        for (i, (ea, eb)) in zip(elements, other.elements).enumerated() {
            switch (ea, eb) {
            case (.move(let a), .move(let b)):
                result.append(.move(a.lerp(to: b, t)))
                startA = a; startB = b; currentA = a; currentB = b
            case (.close, .close):
                result.append(.close)
                currentA = startA; currentB = startB
            case (.line(let a), .line(let b)):
                result.append(.line(a.lerp(to: b, t)))
                currentA = a; currentB = b
            case (.quad(let ca, let a), .quad(let cb, let b)):
                result.append(.quad(ca.lerp(to: cb, t), a.lerp(to: b, t)))
                currentA = a; currentB = b
            default:
                guard let ca = ea.asCubic(from: currentA), let cb = eb.asCubic(from: currentB) else {
                    throw PathError.mismatchedStructure(
                        elementIndex: i, reason: "\(ea.kindName) cannot match \(eb.kindName)")
                }
                result.append(.cubic(ca.0.lerp(to: cb.0, t), ca.1.lerp(to: cb.1, t), ca.2.lerp(to: cb.2, t)))
                currentA = ca.2; currentB = cb.2
            }
        }
        return Path(elements: result)
    }

    /// True when `interpolated(to:fraction:)` would succeed.
    public func canInterpolate(to other: Path) -> Bool {
        (try? interpolated(to: other, fraction: 0)) != nil
    }
}

extension PathElement {
    /// A short name of the element's kind, for messages and dumps.
    public var kindName: String {
        switch self {
        case .move: return "move"
        case .line: return "line"
        case .quad: return "quad"
        case .cubic: return "cubic"
        case .close: return "close"
        }
    }

    /// The segment as an exactly equivalent cubic (degree elevation), given
    /// the point it starts from; nil for moves and closes.
    func asCubic(from p0: Point) -> (Point, Point, Point)? {
        switch self {
        case .line(let p):
            return (p0.lerp(to: p, 1.0 / 3.0), p0.lerp(to: p, 2.0 / 3.0), p)
        case .quad(let c, let p):
            return (p0.lerp(to: c, 2.0 / 3.0), p.lerp(to: c, 2.0 / 3.0), p)
        case .cubic(let c1, let c2, let p):
            return (c1, c2, p)
        case .move, .close:
            return nil
        }
    }
}
