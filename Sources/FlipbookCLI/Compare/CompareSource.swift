import Foundation
import Geometry
import Output
import Presentation

/// Where one side's frames come from: a renderer drawing the frame's
/// display list, or a folder of PNG files named as `flipbook render`
/// names them.
enum CompareSource {
    case renderer(any RenderBackend & Sendable)
    case folder(URL)

    /// The side's frame `number`, premultiplied, given the frame's display
    /// list (used by renderers, ignored by folders).
    /// - Throws: `CLIError` exit 2 for a missing or unreadable PNG, exit 3
    ///   for a renderer failure.
    func frame(_ number: Int, list: @autoclosure () throws -> DisplayList, options: CompareOptions) throws -> Bitmap {
        switch self {
        case .renderer(let renderer):
            do {
                return try renderer.render(try list())
            } catch let error as CLIError {
                throw error
            } catch {
                throw CLIError.runtime("frame \(number): \(error)")
            }
        case .folder(let folder):
            let path = folder.appendingPathComponent(options.frameFileName(number)).path
            do {
                return try PNGDecoder.decode(contentsOf: path)
            } catch {
                throw CLIError.usage("\(error)")
            }
        }
    }

    /// Checks, before anything is rendered or written, that a folder holds
    /// a PNG for every frame in `numbers` and that each file's header
    /// gives the expected size (`size`, or the first file's when nil).
    /// - Returns: the size the folder's frames have.
    /// - Throws: `CLIError` exit 2 naming the first missing or mismatched file.
    static func checkFolder(_ folder: URL, option: String, numbers: [Int], size: (width: Int, height: Int)?,
                            options: CompareOptions) throws -> (width: Int, height: Int) {
        var expected = size
        for number in numbers {
            let path = folder.appendingPathComponent(options.frameFileName(number)).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.usage("\(option) \(folder.path): no frame file \(options.frameFileName(number)) (render it with `flipbook render \(options.sceneName) --out \(folder.path)` and the same --frames/--fps)")
            }
            guard let found = PNGHeader.size(ofFileAt: path) else {
                throw CLIError.usage("\(path): not a readable PNG")
            }
            if let e = expected, e != found {
                throw CLIError.usage("\(path) is \(found.width)x\(found.height) px but the other side's frames are \(e.width)x\(e.height) px (match --size/--scale to the folder)")
            }
            expected = found
        }
        return expected ?? (0, 0)
    }
}

/// The size in a PNG file's header, read without decoding the image.
enum PNGHeader {
    /// Width and height from the IHDR chunk (bytes 16–23, big-endian), or
    /// nil when the file does not start like a PNG.
    static func size(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }
}
