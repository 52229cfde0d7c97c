import Geometry
import Paths

/// Keeps values built in the last two frames: a value used in frame n is
/// still there in frame n + 1, and dropped when a whole frame passes
/// without it. Animations redraw mostly the same shapes, so meshes whose
/// path and transform are unchanged are tessellated once.
struct FrameCache<Key: Hashable, Value> {
    /// Most values one frame keeps, so a frame of unique shapes (a huge
    /// instanced grid) cannot grow memory without bound; 4 096 meshes of a
    /// few hundred vertices each stay within a few MiB.
    static var capacity: Int { 4096 }

    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    /// The cached value for `key`, or `make()`'s, remembered for this and
    /// the next frame.
    mutating func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
        if let value = current[key] { return value }
        let value: Value
        if let kept = previous.removeValue(forKey: key) { value = kept } else { value = try make() }
        if current.count < Self.capacity { current[key] = value }
        return value
    }

    /// Starts a new frame: values not used during the last one are dropped.
    mutating func endFrame() {
        previous = current
        current = [:]
    }

    /// How many values are kept (for tests).
    var count: Int { current.count + previous.count }
}

/// A fill's geometry before tessellation: same path, same transform, same
/// mesh.
struct FillKey: Hashable {
    let path: Paths.Path
    let transform: Geometry.AffineTransform
}

/// A stroke's untrimmed outline in local units: the same path, style and
/// local flattening tolerance (see `StrokeMesh.localTolerance`) give the
/// same outline whatever the transform and the trim.
struct TrimmableStrokeKey: Hashable {
    let path: Paths.Path
    let style: Paths.StrokeStyle
    let tolerance: Double
}
