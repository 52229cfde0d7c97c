import Layers

/// A scene that ships with Flipbook.
public struct BuiltInScene: Sendable {
    /// Command-line name ("equalizer").
    public let name: String
    /// One line for `flipbook scenes`.
    public let summary: String
    /// Builds a fresh copy of the scene (layers are reference types, so
    /// each caller gets its own tree).
    public let make: @Sendable () -> Scene
}

/// The scenes Flipbook ships, from the tutorials in shared/seeds/.
public enum BuiltInScenes {
    /// Every built-in scene, the default one first.
    public static let all: [BuiltInScene] = [
        BuiltInScene(name: EqualizerScene.name, summary: EqualizerScene.summary, make: EqualizerScene.make),
    ]

    /// The scene rendered when none is named.
    public static var defaultScene: BuiltInScene { all[0] }

    /// The built-in scene called `name`, if any.
    public static func named(_ name: String) -> BuiltInScene? {
        all.first { $0.name == name }
    }
}
