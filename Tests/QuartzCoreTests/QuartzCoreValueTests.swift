import Testing
@testable import FlipbookQuartzCore
import Geometry
import Paths
import Timeline

/// The Core Graphics / Core Animation value types against the model types
/// they wrap: every operation must give the model's numbers bit for bit,
/// and every shape the `Paths` constructor's elements.
@Suite struct QuartzCoreValueTests {
    // MARK: Fixtures

    /// Three-number arguments (translations, scales) including negative,
    /// fractional and zero values.
    static let triples: [(Double, Double, Double)] = [
        (0, 0, 0), (10, -20, 5), (0.1, 0.2, 0.3), (-1, 2.5, 1e-3), (1e6, -1e-6, 3),
    ]

    /// Rotation arguments: angle in radians, then the axis (unit, skewed,
    /// zero length).
    static let rotations: [(Double, Double, Double, Double)] = [
        (.pi / 3, 0, 0, 1), (-0.7, 1, 0, 0), (1.1, 1, 2, 3), (2 * .pi, 0, 1, 0), (0.5, 0, 0, 0),
    ]

    /// Transforms the relative operations start from: identity, a
    /// perspective turn, and one with every field set.
    static let bases: [Transform3D] = [
        .identity,
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1.0 / 500, 0, 0, 0, 1])
            .concatenating(.rotation(0.4, 0, 1, 0)),
        Transform3D([1.5, 0.2, -0.3, 0.001, 0.4, 0.9, 0.1, -0.002, 0.05, -0.6, 1.2, 0.003, 12, -7, 3, 1.1]),
    ]

    /// The 16 fields' bit patterns, so -0 differs from 0 and NaNs compare.
    func bits(_ t: Transform3D) -> [UInt64] { t.fields.map(\.bitPattern) }

    func bits(_ t: CATransform3D) -> [UInt64] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0).bitPattern }
    }

    func bits(_ t: Geometry.AffineTransform) -> [UInt64] { [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.bitPattern) }

    func bits(_ t: CGAffineTransform) -> [UInt64] { [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern } }

    // MARK: CATransform3D

    @Test(arguments: triples)
    func makeTranslationAndScaleAreTheModels(_ v: (Double, Double, Double)) {
        let (x, y, z) = v
        #expect(bits(CATransform3DMakeTranslation(x, y, z)) == bits(Transform3D.translation(x, y, z)))
        #expect(bits(CATransform3DMakeScale(x, y, z)) == bits(Transform3D.scale(x, y, z)))
    }

    @Test(arguments: rotations)
    func makeRotationIsTheModels(_ r: (Double, Double, Double, Double)) {
        #expect(bits(CATransform3DMakeRotation(r.0, r.1, r.2, r.3)) == bits(Transform3D.rotation(r.0, r.1, r.2, r.3)))
    }

    @Test(arguments: bases)
    func relativeOperationsAreTheModels(_ base: Transform3D) {
        let t = CATransform3D(base)
        for (x, y, z) in Self.triples {
            #expect(bits(CATransform3DTranslate(t, x, y, z)) == bits(base.translatedBy(x, y, z)))
            #expect(bits(CATransform3DScale(t, x, y, z)) == bits(base.scaledBy(x, y, z)))
        }
        for (a, x, y, z) in Self.rotations {
            #expect(bits(CATransform3DRotate(t, a, x, y, z)) == bits(base.rotatedBy(a, x, y, z)))
        }
        for other in Self.bases {
            #expect(bits(CATransform3DConcat(t, CATransform3D(other))) == bits(base.concatenating(other)))
        }
    }

    @Test(arguments: bases)
    func invertIsTheModelsAndRoundTrips(_ base: Transform3D) throws {
        let t = CATransform3D(base)
        let inverse = try #require(base.inverted)
        #expect(bits(CATransform3DInvert(t)) == bits(inverse))
        let product = CATransform3DConcat(t, CATransform3DInvert(t)).model
        #expect(product.isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    }

    @Test func invertOfASingularTransformIsUnchanged() {
        let flat = CATransform3DMakeScale(2, 0, 1)
        #expect(bits(CATransform3DInvert(flat)) == bits(flat))
    }

    @Test func modelRoundTripsAndFieldsKeepTheirPlaces() {
        let t = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                              m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(t.model.fields == (1...16).map(Double.init))
        #expect(CATransform3D(t.model) == t)
        #expect(bits(CATransform3D()) == Array(repeating: 0, count: 16))
        #expect(bits(CATransform3DIdentity) == bits(Transform3D.identity))
    }

    @Test func identityAndEqualityFunctions() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        let a = CATransform3DMakeRotation(0.3, 1, 1, 0)
        #expect(CATransform3DEqualToTransform(a, CATransform3DMakeRotation(0.3, 1, 1, 0)))
        #expect(!CATransform3DEqualToTransform(a, CATransform3DMakeRotation(0.3, 1, 1, 1e-9)))
    }

    @Test func isAffineIsTheModels() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let cases: [(CATransform3D, Bool)] = [
            (CATransform3DIdentity, true),
            (CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: 3)), true),
            (CATransform3DMakeRotation(0.5, 0, 0, 1), true),
            (perspective, false),
            (CATransform3DMakeRotation(0.5, 0, 1, 0), false),
        ]
        for (t, expected) in cases {
            #expect(CATransform3DIsAffine(t) == expected)
            #expect(CATransform3DIsAffine(t) == t.model.isAffine)
        }
    }

    @Test(arguments: affines)
    func affineRoundTripsThrough3D(_ m: Geometry.AffineTransform) {
        let affine = CGAffineTransform(m)
        let lifted = CATransform3DMakeAffineTransform(affine)
        #expect(bits(lifted) == bits(Transform3D(m)))
        #expect(CATransform3DIsAffine(lifted))
        #expect(bits(CATransform3DGetAffineTransform(lifted)) == bits(affine))
    }

    @Test(arguments: bases)
    func getAffineIsTheModels(_ base: Transform3D) {
        #expect(bits(CATransform3DGetAffineTransform(CATransform3D(base))) == bits(base.affine))
    }

    // MARK: CGAffineTransform

    /// Affine transforms to start from: identity, a turn with a scale, a
    /// general one with a translation.
    static let affines: [Geometry.AffineTransform] = [
        .identity,
        Geometry.AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5),
        Geometry.AffineTransform(a: 1.2, b: 0.3, c: -0.4, d: 0.8, tx: 15, ty: -9),
    ]

    @Test(arguments: affines)
    func affineOperationsAreGeometrys(_ m: Geometry.AffineTransform) {
        let t = CGAffineTransform(m)
        #expect(bits(t.model) == bits(m))
        for (x, y, _) in Self.triples {
            #expect(bits(t.translatedBy(x: x, y: y)) == bits(m.translatedBy(x: x, y: y)))
            #expect(bits(t.scaledBy(x: x, y: y)) == bits(m.scaledBy(x: x, y: y)))
            #expect(bits(CGAffineTransformTranslate(t, x, y)) == bits(m.translatedBy(x: x, y: y)))
            #expect(bits(CGAffineTransformScale(t, x, y)) == bits(m.scaledBy(x: x, y: y)))
            #expect(bits(CGAffineTransform(translationX: x, y: y)) == bits(Geometry.AffineTransform(translationX: x, y: y)))
            #expect(bits(CGAffineTransformMakeTranslation(x, y)) == bits(Geometry.AffineTransform(translationX: x, y: y)))
            #expect(bits(CGAffineTransform(scaleX: x, y: y)) == bits(Geometry.AffineTransform(scaleX: x, y: y)))
            #expect(bits(CGAffineTransformMakeScale(x, y)) == bits(Geometry.AffineTransform(scaleX: x, y: y)))
        }
        for (angle, _, _, _) in Self.rotations {
            #expect(bits(t.rotated(by: angle)) == bits(m.rotated(by: angle)))
            #expect(bits(CGAffineTransformRotate(t, angle)) == bits(m.rotated(by: angle)))
            #expect(bits(CGAffineTransform(rotationAngle: angle)) == bits(Geometry.AffineTransform(rotationAngle: angle)))
            #expect(bits(CGAffineTransformMakeRotation(angle)) == bits(Geometry.AffineTransform(rotationAngle: angle)))
        }
        for other in Self.affines {
            #expect(bits(t.concatenating(CGAffineTransform(other))) == bits(m.concatenating(other)))
            #expect(bits(CGAffineTransformConcat(t, CGAffineTransform(other))) == bits(m.concatenating(other)))
        }
    }

    @Test(arguments: affines)
    func invertedRoundTrips(_ m: Geometry.AffineTransform) throws {
        let t = CGAffineTransform(m)
        #expect(bits(t.inverted()) == bits(try #require(m.inverted)))
        #expect(bits(CGAffineTransformInvert(t)) == bits(t.inverted()))
        let product = t.concatenating(t.inverted())
        for (field, expected) in zip([product.a, product.b, product.c, product.d, product.tx, product.ty],
                                     [1.0, 0, 0, 1, 0, 0]) {
            #expect(abs(Double(field) - expected) < 1e-12)
        }
        let p = CGPoint(x: 3.5, y: -8)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
    }

    @Test func invertedOfASingularTransformIsUnchanged() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(flat.inverted() == flat)
    }

    @Test func identityAndZeroTransforms() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransformIdentity == .identity)
        #expect(CGAffineTransformIsIdentity(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        #expect(!CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
        #expect(bits(CGAffineTransform()) == Array(repeating: 0, count: 6))
        #expect(CGAffineTransformMake(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGAffineTransformEqualToTransform(.identity, CGAffineTransform(scaleX: 1, y: 1)))
    }

    @Test(arguments: affines)
    func pointsSizesAndRectsMapAsGeometry(_ m: Geometry.AffineTransform) {
        let t = CGAffineTransform(m)
        let p = m.apply(Point(3, -4))
        #expect(CGPoint(x: 3, y: -4).applying(t) == CGPoint(x: p.x, y: p.y))
        #expect(CGPointApplyAffineTransform(CGPoint(x: 3, y: -4), t) == CGPoint(x: p.x, y: p.y))
        let v = m.applyToVector(Point(10, 20))
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: v.x, height: v.y))
        #expect(CGSizeApplyAffineTransform(CGSize(width: 10, height: 20), t) == CGSize(width: v.x, height: v.y))
        let r = m.apply(Rect(x: 1, y: 2, width: 30, height: 40))
        let expected = CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height)
        #expect(CGRect(x: 1, y: 2, width: 30, height: 40).applying(t) == expected)
        #expect(CGRectApplyAffineTransform(CGRect(x: 1, y: 2, width: 30, height: 40), t) == expected)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        let turned = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 10 / 2.0.squareRoot()
        #expect(abs(turned.minX + half) < 1e-12 && abs(turned.maxX - half) < 1e-12)
        #expect(abs(turned.minY) < 1e-12 && abs(turned.height - 2 * half) < 1e-12)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        #expect(CGSize(width: 10, height: 0).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 10, height: 0))
    }

    // MARK: CGColor

    @Test func rgbColorsKeepFourComponents() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.4)
        #expect(color.model == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4) == color)
        #expect(CGColor(color.model) == color)
    }

    @Test func grayColorsKeepTwoComponents() {
        let gray = CGColor(gray: 0.25, alpha: 0.5)
        #expect(gray.components == [0.25, 0.5])
        #expect(gray.numberOfComponents == 2)
        #expect(gray.alpha == 0.5)
        #expect(gray.model == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(gray != CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test func namedColorsAndAlphaCopies() throws {
        #expect(CGColor.black.model == .black && CGColor.white.model == .white && CGColor.clear.model == .clear)
        #expect(CGColor.black.components == [0, 1])
        let faded = try #require(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).copy(alpha: 0.3))
        #expect(faded.components == [1, 0.5, 0, 0.3])
        let fadedGray = try #require(CGColor.white.copy(alpha: 0.3))
        #expect(fadedGray.components == [1, 0.3])
        #expect(CGColor.white.alpha == 1)
    }

    // MARK: CGPath

    static let rects: [Rect] = [
        Rect(x: 0, y: 0, width: 100, height: 50),
        Rect(x: -10, y: 20, width: 30, height: 80),
        Rect(x: 5, y: 5, width: 0, height: 10),
    ]

    static let pathTransform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2).scaledBy(x: 2, y: 1.5)

    func cg(_ r: Rect) -> CGRect { CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }

    func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }

    @Test(arguments: rects)
    func shapeInitializersAreThePathsShapes(_ r: Rect) {
        #expect(CGPath(rect: cg(r), transform: nil).model == Path(rect: r))
        #expect(CGPath(ellipseIn: cg(r), transform: nil).model == Path(ellipseIn: r))
        #expect(CGPath(roundedRect: cg(r), cornerWidth: 8, cornerHeight: 8, transform: nil).model
            == Path(roundedRect: r, cornerRadius: 8))
        var t = Self.pathTransform
        #expect(CGPath(rect: cg(r), transform: &t).model == Path(rect: r).applying(t.model))
        #expect(CGPath(ellipseIn: cg(r), transform: &t).model == Path(ellipseIn: r).applying(t.model))
    }

    @Test(arguments: rects)
    func mutableShapesAreThePathsShapes(_ r: Rect) {
        let path = CGMutablePath()
        path.addRect(cg(r))
        path.addEllipse(in: cg(r))
        path.addRoundedRect(in: cg(r), cornerWidth: 6, cornerHeight: 6)
        path.addRect(cg(r), transform: Self.pathTransform)
        var expected = Path(rect: r)
        expected.append(Path(ellipseIn: r))
        expected.append(Path(roundedRect: r, cornerRadius: 6))
        expected.append(Path(rect: r).applying(Self.pathTransform.model))
        #expect(path.model == expected)
    }

    @Test func roundedRectRadiiOutsideThePathsRange() {
        let r = Rect(x: 0, y: 0, width: 100, height: 40)
        let cases: [(CGFloat, CGFloat, Path)] = [
            (4, 12, Path(roundedRect: r, cornerRadius: 8)),
            (0, 12, Path(rect: r)),
            (-3, -3, Path(rect: r)),
            (50, 50, Path(roundedRect: r, cornerRadius: 20)),
        ]
        for (width, height, expected) in cases {
            let path = CGMutablePath()
            path.addRoundedRect(in: cg(r), cornerWidth: width, cornerHeight: height)
            #expect(path.model == expected)
            #expect(CGPath(roundedRect: cg(r), cornerWidth: width, cornerHeight: height, transform: nil).model == expected)
        }
    }

    /// Arc arguments: center, radius, start and end angles (radians).
    static let arcs: [(Point, Double, Double, Double)] = [
        (Point(50, 50), 20, 0, .pi / 2), (Point(0, 0), 10, -.pi / 2, 3 * .pi / 2),
        (Point(-5, 8), 3, 2, -1), (Point(10, 10), 5, 1, 1),
    ]

    @Test(arguments: [true, false])
    func addArcIsPathsArcWithCoreGraphicsClockwise(_ clockwise: Bool) {
        for (c, radius, start, end) in Self.arcs {
            // Fresh path: the arc starts with a move.
            let fresh = CGMutablePath()
            fresh.addArc(center: cg(c), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            var expected = Path()
            expected.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            #expect(fresh.model == expected)

            // After a point: a line joins it to the arc's start.
            let joined = CGMutablePath()
            joined.move(to: CGPoint(x: 1, y: 2))
            joined.addArc(center: cg(c), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            var expectedJoined = Path()
            expectedJoined.move(to: Point(1, 2))
            expectedJoined.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            #expect(joined.model == expectedJoined)

            // With a transform: every point of the arc (and the join) mapped.
            let t = Self.pathTransform
            let mapped = CGMutablePath()
            mapped.move(to: CGPoint(x: 1, y: 2))
            mapped.addArc(center: cg(c), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise,
                          transform: t)
            var arc = Path()
            arc.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            var tail = arc.applying(t.model).elements
            if case .move(let p) = tail.first { tail[0] = .line(p) }
            #expect(mapped.model == Path(elements: [.move(Point(1, 2))] + tail))
        }
    }

    @Test func clockwiseTrueTurnsTowardDecreasingAngles() {
        // Core Graphics: 0 → π/2 clockwise (in y-up terms) is the long way
        // round, three quarters, through 270°, the top in a y-down layer.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = long.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY + 10) < 1e-9)
        #expect(abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let quarter = short.boundingBoxOfPath
        #expect(abs(quarter.minX) < 1e-9 && abs(quarter.minY) < 1e-9)
        #expect(abs(quarter.maxX - 10) < 1e-9 && abs(quarter.maxY - 10) < 1e-9)
        #expect(abs(long.currentPoint.x) < 1e-9 && abs(long.currentPoint.y - 10) < 1e-9)
    }

    @Test func linesCurvesAndCloseArePathsElements() {
        let t = Self.pathTransform
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero && path.boundingBox.isNull)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: -14))
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)], transform: t)
        path.addLine(to: CGPoint(x: -1, y: -1), transform: t)
        let expected: [PathElement] = [
            .move(Point(1, 2)), .line(Point(3, 4)), .quad(Point(7, 8), Point(5, 6)),
            .cubic(Point(11, 12), Point(13, -14), Point(9, 10)), .close,
            .move(t.model.apply(Point(0, 0))), .line(t.model.apply(Point(2, 0))), .line(t.model.apply(Point(2, 2))),
            .line(t.model.apply(Point(-1, -1))),
        ]
        #expect(path.model.elements == expected)
        #expect(!path.isEmpty)
        #expect(path.currentPoint == cg(t.model.apply(Point(-1, -1))))
    }

    @Test func boundingBoxesCountControlPointsOrNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 20), control2: CGPoint(x: 10, y: 20))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.boundingBoxOfPath == cg(path.model.bounds))
        #expect(path.boundingBoxOfPath.height == 15)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func addPathCopiesAndEquality() throws {
        let t = Self.pathTransform
        let source = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let path = CGMutablePath()
        path.addPath(source)
        path.addPath(source, transform: t)
        var expected = source.model
        expected.append(source.model.applying(t.model))
        #expect(path.model == expected)

        let frozen = try #require(path.copy())
        let mutable = try #require(path.mutableCopy())
        #expect(frozen == path && mutable == path)
        mutable.closeSubpath()
        mutable.addLine(to: CGPoint(x: 1, y: 1))
        #expect(mutable != path && frozen.model == expected && path.model == expected)
        var tt = t
        #expect(try #require(source.copy(using: &tt)).model == source.model.applying(t.model))
        #expect(try #require(source.mutableCopy(using: nil)) == source)
    }

    @Test func infiniteCoordinatesSurviveTheIdentityTransform() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: CGFloat.infinity))
        #expect(path.model.elements == [.move(Point(5, .infinity))])
    }

    // MARK: Timing names

    /// Each name with its string and the control points it must give.
    static let namedCurves: [(CAMediaTimingFunctionName, CAMediaTimingFunctionName, String, [Double])] = [
        (.linear, kCAMediaTimingFunctionLinear, "linear", [0, 0, 1, 1]),
        (.easeIn, kCAMediaTimingFunctionEaseIn, "easeIn", [0.42, 0, 1, 1]),
        (.easeOut, kCAMediaTimingFunctionEaseOut, "easeOut", [0, 0, 0.58, 1]),
        (.easeInEaseOut, kCAMediaTimingFunctionEaseInEaseOut, "easeInEaseOut", [0.42, 0, 0.58, 1]),
        (.default, kCAMediaTimingFunctionDefault, "default", [0.25, 0.1, 0.25, 1]),
    ]

    @Test(arguments: namedCurves)
    func namedTimingFunctionsGiveCoreAnimationsCurves(
        _ entry: (CAMediaTimingFunctionName, CAMediaTimingFunctionName, String, [Double])
    ) throws {
        let (name, constant, raw, points) = entry
        #expect(name == constant && name.rawValue == raw && CAMediaTimingFunctionName(raw) == name)
        let model = CAMediaTimingFunction(name: name).model
        #expect([model.c1x, model.c1y, model.c2x, model.c2y] == points)
        #expect(model == (try #require(TimingFunction.named(raw))))
        #expect(CAMediaTimingFunction(name: constant).model == model)
    }

    @Test func controlPointFunctionsAndReadBack() {
        let curve = CAMediaTimingFunction(controlPoints: 0.3, -0.2, 0.7, 1.4)
        #expect(curve.model == TimingFunction(Double(Float(0.3)), Double(Float(-0.2)), Double(Float(0.7)), Double(Float(1.4))))
        var values: [Float] = [9, 9]
        let expected: [[Float]] = [[0, 0], [0.3, -0.2], [0.7, 1.4], [1, 1]]
        for (index, point) in expected.enumerated() {
            curve.getControlPoint(at: index, values: &values)
            #expect(values == point)
        }
        values = [9, 9]
        curve.getControlPoint(at: 4, values: &values)
        #expect(values == [9, 9])
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName("bounce")).model == .linear)
    }

    @Test func fillModesMapToTheModel() {
        let cases: [(CAMediaTimingFillMode, CAMediaTimingFillMode, String, FillMode)] = [
            (.removed, kCAFillModeRemoved, "removed", .removed),
            (.forwards, kCAFillModeForwards, "forwards", .forwards),
            (.backwards, kCAFillModeBackwards, "backwards", .backwards),
            (.both, kCAFillModeBoth, "both", .both),
        ]
        for (mode, constant, raw, model) in cases {
            #expect(mode == constant && mode.rawValue == raw && mode.model == model)
            #expect(CAMediaTimingFillMode(model) == mode)
        }
        #expect(CAMediaTimingFillMode("sideways").model == .removed)
    }

    @Test func calculationAndRotationModes() {
        let cases: [(CAAnimationCalculationMode, CAAnimationCalculationMode, String, CalculationMode?)] = [
            (.linear, kCAAnimationLinear, "linear", .linear),
            (.discrete, kCAAnimationDiscrete, "discrete", .discrete),
            (.paced, kCAAnimationPaced, "paced", .paced),
            (.cubic, kCAAnimationCubic, "cubic", .cubic),
            (.cubicPaced, kCAAnimationCubicPaced, "cubicPaced", nil),
        ]
        for (mode, constant, raw, model) in cases {
            #expect(mode == constant && mode.rawValue == raw && mode.model == model)
            if let model { #expect(CAAnimationCalculationMode(model) == mode) }
        }
        #expect(CAAnimationRotationMode.rotateAuto == kCAAnimationRotateAuto)
        #expect(CAAnimationRotationMode.rotateAutoReverse == kCAAnimationRotateAutoReverse)
        #expect(kCAAnimationRotateAuto.rawValue == "auto" && kCAAnimationRotateAutoReverse.rawValue == "autoReverse")
    }
}

