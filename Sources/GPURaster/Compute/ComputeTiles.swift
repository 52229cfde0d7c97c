import Geometry
import Presentation

/// A `ComputeScene` binned into tiles and laid out as the one buffer
/// fine.comp reads: for every `ComputeScene.tileSize`-pixel tile, the
/// commands that touch it in paint order (its entries), each with the
/// trapezoids of its shape that reach into the tile.
///
/// Words, in order: the tile table (first entry, entry count per tile, rows
/// of tiles top first), the entries (command, first reference, reference
/// count, flags), the commands, the trapezoids, the trapezoid references
/// and the data (stops, texels). A tile lying wholly inside one trapezoid
/// of a command gets no references, only the `wholeTile` flag: coverage 1
/// without the integrals (the sparse-strips idea). A GRID command gets an
/// entry in every tile of its box, which `ComputeGrids` replaces on the
/// GPU with the grid's copies there.
struct ComputeTiles {
    /// Entry flags (fine.comp's constants of the same names).
    enum Flag {
        /// The tile lies wholly inside the command's shape.
        static let wholeTile: UInt32 = 1
        /// A group's end without a clip: its box is the shape.
        static let boxOnly: UInt32 = 2
    }

    let tilesAcross: Int
    let tilesDown: Int
    /// The scene's pixels; tiles start at its top-left corner.
    let canvas: PixelRect
    /// The buffer.
    private(set) var words: [UInt32] = []
    /// Where each section starts, in words.
    private(set) var entriesOffset = 0, commandsOffset = 0, trapezoidsOffset = 0, referencesOffset = 0,
                     dataOffset = 0
    /// Entries over all tiles: the work the fine pass walks.
    private(set) var entryCount = 0
    /// Whether each tile is binned (row by row); nil: every tile.
    private let binned: [Bool]?

