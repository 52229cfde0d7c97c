import Geometry
import SeededRandom
import Testing
@testable import Timeline

/// `AnimatableValue.interpolated` for the kinds it mixes without arrays
/// (numbers, points, sizes, colors, gradient colors) against the general
/// component-wise form, a + (b − a) · t over `components`, bit for bit.
@Suite struct AnimatableValueTests {
    /// The general form the fast kinds stand in for.
    func componentWise(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) throws -> AnimatableValue {
        let (x, y) = try a.componentPair(b)
        return a.withComponents(zip(x, y).map { $0 + ($1 - $0) * t })
    }

    /// The bit patterns of a value's components (NaN compares unequal).
    func bits(_ value: AnimatableValue) -> [UInt64] { (value.components ?? []).map(\.bitPattern) }

    @Test(arguments: 0..<8) func mixedKindsMatchTheComponentWiseForm(seed: UInt64) throws {
        var random = SplitMix64(seed: 4_400 + seed)
        func number() -> Double {
            switch random.next() % 12 {
            case 0: .nan
            case 1: .infinity
            case 2: -.greatestFiniteMagnitude
            default: random.double(in: -1_000...1_000)
            }
        }
        func color() -> Color { Color(red: number(), green: number(), blue: number(), alpha: number()) }
        for _ in 0..<200 {
            let t = [0, 1, 0.5, random.double(in: -0.5...1.5)][Int(random.next() % 4)]
            let count = 1 + Int(random.next() % 5)
            let pairs: [(AnimatableValue, AnimatableValue)] = [
                (.number(number()), .number(number())),
                (.point(Point(number(), number())), .point(Point(number(), number()))),
                (.size(Size(number(), number())), .size(Size(number(), number()))),
                (.color(color()), .color(color())),
                (.colors((0..<count).map { _ in color() }), .colors((0..<count).map { _ in color() })),
            ]
            for (a, b) in pairs {
                let fast = try a.interpolated(to: b, fraction: t)
                let general = try componentWise(a, b, t)
                #expect(fast.kindName == general.kindName)
                #expect(bits(fast) == bits(general), "\(a) → \(b) at \(t)")
            }
        }
    }

    /// `isFinite` reads each kind in place: the same answer as every
    /// component being finite.
    @Test(arguments: 0..<4) func finiteIsEveryComponentFinite(seed: UInt64) {
        var random = SplitMix64(seed: 4_500 + seed)
        func number() -> Double {
            switch random.next() % 16 {
            case 0: .nan
            case 1: -.infinity
            default: random.double(in: -10...10)
            }
        }
        func color() -> Color { Color(red: number(), green: number(), blue: number(), alpha: number()) }
        for _ in 0..<300 {
            let count = Int(random.next() % 4)
            let values: [AnimatableValue] = [
                .number(number()), .point(Point(number(), number())), .size(Size(number(), number())),
                .rect(Rect(x: number(), y: number(), width: number(), height: number())), .color(color()),
                .colors((0..<count).map { _ in color() }), .numbers((0..<count).map { _ in number() }),
            ]
            for value in values {
                #expect(value.isFinite == (value.components ?? []).allSatisfy(\.isFinite), "\(value)")
            }
        }
    }

    /// Gradients of different stop counts and different kinds still throw.
    @Test func mismatchedValuesStillThrow() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(throws: AnimatableValueError.self) {
            try AnimatableValue.colors([red]).interpolated(to: .colors([red, red]), fraction: 0.5)
        }
        #expect(throws: AnimatableValueError.self) {
            try AnimatableValue.number(1).interpolated(to: .point(Point(1, 2)), fraction: 0.5)
        }
    }
}
