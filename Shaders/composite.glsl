// composite - uniforms filled by: none (outputs and the blend only).
// The output stage of every paint program: included first,
// right after #version, by solid.frag, gradient.frag, image.frag,
// group.frag and mask.frag (each then includes "coverage").
// CPU twin: CPURaster's Blender.blendOne: with c = coverage x opacity,
// nothing when c or the source's alpha is 0, else
// dst = round(src * c + dst * (1 - src.a * c / 255)) per channel, in the
// 0...255 scale, rounded to the nearest level once per item.
//
// With FETCH (EXT_shader_framebuffer_fetch) that formula runs here, on the
// RGBA8 destination read back per fragment: the CPU's bytes. (The target
// has one attachment: llvmpipe mixes the channels of a second one up when
// a shader fetches from both.) Without FETCH the target is RGBA32F, the
// hardware blends
// premultiplied source-over in float (GLPainter sets ONE,
// ONE_MINUS_SRC_ALPHA) and ResolvePass rounds once at the end.
#ifdef FETCH
#extension GL_EXT_shader_framebuffer_fetch : require
#endif
precision highp float;
precision highp int;

#ifdef FETCH
layout(location = 0) inout highp vec4 o_color;
#else
layout(location = 0) out highp vec4 o_color;
#endif

// Composites `source` (premultiplied, 0...255) with coverage c (0...1).
void composite(vec4 source, float c) {
#ifdef FETCH
    if (!(c > 0.0) || !(source.a > 0.0)) return;
    vec4 d = floor(o_color * 255.0 + 0.5);
    float keep = 1.0 - source.a * c / 255.0;
    o_color = floor(clamp(source * c + d * keep + 0.5, 0.0, 255.0)) / 255.0;
#else
    o_color = c > 0.0 ? source * (c / 255.0) : vec4(0.0);
#endif
}
