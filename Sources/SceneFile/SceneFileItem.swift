import Presentation

/// The text of a scene file being read, for turning offsets into lines and
/// columns in error messages.
package struct SceneFileSource {
    /// The file as the user named it, for messages; nil for bare bytes.
    package let file: String?
    package let bytes: [UInt8]

    /// 1-based line and column (in characters) of the byte at `offset`.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for b in bytes[..<min(offset, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                // Only a UTF-8 sequence's first byte starts a character.
                column += 1
            }
        }
        return (line, column)
    }

    /// The source of `bytes`, named `file` in messages.
    package init(file: String?, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// An error about the value at `offset`, at JSON `location`.
    package func error(_ kind: SceneFileError.Kind, _ message: String, at offset: Int, location: String?) -> SceneFileError {
        let (line, column) = position(of: offset)
        return SceneFileError(kind, message, file: file, line: line, column: column, location: location)
    }
}

/// One JSON value of a scene file with its location
/// (`root.sublayers[3].animations[0].keyTimes`), read as the type a
/// property needs; every mismatch throws an error pointing at it.
package struct SceneFileItem {
    package let node: SceneFileNode
    package let source: SceneFileSource
    /// The location, or the parent array's location when `index` is set:
    /// an element's location string is only made when asked for (arrays
    /// of path elements are long, and locations are for errors).
    private let base: String
    private let index: Int?

    package init(node: SceneFileNode, location: String, source: SceneFileSource) {
        self.node = node
        self.source = source
        base = location
        index = nil
    }

    private init(node: SceneFileNode, parent: String, index: Int, source: SceneFileSource) {
        self.node = node
        self.source = source
        base = parent
        self.index = index
    }

    /// Where the value is: `root.sublayers[3].animations[0].keyTimes`.
    package var location: String { index.map { "\(base)[\($0)]" } ?? base }

    /// An `.invalid` error (or another kind) at this value.
    package func error(_ message: String, _ kind: SceneFileError.Kind = .invalid) -> SceneFileError {
        source.error(kind, message, at: node.offset, location: location)
    }

    /// The item for a member value.
    package func member(_ key: String, _ node: SceneFileNode) -> SceneFileItem {
        SceneFileItem(node: node, location: location.isEmpty ? key : "\(location).\(key)", source: source)
    }

    package var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    package func number() throws -> Double {
        guard case .number(let v) = node.value else { throw error("expected a number, found \(node.typeName)") }
        return v
    }

    /// A number in `range`, described for messages as e.g. "≥ 0".
    package func number(in range: ClosedRange<Double>, _ requirement: String) throws -> Double {
        let v = try number()
        guard range.contains(v) else { throw error("must be \(requirement), got \(JSONText.number(v))") }
        return v
    }

    /// A number that is > 0.
    package func positiveNumber() throws -> Double {
        let v = try number()
        guard v > 0 else { throw error("must be greater than 0, got \(JSONText.number(v))") }
        return v
    }

    package func bool() throws -> Bool {
        guard case .bool(let b) = node.value else { throw error("expected true or false, found \(node.typeName)") }
        return b
    }

    package func string() throws -> String {
        guard case .string(let s) = node.value else { throw error("expected a string, found \(node.typeName)") }
        return s
    }

    /// One of `cases`' raw values.
    func choice<T: RawRepresentable>(_ cases: [T]) throws -> T where T.RawValue == String {
        let s = try string()
        guard let v = T(rawValue: s) else {
            throw error("unknown value \(JSONText.string(s)) (one of: \(cases.map(\.rawValue).joined(separator: ", ")))")
        }
        return v
    }

    /// The elements, each with its `[i]` location.
    package func array() throws -> [SceneFileItem] {
        guard case .array(let items) = node.value else { throw error("expected an array, found \(node.typeName)") }
        let parent = location
        return items.enumerated().map { SceneFileItem(node: $1, parent: parent, index: $0, source: source) }
    }

    /// An array of exactly `count` numbers (a point, rect, color, …).
    package func numbers(count: Int, _ what: String) throws -> [Double] {
        guard case .array(let items) = node.value, items.count == count else {
            throw error("expected \(what), found \(describeShape)")
        }
        return try numbers()
    }

    /// An array of any number of numbers. Reads the nodes directly and
    /// makes an element's location only for an error: paths and glyph
    /// outlines hold thousands of numbers.
    package func numbers() throws -> [Double] {
        guard case .array(let items) = node.value else { throw error("expected an array, found \(node.typeName)") }
        if let packed = items.packedNumbers { return packed }
        var result: [Double] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard case .number(let v) = item.value else {
                throw SceneFileItem(node: item, location: "\(location)[\(i)]", source: source).error(
                    "expected a number, found \(item.typeName)")
            }
            result.append(v)
        }
        return result
    }

    func object() throws -> SceneFileObject {
        guard case .object(let members) = node.value else { throw error("expected an object, found \(node.typeName)") }
        return SceneFileObject(item: self, members: members)
    }

    /// "an array of 3 values", or the type's name.
    package var describeShape: String {
        if case .array(let items) = node.value { return "an array of \(items.count) value\(items.count == 1 ? "" : "s")" }
        return node.typeName
    }
}
