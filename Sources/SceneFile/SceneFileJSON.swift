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

/// One parsed JSON value and where its text starts in the file: a place
/// in its `SceneFileDocument` (which it keeps), 16 bytes. Its value is
/// read from the document when asked for, one level at a time.
package struct SceneFileNode {
    /// The value; arrays and objects read their elements from the
    /// document (an array of numbers holds them packed,
    /// `SceneFileElements`).
    package enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(SceneFileElements)
        case object(SceneFileObjectMembers)
    }

    /// Which store of the document holds the node.
    private enum Place {
        case root(SceneFileDocument)
        /// `nodes[index]`.
        case node(SceneFileDocument)
        /// `chunkedArrays[list].elements.nodes[index]`.
        case chunked(SceneFileDocument)
        /// `members[index].node`.
        case member(SceneFileDocument)
        /// `chunkedMembers[list][index].node`.
        case chunkedMember(SceneFileDocument)
        /// `arrays.numbers[index]`, whose text starts at `extra`.
        case number(SceneFileDocument)
        /// Element `index` of the mixed array laid out at
        /// `mixedLayouts[layout]`, a number.
        case mixedNumber(SceneFileDocument)
        /// Element `index` of `chunkedArrays[list]`, a number.
        case chunkedNumber(SceneFileDocument)
    }

    private let place: Place
    private let index: UInt32
    /// The list of a chunked element or member; the offset of a packed
    /// number; the layout of a mixed array's number.
    private let extra: UInt32

    private init(_ place: Place, index: Int, extra: Int = 0) {
        self.place = place
        self.index = UInt32(truncatingIfNeeded: index)
        self.extra = UInt32(truncatingIfNeeded: extra)
    }

    static func root(of document: SceneFileDocument) -> SceneFileNode { SceneFileNode(.root(document), index: 0) }

    static func node(_ index: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.node(document), index: index)
    }

    static func chunkedNode(_ index: Int, list: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.chunked(document), index: index, extra: list)
    }

    static func member(_ index: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.member(document), index: index)
    }

    static func chunkedMember(_ index: Int, list: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.chunkedMember(document), index: index, extra: list)
    }

    static func number(_ index: Int, offset: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.number(document), index: index, extra: offset)
    }

    static func mixedNumber(_ element: Int, layout: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.mixedNumber(document), index: element, extra: layout)
    }

    static func chunkedNumber(_ element: Int, list: Int, of document: SceneFileDocument) -> SceneFileNode {
        SceneFileNode(.chunkedNumber(document), index: element, extra: list)
    }

    /// The node as stored; nil for a packed number, which has none.
    private var stored: (SceneFileDocument, SceneFileStoredNode)? {
        switch place {
        case .root(let d): return (d, d.root)
        case .node(let d): return (d, d.arrays.nodes[Int(index)])
        case .chunked(let d): return (d, d.chunkedArrays[Int(extra)].elements.nodes[Int(index)])
        case .member(let d): return (d, d.members[Int(index)].node)
        case .chunkedMember(let d): return (d, d.chunkedMembers[Int(extra)][Int(index)].node)
        case .number, .mixedNumber, .chunkedNumber: return nil
        }
    }

    package var value: Value {
        switch place {
        case .number(let d): return .number(d.arrays.numbers[Int(index)])
        case .mixedNumber(let d):
            guard case .number(let i) = d.arrays.element(Int(index), of: d.mixedLayouts[Int(extra)]) else { return .null }
            return .number(d.arrays.numbers[i])
        case .chunkedNumber(let d):
            let array = d.chunkedArrays[Int(extra)]
            guard case .number(let i) = array.elements.element(Int(index), of: array.layout) else { return .null }
            return .number(array.elements.numbers[i])
        default:
            guard let (document, node) = stored else { return .null }
            return document.value(of: node)
        }
    }

    /// Byte offset of the value's first character in the file.
    package var offset: Int {
        switch place {
        case .number: return Int(extra)
        case .mixedNumber(let d): return d.offset(ofElement: Int(index), arrayOffset: Int(d.mixedLayouts[Int(extra)].offset))
        case .chunkedNumber(let d):
            return d.offset(ofElement: Int(index), arrayOffset: Int(d.chunkedArrays[Int(extra)].layout.offset))
        default: return stored.map { Int($0.1.start) } ?? 0
        }
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
