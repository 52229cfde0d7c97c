/// A parsed JSON document, held in a few document-wide stores instead of
/// one allocation per array and object, which cost many times the text of
/// small arrays (Sources/Benchmarks/README.md, "Figures behind the code"):
///
/// - `arrays`: the elements of every array of up to
///   `SceneFileParser.chunkedNodeCount` elements, and of every longer
///   array of only numbers: numbers as doubles (8 bytes a number), other
///   values as nodes (16 bytes), an array that mixes them laid out by
///   `mixedLayouts` (`SceneFileArrayStores`);
/// - `chunkedArrays`: every longer array that is not all numbers, in
///   stores of its own (built as it is read, without the copy the other
///   arrays take from the parser's stack);
/// - `strings`: every string value longer than 7 UTF-8 bytes (shorter
///   ones are held in their node, `SceneFileStoredNode.shortString`);
/// - `members`: every object's members, key and value node (32 bytes a
///   member), save for objects of more than
///   `SceneFileParser.chunkedNodeCount` members, in `chunkedMembers`.
///
/// All grow in chunks, never copying (`SceneFileChunks`). Values are
/// read through `SceneFileNode`, which names a node by its place in
/// these stores.
package final class SceneFileDocument {
    let text: [UInt8]
    let root: SceneFileStoredNode
    let arrays: SceneFileArrayStores
    let mixedLayouts: SceneFileChunks<SceneFileMixedLayout>
    let chunkedArrays: [SceneFileChunkedArray]
    let members: SceneFileChunks<SceneFileMember>
    let chunkedMembers: [SceneFileChunks<SceneFileMember>]
    let strings: SceneFileChunks<String>
    /// The element offsets of the array whose `[` is at the first offset,
    /// found on first use: one array's, since elements are asked for in
    /// turn (errors need one, `SceneFileItem.array()` all of one array),
    /// and more would keep 8 bytes an element.
    private var cachedOffsets: (arrayOffset: Int, offsets: [Int])?

    init(text: [UInt8], root: SceneFileStoredNode, arrays: SceneFileArrayStores,
         mixedLayouts: SceneFileChunks<SceneFileMixedLayout>, chunkedArrays: [SceneFileChunkedArray],
         members: SceneFileChunks<SceneFileMember>, chunkedMembers: [SceneFileChunks<SceneFileMember>],
         strings: SceneFileChunks<String>) {
        self.text = text
        self.root = root
        self.arrays = arrays
        self.mixedLayouts = mixedLayouts
        self.chunkedArrays = chunkedArrays
        self.members = members
        self.chunkedMembers = chunkedMembers
        self.strings = strings
    }

    /// The value of a stored node, its arrays and objects read from this
    /// document.
    func value(of stored: SceneFileStoredNode) -> SceneFileNode.Value {
        switch stored.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let v): return .number(v)
        case .shortString(let packed): return .string(SceneFileStoredNode.string(packed))
        case .string(let i): return .string(strings[Int(i)])
        case .nodes(let start, let count):
            return .array(SceneFileElements(document: self, storage: .nodes(start: start, count: count)))
        case .mixed(let layout, let count):
            return .array(SceneFileElements(document: self, storage: .mixed(layout: layout, count: count)))
        case .chunked(let list, let count):
            return .array(SceneFileElements(document: self, storage: .chunked(list: list, count: count)))
        case .numbers(let start, let count):
            return .array(SceneFileElements(document: self,
                                            storage: .numbers(start: start, count: count, arrayOffset: stored.start)))
        case .object(let start, let count):
            return .object(SceneFileObjectMembers(document: self, storage: .members(start: start, count: count)))
        case .chunkedObject(let list, let count):
            return .object(SceneFileObjectMembers(document: self, storage: .chunkedMembers(list: list, count: count)))
        }
    }

    /// The offset of element `i` of the array whose `[` is at
    /// `arrayOffset`.
    func offset(ofElement i: Int, arrayOffset: Int) -> Int {
        if let cachedOffsets, cachedOffsets.arrayOffset == arrayOffset { return cachedOffsets.offsets[i] }
        // The parser has checked the text: `[`, then values separated by
        // commas and JSON whitespace, then `]`.
        var found: [Int] = []
        var index = arrayOffset + 1
        while true {
            while Self.separates(text[index]) { index += 1 }
            if text[index] == UInt8(ascii: "]") { break }
            found.append(index)
            index = end(ofValueAt: index)
        }
        cachedOffsets = (arrayOffset, found)
        return found[i]
    }

    private static func separates(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",")
    }

    /// The offset just past the checked JSON value that starts at `start`.
    private func end(ofValueAt start: Int) -> Int {
        var index = start, depth = 0
        repeat {
            switch text[index] {
            case UInt8(ascii: "\""):
                index += 1
                while text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                index += 1
            default:
                // A number, literal, separator or colon; a number or
                // literal ends at a separator or a closing bracket.
                if depth == 0 {
                    while index < text.count, !Self.separates(text[index]),
                          text[index] != UInt8(ascii: "]"), text[index] != UInt8(ascii: "}") { index += 1 }
                    return index
                }
                index += 1
            }
        } while depth > 0
        return index
    }
}

/// One parsed value as the document stores it: 16 bytes (the value 9,
/// the offset 4). Arrays and objects name their elements' place in the
/// document's stores (32-bit starts and counts: the parser keeps the
/// file under 4 GiB).
struct SceneFileStoredNode {
    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        /// A string of at most 7 UTF-8 bytes, in the low bytes (first
        /// byte lowest), its length in the top byte: a `""` or `"x"`
        /// takes its 16-byte node and nothing else (a boxed string takes
        /// 48 more).
        case shortString(UInt64)
        /// `SceneFileDocument.strings[index]`.
        case string(index: UInt32)
        /// `SceneFileDocument.arrays.nodes[start ..< start + count]`.
        case nodes(start: UInt32, count: UInt32)
        /// `SceneFileDocument.arrays.numbers[start ..< start + count]`.
        case numbers(start: UInt32, count: UInt32)
        /// The array laid out at `SceneFileDocument.mixedLayouts[layout]`
        /// in `SceneFileDocument.arrays`.
        case mixed(layout: UInt32, count: UInt32)
        /// All of `SceneFileDocument.chunkedArrays[list]`.
        case chunked(list: UInt32, count: UInt32)
        /// `SceneFileDocument.members[start ..< start + count]`.
        case object(start: UInt32, count: UInt32)
        /// All of `SceneFileDocument.chunkedMembers[list]`.
        case chunkedObject(list: UInt32, count: UInt32)
    }

    var value: Value
    /// Byte offset of the value's first character in the file.
    var start: UInt32

    init(_ value: Value, offset: Int) {
        self.value = value
        start = UInt32(truncatingIfNeeded: offset)
    }
}

extension SceneFileStoredNode {
    /// `text` packed for `Value.shortString`, or nil when it is longer.
    static func shortString(_ text: String) -> UInt64? {
        var packed: UInt64 = 0, count: UInt64 = 0
        for b in text.utf8 {
            guard count < 7 else { return nil }
            packed |= UInt64(b) << (8 * count)
            count += 1
        }
        return packed | count << 56
    }

    /// The string packed by `shortString(_:)`.
    static func string(_ packed: UInt64) -> String {
        withUnsafeBytes(of: packed.littleEndian) { String(decoding: $0.prefix(Int(packed >> 56)), as: UTF8.self) }
    }
}

/// An object member as the document stores it.
struct SceneFileMember {
    var key: String
    var node: SceneFileStoredNode
}
