import Foundation

/// A fresh empty folder under this test process's folder in the temporary
/// directory (`flipbook-tests-<pid>`), which is removed when the process
/// exits, so runs do not pile folders of frames up there.
public func temporaryFolder(_ tag: String = #function) throws -> URL {
    let url = testFolders.appendingPathComponent("\(tag.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// This process's folder for `temporaryFolder`, set up (with its removal at
/// exit) on first use.
private let testFolders: URL = {
    atexit { try? FileManager.default.removeItem(at: testFoldersPath) }
    return testFoldersPath
}()

private let testFoldersPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("flipbook-tests-\(ProcessInfo.processInfo.processIdentifier)")

/// The names in `folder`, sorted.
public func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
