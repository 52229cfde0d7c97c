// grid_bin.comp - uniforms filled by ComputeGrids
// (Sources/GPURaster/Compute/ComputeGrids.swift) and, for PLACE, by
// InstanceGridUniforms and TrackTableUniforms
// (Sources/GPURaster/Instances/InstanceGridUniforms.swift, TrackTableUniforms.swift);
// the copies' attributes from LayerInstance (Sources/Layers/InstancedLayer.swift).
// The compute path's ripple grid, placed and binned on the GPU. A grid
// whose template is one image and which carries its compiled tracks is
// one GRID entry per tile in the CPU's tile lists (ComputeTiles); these
// passes, compiled one per #define, turn its copies into image commands
// and merge them into the tiles' entries in paint order, so fine.comp
// draws them as it draws the CPU's own images, knowing nothing of grids:
// - PLACE, one invocation per copy: its tracks evaluated at u_time
//   (instance_tracks.glsl), its corners as instanced_image.vert places
//   them, and from them an IMAGE command (the device -> texel map, the
//   opacity) and the quadrilateral cut into at most 3 trapezoids with
//   horizontal tops and bottoms (coverage.glsl's form); the tiles its
//   pixels touch are counted (atomicAdd).
// - SCAN, one work group per grid: the counts summed into each tile's
//   first list slot, after the grids scanned before (running total in
//   word 0), and the counts reset for SCATTER.
// - TOTAL, one work group: each tile's merged entry count (the CPU's
//   entries less its GRID entries, plus its copies) summed into the
//   merged tile table (grand total in word 1).
// - SCATTER, one invocation per copy: its index into each of its tiles'
//   lists (atomicAdd on the tile's cursor: any order).
// - SORT, one invocation per tile: each list sorted by copy index, which
//   is paint order, so the bytes never depend on SCATTER's order.
// - MERGE, one invocation per tile: the CPU's entries copied with each
//   GRID entry replaced by the grid's copies in that tile; a copy whose
//   trapezoid holds the whole tile gets coverage 1 without integrals
//   (ComputeTiles' wholeTile).
// CPU twin: InstanceGrid.placements() and ComputeScene's copy-by-copy
// listing (Sources/GPURaster/Compute/ComputeScene.swift, ComputeTiles.swift);
// the placement is instanced_image.vert's (TRACKS), step for step.
#version 310 es
precision highp float;
precision highp int;

#if defined(SCAN) || defined(TOTAL)
layout(local_size_x = 256) in;
#else
layout(local_size_x = 64) in;
#endif

// Command kinds and words (ComputeScene.Kind, fine.comp) and the entry
// flag a tile inside a trapezoid gets (ComputeTiles.Flag.wholeTile).
const uint IMAGE = 3u, GRID = 8u, WHOLE_TILE = 1u;

// The scene's canvas: its top-left pixel (device pixels) and tiles per row
// and column; the box the grid draws in (x, y, maxX, maxY, inside the
// canvas).
uniform ivec2 u_origin;
uniform ivec2 u_tiles;
uniform ivec4 u_box;
// Copies in the grid and the first one's index among the frame's copies.
uniform uint u_copyCount;
uniform uint u_firstCopy;
// Where this grid's counts (one word a tile) start in the counts buffer.
uniform uint u_counts;

// Copies in the frame, and trapezoids a copy has room for: 3, or 1 when
// every grid of the frame runs along the axes
// (InstanceGridUniforms.isAxisAligned): the copy is then its corners'
// box, as the raster path's AXIS_ALIGNED program takes it (the float
// corners may differ from a rectangle's in their last bits, which moves
// coverage by less than 1/1000 level).
uniform uint u_frameCopies;
uniform uint u_bands;

uint tileCount() { return uint(u_tiles.x * u_tiles.y); }

// Where a copy's words start in the records (PLACE writes them, SCATTER
// reads its tiles): its command, its trapezoids (u_bands of 8 words), its
// references (u_bands), its tiles (4). The first three sections go into
// the scene's words as they are.
uint commandAt(uint copy) { return copy * COMPUTE_COMMAND_WORDS; }
uint trapezoidsAt(uint copy) { return u_frameCopies * COMPUTE_COMMAND_WORDS + 8u * u_bands * copy; }
uint referencesAt(uint copy) { return u_frameCopies * (COMPUTE_COMMAND_WORDS + 8u * u_bands) + u_bands * copy; }
uint tilesAt(uint copy) { return u_frameCopies * (COMPUTE_COMMAND_WORDS + 9u * u_bands) + 4u * copy; }

#ifdef PLACE
#include "instance_tracks"

