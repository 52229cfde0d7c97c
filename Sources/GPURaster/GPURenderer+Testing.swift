/// Counters and switches the tests read and set (`@testable import`);
/// nothing in the renderer's own work uses them.
extension GPURenderer {
    /// Render targets made so far (for leak tests: stays bounded by the
    /// deepest group nesting while the canvas size stays the same).
    var renderTargetCount: Int { painter.pool.count }

    /// Fill and stroke meshes built so far (for tests).
    var meshesBuilt: Int { painter.meshesBuilt }

    /// Draws a grid whose template is one image in one instanced call
    /// (default); false draws it instance by instance (tests, benchmarks).
    var drawsInstancesInOneCall: Bool {
        get { painter.drawsInstancesInOneCall }
        set { lock.lock(); painter.drawsInstancesInOneCall = newValue; lock.unlock() }
    }

    /// Grids drawn in one instanced call so far (for tests).
    var instancedImageDraws: Int { painter.instancedImageDraws }

    /// Grids drawn through their compiled tracks (for tests and switches).
    var instanceGrids: InstanceGridBuffers { painter.instanceGrids }

    /// Meshes kept for the next frame (for tests: bounded by two frames' worth).
    var cachedMeshCount: Int { painter.meshes.count }
}
