import Geometry

/// A renderer that turns a display list into one frame. Both backends
/// implement it and never import each other; the CPU backend
/// (`CPURenderer`) is the reference the GPU backend is judged against.
public protocol RenderBackend {
    /// Draws `list` onto a transparent canvas of `list.width` × `list.height`
    /// pixels and returns the frame: premultiplied RGBA8, rows top to bottom.
    func render(_ list: DisplayList) throws -> Bitmap
}
