import Glibc
@testable import GPURaster
import Testing

extension GPURasterTests {
    @Suite struct Devices {
        @Test func probeListsMesaSurfacelessAndAutoPicksAUsableDevice() {
            let report = GPUDevices.probe()
            let surfaceless = report.devices.first { $0.platform == .surfaceless }
            #expect(surfaceless != nil, "devices: \(report.devices), notes: \(report.notes)")
            #expect(surfaceless?.glVersion.hasPrefix("OpenGL ES 3") == true)
            #expect(surfaceless?.glslVersion.contains("GLSL ES 3") == true)
            // llvmpipe has EXT_shader_framebuffer_fetch.
            #expect(surfaceless?.compositing == .framebufferFetch)
            print("GPU devices:", report.devices.map(\.description), "notes:", report.notes)
            #expect(report.devices.enumerated().allSatisfy { $0.offset == $0.element.index })
            #expect(report.autoIndex.map { report.devices[$0].compositing != nil } == true)
        }

        @Test func hardwareDevicesComeBeforeSoftwareOnes() {
            let devices = GPUDevices.probe().devices
            let firstSoftware = devices.firstIndex(where: \.isSoftware) ?? devices.count
            #expect(devices[firstSoftware...].allSatisfy { $0.isSoftware || $0.platform == .gbm })
        }

        @Test func rendererUsesTheAutoDeviceWithItsBestCompositing() throws {
            let renderer = try sharedRenderer.get()
            let report = GPUDevices.probe()
            #expect(renderer.device == report.autoIndex.map { report.devices[$0] })
            #expect(renderer.compositing == renderer.device.compositing)
        }

        @Test func everyProbedDeviceCanBeChosenByIndex() throws {
            for device in GPUDevices.probe().devices {
                let renderer = try GPURenderer(device: .index(device.index), compositing: .floatTargets)
                #expect(renderer.device == device)
                #expect(renderer.compositing == .floatTargets)
            }
        }

        @Test func anIndexBeyondTheListIsAClearError() {
            let count = GPUDevices.probe().devices.count
            #expect {
                try GPURenderer(device: .index(count))
            } throws: { error in
                let message = (error as? GPUError)?.message ?? ""
                return message.hasPrefix("no GPU device \(count)") && message.contains("usable device(s) found")
                    && !message.contains("\n")
            }
        }

        @Test(arguments: ["wayland-nowhere", "gbm"])
        func aForcedPlatformThatIsAbsentIsAClearOneLineError(platform: String) throws {
            // GBM is absent when the machine has no /dev/dri render node.
            if platform == "gbm" && !renderNodes().isEmpty { return }
            let message = try withEnvironment("EGL_PLATFORM", platform) { () -> String in
                do {
                    _ = try GPURenderer()
                    return "no error"
                } catch let error as GPUError {
                    #expect(error.kind == .noDevice)
                    return error.message
                }
            }
            #expect(message.hasPrefix("no usable GPU device with EGL_PLATFORM=\(platform): "))
            #expect(!message.contains("\n"))
            #expect(GPUDevices.probe().devices.isEmpty == false, "EGL_PLATFORM was restored")
        }

        @Test func forcingSurfacelessStillFindsLlvmpipe() {
            let devices = withEnvironment("EGL_PLATFORM", "surfaceless") { GPUDevices.probe().devices }
            #expect(devices.map(\.platform) == [.surfaceless])
        }
    }
}

/// Runs `body` with the environment variable `name` set to `value`, then
/// restores it (or unsets it) even when `body` throws.
func withEnvironment<T>(_ name: String, _ value: String, _ body: () throws -> T) rethrows -> T {
    let saved = getenv(name).map { String(cString: $0) }
    setenv(name, value, 1)
    defer {
        if let saved { setenv(name, saved, 1) } else { unsetenv(name) }
    }
    return try body()
}

/// Render node names in /dev/dri ("renderD128"), empty without DRM.
func renderNodes() -> [String] {
    guard let dir = opendir("/dev/dri") else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasPrefix("renderD") { names.append(name) }
    }
    return names
}
