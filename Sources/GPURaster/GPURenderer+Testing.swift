import Presentation

/// What tests read and set (`@testable import`); nothing in the renderer's
/// own work uses these.
extension GPURenderer {
    /// The shortcuts that run (`DebugSwitches`); tests and benchmarks turn
    /// them off to compare against the general code. Default: all on.
    package var switches: DebugSwitches {
        get { painter?.switches ?? computePainter?.switches ?? DebugSwitches() }
        set {
            lock.lock()
            painter?.switches = newValue
            computePainter?.switches = newValue
            lock.unlock()
        }
    }

    /// What was done so far (meshes built, grids drawn, buffers uploaded).
    var counters: DebugCounters { painter?.counters ?? DebugCounters() }

    /// Render targets made so far (for leak tests: stays bounded by the
    /// deepest group nesting while the canvas size stays the same).
    var renderTargetCount: Int { painter?.pool.count ?? 0 }

    /// Meshes kept for the next frame (for tests: bounded by two frames' worth).
    var cachedMeshCount: Int { painter?.meshes.count ?? 0 }
}

extension GPURenderer {
    /// A deliberate mistake the compute path makes from the next frame on
    /// (nil: none); the programs are rebuilt.
    func setComputeMutation(_ mutation: ComputeMutation?) throws {
        try withContext { () throws(GPUError) in
            guard let computePainter else { return }
            computePainter.mutation = mutation
            try computePainter.recompile()
        }
    }

    /// What the compute path's last frame held (zeros on the raster path).
    var lastComputeFrame: ComputeFrameCounts { computePainter?.lastFrame ?? ComputeFrameCounts() }

    /// The compute path's storage-buffer limit, bytes (the device's,
    /// lowered by tests).
    var computeBufferLimit: Int {
        get { computePainter?.maximumBufferBytes ?? 0 }
        set { computePainter?.maximumBufferBytes = newValue }
    }
}
