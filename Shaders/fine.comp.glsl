// fine.comp - uniforms filled by ComputePainter (Sources/GPURaster/Compute/ComputePainter.swift)
// from a ComputeScene (Sources/GPURaster/Compute/ComputeScene.swift),
// whose layout the offsets below follow.
// The compute path's fine pass: one work group per 16 x 16 tile, one
// invocation per run of COMPUTE_RUN pixels of a row (1 on hardware; more
// on software drivers, where every storage-buffer read costs a loop over
// the SIMD lanes, so a run shares each entry's reads). Each pixel walks
// its tile's entries in paint order and keeps its color in registers, as
// bytes in floats (0...255), rounded after every item as the CPU's
// Blender rounds; groups push the color beneath them on a small stack in
// shared memory and composite onto it when they end.
// Nothing reads another pixel and nothing is blended by the hardware, so
// every GLES 3.1 device gives the same bytes: no framebuffer fetch.
// The program is compiled per set of features a frame uses (IMAGES,
// GRADIENTS, GROUPS, MASKS, BLENDS: ComputeFeatures): software drivers
// (llvmpipe, softpipe) run both sides of every branch, so code a frame
// does not need would cost every pixel every item.
// CPU twin: CPURaster's Blender.blendOne (items), RasterContext.drawGroup
// and LayerSource.shade (groups, masks, blend modes), Shader (gradients),
// ImageSampler (images); the coverage is coverage.glsl's, the raster
// path's.
#version 310 es
precision highp float;
precision highp int;
#include "coverage"
#ifdef BLENDS
#include "blend_modes"
#endif
#ifdef GRADIENTS
#include "focal"
#endif

// COMPUTE_TILE_SIZE (ComputeScene.tileSize) and COMPUTE_STACK_DEPTH
// (ComputeScene.maximumDepth) come from ShaderConstants, COMPUTE_RUN
// (ComputePainter.run, a divisor of the tile size) and COMPUTE_RUNS_ACROSS
// (the tile size over it: GLSL ES wants a literal there) from
// ComputePainter.
#define RUN COMPUTE_RUN
layout(local_size_x = COMPUTE_RUNS_ACROSS, local_size_y = COMPUTE_TILE_SIZE) in;

// Everything the frame reads, one word each (ComputeTiles.words): the
// tile table (two words a tile: first entry, entry count) and the
// sections at the offsets below.
layout(std430, binding = 0) readonly buffer Scene { uint scene[]; };
#ifdef UNIFORM_SCENE
// The same words read as uniform blocks, four at a time (UNIFORM_SCENE,
// where the frame's words fit in COMPUTE_UNIFORM_BLOCKS blocks of
// COMPUTE_BLOCK_QUADS quads, bound one after another): every read of the
// tile table, entries, commands, trapezoids and references is the same
// for the whole work group. Software drivers load such a block word once
// for all lanes; a storage buffer they read lane by lane in a loop.
// GLSL ES 3.10 indexes an array of blocks only by constants, hence the
// chain (the program is compiled for the blocks a frame needs).
layout(std140, binding = 0) uniform SceneBlock { uvec4 quads[COMPUTE_BLOCK_QUADS]; } blocks[COMPUTE_UNIFORM_BLOCKS];
uvec4 quad(uint i) {
    uint b = i / uint(COMPUTE_BLOCK_QUADS), j = i % uint(COMPUTE_BLOCK_QUADS);
    uvec4 v = blocks[0].quads[j];
#if COMPUTE_UNIFORM_BLOCKS > 1
    if (b == 1u) v = blocks[1].quads[j];
#endif
#if COMPUTE_UNIFORM_BLOCKS > 2
    if (b == 2u) v = blocks[2].quads[j];
    if (b == 3u) v = blocks[3].quads[j];
#endif
#if COMPUTE_UNIFORM_BLOCKS > 4
    if (b == 4u) v = blocks[4].quads[j];
    if (b == 5u) v = blocks[5].quads[j];
    if (b == 6u) v = blocks[6].quads[j];
    if (b == 7u) v = blocks[7].quads[j];
#endif
    return v;
}
uint uniformWord(uint i) { return quad(i >> 2)[i & 3u]; }
#else
// The same words four at a time: entries, commands and trapezoids start
// at multiples of 4 words. Software drivers read a storage buffer lane by
// lane in a loop; one loop for four words costs about what one word does.
layout(std430, binding = 0) readonly buffer Scene4 { uvec4 scene4[]; };
uvec4 quad(uint i) { return scene4[i]; }
uint uniformWord(uint i) { return scene[i]; }
#endif
// Premultiplied RGBA8 per pixel, red in the low byte, rows top first.
layout(std430, binding = 1) writeonly buffer Pixels { uint pixels[]; };

