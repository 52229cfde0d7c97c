// instance_tracks - uniforms filled by TrackTableUniforms
// (Sources/GPURaster/Instances/TrackTableUniforms.swift) from TrackTable.packedNodes
// and TrackTable.packedSegments (Sources/Timeline/Tracks/TrackTable+Layout.swift),
// converted to float32; per-instance attributes from LayerInstance
// (Sources/Layers/InstancedLayer.swift).
// CPU twin: TrackTable.values(at:instance:model:)
// (Sources/Timeline/Tracks/TrackTable+Evaluate.swift) and TimingFunction.progress
// (Sources/Timeline/Timing/TimingFunction+Solver.swift): the same table, the same
// steps in the same order, the same iteration bounds; only the precision
// (float32) and its two tolerances differ.
//
// A function library, not a whole stage (no #version): a vertex shader
// declares `#version 300 es`, then `#include "instance_tracks"` (which
// ShaderLibrary.source replaces with this file), and calls trackValues()
// once per vertex with the instance's attributes; grid_bin.comp (PLACE,
// with TRACK_BLOCK) once per copy.

// Constants defined in Swift and passed in as #defines by
// ShaderLibrary.source (Sources/GPURaster/Programs/ShaderConstants.swift), never
// defined here:
// - TRACK_MAX_NODES, TRACK_MAX_SEGMENTS: the most nodes and segments a
//   table may have here (TrackTableUniforms.maximumNodes, .maximumSegments).
// - TRACK_SLOT_COUNT: slots (TrackTable.Slot): opacity, scale, offset
//   weight, position x, y.
// - TRACK_NEWTON_ITERATIONS, TRACK_BISECTION_ITERATIONS:
//   TimingFunction.newtonIterations and .bisectionIterations.
// - TRACK_SOLVER_EPSILON: TimingFunction.solverEpsilonFloat32, 8 float32
//   ulps at 1.0; TRACK_NEWTON_MINIMUM_SLOPE: TimingFunction.newtonMinimumSlope.
// - TRACK_BOUNDARY_TOLERANCE: TrackTable.boundaryToleranceFloat32
//   (MediaTiming.boundaryTolerance's float32 counterpart).
// - TRACK_NO_CURVE: TrackTable.noCurve, c1x of an absent timing function.

// TrackTable.packedNodes: node i is u_trackNodes[4i .. 4i+3] =
//   (beginTime, speed, timeOffset, activeDuration),
//   (simpleDuration, timingFlags, parent, slot),
//   (curve c1x, c1y, c2x, c2y),
//   (trackFlags, optionalBit, firstSegment, segmentCount).
// TrackTable.packedSegments: segment j is u_trackSegments[2j .. 2j+1] =
//   (t0, t1, v0, v1), (curve c1x, c1y, c2x, c2y).
#ifdef TRACK_BLOCK
// Both arrays in uniform block binding 0 (TrackTableUniforms.block): the
// least a GLES 3.1 compute stage holds as default uniforms is 512
// components, which the two arrays alone fill; a 2 KiB block fits any.
layout(std140, binding = 0) uniform TrackBlock {
    vec4 u_trackNodes[4 * TRACK_MAX_NODES];
    vec4 u_trackSegments[2 * TRACK_MAX_SEGMENTS];
};
#else
uniform vec4 u_trackNodes[4 * TRACK_MAX_NODES];
uniform vec4 u_trackSegments[2 * TRACK_MAX_SEGMENTS];
#endif
// TrackTable.nodes.count.
uniform int u_trackNodeCount;

// TrackTable.Values: one value per slot and the bits of the slots written.
struct TrackValues {
    float slot[TRACK_SLOT_COUNT];
    uint written;
};

// NodeSample; `shows` false is the Swift nil.
struct TrackSample {
    bool shows;
    float simpleTime;
    float fraction;
    float iteration;
    bool heldAtEnd;
};

bool trackIsFinite(float v) { return !(isinf(v) || isnan(v)); }

// MediaTiming.isNear.
bool trackIsNear(float a, float b) {
    if (!trackIsFinite(a) || !trackIsFinite(b)) return a == b;
    return abs(a - b) <= TRACK_BOUNDARY_TOLERANCE * max(1.0, max(abs(a), abs(b)));
}

