import Foundation

/// What a benchmark result depends on besides the code: the build, the
/// machine and how busy it was. Recorded with every result, so figures from
/// different runs are only compared when these match.
package struct BenchEnvironment {
    /// "release" or "debug" (`swift build -c release` for real figures).
    package var build: String
    /// The Swift compiler the binary was built with (major.minor lower bound).
    package var compiler: String
    /// CPU model from /proc/cpuinfo, or "unknown".
    package var cpu: String
    /// Active processor count.
    package var cores: Int
    /// The 1-minute load average when the run started: on a shared machine
    /// a load above the core count means the figures are pessimistic.
    package var loadAverage: Double?
    /// The renderer: "cpu", or the GPU's renderer string and sample count.
    package var backend: String

    package init(backend: String) {
        #if DEBUG
        build = "debug"
        #else
        build = "release"
        #endif
        #if compiler(>=6.2)
        compiler = "swift 6.2+"
        #elseif compiler(>=6.1)
        compiler = "swift 6.1"
        #else
        compiler = "swift 6.0"
        #endif
        cpu = Self.cpuModel() ?? "unknown"
        cores = ProcessInfo.processInfo.activeProcessorCount
        loadAverage = Self.loadAverage()
        self.backend = backend
    }

    package var json: JSONValue {
        .object([("build", .string(build)), ("compiler", .string(compiler)), ("cpu", .string(cpu)),
                 ("cores", .integer(cores)), ("loadAverage", loadAverage.map { .number($0) } ?? .string("unknown")),
                 ("backend", .string(backend))])
    }

    package var text: String {
        var s = "\(build) build (\(compiler)), \(cores) cores, \(cpu)"
        if let loadAverage { s += String(format: ", load %.2f", loadAverage) }
        return s
    }

    package static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    package static func loadAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }
}
