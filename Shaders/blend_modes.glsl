// blend_modes - uniforms filled by: none (functions only). Geometry's
// BlendMode formulas for group.frag (FETCH) and fine.comp, included after
// the precision declarations. Modes by their index in BlendMode.allCases:
// 0 normal, 1 multiply, 2 screen, 3 overlay, 4 darken, 5 lighten, 6 color
// dodge, 7 color burn, 8 hard light, 9 soft light, 10 difference,
// 11 exclusion, 12 add.
// CPU twin: Geometry's BlendMode.mix and BlendMode.blendedSource.

float screen(float b, float s) { return b + s - b * s; }
float hardLight(float b, float s) { return s <= 0.5 ? b * (2.0 * s) : screen(b, 2.0 * s - 1.0); }

// BlendMode.mix: B(Cb, Cs), both unpremultiplied 0...1.
float blendChannel(int mode, float b, float s) {
    if (mode == 1) return b * s;
    if (mode == 2) return screen(b, s);
    if (mode == 3) return hardLight(s, b);
    if (mode == 4) return min(b, s);
    if (mode == 5) return max(b, s);
    if (mode == 6) {
        if (b <= 0.0) return 0.0;
        if (s >= 1.0) return 1.0;
        return min(1.0, b / (1.0 - s));
    }
    if (mode == 7) {
        if (b >= 1.0) return 1.0;
        if (s <= 0.0) return 0.0;
        return 1.0 - min(1.0, (1.0 - b) / s);
    }
    if (mode == 8) return hardLight(b, s);
    if (mode == 9) {
        if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
        float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
        return b + (2.0 * s - 1.0) * (d - b);
    }
    if (mode == 10) return abs(b - s);
    if (mode == 11) return b + s - 2.0 * b * s;
    if (mode == 12) return min(1.0, b + s);
    return s;
}

// BlendMode.blendedSource: premultiplied 0...255 source and backdrop.
vec4 blendedSource(int mode, vec4 source, vec4 backdrop) {
    if (mode == 0 || !(source.a > 0.0) || !(backdrop.a > 0.0)) return source;
    float sa = source.a, ba = backdrop.a / 255.0;
    vec4 o = source;
    for (int c = 0; c < 3; c++) {
        float cs = clamp(source[c] / sa, 0.0, 1.0);
        float cb = clamp(backdrop[c] / backdrop.a, 0.0, 1.0);
        o[c] = source[c] * (1.0 - ba) + sa * ba * blendChannel(mode, cb, cs);
    }
    return o;
}