// Swift's rounded(): half away from zero (GLSL's round() leaves halves to
// the implementation).
float trackRound(float x) { return sign(x) * floor(abs(x) + 0.5); }

// TimingFunction.bezierX / bezierY in Horner form, p1 and p2 the control
// coordinates.
float trackBezier(float p1, float p2, float s) {
    return ((1.0 - 3.0 * p2 + 3.0 * p1) * s + (3.0 * p2 - 6.0 * p1)) * s * s + 3.0 * p1 * s;
}

// TimingFunction.bezierSlopeX.
float trackBezierSlope(float p1, float p2, float s) {
    return (3.0 * (1.0 - 3.0 * p2 + 3.0 * p1) * s + 2.0 * (3.0 * p2 - 6.0 * p1)) * s + 3.0 * p1;
}

// TimingFunction.progress: Newton from s = x, then bisection on [0, 1].
float trackCurve(vec4 c, float x) {
    if (!(x > 0.0)) return 0.0;
    if (!(x < 1.0)) return 1.0;
    float s = x;
    for (int i = 0; i < TRACK_NEWTON_ITERATIONS; ++i) {
        float error = trackBezier(c.x, c.z, s) - x;
        if (abs(error) < TRACK_SOLVER_EPSILON) return trackBezier(c.y, c.w, s);
        float slope = trackBezierSlope(c.x, c.z, s);
        if (abs(slope) < TRACK_NEWTON_MINIMUM_SLOPE) break;
        s -= error / slope;
    }
    float lo = 0.0, hi = 1.0;
    s = x;
    for (int i = 0; i < TRACK_BISECTION_ITERATIONS; ++i) {
        float error = trackBezier(c.x, c.z, s) - x;
        if (abs(error) < TRACK_SOLVER_EPSILON) return trackBezier(c.y, c.w, s);
        if (error > 0.0) hi = s; else lo = s;
        s = (lo + hi) / 2.0;
    }
    return trackBezier(c.y, c.w, s);
}

// A packed curve, or x itself when absent.
float trackEase(vec4 c, float x) { return c.x == TRACK_NO_CURVE ? x : trackCurve(c, x); }

// Node.wrap.
TrackSample trackWrap(int node, float localTime, bool atEnd) {
    vec4 n1 = u_trackNodes[4 * node + 1];
    bool autoreverses = (int(n1.y) & 1) != 0;
    float d = n1.x, c = autoreverses ? d * 2.0 : d;
    float nearest = trackRound(localTime / c);
    float k, u;
    if (trackIsNear(localTime, nearest * c)) {
        k = atEnd ? nearest - 1.0 : nearest;
        u = atEnd ? c : 0.0;
    } else {
        k = floor(localTime / c);
        u = min(max(localTime - k * c, 0.0), c);
    }
    if (autoreverses && u > d) u = c - u;
    return TrackSample(true, u, u / d, k, atEnd);
}

// Node.sample: the node's timeline at its parent's time t.
TrackSample trackSample(int node, float t, bool parentHeldAtEnd) {
    TrackSample none = TrackSample(false, 0.0, 0.0, 0.0, false);
    vec4 n0 = u_trackNodes[4 * node], n1 = u_trackNodes[4 * node + 1];
    int flags = int(n1.y);
    float a = (t - n0.x) * n0.y, ad = n0.w;
    if (!trackIsFinite(a)) return none;
    if (a < 0.0 && !trackIsNear(a, 0.0)) {
        if ((flags & 2) == 0) return none;
        return trackWrap(node, n0.z, false);
    }
    if (a >= ad || trackIsNear(a, ad)) {
        if ((flags & 4) != 0 && trackIsFinite(ad)) return trackWrap(node, ad + n0.z, true);
        if (!(n1.z >= 0.0 && parentHeldAtEnd && trackIsFinite(ad) && trackIsNear(a, ad))) return none;
        return trackWrap(node, ad + n0.z, true);
    }
    return trackWrap(node, a + n0.z, false);
}

// TrackTable.segmentIndex: the last segment in first..last whose t0 <= x.
int trackSegmentIndex(float x, int first, int last) {
    int j = first;
    while (j < last && u_trackSegments[2 * (j + 1)].x <= x) ++j;
    return j;
}

