import Foundation
import PackagePlugin

/// Build-tool plugin of GPURaster: embeds the GLSL of Shaders/ (the single
/// source of Flipbook's shaders) into a generated `EmbeddedShaders.swift`
/// at build time, by running tools/embed-shaders. SwiftPM reruns it when a
/// shader or the script changes; a shader added or removed is seen at the
/// next build's planning, which lists the folder again.
@main
struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folder = root.appending(path: "Shaders")
        let shaders = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "glsl" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = root.appending(path: "tools/embed-shaders")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedShaders.swift")
        return [.buildCommand(displayName: "Embedding \(shaders.count) shaders from Shaders/",
                              executable: URL(fileURLWithPath: "/bin/bash"),
                              arguments: [script.path, output.path],
                              inputFiles: shaders + [script],
                              outputFiles: [output])]
    }
}
