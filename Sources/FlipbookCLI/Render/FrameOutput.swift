import Foundation
import Frames
import Geometry
import Output
import Terminal

/// Where rendered frames go: PNG files in the output folder, or one raw
/// stream on stdout; either way written in frame order (each file
/// atomically) by an `OrderedWriter`, so an interrupted run leaves whole
/// files, all frames before the last one written. Memory does not grow
/// with the frame count (Sources/Benchmarks/README.md, "Figures behind the code").
final class FrameOutput: @unchecked Sendable {
    private let options: RenderOptions
    private let encoder: PNGEncoder
    /// Encoded frames and, for files, where they go (nil: stdout).
    private let writer: OrderedWriter<(bytes: [UInt8], path: String?)>

    /// Finished frames that may wait for their turn: two per worker keeps
    /// every worker busy while bounding memory (a 750×1334 PNG is about
    /// 1 MiB, a raw 1080p RGBA frame 8 MiB).
    static let framesInFlightPerJob = 2

    /// `frames`: how many frames the run draws (with fewer than `--jobs`,
    /// each is encoded on `FrameBands.threadsPerFrame` threads, as it is
    /// drawn).
    init(options: RenderOptions, frames: Int, stdout: FileHandle) throws {
        self.options = options
        var encoder = PNGEncoder(compressionLevel: options.pngLevel)
        encoder.threads = FrameBands.threadsPerFrame(frames: frames, threads: options.jobs)
        self.encoder = encoder
        if let format = options.stream {
            let header = format.header(width: options.pixelSize.width, height: options.pixelSize.height,
                                       framesPerSecond: options.framesPerSecond, chroma: options.chroma)
            if !header.isEmpty { try Self.write(header, to: stdout) }
        }
        writer = OrderedWriter(depth: options.jobs * Self.framesInFlightPerJob) { item in
            if let path = item.path {
                try writeFileAtomically(item.bytes, to: path)
            } else {
                try Self.write(item.bytes, to: stdout)
            }
        }
    }

    /// Encodes and writes `bitmap` as frame `index` (waiting while it is
    /// far ahead of the writer); returns the PNG file's bytes (nil when
    /// streaming).
    func emit(_ rendered: Bitmap, index: Int, frame: FramePlan.Frame) throws -> [UInt8]? {
        let bitmap = options.even ? rendered.cropped(width: options.pixelSize.width, height: options.pixelSize.height) : rendered
        if let format = options.stream {
            try writer.submit(index, (format.encode(bitmap, chroma: options.chroma), nil))
            return nil
        }
        let path = options.outputFolder.appendingPathComponent(options.fileName(for: frame)).path
        let png = try encoder.encode(bitmap)
        try writer.submit(index, (png, path))
        return png
    }

    /// Frame `index` keeps its file (`--resume`): nothing to write.
    func keep(_ index: Int) throws {
        try writer.skip(index)
    }

    /// Frame `index` failed: nothing after it gets written.
    func abandon(_ error: Error) {
        writer.abandon(error)
    }

    private static func write(_ bytes: [UInt8], to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw CLIError.runtime("cannot write to stdout: \((error as NSError).localizedDescription)")
        }
    }
}