// The pixels drawn: the top-left one (device pixels; a shadowed group's
// layer starts at its box) and the size; and tiles per row.
uniform ivec2 u_origin;
uniform ivec2 u_canvas;
uniform int u_tilesAcross;
// The tile work group (0, 0) draws, in tiles: a frame redrawn only where
// it changed dispatches the changed tiles' rects one by one.
uniform ivec2 u_firstTile;
// Where the tile table starts, in words: 0, or past the words the CPU
// wrote when grids placed on the GPU (grid_bin.comp) merged their copies
// into the entries.
uniform uint u_table;
// Where each section starts, in words: entries (4 words each: command,
// first trapezoid reference, reference count, flags), commands
// (COMPUTE_COMMAND_WORDS each), trapezoids (8 floats each: band, sides as
// in coverageTrapezoid), trapezoid references (one index each).
uniform uint u_entries;
uniform uint u_commands;
uniform uint u_trapezoids;
uniform uint u_references;

float word(uint i) { return uintBitsToFloat(scene[i]); }
vec4 word4(uint i) { return vec4(word(i), word(i + 1u), word(i + 2u), word(i + 3u)); }

// A pixel's or texel's packed bytes (red in the low byte) as 0...255.
vec4 unpacked(uint v) {
    return vec4(float(v & 255u), float((v >> 8) & 255u), float((v >> 16) & 255u), float(v >> 24));
}

// Command kinds (ComputeScene.Kind).
const uint SOLID = 0u, AXIAL = 1u, RADIAL = 2u, IMAGE = 3u, BEGIN = 4u, BEGIN_MASK = 5u, END = 6u, LAYER = 7u;
// Entry flags (ComputeScene.EntryFlag): the tile lies wholly inside the
// shape; the shape is the command's box (no trapezoids).
const uint WHOLE_TILE = 1u, BOX_ONLY = 2u;

// The coverage by the entry's shape of the run of pixels from `corner`
// on, 0...1 each: the exact area of each square inside the trapezoids the
// tile holds (coverage.glsl), 1 where the tile lies inside one of them.
void entryCoverage(uvec4 entry, vec2 corner, out float coverage[RUN]) {
    for (int k = 0; k < RUN; ++k) coverage[k] = 0.0;
    if ((entry.w & WHOLE_TILE) != 0u) {
        for (int k = 0; k < RUN; ++k) coverage[k] = 1.0;
        return;
    }
    for (uint n = 0u; n < entry.z; ++n) {
        uint t = (u_trapezoids >> 2) + 2u * uniformWord(u_references + entry.y + n);
        vec4 band = uintBitsToFloat(quad(t)), sides = uintBitsToFloat(quad(t + 1u));
        for (int k = 0; k < RUN; ++k) coverage[k] += coverageTrapezoid(band, sides, corner + vec2(float(k), 0.0));
    }
    for (int k = 0; k < RUN; ++k) coverage[k] = clamp(coverage[k], 0.0, 1.0);
}

