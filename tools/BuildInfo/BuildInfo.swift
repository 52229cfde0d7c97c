import Foundation
import PackagePlugin

/// Build-tool plugin of FlipbookCLI: records the git commit the binary is
/// built from in a generated `BuildInfo.swift` (`flipbook --version`), by
/// running tools/build-info. SwiftPM reruns it when HEAD moves (a commit
/// or checkout appends to .git/logs/HEAD); outside a git checkout the
/// commit reads "unknown".
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "tools/build-info")
        let headLog = root.appending(path: ".git/logs/HEAD")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        let inputs = [script] + (FileManager.default.fileExists(atPath: headLog.path) ? [headLog] : [])
        return [.buildCommand(displayName: "Recording the git commit for flipbook --version",
                              executable: URL(fileURLWithPath: "/bin/bash"),
                              arguments: [script.path, output.path],
                              inputFiles: inputs,
                              outputFiles: [output])]
    }
}
