import Presentation

/// What tests read and set (`@testable import`); nothing in the renderer's
/// own work uses these.
extension GPURenderer {
    /// The shortcuts that run (`DebugSwitches`); tests and benchmarks turn
    /// them off to compare against the general code. Default: all on.
    var switches: DebugSwitches {
        get { painter.switches }
        set { lock.lock(); painter.switches = newValue; lock.unlock() }
    }

    /// What was done so far (meshes built, grids drawn, buffers uploaded).
    var counters: DebugCounters { painter.counters }

    /// Render targets made so far (for leak tests: stays bounded by the
    /// deepest group nesting while the canvas size stays the same).
    var renderTargetCount: Int { painter.pool.count }

    /// Meshes kept for the next frame (for tests: bounded by two frames' worth).
    var cachedMeshCount: Int { painter.meshes.count }
}
