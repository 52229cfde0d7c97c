/// What a GPU renderer has done so far, counted for tests (an unchanged
/// shape is built once, a grid's buffers are uploaded once, a grid stays
/// on the instanced path); nothing in the renderer's own work reads them.
struct DebugCounters: Equatable {
    /// Fill and stroke meshes built.
    var meshesBuilt = 0
    /// Grids drawn in one instanced call (`GLPainter.drawInstancedImage`).
    var instancedImageDraws = 0
    /// Of those, grids placed by the vertex stage from their tracks.
    var trackDraws = 0
    /// Instance arrays uploaded (once per grid, not per frame).
    var instanceUploads = 0
    /// Template images uploaded for track-placed grids (once per grid).
    var textureUploads = 0
}
