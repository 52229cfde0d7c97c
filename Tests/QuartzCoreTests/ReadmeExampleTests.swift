import CPURaster
import FlipbookCLI
import Foundation
import Geometry
import Layers
import Output
import Presentation
import SceneFile
import Terminal
import Testing

/// The "Bring your Core Animation code" example of
/// Sources/FlipbookQuartzCore/README.md is this target's
/// `ReadmeExample.swift`, and it does what the README says.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let readme = root.appendingPathComponent("Sources/FlipbookQuartzCore/README.md")

    /// The text between the markers, and the README's Swift block that
    /// starts the same way.
    @Test func theReadmeShowsThisCode() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/QuartzCoreTests/ReadmeExample.swift"),
                                encoding: .utf8)
        let begin = try #require(source.range(of: "// README example: begin\n"))
        let end = try #require(source.range(of: "// README example: end"))
        let code = String(source[begin.upperBound..<end.lowerBound])
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(readme.range(of: "## Bring your Core Animation code"))
        let block = try #require(readme.range(of: "```swift\n// Sources/Pulse/Pulse.swift", range: section.upperBound..<readme.endIndex))
        let blockEnd = try #require(readme.range(of: "```\n", range: block.upperBound..<readme.endIndex))
        let shown = String(readme[readme.index(block.lowerBound, offsetBy: "```swift\n".count)..<blockEnd.lowerBound])
        #expect(shown == code, "README.md's example differs from Tests/QuartzCoreTests/ReadmeExample.swift")
    }

    /// The README's Package.swift depends on products this package has.
    @Test func theReadmePackageNamesRealProducts() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Bring your Core Animation code"))
        let products = readme[section.upperBound...].components(separatedBy: ".product(name: \"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(!products.isEmpty)
        for product in products {
            #expect(manifest.range(of: "\\.library\\(\\s*name: \"\(product)\"", options: .regularExpression) != nil, "\(product)")
        }
    }

    /// It writes 60 frames that move, and a scene file the CLI renders to
    /// the same pixels.
    @Test func itRendersFramesAndASceneFile() throws {
        let folder = NSTemporaryDirectory() + "flipbook-readme-example-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try renderPulse(into: folder)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        #expect(frames.count == 60)
        func frame(_ name: String) throws -> Bitmap {
            try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        }
        let start = try frame("pulse-00000.png"), grown = try frame("pulse-00024.png"), faded = try frame("pulse-00059.png")
        #expect(start != grown && grown != faded)
        #expect(faded.pixels.allSatisfy { $0 == 0 }, "faded out by 0.75 s")
        let out = StringSink(), err = StringSink()
        let status = Flipbook.run(["render", folder + "/pulse.json", "--frames", "24:25", "--out", folder + "/cli", "--quiet"],
                                  stdout: out, stderr: err)
        #expect(status == 0, "\(err.text)")
        let cli = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/cli/pulse-00024.png"))))
        #expect(cli == grown)
    }
}
