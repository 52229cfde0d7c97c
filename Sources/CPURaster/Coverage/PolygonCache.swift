import Geometry
import Paths
import Presentation

/// Device polygons of the fills and strokes a `RasterContext` drew in its
/// last two frames, so a shape whose path and transform did not change is
/// not flattened (nor stroked) again. Most of a Lottie file's or a scene's
/// shapes hold still from frame to frame; their polygons are then the
/// `CoverageCache`'s key, and its coverage replays.
///
/// `DevicePolygons` is a function of the path, the transform (and a
/// stroke's style and trim) and the tolerance, which is the context's, so
/// a kept value is exactly what flattening would give: the same bytes.
/// A shape with a non-finite coordinate never equals itself, so it is
/// never found, only flattened.
///
/// Memory stays bounded: a value not used during a whole frame is dropped
/// at the end of the next, and past `capacity` shapes or `maximumPoints`
/// points in a frame, the rest are flattened without being kept.
final class PolygonCache {
    /// The most shapes one frame keeps. Default: 4 096.
    let capacity: Int
    /// The most points one frame keeps, in all. Default: 2^18 (4 MiB; a
    /// context keeps two frames', and a renderer's pool at most 8
    /// contexts).
    let maximumPoints: Int

    init(capacity: Int = 4096, maximumPoints: Int = 1 << 18) {
        self.capacity = capacity
        self.maximumPoints = maximumPoints
    }

    /// What the polygons depend on, besides the context's tolerance.
    struct Key: Hashable {
        enum Shape: Equatable {
            case fill
            case stroke(StrokeStyle, start: Double, end: Double)
        }

        let path: Path
        let transform: AffineTransform
        let shape: Shape

        static func == (a: Key, b: Key) -> Bool {
            // The transform first: it tells moving shapes apart at once, and
            // a path's elements are compared only when it matches (the same
            // array storage, mostly, which compares at once).
            a.transform == b.transform && a.shape == b.shape && a.path == b.path
        }

        /// The transform, the element count and the last element: enough
        /// to tell a frame's shapes apart, without hashing every element
        /// of every path at every lookup.
        func hash(into hasher: inout Hasher) {
            hasher.combine(transform)
            hasher.combine(path.elements.count)
            hasher.combine(path.elements.last)
            if case .stroke(let style, let start, let end) = shape {
                hasher.combine(style)
                hasher.combine(start)
                hasher.combine(end)
            }
        }
    }

    private var current: [Key: [[Point]]] = [:]
    private var previous: [Key: [[Point]]] = [:]
    private var points = 0

    /// `DevicePolygons.fill(path, transform:tolerance:)`.
    func fill(_ path: Path, transform: AffineTransform, tolerance: Double) -> [[Point]] {
        polygons(for: Key(path: path, transform: transform, shape: .fill)) {
            DevicePolygons.fill(path, transform: transform, tolerance: tolerance)
        }
    }

    /// `DevicePolygons.stroke(item, tolerance:)`.
    func stroke(_ item: StrokeItem, tolerance: Double) -> [[Point]] {
        let shape = Key.Shape.stroke(item.style, start: item.strokeStart, end: item.strokeEnd)
        return polygons(for: Key(path: item.path, transform: item.transform, shape: shape)) {
            DevicePolygons.stroke(item, tolerance: tolerance)
        }
    }

    private func polygons(for key: Key, make: () -> [[Point]]) -> [[Point]] {
        if let kept = current[key] { return kept }
        let value = previous.removeValue(forKey: key) ?? make()
        let count = value.reduce(0) { $0 + $1.count }
        if current.count < capacity, points + count <= maximumPoints {
            current[key] = value
            points += count
        }
        return value
    }

    /// Ends a frame: the shapes not used during it are dropped at the end
    /// of the next.
    func endFrame() {
        previous = current
        current.removeAll(keepingCapacity: true)
        points = 0
    }

    /// How many shapes are kept (for tests).
    var count: Int { current.count + previous.count }
}