// LayerInstance per copy, 6 words: timeShift (s), position x, y, offset x,
// y (points, float32 bits) and optionalTracks.
layout(std430, binding = 0) readonly buffer Instances { uint instances[]; };
// Every copy of the frame (commandAt, trapezoidsAt, referencesAt,
// tilesAt; tiles as x0, y0, x1, y1, tile units, x1 <= x0 for none).
layout(std430, binding = 1) writeonly buffer Records { uint records[]; };
layout(std430, binding = 2) buffer Counts { uint counts[]; };

// The instanced layer's local time, seconds (instanced_image.vert's);
// the rest of InstanceGridUniforms is declared in instance_tracks.glsl.
uniform float u_time;
// Texel units per unit of the destination along its sides: the image's
// width and height, or the destination's size over the tile's for a
// tiled image (ComputeScene.appendImage's scale); the image's words 1...4
// (tiled flag; first texel, absolute in the scene's words; width; height).
uniform vec2 u_texelScale;
uniform uvec4 u_image;
// Where this frame's copy trapezoids and references start in the scene's
// words, as a trapezoid index (from u_trapezoids) and a reference index
// (from u_references).
uniform uint u_trapezoidBase;
uniform uint u_referenceBase;

// Four words from word `at` on.
void store(uint at, uvec4 v) {
    records[at] = v.x;
    records[at + 1u] = v.y;
    records[at + 2u] = v.z;
    records[at + 3u] = v.w;
}

// Where the edge a..b (a.y != b.y) crosses row y, kept between its ends.
float edgeX(vec2 a, vec2 b, float y) {
    return clamp(a.x + (y - a.y) * ((b.x - a.x) / (b.y - a.y)), min(a.x, b.x), max(a.x, b.x));
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= u_copyCount) return;
    uint copy = u_firstCopy + i, w = 6u * i;
    vec3 instance = uintBitsToFloat(uvec3(instances[w], instances[w + 1u], instances[w + 2u]));
    vec2 offset = uintBitsToFloat(uvec2(instances[w + 3u], instances[w + 4u]));
    TrackValues v = instanceTrackValues(u_time, instance, instances[w + 5u], vec3(u_modelOpacity, 1.0, 0.0));

    // Placed as instanced_image.vert places it (instance_tracks.glsl).
    TrackCopy placed = trackCopy(v, offset);
    bool shows = placed.shows;
    float opacity = placed.opacity;
    vec2 p[4] = placed.corners;
    vec4 x = vec4(p[0].x, p[1].x, p[2].x, p[3].x), y = vec4(p[0].y, p[1].y, p[2].y, p[3].y);
    vec2 e1 = p[1] - p[0], e3 = p[3] - p[0];
    float det = e1.x * e3.y - e1.y * e3.x;
    shows = shows && det != 0.0;

    // The command: an image whose map takes a pixel center to texel units
    // (the corner-0 frame (e1, e3) inverted, then scaled to texels).
    vec4 map = vec4(u_texelScale.x * e3.y, -u_texelScale.y * e1.y, -u_texelScale.x * e3.x, u_texelScale.y * e1.x) / det;
    vec2 t = -vec2(map.x * p[0].x + map.z * p[0].y, map.y * p[0].x + map.w * p[0].y);
    uint c = commandAt(copy);
    store(c, uvec4(IMAGE, u_image.xyz));
    store(c + 4u, uvec4(u_image.w, floatBitsToUint(vec3(1.0, map.xy))));
    store(c + 8u, floatBitsToUint(vec4(map.zw, t)));
    records[c + 12u] = floatBitsToUint(opacity);

    // The quadrilateral (a parallelogram: convex) cut at its corners' rows
    // into bands; in each band two edges cross, the left one and the
    // right one. A band without height is left out.
    float a0 = min(y.x, y.y), a1 = max(y.x, y.y), a2 = min(y.z, y.w), a3 = max(y.z, y.w);
    float m1 = max(a0, a2), m2 = min(a1, a3);
    float rows[4] = float[4](min(a0, a2), min(m1, m2), max(m1, m2), max(a1, a3));
    float minX = min(min(x.x, x.y), min(x.z, x.w)), maxX = max(max(x.x, x.y), max(x.z, x.w));
    uint trapezoids = trapezoidsAt(copy), references = referencesAt(copy);
    uint bands = 0u;
    for (int b = 0; b < 3 && shows; ++b) {
        float top = rows[b], bottom = rows[b + 1];
        vec4 left = vec4(minX, minX, 0.0, 0.0), right = vec4(maxX, maxX, 0.0, 0.0);
        if (u_bands == 1u) {
            if (b > 0 || !(rows[3] > rows[0])) break;
            bottom = rows[3];
        } else {
            if (!(bottom > top)) continue;
            // (No store into an array at a run-time index: Mesa
            // softpipe's compute stage drops it.)
            vec4 first = vec4(0.0), second = vec4(0.0);
            int found = 0;
            for (int e = 0; e < 4; ++e) {
                vec2 a = p[e], z = p[(e + 1) % 4];
                if (a.y == z.y || min(a.y, z.y) > top || max(a.y, z.y) < bottom || found == 2) continue;
                vec4 side = vec4(edgeX(a, z, top), edgeX(a, z, bottom), (z.x - a.x) / (z.y - a.y), 0.0);
                if (found == 0) first = side; else second = side;
                found += 1;
            }
            if (found < 2) continue;
            bool swapped = first.x + first.y > second.x + second.y;
            left = swapped ? second : first;
            right = swapped ? first : second;
        }
        uint at = trapezoids + 8u * bands;
        store(at, floatBitsToUint(vec4(top, bottom, left.x, right.x)));
        store(at + 4u, floatBitsToUint(vec4(left.y, right.y, left.z, right.z)));
        records[references + bands] = u_trapezoidBase + u_bands * copy + bands;
        bands += 1u;
    }
    // Words 13 and 14: the trapezoids' count and first reference (for
    // MERGE, which writes the entries; fine.comp reads neither).
    records[c + 13u] = bands;
    records[c + 14u] = u_referenceBase + u_bands * copy;
    records[c + 15u] = 0u;

    // The whole pixels it touches, within the box, as tiles.
    vec4 bounds = vec4(minX, rows[0], maxX, rows[3]);
    ivec4 tiles = ivec4(0);
    if (bands > 0u && bounds.x < float(u_box.z) && bounds.z > float(u_box.x) && bounds.y < float(u_box.w)
        && bounds.w > float(u_box.y)) {
        ivec4 pixels = ivec4(max(ivec2(floor(bounds.xy)), u_box.xy), min(ivec2(ceil(bounds.zw)), u_box.zw));
        pixels -= u_origin.xyxy;
        tiles = ivec4(pixels.xy / COMPUTE_TILE_SIZE, (pixels.zw + COMPUTE_TILE_SIZE - 1) / COMPUTE_TILE_SIZE);
    }
    store(tilesAt(copy), uvec4(tiles));
    for (int ty = tiles.y; ty < tiles.w; ++ty) {
        for (int tx = tiles.x; tx < tiles.z; ++tx) atomicAdd(counts[u_counts + uint(ty * u_tiles.x + tx)], 1u);
    }
}
#endif