// composite.glsl's FETCH formula on a color held here: nothing when c or
// the source's alpha is 0, else round(source * c + d * (1 - sa * c / 255)).
// (ROUND_ONCE: a deliberate mistake for the tests, ComputeMutation: the
// color kept unrounded and rounded once at the end.)
vec4 composited(vec4 d, vec4 source, float c) {
    if (!(c > 0.0) || !(source.a > 0.0)) return d;
    float keep = 1.0 - source.a * c / 255.0;
#ifdef ROUND_ONCE
    return clamp(source * c + d * keep, 0.0, 255.0);
#else
    return floor(clamp(source * c + d * keep + 0.5, 0.0, 255.0));
#endif
}

// The point's location on an affine map (a, b, c, d) and (tx, ty):
// (a x + c y + tx, b x + d y + ty).
vec2 mapped(vec4 m, vec2 t, vec2 p) {
    return vec2(m.x * p.x + m.z * p.y + t.x, m.y * p.x + m.w * p.y + t.y);
}

#ifdef GRADIENTS
// gradient.frag's rampColor over `count` stops of 5 floats (straight
// color 0...1, location) from word `first`.
vec4 rampColor(uint first, uint count, float t) {
    uint last = count - 1u;
    if (t <= word(first + 4u)) return word4(first);
    if (t >= word(first + 5u * last + 4u)) return word4(first + 5u * last);
    uint i = 0u;
    for (uint k = 1u; k < last; ++k) {
        if (word(first + 5u * k + 4u) > t) break;
        i = k;
    }
    uint a = first + 5u * i, b = a + 5u;
    float f = (t - word(a + 4u)) / (word(b + 4u) - word(a + 4u));
    return mix(word4(a), word4(b), f);
}
#endif

// A fill command's paint, read once per entry: its kind; the map from
// the device (words 6...11: a, b, c, d, tx, ty); words 1...4 (flags, first
// stop or texel, stop count or width, height); words 12...15 (the solid
// color; the radial focal point; the image's opacity).
struct Paint {
    uint kind;
    vec4 map;
    vec2 offset;
    uvec4 head;
    vec4 extra;
};

// From the command's four quarters (words 0...3, 4...7, 8...11, 12...15).
Paint readPaint(uvec4 q0, uvec4 q1, uvec4 q2, uvec4 q3) {
    return Paint(q0.x, uintBitsToFloat(uvec4(q1.zw, q2.xy)), uintBitsToFloat(q2.zw), uvec4(q0.yzw, q1.x),
                 uintBitsToFloat(q3));
}

#ifdef IMAGES
// An image texel's bytes (0...255).
vec4 texel(uint first, int width, int x, int y) {
    return unpacked(scene[first + uint(y * width + x)]);
}

// ImageSampler's bilinear sample at the pixel center `center`: the map
// goes to texel space (or a tile's unit square when flags bit 0 says
// tiled), wrapped per tile or clamped to the edge texels, the four texels
// mixed with the CPU's weights, times the image's opacity.
vec4 imageColor(Paint paint, vec2 center) {
    uint first = paint.head.y;
    int width = int(paint.head.z), height = int(paint.head.w);
    bool tiled = (paint.head.x & 1u) != 0u;
    vec2 p = mapped(paint.map, paint.offset, center);
    ivec2 count = ivec2(width, height);
    if (tiled) p = (p - floor(p)) * vec2(count);
    vec2 s = clamp(p - 0.5, vec2(-1.0), vec2(count));
    vec2 cell = floor(s);
    vec2 f = s - cell;
    ivec2 i0 = ivec2(cell), i1 = i0 + 1;
    if (tiled) {
        i0 = ivec2(i0.x < 0 ? count.x - 1 : i0.x, i0.y < 0 ? count.y - 1 : i0.y);
        i1 = ivec2(i0.x + 1 >= count.x ? 0 : i0.x + 1, i0.y + 1 >= count.y ? 0 : i0.y + 1);
    } else {
        i0 = clamp(i0, ivec2(0), count - 1);
        i1 = clamp(i1, ivec2(0), count - 1);
    }
    float opacity = paint.extra.x;
    float w00 = (1.0 - f.x) * (1.0 - f.y) * opacity, w10 = f.x * (1.0 - f.y) * opacity;
    float w01 = (1.0 - f.x) * f.y * opacity, w11 = f.x * f.y * opacity;
    return texel(first, width, i0.x, i0.y) * w00 + texel(first, width, i1.x, i0.y) * w10
         + texel(first, width, i0.x, i1.y) * w01 + texel(first, width, i1.x, i1.y) * w11;
}
#endif

