import Geometry
import Layers
import Presentation
import SceneFile
import Timeline

extension LottieImporting {
    /// Lottie layer types (`ty`) and what they are called in warnings.
    static let layerTypeNames = [0: "precomposition", 1: "solid", 2: "image", 3: "null", 4: "shape", 5: "text",
                                 6: "audio", 13: "camera"]

    /// A composition's `layers` drawn into `container`, the first listed
    /// on top. `precomps` are the asset ids being expanded (a cycle is an
    /// error).
    func composition(_ item: SceneFileItem, into container: Layer, depth: Int, precomps: [String]) throws {
        let layers = try item.array()
        var byIndex: [Double: SceneFileItem] = [:]
        for layer in layers {
            _ = try layer.requireObject()
            guard let ind = layer.field("ind") else { continue }
            let key = try ind.finiteNumber()
            guard byIndex[key] == nil else { throw ind.error("duplicate layer index ind \(JSONText.number(key))") }
            byIndex[key] = layer
        }
        // Built in document order (so warnings name first uses), added
        // last to first.
        let built = try layers.indices.map {
            try withBlendMode(of: layers[$0],
                              try mattedLayer(at: $0, of: layers, byIndex: byIndex, depth: depth + 1, precomps: precomps))
        }
        for layer in built.reversed() {
            if let layer { container.addSublayer(layer) }
        }
    }

    /// One Lottie layer: copies of its parents' transforms (without their
    /// opacity or visibility, as Lottie parenting shares only the
    /// transform), then its own transform, opacity and in/out points,
    /// then its content and masks. Nil for layers that draw nothing here
    /// (a matte source `td` only as a matte: `asMatte`).
    func lottieLayer(_ item: SceneFileItem, byIndex: [Double: SceneFileItem], depth: Int,
                     precomps: [String], asMatte: Bool = false) throws -> Layer? {
        guard let tyItem = item.field("ty") else { throw item.error("missing required key \"ty\"") }
        let ty = try tyItem.finiteNumber()
        try warnUnsupported(layer: item)
        if try item.flag("hd") { return nil }
        if try item.flag("td"), !asMatte { return nil }  // a matte source is never drawn itself
        guard [0, 1, 2, 4, 5].contains(ty) else {
            if ty != 3 {
                let name = Int(exactly: ty).flatMap { Self.layerTypeNames[$0] }.map { " (\($0))" } ?? ""
                warn("layer type \(JSONText.number(ty))\(name)", at: tyItem)
            }
            return nil
        }
        var d = depth
        var top: Layer?, attach: Layer?
        func push(_ pair: (outer: Layer, inner: Layer)) {
            if let attach { attach.addSublayer(pair.outer) } else { top = pair.outer }
            attach = pair.inner
        }
        for ancestor in try parentChain(of: item, byIndex: byIndex) {
            push(try transformLayers(ancestor.field("ks"), opacity: false, autoOrient: try ancestor.flag("ao"), depth: &d,
                                     at: ancestor))
        }
        let own = try transformLayers(item.field("ks"), opacity: true, autoOrient: try item.flag("ao"), depth: &d, at: item)
        own.outer.name = try item.field("nm")?.string()
        try visibility(of: item, on: own.outer)
        // The shadow goes where lottie-ios's contentsLayer carries it,
        // inside the whole transform and with the mask: Core Animation
        // draws a layer's shadow in the layer's own space, so a keyframed
        // scale or rotation scales and turns its offset and blur too, and
        // the layer's mask clips it.
        try applyDropShadow(of: item, to: own.inner)
        push(own)
        switch ty {
        case 0: try precomposition(item, into: own.inner, depth: d, precomps: precomps)
        case 1: try solid(item, into: own.inner, depth: d)
        case 2: try image(item, into: own.inner, depth: d)
        case 5: try text(item, into: own.inner, depth: d)
        default: try shapeItems(try item.field("shapes")?.array() ?? [], into: own.inner, depth: d)
        }
        try applyMasks(of: item, to: own.inner, depth: d)
        return top
    }

    /// Warnings for what a layer asks for that is not drawn.
    private func warnUnsupported(layer item: SceneFileItem) throws {
        if let tt = item.field("tt"), !(0...4).contains(try tt.finiteNumber()) {
            warn("track matte type tt \(JSONText.number(try tt.finiteNumber()))", at: tt)
        }
        try warnUnsupportedEffects(of: item)
        if let tm = item.field("tm"), try item.number("ty", default: 0) != 0 { warn("time remapping (not on a precomposition)", at: tm) }
    }

    /// The layers `item`'s `parent` chain names, outermost first. A
    /// `parent` naming no layer of the composition ends the chain there,
    /// with a warning: lottie-ios finds no parent layer and leaves the
    /// layer (or the ancestor that names it) unparented, so it is drawn
    /// in the composition's own space.
    private func parentChain(of item: SceneFileItem, byIndex: [Double: SceneFileItem]) throws -> [SceneFileItem] {
        var chain: [SceneFileItem] = [], seen: Set<Double> = []
        var cursor = item
        while let parent = cursor.field("parent") {
            let ind = try parent.finiteNumber()
            guard let next = byIndex[ind] else {
                warn("parent ind \(JSONText.number(ind)) names no layer", at: parent,
                     consequence: "(drawn without a parent, as lottie-ios)", once: "missing parent")
                break
            }
            guard seen.insert(ind).inserted else { throw parent.error("the parent chain loops back on itself") }
            chain.insert(next, at: 0)
            cursor = next
        }
        return chain
    }

