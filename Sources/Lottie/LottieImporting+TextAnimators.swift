import Foundation
import Geometry
import Layers
import Paths
import SceneFile
import Timeline

extension LottieImporting {
    /// One text animator (`t.a[i]`): a range selector `s` choosing how much
    /// each character is moved (0…1), and the properties `a` it moves it by.
    struct LottieTextAnimator {
        /// Start `s`, end `e` and offset `o` of the range, in percent of
        /// the units counted (`r` 1, the default) or in units (`r` 2).
        var start: LottieProperty<[Double]>
        var end: LottieProperty<[Double]>
        var offset: LottieProperty<[Double]>
        /// Amount `a` (percent, default 100), ease high `xe` and low `ne`
        /// (percent, −100…100, default 0), smoothness `sm` (percent of a
        /// square's edge, default 100).
        var amount: LottieProperty<[Double]>
        var easeHigh: LottieProperty<[Double]>
        var easeLow: LottieProperty<[Double]>
        var smoothness: LottieProperty<[Double]>
        /// Shape `sh`: 1 square (default), 2 ramp up, 3 ramp down,
        /// 4 triangle, 5 round, 6 smooth.
        var shape: Int
        var inPercent: Bool
        /// Based on `b`: 1 characters (default), 2 characters excluding
        /// spaces, 3 words, 4 lines.
        var basis: Int
        /// Position offset `p` (points), scale `s` (percent), rotation `r`
        /// (degrees), opacity `o` (percent), fill `fc` and stroke `sc`
        /// colours ([r, g, b] in 0…1), each reached at a selection of 1,
        /// and stroke width `sw` (points added at a selection of 1).
        var position: LottieProperty<[Double]>?
        var scale: LottieProperty<[Double]>?
        var rotation: LottieProperty<[Double]>?
        var opacity: LottieProperty<[Double]>?
        var fillColor: LottieProperty<[Double]>?
        var strokeColor: LottieProperty<[Double]>?
        var strokeWidth: LottieProperty<[Double]>?

        var properties: [LottieProperty<[Double]>] {
            [start, end, offset, amount, easeHigh, easeLow, smoothness]
                + [position, scale, rotation, opacity, fillColor, strokeColor, strokeWidth].compactMap { $0 }
        }
    }

    /// The text animators of `t.a`, After Effects' reading. Randomized
    /// order (`rn`) and the properties not drawn (anchor, skew, tracking,
    /// fill and stroke opacity, hue, saturation, brightness, line
    /// spacing, turns about x and y) are warnings.
    func textAnimators(_ items: [SceneFileItem]) throws -> [LottieTextAnimator] {
        try items.map { item in
            _ = try item.requireObject()
            guard let s = item.field("s") else { throw item.error("missing required key \"s\"") }
            _ = try s.requireObject()
            let a = item.field("a")
            if let a { _ = try a.requireObject() }
            if try s.field("rn")?.flag() == true { warn("randomized text selectors (drawn in order)", at: s) }
            for key in ["a", "sk", "sa", "t", "fo", "so", "fh", "fs", "fb", "ls", "rx", "ry"] {
                if let unsupported = a?.field(key) { warn("text animator property \"\(key)\"", at: unsupported) }
            }
            func property(_ key: String, in owner: SceneFileItem?) throws -> LottieProperty<[Double]>? {
                try owner?.field(key).map { try vectorProperty($0, default: [0]) }
            }
            return LottieTextAnimator(
                start: try vectorProperty(s.field("s"), default: [0]),
                end: try vectorProperty(s.field("e"), default: [100]),
                offset: try vectorProperty(s.field("o"), default: [0]),
                amount: try vectorProperty(s.field("a"), default: [100]),
                easeHigh: try vectorProperty(s.field("xe"), default: [0]),
                easeLow: try vectorProperty(s.field("ne"), default: [0]),
                smoothness: try vectorProperty(s.field("sm"), default: [100]),
                shape: Int(exactly: try s.number("sh", default: 1)) ?? 1,
                inPercent: try s.number("r", default: 1) != 2,
                basis: Int(exactly: try s.number("b", default: 1)) ?? 1,
                position: try property("p", in: a),
                scale: try property("s", in: a),
                rotation: try property("r", in: a) ?? property("rz", in: a),
                opacity: try property("o", in: a),
                fillColor: try property("fc", in: a)?.map(Self.unitRGB),
                strokeColor: try property("sc", in: a)?.map(Self.unitRGB),
                strokeWidth: try property("sw", in: a))
        }
    }

