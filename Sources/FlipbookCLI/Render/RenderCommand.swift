import CPURaster
import Foundation
import Geometry
import Layers
import Output
import Presentation

/// `flipbook render <scene> [options]`: frames as PNG files.
enum RenderCommand {
    /// Width of each contact-sheet thumbnail in pixels: 160 px shows a
    /// phone-shaped frame clearly while 600 frames still fit a sheet of
    /// about 4 000 px square at 25 columns.
    static let thumbnailWidth = 160
    /// Thumbnails per contact-sheet row.
    static let contactSheetColumns = 10

    static func run(_ words: [String], stdout: TextSink, stderr: TextSink, interruption: Interruption) throws {
        let args = try Arguments(words, command: "render", options: RenderOptions.optionNames, flags: ["--help", "--quiet", "--resume", "--overwrite", "--even", "--verbose"])
        if args.has("--help") { stdout.write(Help.render); return }
        guard let name = args.positional.first else { throw CLIError.usage("render needs a scene name (see `flipbook scenes`)") }
        guard args.positional.count == 1 else { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        let (scene, digest) = try Flipbook.loadScene(named: name, parameters: args.values("--param"))
        let options = try RenderOptions(args, scene: scene, sceneFileDigest: digest)
        // Notes (the shard, the backend, the summary) go to stderr unless
        // --quiet, which leaves errors only.
        let notes: TextSink = args.has("--quiet") ? SilentSink() : stderr
        if options.stream == nil { try prepareFolder(options.outputFolder) }
        if let source = options.shardSource, let shard = options.shard {
            notes.write("flipbook: --shard auto: shard \(shard) from \(source)\n")
        }
        let (renderer, backendName) = try options.backend.makeRenderer(stderr: notes)
        if args.has("--verbose") { notes.write(describe(options, scene: scene, backend: backendName)) }
        // PNG files: hold the folder (lock, settings check) before the manifest starts.
        let settings = options.stream == nil ? RenderSettings(options: options, renderer: renderer) : nil
        let claim = try settings.map { try OutputClaim(options: options, settings: $0) }
        defer { claim?.release() }
        let recorder = try settings.map { try ManifestRecorder(options: options, settings: $0, stderr: notes) }
        let output = try FrameOutput(options: options, stdout: FileHandle.standardOutput)
        let frames = options.plan.frames(in: options.shard)
        let thumbnails = ThumbnailStore(count: options.contactSheet == nil ? 0 : frames.count)
        let progress = Progress(total: frames.count, sink: stderr, style: Progress.style(quiet: args.has("--quiet")))
        let start = Date()
        let completed: Int
        do {
            completed = try RenderLoop.run(count: frames.count, jobs: options.jobs, renderer: renderer,
                                           shouldStop: { interruption.isRequested }, onFailure: output.abandon,
                                           prepare: { index in
                let frame = frames[index]
                if let png = recorder?.reuse(frame, name: options.fileName(for: frame)) {
                    try output.keep(index)
                    thumbnails.store(index, try ContactSheetThumbnail.make(decoding: png, enabled: options.contactSheet != nil))
                    progress.step()
                    return nil
                }
                return try scene.presentation(at: frame.time).displayList(scale: options.scale, canvas: options.canvas)
            }, finish: { index, bitmap in
                let frame = frames[index]
                if let png = try output.emit(bitmap, index: index, frame: frame) {
                    try recorder?.record(frame, name: options.fileName(for: frame), png: png)
                }
                thumbnails.store(index, ContactSheetThumbnail.make(bitmap, enabled: options.contactSheet != nil))
                progress.step()
            })
        } catch let error as CLIError {
            progress.finish()
            throw error
        } catch {
            progress.finish()
            throw CLIError.runtime("\(error)")
        }
        progress.finish()
        let seconds = Date().timeIntervalSince(start)
        let destination = options.stream == nil ? options.outputFolder.path : "stdout"
        if interruption.isRequested {
            let hint = recorder == nil ? "" : " (--resume continues)"
            throw CLIError("interrupted: \(completed) of \(counted(frames.count, "frame")) written to \(destination)\(hint)", exitCode: interruption.exitCode)
        }
        let manifestName = try recorder?.finish(frames: frames)
        if let sheetURL = options.contactSheet {
            let sheet = ContactSheet.make(frames: thumbnails.all, columns: contactSheetColumns, thumbnailWidth: thumbnailWidth)
            do {
                try writeFileAtomically(try PNGEncoder(compressionLevel: options.pngLevel).encode(sheet), to: sheetURL.path)
            } catch {
                throw CLIError.runtime("cannot write contact sheet: \(error)")
            }
        }
        let size = "\(options.pixelSize.width)x\(options.pixelSize.height)"
        let rendered = completed - (recorder?.kept ?? 0)
        let extras = [manifestName.map { "manifest \($0)" }, recorder.flatMap { $0.kept > 0 ? "kept \(counted($0.kept, "intact frame"))" : nil }]
        notes.write(String(format: "flipbook: rendered %@ (%@ px, %@) in %.2f s, %.1f frames/s, to %@%@\n",
                            counted(rendered, "frame"), size, backendName, seconds, Double(rendered) / max(seconds, 1e-9), destination,
                            extras.compactMap { $0 }.map { "; " + $0 }.joined()))
    }

    /// What `--verbose` says before rendering: the frames, their size and
    /// rate, the backend; for a raw RGBA stream, the ffmpeg input options
    /// that read it.
    static func describe(_ options: RenderOptions, scene: Scene, backend: String) -> String {
        let (width, height) = options.pixelSize
        let numbers = options.plan.numbers
        let fps = NumberText.fixed(options.framesPerSecond)
        var text = "flipbook: \(scene.name): frames \(numbers.lowerBound):\(numbers.upperBound) "
            + "(\(counted(options.plan.frames.count, "frame"))) at \(fps) fps, \(width)x\(height) px, \(backend)\n"
        if options.stream == .rgba {
            let (num, den) = FrameStreamFormat.rational(options.framesPerSecond)
            let rate = den == 1 ? "\(num)" : "\(num)/\(den)"
            text += "flipbook: read it with: ffmpeg -f rawvideo -pix_fmt rgba -s \(width)x\(height) -r \(rate) -i -\n"
        }
        return text
    }

    /// Creates the output folder if needed and checks that files can be
    /// created in it (exit 3 otherwise).
    static func prepareFolder(_ folder: URL) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.runtime("output folder \(folder.path) is a file") }
        } else {
            do {
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw CLIError.runtime("cannot create output folder \(folder.path): \((error as NSError).localizedDescription)")
            }
        }
        guard fm.isWritableFile(atPath: folder.path) else {
            throw CLIError.runtime("output folder \(folder.path) is not writable")
        }
    }
}

