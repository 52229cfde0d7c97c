// stroke.vert - uniforms filled by StrokeVertexUniforms (Sources/GPURaster/StrokeMesh.swift).
// CPU twin: DevicePolygons.stroke (Presentation), which maps the Stroker's
// outline from local units to device pixels with AffineTransform.apply and
// clamps it to Path.maximumDeviceCoordinate; here the outline stays in local
// units (tessellated once, reused while only the transform or the trim
// changes) and the mapping and clamping happen per vertex.
#version 300 es

// Vertex position in the stroke's local units, y down.
layout(location = 0) in vec2 a_position;
// Canvas size in pixels.
uniform vec2 u_viewport;
// Local units -> device pixels, column-major.
uniform mat3 u_deviceFromLocal;
// Path.maximumDeviceCoordinate: device coordinates are clamped to +-this.
uniform float u_maxCoordinate;

void main() {
    vec2 device = clamp((u_deviceFromLocal * vec3(a_position, 1.0)).xy, -u_maxCoordinate, u_maxCoordinate);
    // As in paint.vert: device row 0 lands on window row 0.
    gl_Position = vec4(device / u_viewport * 2.0 - 1.0, 0.0, 1.0);
}
