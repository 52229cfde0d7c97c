import Testing
@testable import FlipbookCLI

/// Every option a command accepts is in its help text (until one command
/// table derives both, this keeps the two lists from drifting apart).
@Suite struct HelpCoverageTests {
    @Test(arguments: [
        ("render", RenderOptions.optionNames.union(["--quiet", "--resume", "--overwrite", "--even", "--verbose"])),
        ("compare", CompareOptions.optionNames),
    ])
    func everyOptionIsInTheHelp(command: String, options: Set<String>) throws {
        let help = try #require(Help.text(for: command))
        let missing = options.filter { !help.contains($0 + " ") && !help.contains($0 + ",") && !help.contains($0 + "\n") }
        #expect(missing.isEmpty, "flipbook help \(command) does not mention \(missing.sorted())")
    }
}
