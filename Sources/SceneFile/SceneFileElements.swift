/// The elements of a parsed JSON array: nodes, or for an array that holds
/// only numbers (paths, outlines, long keyframe values, the bulk of a
/// large file) the numbers packed as doubles, 8 bytes each instead of a
/// 32-byte node. A packed element's offset is found again in the text the
/// first time one is asked for (errors and locations need it, reading
/// the numbers does not), so parsing such an array costs its doubles only.
package struct SceneFileElements: RandomAccessCollection {
    private enum Storage {
        case nodes([SceneFileNode])
        case numbers(SceneFilePackedNumbers)
    }

    private let storage: Storage

    /// The fewest numbers packed: a packed array costs about 112 bytes
    /// plus 8 a number, nodes 32 plus 32 a number, so from 4 numbers on
    /// packing is smaller (a point or a pair stays as nodes).
    static let minimumPacked = 4

    init(_ nodes: [SceneFileNode]) { storage = .nodes(nodes) }

    init(numbers: [Double], text: [UInt8], arrayOffset: Int) {
        storage = .numbers(SceneFilePackedNumbers(values: numbers, text: text, arrayOffset: arrayOffset))
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .nodes(let nodes): return nodes.count
        case .numbers(let packed): return packed.values.count
        }
    }

    package subscript(i: Int) -> SceneFileNode {
        switch storage {
        case .nodes(let nodes): return nodes[i]
        case .numbers(let packed): return SceneFileNode(value: .number(packed.values[i]), offset: packed.offset(of: i))
        }
    }

    /// The numbers, when the array was packed (every element a number).
    package var packedNumbers: [Double]? {
        if case .numbers(let packed) = storage { return packed.values }
        return nil
    }
}

/// An array of numbers as doubles, with the text it was parsed from for
/// finding an element's offset (the text is the same buffer the source
/// holds: arrays are shared, not copied).
final class SceneFilePackedNumbers {
    let values: [Double]
    private let text: [UInt8]
    private let arrayOffset: Int
    /// Each element's offset, found on first use.
    private var offsets: [Int]?

    init(values: [Double], text: [UInt8], arrayOffset: Int) {
        self.values = values
        self.text = text
        self.arrayOffset = arrayOffset
    }

    func offset(of i: Int) -> Int {
        if let offsets { return offsets[i] }
        // The parser has checked the text: `[`, then numbers separated by
        // commas and JSON whitespace.
        func separates(_ b: UInt8) -> Bool {
            b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",") || b == UInt8(ascii: "]")
        }
        var found: [Int] = []
        found.reserveCapacity(values.count)
        var index = arrayOffset + 1
        while found.count < values.count {
            while separates(text[index]) { index += 1 }
            found.append(index)
            while index < text.count, !separates(text[index]) { index += 1 }
        }
        offsets = found
        return found[i]
    }
}
