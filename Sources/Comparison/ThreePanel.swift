import Geometry

/// Side-by-side pictures for people: A | heat map | B.
public enum ThreePanel {
    /// Transparent gap between panels, in pixels: 4 px separates them
    /// clearly at any zoom without shifting alignment much.
    public static let gap = 4

    /// `a`, `heat` and `b` (premultiplied) left to right, top-aligned, with
    /// `gap` transparent pixels between them; as tall as the tallest.
    /// Premultiplied.
    public static func make(_ a: Bitmap, _ heat: Bitmap, _ b: Bitmap) -> Bitmap {
        let panels = [a, heat, b]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
        var out = Bitmap(width: width, height: panels.map(\.height).max() ?? 0)
        var x0 = 0
        for panel in panels {
            for y in 0..<panel.height {
                let from = y * panel.width * 4, to = (y * width + x0) * 4
                out.pixels.replaceSubrange(to..<to + panel.width * 4, with: panel.pixels[from..<from + panel.width * 4])
            }
            x0 += panel.width + gap
        }
        return out
    }
}
