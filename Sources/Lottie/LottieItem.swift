import Geometry
import Presentation
import SceneFile

/// Reading Lottie's loose JSON: unknown keys are ignored (exporters write
/// plenty of metadata), and numbers stand in for Booleans.
extension SceneFileItem {
    /// The member `key` of an object, nil when absent or when this is not
    /// an object.
    func field(_ key: String) -> SceneFileItem? {
        guard case .object(let members) = node.value, let found = members.node(forKey: key) else { return nil }
        return member(key, found)
    }

    /// The members of an object, each with its location.
    func requireObject() throws -> SceneFileItem {
        guard case .object = node.value else { throw error("expected an object, found \(node.typeName)") }
        return self
    }

    var isObject: Bool {
        if case .object = node.value { return true }
        return false
    }

    /// `true`/`false` or a number (non-zero is true).
    func flag() throws -> Bool {
        switch node.value {
        case .bool(let b): return b
        case .number(let v): return v != 0
        default: throw error("expected true, false or a number, found \(node.typeName)")
        }
    }

    /// A number, or the first number of an array (`[v]` in keyframes).
    func scalar() throws -> Double {
        if case .array = node.value {
            let v = try numbers()
            guard let first = v.first else { throw error("expected a number, found an empty array") }
            return first
        }
        return try number()
    }

    /// A number or an array of numbers, as an array.
    func vector() throws -> [Double] {
        if case .number(let v) = node.value { return [v] }
        return try numbers()
    }

    /// A finite number, or the optional member's value; `fallback` when absent.
    func number(_ key: String, default fallback: Double) throws -> Double {
        try field(key).map { try $0.finiteNumber() } ?? fallback
    }

    /// A finite number.
    func finiteNumber() throws -> Double {
        let v = try number()
        guard v.isFinite else { throw error("must be a finite number") }
        return v
    }

    /// An optional member read as a flag; `false` when absent.
    func flag(_ key: String) throws -> Bool {
        try field(key)?.flag() ?? false
    }
}

extension Array where Element == Double {
    /// Component `i`, or `fallback` when the array is shorter.
    subscript(_ i: Int, or fallback: Double) -> Double { i < count ? self[i] : fallback }

    /// The first two components as a point (missing ones 0).
    var point: Point { Point(self[0, or: 0], self[1, or: 0]) }
}