#if defined(SCAN) || defined(TOTAL)
// Word 0: list slots taken by the grids scanned before; word 1: the
// merged entries' total (TOTAL); then per tile the CPU's entries less its
// GRID entries (u_base), each grid's counts and tables, the merged table.
layout(std430, binding = 2) buffer Counts { uint counts[]; };
// SCAN: this grid's table (first list slot, count per tile), and where
// its lists start (past every grid's table). TOTAL: the first grid's
// table, the grids, where the merged table goes.
uniform uint u_table;
uniform uint u_lists;
uniform uint u_base;
uniform uint u_gridCount;
uniform uint u_merged;

shared uint partial[256];

// The tile's value summed: SCAN its count, TOTAL its merged entries.
uint tileValue(uint k) {
#ifdef SCAN
    return counts[u_counts + k];
#else
    uint n = counts[u_base + k];
    for (uint g = 0u; g < u_gridCount; ++g) n += counts[u_table + g * 2u * tileCount() + 2u * k + 1u];
    return n;
#endif
}

void main() {
    uint n = tileCount(), id = gl_LocalInvocationID.x;
    uint chunk = (n + 255u) / 256u, lo = min(id * chunk, n), hi = min(lo + chunk, n);
    uint sum = 0u;
    for (uint k = lo; k < hi; ++k) sum += tileValue(k);
    partial[id] = sum;
    barrier();
    if (id == 0u) {
#ifdef SCAN
        uint running = counts[0];
#else
        uint running = 0u;
#endif
        for (uint k = 0u; k < 256u; ++k) {
            uint s = partial[k];
            partial[k] = running;
            running += s;
        }
#ifdef SCAN
        counts[0] = running;
#else
        counts[1] = running;
#endif
    }
    barrier();
    uint first = partial[id];
    for (uint k = lo; k < hi; ++k) {
        uint count = tileValue(k);
#ifdef SCAN
        counts[u_table + 2u * k] = u_lists + first;
        counts[u_table + 2u * k + 1u] = count;
        counts[u_counts + k] = 0u;
#else
        counts[u_merged + 2u * k] = first;
        counts[u_merged + 2u * k + 1u] = count;
#endif
        first += count;
    }
}
#endif

