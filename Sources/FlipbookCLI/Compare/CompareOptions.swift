import Comparison
import Foundation
import Frames
import Geometry
import Layers
import Parsing
import Presentation
import Terminal

/// The settings of `flipbook compare`, validated.
struct CompareOptions {
    /// One side of the comparison: a backend that renders the scene, or a
    /// folder of PNG files written earlier by `flipbook render`.
    enum Side: Equatable {
        case backend(BackendSelection.Kind)
        case folder(URL)

        /// "gpu" or "cpu" name a backend; anything else is a folder, which
        /// must exist ("./gpu" names a folder called gpu).
        init(_ text: String, option: String) throws {
            switch text {
            case "gpu": self = .backend(.gpu)
            case "cpu": self = .backend(.cpu)
            default:
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw CLIError.usage("\(option) must be gpu, cpu or a folder of PNG frames, got '\(text)' (no such folder)")
                }
                self = .folder(URL(fileURLWithPath: text, isDirectory: true))
            }
        }

        var isGPU: Bool { self == .backend(.gpu) }
        var isFolder: Bool {
            if case .folder = self { return true }
            return false
        }
    }

    var sceneName: String
    /// The frames compared (in filmstrip mode, the frames the strip is
    /// picked from).
    var plan: FramePlan
    /// Canvas in points.
    var canvas: Size
    /// Pixels per point. Default: 2.
    var scale: Double
    /// Side A. Default: gpu.
    var a: Side
    /// Side B, the reference. Default: cpu.
    var b: Side
    /// GPU device and compositing for a gpu side.
    var gpu: BackendSelection
    /// Where three-panel images and report.json go. Default: comparison.
    var outputFolder: URL
    var thresholds: ComparisonThresholds
    /// Write a three-panel image for every frame, not only those over.
    var keepAll: Bool
    /// `--html page` (the default) writes `report.html` beside
    /// `report.json`, with A, B and heat-map images of each frame that has
    /// a three-panel image and a thumbnail of each over the limits;
    /// `--html none` writes neither.
    var html: Bool
    /// `--filmstrip FILE.png`: filmstrip mode, writing the strip there.
    var filmstrip: URL?
    /// Worker threads. Default: all cores.
    var jobs: Int

    init(_ args: Arguments, scene: Scene) throws {
        sceneName = scene.fileStem
        plan = try FrameSelection.plan(args, scene: scene, fps: try FrameSelection.framesPerSecond(args, default: scene.framesPerSecond))
        let geometry = try FrameGeometry(args, scene: scene)
        (canvas, scale) = (geometry.canvas, geometry.scale)
        a = try Side(args.setting("--a") ?? "gpu", option: "--a")
        b = try Side(args.setting("--b") ?? "cpu", option: "--b")
        gpu = try BackendSelection(args)
        gpu.kind = .gpu
        if !a.isGPU && !b.isGPU && (gpu.device != nil || gpu.compositing != nil || gpu.path != nil) {
            throw CLIError.usage("--device, --gpu-path and --compositing apply to a gpu side (--a gpu or --b gpu)")
        }
        outputFolder = try args.folder("--out") ?? URL(fileURLWithPath: "comparison", isDirectory: true)
        let againstFolder = a.isFolder || b.isFolder
        thresholds = try Self.thresholds(args, base: againstFolder ? .againstFolder : .default)
        keepAll = args.has("--keep-all")
        switch args.value("--html") ?? "page" {
        case "page": html = true
        case "none": html = false
        case let other: throw CLIError.usage("--html must be page or none, got '\(other)'")
        }
        filmstrip = try args.pngFile("--filmstrip", createdFolder: outputFolder)
        jobs = try args.jobs(default: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The limits: `base` (`ComparisonThresholds.default` for two
    /// backends, `.againstFolder` when a side is a folder) with any given
    /// option replacing its field.
    static func thresholds(_ args: Arguments, base: ComparisonThresholds = .default) throws -> ComparisonThresholds {
        var t = base
        t.maxMeanError = try args.number("--max-mean-error") ?? t.maxMeanError
        guard t.maxMeanError >= 0 else { throw CLIError.usage("--max-mean-error must not be negative") }
        t.minPSNR = try args.number("--min-psnr") ?? t.minPSNR
        t.minSSIM = try args.number("--min-ssim") ?? t.minSSIM
        guard t.minSSIM <= 1 else { throw CLIError.usage("--min-ssim must be at most 1") }
        if let text = args.value("--max-differing-pixels") {
            guard let n = Int(text), n >= 0 else {
                throw CLIError.usage("--max-differing-pixels must be a whole number ≥ 0, got '\(text)'")
            }
            t.maxDifferingPixels = n
        }
        if let text = args.value("--threshold") {
            guard let n = Int(text), (0...254).contains(n) else {
                throw CLIError.usage("--threshold must be an integer 0…254 (8-bit levels), got '\(text)'")
            }
            t.channelThreshold = n
        }
        return t
    }

    /// Frame size in pixels when rendered.
    var pixelSize: (width: Int, height: Int) {
        FrameGeometry.pixelSize(of: canvas, scale: scale)
    }

    /// `<scene>-<frame number in full, zero-padded to at least 5 digits>.png`, the name `flipbook
    /// render` gives a frame (`RenderOptions.fileName`).
    func frameFileName(_ number: Int) -> String {
        "\(sceneName)-\(FramePlan.numberText(number)).png"
    }

    /// `<scene>-<NNNNN>.compare.png`: the A | heat map | B image of a frame.
    func panelFileName(_ number: Int) -> String {
        imageNames(number).panel
    }

    /// The names of every image of frame `number`, from `<scene>-<NNNNN>`.
    func imageNames(_ number: Int) -> FrameImageNames {
        FrameImageNames(prefix: "\(sceneName)-\(FramePlan.numberText(number))")
    }
}
