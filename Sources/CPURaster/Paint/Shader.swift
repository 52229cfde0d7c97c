import CPUKernels
import Geometry
import Presentation

/// Where a pixel's source color comes from, resolved to device space: the
/// paint of a fill, an image's texels, or an offscreen group's pixels.
/// Shaders are evaluated at pixel centers (x + 0.5, y + 0.5) and produce
/// premultiplied colors in the 0…255 scale.
enum Shader {
    case solid(PremultipliedColor)
    /// t = dot(p, axis) + offset for the device point p.
    case axial(GradientRamp, axisX: Double, axisY: Double, offset: Double)
    /// t = length of `toUnit` applied to the device point p.
    case radial(GradientRamp, toUnit: AffineTransform)
    /// t = `Paint.focalLocation` of `toUnit` applied to p, for the unit
    /// focal point `focal` (`Paint.unitFocal`).
    case focalRadial(GradientRamp, toUnit: AffineTransform, focal: Point)
    case image(ImageSampler)
    case layer(LayerSource)

    /// The shader for `paint` drawn with `transform` (local → device); nil
    /// when it paints nothing anywhere (no stops, non-invertible transform).
    init?(paint: Paint, transform: AffineTransform) {
        switch paint {
        case .solid(let color):
            self = .solid(PremultipliedColor(color))
        case .axial(let gradient, let start, let end):
            guard let ramp = GradientRamp(gradient), let inverse = transform.inverted else { return nil }
            let axis = end - start
            let lengthSquared = axis.dot(axis)
            guard lengthSquared > 0, lengthSquared.isFinite else { self = .solid(ramp.lastColor); return }
            // t(local l) = (l − start)·axis / |axis|², and l = inverse(p) is
            // affine in p, so t is affine in the device point.
            let ax = axis.x / lengthSquared, ay = axis.y / lengthSquared
            self = .axial(ramp,
                          axisX: inverse.a * ax + inverse.b * ay,
                          axisY: inverse.c * ax + inverse.d * ay,
                          offset: (inverse.tx - start.x) * ax + (inverse.ty - start.y) * ay)
        case .radial(let gradient, let center, let radii, let focal):
            guard let ramp = GradientRamp(gradient), let inverse = transform.inverted else { return nil }
            guard radii.width != 0, radii.height != 0, radii.isFinite else { self = .solid(ramp.lastColor); return }
            let toUnit = inverse
                .concatenating(AffineTransform(translationX: -center.x, y: -center.y))
                .concatenating(AffineTransform(scaleX: 1 / radii.width, y: 1 / radii.height))
            if let f = Paint.unitFocal(center: center, radii: radii, focal: focal) {
                self = .focalRadial(ramp, toUnit: toUnit, focal: f)
            } else {
                self = .radial(ramp, toUnit: toUnit)
            }
        }
    }

    /// Writes the premultiplied colors of the device pixels `x ..< x+count`
    /// of row `y` into `out` (4 floats a pixel). Not called for `.solid`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        switch self {
        case .solid(let color):
            for k in 0..<count { store(color, out + 4 * k) }
        case .axial(let ramp, let axisX, let axisY, let offset):
            let py = Double(y) + 0.5
            for k in 0..<count {
                let t = (Double(x + k) + 0.5) * axisX + py * axisY + offset
                store(ramp.color(at: t), out + 4 * k)
            }
        case .radial(let ramp, let m):
            let py = Double(y) + 0.5
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                let u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
                store(ramp.color(at: (u * u + v * v).squareRoot()), out + 4 * k)
            }
        case .focalRadial(let ramp, let m, let f):
            let py = Double(y) + 0.5
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                let u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
                store(ramp.color(at: Paint.focalLocation(x: u, y: v, focal: f)), out + 4 * k)
            }
        case .image(let sampler):
            sampler.shade(y: y, x: x, count: count, into: out)
        case .layer(let source):
            source.shade(y: y, x: x, count: count, into: out)
        }
    }

    @inline(__always)
    private func store(_ color: PremultipliedColor, _ p: UnsafeMutablePointer<Float>) {
        p[0] = color.red
        p[1] = color.green
        p[2] = color.blue
        p[3] = color.alpha
    }
}

