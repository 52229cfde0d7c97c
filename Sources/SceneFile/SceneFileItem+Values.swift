import Geometry
import Paths
import Presentation
import Timeline

/// The scene file's value vocabulary, the same as `flipbook inspect
/// --json` prints: points [x, y], sizes [w, h], rects [x, y, w, h], colors
/// [r, g, b, a] (0…1, straight sRGB) or "#RRGGBB" / "#RRGGBBAA",
/// transforms the 16 numbers m11…m44, paths [["M", x, y], ["L", x, y],
/// ["Q", cx, cy, x, y], ["C", c1x, c1y, c2x, c2y, x, y], ["Z"]].
extension SceneFileItem {
    func point() throws -> Point {
        let v = try numbers(count: 2, "a point [x, y]")
        return Point(v[0], v[1])
    }

    func size() throws -> Size {
        let v = try numbers(count: 2, "a size [width, height]")
        return Size(v[0], v[1])
    }

    /// A size with no negative side (a canvas, a bounds size).
    func nonNegativeSize() throws -> Size {
        let s = try size()
        guard s.width >= 0, s.height >= 0 else { throw error("width and height must not be negative") }
        return s
    }

    func rect() throws -> Rect {
        let v = try numbers(count: 4, "a rect [x, y, width, height]")
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// [r, g, b, a] with components in 0…1, or "#RRGGBB" / "#RRGGBBAA".
    /// `inUnitRange` false accepts any components: an additive animation's
    /// color is a difference and may be negative. Default: true.
    func color(inUnitRange: Bool = true) throws -> Color {
        if case .string(let text) = node.value {
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9, text.dropFirst().allSatisfy(\.isHexDigit),
                  let bits = UInt64(text.dropFirst(), radix: 16) else {
                throw error("expected a color [r, g, b, a] or \"#RRGGBB\" / \"#RRGGBBAA\", got \(JSONText.string(text))")
            }
            if text.count == 7 { return Color(hex: UInt32(bits)) }
            return Color(hex: UInt32(bits >> 8), alpha: Double(bits & 0xFF) / 255)
        }
        let v = try numbers(count: 4, "a color [r, g, b, a] or \"#RRGGBB\"")
        guard !inUnitRange || v.allSatisfy({ (0...1).contains($0) }) else { throw error("color components must be in 0…1") }
        return Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    func colors(inUnitRange: Bool = true) throws -> [Color] {
        try array().map { try $0.color(inUnitRange: inUnitRange) }
    }

    /// The 16 fields m11, m12, …, m44 (CATransform3D's row-vector layout:
    /// translation in m41, m42, m43).
    func transform() throws -> Transform3D {
        Transform3D(try numbers(count: 16, "a transform of 16 numbers m11…m44"))
    }

    /// A path of at most `maximumElements` elements; a non-empty path
    /// starts with "M".
    func path(maximumElements: Int) throws -> Path {
        let items = try array()
        guard items.count <= maximumElements else {
            throw error("path has \(items.count) elements, more than \(maximumElements) "
                        + "(SceneFileLimits.maximumPathElements)", .limit)
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(items.count)
        for item in items {
            elements.append(try item.pathElement())
        }
        if let first = elements.first, case .move = first {} else if !elements.isEmpty {
            throw items[0].error("a path must start with [\"M\", x, y]")
        }
        return Path(elements: elements)
    }

    /// Numbers each path verb takes.
    private static let pathVerbs = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]

    /// One element: a verb and its coordinates, read from the nodes
    /// directly (a location is made only for an error).
    private func pathElement() throws -> PathElement {
        guard case .array(let parts) = node.value, let first = parts.first else {
            throw error("expected a path element such as [\"M\", x, y], found \(describeShape)")
        }
        guard case .string(let verb) = first.value, let count = Self.pathVerbs[verb] else {
            let found = if case .string(let s) = first.value { JSONText.string(s) } else { first.typeName }
            throw SceneFileItem(node: first, location: "\(location)[0]", source: source).error(
                "unknown path verb \(found) (one of: M, L, Q, C, Z)")
        }
        guard parts.count == count + 1 else {
            throw error("\"\(verb)\" takes \(count) numbers, found \(parts.count - 1)")
        }
        var v: [Double] = []
        for (i, part) in parts.enumerated().dropFirst() {
            guard case .number(let x) = part.value else {
                throw SceneFileItem(node: part, location: "\(location)[\(i)]", source: source).error(
                    "expected a number, found \(part.typeName)")
            }
            v.append(x)
        }
        func p(_ i: Int) -> Point { Point(v[i], v[i + 1]) }
        switch verb {
        case "M": return .move(p(0))
        case "L": return .line(p(0))
        case "Q": return .quad(p(0), p(2))
        case "C": return .cubic(p(0), p(2), p(4))
        default: return .close
        }
    }

    /// A Core Animation name ("linear", "easeIn", "easeOut",
    /// "easeInEaseOut", "default") or the control points [c1x, c1y, c2x,
    /// c2y] with c1x and c2x in 0…1.
    func timingFunction() throws -> TimingFunction {
        if case .string(let name) = node.value {
            guard let f = TimingFunction.named(name) else {
                throw error("unknown timing function \(JSONText.string(name)) "
                            + "(linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y])")
            }
            return f
        }
        let v = try numbers(count: 4, "a timing function name or control points [c1x, c1y, c2x, c2y]")
        guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
            throw error("control point x values (c1x, c2x) must be in 0…1")
        }
        return TimingFunction(v[0], v[1], v[2], v[3])
    }
}