    /// How much of a character the animator selects at `frame`: 0…1
    /// times the amount, for the character at `index` of `total` units.
    static func selection(of animator: LottieTextAnimator, atFrame frame: Double, index: Double,
                          total: Double) -> Double {
        let value = { (p: LottieProperty<[Double]>, d: Double) in p.value(atFrame: frame)[0, or: d] }
        let perUnit = animator.inPercent ? total / 100 : 1
        let offset = value(animator.offset, 0)
        let start = (value(animator.start, 0) + offset) * perUnit
        let end = (value(animator.end, 100) + offset) * perUnit
        var f: Double
        switch animator.shape {
        case 2: f = start == end ? (index >= end ? 1 : 0) : (0.5 + index - start) / (end - start)
        case 3: f = start == end ? (index >= end ? 0 : 1) : 1 - (0.5 + index - start) / (end - start)
        case 4:
            f = start == end ? 0 : 2 * (0.5 + index - start) / (end - start)
            if f > 1 { f = 2 - f }
        case 5, 6:
            let width = end - start
            let i = min(max(index + 0.5 - start, 0), max(width, 0))
            if width == 0 {
                f = 0
            } else if animator.shape == 5 {
                let half = width / 2, t = i - half
                f = (max(1 - t * t / (half * half), 0)).squareRoot()
            } else {
                f = 0.5 * (1 + cos(Double.pi * (1 + 2 * i / width)))
            }
        default:
            // Square: a character inside the range is selected whole, one
            // the range's edge crosses by the part inside; smoothness 0
            // selects whole characters between the ends rounded to the
            // nearest (halves to even, as ThorVG's nearbyintf).
            let smoothness = value(animator.smoothness, 100) / 100
            if smoothness == 0 {
                f = index >= start.rounded(.toNearestOrEven) && index < end.rounded(.toNearestOrEven) ? 1 : 0
            } else {
                f = 0
                if index >= start.rounded(.down) {
                    f = index - start < 0 ? min(end, 1) + (index - start) : end - index
                }
                f = (f - (1 - smoothness) * 0.5) / smoothness
            }
        }
        // Ranges at the edge of the doubles can give ∞ − ∞: no selection.
        f = f.isNaN ? 0 : min(max(f, 0), 1)
        let high = min(max(value(animator.easeHigh, 0), -100), 100)
        let low = min(max(value(animator.easeLow, 0), -100), 100)
        if high != 0 || low != 0 {
            // The ease is a cubic Bézier from (0, 0) to (1, 1): ease low
            // moves the first handle along x (positive) or y (negative),
            // ease high the second.
            let c1 = low > 0 ? (low / 100, 0.0) : (0.0, -low / 100)
            let c2 = high > 0 ? (1 - high / 100, 1.0) : (1.0, 1 + high / 100)
            f = min(max(TimingFunction(c1.0, c1.1, c2.0, c2.1).progress(f), 0), 1)
        }
        let selected = f * value(animator.amount, 100) / 100
        return selected.isFinite ? selected : 0
    }

