/// The elements of JSON arrays: numbers as doubles (8 bytes each), every
/// other value as a node (16 bytes each), and for an array that mixes
/// them, one bit an element saying which.
///
/// A document keeps one such store for its arrays of up to
/// `SceneFileParser.chunkedNodeCount` elements, and each longer array
/// keeps one of its own (`SceneFileChunkedArray`), filled as it is read.
/// An array of only numbers takes `numbers`, one of no numbers `nodes`;
/// a mixed one takes both, plus its bits (`kinds`, `ranks`). So an array
/// of one-digit numbers with a `null` among them costs 8 bytes a number,
/// not a 16-byte node each (9 times its text where the rest cost 8 at
/// most: Sources/Benchmarks/README.md, "Figures behind the code").
struct SceneFileArrayStores {
    var numbers = SceneFileChunks<Double>()
    var nodes = SceneFileChunks<SceneFileStoredNode>()
    /// The mixed arrays' elements, 64 to a word, lowest bit first: set
    /// for a number. Each array's bits start a word of their own.
    var kinds = SceneFileChunks<UInt64>()
    /// For each word of `kinds`, how many numbers its array has before
    /// the word's first element.
    var ranks = SceneFileChunks<UInt32>()

    /// Appends element `i` of the mixed array laid out at `layout`, whose
    /// elements before `i` were appended the same way.
    mutating func append(_ node: SceneFileStoredNode, element i: Int, of layout: SceneFileMixedLayout) {
        if i & 63 == 0 {
            kinds.append(0)
            ranks.append(UInt32(truncatingIfNeeded: numbers.count - Int(layout.numbersStart)))
        }
        if case .number(let v) = node.value {
            numbers.append(v)
            kinds[kinds.count - 1] |= 1 << UInt64(i & 63)
        } else {
            nodes.append(node)
        }
    }

    /// Where element `i` of the mixed array laid out at `layout` is.
    enum Element {
        /// `numbers[index]`.
        case number(index: Int)
        /// `nodes[index]`.
        case node(index: Int)
    }

    /// Where element `i` of the mixed array laid out at `layout` is: its
    /// word's rank and the bits below it count the numbers before it.
    func element(_ i: Int, of layout: SceneFileMixedLayout) -> Element {
        let w = Int(layout.kindsStart) + i >> 6, bit = UInt64(1) << UInt64(i & 63), word = kinds[w]
        let numbersBefore = Int(ranks[w]) + (word & (bit - 1)).nonzeroBitCount
        return word & bit != 0 ? .number(index: Int(layout.numbersStart) + numbersBefore)
                               : .node(index: Int(layout.nodesStart) + i - numbersBefore)
    }
}

/// Where a mixed array's elements start in its `SceneFileArrayStores`,
/// and where its text starts: 16 bytes an array.
struct SceneFileMixedLayout {
    var numbersStart: UInt32
    var nodesStart: UInt32
    var kindsStart: UInt32
    /// Byte offset of the array's `[` in the file.
    var offset: UInt32

    /// The layout of an array whose elements are appended to `stores`
    /// next.
    init(appendingTo stores: SceneFileArrayStores, offset: Int) {
        numbersStart = UInt32(truncatingIfNeeded: stores.numbers.count)
        nodesStart = UInt32(truncatingIfNeeded: stores.nodes.count)
        kindsStart = UInt32(truncatingIfNeeded: stores.kinds.count)
        self.offset = UInt32(truncatingIfNeeded: offset)
    }

    /// Bytes a mixed array of `count` elements, `numbers` of them
    /// numbers, takes in all: its layout, values and bits.
    static func cost(count: Int, numbers: Int) -> Int {
        MemoryLayout<SceneFileMixedLayout>.stride + MemoryLayout<Double>.stride * numbers
            + MemoryLayout<SceneFileStoredNode>.stride * (count - numbers)
            + (MemoryLayout<UInt64>.stride + MemoryLayout<UInt32>.stride) * ((count + 63) >> 6)
    }

    /// Whether an array of `count` elements, `numbers` of them numbers,
    /// is smaller mixed than as a node each.
    static func isSmaller(count: Int, numbers: Int) -> Bool {
        numbers > 0 && cost(count: count, numbers: numbers) < MemoryLayout<SceneFileStoredNode>.stride * count
    }
}

/// An array of more than `SceneFileParser.chunkedNodeCount` elements
/// that are not all numbers, in stores of its own, filled as it is read
/// and never copied.
struct SceneFileChunkedArray {
    var elements = SceneFileArrayStores()
    let layout: SceneFileMixedLayout
    private(set) var count = 0

    /// An empty array whose `[` is at `offset`.
    init(offset: Int) {
        layout = SceneFileMixedLayout(appendingTo: elements, offset: offset)
    }

    mutating func append(_ node: SceneFileStoredNode) {
        elements.append(node, element: count, of: layout)
        count += 1
    }
}
