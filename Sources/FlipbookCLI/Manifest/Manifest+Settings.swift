import GPURaster
import Presentation
import Scenes

extension RenderSettings {
    /// The settings of a render with `options`, drawn by `renderer`.
    init(options: RenderOptions, renderer: any RenderBackend) {
        let numbers = options.plan.numbers
        flipbook = Flipbook.version
        scene = options.sceneName
        sceneFile = options.sceneFileDigest
        // A scene file has no parameters; a built-in lists every one it declares.
        parameters = sceneFile != nil ? [:]
            : Self.canonicalParameters(scene: options.sceneName, assignments: options.parameters)
        firstFrame = numbers.lowerBound
        endFrame = numbers.upperBound
        framesPerSecond = options.framesPerSecond
        canvasWidth = options.canvas.width
        canvasHeight = options.canvas.height
        scale = options.scale
        (pixelWidth, pixelHeight) = options.pixelSize
        if let gpu = renderer as? GPURenderer {
            backend = "gpu"
            device = "\(gpu.device.renderer); \(gpu.device.glVersion)"
            compositing = gpu.compositing?.rawValue ?? "\(gpu.path.rawValue) path"
        } else {
            backend = "cpu"
        }
        pngLevel = options.pngLevel
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

    /// The settings that differ from `other`, each as
    /// `name (mine vs theirs)`, in name order; empty when they agree.
    func differences(from other: RenderSettings) -> [String] {
        let mine = Self.fields(self), theirs = Self.fields(other)
        return Set(mine.keys).union(theirs.keys).sorted().compactMap { key in
            let a = mine[key] ?? "none", b = theirs[key] ?? "none"
            return a == b ? nil : "\(key) (\(a) vs \(b))"
        }
    }

    /// Each field as text, scene parameters one by one
    /// (`parameters.count`); an absent optional is "none".
    private static func fields(_ settings: RenderSettings) -> [String: String] {
        var fields: [String: String] = [:]
        for child in Mirror(reflecting: settings).children {
            guard let label = child.label else { continue }
            if let parameters = child.value as? [String: String] {
                for (name, value) in parameters { fields["\(label).\(name)"] = value }
            } else {
                fields[label] = describe(child.value)
            }
        }
        return fields
    }

    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return "\(value)" }
        return mirror.children.first.map { describe($0.value) } ?? "none"
    }
}
