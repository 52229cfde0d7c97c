import Foundation

/// Every numeric key of a Flipbook scene file (Sources/SceneFile/
/// SceneFile.schema.json), each as a small scene with a slot
/// (`AdversarialNumbers`), and scenes with big arrays.
enum AdversarialSceneKeys {
    static func scene(size: String = "[16,16]", loop: String = "1", extra: String = "", root: String = "",
                      sublayers: String = "") -> String {
        #"{"flipbook":1,"name":"scene","size":\#(size),"loopDuration":\#(loop),"framesPerSecond":30\#(extra),"root":{"bounds":[0,0,16,16],"position":[8,8],"backgroundColor":[0.2,0.4,0.6,1]\#(root),"sublayers":[\#(sublayers)]}}"#
    }

    /// A 4×4 layer with `properties`.
    static func layer(_ properties: String) -> String {
        #"{"bounds":[0,0,4,4],"position":[8,8],"backgroundColor":[1,0,0,1]\#(properties)}"#
    }

    static func shape(_ properties: String, path: String = #"[["M",0,0],["L",10,0],["L",10,10],["Z"]]"#) -> String {
        #"{"type":"shape","position":[2,2],"path":\#(path),"strokeColor":[1,1,1,1]\#(properties)}"#
    }

    static func gradient(_ properties: String) -> String {
        #"{"type":"gradient","bounds":[0,0,16,16],"position":[8,8],"colors":[[1,0,0,1],[0,0,1,1]]\#(properties)}"#
    }

