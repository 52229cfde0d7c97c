import Foundation
import Testing

/// The repository explains itself: its design lives in the targets'
/// README.md files, so nothing in it may point at documents kept outside
/// (a clone does not have them), every folder of Sources/ has a front page,
/// and a section cited as `Sources/<Target>/README.md, "<heading>"` exists.
@Suite struct RepositoryDocsTests {
    /// The package root, found from this file's path
    /// (Tests/RepositoryTests/RepositoryDocsTests.swift).
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// What is scanned: these folders, recursively, and these files.
    static let scannedFolders = ["Sources", "Tests", "tools", "Shaders"]
    static let scannedFiles = ["README.md", "Package.swift"]

    /// References to the documents that used to live beside the repository.
    /// Built from pieces so that this file does not match them itself.
    static let outsideReferences = [".." + "/" + "shared", "DESIGN" + ".md", "SCENES" + ".md"]

    /// Every text file scanned, as (path relative to the root, lines).
    /// Files that are not UTF-8 (PNG goldens and the like) are skipped.
    static func textFiles() -> [(path: String, lines: [Substring])] {
        var paths = scannedFiles
        for folder in scannedFolders {
            let enumerator = FileManager.default.enumerator(atPath: "\(root)/\(folder)")
            while let relative = enumerator?.nextObject() as? String {
                paths.append("\(folder)/\(relative)")
            }
        }
        return paths.sorted().compactMap { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory),
                  !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: "\(root)/\(path)"),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    @Test func nothingPointsAtDocumentsOutsideTheRepository() {
        let files = Self.textFiles()
        #expect(files.contains { $0.path == "README.md" }, "README.md not found under \(Self.root)")
        var hits: [String] = []
        for file in files {
            for (index, line) in file.lines.enumerated()
            where Self.outsideReferences.contains(where: { line.contains($0) }) {
                hits.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(hits.isEmpty, """
            \(hits.count) line(s) point outside the repository; cite the target's README.md instead:
            \(hits.joined(separator: "\n"))
            """)
    }

    @Test func everyFolderInSourcesHasAReadme() throws {
        let sources = "\(Self.root)/Sources"
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(sources)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        #expect(!folders.isEmpty, "no folders in \(sources)")
        let missing = folders.sorted().filter { !FileManager.default.fileExists(atPath: "\(sources)/\($0)/README.md") }
        #expect(missing.isEmpty, "Sources/<folder>/README.md missing for: \(missing.joined(separator: ", "))")
    }

    /// Each Swift target's front page has the four parts: what comes in
    /// and goes out, its invariants, the file to read first and the tests
    /// that pin it. (The C shims, `Sources/C*`, say the same in one list.)
    @Test func everySwiftTargetReadmeHasItsFourParts() throws {
        let sources = "\(Self.root)/Sources"
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources)
            .filter { !$0.hasPrefix("C") && FileManager.default.fileExists(atPath: "\(sources)/\($0)/README.md") }
        #expect(targets.count >= 10, "Swift targets found: \(targets)")
        let parts = ["## In and out", "## Invariants", "## Read first", "## Tests"]
        var lacking: [String] = []
        for target in targets.sorted() {
            let lines = try String(contentsOfFile: "\(sources)/\(target)/README.md", encoding: .utf8)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for part in parts where !lines.contains(part) { lacking.append("Sources/\(target)/README.md: no \"\(part)\"") }
        }
        #expect(lacking.isEmpty, "\(lacking.joined(separator: "\n"))")
    }

    /// `Sources/Timeline/README.md, "Timing semantics"` (also with the path
    /// as a Markdown link, or the heading in parentheses) must name a
    /// heading of that README. Citations split across lines are not checked.
    @Test func citedReadmeSectionsExist() throws {
        let citation = try Regex(#"Sources/([A-Za-z]+)/README\.md[),]*[ ,(]*"([^"\n]+)""#)
        var headings: [String: Set<String>] = [:]
        func headingsOf(_ target: String) -> Set<String> {
            if let known = headings[target] { return known }
            let text = (try? String(contentsOfFile: "\(Self.root)/Sources/\(target)/README.md", encoding: .utf8)) ?? ""
            let found = Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            })
            headings[target] = found
            return found
        }
        var broken: [String] = []
        for file in Self.textFiles() {
            for (index, line) in file.lines.enumerated() {
                for match in line.matches(of: citation) {
                    guard let target = match.output[1].substring, let heading = match.output[2].substring else { continue }
                    if !headingsOf(String(target)).contains(String(heading)) {
                        broken.append("\(file.path):\(index + 1): Sources/\(target)/README.md has no heading \"\(heading)\"")
                    }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.count) cited section(s) missing:\n\(broken.joined(separator: "\n"))")
    }
}
