import Foundation
import Presentation

/// A strict JSON parser (RFC 8259) for scene files, written for error
/// messages: every failure names the line and column where the text stops
/// making sense, and every value keeps its offset so later checks can point
/// at it too. Beyond RFC 8259 it refuses duplicate object keys, numbers
/// that overflow a double, and nesting deeper than
/// `SceneFileLimits.maximumJSONDepth`; a leading UTF-8 byte-order mark is
/// skipped.
package struct SceneFileParser {
    let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    var index = 0
    var depth = 0
    /// The document's stores, filled as values close (`SceneFileDocument`).
    var arrays = SceneFileArrayStores()
    var mixedLayouts = SceneFileChunks<SceneFileMixedLayout>()
    var chunkedArrays: [SceneFileChunkedArray] = []
    var chunkedMembers: [SceneFileChunks<SceneFileMember>] = []
    var members = SceneFileChunks<SceneFileMember>()
    var strings = SceneFileChunks<String>()
    /// The elements and members of the arrays and objects still open,
    /// innermost last: a value's elements are stored together when it
    /// closes, after those of the values nested in it.
    var openNodes: [SceneFileStoredNode] = []
    var openMembers: [SceneFileMember] = []

    /// Elements from which an array stops gathering them on `openNodes`
    /// (an object its members on `openMembers`) and keeps its own chunks,
    /// so a long array is never copied (a copy would hold it twice):
    /// 4 096, one chunk of 16-byte nodes.
    static let chunkedNodeCount = 4_096

    /// Parses `bytes` as one JSON value.
    /// - Throws: `SceneFileParser.Failure` with the offset of the problem.
    package static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(Failure) -> SceneFileNode {
        // Nodes keep their offsets, and stores their starts and counts,
        // in 32 bits.
        guard bytes.count <= Int(UInt32.max) else {
            throw Failure(offset: 0, message: "larger than 4 GiB, more than a JSON offset holds", kind: .limit)
        }
        // Reading through a buffer pointer, not the array, keeps debug
        // builds from retaining the array on every byte.
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<SceneFileDocument, Failure> in
            var parser = SceneFileParser(bytes: buffer, maximumDepth: maximumDepth)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            parser.skipWhitespace()
            do throws(Failure) {
                let node = try parser.value()
                parser.skipWhitespace()
                guard parser.index == buffer.count else {
                    throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the JSON value")
                }
                return .success(SceneFileDocument(text: bytes, root: node, arrays: parser.arrays,
                                                  mixedLayouts: parser.mixedLayouts, chunkedArrays: parser.chunkedArrays,
                                                  members: parser.members, chunkedMembers: parser.chunkedMembers,
                                                  strings: parser.strings))
            } catch {
                return .failure(error)
            }
        }
        return .root(of: try result.get())
    }

    /// A syntax error at a byte offset.
    package struct Failure: Error {
        package var offset: Int
        package var message: String
        package var kind: SceneFileError.Kind = .syntax
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func value() throws(Failure) -> SceneFileStoredNode {
        guard index < bytes.count else { throw failure("unexpected end of file, expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return SceneFileStoredNode(try object(), offset: start)
        case UInt8(ascii: "["): return SceneFileStoredNode(try array(), offset: start)
        case UInt8(ascii: "\""):
            let text = try string()
            if let packed = SceneFileStoredNode.shortString(text) { return SceneFileStoredNode(.shortString(packed), offset: start) }
            strings.append(text)
            return SceneFileStoredNode(.string(index: try stored(strings.count - 1)), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SceneFileStoredNode(.number(try number()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return SceneFileStoredNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return SceneFileStoredNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return SceneFileStoredNode(.null, offset: start)
        default: throw failure("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func array() throws(Failure) -> SceneFileStoredNode.Value {
        let arrayOffset = index
        try enter()
        defer { depth -= 1 }
        index += 1
        if onlyNumbersAhead() {
            // Only numbers: packed in the document's doubles, nothing per
            // array (a node is 16 bytes, an array of them 48 more).
            let start = arrays.numbers.count
            while true {
                skipWhitespace()
                arrays.numbers.append(try number())
                skipWhitespace()
                if consume(UInt8(ascii: ",")) { continue }
                if consume(UInt8(ascii: "]")) { break }
                throw failure("unexpected \(describeCurrent()), expected ',' or ']' in an array")
            }
            return .numbers(start: try stored(start), count: try stored(arrays.numbers.count - start))
        }
        let base = openNodes.count
        defer { openNodes.removeSubrange(base...) }
        var own: SceneFileChunkedArray?
        skipWhitespace()
        if !consume(UInt8(ascii: "]")) {
            while true {
                skipWhitespace()
                let node = try value()
                if own != nil {
                    own!.append(node)
                } else {
                    openNodes.append(node)
                    if openNodes.count - base == Self.chunkedNodeCount {
                        own = SceneFileChunkedArray(offset: arrayOffset)
                        for node in openNodes[base...] { own!.append(node) }
                        openNodes.removeSubrange(base...)
                    }
                }
                skipWhitespace()
                if consume(UInt8(ascii: ",")) { continue }
                if consume(UInt8(ascii: "]")) { break }
                throw failure("unexpected \(describeCurrent()), expected ',' or ']' in an array")
            }
        }
        if let own {
            chunkedArrays.append(own)
            return .chunked(list: try stored(chunkedArrays.count - 1), count: try stored(own.count))
        }
        let elements = openNodes[base...]
        let numberCount = elements.count { if case .number = $0.value { true } else { false } }
        if SceneFileMixedLayout.isSmaller(count: elements.count, numbers: numberCount) {
            let layout = SceneFileMixedLayout(appendingTo: arrays, offset: arrayOffset)
            for (i, node) in elements.enumerated() { arrays.append(node, element: i, of: layout) }
            mixedLayouts.append(layout)
            return .mixed(layout: try stored(mixedLayouts.count - 1), count: try stored(elements.count))
        }
        let start = arrays.nodes.count
        arrays.nodes.append(contentsOf: elements)
        return .nodes(start: try stored(start), count: try stored(arrays.nodes.count - start))
    }

    /// A store's start or count as the 32 bits a stored node keeps. The
    /// text is under 4 GiB and every stored thing takes 2 bytes of it, so
    /// this fails only for a parser bug, never for a file.
    func stored(_ n: Int) throws(Failure) -> UInt32 {
        guard let n = UInt32(exactly: n) else {
            throw Failure(offset: index, message: "more values than a document holds", kind: .limit)
        }
        return n
    }

    /// Whether the array whose `[` is just behind holds one or more
    /// numbers and nothing else: a look ahead that stops at the first
    /// byte that is no part of a number, a comma or whitespace, so each
    /// byte is looked at at most twice. The numbers' syntax is checked
    /// when they are read.
    private func onlyNumbersAhead() -> Bool {
        let bytes = bytes
        var i = index
        func skipWhitespace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "-") || Self.isDigit(bytes[i]) else { return false }
            while i < bytes.count, Self.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")
                    || bytes[i] == UInt8(ascii: ".") || bytes[i] | 0x20 == UInt8(ascii: "e") {
                i += 1
            }
            skipWhitespace()
            guard i < bytes.count else { return false }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
            } else {
                return bytes[i] == UInt8(ascii: "]")
            }
        }
    }

    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= maximumDepth else {
            throw Failure(offset: index, message: "arrays and objects nest deeper than \(maximumDepth) levels "
                          + "(SceneFileLimits.maximumJSONDepth)", kind: .limit)
        }
    }

    /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, converted with
    /// correct rounding (so the shortest form the encoder writes reads
    /// back as the same double).
    private mutating func number() throws(Failure) -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, Self.isDigit(bytes[index]) { throw failure("a number must not start with 0") }
        } else {
            guard digits() > 0 else { throw failure("unexpected \(describeCurrent()), expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            guard digits() > 0 else { throw failure("unexpected \(describeCurrent()), expected a digit after '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure("unexpected \(describeCurrent()), expected an exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: start, message: "number \(text) is too large for a double", kind: .invalid)
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    /// Static, as are the look-ahead's helpers: a debug build copies the
    /// parser, stores and all, to call a method on it from a mutating one.
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[index...].starts(with: expected) else { throw failure("unexpected \(describeCurrent()), expected a value") }
        index += expected.count
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func consume(_ b: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == b else { return false }
        index += 1
        return true
    }

    func failure(_ message: String) -> Failure { Failure(offset: index, message: message) }

    /// The character at the current position for messages: 'x', or
    /// "end of file".
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return String(format: "byte 0x%02X", b)
    }
}