// TrackTable.cycleValue: one cycle's value at progress x.
float trackCycleValue(int node, float x) {
    vec4 n3 = u_trackNodes[4 * node + 3];
    int mode = int(n3.x) & 3, first = int(n3.z), last = first + int(n3.w) - 1;
    if (mode == 0) {
        vec4 s = u_trackSegments[2 * first];
        return s.z + (s.w - s.z) * x;
    }
    if (mode == 2) return u_trackSegments[2 * trackSegmentIndex(x, first, last)].z;
    if (x < u_trackSegments[2 * first].x) return u_trackSegments[2 * first].z;
    if (x >= u_trackSegments[2 * last].y) return u_trackSegments[2 * last].w;
    int j = trackSegmentIndex(x, first, last);
    vec4 s = u_trackSegments[2 * j];
    float f = trackEase(u_trackSegments[2 * j + 1], (x - s.x) / (s.y - s.x));
    return s.z + (s.w - s.z) * f;
}

// Node.progress: the clamped fraction through the animation-level curve.
float trackProgress(int node, float fraction) {
    return trackEase(u_trackNodes[4 * node + 2], min(max(fraction, 0.0), 1.0));
}

// TrackTable.apply: writes one track's value into its slot.
void trackApply(int node, int slot, TrackSample ts, inout TrackValues out_) {
    int flags = int(u_trackNodes[4 * node + 3].x);
    bool autoreverses = (int(u_trackNodes[4 * node + 1].y) & 1) != 0;
    float own = trackCycleValue(node, trackProgress(node, ts.fraction));
    if ((flags & 8) != 0 && ts.iteration != 0.0 && trackIsFinite(ts.iteration)) {
        float end = trackCycleValue(node, trackProgress(node, autoreverses ? 0.0 : 1.0));
        own = own + end * ts.iteration;
    }
    if (!trackIsFinite(own)) return;
    // The slot read and written through constant indices only: Mesa
    // softpipe's compute stage drops a store to a struct's array member
    // at an index known only at run time.
    float current = 0.0;
    for (int k = 0; k < TRACK_SLOT_COUNT; ++k) {
        if (k == slot) current = out_.slot[k];
    }
    float combined = (flags & 4) != 0 ? own + current : own;
    if (!trackIsFinite(combined)) return;
    if (slot == 3 && !trackIsFinite(out_.slot[4])) return;
    if (slot == 4 && !trackIsFinite(out_.slot[3])) return;
    for (int k = 0; k < TRACK_SLOT_COUNT; ++k) {
        if (k == slot) out_.slot[k] = combined;
    }
    out_.written |= 1u << uint(slot);
}

// TrackTable.values(at:instance:model:): one copy's values at the instanced
// layer's time layerTime (seconds), on top of model (written ignored).
TrackValues trackValues(float layerTime, float timeShift, uint optionalTracks, TrackValues model) {
    TrackValues out_ = model;
    out_.written = 0u;
    float t = layerTime - timeShift;
    TrackSample groupSample = TrackSample(false, 0.0, 0.0, 0.0, false);
    for (int i = 0; i < u_trackNodeCount; ++i) {
        vec4 n1 = u_trackNodes[4 * i + 1], n3 = u_trackNodes[4 * i + 3];
        int bit = int(n3.y);
        if (bit >= 0 && (optionalTracks & (1u << uint(bit))) == 0u) continue;
        TrackSample nodeSample;
        if (n1.z >= 0.0) {
            if (!groupSample.shows) continue;
            nodeSample = trackSample(i, groupSample.simpleTime, groupSample.heldAtEnd);
        } else {
            nodeSample = trackSample(i, t, false);
        }
        int slot = int(n1.w);
        if (slot < 0) {
            groupSample = nodeSample;
            continue;
        }
        if (!nodeSample.shows) continue;
        trackApply(i, slot, nodeSample, out_);
    }
    return out_;
}