    /// Text whose animators move each character (After Effects' reading):
    /// a layer per character, at the centre of its advance on the
    /// baseline moved across by the grouping alignment `t.m.a` (percent
    /// of the advance / 2): the point a character turns and scales
    /// about, as lottie-web places it. ThorVG scales about the glyph's
    /// origin instead. The glyph's shape layers are inside.
    /// Each animator adds its selection × its position offset, rotation
    /// and stroke width (as lottie-web adds it; ThorVG sets the width to
    /// selection × `sw`), multiplies the scale by 1 + selection ×
    /// (scale − 1), and moves the opacity and the colours from what they
    /// are so far toward its own by the selection, in `t.a`'s order.
    /// Animated selectors or properties are sampled at every whole frame
    /// from the first keyframe to the last and joined linearly (`sampled`:
    /// a track that does not change is a fixed value, and runs of equal
    /// samples are left out); only the keyframes kept count against the
    /// limit.
    func animatedText(_ layout: TextLayout, animators: [LottieTextAnimator], alignment: [Double], fill: Color?,
                      stroke: Color?, width: Double, strokeOverFill: Bool, into layer: Layer, depth: Int,
                      at item: SceneFileItem) throws {
        let frames = try wholeFrames(spanning: animators.flatMap(\.properties), at: item) ?? [0]
        func rgb(_ c: Color?) -> [Double]? { c.map { [$0.red, $0.green, $0.blue] } }
        func color(_ v: [Double]) -> Color { Color(red: v[0], green: v[1], blue: v[2]) }
        for glyph in layout.glyphs {
            let pivot = Point(glyph.origin.x + glyph.advance / 2 + alignment[0, or: 0] * glyph.advance / 200,
                              glyph.origin.y)
            let index: (LottieTextAnimator) -> (Double, Double) = { animator in
                let t = layout.totals, i = glyph.index
                switch animator.basis {
                case 2: return (Double(i.nonSpace), Double(t.nonSpace))
                case 3: return (Double(i.word), Double(t.word))
                case 4: return (Double(i.line), Double(t.line))
                default: return (Double(i.character), Double(t.character))
                }
            }
            var positions: [[Double]] = [], matrices: [Transform3D] = [], opacities: [[Double]] = []
            var fills: [[Double]] = [], strokes: [[Double]] = [], widths: [[Double]] = []
            for frame in frames {
                var offset = (0.0, 0.0), sx = 1.0, sy = 1.0, turn = 0.0, opacity = 100.0
                var fillNow = rgb(fill), strokeNow = rgb(stroke), widthNow = width
                for animator in animators {
                    let (i, total) = index(animator)
                    let f = Self.selection(of: animator, atFrame: frame, index: i, total: total)
                    guard f != 0 else { continue }
                    if let p = animator.position?.value(atFrame: frame) {
                        offset.0 += f * p[0, or: 0]
                        offset.1 += f * p[1, or: 0]
                    }
                    if let s = animator.scale?.value(atFrame: frame) {
                        sx *= 1 + f * (s[0, or: 100] / 100 - 1)
                        sy *= 1 + f * (s[1, or: s[0, or: 100]] / 100 - 1)
                    }
                    if let r = animator.rotation?.value(atFrame: frame) { turn += f * r[0, or: 0] }
                    if let w = animator.strokeWidth?.value(atFrame: frame) { widthNow += f * w[0, or: 0] }
                    if let o = animator.opacity?.value(atFrame: frame) { opacity -= f * (opacity - o[0, or: 100]) }
                    let toward = { (now: [Double]?, target: [Double]?) -> [Double]? in
                        guard let now, let target else { return now }
                        return zip(now, target).map { $0 + f * ($1 - $0) }
                    }
                    fillNow = toward(fillNow, animator.fillColor?.value(atFrame: frame))
                    strokeNow = toward(strokeNow, animator.strokeColor?.value(atFrame: frame))
                }
                guard [offset.0, offset.1, sx, sy, turn, opacity, widthNow].allSatisfy(\.isFinite) else {
                    throw item.error("the text animators' values are not finite "
                                     + "(position, scale, rotation, opacity or stroke width)")
                }
                widths.append([max(widthNow, 0)])
                positions.append([pivot.x + offset.0, pivot.y + offset.1])
                matrices.append(Self.scaleTransform([sx * 100, sy * 100]).concatenating(Self.rotationTransform([turn])))
                opacities.append([min(max(opacity, 0), 100) / 100])
                fills.append(fillNow ?? [])
                strokes.append(strokeNow ?? [])
            }
            func track<V: Equatable>(_ values: [V]) throws -> LottieProperty<V> {
                let property = Self.sampled(values, at: frames)
                if case .animated(let keys) = property {
                    try count(\.keyframeCount, by: keys.count, maximum: limits.maximumAnimations, "keyframes",
                              limitName: "maximumAnimations", at: item)
                }
                return property
            }
            let character = try makeLayer(Layer.init, depth: depth, at: item)
            character.position = Point(positions[0][0], positions[0][1])
            character.transform = matrices[0]
            character.opacity = opacities[0][0]
            try add(try track(positions).animation(keyPath: "position", framesPerSecond: framesPerSecond) {
                .point(Point($0[0], $0[1])) }, to: character, at: item)
            try add(try track(matrices).animation(keyPath: "transform", framesPerSecond: framesPerSecond) { .transform($0) },
                    to: character, at: item)
            try add(try track(opacities).animation(keyPath: "opacity", framesPerSecond: framesPerSecond) { .number($0[0]) },
                    to: character, at: item)
            let outline = glyph.outline.applying(AffineTransform(translationX: -pivot.x, y: -pivot.y))
            func shape(filled: Bool, stroked: Bool) throws -> ShapeLayer {
                let s = try makeLayer(ShapeLayer.init, depth: depth + 1, at: item)
                s.path = outline
                s.fillColor = filled && fill != nil ? color(fills[0]) : nil
                s.strokeColor = stroked ? color(strokes[0]) : nil
                s.lineWidth = widths[0][0]
                if filled, fill != nil {
                    try add(try track(fills).animation(keyPath: "fillColor", framesPerSecond: framesPerSecond) {
                        .color(color($0)) }, to: s, at: item)
                }
                if stroked {
                    try add(try track(strokes).animation(keyPath: "strokeColor", framesPerSecond: framesPerSecond) {
                        .color(color($0)) }, to: s, at: item)
                    try add(try track(widths).animation(keyPath: "lineWidth", framesPerSecond: framesPerSecond) {
                        .number($0[0]) }, to: s, at: item)
                }
                return s
            }
            let stroked = stroke != nil && widths.contains { $0[0] > 0 }
            if stroked && !strokeOverFill {
                character.addSublayer(try shape(filled: false, stroked: true))
                character.addSublayer(try shape(filled: true, stroked: false))
            } else {
                character.addSublayer(try shape(filled: true, stroked: stroked))
            }
            layer.addSublayer(character)
        }
    }
}