    /// In and out points (`ip`, `op`, frames of the layer's composition)
    /// as lottie-ios' visibility animation: hidden in the model, shown
    /// by a discrete "hidden" keyframe animation over [ip, op), or over
    /// [ip, end) for a layer that ends with the root (`shownUntil`).
    private func visibility(of item: SceneFileItem, on layer: Layer) throws {
        guard let ipItem = item.field("ip"), let opItem = item.field("op") else {
            throw item.error("a layer needs its in and out points \"ip\" and \"op\"")
        }
        let ip = try ipItem.finiteNumber(), op = try opItem.finiteNumber()
        layer.isHidden = true
        guard op > ip else { return }
        let end = shownUntil(outPoint: op)
        let shown = Animation.Kind.keyframe(values: [.bool(false)], keyTimes: [0, 1], timingFunctions: [],
                                            calculationMode: .discrete)
        try add(Animation(keyPath: "hidden", kind: shown,
                          timing: MediaTiming(beginTime: ip / framesPerSecond, duration: (end - ip) / framesPerSecond)),
                to: layer, at: item)
    }

    /// The frame (of the composition being built) where a layer with out
    /// point `op` hides: `op`, except for a layer that ends where the
    /// root does. lottie-ios, paused on a frame, plays the root over
    /// [ip, op + 1) so that frame op can be shown, and keeps "anything
    /// visible during the last frame" visible to that end; so at the
    /// root's op, progress 1, such a layer still shows beside those that
    /// start at op (Issues/issue_2209's frame 10). Its out point maps to
    /// the root through the precompositions' `st` and `sr` (equal within
    /// 1e-9 frames, for the rounding of that map); inside a time remap
    /// lottie-ios keeps [ip, op), and so does this.
    func shownUntil(outPoint op: Double) -> Double {
        guard let toRoot = compositionToRoot,
              abs(toRoot.offset + toRoot.scale * op - rootFrames.upperBound) <= 1e-9 * max(1, abs(op)) else { return op }
        return (rootFrames.upperBound + 1 - toRoot.offset) / toRoot.scale
    }

    /// A solid: a `sw`×`sh` rectangle of color `sc` from the layer's origin.
    private func solid(_ item: SceneFileItem, into layer: Layer, depth: Int) throws {
        let solid = try makeLayer(Layer.init, depth: depth, at: item)
        solid.anchorPoint = .zero
        solid.bounds = Rect(x: 0, y: 0, width: max(try item.number("sw", default: 0), 0),
                            height: max(try item.number("sh", default: 0), 0))
        solid.backgroundColor = try item.field("sc").map { try hexColor($0) } ?? .black
        layer.addSublayer(solid)
    }

    /// "#rrggbb" (or "#rrggbbaa").
    private func hexColor(_ item: SceneFileItem) throws -> Color {
        let text = try item.string()
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let bits = UInt64(text.dropFirst(), radix: 16) else {
            throw item.error("expected a color \"#rrggbb\", got \(JSONText.string(text))")
        }
        if text.count == 7 { return Color(hex: UInt32(bits)) }
        return Color(hex: UInt32(bits >> 8), alpha: Double(bits & 0xFF) / 255)
    }

    /// A precomposition layer: the asset's layers in a `w`×`h` container
    /// that clips them and runs their time from the layer's start time
    /// `st` at 1/`sr` speed: child frame = (frame − st) / sr.
    private func precomposition(_ item: SceneFileItem, into layer: Layer, depth: Int, precomps: [String]) throws {
        guard let ref = item.field("refId") else { throw item.error("missing required key \"refId\"") }
        let id = try ref.string()
        guard let asset = assets[id] else {
            // lottie-ios makes no content for a precomposition without its
            // asset: the layer keeps its transform and draws nothing.
            warn("refId \(JSONText.string(id)) names no precomposition asset", at: ref,
                 consequence: "(the layer draws nothing, as lottie-ios)", once: "missing asset")
            return
        }
        guard !precomps.contains(id) else { throw ref.error("precomposition \(JSONText.string(id)) contains itself") }
        let container = try makeLayer(Layer.init, depth: depth, at: item)
        container.anchorPoint = .zero
        if let w = item.field("w"), let h = item.field("h") {
            container.bounds = Rect(x: 0, y: 0, width: max(try w.finiteNumber(), 0), height: max(try h.finiteNumber(), 0))
            container.masksToBounds = true
        }
        let st = try item.number("st", default: 0)
        let srItem = item.field("sr")
        let sr = try srItem?.positiveNumber() ?? 1
        guard sr.isFinite else { throw srItem!.error("the time stretch sr must be finite") }
        container.timing = MediaTiming(beginTime: st / framesPerSecond, speed: 1 / sr)
        guard let layers = asset.field("layers") else { throw asset.error("missing required key \"layers\"") }
        let outerTime = compositionToRoot
        compositionToRoot = item.field("tm") == nil ? outerTime.map { ($0.offset + $0.scale * st, $0.scale * sr) } : nil
        defer { compositionToRoot = outerTime }
        try composition(layers, into: container, depth: depth, precomps: precomps + [id])
        if let tm = item.field("tm") {
            try remapTime(tm, of: item, container: container, inRoot: precomps.isEmpty, parentToRoot: outerTime)
        }
        layer.addSublayer(container)
    }
}
