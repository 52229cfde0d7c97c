import Foundation

/// Every numeric key the Lottie importer reads (Sources/Lottie), each as a
/// small document with a slot (`AdversarialNumbers`), and documents with
/// big arrays. Keyframe times are the `§0`/`§1` pairs.
enum AdversarialLottieKeys {
    /// A whole document around `layers`.
    static func doc(fr: String = "30", ip: String = "0", op: String = "2", w: String = "16", h: String = "16",
                    assets: String = "[]", extra: String = "", layers: String) -> String {
        #"{"v":"5.7.0","fr":\#(fr),"ip":\#(ip),"op":\#(op),"w":\#(w),"h":\#(h),"assets":\#(assets)\#(extra),"layers":[\#(layers)]}"#
    }

    static func solid(_ ks: String = "", extra: String = "") -> String {
        #"{"ty":1,"sw":16,"sh":16,"sc":"\u00233366cc","ip":0,"op":2\#(extra),"ks":{\#(ks)}}"#
    }

    /// A whole document of one shape layer holding `items`.
    static func shapes(_ items: String, ks: String = "") -> String {
        doc(layers: #"{"ty":4,"ip":0,"op":2,"ks":{\#(ks)},"shapes":[\#(items)]}"#)
    }

    static func still(_ k: String) -> String { #"{"a":0,"k":\#(k)}"# }

    /// Two keyframes at times §0 and §1 with values `s0`, `s1`.
    static func keys(_ s0: String, _ s1: String, extra: String = "") -> String {
        #"{"a":1,"k":[{"t":§0,"s":\#(s0),"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}\#(extra)},{"t":§1,"s":\#(s1)}]}"#
    }

    static let rect = #"{"ty":"rc","p":{"a":0,"k":[8,8]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#
    static let star = #"{"ty":"sr","sy":1,"p":{"a":0,"k":[8,8]},"pt":{"a":0,"k":5},"or":{"a":0,"k":6},"ir":{"a":0,"k":3},"os":{"a":0,"k":0},"is":{"a":0,"k":0},"r":{"a":0,"k":0}}"#
    static let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    static let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":2,"ml":4}"#

    /// A rect, then `item`, then a stroke: the item acts on the rect.
    static func modifier(_ item: String) -> String { shapes("\(rect),\(item),\(stroke)") }

    static func trim(s: String = still("0"), e: String = still("50"), o: String = still("0"), m: String = "1") -> String {
        modifier(#"{"ty":"tm","s":\#(s),"e":\#(e),"o":\#(o),"m":\#(m)}"#)
    }

    /// A repeater over a rect; `tr` replaces keys of its transform
    /// (`["r": …]`), which holds each key once.
    static func repeater(c: String = still("3"), o: String = still("0"), tr: [String: String] = [:]) -> String {
        let defaults: [(String, String)] = [("p", still("[2,0]")), ("a", still("[0,0]")), ("s", still("[100,100]")), ("r", still("0")),
                                            ("so", still("100")), ("eo", still("50"))]
        let transform = defaults.map { key, value in #""\#(key)":\#(tr[key] ?? value)"# }.joined(separator: ",")
        return modifier(#"{"ty":"rp","c":\#(c),"o":\#(o),"m":1,"tr":{"ty":"tr",\#(transform)}}"#)
    }

    static func gradient(p: String = "2", k: String = "[0,1,0,0,1,0,0,1]", t: String = "1", extra: String = "") -> String {
        shapes(#"\#(rect),{"ty":"gf","o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"t":\#(t),"g":{"p":\#(p),"k":{"a":0,"k":\#(k)}}\#(extra)}"#)
    }

    static func path(_ v: String) -> String {
        #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":\#(v),"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}"#
    }

    static let precompAsset = #"[{"id":"c","w":16,"h":16,"layers":[\#(solid())]}]"#

    static func precomp(_ extra: String, w: String = "16", h: String = "16") -> String {
        doc(assets: precompAsset, layers: #"{"ty":0,"refId":"c","w":\#(w),"h":\#(h),"ip":0,"op":2,"ks":{}\#(extra)}"#)
    }

    static func dropShadow(_ index: Int) -> String {
        let values = ["[0,0,0,1]", "128", "135", "4", "2", "0"].enumerated().map { i, v in
            #"{"ty":\#(i == 0 ? 2 : 0),"v":{"a":0,"k":\#(i == index ? "§" : v)}}"#
        }
        return doc(layers: solid(extra: #","ef":[{"ty":25,"ef":[\#(values.joined(separator: ","))]}]"#))
    }

    static let fonts = #","fonts":{"list":[{"fName":"F","fFamily":"F","fStyle":"Regular"}]}"#

    static func text(size: String = "12", lh: String = "14", tr: String = "0", j: String = "0", w: String = "10",
                     charSize: String = "12") -> String {
        let glyph = #"{"ty":"gr","it":[\#(path("[[0,0],[10,0],[10,10]]"))]}"#
        let chars = #","chars":[{"ch":"A","size":\#(charSize),"style":"Regular","w":\#(w),"fFamily":"F","data":{"shapes":[\#(glyph)]}}]"#
        let layer = #"{"ty":5,"ip":0,"op":2,"ks":{},"t":{"d":{"k":[{"s":{"s":\#(size),"f":"F","t":"AA\rA","j":\#(j),"tr":\#(tr),"lh":\#(lh),"fc":[1,0,0]},"t":0}]},"p":{},"m":{"a":{"a":0,"k":[0,0]}},"a":[]}}"#
        return doc(extra: fonts + chars, layers: layer)
    }

    /// A tiny embedded PNG (8×8, solid), for image-asset keys.
    static let embeddedPNG = "data:image/png;base64," + AdversarialRunner.secretPNG.base64EncodedString()

    static func image(w: String = "8", h: String = "8") -> String {
        doc(assets: #"[{"id":"i","w":\#(w),"h":\#(h),"u":"","p":"\#(embeddedPNG)","e":1}]"#,
            layers: #"{"ty":2,"refId":"i","ip":0,"op":2,"ks":{}}"#)
    }

    /// (key, template): every numeric key, one document each.
    static let templates: [(String, String)] = [
        ("fr", doc(fr: "§", layers: solid())),
        ("ip", doc(ip: "§", layers: solid())),
        ("op", doc(op: "§", layers: solid())),
        ("ip and op keyframe-like pair", doc(ip: "§0", op: "§1", layers: solid())),
        ("w", doc(w: "§", layers: solid())),
        ("h", doc(h: "§", layers: solid())),
        ("layers[0].ip", doc(layers: #"{"ty":1,"sw":16,"sh":16,"sc":"\u00233366cc","ip":§,"op":2,"ks":{}}"#)),
        ("layers[0].op", doc(layers: #"{"ty":1,"sw":16,"sh":16,"sc":"\u00233366cc","ip":0,"op":§,"ks":{}}"#)),
        ("layers[0].st", doc(layers: solid(extra: #","st":§"#))),
        ("layers[0].sr", doc(layers: solid(extra: #","sr":§"#))),
        ("layers[0].sw", doc(layers: #"{"ty":1,"sw":§,"sh":16,"sc":"\u00233366cc","ip":0,"op":2,"ks":{}}"#)),
        ("layers[0].sh", doc(layers: #"{"ty":1,"sw":16,"sh":§,"sc":"\u00233366cc","ip":0,"op":2,"ks":{}}"#)),
        ("layers[].ind/parent", doc(layers: #"{"ty":3,"ind":§,"ip":0,"op":2,"ks":{}},\#(solid(extra: #","parent":§"#))"#)),
        ("layers[0].ty", doc(layers: #"{"ty":§,"ip":0,"op":2,"ks":{}}"#)),
        ("layers[0].bm", doc(layers: solid(extra: #","bm":§"#))),
        ("layers[1].tt/tp", doc(layers: #"\#(solid(extra: #","ind":1,"td":1"#)),\#(solid(extra: #","tt":§,"tp":§"#))"#)),
        ("layers[0].ddd/ao", doc(layers: solid(extra: #","ddd":§,"ao":§"#))),
        ("ks.p", doc(layers: solid(#""p":{"a":0,"k":[§,§]}"#))),
        ("ks.a", doc(layers: solid(#""a":{"a":0,"k":[§,§,0]}"#))),
        ("ks.s", doc(layers: solid(#""s":{"a":0,"k":[§,§]}"#))),
        ("ks.r", doc(layers: solid(#""r":{"a":0,"k":§}"#))),
        ("ks.o", doc(layers: solid(#""o":{"a":0,"k":§}"#))),
        ("ks.sk", doc(layers: solid(#""sk":{"a":0,"k":§},"sa":{"a":0,"k":30}"#))),
        ("ks.sa", doc(layers: solid(#""sk":{"a":0,"k":10},"sa":{"a":0,"k":§}"#))),
        ("ks.p keyframe t", doc(layers: solid(#""p":\#(keys("[0,0]", "[8,8]"))"#))),
        ("ks.p keyframe s", doc(layers: solid(#""p":{"a":1,"k":[{"t":0,"s":[§,§]},{"t":1,"s":[8,8]}]}"#))),
        ("ks.p keyframe to/ti", doc(layers: solid(#""p":\#(keys("[0,0]", "[8,8]", extra: #","to":[§,§],"ti":[§,0]"#))"#))),
        ("ks.p spatial keyframe t with ao", doc(layers: solid(#""p":\#(keys("[0,0]", "[8,8]", extra: #","to":[4,0],"ti":[0,4]"#))"#, extra: #","ao":1"#))),
        ("ks.p split x/y keyframe t with ao", doc(layers: solid(#""p":{"s":true,"x":\#(keys("[0]", "[8]")),"y":\#(keys("[0]", "[4]"))}"#, extra: #","ao":1"#))),
        ("ks.r keyframe t", doc(layers: solid(#""r":\#(keys("[0]", "[90]"))"#))),
        ("ks.o keyframe t", doc(layers: solid(#""o":\#(keys("[0]", "[100]"))"#))),
        ("ks.s keyframe t", doc(layers: solid(#""s":\#(keys("[0,0]", "[100,100]"))"#))),
        ("ks.sk keyframe t", doc(layers: solid(#""sk":\#(keys("[0]", "[10]")),"sa":{"a":0,"k":0}"#))),
        ("ks.sa keyframe t", doc(layers: solid(#""sk":{"a":0,"k":10},"sa":\#(keys("[0]", "[45]"))"#))),
        ("keyframe easing o/i", doc(layers: solid(#""r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[§],"y":[§]},"i":{"x":[§],"y":[§]}},{"t":1,"s":[90]}]}"#))),
        ("keyframe h", doc(layers: solid(#""r":{"a":1,"k":[{"t":0,"s":[0],"h":§},{"t":1,"s":[90]}]}"#))),
        ("rc.p", shapes(#"{"ty":"rc","p":{"a":0,"k":[§,§]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},\#(fill)"#)),
        ("rc.s", shapes(#"{"ty":"rc","p":{"a":0,"k":[8,8]},"s":{"a":0,"k":[§,§]},"r":{"a":0,"k":0}},\#(fill)"#)),
        ("rc.r", shapes(#"{"ty":"rc","p":{"a":0,"k":[8,8]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":§}},\#(fill)"#)),
        ("rc.s keyframe t", shapes(#"{"ty":"rc","p":{"a":0,"k":[8,8]},"s":\#(keys("[2,2]", "[10,10]")),"r":{"a":0,"k":0}},\#(fill)"#)),
        ("el.s", shapes(#"{"ty":"el","p":{"a":0,"k":[8,8]},"s":{"a":0,"k":[§,§]}},\#(fill)"#)),
        ("sr.pt", shapes(star.replacingOccurrences(of: #""pt":{"a":0,"k":5}"#, with: #""pt":{"a":0,"k":§}"#) + "," + fill)),
        ("sr.pt keyframe t", shapes(star.replacingOccurrences(of: #""pt":{"a":0,"k":5}"#, with: #""pt":\#(keys("[3]", "[7]"))"#) + "," + fill)),
        ("sr.or/ir", shapes(star.replacingOccurrences(of: #""or":{"a":0,"k":6},"ir":{"a":0,"k":3}"#, with: #""or":{"a":0,"k":§},"ir":{"a":0,"k":§}"#) + "," + fill)),
        ("sr.os/is", shapes(star.replacingOccurrences(of: #""os":{"a":0,"k":0},"is":{"a":0,"k":0}"#, with: #""os":{"a":0,"k":§},"is":{"a":0,"k":§}"#) + "," + fill)),
        ("sr.r", shapes(star.replacingOccurrences(of: #""r":{"a":0,"k":0}"#, with: #""r":{"a":0,"k":§}"#) + "," + fill)),
        ("sr.sy", shapes(star.replacingOccurrences(of: #""sy":1"#, with: #""sy":§"#) + "," + fill)),
        ("sh.v", shapes(path("[[§,§],[0,0],[5,5]]") + "," + fill)),
        ("fl.o", shapes(#"\#(rect),{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":§},"r":§}"#)),
        ("st.w", shapes(#"\#(rect),{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":§}}"#)),
        ("st.w keyframe t", shapes(#"\#(rect),{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":\#(keys("[1]", "[4]"))}"#)),
        ("st.ml/lc/lj", shapes(#"\#(rect),{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"ml":§,"lc":§,"lj":§}"#)),
        ("st.d", shapes(#"\#(rect),{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"d":[{"n":"d","v":{"a":0,"k":§}},{"n":"g","v":{"a":0,"k":§}},{"n":"o","v":{"a":0,"k":§}}]}"#)),
        ("tm.s", trim(s: still("§"))),
        ("tm.e", trim(e: still("§"))),
        ("tm.o", trim(o: still("§"))),
        ("tm.m", trim(m: "§")),
        ("tm.e keyframe t", trim(e: keys("[0]", "[100]"))),
        ("tm.s keyframe t", trim(s: keys("[0]", "[50]"))),
        ("tm.o keyframe t", trim(o: keys("[0]", "[360]"))),
        ("rd.r", modifier(#"{"ty":"rd","r":{"a":0,"k":§}}"#)),
        ("rd.r keyframe t", shapes(#"\#(path("[[0,0],[10,0],[10,10]]")),{"ty":"rd","r":\#(keys("[0]", "[4]"))},\#(stroke)"#)),
        ("rp.c", repeater(c: still("§"))),
        ("rp.o", repeater(o: still("§"))),
        ("rp.c keyframe t", repeater(c: keys("[2]", "[5]"))),
        ("rp.tr.so/eo", repeater(tr: ["so": still("§"), "eo": still("§")])),
        ("rp.tr.p/s", repeater(tr: ["p": still("[§,§]"), "s": still("[§,§]")])),
        ("rp.tr.r keyframe t", repeater(tr: ["r": keys("[0]", "[90]")])),
        ("gf.g.p", gradient(p: "§")),
        ("gf.g.k", gradient(k: "[0,1,0,0,§,0,0,1]")),
        ("gf.t/h/a", gradient(t: "2", extra: #","h":{"a":0,"k":§},"a":{"a":0,"k":§}"#)),
        ("gf.h keyframe t", gradient(t: "2", extra: #","h":\#(keys("[0]", "[50]")),"a":{"a":0,"k":0}"#)),
        ("gr.tr.p", shapes(#"{"ty":"gr","it":[\#(rect),\#(fill),{"ty":"tr","p":{"a":0,"k":[§,§]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#)),
        ("gr.tr.r keyframe t", shapes(#"{"ty":"gr","it":[\#(rect),\#(fill),{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":\#(keys("[0]", "[90]")),"o":{"a":0,"k":100}}]}"#)),
        ("masksProperties.o/x", doc(layers: solid(extra: #","hasMask":true,"masksProperties":[{"mode":"a","inv":false,"o":{"a":0,"k":§},"x":{"a":0,"k":§},"pt":{"a":0,"k":{"c":true,"v":[[0,0],[8,0],[8,8]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}]"#))),
        ("masksProperties.pt keyframe t", doc(layers: solid(extra: #","hasMask":true,"masksProperties":[{"mode":"a","o":{"a":0,"k":100},"pt":{"a":1,"k":[{"t":§0,"s":[{"c":true,"v":[[0,0],[8,0],[8,8]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]},{"t":§1,"s":[{"c":true,"v":[[0,0],[4,0],[4,4]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]}]}}]"#))),
        ("ef drop shadow opacity", dropShadow(1)),
        ("ef drop shadow direction", dropShadow(2)),
        ("ef drop shadow distance", dropShadow(3)),
        ("ef drop shadow softness", dropShadow(4)),
        ("t.d.k[0].s.s", text(size: "§")),
        ("t.d.k[0].s.lh", text(lh: "§")),
        ("t.d.k[0].s.tr", text(tr: "§")),
        ("t.d.k[0].s.j", text(j: "§")),
        ("chars[0].w", text(w: "§")),
        ("chars[0].size", text(charSize: "§")),
        ("assets[0].w/h (image)", image(w: "§", h: "§")),
        ("layers[0].w/h (precomp)", precomp("", w: "§", h: "§")),
        ("layers[0].st (precomp)", precomp(#","st":§"#)),
        ("layers[0].sr (precomp)", precomp(#","sr":§"#)),
        ("layers[0].tm", precomp(#","tm":{"a":0,"k":§}"#)),
        ("layers[0].tm keyframe t", precomp(#","tm":\#(keys("[0]", "[1]"))"#)),
        ("layers[0].tm keyframe s", precomp(#","tm":{"a":1,"k":[{"t":0,"s":[§]},{"t":2,"s":[§]}]}"#)),
    ]

    /// (label, document): big arrays, bounded so each file stays under
    /// a few MB and the suite fast: with ordinary values each document
    /// renders (or meets a limit) in under 3 s in a debug build
    /// (`ADVERSARIAL_BENIGN=1`); 20 000 vertices took over 10 s there.
    static func bigCounts() -> [(String, String)] {
        let keyframeList = (0..<10_000).map { #"{"t":\#($0),"s":[\#($0 % 360)]}"# }
        let keyframes = keyframeList.joined(separator: ",")
        let layers = (0..<10_001).map { _ in solid() }.joined(separator: ",")
        let vertices = (0..<2_000).map { "[\($0 % 16),\(($0 * 7) % 16)]" }.joined(separator: ",")
        let zeros = (0..<2_000).map { _ in "[0,0]" }.joined(separator: ",")
        let items = (0..<500).map { _ in rect }.joined(separator: ",")
        let parents = (1...5_000).map { #"{"ty":3,"ind":\#($0),\#($0 < 5_000 ? #""parent":\#($0 + 1),"# : "")"ip":0,"op":2,"ks":{"p":{"a":0,"k":[1,0]}}}"# }
            .joined(separator: ",")
        let stops = (0..<10_000).map { i in "\(Double(i) / 10_000),1,0,0" }.joined(separator: ",")
        return [
            ("10 000 keyframes in ks.r", doc(layers: solid(#""r":{"a":1,"k":[\#(keyframes)]}"#))),
            ("10 001 layers (one past the limit)", doc(layers: layers)),
            ("2 000 path vertices", shapes(#"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(vertices)],"i":[\#(zeros)],"o":[\#(zeros)]}}},\#(fill)"#)),
            ("500 shape items", shapes(items + "," + fill)),
            ("5 000-deep parent chain", doc(layers: parents + "," + solid(extra: #","parent":1"#))),
            ("10 000 gradient stops", gradient(p: "10000", k: "[\(stops)]")),
            ("repeater of 1e9 copies over 1 000 keyframes", repeater(c: still("1000000000"), tr: ["r": #"{"a":1,"k":[\#(keyframeList.prefix(1_000).joined(separator: ","))]}"#])),
        ]
    }
}
