import GPURaster
import Parsing

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

    /// `--frames N` (or `option`), 1…100000, or its literal default; nil
    /// when neither.
    static func frameCount(_ args: Arguments, option: String = "--frames") throws -> Int? {
        try args.integer(option, in: 1...100_000)
    }
}
