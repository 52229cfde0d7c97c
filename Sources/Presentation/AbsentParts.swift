import Geometry
import Timeline

/// Parts of a layer's own drawing that it is known not to have at any
/// time, so the display list need not read their properties.
struct AbsentParts: OptionSet, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No `backgroundColor` with alpha above 0.
    static let background = AbsentParts(rawValue: 1)
    /// No `borderWidth` above 0.
    static let border = AbsentParts(rawValue: 2)
    /// No `shadowOpacity` other than 0.
    static let shadow = AbsentParts(rawValue: 4)

    /// The parts absent from `model` (a layer's model values) that none of
    /// `animations` may write.
    init(model: [String: AnimatableValue], animations: [CompiledAnimation]) {
        func fixed(_ key: String) -> Bool { !animations.contains { $0.mayWrite(key) } }
        var parts: AbsentParts = []
        var background = Color.clear, width = 0.0, shadowOpacity = 0.0
        if case .color(let c)? = model["backgroundColor"] { background = c }
        if case .number(let w)? = model["borderWidth"] { width = w }
        if case .number(let o)? = model["shadowOpacity"] { shadowOpacity = o }
        if fixed("backgroundColor"), !(background.alpha > 0) { parts.insert(.background) }
        if fixed("borderWidth"), !(width > 0) { parts.insert(.border) }
        if fixed("shadowOpacity"), shadowOpacity == 0 { parts.insert(.shadow) }
        self = parts
    }
}