/// An offscreen group's pixels composited onto its parent: every pixel
/// times the group opacity and, when there is a mask, the share its
/// `maskMode` keeps (`opacity · level / 255`), then, for a blend mode other
/// than normal, `BlendMode.blendedSource` over the backdrop's pixel.
struct LayerSource {
    let content: RasterLayer
    let mask: RasterLayer?
    let maskMode: MaskMode
    /// 0…1.
    let opacity: Float
    /// Default: `.normal`.
    var blendMode: BlendMode = .normal
    /// The parent's pixels beneath the group, before it composites, over
    /// the content's rect; nil for the normal blend mode.
    var backdrop: RasterLayer? = nil

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        shadeSource(y: y, x: x, count: count, into: out)
        guard blendMode != .normal, let backdrop else { return }
        let rect = content.rect
        let start = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        let mode = blendMode
        backdrop.pixels.withUnsafeBufferPointer { pixels in
            let b = pixels.baseAddress! + start
            for k in 0..<count {
                let o = out + 4 * k, d = b + 4 * k
                let blended = mode.blendedSource(SIMD4(o[0], o[1], o[2], o[3]),
                                                 over: SIMD4(Float(d[0]), Float(d[1]), Float(d[2]), Float(d[3])))
                for c in 0..<4 { o[c] = blended[c] }
            }
        }
    }

    /// `shade` and `Blender.blend(colors:…)` at once, by the AVX2 kernel
    /// (`fb_composite_avx2`): the layer's pixels `x ..< x+count` of row `y`
    /// through `coverage` (one value a pixel) times `opacity` onto `row`
    /// (the span's first pixel). Only for the normal blend mode, where
    /// `WideLanes.available`; the same bytes as the two passes.
    func composite(y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>, opacity: Float,
                   into row: UnsafeMutablePointer<UInt8>) {
        #if arch(x86_64)
        let rect = content.rect
        let start = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        let mode = maskMode.kernelMode
        content.pixels.withUnsafeBufferPointer { pixels in
            let src = pixels.baseAddress! + start
            guard let mask else {
                return fb_composite_avx2(src, nil, mode, self.opacity, coverage, opacity, count, row)
            }
            mask.pixels.withUnsafeBufferPointer { maskPixels in
                fb_composite_avx2(src, maskPixels.baseAddress! + start, mode, self.opacity, coverage, opacity, count, row)
            }
        }
        #else
        preconditionFailure("the AVX2 kernels exist on x86-64 only")
        #endif
    }

    private func shadeSource(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let rect = content.rect
        let start = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        content.pixels.withUnsafeBufferPointer { pixels in
            let src = pixels.baseAddress! + start
            guard let mask else {
                for i in 0..<(count * 4) { out[i] = Float(src[i]) * opacity }
                return
            }
            // The mask layer has the same rect as the content layer.
            mask.pixels.withUnsafeBufferPointer { maskPixels in
                let m = maskPixels.baseAddress! + start
                let mode = maskMode
                for k in 0..<count {
                    let p = m + 4 * k
                    let level = mode.level(red: Float(p[0]), green: Float(p[1]), blue: Float(p[2]), alpha: Float(p[3]))
                    let scale = opacity * level / 255
                    for c in 0..<4 { out[4 * k + c] = Float(src[4 * k + c]) * scale }
                }
            }
        }
    }
}

extension MaskMode {
    /// The kernels' number for the mode (`fb_composite_avx2`, `fb_group_mask`).
    var kernelMode: Int32 {
        switch self {
        case .alpha: 0
        case .invertedAlpha: 1
        case .luminance: 2
        case .invertedLuminance: 3
        }
    }
}
