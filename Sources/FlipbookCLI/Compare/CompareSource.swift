import Foundation
import Geometry
import Output
import OutputFolders
import Presentation
import Support
import Terminal

/// Where one side's frames come from: a renderer drawing the frame's
/// display list, or a folder of PNG files named as `flipbook render`
/// names them.
enum CompareSource {
    case renderer(any RenderBackend & Sendable)
    case folder(URL)

    /// Largest folder frame file read, bytes: 260 MiB, a frame of
    /// `CanvasLimits.maximumPixels` (the most any command renders) stored
    /// as uncompressed 8-bit RGBA (256 MiB) with room for its filter bytes,
    /// deflate block headers (5 bytes a 64 KiB block) and other chunks. A
    /// larger file cannot be a frame `flipbook render` wrote.
    static let maximumFrameFileBytes = CanvasLimits.maximumPixels * 4 + (4 << 20)

    /// The side's frame `number`, premultiplied, given the frame's display
    /// list (used by renderers, ignored by folders).
    /// - Throws: `CLIError` exit 2 for a missing, unreadable or oversized
    ///   PNG, exit 3 for a renderer failure.
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
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.contents(atPath: path, maximumBytes: Self.maximumFrameFileBytes)
            } catch {
                throw CLIError.usage("\(path): \(Self.describe(error))")
            }
            // The header again: the file may have changed since checkFolder.
            try Self.checkLimits(PNGHeader.size(of: bytes), path: path)
            do {
                return try PNGDecoder.decode(bytes)
            } catch {
                throw CLIError.usage("\(path): \(error)")
            }
        }
    }

    /// Checks, before anything is rendered or written, that a folder holds
    /// a PNG for every frame in `numbers`, each a regular file within the
    /// frame limits whose header gives the expected size (`size`, or the
    /// first file's when nil).
    /// - Returns: the size the folder's frames have.
    /// - Throws: `CLIError` exit 2 naming the first missing, unreadable,
    ///   oversized or mismatched file.
    static func checkFolder(_ folder: URL, option: String, numbers: [Int], size: (width: Int, height: Int)?,
                            options: CompareOptions) throws -> (width: Int, height: Int) {
        var expected = size
        for number in numbers {
            let path = folder.appendingPathComponent(options.frameFileName(number)).path
            let header: [UInt8]
            do {
                header = try frameHeader(path)
            } catch .missing {
                throw CLIError.usage("\(option) \(folder.path): no frame file \(options.frameFileName(number)) (render it with `flipbook render \(options.sceneName) --out \(folder.path)` and the same --frames/--fps)")
            } catch {
                throw CLIError.usage("\(path): \(describe(error))")
            }
            let found = try checkLimits(PNGHeader.size(of: header), path: path)
            if let e = expected, e != found {
                throw CLIError.usage("\(path) is \(found.width)x\(found.height) px but the other side's frames are \(e.width)x\(e.height) px (match --size/--scale to the folder)")
            }
            expected = found
        }
        return expected ?? (0, 0)
    }

    /// The first bytes of the frame file at `path`, a regular file of at
    /// most `maximumFrameFileBytes`.
    private static func frameHeader(_ path: String) throws(RegularFile.Failure) -> [UInt8] {
        guard try RegularFile.size(atPath: path) <= maximumFrameFileBytes else {
            throw .tooLarge(limit: maximumFrameFileBytes)
        }
        return try RegularFile.prefix(atPath: path, count: PNGHeader.length)
    }

    /// `size` when it is a PNG's and within the frame limits
    /// (`CanvasLimits.maximumSide` a side, `maximumPixels` in all).
    /// - Throws: `CLIError` exit 2 naming the file and the limit.
    @discardableResult
    private static func checkLimits(_ size: (width: Int, height: Int)?, path: String) throws -> (width: Int, height: Int) {
        guard let size else { throw CLIError.usage("\(path): not a readable PNG") }
        let side = CanvasLimits.maximumSide, pixels = CanvasLimits.maximumPixels
        guard size.width <= side, size.height <= side, size.width * size.height <= pixels else {
            throw CLIError.usage("\(path) is \(size.width)x\(size.height) px, more than frames may be "
                                 + "(\(side) px a side, \(pixels) px in all)")
        }
        return size
    }

    /// A reading failure in words; the size limit named.
    private static func describe(_ failure: RegularFile.Failure) -> String {
        if case .tooLarge(let limit) = failure {
            return "larger than \(limit) bytes, more than a frame can be (CompareSource.maximumFrameFileBytes)"
        }
        return failure.description
    }
}