    /// - Parameter only: rects of tiles (tile units) to bin, the ones a
    ///   redraw dispatches; every other tile gets no entries. nil: every
    ///   tile. Default: nil.
    init(_ scene: ComputeScene, only: [PixelRect]? = nil) {
        let size = ComputeScene.tileSize
        let canvas = scene.canvas
        self.canvas = canvas
        let tilesAcross = (canvas.width + size - 1) / size, tilesDown = (canvas.height + size - 1) / size
        self.tilesAcross = tilesAcross
        self.tilesDown = tilesDown
        binned = only.map { rects in
            var binned = [Bool](repeating: false, count: tilesAcross * tilesDown)
            for rect in rects {
                let inside = rect.intersection(PixelRect(x: 0, y: 0, width: tilesAcross, height: tilesDown))
                for ty in inside.y..<inside.maxY {
                    for tx in inside.x..<inside.maxX { binned[ty * tilesAcross + tx] = true }
                }
            }
            return binned
        }
        // Entries as they come, in paint order: tile, command, first
        // reference, reference count, flags.
        var raw: [UInt32] = []
        raw.reserveCapacity(5 * 4 * scene.commandCount)
        // One entry's five words, appended one by one (an array literal
        // here would be an allocation per entry).
        func entry(_ tile: UInt32, _ command: UInt32, _ first: UInt32, _ count: UInt32, _ flags: UInt32) {
            raw.append(tile)
            raw.append(command)
            raw.append(first)
            raw.append(count)
            raw.append(flags)
        }
        var references: [UInt32] = []
        var pairs: [UInt64] = []
        for (index, shape) in scene.shapes.enumerated() {
            let box = shape.box.intersection(canvas)
            guard !box.isEmpty else { continue }
            let kind = scene.commands[index * ComputeScene.commandWords]
            let command = UInt32(index)
            let isEnd = kind == ComputeScene.Kind.end.rawValue
            if kind == ComputeScene.Kind.begin.rawValue || kind == ComputeScene.Kind.beginMask.rawValue
                || kind == ComputeScene.Kind.layer.rawValue || kind == ComputeScene.Kind.grid.rawValue
                || (isEnd && shape.trapezoids.isEmpty) {
                let flags = isEnd ? Flag.boxOnly : 0
                forEachTile(in: box) { tile in entry(tile, command, 0, 0, flags) }
                continue
            }
            // (tile << 32 | trapezoid) for every tile a trapezoid reaches,
            // sorted: per tile its trapezoids in order.
            pairs.removeAll(keepingCapacity: true)
            for k in shape.trapezoids {
                let pieceBox = Self.box(of: scene.trapezoids, k).intersection(box)
                guard !pieceBox.isEmpty else { continue }
                forEachTile(in: pieceBox) { tile in pairs.append(UInt64(tile) << 32 | UInt64(k)) }
            }
            pairs.sort()
            var emitted = Set<UInt32>()
            var n = 0
            while n < pairs.count {
                let tile = UInt32(pairs[n] >> 32)
                var end = n
                var whole = false
                let square = tileRect(Int(tile)).intersection(canvas)
                while end < pairs.count && UInt32(pairs[end] >> 32) == tile {
                    if !whole { whole = Self.contains(scene.trapezoids, Int(pairs[end] & 0xFFFF_FFFF), square) }
                    end += 1
                }
                if whole {
                    entry(tile, command, 0, 0, Flag.wholeTile)
                } else {
                    entry(tile, command, UInt32(references.count), UInt32(end - n), 0)
                    for p in pairs[n..<end] { references.append(UInt32(p & 0xFFFF_FFFF)) }
                }
                if isEnd { emitted.insert(tile) }
                n = end
            }
            // A group's end pops its stack in every tile of its box, even
            // where its clip covers nothing; it must stay in paint order, so
            // those tiles' entries (coverage 0) are added here too.
            if isEnd {
                forEachTile(in: box) { tile in
                    if !emitted.contains(tile) { entry(tile, command, 0, 0, 0) }
                }
            }
        }
        // Counting sort by tile; stable, so each tile keeps paint order
        // (an end added after its tile's clip entries still comes after
        // every earlier command of that tile and before every later one).
        let tileCount = tilesAcross * tilesDown
        var counts = [UInt32](repeating: 0, count: tileCount)
        let rawCount = raw.count / 5
        for e in 0..<rawCount { counts[Int(raw[5 * e])] += 1 }
        // Entries, commands and trapezoids start at multiples of 4 words
        // (fine.comp reads them four at a time).
        entriesOffset = (2 * tileCount + 3) / 4 * 4
        commandsOffset = entriesOffset + 4 * rawCount
        trapezoidsOffset = commandsOffset + scene.commands.count
        referencesOffset = trapezoidsOffset + scene.trapezoids.count
        dataOffset = referencesOffset + references.count
        entryCount = rawCount
        words = [UInt32](repeating: 0, count: dataOffset + scene.data.count)
        var next = [UInt32](repeating: 0, count: tileCount)
        var first: UInt32 = 0
        for t in 0..<tileCount {
            words[2 * t] = first
            words[2 * t + 1] = counts[t]
            next[t] = first
            first += counts[t]
        }
        for e in 0..<rawCount {
            let tile = Int(raw[5 * e])
            let at = entriesOffset + 4 * Int(next[tile])
            next[tile] += 1
            words[at] = raw[5 * e + 1]
            words[at + 1] = raw[5 * e + 2]
            words[at + 2] = raw[5 * e + 3]
            words[at + 3] = raw[5 * e + 4]
        }
        Self.copy(scene.commands, into: &words, at: commandsOffset)
        // Data addresses become absolute.
        for c in 0..<scene.commandCount {
            let base = commandsOffset + c * ComputeScene.commandWords
            let kind = words[base]
            if kind == ComputeScene.Kind.axial.rawValue || kind == ComputeScene.Kind.radial.rawValue
                || kind == ComputeScene.Kind.image.rawValue || kind == ComputeScene.Kind.layer.rawValue
                || kind == ComputeScene.Kind.grid.rawValue {
                words[base + 2] += UInt32(dataOffset)
            }
        }
        scene.trapezoids.withUnsafeBytes { bytes in
            Self.copy(Array(bytes.bindMemory(to: UInt32.self)), into: &words, at: trapezoidsOffset)
        }
        Self.copy(references, into: &words, at: referencesOffset)
        Self.copy(scene.data, into: &words, at: dataOffset)
    }

