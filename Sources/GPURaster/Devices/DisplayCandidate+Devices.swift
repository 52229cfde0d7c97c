import CEGL
import Foundation

extension DisplayEnumerator {
    /// The most EGL devices asked for; machines hold at most 8 or 16 GPUs,
    /// so 64 leaves room without allocating much.
    static let maximumEGLDevices = 64

    /// EGL devices (`EGL_EXT_device_enumeration`), each marked software
    /// when it carries `EGL_MESA_device_software`.
    static func eglDevices(clientExtensions: Set<Substring>, notes: inout [String]) -> [DisplayCandidate] {
        guard clientExtensions.contains("EGL_EXT_platform_device"),
              clientExtensions.contains("EGL_EXT_device_enumeration")
                || clientExtensions.contains("EGL_EXT_device_base") else {
            notes.append("device: EGL_EXT_platform_device or EGL_EXT_device_enumeration is missing")
            return []
        }
        var devices = [EGLDeviceEXT?](repeating: nil, count: maximumEGLDevices)
        var count: EGLint = 0
        guard flipbook_eglQueryDevices(EGLint(maximumEGLDevices), &devices, &count) == EGL_TRUE, count > 0 else {
            notes.append("device: eglQueryDevicesEXT found no device")
            return []
        }
        return (0..<Int(count)).compactMap { k -> DisplayCandidate? in
            guard let device = devices[k] else { return nil }
            let extensions = deviceString(device, EGL_EXTENSIONS) ?? ""
            let isSoftware = extensions.split(separator: " ").contains("EGL_MESA_device_software")
            let file = deviceString(device, EGL_DRM_RENDER_NODE_FILE_EXT)
                ?? deviceString(device, EGL_DRM_DEVICE_FILE_EXT)
            let node = "EGL device \(k)" + (file.map { " (\($0))" } ?? "")
            let address = UInt(bitPattern: device)
            return DisplayCandidate(platform: .device, node: node, isSoftware: isSoftware) { () throws(GPUError) in
                let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT),
                                                    UnsafeMutableRawPointer(bitPattern: address), nil)
                return try lease(display, label: "device \(node)")
            }
        }
    }

    private static func deviceString(_ device: EGLDeviceEXT, _ name: Int32) -> String? {
        flipbook_eglQueryDeviceString(device, name).map { String(cString: $0) }
    }

    /// GBM candidates, one per `/dev/dri/renderD*` node in name order.
    static func gbmCandidates(clientExtensions: Set<Substring>, notes: inout [String]) -> [DisplayCandidate] {
        guard clientExtensions.contains("EGL_KHR_platform_gbm") || clientExtensions.contains("EGL_MESA_platform_gbm") else {
            notes.append("gbm: EGL_KHR_platform_gbm is missing")
            return []
        }
        let directory = "/dev/dri"
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("renderD") }
            .sorted()
            .map { "\(directory)/\($0)" }
        if nodes.isEmpty { notes.append("gbm: no render node in /dev/dri") }
        return nodes.map { path in
            DisplayCandidate(platform: .gbm, node: path, isSoftware: false) { () throws(GPUError) in
                let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
                guard fd >= 0 else {
                    throw GPUError(.noDevice, "gbm \(path): cannot open (\(String(cString: strerror(errno))))")
                }
                guard let gbm = gbm_create_device(fd) else {
                    close(fd)
                    throw GPUError(.noDevice, "gbm \(path): gbm_create_device failed")
                }
                let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_GBM_KHR), UnsafeMutableRawPointer(gbm), nil)
                return try lease(display, label: "gbm \(path)", gbmDevice: gbm, fileDescriptor: fd)
            }
        }
    }
}
