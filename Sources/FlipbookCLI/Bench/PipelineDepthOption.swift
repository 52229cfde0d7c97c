import GPURaster
import Parsing
import Terminal

/// `--pipeline-depth N` of the GPU benches: pixel buffers in the
/// `GPUFramePipeline` ring (1 renders each frame before drawing the next).
enum PipelineDepthOption {
    static let name = "--pipeline-depth"

    static func parse(_ args: Arguments) throws -> Int {
        guard let text = args.value(name) else { return GPUFramePipeline.defaultDepth }
        guard let depth = Int(text), GPUFramePipeline.depths.contains(depth) else {
            throw CLIError.usage("\(name) must be an integer \(GPUFramePipeline.depths.lowerBound)…\(GPUFramePipeline.depths.upperBound), got '\(text)'")
        }
        return depth
    }
}
