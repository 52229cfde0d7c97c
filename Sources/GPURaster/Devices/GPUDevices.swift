import CEGL
import Foundation

/// What device probing found: the usable devices in selection order, the
/// one `auto` picks, and a line for each candidate that failed or platform
/// that was skipped.
public struct GPUDeviceReport: Sendable, Hashable {
    /// Usable devices; `devices[k].index == k`.
    public let devices: [GPUDeviceInfo]
    /// The index `GPUDeviceChoice.auto` picks, or nil when none qualifies.
    public let autoIndex: Int?
    /// What was tried and did not work, one short clause each.
    public let notes: [String]
}

/// Finds GPUs through EGL, in the order of
/// Sources/GPURaster/README.md ("Device selection"): hardware EGL devices,
/// GBM render nodes, Mesa surfaceless (then Mesa's software EGL device).
/// `EGL_PLATFORM` (device, gbm or drm, surfaceless) restricts the search to
/// one platform.
public enum GPUDevices {
    /// Opens every candidate once (a display and a context each) and
    /// reports what its driver says; closes them all again.
    public static func probe() -> GPUDeviceReport {
        var notes: [String] = []
        var devices: [GPUDeviceInfo] = []
        for candidate in DisplayEnumerator.candidates(notes: &notes) {
            do {
                devices.append(try OpenedDevice(candidate, index: devices.count).info)
            } catch {
                notes.append(error.message)
            }
        }
        let autoIndex = devices.firstIndex { $0.isUsable }
        return GPUDeviceReport(devices: devices, autoIndex: autoIndex, notes: notes)
    }

    /// Opens the chosen device, trying candidates in order and stopping at
    /// the first that fits; throws one line naming everything tried.
    static func open(_ choice: GPUDeviceChoice) throws(GPUError) -> OpenedDevice {
        var notes: [String] = []
        var usable = 0
        for candidate in DisplayEnumerator.candidates(notes: &notes) {
            let device: OpenedDevice
            do {
                device = try OpenedDevice(candidate, index: usable)
            } catch {
                notes.append(error.message)
                continue
            }
            defer { usable += 1 }
            switch choice {
            case .auto where device.info.isUsable:
                return device
            case .auto:
                notes.append("\(candidate.label): neither framebuffer fetch nor blendable float targets")
            case .index(let k) where k == usable:
                return device
            case .index:
                continue
            }
        }
        throw noDeviceError(choice, usable: usable, notes: notes)
    }

    private static func noDeviceError(_ choice: GPUDeviceChoice, usable: Int, notes: [String]) -> GPUError {
        let forced = ProcessInfo.processInfo.environment["EGL_PLATFORM"].map { " with EGL_PLATFORM=\($0)" } ?? ""
        let tried = notes.isEmpty ? "no candidate found" : notes.joined(separator: "; ")
        switch choice {
        case .auto:
            return GPUError(.noDevice, "no usable GPU device\(forced): \(tried)")
        case .index(let k):
            return GPUError(.noDevice, "no GPU device \(k)\(forced): \(usable) usable device(s) found; \(tried)")
        }
    }
}

/// A candidate opened: its context exists and its driver was asked about
/// itself. Dropping it closes the context and, with its last user, the
/// display.
struct OpenedDevice {
    let info: GPUDeviceInfo
    let driver: GLDriverInfo
    let context: GLContext

    init(_ candidate: DisplayCandidate, index: Int) throws(GPUError) {
        let lease = try candidate.open()
        let context = try GLContext(lease: lease, label: candidate.label)
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        let driver = GLDriverInfo.current()
        guard let version = driver.esVersion, version.major >= 3 else {
            throw GPUError(.noDevice, "\(candidate.label): \(driver.version) is below OpenGL ES 3.0")
        }
        self.driver = driver
        self.context = context
        self.info = GPUDeviceInfo(index: index, platform: candidate.platform, node: candidate.node,
                                  isSoftware: candidate.isSoftware || driver.isSoftware,
                                  vendor: driver.vendor, renderer: driver.renderer, glVersion: driver.version,
                                  glslVersion: driver.shadingLanguageVersion,
                                  compositing: GPUCompositing.best(for: driver),
                                  hasComputeShaders: version.major > 3 || version.minor >= 1)
    }
}
