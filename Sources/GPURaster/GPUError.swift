/// A failure of the GPU backend, with one line that says what went wrong
/// (and, for display creation, everything that was tried).
public struct GPUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of step failed.
    public enum Kind: String, Sendable, Hashable {
        /// No EGL display and context could be made on any platform tried.
        case noDevice
        /// A shader failed to compile or a program to link.
        case shader
        /// A framebuffer, texture or buffer could not be made.
        case resources
        /// OpenGL reported an error while drawing or reading back.
        case drawing
        /// The display list asks for something this backend cannot draw.
        case unsupported
    }

    /// The failing step.
    public let kind: Kind
    /// One line, meant for stderr as is.
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
