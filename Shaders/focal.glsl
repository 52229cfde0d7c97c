// focal - uniforms filled by: none (functions only). The location of a
// point in a focal radial gradient, for gradient.frag (RADIAL) and
// fine.comp, included after the precision declarations.
// CPU twin: Presentation's Paint.focalLocation.

// Paint.focalLocation's twin: the location of the unit-space point p, the
// t with |f + (p - f) / t| = 1 for the focal point f, in the closed form
// without cancellation for the sign of f.(p - f); "infinite" (past the
// last stop) where the ray from f never meets the circle again.
float focalLocation(vec2 p, vec2 f) {
    vec2 d = p - f;
    float fd = dot(f, d), dd = dot(d, d);
    float a = 1.0 - dot(f, f);
    float q = sqrt(fd * fd + dd * a);
    if (fd > 0.0) return a > 0.0 ? (fd + q) / a : 1.0e30;
    float denominator = q - fd;
    return denominator > 0.0 ? dd / denominator : (dd == 0.0 ? 0.0 : 1.0e30);
}
