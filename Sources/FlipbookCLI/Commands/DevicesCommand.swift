import GPURaster
import Parsing
import Presentation

/// `flipbook devices [--json]`: the GPU devices in selection order.
enum DevicesCommand {
    static let spec = CommandSpec(
        "devices", summary: "list GPU devices and which one is used", synopsis: "[--json]",
        about: """
            Lists the GPU devices Flipbook can render on, in selection order: EGL
            device platform (hardware first), GBM on a DRM render node, Mesa
            surfaceless (llvmpipe). For each: platform, vendor, renderer, OpenGL ES
            and GLSL versions, how the raster path composites (framebuffer fetch or
            float targets), and the path --gpu-path auto takes there and why: raster
            with framebuffer fetch, else compute (OpenGL ES 3.1 compute shaders); a
            device with neither compute shaders nor exact compositing is unusable.
            * marks the one --backend gpu picks. EGL_PLATFORM=device|gbm|surfaceless
            restricts the search to one platform.


            """,
        groups: [OptionGroup([.json("the same as one JSON object: devices, the index --backend gpu and "
                                    + "--backend auto use (null: none, or the CPU), and notes")])],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout) = (invocation.args, invocation.stdout)
        let report = GPUDevices.probe()
        if args.has("--json") {
            stdout.write(json(report))
            return
        }
        if report.devices.isEmpty { stdout.write("no GPU devices found\n") }
        for device in report.devices {
            let mark = device.index == report.autoIndex ? "*" : " "
            stdout.write("\(mark) \(device.description)\n")
            stdout.write("    why: \(device.pathReason)\n")
        }
        for note in report.notes { stdout.write("  note: \(note)\n") }
        if let index = report.autoIndex {
            let software = report.devices[index].isSoftware
            stdout.write("--backend gpu uses device \(index) (*); --backend auto \(software ? "uses the CPU (the device is software)" : "uses it too")\n")
        } else {
            stdout.write("--backend gpu fails; --backend auto uses the CPU\n")
        }
    }

    static func json(_ report: GPUDeviceReport) -> String {
        func s(_ x: String) -> String { JSONText.string(x) }
        let devices = report.devices.map { d in
            "{\"index\":\(d.index),\"platform\":\(s(d.platform.rawValue)),\"node\":\(s(d.node)),\"software\":\(d.isSoftware),"
                + "\"vendor\":\(s(d.vendor)),\"renderer\":\(s(d.renderer)),\"glVersion\":\(s(d.glVersion)),"
                + "\"glslVersion\":\(s(d.glslVersion)),\"compositing\":\(d.compositing.map { s($0.rawValue) } ?? "null"),"
                + "\"computeShaders\":\(d.hasComputeShaders),\"path\":\(d.automaticPath.map { s($0.rawValue) } ?? "null"),"
                + "\"pathReason\":\(s(d.pathReason))}"
        }
        // As the text says: the device --backend gpu uses, and the one
        // --backend auto uses (null: the CPU, when that device is software).
        let gpu = report.autoIndex.map(String.init) ?? "null"
        let auto = report.autoIndex.flatMap { report.devices[$0].isSoftware ? nil : String($0) } ?? "null"
        return "{\"devices\":[\(devices.joined(separator: ","))],\"gpu\":\(gpu),\"auto\":\(auto),"
            + "\"notes\":[\(report.notes.map(s).joined(separator: ","))]}\n"
    }
}
