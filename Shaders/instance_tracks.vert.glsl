// instance_tracks.vert - uniforms filled by TrackTableUniforms
// (Sources/GPURaster/Instances/TrackTableUniforms.swift) and InstanceTrackProbe
// (Sources/GPURaster/InstanceTrackProbe.swift), which also reads the
// outputs back through transform feedback.
// CPU twin: TrackTable.values(at:instance:model:)
// (Sources/Timeline/Tracks/TrackTable+Evaluate.swift), one point per instance:
// this stage only exposes instance_tracks.glsl's instanceTrackValues() so tests can
// compare it with the Swift evaluator; it draws nothing (rasterizer
// discard).
#version 300 es
precision highp float;
precision highp int;

#include "instance_tracks"

// LayerInstance: (timeShift s, position.x, position.y points).
layout(location = 0) in vec3 a_instance;
// LayerInstance.optionalTracks.
layout(location = 1) in uint a_optionalTracks;
// The instanced layer's local time, seconds.
uniform float u_time;
// The template's model values: (opacity, scale, offset weight).
uniform vec3 u_model;

// TrackTable.Values: (opacity, scale, offsetWeight, positionX), positionY
// and written, captured by transform feedback in this order.
out vec4 v_slots;
out float v_positionY;
flat out uint v_written;

void main() {
    TrackValues v = instanceTrackValues(u_time, a_instance, a_optionalTracks, u_model);
    v_slots = vec4(v.slot[0], v.slot[1], v.slot[2], v.slot[3]);
    v_positionY = v.slot[4];
    v_written = v.written;
    gl_Position = vec4(0.0, 0.0, 0.0, 1.0);
    gl_PointSize = 1.0;
}
