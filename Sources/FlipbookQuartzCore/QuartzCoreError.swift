/// Something Core Animation code did that Flipbook cannot render: an
/// unknown key path, a value of the wrong kind for its key path, a negative
/// duration, a property changed after the scene started that the model
/// keeps for the whole scene. The message names the layer and the key
/// path. Recording a scene (`FlipbookScene.record`) throws the first one.
public struct QuartzCoreError: Error, Equatable, CustomStringConvertible {
    /// One line naming the problem.
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
