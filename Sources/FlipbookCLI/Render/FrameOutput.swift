import Foundation
import Frames
import Geometry
import Manifest
import Output
import Terminal

/// Where rendered frames go: PNG files in the output folder, or one raw
/// stream on stdout; either way written in frame order (each file
/// atomically) by an `OrderedWriter`, so an interrupted run leaves whole
/// files, all frames before the last one written, and journals each file
/// (`ManifestRecorder`) once it is written. Memory does not grow with the
/// frame count (Sources/Benchmarks/README.md, "Figures behind the code").
final class FrameOutput: @unchecked Sendable {
    private let options: RenderOptions
    private let encoder: PNGEncoder
    /// Encoded frames and, for files, where they go (nil: stdout) and the
    /// frame to journal.
    private let writer: OrderedWriter<(bytes: [UInt8], path: String?, frame: FramePlan.Frame)>

    /// Finished frames that may wait for their turn, per worker and frame
    /// of a run beyond the first: two keeps every worker busy while
    /// bounding memory (a 750×1334 PNG is about 1 MiB, a raw 1080p RGBA
    /// frame 8 MiB).
    static let framesInFlightPerJob = 2

    /// Finished frames that may wait for their turn when each job takes
    /// runs of `framesPerRun` consecutive frames (`RenderLoop.framesPerRun`):
    /// `jobs × (framesPerRun + framesInFlightPerJob − 1)`; `2 × jobs` for
    /// single frames. The jobs work on different runs at once, and a job's
    /// frames wait until the run before its own is written: about a run a
    /// job (8 frames of 1000×1000 RoundedCorners are 0.2 MB of PNG files;
    /// of raw 1080p RGBA, 64 MiB). Fewer would make the jobs ahead wait.
    static func depth(jobs: Int, framesPerRun: Int) -> Int {
        max(1, jobs) * (max(1, framesPerRun) + framesInFlightPerJob - 1)
    }

    /// `frames`: how many frames the run draws (with fewer than `--jobs`,
    /// each is encoded on `FrameBands.threadsPerFrame` threads, as it is
    /// drawn); `framesPerRun`: how many consecutive frames a job takes at
    /// once. `recorder` journals each PNG file once it is written.
    init(options: RenderOptions, frames: Int, framesPerRun: Int = 1, recorder: ManifestRecorder? = nil,
         stdout: FileHandle) throws {
        self.options = options
        var encoder = PNGEncoder(compressionLevel: options.pngLevel)
        encoder.threads = FrameBands.threadsPerFrame(frames: frames, threads: options.jobs)
        self.encoder = encoder
        if let format = options.stream {
            let header = format.header(width: options.pixelSize.width, height: options.pixelSize.height,
                                       framesPerSecond: options.framesPerSecond, chroma: options.chroma)
            if !header.isEmpty { try Self.write(header, to: stdout) }
        }
        writer = OrderedWriter(depth: Self.depth(jobs: options.jobs, framesPerRun: framesPerRun)) { item in
            if let path = item.path {
                try writeFileAtomically(item.bytes, to: path)
                // Journaled only once written: a stopped run journals
                // exactly the files it leaves.
                try recorder?.record(item.frame, name: options.fileName(for: item.frame), png: item.bytes)
            } else {
                try Self.write(item.bytes, to: stdout)
            }
        }
    }

    /// Encodes and writes `bitmap` as frame `index` (waiting while it is
    /// far ahead of the writer), and journals its file.
    func emit(_ rendered: Bitmap, index: Int, frame: FramePlan.Frame) throws {
        let bitmap = options.even ? rendered.cropped(width: options.pixelSize.width, height: options.pixelSize.height) : rendered
        if let format = options.stream {
            try writer.submit(index, (format.encode(bitmap, chroma: options.chroma), nil, frame))
            return
        }
        let path = options.outputFolder.appendingPathComponent(options.fileName(for: frame)).path
        try writer.submit(index, (try encoder.encode(bitmap), path, frame))
    }

    /// Frame `index` keeps its file (`--resume`): nothing to write.
    func keep(_ index: Int) throws {
        try writer.skip(index)
    }

    /// Frame `index` failed: nothing after it gets written.
    func abandon(_ error: Error) {
        writer.abandon(error)
    }

    /// The run stopped with frames unstarted: no one waits for them, and
    /// nothing after the first of them gets written.
    func stop() {
        writer.stop()
    }

    /// Frames written or kept, in frame order: all those before this
    /// index. After a stop, what the folder or stream holds.
    var written: Int { writer.written }

    private static func write(_ bytes: [UInt8], to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw CLIError.runtime("cannot write to stdout: \((error as NSError).localizedDescription)")
        }
    }
}
