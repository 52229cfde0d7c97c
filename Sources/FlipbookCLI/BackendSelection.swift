import Benchmarks
import CPURaster
import GPURaster
import Parsing
import Presentation
import Terminal

/// `--backend cpu|gpu|auto`, `--device N`, `--gpu-path compute|raster|auto`
/// and `--compositing fetch|float`, turned into a renderer.
struct BackendSelection {
    enum Kind: String { case cpu, gpu, auto }

    var kind: Kind
    /// `--device N`: an index into `flipbook devices`; nil for auto.
    var device: Int?
    /// `--compositing fetch|float`: how the GPU composites
    /// (`GPUCompositing`); nil for the best the device offers.
    var compositing: GPUCompositing?
    /// `--gpu-path compute|raster`: how the GPU draws (`GPUPath`); nil
    /// (`auto`) for what the device suits (`GPUPath.automatic`).
    var path: GPUPath?

    /// `--backend`, for commands that render on one backend.
    static let backendOption = OptionSpec("--backend", value: "B", "cpu, gpu or auto: auto takes a hardware GPU when "
                                          + "there is one, else the CPU, said on stderr", default: .value("auto"))
    /// `--device N`, `--gpu-path P` and `--compositing C`, for every
    /// command that may render on the GPU.
    static let gpuOptions = [
        OptionSpec("--device", value: "N", "GPU device index (see `flipbook devices`)"),
        OptionSpec("--gpu-path", value: "P", "how the GPU draws: compute (compute shaders, the CPU's bytes on any "
                   + "OpenGL ES 3.1 device), raster (the raster pipeline), or auto: raster with framebuffer fetch, "
                   + "else compute", default: .value("auto")),
        OptionSpec("--compositing", value: "C", "GPU compositing: fetch (framebuffer fetch, the CPU's bytes) or float "
                   + "(float targets, within 1 level)", default: .described("the best the device offers")),
    ]

    /// `--full-redraw`, for the commands that draw frames in sequence
    /// (render, bench scene, bench lottie).
    static let fullRedrawOption = OptionSpec(
        "--full-redraw", "draw every frame whole, instead of redrawing only where its display items changed "
        + "since the frame before (the CPU redraws those rows, the GPU those strips; the same bytes)")

    /// `renderer` as a sequential render uses it: redrawing only what
    /// changed from frame to frame (`CPURenderer.tracksDamage`,
    /// `GPURenderer.tracksDamage`) unless `--full-redraw`.
    static func sequential(_ renderer: any RenderBackend & Sendable, _ args: Arguments) -> any RenderBackend & Sendable {
        guard !args.has("--full-redraw") else { return renderer }
        if let gpu = renderer as? GPURenderer { gpu.tracksDamage = true }
        guard var cpu = renderer as? CPURenderer else { return renderer }
        cpu.tracksDamage = true
        return cpu
    }

    /// What `renderer` redraws of each frame, as benchmarks report it.
    static func redraw(of renderer: any RenderBackend) -> Redraw {
        if (renderer as? CPURenderer)?.tracksDamage == true { return .changedRows }
        if (renderer as? GPURenderer)?.tracksDamage == true { return .changedStrips }
        return .wholeFrames
    }

    init(_ args: Arguments) throws {
        let text = args.setting("--backend") ?? "auto"
        guard let kind = Kind(rawValue: text) else {
            throw CLIError.usage("--backend must be cpu, gpu or auto, got '\(text)'")
        }
        self.kind = kind
        if let d = args.value("--device") {
            guard let index = Int(d), index >= 0 else { throw CLIError.usage("--device must be a device index (see `flipbook devices`), got '\(d)'") }
            device = index
        }
        if let c = args.value("--compositing") {
            switch c {
            case "fetch": compositing = .framebufferFetch
            case "float": compositing = .floatTargets
            default: throw CLIError.usage("--compositing must be fetch or float, got '\(c)'")
            }
        }
        if let p = args.value("--gpu-path"), p != "auto" {
            guard let chosen = GPUPath(rawValue: p) else {
                throw CLIError.usage("--gpu-path must be compute, raster or auto, got '\(p)'")
            }
            path = chosen
        }
        if path == .compute, compositing != nil {
            throw CLIError.usage("--compositing applies to --gpu-path raster, not compute")
        }
        if compositing != nil, path == nil { path = .raster }
        if kind == .cpu, device != nil || compositing != nil || path != nil {
            throw CLIError.usage("--device, --gpu-path and --compositing apply to the GPU backend, not --backend cpu")
        }
    }

    /// The renderer. `auto` takes a hardware GPU when there is one and
    /// otherwise the CPU backend, saying so on `stderr` (a software GPU such
    /// as llvmpipe is slower than the CPU backend; `--backend gpu` uses it).
    /// - Throws: exit 3 when `--backend gpu` finds no usable device.
    func makeRenderer(stderr: TextSink) throws -> (renderer: any RenderBackend & Sendable, name: String) {
        switch kind {
        case .cpu:
            return (CPURenderer(), "cpu")
        case .gpu:
            return try openGPU()
        case .auto:
            if device != nil || compositing != nil || path != nil { return try openGPU() }
            let report = GPUDevices.probe()
            if let index = report.autoIndex, !report.devices[index].isSoftware, let gpu = try? openGPU() {
                return gpu
            }
            let why = report.devices.isEmpty ? "no GPU device found" : "no hardware GPU (only \(report.devices[0].renderer))"
            stderr.write("flipbook: \(why); rendering on the CPU (--backend gpu forces a GPU device)\n")
            return (CPURenderer(), "cpu")
        }
    }

    private func openGPU() throws -> (renderer: any RenderBackend & Sendable, name: String) {
        do {
            let renderer = try GPURenderer(device: device.map(GPUDeviceChoice.index) ?? .auto, path: path,
                                           compositing: compositing)
            return (renderer, "gpu: \(renderer.device.renderer), \(Self.describe(renderer))")
        } catch {
            throw CLIError.runtime("--backend gpu: \(error)")
        }
    }

    /// "compute path" or "raster path, framebuffer fetch".
    static func describe(_ renderer: GPURenderer) -> String {
        guard let compositing = renderer.compositing else { return "\(renderer.path.rawValue) path" }
        return "\(renderer.path.rawValue) path, \(compositing.rawValue)"
    }
}
