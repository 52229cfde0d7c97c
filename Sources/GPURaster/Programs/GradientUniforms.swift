import CEGL
import Geometry
import Presentation

/// Fills gradient.frag.glsl's uniforms (both its axial and radial builds).
struct GradientUniforms {
    /// The most stops the shader holds; gradient.frag.glsl's
    /// GRADIENT_MAX_STOPS (`ShaderConstants`). 32 stops take 64 uniform vectors, well under the
    /// 224 that OpenGL ES 3.0 guarantees a fragment shader.
    static let maximumStops = 32

    enum Geometry {
        case axial(start: Point, end: Point)
        /// `focal`: the unit focal point (`Paint.unitFocal`), nil for none.
        case radial(center: Point, radii: Size, focal: Point? = nil)
    }

    var gradient: Gradient
    var geometry: Geometry
    /// Multiplies the coverage (`u_opacity`), 0…1: a group opacity
    /// folded into the item, as the CPU's blend takes it. Default: 1.
    var opacity: Double = 1

    /// Stops as uploaded: at most `maximumStops`; longer ramps are resampled
    /// at evenly spaced locations (only such ramps differ from the CPU).
    var uploadedStops: [Gradient.Stop] {
        let stops = gradient.stops.filter { $0.location.isFinite }
        guard stops.count > Self.maximumStops else { return stops }
        return (0..<Self.maximumStops).map { k in
            let t = Double(k) / Double(Self.maximumStops - 1)
            return Gradient.Stop(location: t, color: Self.color(of: stops, at: t))
        }
    }

    func apply(to program: GLProgram) {
        let stops = uploadedStops
        var colors: [GLfloat] = [], locations: [GLfloat] = []
        for stop in stops {
            let c = stop.color.clamped
            colors += [Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)]
            locations.append(Float(stop.location))
        }
        glUniform4fv(program.location("u_colors"), GLsizei(stops.count), colors)
        glUniform1fv(program.location("u_locations"), GLsizei(stops.count), locations)
        glUniform1i(program.location("u_count"), GLint(stops.count))
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
        switch geometry {
        case .axial(let start, let end):
            glUniform2f(program.location("u_start"), Float(start.x), Float(start.y))
            glUniform2f(program.location("u_end"), Float(end.x), Float(end.y))
        case .radial(let center, let radii, let focal):
            // A zero radius would divide by zero; a tiny one gives the
            // same picture (everything past location 1).
            let tiny = 1e-9
            glUniform2f(program.location("u_center"), Float(center.x), Float(center.y))
            glUniform2f(program.location("u_radii"), Float(max(abs(radii.width), tiny)),
                        Float(max(abs(radii.height), tiny)))
            // (0, 0) selects the plain radial path (length of the unit point).
            glUniform2f(program.location("u_focal"), Float(focal?.x ?? 0), Float(focal?.y ?? 0))
        }
    }

    /// The ramp's straight color at `t`, as rampColor() in the shader:
    /// the first / last stop's color beyond them, else the two stops around
    /// `t` mixed linearly (the later of two stops at one location wins).
    static func color(of stops: [Gradient.Stop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 0
        while stops[i + 1].location <= t { i += 1 }
        let f = (t - stops[i].location) / (stops[i + 1].location - stops[i].location)
        return stops[i].color.lerp(to: stops[i + 1].color, f)
    }
}
