import Benchmarks
import GPURaster
import Parsing
import Presentation
import Terminal

/// `flipbook bench scene|lottie|tiles|png|report …`: release-build
/// throughput figures, as text or (`--json`) JSON.
enum BenchCommand {
    static let spec = CommandSpec(
        "bench", summary: "measure frames/s per stage (use a release build)",
        subcommands: [BenchScene.spec, BenchLottie.spec, BenchTiles.spec, BenchPNG.spec, BenchReport.spec],
        epilogue: "Measure release builds: swift build -c release --product flipbook.\n")

    /// `--pipeline-depth N`, for bench scene and bench tiles.
    static let pipelineDepthOption = OptionSpec(
        PipelineDepthOption.name, value: "N", "on the GPU, frames in flight, 1-8: frame n+1 is evaluated and drawn "
        + "while frame n is read back (1 draws each frame only after the one before is back)",
        default: .value(String(GPUFramePipeline.defaultDepth)))

    /// `--off SHORTCUT`, for bench scene and bench tiles.
    static let offOption = OptionSpec(
        "--off", value: "SHORTCUT", "turn a renderer shortcut off, to time the general code it stands in for (the "
        + "same bytes; repeatable): " + Shortcut.allCases.map(\.rawValue).joined(separator: ", "))

    /// The shortcuts `--off` names, each checked against the backend of
    /// `renderer`.
    static func shortcutsOff(_ args: Arguments, renderer: any RenderBackend) throws -> [Shortcut] {
        try args.values("--off").map { name in
            guard let shortcut = Shortcut(rawValue: name) else {
                throw CLIError.usage("--off must name a shortcut (\(Shortcut.allCases.map(\.rawValue).joined(separator: ", "))), "
                                     + "got '\(name)'")
            }
            guard shortcut.isGPU == (renderer is GPURenderer) else {
                throw CLIError.usage("--off \(name) applies to the \(shortcut.isGPU ? "GPU" : "CPU") backend")
            }
            return shortcut
        }
    }

    /// `--frames N` (or `option`), 1…100000, or its literal default; nil
    /// when neither.
    static func frameCount(_ args: Arguments, option: String = "--frames") throws -> Int? {
        try args.integer(option, in: 1...100_000)
    }
}
