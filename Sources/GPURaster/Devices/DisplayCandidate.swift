import CEGL
import Foundation

/// One way to make an EGL display, found by enumeration but not opened yet.
struct DisplayCandidate {
    let platform: GPUPlatform
    /// Where it lives: a DRM node, "EGL device K" or "surfaceless".
    let node: String
    let isSoftware: Bool
    /// Makes and initializes the display, or says why it could not.
    let open: () throws(GPUError) -> DisplayLease

    /// A short label for messages: "gbm /dev/dri/renderD128".
    var label: String { node == platform.rawValue ? node : "\(platform.rawValue) \(node)" }
}

/// Enumerates display candidates in selection order: hardware EGL devices,
/// GBM render nodes, Mesa surfaceless, then software EGL devices (the same
/// llvmpipe that surfaceless gives, listed for completeness).
enum DisplayEnumerator {
    /// Candidates for `platforms` (all of them unless `EGL_PLATFORM` names
    /// one); `notes` collects what was skipped and why.
    static func candidates(notes: inout [String]) -> [DisplayCandidate] {
        let forced = ProcessInfo.processInfo.environment["EGL_PLATFORM"].flatMap { $0.isEmpty ? nil : $0 }
        var allowed = Set(GPUPlatform.allCases)
        if let forced {
            guard let platform = platform(forEnvironmentName: forced) else {
                notes.append("EGL_PLATFORM=\(forced) names no headless platform (Flipbook knows device, gbm or drm, surfaceless)")
                return []
            }
            allowed = [platform]
        }
        let clientExtensions = clientExtensionNames()
        var hardware: [DisplayCandidate] = [], software: [DisplayCandidate] = []
        if allowed.contains(.device) {
            let devices = eglDevices(clientExtensions: clientExtensions, notes: &notes)
            hardware = devices.filter { !$0.isSoftware }
            software = devices.filter(\.isSoftware)
        }
        var result = hardware
        if allowed.contains(.gbm) { result += gbmCandidates(clientExtensions: clientExtensions, notes: &notes) }
        if allowed.contains(.surfaceless) {
            if clientExtensions.contains("EGL_MESA_platform_surfaceless") {
                result.append(surfacelessCandidate())
            } else {
                notes.append("surfaceless: EGL_MESA_platform_surfaceless is missing")
            }
        }
        return result + software
    }

    /// Mesa's names for `EGL_PLATFORM` (plus "gbm") mapped to platforms.
    static func platform(forEnvironmentName name: String) -> GPUPlatform? {
        switch name.lowercased() {
        case "device": return .device
        case "gbm", "drm": return .gbm
        case "surfaceless": return .surfaceless
        default: return nil
        }
    }

    static func clientExtensionNames() -> Set<Substring> {
        guard let s = eglQueryString(nil, EGL_EXTENSIONS) else { return [] }
        return Set(String(cString: s).split(separator: " "))
    }

    /// Initializes `display` through the registry, or throws naming `label`.
    static func lease(_ display: EGLDisplay?, label: String,
                      gbmDevice: OpaquePointer? = nil, fileDescriptor: Int32 = -1) throws(GPUError) -> DisplayLease {
        guard let display, DisplayRegistry.shared.acquire(display) else {
            let error = String(eglGetError(), radix: 16)
            if let gbmDevice { gbm_device_destroy(gbmDevice) }
            if fileDescriptor >= 0 { close(fileDescriptor) }
            throw GPUError(.noDevice, "\(label): no EGL display (EGL error 0x\(error))")
        }
        return DisplayLease(display: display, gbmDevice: gbmDevice, fileDescriptor: fileDescriptor)
    }

    private static func surfacelessCandidate() -> DisplayCandidate {
        DisplayCandidate(platform: .surfaceless, node: "surfaceless", isSoftware: true) { () throws(GPUError) in
            let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            return try lease(display, label: "surfaceless")
        }
    }
}
