import Geometry
import Layers

/// `Layer.tintColor`: colors multiplied component-wise, alpha included,
/// applied while the display list is built so that neither backend knows
/// about tints. Solid paints and gradient stops are multiplied as straight
/// colors; images get a tinted copy of their premultiplied pixels.
extension Color {
    /// The product of two optional tints; nil when both are nil.
    static func product(_ a: Color?, _ b: Color?) -> Color? {
        guard let a else { return b }
        guard let b else { return a }
        return a * b
    }
}

extension DisplayItem {
    /// The item seen through `tint` (nil returns it unchanged): every
    /// paint and image of it, its group's items and its instanced
    /// template's. A group's mask is left alone, as masks are not tinted:
    /// the tint's alpha already multiplies the items it masks.
    func tinted(by tint: Color?) -> DisplayItem {
        guard let tint else { return self }
        switch self {
        case .fill(var f): f.paint = f.paint.tinted(by: tint); return .fill(f)
        case .stroke(var s): s.paint = s.paint.tinted(by: tint); return .stroke(s)
        case .image(var i): i.image = i.image.tinted(by: tint); return .image(i)
        case .group(var g): g.items = g.items.map { $0.tinted(by: tint) }; return .group(g)
        case .instanced(var item): item.template = item.template.map { $0.tinted(by: tint) }; return .instanced(item)
        }
    }
}

extension Paint {
    /// The paint with every color (each gradient stop) multiplied by `tint`.
    func tinted(by tint: Color) -> Paint {
        func tinted(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(location: $0.location, color: $0.color * tint) })
        }
        switch self {
        case .solid(let c): return .solid(c * tint)
        case .axial(let g, let s, let e): return .axial(tinted(g), start: s, end: e)
        case .radial(let g, let c, let r, let f): return .radial(tinted(g), center: c, radii: r, focal: f)
        }
    }
}

extension Bitmap {
    /// The premultiplied pixels seen through the straight-alpha `tint`
    /// (components clamped to 0…1): a pixel of straight color c and alpha
    /// a becomes c·tint.rgb at alpha a·tint.alpha, so its premultiplied
    /// color bytes scale by tint.rgb · tint.alpha and its alpha byte by
    /// tint.alpha, each rounded to nearest (which keeps color ≤ alpha).
    func tinted(by tint: Color) -> Bitmap {
        let t = tint.clamped
        let factors = [t.red * t.alpha, t.green * t.alpha, t.blue * t.alpha, t.alpha]
        guard factors != [1, 1, 1, 1] else { return self }
        // One 256-entry table per channel: 1 KiB, cheaper than a multiply
        // and a rounding per byte for any image past 256 pixels.
        let tables = factors.map { f in (0...255).map { UInt8((Double($0) * f).rounded()) } }
        var out = pixels
        out.withUnsafeMutableBufferPointer { bytes in
            for i in bytes.indices { bytes[i] = tables[i & 3][Int(bytes[i])] }
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
