import Foundation
import Testing
@testable import Output

@Suite struct AtomicFileTests {
    @Test func writesWholeFileAndLeavesNoTemporary() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<100_000).map { UInt8($0 % 251) }
        try writeFileAtomically(bytes, to: folder + "/a.png")
        try writeFileAtomically([1, 2, 3], to: folder + "/a.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.png"])
        #expect(FileManager.default.contents(atPath: folder + "/a.png") == Data([1, 2, 3]))
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/a.png")[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    @Test func failureLeavesNothingBehind() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Renaming onto a non-empty folder fails after the data was written.
        try FileManager.default.createDirectory(atPath: folder + "/taken/inner", withIntermediateDirectories: true)
        #expect(throws: OutputError.self) { try writeFileAtomically([1, 2, 3], to: folder + "/taken") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }

    @Test func missingFolderIsNamedInTheError() throws {
        let path = "/nonexistent-\(UUID().uuidString)/frame.png"
        do {
            try writeFileAtomically([1], to: path)
            Issue.record("expected an error")
        } catch let error as OutputError {
            #expect(error.description.hasPrefix(path + ": "))
        }
    }
}
