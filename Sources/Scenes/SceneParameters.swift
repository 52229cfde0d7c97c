import Foundation
import Geometry
import Presentation
import Support

/// A documented knob of a built-in scene, set with `--param name=value`.
public struct SceneParameter: Sendable, Hashable {
    /// What kind of value the knob takes.
    public enum Kind: String, Sendable, Hashable {
        /// A finite decimal number.
        case number
        /// A whole number.
        case integer
        /// A color as `#RRGGBB` or `#RRGGBBAA` (sRGB).
        case color
    }

    /// The name used on the command line ("rippleDelay").
    public let name: String
    public let kind: Kind
    /// The default, as it would be written on the command line.
    public let defaultValue: String
    /// One line: what it changes, with units.
    public let summary: String

    public init(_ name: String, _ kind: Kind, default defaultValue: String, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Why scene parameters were refused: one line naming the problem.
public struct SceneParameterError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The `--param` values given for one scene, checked against the scene's
/// declared parameters: unknown names and malformed values are errors.
public struct SceneParameters: Sendable {
    private let declared: [SceneParameter]
    private let values: [String: String]

    /// No overrides: every parameter at its default.
    public static func defaults(for declared: [SceneParameter]) -> SceneParameters {
        SceneParameters(declared: declared, values: [:])
    }

    /// Parses `name=value` assignments for a scene declaring `declared`.
    /// - Throws: `SceneParameterError` for a malformed assignment, an
    ///   unknown name (listing the known ones) or a value of the wrong kind.
    public init(assignments: [String], declared: [SceneParameter], scene: String) throws {
        var values: [String: String] = [:]
        for assignment in assignments {
            guard let eq = assignment.firstIndex(of: "="), eq != assignment.startIndex else {
                throw SceneParameterError("--param must look like name=value, got '\(assignment)'")
            }
            let name = String(assignment[..<eq]), value = String(assignment[assignment.index(after: eq)...])
            guard let parameter = declared.first(where: { $0.name == name }) else {
                let known = declared.map(\.name).joined(separator: ", ")
                throw SceneParameterError("scene \(scene) has no parameter '\(name)' (parameters: \(known.isEmpty ? "none" : known))")
            }
            guard Self.parse(value, as: parameter.kind) != nil else {
                throw SceneParameterError("parameter \(name) must be \(Self.describe(parameter.kind)), got '\(value)'")
            }
            values[name] = value
        }
        self.init(declared: declared, values: values)
    }

    private init(declared: [SceneParameter], values: [String: String]) {
        self.declared = declared
        self.values = values
    }

    /// The number parameter `name` (its override or default).
    public func number(_ name: String) -> Double {
        if case .number(let v)? = Self.parse(text(name), as: .number) { return v }
        preconditionFailure("parameter \(name) is not a declared number")
    }

    /// The integer parameter `name`.
    public func integer(_ name: String) -> Int {
        if case .integer(let v)? = Self.parse(text(name), as: .integer) { return v }
        preconditionFailure("parameter \(name) is not a declared integer")
    }

    /// The color parameter `name`.
    public func color(_ name: String) -> Color {
        if case .color(let v)? = Self.parse(text(name), as: .color) { return v }
        preconditionFailure("parameter \(name) is not a declared color")
    }

    private func text(_ name: String) -> String {
        guard let parameter = declared.first(where: { $0.name == name }) else {
            preconditionFailure("parameter \(name) is not declared")
        }
        return values[name] ?? parameter.defaultValue
    }

    private enum Parsed {
        case number(Double), integer(Int), color(Color)
    }

    private static func parse(_ text: String, as kind: SceneParameter.Kind) -> Parsed? {
        switch kind {
        case .number:
            // Plain decimal, as every number option: Double("0x10") is 16.
            guard let v = NumberInput.decimal(text) else { return nil }
            return .number(v)
        case .integer:
            return Int(text).map(Parsed.integer)
        case .color:
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
                  let bits = UInt64(text.dropFirst(), radix: 16) else { return nil }
            if text.count == 7 { return .color(Color(hex: UInt32(bits))) }
            return .color(Color(hex: UInt32(bits >> 8), alpha: Double(bits & 0xFF) / 255))
        }
    }

    private static func describe(_ kind: SceneParameter.Kind) -> String {
        switch kind {
        case .number: return "a finite number"
        case .integer: return "a whole number"
        case .color: return "a color #RRGGBB or #RRGGBBAA"
        }
    }
}
