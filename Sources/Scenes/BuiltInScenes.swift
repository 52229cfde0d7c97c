import Layers

/// A scene that ships with Flipbook.
public struct BuiltInScene: Sendable {
    /// Command-line name ("equalizer").
    public let name: String
    /// One line for `flipbook scenes`.
    public let summary: String
    /// The documented knobs (`--param name=value`).
    public let parameters: [SceneParameter]
    /// Builds a fresh copy of the scene (layers are reference types, so
    /// each caller gets its own tree) with the given parameters.
    public let build: @Sendable (SceneParameters) throws -> Scene

    public init(name: String, summary: String, parameters: [SceneParameter] = [],
                build: @escaping @Sendable (SceneParameters) throws -> Scene) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.build = build
    }

    /// The scene with every parameter at its default.
    /// - Throws: errors from building the scene: the defaults are the
    ///   scene's own documented values, but laying out its text still needs
    ///   a font (`TextError.noFontAvailable` without one).
    public func make() throws -> Scene {
        try build(.defaults(for: parameters))
    }

    /// The scene with `name=value` overrides.
    /// - Throws: `SceneParameterError` for bad assignments; errors from
    ///   building the scene (e.g. no font).
    public func make(assignments: [String]) throws -> Scene {
        try build(SceneParameters(assignments: assignments, declared: parameters, scene: name))
    }
}

/// The scenes Flipbook ships, from the tutorials named in Sources/Scenes/README.md.
public enum BuiltInScenes {
    /// Every built-in scene, the default one first.
    public static let all: [BuiltInScene] = [
        EqualizerScene.entry,
        FuberScene.entry,
        FuberSwiftUIScene.entry,
        LoaderScene.entry,
        ApertureScene.entry,
    ]

    /// The scene rendered when none is named.
    public static var defaultScene: BuiltInScene { all[0] }

    /// The built-in scene called `name`, if any.
    public static func named(_ name: String) -> BuiltInScene? {
        all.first { $0.name == name }
    }
}
