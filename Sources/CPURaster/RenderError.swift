import Geometry
import Presentation

/// Why a backend could not render a display list.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The canvas is empty, negative, or larger than `CanvasLimits.cpuMaximumSide`
    /// on a side or `CanvasLimits.cpuMaximumPixels` in all.
    case invalidCanvasSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let width, let height):
            return "invalid canvas size \(width)x\(height) pixels"
        }
    }
}