// The premultiplied color (0...255) a fill command paints at `center`.
vec4 paintColor(Paint paint, vec2 center) {
#ifdef IMAGES
    if (paint.kind == IMAGE) return imageColor(paint, center);
#endif
#ifdef GRADIENTS
    if (paint.kind == SOLID) return paint.extra;
    // Axial: the map gives t itself (the axis' direction over its squared
    // length, composed in double on the CPU); radial: the point in the
    // space where the location-1 ellipse is the unit circle.
    vec2 g = mapped(paint.map, paint.offset, center);
    vec2 focal = paint.extra.xy;
    float t = paint.kind == AXIAL ? g.x : focal == vec2(0.0) ? length(g) : focalLocation(g, focal);
    vec4 s = rampColor(paint.head.y, paint.head.z, t);
    return vec4(s.rgb * s.a, s.a) * 255.0;
#else
    return paint.extra;
#endif
}

#ifdef GROUPS
// The colors beneath the open groups, COMPUTE_STACK_DEPTH a pixel, as
// packed bytes (colors are whole bytes after every item): 16 KiB for a
// 16 x 16 tile, the least any GLES 3.1 device offers. In shared memory,
// not in an array of the invocation's own: llvmpipe sets up such an
// array for every invocation, which cost a third of a frame of the tile
// grid (Sources/Benchmarks/README.md, "Figures behind the code").
shared uint stack[COMPUTE_TILE_SIZE * COMPUTE_TILE_SIZE * COMPUTE_STACK_DEPTH];

// A color's bytes, red in the low byte (rounded: only ROUND_ONCE keeps
// fractions, and a group rounds them).
uint packBytes(vec4 c) {
    uvec4 b = uvec4(c + 0.5);
    return b.r | (b.g << 8) | (b.b << 16) | (b.a << 24);
}
#endif

