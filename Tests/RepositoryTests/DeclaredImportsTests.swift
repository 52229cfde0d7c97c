import Foundation
import Testing

/// Every `import X` of a package target in Sources names a dependency
/// declared for the importing target itself. SwiftPM's
/// `--explicit-target-dependency-import-check` accepts an import that
/// arrives through another dependency, so a target could lean on a module
/// its Package.swift entry never names.
@Suite struct DeclaredImportsTests {
    /// A target's name, kind ("regular", "executable", "test", "system",
    /// "plugin"), folder (relative to the root) and declared dependencies.
    struct Target {
        var name: String
        var type: String
        var path: String
        var dependencies: Set<String>
    }

    /// The targets as `swift package dump-package` reads Package.swift
    /// (with a scratch folder of its own, so a running build's lock on
    /// .build cannot stall it).
    static func targets() throws -> [Target] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-dump-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", RepositoryDocsTests.root,
                             "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try #require(json["targets"] as? [[String: Any]])
        return list.map { entry in
            let name = entry["name"] as? String ?? ""
            let type = entry["type"] as? String ?? ""
            let base = type == "test" ? "Tests" : "Sources"
            // Each dependency is {"byName"|"target"|"product": [name, …]}.
            let dependencies = (entry["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return Target(name: name, type: type, path: entry["path"] as? String ?? "\(base)/\(name)",
                          dependencies: Set(dependencies))
        }
    }

    /// The module an import line brings in (`import X`, `@testable import
    /// X`, `package import X`, `import struct X.Y`), or nil.
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return String(path.prefix { $0 != "." })
    }

    @Test func everyImportOfATargetInSourcesIsDeclared() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        #expect(names.contains("FlipbookCLI") && names.contains("GPURaster"), "dump-package gave \(names.sorted())")
        var undeclared: [String] = []
        for target in targets where target.type == "regular" || target.type == "executable" {
            let folder = "\(RepositoryDocsTests.root)/\(target.path)"
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let module = Self.importedModule(line.drop { $0 == " " }), names.contains(module),
                          module != target.name, !target.dependencies.contains(module) else { continue }
                    undeclared.append("\(target.path)/\(file):\(index + 1): \(target.name) imports \(module)")
                }
            }
        }
        #expect(undeclared.isEmpty, """
            imports of targets that the importing target does not declare in Package.swift:
            \(undeclared.joined(separator: "\n"))
            """)
    }

    @Test func importLinesAreRead() {
        #expect(Self.importedModule("import Layers") == "Layers")
        #expect(Self.importedModule("@testable import FlipbookCLI") == "FlipbookCLI")
        #expect(Self.importedModule("package import struct Paths.Path") == "Paths")
        #expect(Self.importedModule("// import Layers") == nil)
        #expect(Self.importedModule("let important = 1") == nil)
    }
}