    /// A layer with one animation of `keyPath` holding `properties`.
    static func animated(_ properties: String, type: String = "basic", keyPath: String = "opacity",
                         values: String = #""from":0,"to":1"#) -> String {
        layer(#","animations":[{"type":"\#(type)","keyPath":"\#(keyPath)",\#(values),"duration":1\#(properties)}]"#)
    }

    static func spring(_ parameters: String) -> String {
        layer(#","animations":[{"type":"spring","keyPath":"position.y","from":0,"to":8,"duration":1,"spring":{\#(parameters)}}]"#)
    }

    static let embeddedPNG = AdversarialLottieKeys.embeddedPNG

    /// (key, template).
    static let templates: [(String, String)] = [
        ("size[0]", scene(size: "[§,16]")),
        ("size[1]", scene(size: "[16,§]")),
        ("loopDuration", scene(loop: "§")),
        ("loopStart", scene(extra: #","loopStart":§"#)),
        ("framesPerSecond", scene(extra: #","framesPerSecond":§"#).replacingOccurrences(of: #""framesPerSecond":30,"#, with: "")),
        ("loopStart and loopDuration", scene(loop: "§1", extra: #","loopStart":§0"#)),
        ("root.bounds size", scene().replacingOccurrences(of: "[0,0,16,16]", with: "[0,0,§,§]")),
        ("root.bounds origin", scene().replacingOccurrences(of: "[0,0,16,16]", with: "[§,§,16,16]")),
        ("root.position", scene().replacingOccurrences(of: #""position":[8,8]"#, with: #""position":[§,§]"#)),
        ("anchorPoint", scene(sublayers: layer(#","anchorPoint":[§,§]"#))),
        ("transform m11", scene(sublayers: layer(#","transform":[§,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]"#))),
        ("transform m41/m42", scene(sublayers: layer(#","transform":[1,0,0,0,0,1,0,0,0,0,1,0,§,§,0,1]"#))),
        ("transform m34/m44", scene(sublayers: layer(#","transform":[1,0,0,0,0,1,0,0,0,0,1,§,0,0,0,§]"#))),
        ("opacity", scene(sublayers: layer(#","opacity":§"#))),
        ("cornerRadius", scene(sublayers: layer(#","cornerRadius":§,"masksToBounds":true"#))),
        ("borderWidth", scene(sublayers: layer(#","borderWidth":§"#))),
        ("contentsScale", scene(sublayers: layer(#","contents":"\#(embeddedPNG)","contentsScale":§"#))),
        ("shadowOpacity", scene(sublayers: layer(#","shadowOpacity":§,"shadowRadius":2"#))),
        ("shadowOffset", scene(sublayers: layer(#","shadowOpacity":1,"shadowOffset":[§,§]"#))),
        ("shadowRadius", scene(sublayers: layer(#","shadowOpacity":1,"shadowRadius":§"#))),
        ("path coordinates", scene(sublayers: shape("", path: #"[["M",§,0],["L",10,§],["C",§,1,2,3,4,5],["Z"]]"#))),
        ("lineWidth", scene(sublayers: shape(#","lineWidth":§"#))),
        ("miterLimit", scene(sublayers: shape(#","miterLimit":§,"lineJoin":"miter""#))),
        ("lineDashPattern", scene(sublayers: shape(#","lineDashPattern":[§,§]"#))),
        ("lineDashPattern tiny dash", scene(sublayers: shape(#","lineDashPattern":[§,1e-300]"#))),
        ("lineDashPhase", scene(sublayers: shape(#","lineDashPattern":[2,2],"lineDashPhase":§"#))),
        ("strokeStart/strokeEnd", scene(sublayers: shape(#","strokeStart":§,"strokeEnd":§"#))),
        ("locations", scene(sublayers: gradient(#","locations":[§,§]"#))),
        ("startPoint/endPoint", scene(sublayers: gradient(#","startPoint":[§,§],"endPoint":[§,0]"#))),
        ("focalPoint", scene(sublayers: gradient(#","gradientType":"radial","focalPoint":[§,§]"#))),
        ("fontSize", scene(sublayers: #"{"type":"text","bounds":[0,0,16,16],"position":[8,8],"string":"Hi","fontSize":§}"#)),
        ("instances[].position/timeShift", scene(sublayers: #"{"type":"instanced","template":\#(layer(#","animations":[{"type":"basic","keyPath":"opacity","from":0,"to":1,"duration":1,"repeatCount":"infinity"}]"#)),"instances":[{"position":[§,§],"timeShift":§}]}"#)),
        ("instances[].offset/optionalTracks", scene(sublayers: #"{"type":"instanced","template":\#(layer("")),"optionalTrackKeys":[],"instances":[{"position":[2,2],"offset":[§,§],"optionalTracks":§}]}"#)),
        ("animation beginTime", scene(sublayers: animated(#","beginTime":§"#))),
        ("animation duration", scene(sublayers: animated("").replacingOccurrences(of: #""duration":1"#, with: #""duration":§"#))),
        ("animation speed", scene(sublayers: animated(#","speed":§"#))),
        ("animation timeOffset", scene(sublayers: animated(#","timeOffset":§"#))),
        ("animation repeatCount", scene(sublayers: animated(#","repeatCount":§"#))),
        ("animation repeatCount with autoreverses", scene(sublayers: animated(#","repeatCount":§,"autoreverses":true,"speed":1e-300"#))),
        ("animation repeatDuration", scene(sublayers: animated(#","repeatDuration":§"#))),
        ("animation beginTime and duration", scene(sublayers: animated(#","beginTime":§0"#).replacingOccurrences(of: #""duration":1"#, with: #""duration":§1"#))),
        ("basic from/to", scene(sublayers: animated("", keyPath: "position.x", values: #""from":§,"to":§"#))),
        ("basic by (cumulative)", scene(sublayers: animated(#","cumulative":true,"repeatCount":§"#, keyPath: "position.x", values: #""by":§"#))),
        ("keyframe keyTimes", scene(sublayers: animated("", type: "keyframe", values: #""values":[0,1,0],"keyTimes":[0,§,1]"#))),
        ("keyframe values", scene(sublayers: animated("", type: "keyframe", keyPath: "transform.rotation.z", values: #""values":[§,0,§]"#))),
        ("keyframe paced", scene(sublayers: animated(#","calculationMode":"paced""#, type: "keyframe", keyPath: "position", values: #""values":[[0,0],[§,§],[0,0]]"#))),
        ("timingFunction", scene(sublayers: animated(#","timingFunction":[§,§,0.5,1]"#))),
        ("spring mass/stiffness", scene(sublayers: spring(#""mass":§,"stiffness":§"#))),
        ("spring damping/initialVelocity", scene(sublayers: spring(#""mass":1,"stiffness":100,"damping":§,"initialVelocity":§"#))),
        ("spring completionTime", scene(sublayers: spring(#""mass":1,"stiffness":100,"damping":10,"completionTime":§"#))),
        ("spring response/dampingFraction", scene(sublayers: spring(#""response":§,"dampingFraction":§"#))),
        ("spring duration/dampingRatio", scene(sublayers: spring(#""duration":§,"dampingRatio":§"#))),
        ("group beginTime/duration", scene(sublayers: layer(#","animations":[{"type":"group","duration":§,"beginTime":§,"animations":[{"type":"basic","keyPath":"opacity","from":0,"to":1,"duration":1}]}]"#))),
    ]

    /// (label, document): big arrays, bounded.
    static func bigCounts() -> [(String, String)] {
        let sublayers = (0..<10_001).map { _ in layer("") }.joined(separator: ",")
        let elements = (0..<100_000).map { #"["L",\#($0 % 16),\#(($0 * 5) % 16)]"# }.joined(separator: ",")
        let values = (0..<100_000).map { String($0 % 2) }.joined(separator: ",")
        let instances = (0..<5_000).map { #"{"position":[\#($0 % 16),\#($0 % 16)],"timeShift":\#($0)}"# }.joined(separator: ",")
        let numbers = String(repeating: "1e300,", count: 399_999) + "1e300"
        return [
            ("10 001 sublayers (one past the limit)", scene(sublayers: sublayers)),
            ("100 001 path elements (one past the limit)", scene(sublayers: shape("", path: #"[["M",0,0],\#(elements)]"#))),
            ("100 000 keyframe values", scene(sublayers: animated("", type: "keyframe", values: #""values":[\#(values)]"#))),
            ("5 000 instances", scene(sublayers: #"{"type":"instanced","template":\#(layer("")),"instances":[\#(instances)]}"#)),
            ("400 000 numbers in a dash pattern", scene(sublayers: shape(#","lineDashPattern":[\#(numbers)]"#))),
        ]
    }
}
