// instanced_image.vert - uniforms filled by PaintVertexUniforms
// (Sources/GPURaster/Programs/PaintUniforms.swift, u_viewport) and, with TRACKS, by
// InstanceGridUniforms and TrackTableUniforms
// (Sources/GPURaster/Instances/InstanceGridUniforms.swift, TrackTableUniforms.swift);
// per-instance attributes filled by InstancedImageBatch
// (Sources/GPURaster/Instances/InstancedImageBatch.swift) or, with TRACKS, by
// InstanceGridBuffers (Sources/GPURaster/Instances/InstanceGridBuffers.swift).
// CPU twin: paint.vert with one image item per instance as
// GLPainter.draw(_ item: ImageItem, opacity:) draws it: the destination
// rectangle's corners in device pixels and the same device -> paint map;
// the instance's opacity goes to image.frag (INSTANCED) as a flat input,
// its four corners and edge slopes to coverage.glsl (QUAD). Each instance
// is drawn as the corners' bounding box grown to whole pixels, so every
// pixel the quadrilateral touches gets a fragment.
//
// Without TRACKS the CPU placed every instance (InstancedImageBatch: the
// corners and the paint map per instance, in double). With TRACKS this
// stage places it: it evaluates the template's compiled tracks
// (instance_tracks.glsl's trackValues(), the twin of
// TrackTable.values(at:instance:model:)) at u_time for the instance's
// attributes, then builds its placement as InstanceGrid.placements() does
// (Sources/Presentation/InstanceGrid.swift, InstanceTracks.swift): position
// + offset * weight, the template's transform (its linear part times the
// written scale), about the template's anchor, then the layer's map.
// With TRACKS each instance is 4 vertices that all carry its attributes,
// drawn as indexed triangles (0, 1, 2), (0, 2, 3) in one non-instanced
// draw (InstanceGridBuffers: llvmpipe shades an instanced draw instance by
// instance); the box corner is gl_VertexID % 4, and each instance is
// evaluated 4 times.
#version 300 es
precision highp float;
precision highp int;

// Canvas size in pixels.
uniform vec2 u_viewport;

out vec2 v_paint;
flat out float v_opacity;
// The quadrilateral for coverage.glsl (QUAD): corners' x and y, device
// pixels, and the dx/dy of its edges 0-1, 1-2, 2-3, 3-0.
flat out vec4 v_quadX;
flat out vec4 v_quadY;
flat out vec4 v_quadSlopes;
flat out float v_quadOrientation;
// The corners' box (min x, min y, max x, max y), device pixels: the
// quadrilateral itself when its sides run along the axes (AXIS_ALIGNED).
flat out vec4 v_quadBox;

// The corners' box: (min x, min y, max x, max y).
vec4 quadBounds(vec4 x, vec4 y) {
    return vec4(min(min(x.x, x.y), min(x.z, x.w)), min(min(y.x, y.y), min(y.z, y.w)),
                max(max(x.x, x.y), max(x.z, x.w)), max(max(y.x, y.y), max(y.z, y.w)));
}

// The corner of `bounds` grown to whole pixels that vertex `corner` (0:
// top-left, 1: top-right, 2: bottom-right, 3: bottom-left) stands on.
vec2 boxCorner(vec4 bounds, int corner) {
    return vec2(corner == 1 || corner == 2 ? ceil(bounds.z) : floor(bounds.x),
                corner >= 2 ? ceil(bounds.w) : floor(bounds.y));
}

// Fills v_quadX, v_quadY, v_quadSlopes, v_quadOrientation and v_quadBox
// (`bounds`, quadBounds(x, y)).
void setQuad(vec4 x, vec4 y, vec4 bounds) {
    v_quadX = x;
    v_quadY = y;
    v_quadSlopes = (x.yzwx - x) / (y.yzwx - y);
    // The cross product of the diagonals: twice the signed area.
    v_quadOrientation = sign((x.z - x.x) * (y.w - y.y) - (y.z - y.x) * (x.w - x.y));
    v_quadBox = bounds;
}

#ifdef TRACKS
#include "instance_tracks"

