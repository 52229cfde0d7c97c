/// Every program in one list, for the tests that check each one links
/// (`@testable import`); drawing never needs them listed.
extension ShaderLibrary {
    /// Every program the library built.
    var all: [GLProgram] {
        [solid, axial, radial, image, group, maskedGroup].flatMap(\.all)
            + [trapezoids, trackProbe] + instancedImage.all + instancedTracksImage.all
    }
}

extension PaintPrograms {
    /// The three programs: convex, covered, inside.
    var all: [GLProgram] { [convex, covered, inside] }
}

extension QuadPrograms {
    /// Both programs: general, axis-aligned.
    var all: [GLProgram] { [general, axisAligned] }
}
