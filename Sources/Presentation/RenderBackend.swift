import Geometry

/// A renderer that turns a display list into a frame. Both backends (CPU
/// and GPU) implement it and never import each other.
public protocol RenderBackend {
    /// Renders `list` into a premultiplied RGBA8 frame of
    /// `list.width × list.height` pixels on a transparent canvas.
    func render(_ list: DisplayList) throws -> Bitmap
}
