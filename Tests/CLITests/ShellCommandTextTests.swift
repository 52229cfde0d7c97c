@testable import FlipbookCLI
import Foundation
import Testing

/// The command a report shows, as a shell takes it back.
@Suite struct ShellCommandTextTests {
    @Test func quotesOnlyWordsThatNeedIt() {
        #expect(ShellCommandText.line(["flipbook", "compare", "fuber", "--frames", "0:30", "--out", "a/b-c.d"])
            == "flipbook compare fuber --frames 0:30 --out a/b-c.d")
        #expect(ShellCommandText.line(["--a", "my frames", ""]) == "--a 'my frames' ''")
        #expect(ShellCommandText.quoted("it's") == "'it'\\''s'")
        #expect(ShellCommandText.quoted("$(rm -rf x)") == "'$(rm -rf x)'")
        #expect(ShellCommandText.quoted("a;b|c&d`e`") == "'a;b|c&d`e`'")
        #expect(ShellCommandText.quoted("*.png") == "'*.png'")
    }
}
