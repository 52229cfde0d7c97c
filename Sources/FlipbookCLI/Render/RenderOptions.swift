import Foundation
import Frames
import Geometry
import Layers
import Manifest
import Output
import OutputFolders
import Parsing
import Presentation
import Terminal

/// The settings of `flipbook render`, validated.
struct RenderOptions {
    var sceneName: String
    /// SHA-256 (hex) of the scene file (path or stdin) and the PNGs it
    /// read (`SceneFileCommand.load`); nil for built-in scenes. Manifests
    /// record it so `--resume` and `manifest merge` notice an edited file
    /// or image.
    var sceneFileDigest: String?
    var plan: FramePlan
    /// Canvas in points.
    var canvas: Size
    /// Pixels per point. Default: 2.
    var scale: Double
    var outputFolder: URL
    /// zlib level 0…9. Default: 1 (fast, as skottie_tool uses).
    var pngLevel: Int
    /// Worker threads. Default: all cores.
    var jobs: Int
    var contactSheet: URL?
    /// nil writes PNG files; otherwise frames stream to stdout.
    var stream: FrameStreamFormat?
    var framesPerSecond: Double
    var backend: BackendSelection
    /// `--param` assignments as given, recorded in the manifest.
    var parameters: [String]
    /// `--shard K/N` or `auto`: only frames f with f mod N = K. Default: all.
    var shard: Shard?
    /// Which variables `--shard auto` read, said on stderr; nil otherwise.
    var shardSource: String?
    /// `--chroma`: a y4m stream's chroma resolution. Default: 4:2:0.
    var chroma: FrameStreamFormat.Chroma
    /// `--even`: frames lose an odd last column or row, as video encoders
    /// need even sizes; always on for y4m at 4:2:0. Default: off.
    var even: Bool
    /// `--overwrite`: replace the scene's frames in the folder when they
    /// come from other settings (`OutputClaim`). Default: off (refuse).
    var overwrite: Bool
    /// `--resume`: keep frames whose files match the manifest. Default: off.
    var resume: Bool

    init(_ args: Arguments, scene: Scene, sceneFileDigest: String? = nil,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        sceneName = scene.fileStem
        self.sceneFileDigest = sceneFileDigest
        parameters = args.values("--param")
        let fps = try FrameSelection.framesPerSecond(args, default: scene.framesPerSecond)
        plan = try FrameSelection.plan(args, scene: scene, fps: fps)
        let geometry = try FrameGeometry(args, scene: scene)
        (canvas, scale) = (geometry.canvas, geometry.scale)
        outputFolder = try args.folder("--out") ?? URL(fileURLWithPath: "frames", isDirectory: true)
        pngLevel = try args.pngLevel()
        jobs = try args.jobs(default: ProcessInfo.processInfo.activeProcessorCount)
        contactSheet = try args.pngFile("--contact-sheet", createdFolder: outputFolder)
        backend = try BackendSelection(args)
        framesPerSecond = fps
        switch args.setting("--format") ?? "png" {
        case "png": stream = nil
        case let text:
            guard let format = FrameStreamFormat(rawValue: text) else {
                throw CLIError.usage("--format must be png, rgba or y4m, got '\(text)'")
            }
            guard args.value("--out") == nil, contactSheet == nil else {
                throw CLIError.usage("--format \(text) streams to stdout; --out and --contact-sheet apply to png")
            }
            stream = format
        }
        let chromaText = args.setting("--chroma") ?? "420"
        guard let chroma = FrameStreamFormat.Chroma(rawValue: chromaText) else {
            throw CLIError.usage("--chroma must be 420 or 444, got '\(chromaText)'")
        }
        guard args.value("--chroma") == nil || stream == .y4m else { throw CLIError.usage("--chroma applies to --format y4m") }
        self.chroma = chroma
        even = args.has("--even") || (stream == .y4m && chroma == .c420)
        (shard, shardSource) = try Shard.option(args.value("--shard"), environment: environment)
        resume = args.has("--resume")
        overwrite = args.has("--overwrite")
        guard !(overwrite && resume) else { throw CLIError.usage("--overwrite and --resume cannot be combined") }
        if let format = stream, shard != nil || resume {
            throw CLIError.usage("--shard and --resume apply to png files, not --format \(format.rawValue)")
        }
        // Frames are binary: on a terminal they are noise that can garble
        // it (checked last, so other mistakes are named first).
        if let format = stream, isatty(1) != 0 {
            throw CLIError.usage("--format \(format.rawValue) writes binary frames to stdout, which is a terminal; "
                                 + "pipe them (| ffmpeg -i - …) or redirect them (> frames.\(format.rawValue))")
        }
        guard pixelSize.width > 0, pixelSize.height > 0 else {
            let full = FrameGeometry.pixelSize(of: canvas, scale: scale)
            throw CLIError.usage("--even leaves no pixels of a \(full.width)x\(full.height) frame")
        }
        try FileNameLimit.check(fileNames, scene: sceneName)
    }

    /// Names of every file this run may create in the output folder: the
    /// last frame, the journal (the longest manifest name) and the locks
    /// (`OutputClaim`).
    var fileNames: [String] {
        guard stream == nil, let last = plan.frames.last else { return [] }
        let manifest = Manifest.fileName(scene: sceneName, shard: shard)
        return [fileName(for: last), ManifestJournal.fileName(for: manifest), ".\(manifest).lock",
                OutputClaim.lockName(scene: sceneName)]
    }

    /// The frames' size in pixels: the canvas times the scale, rounded,
    /// less an odd last column or row with `even`.
    var pixelSize: (width: Int, height: Int) {
        let (w, h) = FrameGeometry.pixelSize(of: canvas, scale: scale)
        return even ? (w - w % 2, h - h % 2) : (w, h)
    }

    /// `<scene>-<frame number in full, zero-padded to at least 5 digits>.png`
    /// (`FramePlan.numberText`).
    func fileName(for frame: FramePlan.Frame) -> String {
        "\(sceneName)-\(FramePlan.numberText(frame.number)).png"
    }
}