/// Thumbnails of rendered frames, kept (instead of whole frames) for the
/// contact sheet, filled from several threads.
final class ThumbnailStore: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Bitmap?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ thumbnail: Bitmap?) {
        guard let thumbnail else { return }
        lock.lock(); items[index] = thumbnail; lock.unlock()
    }

    /// The stored thumbnails in frame order.
    var all: [Bitmap] {
        lock.lock(); defer { lock.unlock() }
        return items.compactMap { $0 }
    }
}

enum ContactSheetThumbnail {
    static func make(_ frame: Bitmap, enabled: Bool) -> Bitmap? {
        enabled ? ContactSheet.thumbnail(of: frame, width: RenderCommand.thumbnailWidth) : nil
    }
}

/// Where rendered frames go: PNG files in the output folder, or one raw
/// stream on stdout; either way written in frame order (each file
/// atomically) by an `OrderedWriter`, so an interrupted run leaves whole
/// files, all frames before the last one written. Memory does not grow
/// with the frame count (measured, /usr/bin/time -v, fuber at --scale 0.5:
/// max RSS 84 952 KB for 100 frames, 85 076 KB for 5 000).
final class FrameOutput: @unchecked Sendable {
    private let options: RenderOptions
    private let encoder: PNGEncoder
    /// Encoded frames and, for files, where they go (nil: stdout).
    private let writer: OrderedWriter<(bytes: [UInt8], path: String?)>

    /// Finished frames that may wait for their turn: two per worker keeps
    /// every worker busy while bounding memory (a 750×1334 PNG is about
    /// 1 MiB, a raw 1080p RGBA frame 8 MiB).
    static let framesInFlightPerJob = 2

    init(options: RenderOptions, stdout: FileHandle) throws {
        self.options = options
        encoder = PNGEncoder(compressionLevel: options.pngLevel)
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
