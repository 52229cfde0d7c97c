// shadow.comp - uniforms filled by ShadowUniforms (Sources/GPURaster/Programs/ShadowUniforms.swift)
// and ComputePainter (Sources/GPURaster/Compute/ComputePainter.swift).
// A group's shadow on the compute path, in two passes over the group's
// box, one invocation per pixel: with ACROSS, the content's alpha bytes
// blurred along rows and rounded to bytes; without, those bytes blurred
// down the columns, read `u_offset` pixels back, tinted and drawn beneath
// the content, rounded to bytes, into the scene that holds the group.
// CPU twin: CPURaster's RasterLayer.castShadow (the same weights, sums
// in the same order, the same rounding); shadow.frag is the raster
// path's.
#version 310 es
precision highp float;
precision highp int;

layout(local_size_x = 16, local_size_y = 16) in;

// The group's content: premultiplied RGBA8 words, rows of the box's width.
layout(std430, binding = 0) readonly buffer Content { uint content[]; };
#ifdef ACROSS
// Out: the alpha blurred along rows, one byte value per word.
layout(std430, binding = 1) writeonly buffer Across { uint across[]; };
#else
layout(std430, binding = 1) readonly buffer Across { uint across[]; };
// Out: the holding scene's words, the layer at u_target.
layout(std430, binding = 2) writeonly buffer Target { uint target[]; };
uniform uint u_target;
// Device pixels the shadow is moved by, and the shadow color
// premultiplied, 0...1.
uniform ivec2 u_offset;
uniform vec4 u_shade;
#endif
// GroupShadow.weights for distances 0...u_reach.
uniform float u_weights[65];
uniform int u_reach;
// The group's box, device pixels: columns x ..< z, rows y ..< w.
uniform ivec4 u_box;

// 0...255 to the nearest byte, clamped (halves away from zero: the
// values are never negative).
uint roundedByte(float v) { return uint(floor(clamp(v, 0.0, 255.0) + 0.5)); }

void main() {
    ivec2 size = u_box.zw - u_box.xy;
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x >= size.x || p.y >= size.y) return;
    float sum = 0.0;
#ifdef ACROSS
    for (int k = -u_reach; k <= u_reach; k++) {
        int x = p.x + k;
        float level = x >= 0 && x < size.x ? float(content[uint(p.y * size.x + x)] >> 24) : 0.0;
        sum += u_weights[abs(k)] * level;
    }
    across[uint(p.y * size.x + p.x)] = roundedByte(sum);
#else
    ivec2 from = p - u_offset;
    for (int k = -u_reach; k <= u_reach; k++) {
        int y = from.y + k;
        bool inside = from.x >= 0 && from.x < size.x && y >= 0 && y < size.y;
        float level = inside ? float(across[uint(y * size.x + from.x)]) : 0.0;
        sum += u_weights[abs(k)] * level;
    }
    uint v = content[uint(p.y * size.x + p.x)];
    vec4 c = vec4(float(v & 255u), float((v >> 8) & 255u), float((v >> 16) & 255u), float(v >> 24));
    float keep = 1.0 - c.a / 255.0;
    uvec4 b = uvec4(roundedByte(c.r + u_shade.r * sum * keep), roundedByte(c.g + u_shade.g * sum * keep),
                    roundedByte(c.b + u_shade.b * sum * keep), roundedByte(c.a + u_shade.a * sum * keep));
    target[u_target + uint(p.y * size.x + p.x)] = b.r | (b.g << 8) | (b.b << 16) | (b.a << 24);
#endif
}
