import CPURaster
import GPURaster
import Presentation

/// A renderer shortcut that `bench scene --off` turns off, to hold it
/// against the general code it stands in for (`DebugSwitches`: both give
/// the same bytes).
package enum Shortcut: String, CaseIterable, Sendable {
    case cpuFastPaths = "cpu-fast-paths"
    case cpuPreparedImages = "cpu-prepared-images"
    case cpuWideLanes = "cpu-wide-lanes"
    case gpuInstancedDraws = "gpu-instanced-draws"
    case gpuTrackEvaluation = "gpu-track-evaluation"

    /// The switch it names.
    var keyPath: WritableKeyPath<DebugSwitches, Bool> {
        switch self {
        case .cpuFastPaths: \.cpuFastPaths
        case .cpuPreparedImages: \.cpuPreparedImages
        case .cpuWideLanes: \.cpuWideLanes
        case .gpuInstancedDraws: \.gpuInstancedDraws
        case .gpuTrackEvaluation: \.gpuTrackEvaluation
        }
    }

    /// Whether the shortcut is the GPU's (otherwise the CPU's).
    package var isGPU: Bool { rawValue.hasPrefix("gpu-") }

    /// `renderer` with `shortcuts` off. A CPU renderer is a value, so a
    /// changed copy is returned; a GPU renderer is changed in place.
    package static func renderer(_ renderer: any RenderBackend & Sendable,
                                 without shortcuts: [Shortcut]) -> any RenderBackend & Sendable {
        if var cpu = renderer as? CPURenderer {
            for shortcut in shortcuts where !shortcut.isGPU { cpu.switches[keyPath: shortcut.keyPath] = false }
            return cpu
        }
        if let gpu = renderer as? GPURenderer {
            var switches = gpu.switches
            for shortcut in shortcuts where shortcut.isGPU { switches[keyPath: shortcut.keyPath] = false }
            gpu.switches = switches
        }
        return renderer
    }
}
