import GPURaster
import Presentation

/// `flipbook devices [--json]`: the GPU devices in selection order.
enum DevicesCommand {
    static func run(_ words: [String], stdout: TextSink) throws {
        let args = try Arguments(words, command: "devices", options: [], flags: ["--json", "--help"])
        if args.has("--help") { stdout.write(Help.devices); return }
        guard args.positional.isEmpty else { throw CLIError.usage("devices takes no arguments, got '\(args.positional[0])'") }
        let report = GPUDevices.probe()
        if args.has("--json") {
            stdout.write(json(report))
            return
        }
        if report.devices.isEmpty { stdout.write("no GPU devices found\n") }
        for device in report.devices {
            let mark = device.index == report.autoIndex ? "*" : " "
            stdout.write("\(mark) \(device.description)\n")
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
                + "\"glslVersion\":\(s(d.glslVersion)),\"compositing\":\(d.compositing.map { s($0.rawValue) } ?? "null")}"
        }
        // As the text says: the device --backend gpu uses, and the one
        // --backend auto uses (null: the CPU, when that device is software).
        let gpu = report.autoIndex.map(String.init) ?? "null"
        let auto = report.autoIndex.flatMap { report.devices[$0].isSoftware ? nil : String($0) } ?? "null"
        return "{\"devices\":[\(devices.joined(separator: ","))],\"gpu\":\(gpu),\"auto\":\(auto),"
            + "\"notes\":[\(report.notes.map(s).joined(separator: ","))]}\n"
    }
}
