/// An append-only array held in chunks of a fixed count, so growing it
/// never copies what it holds: a doubling array briefly holds its old and
/// new buffers (up to 3× its count) and keeps up to twice its count, which
/// would take a parse past its 8× bound (Sources/Benchmarks/README.md, "Figures behind the code"). Indices are `Int`; an element never moves.
struct SceneFileChunks<Element> {
    /// Elements a chunk holds: 64 KiB of them, a power of two (the
    /// strides stored are 8, 16 and 32 bytes), so an index splits with a
    /// shift and a mask. Large enough that the array of chunks stays
    /// small (512 chunks for 32 MiB), small enough that a chunk's slack
    /// and the first chunk's doubling stay under 100 KiB.
    private static var chunkShift: Int {
        let perChunk = max(1, (64 << 10) / max(1, MemoryLayout<Element>.stride))
        return Int.bitWidth - 1 - perChunk.leadingZeroBitCount
    }

    private var chunks: [[Element]] = []
    private let shift = Self.chunkShift
    private let mask = (1 << Self.chunkShift) - 1
    /// Number of elements.
    private(set) var count = 0

    init() {}

    mutating func append(_ element: Element) {
        if count & mask == 0 {
            // A new chunk. The first grows as an ordinary array does (a
            // small document needs a few elements, not 64 KiB); later ones
            // are made at their full count at once.
            var chunk: [Element] = []
            if count > 0 { chunk.reserveCapacity(mask + 1) }
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    mutating func append(contentsOf elements: some Collection<Element>) {
        for element in elements { append(element) }
    }

    subscript(i: Int) -> Element {
        get { chunks[i >> shift][i & mask] }
        set { chunks[i >> shift][i & mask] = newValue }
    }

    /// The elements `start ..< start + length`, copied into one array.
    func elements(from start: Int, count length: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(length)
        var i = start
        let end = start + length
        while i < end {
            let chunk = chunks[i >> shift], first = i & mask
            let taken = min(end - i, chunk.count - first)
            result.append(contentsOf: chunk[first ..< first + taken])
            i += taken
        }
        return result
    }
}
