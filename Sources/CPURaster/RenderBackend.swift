import Geometry
import Presentation

/// A renderer that turns a display list into one frame. The CPU backend
/// (`CPURenderer`) is the reference; the GPU backend implements the same
/// protocol and is judged against it.
public protocol RenderBackend {
    /// Draws `list` onto a transparent canvas of `list.width` × `list.height`
    /// pixels and returns the frame: premultiplied RGBA8, rows top to bottom.
    /// Throws `RenderError` for a canvas that cannot be made.
    func render(_ list: DisplayList) throws -> Bitmap
}

/// Why a backend could not render a display list.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The canvas is empty, negative, or larger than `CPURenderer.maximumPixelCount`.
    case invalidCanvasSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let width, let height):
            return "invalid canvas size \(width)x\(height) pixels"
        }
    }
}
