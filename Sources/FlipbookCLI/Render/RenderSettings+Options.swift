import GPURaster
import Manifest
import Presentation
import Scenes

/// The settings a render records in its manifest, from its options.
extension RenderSettings {
    /// The settings of a render with `options`, drawn by `renderer`.
    init(options: RenderOptions, renderer: any RenderBackend) {
        let numbers = options.plan.numbers
        let gpu = renderer as? GPURenderer
        // A scene file has no parameters; a built-in lists every one it declares.
        let parameters = options.sceneFileDigest != nil ? [:]
            : Self.canonicalParameters(scene: options.sceneName, assignments: options.parameters)
        self.init(flipbook: Flipbook.version, scene: options.sceneName, sceneFile: options.sceneFileDigest,
                  parameters: parameters, firstFrame: numbers.lowerBound, endFrame: numbers.upperBound,
                  framesPerSecond: options.framesPerSecond, canvasWidth: options.canvas.width,
                  canvasHeight: options.canvas.height, scale: options.scale, pixelWidth: options.pixelSize.width,
                  pixelHeight: options.pixelSize.height, backend: gpu == nil ? "cpu" : "gpu",
                  device: gpu.map { "\($0.device.renderer); \($0.device.glVersion)" },
                  compositing: gpu.map { $0.compositing?.rawValue ?? "\($0.path.rawValue) path" },
                  pngLevel: options.pngLevel)
    }

    /// Every parameter the scene declares, at its given or default value,
    /// in one spelling per value (numbers as Swift prints a Double, whole
    /// numbers without sign or zeros in front, colors in upper case), so
    /// spellings of one value agree. Assignments were validated when the
    /// scene was built; a later one for the same name wins, as there.
    static func canonicalParameters(scene: String, assignments: [String]) -> [String: String] {
        guard let declared = BuiltInScenes.named(scene)?.parameters else { return [:] }
        var given: [String: String] = [:]
        for assignment in assignments {
            guard let eq = assignment.firstIndex(of: "=") else { continue }
            given[String(assignment[..<eq])] = String(assignment[assignment.index(after: eq)...])
        }
        var result: [String: String] = [:]
        for parameter in declared {
            let text = given[parameter.name] ?? parameter.defaultValue
            switch parameter.kind {
            case .number: result[parameter.name] = Double(text).map { "\($0)" } ?? text
            case .integer: result[parameter.name] = Int(text).map { "\($0)" } ?? text
            case .color: result[parameter.name] = text.uppercased()
            }
        }
        return result
    }
}
