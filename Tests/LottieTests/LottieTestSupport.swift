import CPURaster
import Geometry
import Layers
import Lottie
import Presentation
import Timeline

/// Small Lottie documents written for the tests: a 100×100 canvas at 10
/// frames per second (so frame f is f / 10 s), frames 0 to 20.
enum LottieJSON {
    static func document(_ layers: [String], assets: String = "[]", fr: Double = 10, ip: Double = 0,
                         op: Double = 20) -> String {
        """
        {"v": "5.7.0", "nm": "test", "fr": \(fr), "ip": \(ip), "op": \(op), "w": 100, "h": 100,
         "assets": \(assets), "layers": [\(layers.joined(separator: ","))]}
        """
    }

    /// A layer of type `ty` with transform `ks` and extra members.
    static func layer(_ ty: Int, name: String, ks: String = "{}", ind: Int? = nil, parent: Int? = nil,
                      ip: Double = 0, op: Double = 20, extra: String = "") -> String {
        var members = ["\"ty\": \(ty)", "\"nm\": \"\(name)\"", "\"ks\": \(ks)", "\"ip\": \(ip)", "\"op\": \(op)",
                       "\"st\": 0"]
        if let ind { members.append("\"ind\": \(ind)") }
        if let parent { members.append("\"parent\": \(parent)") }
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A shape layer holding `shapes` (a JSON array's elements).
    static func shapes(_ name: String, _ shapes: String, ks: String = "{}", ip: Double = 0, op: Double = 20) -> String {
        layer(4, name: name, ks: ks, ip: ip, op: op, extra: "\"shapes\": [\(shapes)]")
    }

    /// A red solid `w`×`h`.
    static func solid(_ name: String, w: Double = 20, h: Double = 10, color: String = "#ff0000", ks: String = "{}",
                      ind: Int? = nil, parent: Int? = nil, ip: Double = 0, op: Double = 20) -> String {
        layer(1, name: name, ks: ks, ind: ind, parent: parent, ip: ip, op: op,
              extra: "\"sw\": \(w), \"sh\": \(h), \"sc\": \"\(color)\"")
    }

    static func fill(_ rgb: String = "1,0,0", opacity: Double = 100, rule: Int = 1) -> String {
        "{\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [\(rgb),1]}, \"o\": {\"a\": 0, \"k\": \(opacity)}, \"r\": \(rule)}"
    }

    static func stroke(_ rgb: String = "0,0,1", width: Double = 4) -> String {
        "{\"ty\": \"st\", \"c\": {\"a\": 0, \"k\": [\(rgb),1]}, \"o\": {\"a\": 0, \"k\": 100}, \"w\": {\"a\": 0, \"k\": \(width)}, "
            + "\"lc\": 1, \"lj\": 1, \"ml\": 4}"
    }

    static func rect(center: String, size: String, roundness: Double = 0) -> String {
        "{\"ty\": \"rc\", \"d\": 1, \"p\": {\"a\": 0, \"k\": [\(center)]}, \"s\": {\"a\": 0, \"k\": [\(size)]}, "
            + "\"r\": {\"a\": 0, \"k\": \(roundness)}}"
    }

    /// A property animated from `from` at frame `t0` to `to` at `t1`,
    /// with easing handles `o`/`i` ("{x, y}") or a hold.
    static func animated(_ from: String, _ to: String, t0: Double = 0, t1: Double = 10,
                         o: String = "{\"x\": 0, \"y\": 0}", i: String = "{\"x\": 1, \"y\": 1}", hold: Bool = false) -> String {
        let h = hold ? ", \"h\": 1" : ""
        return "{\"a\": 1, \"k\": [{\"t\": \(t0), \"s\": [\(from)], \"o\": \(o), \"i\": \(i)\(h)}, {\"t\": \(t1), \"s\": [\(to)]}]}"
    }
}

extension LottieImport {
    init(json: String) throws {
        self = try LottieDecoder().decode(Array(json.utf8), file: "test.json")
    }

    init(json: String, reading: LottieReading) throws {
        var decoder = LottieDecoder()
        decoder.reading = reading
        self = try decoder.decode(Array(json.utf8), file: "test.json")
    }

    /// The presented layer named `name` at scene time `t` seconds.
    func layer(_ name: String, at t: Double) throws -> PresentedLayer {
        let tree = try scene.presentation(at: t)
        func find(_ l: PresentedLayer) -> PresentedLayer? {
            if l.name == name { return l }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        guard let found = find(tree.root) else { throw LottieTestError.noLayer(name) }
        return found
    }

    /// The RGBA (premultiplied, 0…255) of the CPU-rendered pixel whose
    /// center is (x + 0.5, y + 0.5) at scale 1, at time `t`.
    func pixel(_ x: Int, _ y: Int, at t: Double) throws -> [UInt8] {
        let bitmap = try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 1, canvas: scene.size))
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }
}

enum LottieTestError: Error { case noLayer(String) }

extension AnimatableValue {
    var number: Double? { if case .number(let v) = self { return v }; return nil }
    var point: Point? { if case .point(let v) = self { return v }; return nil }
    var bool: Bool? { if case .bool(let v) = self { return v }; return nil }
    var color: Color? { if case .color(let v) = self { return v }; return nil }
}

/// |a − b| ≤ tolerance.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