// The vertex's instance, LayerInstance: (timeShift s, position.x,
// position.y points).
layout(location = 0) in vec3 a_instance;
// LayerInstance.offset, points.
layout(location = 1) in vec2 a_offset;
// LayerInstance.optionalTracks.
layout(location = 2) in uint a_optionalTracks;
// The instanced layer's local time, seconds.
uniform float u_time;
// The destination rectangle in paint coordinates: (minX, minY, maxX, maxY).
uniform vec4 u_destination;

// For InstanceGridProbe (transform feedback); the fragment stage reads none
// of these, so the draw program drops them. The table's values
// (TrackTable.Values: opacity, scale, offset weight, position x; position
// y; written bits) and the device position of corner gl_VertexID % 4 of
// the destination rectangle, in pixels.
flat out vec4 v_trackSlots;
flat out float v_trackPositionY;
flat out uint v_trackWritten;
out vec2 v_device;

void main() {
    int corner = gl_VertexID % 4;
    TrackValues v = instanceTrackValues(u_time, a_instance, a_optionalTracks, vec3(u_modelOpacity, 1.0, 0.0));
    v_trackSlots = vec4(v.slot[0], v.slot[1], v.slot[2], v.slot[3]);
    v_trackPositionY = v.slot[4];
    v_trackWritten = v.written;

    TrackCopy copy = trackCopy(v, a_offset);
    bool shows = copy.shows;
    float opacity = copy.opacity;
    vec2 c0 = copy.corners[0], c1 = copy.corners[1], c2 = copy.corners[2], c3 = copy.corners[3];
    vec4 x = vec4(c0.x, c1.x, c2.x, c3.x), y = vec4(c0.y, c1.y, c2.y, c3.y);
    v_device = corner == 0 ? c0 : corner == 1 ? c1 : corner == 2 ? c2 : c3;

    // Paint coordinates at the box corner: the destination rectangle's
    // (corner 0 at its minimum, 1 along x, 3 along y) affine map inverted.
    vec4 bounds = quadBounds(x, y);
    vec2 box = boxCorner(bounds, corner);
    vec2 e1 = c1 - c0, e3 = c3 - c0, q = box - c0;
    float det = e1.x * e3.y - e1.y * e3.x;
    vec2 unit = vec2(q.x * e3.y - q.y * e3.x, e1.x * q.y - e1.y * q.x) / det;
    v_paint = u_destination.xy + unit * (u_destination.zw - u_destination.xy);
    shows = shows && det != 0.0;
    v_opacity = shows ? opacity : 0.0;
    setQuad(x, y, bounds);
    // A hidden instance collapses onto one point outside the canvas: no
    // fragments, as the CPU skips it.
    gl_Position = shows ? vec4(box / u_viewport * 2.0 - 1.0, 0.0, 1.0) : vec4(-2.0, -2.0, 0.0, 1.0);
}

#else

// The destination rectangle's corners in device pixels, in Path(rect:)
// order: (x0, y0, x1, y1) and (x2, y2, x3, y3).
layout(location = 0) in vec4 a_corners01;
layout(location = 1) in vec4 a_corners23;
// Device pixels -> paint coordinates: (a, b, c, d) and (tx, ty) of the
// affine map, plus the instance's opacity (0...1) in z.
layout(location = 2) in vec4 a_paintFromDevice;
layout(location = 3) in vec3 a_translationOpacity;

void main() {
    // Two triangles over the box: (0, 1, 2), (0, 2, 3).
    int corner = gl_VertexID == 0 || gl_VertexID == 3 ? 0 : gl_VertexID == 1 ? 1 : gl_VertexID == 2 || gl_VertexID == 4 ? 2 : 3;
    vec4 x = vec4(a_corners01.x, a_corners01.z, a_corners23.x, a_corners23.z);
    vec4 y = vec4(a_corners01.y, a_corners01.w, a_corners23.y, a_corners23.w);
    vec4 bounds = quadBounds(x, y);
    vec2 position = boxCorner(bounds, corner);
    mat3 paintFromDevice = mat3(vec3(a_paintFromDevice.xy, 0.0), vec3(a_paintFromDevice.zw, 0.0),
                                vec3(a_translationOpacity.xy, 1.0));
    v_paint = (paintFromDevice * vec3(position, 1.0)).xy;
    v_opacity = a_translationOpacity.z;
    setQuad(x, y, bounds);
    gl_Position = vec4(position / u_viewport * 2.0 - 1.0, 0.0, 1.0);
}

#endif
