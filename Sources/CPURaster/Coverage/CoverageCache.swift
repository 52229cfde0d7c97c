import Foundation
import Geometry
import Paths
import Presentation

/// Coverage kept from frame to frame: a shape that did not change (the
/// same device polygons, fill rule, clip and band rows) gets the spans the
/// scan converter gave it last time, replayed, instead of being swept
/// again. In a Lottie file or a scene most shapes hold still between
/// frames, and sweeping is most of drawing them (nine tenths of a text
/// frame's raster time: Sources/Benchmarks/README.md, "Lottie files
/// against ThorVG and rlottie").
///
/// A key holds the polygons' coordinates bit for bit, so a hit replays
/// exactly the coverage a sweep would give: the bytes are the same
/// (tested over every Lottie feature file, frame after frame, against a
/// renderer without the cache). Shared by a renderer's bands and frames,
/// behind a lock.
///
/// A shape is kept from the second frame it is seen in, unchanged: a
/// shape that moves every frame (a turning segment, a tile of a rippling
/// grid) is never kept, so it costs a lookup, not a copy of its coverage
/// each frame (copying every shape cost the aperture scene 18 % of its
/// CPU time; Sources/Benchmarks/README.md, "Built-in scenes before and
/// after the compiled timeline").
///
/// Memory stays bounded: an entry not used during the last two frames is
/// dropped when a frame begins, an entry over `maximumEntryValues`
/// coverage values is never kept, and past `maximumValues` in all nothing
/// new is kept until entries age out.
final class CoverageCache: @unchecked Sendable {
    /// Shapes with fewer points are swept each time: 8. Hashing and
    /// copying their spans costs about what sweeping them does.
    static let minimumPoints = 8
    /// The most coverage values one entry keeps: 2^20 (4 MiB).
    static let maximumEntryValues = 1 << 20
    /// The most coverage values all entries keep: 2^24 (64 MiB).
    static let maximumValues = 1 << 24

    /// What a sweep depends on: the polygons' coordinates as bit patterns
    /// (with each polygon's length), the fill rule, the clip and the rows
    /// of the band.
    struct Key: Hashable {
        let bits: [UInt64]
        let lengths: [Int32]
        let evenOdd: Bool
        let clip: PixelRect
        let rows: Range<Int>
        /// The hash of the fields above, worked out once, over the
        /// coordinates' bytes in bulk: a key is hashed at every lookup and
        /// store, and when a frame begins the dictionaries are rebuilt;
        /// hashing the coordinates element by element, again each time,
        /// took 3–4 % of a frame of a Lottie file whose shapes move
        /// (Sources/Benchmarks/README.md, "Lottie files against ThorVG
        /// and rlottie").
        private let hash: Int

        init(_ polygons: [[Point]], rule: FillRule, clip: PixelRect, rows: Range<Int>) {
            var bits: [UInt64] = [], lengths: [Int32] = []
            bits.reserveCapacity(polygons.reduce(0) { $0 + 2 * $1.count })
            lengths.reserveCapacity(polygons.count)
            for polygon in polygons {
                lengths.append(Int32(truncatingIfNeeded: polygon.count))
                for p in polygon {
                    bits.append(p.x.bitPattern)
                    bits.append(p.y.bitPattern)
                }
            }
            (self.bits, self.lengths, evenOdd, self.clip, self.rows) = (bits, lengths, rule == .evenOdd, clip, rows)
            var hasher = Hasher()
            bits.withUnsafeBytes { hasher.combine(bytes: $0) }
            lengths.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(evenOdd)
            hasher.combine(clip.x)
            hasher.combine(clip.y)
            hasher.combine(clip.width)
            hasher.combine(clip.height)
            hasher.combine(rows)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// A sweep's output: its spans in order (row, first column, count,
    /// where their values start in `values`).
    struct Spans {
        var rows: [Int32] = [], columns: [Int32] = [], counts: [Int32] = [], starts: [Int32] = []
        var values: [Float] = []

        /// Adds one span as the scan converter hands it over.
        mutating func record(y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>) {
            rows.append(Int32(y))
            columns.append(Int32(x))
            counts.append(Int32(count))
            starts.append(Int32(values.count))
            values.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
        }

        /// Hands every span to `body`, in the order they were recorded.
        func replay(_ body: (Int, Int, Int, UnsafePointer<Float>) -> Void) {
            values.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else {
                    // Spans of no values (all empty) still come in order.
                    var empty: Float = 0
                    for i in rows.indices { body(Int(rows[i]), Int(columns[i]), 0, &empty) }
                    return
                }
                for i in rows.indices {
                    body(Int(rows[i]), Int(columns[i]), Int(counts[i]), base + Int(starts[i]))
                }
            }
        }
    }

    private struct Entry {
        var spans: Spans
        /// The frame it was last used in.
        var frame: Int
    }

    /// What to do with a shape's coverage (`lookup`).
    enum Lookup {
        /// Replay these spans, kept from an earlier frame.
        case replay(Spans)
        /// Sweep it and keep the spans: it was seen in an earlier frame.
        case sweepAndKeep
        /// Sweep it only: it is new (the lookup notes it as seen).
        case sweep
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// Shapes swept but not kept, with the frame they were last seen in.
    private var sightings: [Key: Int] = [:]
    private var values = 0
    private var frame = 0

    /// Starts a frame: drops the entries not used, and the shapes not seen,
    /// in the last two frames.
    func beginFrame() {
        lock.lock()
        defer { lock.unlock() }
        frame += 1
        let oldest = frame - 2
        if sightings.values.contains(where: { $0 < oldest }) { sightings = sightings.filter { $0.value >= oldest } }
        guard entries.values.contains(where: { $0.frame < oldest }) else { return }
        entries = entries.filter { $0.value.frame >= oldest }
        values = entries.values.reduce(0) { $0 + $1.spans.values.count }
    }

    /// The spans kept for `key`, marked as used in this frame. The caller
    /// holds the lock.
    private func usedSpans(for key: Key) -> Spans? {
        guard var entry = entries[key] else { return nil }
        if entry.frame != frame {
            entry.frame = frame
            entries[key] = entry
        }
        return entry.spans
    }

    /// The spans kept for `key`, marked as used in this frame (for tests;
    /// drawing goes through `lookup`).
    func spans(for key: Key) -> Spans? {
        lock.lock()
        defer { lock.unlock() }
        return usedSpans(for: key)
    }

    /// Whether to replay, sweep and keep, or only sweep the shape `key`:
    /// its kept spans (marked as used in this frame), else keep it when
    /// it was seen in an earlier frame, else note it as seen now. One
    /// locked section answers all three.
    func lookup(_ key: Key) -> Lookup {
        lock.lock()
        defer { lock.unlock() }
        if let spans = usedSpans(for: key) { return .replay(spans) }
        if let seen = sightings[key], seen < frame {
            sightings[key] = nil
            return .sweepAndKeep
        }
        sightings[key] = frame
        return .sweep
    }

    /// Keeps `spans` for `key`, unless they are too many values.
    func keep(_ spans: Spans, for key: Key) {
        guard spans.values.count <= Self.maximumEntryValues else { return }
        lock.lock()
        defer { lock.unlock() }
        guard values + spans.values.count <= Self.maximumValues, entries[key] == nil else { return }
        entries[key] = Entry(spans: spans, frame: frame)
        values += spans.values.count
    }

    /// How many entries are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