// trackValues for one LayerInstance, instance = (timeShift s, position.x,
// position.y points), on top of the template's model values
// model = (opacity, scale, offset weight); its position is the instance's.
TrackValues instanceTrackValues(float layerTime, vec3 instance, uint optionalTracks, vec3 model) {
    TrackValues m;
    m.slot[0] = model.x;
    m.slot[1] = model.y;
    m.slot[2] = model.z;
    m.slot[3] = instance.y;
    m.slot[4] = instance.z;
    m.written = 0u;
    return trackValues(layerTime, instance.x, optionalTracks, m);
}

// InstanceGridUniforms (Sources/GPURaster/Instances/InstanceGridUniforms.swift),
// but for u_time, which each stage declares (the track probe has its own).
// The template's model opacity (InstanceTracks.modelOpacity).
uniform float u_modelOpacity;
// The image item's own opacity (ImageItem.opacity, 0...1).
uniform float u_imageOpacity;
// The destination rectangle's corners mapped by the image item's transform,
// minus the template's anchor (InstanceGrid.pivot), points, in Path(rect:)
// order: (x0, y0, x1, y1) and (x2, y2, x3, y3).
uniform vec4 u_anchoredCorners01;
uniform vec4 u_anchoredCorners23;
// The template's transform while no track writes the scale: linear part
// (a, b, c, d) and translation (tx, ty) of InstanceTracks.modelTransform.
uniform vec4 u_modelLinear;
uniform vec2 u_modelTranslation;
// InstanceTracks.unitScaleAffine: at a written scale s the linear part is
// s times this one, the translation this one.
uniform vec4 u_unitScaleLinear;
uniform vec2 u_unitScaleTranslation;
// InstanceGrid.layerToDevice: linear part and translation.
uniform vec4 u_layerLinear;
uniform vec2 u_layerTranslation;

// AffineTransform.apply: (a x + c y + tx, b x + d y + ty).
vec2 affineApply(vec4 linear, vec2 translation, vec2 p) {
    return vec2(linear.x * p.x + linear.z * p.y, linear.y * p.x + linear.w * p.y) + translation;
}

// An anchored corner placed: the copy's transform (linear, translation),
// its position, then the layer's map.
vec2 trackCorner(vec4 linear, vec2 translation, vec2 position, vec2 anchored) {
    return affineApply(u_layerLinear, u_layerTranslation, affineApply(linear, translation, anchored) + position);
}

// One copy placed (InstanceGrid.placement): whether it shows, its opacity
// and its destination's corners in device pixels (Path(rect:) order).
struct TrackCopy {
    bool shows;
    float opacity;
    vec2 corners[4];
};

// InstanceGrid.placement and GLPainter's group opacity for the copy whose
// table values are v and whose LayerInstance.offset is `offset`: it shows
// only at an opacity above 0 (NaN hides), clamped to 1, times the image's,
// and with finite corners. With a written scale (TrackTable.Slot.scale =
// bit 1) the transform is the recomposed one, else the model's. Shared by
// instanced_image.vert and grid_bin.comp, so both place alike.
TrackCopy trackCopy(TrackValues v, vec2 offset) {
    TrackCopy copy;
    float own = v.slot[0];
    copy.opacity = clamp(u_imageOpacity * min(own, 1.0), 0.0, 1.0);
    bool scaled = (v.written & 2u) != 0u;
    vec4 linear = scaled ? u_unitScaleLinear * v.slot[1] : u_modelLinear;
    vec2 translation = scaled ? u_unitScaleTranslation : u_modelTranslation;
    vec2 position = vec2(v.slot[3], v.slot[4]) + offset * v.slot[2];
    copy.corners[0] = trackCorner(linear, translation, position, u_anchoredCorners01.xy);
    copy.corners[1] = trackCorner(linear, translation, position, u_anchoredCorners01.zw);
    copy.corners[2] = trackCorner(linear, translation, position, u_anchoredCorners23.xy);
    copy.corners[3] = trackCorner(linear, translation, position, u_anchoredCorners23.zw);
    vec4 x = vec4(copy.corners[0].x, copy.corners[1].x, copy.corners[2].x, copy.corners[3].x);
    vec4 y = vec4(copy.corners[0].y, copy.corners[1].y, copy.corners[2].y, copy.corners[3].y);
    copy.shows = own > 0.0 && !isnan(own) && copy.opacity > 0.0
        && !(any(isnan(x)) || any(isinf(x)) || any(isnan(y)) || any(isinf(y)));
    return copy;
}