    /// Per tile, its entries whose command is not a GRID (those become
    /// the grid's copies on the GPU, `ComputeGrids`).
    func entriesOtherThanGrids() -> [UInt32] {
        let grid = ComputeScene.Kind.grid.rawValue
        return (0..<(tilesAcross * tilesDown)).map { t in
            let first = Int(words[2 * t]), count = Int(words[2 * t + 1])
            var n: UInt32 = 0
            for e in first..<(first + count) {
                let command = Int(words[entriesOffset + 4 * e])
                if words[commandsOffset + command * ComputeScene.commandWords] != grid { n += 1 }
            }
            return n
        }
    }

    /// Leaves out the middle entry of the tile with the most entries (a
    /// deliberate mistake, `ComputeMutation.skipOneEntry`).
    mutating func dropOneEntry() {
        let tileCount = tilesAcross * tilesDown
        guard let tile = (0..<tileCount).max(by: { words[2 * $0 + 1] < words[2 * $1 + 1] }),
              words[2 * tile + 1] > 0 else { return }
        let first = Int(words[2 * tile]), count = Int(words[2 * tile + 1])
        for e in (first + count / 2)..<(first + count - 1) {
            for w in 0..<4 { words[entriesOffset + 4 * e + w] = words[entriesOffset + 4 * (e + 1) + w] }
        }
        words[2 * tile + 1] -= 1
    }

    /// Copies `source` into `words` from index `offset` on.
    private static func copy(_ source: [UInt32], into words: inout [UInt32], at offset: Int) {
        words.replaceSubrange(offset..<(offset + source.count), with: source)
    }

    /// Calls `body` with the index of every binned tile `box` (inside the
    /// canvas) touches.
    private func forEachTile(in box: PixelRect, _ body: (UInt32) -> Void) {
        let size = ComputeScene.tileSize
        let x0 = box.x - canvas.x, y0 = box.y - canvas.y
        for ty in (y0 / size)...((y0 + box.height - 1) / size) {
            for tx in (x0 / size)...((x0 + box.width - 1) / size) {
                let tile = ty * tilesAcross + tx
                if binned?[tile] ?? true { body(UInt32(tile)) }
            }
        }
    }

    /// The pixels of tile `index`.
    private func tileRect(_ index: Int) -> PixelRect {
        let size = ComputeScene.tileSize
        return PixelRect(x: canvas.x + (index % tilesAcross) * size, y: canvas.y + (index / tilesAcross) * size,
                         width: size, height: size)
    }

    /// The whole pixels trapezoid `k` touches.
    private static func box(of trapezoids: [Float], _ k: Int) -> PixelRect {
        let t = 8 * k
        let y0 = Double(trapezoids[t]), y1 = Double(trapezoids[t + 1])
        let left = Double(min(trapezoids[t + 2], trapezoids[t + 4]))
        let right = Double(max(trapezoids[t + 3], trapezoids[t + 5]))
        return PixelRect(minX: PixelRect.pixel(left.rounded(.down)), minY: PixelRect.pixel(y0.rounded(.down)),
                         maxX: PixelRect.pixel(right.rounded(.up)), maxY: PixelRect.pixel(y1.rounded(.up)))
    }

    /// True when trapezoid `k` covers every pixel of `square`: its rows
    /// span the square's, and both ends of its left side lie at or left of
    /// the square's left edge, both of its right side at or right of its
    /// right edge (the sides are straight, so they stay outside between).
    private static func contains(_ trapezoids: [Float], _ k: Int, _ square: PixelRect) -> Bool {
        let t = 8 * k
        return trapezoids[t] <= Float(square.y) && trapezoids[t + 1] >= Float(square.maxY)
            && max(trapezoids[t + 2], trapezoids[t + 4]) <= Float(square.x)
            && min(trapezoids[t + 3], trapezoids[t + 5]) >= Float(square.maxX)
    }
}
