import Foundation
import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Gradients and bilinear image sampling against pixel values computed by
/// hand. Paints are sampled at pixel centers (x + 0.5, y + 0.5).
@Suite struct PaintTests {
    let blackToWhite = Gradient(stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)])

    func paintRow(_ paint: Paint, width: Int, transform: AffineTransform = .identity) throws -> [UInt8] {
        let rect = Path(rect: Rect(x: 0, y: 0, width: Double(width), height: 1))
        let frame = try render([.fill(FillItem(path: rect.applying(transform.inverted!), transform: transform,
                                               fillRule: .nonZero, paint: paint))], width: width, height: 1)
        return (0..<width).map { frame[$0, 0].0 }
    }

    /// t = (x + 0.5)/10, so red = 255·t: 12.75 → 13, 38.25 → 38, …
    @Test func axialGradientAlongItsAxis() throws {
        let row = try paintRow(.axial(blackToWhite, start: Point(0, 0), end: Point(10, 0)), width: 10)
        #expect(row == [13, 38, 64, 89, 115, 140, 166, 191, 217, 242])
    }

    @Test func axialGradientClampsBeyondItsEnds() throws {
        let row = try paintRow(.axial(blackToWhite, start: Point(2, 0), end: Point(6, 0)), width: 8)
        // t = (x + 0.5 − 2)/4 → −0.375, −0.125, 0.125, 0.375, 0.625, 0.875, 1.125, 1.375.
        #expect(row == [0, 0, 32, 96, 159, 223, 255, 255])
    }

    /// The gradient is defined in local units: a scale by 2 stretches it.
    @Test func axialGradientFollowsTheTransform() throws {
        let row = try paintRow(.axial(blackToWhite, start: Point(0, 0), end: Point(4, 0)), width: 8,
                               transform: AffineTransform(scaleX: 2, y: 1))
        #expect(row == [16, 48, 80, 112, 143, 175, 207, 239])
    }

    /// Stops interpolate straight colors, then premultiply: halfway between
    /// opaque red and transparent blue is (0.5, 0, 0.5) at alpha 0.5, i.e.
    /// premultiplied (63.75, 0, 63.75, 127.5) → (64, 0, 64, 128), where
    /// mixing premultiplied stops would give (128, 0, 0, 128).
    @Test func stopsInterpolateStraightColors() throws {
        let gradient = Gradient(stops: [.init(location: 0, color: Color(red: 1, green: 0, blue: 0)),
                                        .init(location: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0))])
        let frame = try render([.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 2, height: 1)),
                                               transform: .identity, fillRule: .nonZero,
                                               paint: .axial(gradient, start: Point(-0.5, 0), end: Point(1.5, 0))))],
                               width: 2, height: 1)
        #expect(frame[0, 0] == (64, 0, 64, 128))
        // Pixel 1: t = 1 → fully transparent.
        #expect(frame[1, 0] == (0, 0, 0, 0))
    }

    @Test func multipleStopsAndHardStop() {
        let gradient = Gradient(stops: [.init(location: 0, color: .black), .init(location: 0.5, color: .white),
                                        .init(location: 0.5, color: Color(red: 1, green: 0, blue: 0)),
                                        .init(location: 1, color: .black)])
        let ramp = GradientRamp(gradient)!
        #expect(ramp.color(at: 0.25) == PremultipliedColor(red: 127.5, green: 127.5, blue: 127.5, alpha: 255))
        #expect(ramp.color(at: 0.5) == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(ramp.color(at: 0.75) == PremultipliedColor(red: 127.5, green: 0, blue: 0, alpha: 255))
        #expect(ramp.color(at: -3) == PremultipliedColor(.black) && ramp.color(at: 7) == PremultipliedColor(.black))
    }

    /// Radial: t is the distance from the center over the radius; at pixel
    /// (5, 5) of a 5 px gradient around (5, 5), t = √0.5/5 ≈ 0.1414 → 36.
    @Test func radialGradientByDistance() throws {
        let paint = Paint.radial(blackToWhite, center: Point(5, 5), radii: Size(5, 5))
        let frame = try render([.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)),
                                               transform: .identity, fillRule: .nonZero, paint: paint))],
                               width: 10, height: 10)
        #expect(frame[5, 5].0 == 36)
        // Pixel (9, 5): t = √(4.5² + 0.5²)/5 = 0.9055 → 230.9 → 231.
        #expect(frame[9, 5].0 == 231)
        #expect(frame[0, 0].0 == 255)
    }

    @Test func ellipticalRadialGradient() throws {
        let paint = Paint.radial(blackToWhite, center: Point(0, 0), radii: Size(8, 2))
        let frame = try render([.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 8, height: 2)),
                                               transform: .identity, fillRule: .nonZero, paint: paint))],
                               width: 8, height: 2)
        // Pixel (3, 0): (3.5/8, 0.5/2) → t = √(0.19141 + 0.0625) = 0.50389 → 128.5 → 128.
        #expect(frame[3, 0].0 == 128)
    }

    /// Focal point (14, 0.5) in the circle of radius 10 around (10, 0.5):
    /// along the row the ray from the focal point meets the circle at
    /// x = 20 (t = (x + 0.5 − 14)/6) or x = 0 (t = (14 − x − 0.5)/14):
    /// x = 0 → 0.96429 → 245.9 → 246; 7 → 0.46429 → 118.4; 13 → 0.03571 →
    /// 9.1; 14 → 0.08333 → 21.25; 17 → 0.58333 → 148.75; 19 → 0.91667 → 233.75.
    @Test func focalRadialGradientAlongTheAxis() throws {
        let paint = Paint.radial(blackToWhite, center: Point(10, 0.5), radii: Size(10, 10), focal: Point(14, 0.5))
        let row = try paintRow(paint, width: 20)
        #expect([0, 7, 13, 14, 17, 19].map { row[$0] } == [246, 118, 9, 21, 149, 234])
    }

    /// Off the axis, pixel (10, 2) of a focal point (14, 10) in the circle
    /// of radius 10 around (10, 10): unit point p = (0.05, −0.75), focal
    /// f = (0.4, 0), d = p − f = (−0.35, −0.75); t solves |f + d/t| = 1:
    /// t = |d|²/(√((f·d)² + |d|²(1 − |f|²)) − f·d) = 0.685/(0.77136 + 0.14)
    /// = 0.75162 → 191.7 → 192. A focal point at the center draws the plain
    /// radial gradient, byte for byte.
    @Test func focalRadialGradientOffTheAxis() throws {
        func frame(_ focal: Point?) throws -> Bitmap {
            try render([.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), transform: .identity,
                                       fillRule: .nonZero,
                                       paint: .radial(blackToWhite, center: Point(10, 10), radii: Size(10, 10), focal: focal)))],
                       width: 20, height: 20)
        }
        #expect(try frame(Point(14, 10))[10, 2].0 == 192)
        #expect(try frame(Point(10, 10)).pixels == frame(nil).pixels)
    }

    /// A focal point outside the circle is moved onto it: (30, 10) → (20, 10)
    /// on the circle of radius 10 around (10, 10). Pixel (19, 10): d =
    /// (−0.05, 0.05), the chord at 45° is √2 long, t = 0.0707/1.4142 = 0.05
    /// → 12.75 → 13; pixel (10, 2): t = 0.77105 → 196.6 → 197.
    @Test func focalPointOutsideIsMovedOntoTheCircle() throws {
        let paint = Paint.radial(blackToWhite, center: Point(10, 10), radii: Size(10, 10), focal: Point(30, 10))
        let frame = try render([.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)),
                                               transform: .identity, fillRule: .nonZero, paint: paint))],
                               width: 20, height: 20)
        #expect(frame[19, 10].0 == 13)
        #expect(frame[10, 2].0 == 197)
    }

    @Test func degenerateGradientsPaintTheirLastStop() throws {
        let axial = try paintRow(.axial(blackToWhite, start: Point(1, 0), end: Point(1, 0)), width: 2)
        let radial = try paintRow(.radial(blackToWhite, center: Point(1, 0), radii: Size(0, 3)), width: 2)
        #expect(axial == [255, 255] && radial == [255, 255])
        let empty = try paintRow(.axial(Gradient(stops: []), start: .zero, end: Point(1, 0)), width: 2)
        #expect(empty == [0, 0])
    }

    // MARK: Images

    func image(_ texels: [(UInt8, UInt8, UInt8, UInt8)], width: Int) -> Bitmap {
        Bitmap(width: width, height: texels.count / width, pixels: texels.flatMap { [$0.0, $0.1, $0.2, $0.3] })
    }

    func draw(_ bitmap: Bitmap, into dest: Rect, tile: Size? = nil, opacity: Double = 1,
              transform: AffineTransform = .identity, width: Int, height: Int = 1) throws -> Bitmap {
        try render([.image(ImageItem(image: bitmap, destination: dest, tileSize: tile, transform: transform,
                                     opacity: opacity))], width: width, height: height)
    }

    /// A black and a white texel stretched over 4 pixels: samples at texel
    /// x = −0.25, 0.25, 0.75, 1.25 → 0, 0.25, 0.75, 1 of white (clamped).
    @Test func bilinearMagnification() throws {
        let frame = try draw(image([(0, 0, 0, 255), (255, 255, 255, 255)], width: 2),
                             into: Rect(x: 0, y: 0, width: 4, height: 1), width: 4)
        #expect((0..<4).map { frame[$0, 0].0 } == [0, 64, 191, 255])
        #expect((0..<4).allSatisfy { frame[$0, 0].3 == 255 })
    }

    /// Bilinear mixing happens on premultiplied texels: between opaque red
    /// and transparent black the color stays red, only fainter.
    @Test func bilinearMixesPremultipliedTexels() throws {
        let frame = try draw(image([(255, 0, 0, 255), (0, 0, 0, 0)], width: 2),
                             into: Rect(x: 0, y: 0, width: 4, height: 1), width: 4)
        #expect(frame[1, 0] == (191, 0, 0, 191))
        #expect(frame[2, 0] == (64, 0, 0, 64))
    }

    @Test func imageOpacityAndFractionalFootprint() throws {
        let white = image([(255, 255, 255, 255)], width: 1)
        let frame = try draw(white, into: Rect(x: 0.5, y: 0, width: 2, height: 1), opacity: 0.5, width: 3)
        // Coverage 0.5, 1, 0.5 times opacity 0.5.
        #expect((0..<3).map { frame[$0, 0].3 } == [64, 128, 64])
    }

    /// Tiles of 2 px repeat the 2-texel image: pixel centers land exactly
    /// on texel centers, red, blue, red, blue, …
    @Test func tilingRepeats() throws {
        let frame = try draw(image([(255, 0, 0, 255), (0, 0, 255, 255)], width: 2),
                             into: Rect(x: 0, y: 0, width: 8, height: 1), tile: Size(2, 1), width: 8)
        for x in 0..<8 { #expect(frame[x, 0] == (x % 2 == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255))) }
    }

    /// Magnified tiles wrap their bilinear neighbors across the seam, and
    /// the pattern has the tile's period.
    @Test func tilingWrapsAcrossSeams() throws {
        let frame = try draw(image([(255, 0, 0, 255), (0, 0, 255, 255)], width: 2),
                             into: Rect(x: 0, y: 0, width: 12, height: 1), tile: Size(4, 1), width: 12)
        // Pixel 0: texel x = 0.125·2 − 0.5 = −0.25 → ¾ red, ¼ blue (wrapped).
        #expect(frame[0, 0] == (191, 0, 64, 255))
        for x in 0..<8 { #expect(frame[x, 0] == frame[x + 4, 0]) }
    }

    @Test func tilesStartAtTheDestinationOrigin() throws {
        let frame = try draw(image([(255, 0, 0, 255), (0, 0, 255, 255)], width: 2),
                             into: Rect(x: 1, y: 0, width: 5, height: 1), tile: Size(2, 1), width: 8)
        #expect(frame[0, 0].3 == 0 && frame[1, 0] == (255, 0, 0, 255) && frame[2, 0] == (0, 0, 255, 255))
        #expect(frame[5, 0] == (255, 0, 0, 255) && frame[6, 0].3 == 0)
    }

    /// A 90° rotation maps the image through the inverse transform.
    @Test func rotatedImage() throws {
        let twoByOne = image([(255, 0, 0, 255), (0, 0, 255, 255)], width: 2)
        let rotation = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: 1, y: 0))
        let frame = try draw(twoByOne, into: Rect(x: 0, y: 0, width: 2, height: 1), transform: rotation,
                             width: 1, height: 2)
        #expect(frame[0, 0] == (255, 0, 0, 255) && frame[0, 1] == (0, 0, 255, 255))
    }
}
