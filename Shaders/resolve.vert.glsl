// resolve.vert - uniforms filled by ResolvePass (Sources/GPURaster/Targets/ResolvePass.swift); it has none.
// CPU twin: none; the CPU draws straight into RGBA8 layers. One triangle
// covering the whole viewport (vertex ids 0, 1, 2, no attributes); the
// scissor limits it to the box being resolved.
#version 300 es

void main() {
    // (-1, -1), (3, -1), (-1, 3): a triangle around the clip square.
    vec2 corner = vec2(float((gl_VertexID & 1) * 4), float((gl_VertexID & 2) * 2));
    gl_Position = vec4(corner - 1.0, 0.0, 1.0);
}
