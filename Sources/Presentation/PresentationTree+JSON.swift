import Geometry
import Paths
import Support
import Timeline

extension PresentationTree {
    /// The tree as `flipbook inspect --json` prints it:
    /// `{"scene":…, "time":…, "size":[w,h], "layers":[…]}` with one entry
    /// per layer depth-first (`allLayers`): name, path, type, properties
    /// keyed by Core Animation key path, and for instanced layers every
    /// copy's opacity, transform.scale and position. Values are numbers or
    /// arrays: points [x,y], sizes [w,h], rects [x,y,w,h], colors
    /// [r,g,b,a] (0…1), transforms the 16 fields m11…m44, paths arrays of
    /// elements ["M",x,y] ["L",x,y] ["Q",cx,cy,x,y] ["C",…] ["Z"], Booleans
    /// 0 or 1. Keys are sorted so output is stable.
    public var json: String {
        let layers = allLayers.map { layer -> String in
            var fields = [
                "\"name\":\(JSONText.string(layer.name))",
                "\"path\":\(JSONText.string(layer.path))",
                "\"type\":\(JSONText.string(layer.typeName))",
                "\"properties\":" + JSONText.object(layer.values.mapValues(JSONText.value)),
            ]
            if layer.template != nil {
                let copies = layer.instances.map { i in
                    JSONText.object([
                        "opacity": JSONText.number(i.opacity),
                        "transform.scale": JSONText.number(i.scale),
                        "position": JSONText.numbers([i.position.x, i.position.y]),
                    ])
                }
                fields.append("\"instances\":[" + copies.joined(separator: ",") + "]")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"scene\":\(JSONText.string(sceneName)),\"time\":\(JSONText.number(time)),"
            + "\"size\":\(JSONText.numbers([size.width, size.height])),"
            + "\"layers\":[\n" + layers.joined(separator: ",\n") + "\n]}\n"
    }
}

/// Minimal JSON writing with stable key order, for every JSON output of
/// Flipbook (inspect, bench, devices).
public enum JSONText {
    /// A JSON number (`null` when not finite).
    public static func number(_ v: Double) -> String { NumberText.json(v) }

    /// A JSON array of numbers.
    public static func numbers(_ vs: [Double]) -> String { "[" + vs.map(number).joined(separator: ",") + "]" }

    /// A JSON object from already-encoded member values, keys sorted.
    public static func object(_ members: [String: String]) -> String {
        "{" + members.keys.sorted().map { "\(string($0)):\(members[$0]!)" }.joined(separator: ",") + "}"
    }

    /// A quoted, escaped JSON string.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func value(_ v: AnimatableValue) -> String {
        switch v {
        case .number(let x): return number(x)
        case .point(let p): return numbers([p.x, p.y])
        case .size(let s): return numbers([s.width, s.height])
        case .rect(let r): return numbers([r.origin.x, r.origin.y, r.size.width, r.size.height])
        case .color(let c): return numbers(c.components)
        case .transform(let t): return numbers(t.fields)
        case .path(let p): return path(p)
        case .colors(let cs): return "[" + cs.map { numbers($0.components) }.joined(separator: ",") + "]"
        case .numbers(let xs): return numbers(xs)
        case .bool(let b): return b ? "1" : "0"
        }
    }

    static func path(_ p: Path) -> String {
        let elements = p.elements.map { e -> String in
            switch e {
            case .move(let a): return "[\"M\",\(number(a.x)),\(number(a.y))]"
            case .line(let a): return "[\"L\",\(number(a.x)),\(number(a.y))]"
            case .quad(let c, let a): return "[\"Q\",\(numbers([c.x, c.y, a.x, a.y]).dropFirst().dropLast())]"
            case .cubic(let c1, let c2, let a):
                return "[\"C\",\(numbers([c1.x, c1.y, c2.x, c2.y, a.x, a.y]).dropFirst().dropLast())]"
            case .close: return "[\"Z\"]"
            }
        }
        return "[" + elements.joined(separator: ",") + "]"
    }
}
