/// A failure the command line reports as one line on stderr.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    /// Process exit status: 2 for usage and input errors, 3 for runtime
    /// failures, 1 for a comparison over its threshold.
    public let exitCode: Int32
    /// One line naming the problem (no trailing newline).
    public let message: String

    public init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A usage or input error (exit 2).
    public static func usage(_ message: String) -> CLIError { CLIError(message, exitCode: 2) }
    /// A runtime failure (exit 3).
    public static func runtime(_ message: String) -> CLIError { CLIError(message, exitCode: 3) }

    public var description: String { message }
}
