import Presentation

/// A JSON value as the encoder writes it (the parser's values, which keep
/// their positions, are `SceneFileNode`). Object members keep their order;
/// keys are unique.
indirect enum SceneFileJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SceneFileJSON])
    case object([(String, SceneFileJSON)])
}

/// One parsed JSON value and where its text starts in the file: 16
/// bytes, as every array element of a parsed file is one (a string is
/// boxed, so the value takes 9 bytes, and the offset 4).
package struct SceneFileNode {
    /// The value; arrays and objects hold nodes (an array of numbers
    /// holds them packed, `SceneFileElements`).
    package enum Value {
        case null
        case bool(Bool)
        case number(Double)
        indirect case string(String)
        case array(SceneFileElements)
        case object([(key: String, node: SceneFileNode)])
    }

    package var value: Value
    /// `offset`, which the parser keeps below 2^32 (`SceneFileParser.parse`).
    private var start: UInt32

    /// Byte offset of the value's first character in the file.
    package var offset: Int { Int(start) }

    package init(value: Value, offset: Int) {
        self.value = value
        start = UInt32(clamping: offset)
    }

    /// The JSON type's name for messages ("a number", "an object", …).
    package var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension SceneFileJSON {
    /// Widest line an array or object is kept on when it holds no object:
    /// short enough to read in a terminal, long enough that points,
    /// colors, transforms and instances stay on one line each.
    static let inlineWidth = 100

    /// Pretty JSON text with two-space indentation and a final newline.
    /// Arrays without objects inside stay on one line (a path, a
    /// transform's 16 numbers), as do objects without nested objects that
    /// fit in `inlineWidth` characters; numbers are written in their
    /// shortest exact form, so reading them back gives the same doubles.
    var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .array(let items) where !items.isEmpty && containsObject:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty && !fitsOnOneLine:
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += indent + "  " + JSONText.string(key) + ": "
                value.write(to: &out, indent: indent + "  ")
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            out += inline
        }
    }

    private var fitsOnOneLine: Bool {
        guard case .object(let members) = self else { return true }
        return !members.contains { $0.1.containsObject } && inline.count <= Self.inlineWidth
    }

    /// True when an object appears anywhere in the value (itself included).
    private var containsObject: Bool {
        switch self {
        case .object: return true
        case .array(let items): return items.contains { $0.containsObject }
        default: return false
        }
    }

    /// The value on one line.
    private var inline: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return JSONText.number(v)
        case .string(let s): return JSONText.string(s)
        case .array(let items): return "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { JSONText.string($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + "}"
        }
    }
}