#ifdef SCATTER
layout(std430, binding = 1) readonly buffer Records { uint records[]; };
layout(std430, binding = 2) buffer Counts { uint counts[]; };
// Every grid's table (2 words a tile), then the lists.
layout(std430, binding = 3) buffer Lists { uint lists[]; };
uniform uint u_table;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= u_copyCount) return;
    uint copy = u_firstCopy + i, box = tilesAt(copy);
    ivec4 tiles = ivec4(records[box], records[box + 1u], records[box + 2u], records[box + 3u]);
    for (int ty = tiles.y; ty < tiles.w; ++ty) {
        for (int tx = tiles.x; tx < tiles.z; ++tx) {
            uint tile = uint(ty * u_tiles.x + tx);
            uint slot = atomicAdd(counts[u_counts + tile], 1u);
            lists[lists[u_table + 2u * tile] + slot] = copy;
        }
    }
}
#endif

#ifdef SORT
layout(std430, binding = 3) buffer Lists { uint lists[]; };
uniform uint u_table;

// Insertion sort: SCATTER's order is near the copies' own on most
// devices, so this is about one pass over the list.
void main() {
    uint tile = gl_GlobalInvocationID.x;
    if (tile >= tileCount()) return;
    uint first = lists[u_table + 2u * tile], count = lists[u_table + 2u * tile + 1u];
    for (uint k = 1u; k < count; ++k) {
        uint v = lists[first + k];
        uint j = k;
        while (j > 0u && lists[first + j - 1u] > v) {
            lists[first + j] = lists[first + j - 1u];
            j -= 1u;
        }
        lists[first + j] = v;
    }
}
#endif

#ifdef MERGE
// The scene's words (ComputeTiles.words, the copies' commands, trapezoids
// and references, the merged table), into which the merged entries go.
layout(std430, binding = 0) buffer Scene { uint scene[]; };
layout(std430, binding = 3) readonly buffer Lists { uint lists[]; };
// Sections of the scene's words (fine.comp's names): the CPU's entries,
// commands, trapezoids, references; the merged table and entries; the
// first copy's command index. u_box is the canvas here.
uniform uint u_entries;
uniform uint u_commands;
uniform uint u_trapezoids;
uniform uint u_references;
uniform uint u_mergedTable;
uniform uint u_mergedEntries;
uniform uint u_copyCommand;

// True when trapezoid k covers every pixel of the square (x, y, maxX,
// maxY): ComputeTiles.contains.
bool holds(uint k, vec4 square) {
    uint t = u_trapezoids + 8u * k;
    return uintBitsToFloat(scene[t]) <= square.y && uintBitsToFloat(scene[t + 1u]) >= square.w
        && max(uintBitsToFloat(scene[t + 2u]), uintBitsToFloat(scene[t + 4u])) <= square.x
        && min(uintBitsToFloat(scene[t + 3u]), uintBitsToFloat(scene[t + 5u])) >= square.z;
}

void main() {
    uint tile = gl_GlobalInvocationID.x;
    if (tile >= tileCount()) return;
    ivec2 corner = u_origin + COMPUTE_TILE_SIZE * ivec2(int(tile) % u_tiles.x, int(tile) / u_tiles.x);
    ivec2 end = min(corner + COMPUTE_TILE_SIZE, u_box.zw);
    vec4 square = vec4(vec2(corner), vec2(end));
    uint first = scene[2u * tile], count = scene[2u * tile + 1u];
    uint out_ = u_mergedEntries + 4u * scene[u_mergedTable + 2u * tile];
    for (uint e = 0u; e < count; ++e) {
        uint at = u_entries + 4u * (first + e);
        uint command = scene[at];
        uint c = u_commands + COMPUTE_COMMAND_WORDS * command;
        if (scene[c] != GRID) {
            for (uint k = 0u; k < 4u; ++k) scene[out_ + k] = scene[at + k];
            out_ += 4u;
            continue;
        }
        // Word 1 of a GRID command: the grid's table in `lists`.
        uint table = scene[c + 1u] + 2u * tile;
        uint listed = lists[table], copies = lists[table + 1u];
        for (uint n = 0u; n < copies; ++n) {
            uint copy = u_copyCommand + lists[listed + n];
            uint words = u_commands + COMPUTE_COMMAND_WORDS * copy;
            uint bands = scene[words + 13u], reference = scene[words + 14u];
#ifdef DROP_ONE_COPY
            // A deliberate mistake for the tests (ComputeMutation.dropOneCopy):
            // the middle tile's first copy gets no trapezoids (coverage 0).
            if (tile == uint(u_tiles.y / 2 * u_tiles.x + u_tiles.x / 2) && n == 0u) bands = 0u;
#endif
            bool whole = false;
            for (uint b = 0u; b < bands; ++b) whole = whole || holds(scene[u_references + reference + b], square);
            scene[out_] = copy;
            scene[out_ + 1u] = whole ? 0u : reference;
            scene[out_ + 2u] = whole ? 0u : bands;
            scene[out_ + 3u] = whole ? WHOLE_TILE : 0u;
            out_ += 4u;
        }
    }
}
#endif