void main() {
    ivec2 tileXY = ivec2(gl_WorkGroupID.xy) + u_firstTile;
    ivec2 local = ivec2((tileXY.x * COMPUTE_RUNS_ACROSS + int(gl_LocalInvocationID.x)) * RUN,
                        tileXY.y * COMPUTE_TILE_SIZE + int(gl_LocalInvocationID.y));
    if (local.x >= u_canvas.x || local.y >= u_canvas.y) return;
    ivec2 start = u_origin + local;
    uint tile = uint(tileXY.y * u_tilesAcross + tileXY.x);
    uint firstEntry = uniformWord(u_table + 2u * tile), entryCount = uniformWord(u_table + 2u * tile + 1u);
    vec2 corner = vec2(start);
    vec4 color[RUN];
    float coverage[RUN];
    for (int k = 0; k < RUN; ++k) color[k] = vec4(0.0);
#ifdef GROUPS
    uint slot = gl_LocalInvocationIndex * uint(COMPUTE_STACK_DEPTH * RUN);
    int depth = 0;
#endif
    for (uint n = 0u; n < entryCount; ++n) {
        uvec4 entry = quad((u_entries >> 2) + firstEntry + n);
        uint c = (u_commands >> 2) + (COMPUTE_COMMAND_WORDS >> 2) * entry.x;
        uvec4 q0 = quad(c), q1 = quad(c + 1u), q2 = quad(c + 2u), q3 = quad(c + 3u);
        uint kind = q0.x;
#ifdef GROUPS
        if (kind == BEGIN || kind == BEGIN_MASK) {
            // A group's content (or, after it, its mask) starts
            // transparent; what lies beneath waits on the stack.
            for (int k = 0; k < RUN; ++k) {
                stack[slot + uint(depth * RUN + k)] = packBytes(color[k]);
                color[k] = vec4(0.0);
            }
            depth += 1;
            continue;
        }
        if (kind == LAYER) {
            // A shadowed group's content, drawn beforehand (shadow.comp):
            // word 2 its first pixel, word 3 its width, words 12...15 its box.
            ivec4 box = ivec4(q3);
            bool inRows = start.y >= box.y && start.y < box.w;
            for (int k = 0; k < RUN; ++k) {
                int x = start.x + k;
                if (!inRows || x < box.x || x >= box.z) continue;
                color[k] = unpacked(scene[q0.z + uint((start.y - box.y) * int(q0.w) + (x - box.x))]);
            }
            continue;
        }
        if (kind == END) {
            // word 1: mask mode + 1 (0: no mask); word 2: blend mode;
            // word 5: opacity; words 12...15: the group's box (x, y,
            // maxX, maxY): nothing changes outside it.
            uint maskMode = q0.y;
            float opacity = uintBitsToFloat(q1.y);
            ivec4 box = ivec4(q3);
#ifdef BLENDS
            int blendMode = int(q0.z);
#endif
            if ((entry.w & BOX_ONLY) != 0u) {
                for (int k = 0; k < RUN; ++k) coverage[k] = 1.0;
            } else {
                entryCoverage(entry, corner, coverage);
            }
            bool inRows = start.y >= box.y && start.y < box.w;
            depth -= 1;
#ifdef MASKS
            if (maskMode != 0u) depth -= 1;
#endif
            for (int k = 0; k < RUN; ++k) {
                vec4 content = color[k];
                float scale = opacity;
#ifdef MASKS
                if (maskMode != 0u) {
                    vec4 m = color[k];
                    content = unpacked(stack[slot + uint((depth + 1) * RUN + k)]);
                    float level = m.a;
                    if (maskMode == 2u) level = 255.0 - m.a;
                    else if (maskMode >= 3u) {
                        float luminance = 0.2126 * m.r + 0.7152 * m.g + 0.0722 * m.b;
                        level = maskMode == 3u ? luminance : 255.0 - luminance;
                    }
                    scale = opacity * level / 255.0;
                }
#endif
                vec4 beneath = unpacked(stack[slot + uint(depth * RUN + k)]);
                int x = start.x + k;
                if (!inRows || x < box.x || x >= box.z) {
                    color[k] = beneath;
                    continue;
                }
#ifdef BLENDS
                vec4 source = blendedSource(blendMode, content * scale, beneath);
#else
                vec4 source = content * scale;
#endif
                color[k] = composited(beneath, source, coverage[k]);
            }
            continue;
        }
#endif
        entryCoverage(entry, corner, coverage);
        float opacity = uintBitsToFloat(q1.y);
        Paint paint = readPaint(q0, q1, q2, q3);
        for (int k = 0; k < RUN; ++k) {
            float ck = coverage[k] * opacity;
            if (ck > 0.0) color[k] = composited(color[k], paintColor(paint, corner + vec2(float(k) + 0.5, 0.5)), ck);
        }
    }
    for (int k = 0; k < RUN; ++k) {
        int x = local.x + k;
        if (x >= u_canvas.x) break;
#ifdef ROUND_ONCE
        uvec4 bytes = uvec4(floor(color[k] + 0.5));
#else
        uvec4 bytes = uvec4(color[k]);
#endif
        pixels[uint(local.y * u_canvas.x + x)] = bytes.r | (bytes.g << 8) | (bytes.b << 16) | (bytes.a << 24);
    }
}
