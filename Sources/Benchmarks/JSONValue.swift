import Foundation
import Presentation

/// A JSON value written with its object keys in the order given (the
/// benchmark's output reads top-down: what was measured, then figures,
/// then the environment).
package indirect enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// Compact JSON text; numbers with up to 4 decimals, non-finite as null.
    package var text: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let v):
            guard v.isFinite else { return "null" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4f", v)
        case .integer(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    package static func quoted(_ s: String) -> String {
        JSONText.string(s)
    }
}
