import Geometry
import Layers
import Testing
import Timeline

@Suite struct ViewAnimationTests {
    func opacity(_ layer: Layer, _ t: Double) throws -> Double {
        guard case .number(let v) = try layer.presentationValue("opacity", at: t) else { return .nan }
        return v
    }

    @Test func animateMovesFromTheCurrentValueAfterTheDelayAndHolds() throws {
        let layer = Layer()
        try layer.animate("opacity", to: .number(0), at: 1, duration: 2, delay: 0.5, curve: .linear)
        #expect(try opacity(layer, 0) == 1)
        #expect(try opacity(layer, 1.4) == 1)
        #expect(abs(try opacity(layer, 2.5) - 0.5) < 1e-12)
        #expect(try opacity(layer, 3.5) == 0)
        #expect(try opacity(layer, 100) == 0)
        // A second animation starts from where the first left the value.
        try layer.animate("opacity", to: .number(0.5), at: 4, duration: 1, curve: .linear)
        #expect(try opacity(layer, 3.9) == 0)
        #expect(abs(try opacity(layer, 4.5) - 0.25) < 1e-12)
        #expect(try opacity(layer, 6) == 0.5)
    }

    @Test func defaultCurveIsEaseInOut() throws {
        let layer = Layer()
        try layer.animate("opacity", to: .number(0), at: 0, duration: 1)
        // easeInOut is symmetric: half the change at half the time, and
        // slower than linear early on.
        #expect(abs(try opacity(layer, 0.5) - 0.5) < 1e-9)
        #expect(try opacity(layer, 0.2) > 0.8)
    }

    @Test func springSettlesExactlyAtItsDuration() throws {
        let layer = Layer()
        // All three axes: transform.scale is their mean (Core Animation's definition).
        layer.transform = .scale(0.25, 0.25, 0.25)
        try layer.animate("transform.scale", to: .number(1), at: 0, duration: 0.4, springDamping: 0.7,
                          initialSpringVelocity: 0.1)
        let scale = { (t: Double) throws -> Double in
            guard case .transform(let m) = try layer.presentationValue("transform", at: t) else { return .nan }
            return m.m11
        }
        #expect(abs(try scale(0) - 0.25) < 1e-12)
        // ζ = 0.7 overshoots on the way (e^(−πζ/√(1−ζ²)) ≈ 4.6 % of 0.75).
        #expect(try scale(0.2) > 0.9)
        #expect(abs(try scale(0.4) - 1) < 1e-12)
        #expect(abs(try scale(1.0) - 1) < 1e-12)
    }
}

@Suite struct StateScriptTests {
    func number(_ layer: Layer, _ keyPath: String, _ t: Double) throws -> Double {
        guard case .number(let v) = try layer.presentationValue(keyPath, at: t) else { return .nan }
        return v
    }

    @Test func interruptedChangesBlendAdditively() throws {
        let layer = Layer()
        layer.opacity = 0
        let script = StateScript()
        try script.set(layer, "opacity", to: .number(1), at: 0, animation: .linear(duration: 1))
        try script.set(layer, "opacity", to: .number(0), at: 0.5, animation: .linear(duration: 1))
        try script.commit()
        // value = 0 + 1·p₁ − 1·p₂ with p₁ = t, p₂ = t − 0.5 (each clamped to 0…1).
        for (t, expected) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.5), (1.0, 0.5), (1.25, 0.25), (1.5, 0.0), (3.0, 0.0)] {
            #expect(abs(try number(layer, "opacity", t) - expected) < 1e-12, "t = \(t)")
        }
    }

    @Test func changeWithoutAnimationIsAStep() throws {
        let layer = Layer()
        let script = StateScript(start: 2)
        try script.set(layer, "transform.scale", to: .number(3), at: 1)
        try script.commit()
        #expect(try number(layer, "transform.scale", 2.99) == 1)
        #expect(abs(try number(layer, "transform.scale", 3.0 + 1e-6) - 3) < 1e-12)
        #expect(abs(try number(layer, "transform.scale", 50) - 3) < 1e-12)
    }

    @Test func delayedAnimationStartsLater() throws {
        let layer = Layer()
        let script = StateScript()
        try script.set(layer, "opacity", to: .number(0), at: 1, animation: .linear(duration: 1).delay(0.5))
        try script.commit()
        #expect(try number(layer, "opacity", 1.4) == 1)
        #expect(abs(try number(layer, "opacity", 2.0) - 0.5) < 1e-12)
    }

    @Test func loopingScriptRepeatsItsCycle() throws {
        let layer = Layer()
        let script = StateScript(start: 1, period: 2)
        try script.set(layer, "position.x", to: .number(10), at: 0, animation: .linear(duration: 1))
        try script.set(layer, "position.x", to: .number(0), at: 1, animation: .linear(duration: 0.5))
        try script.commit()
        for (t, expected) in [(0.5, 0.0), (1.5, 5.0), (2.0, 10.0), (2.25, 5.0), (2.9, 0.0), (3.5, 5.0), (101.5, 5.0)] {
            #expect(abs(try number(layer, "position.x", t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test func loopThatDoesNotCloseIsRejected() throws {
        let layer = Layer()
        let script = StateScript(period: 2)
        try script.set(layer, "opacity", to: .number(0.5), at: 0, animation: .easeIn())
        #expect(throws: StateScriptError.loopDoesNotClose(keyPath: "opacity")) { try script.commit() }
    }

    @Test func swiftUIDefaults() {
        #expect(SwiftUIAnimation.easeIn().duration == 0.35)
        #expect(SwiftUIAnimation.default == .easeInOut(duration: 0.35))
        guard case .spring(let s) = SwiftUIAnimation.spring().curve else {
            Issue.record("spring() is not a spring")
            return
        }
        // ω₀ = 2π/0.55, ζ = 0.825 (iOS 13; Sources/Timeline/README.md, "Springs").
        #expect(abs(s.naturalFrequency - 2 * .pi / 0.55) < 1e-9)
        #expect(abs(s.dampingRatio - 0.825) < 1e-9)
    }
}
