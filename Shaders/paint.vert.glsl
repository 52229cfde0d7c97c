// paint.vert - uniforms filled by PaintVertexUniforms (Sources/GPURaster/Programs/PaintUniforms.swift).
// CPU twin: AffineTransform.apply (Geometry), which maps device pixels to
// paint coordinates on the CPU; the position itself is already in device
// pixels, tessellated on the CPU (FillMesh.swift).
#version 300 es

// Vertex position in device pixels, y down, origin at the canvas' top-left.
layout(location = 0) in vec2 a_position;
// Canvas size in pixels.
uniform vec2 u_viewport;
// Device pixels -> paint coordinates (the item's local space), column-major.
uniform mat3 u_paintFromDevice;

out vec2 v_paint;

void main() {
    v_paint = (u_paintFromDevice * vec3(a_position, 1.0)).xy;
    // Device row 0 lands on window row 0 (GL's bottom row), so glReadPixels
    // returns rows top first and the readback needs no flip.
    gl_Position = vec4(a_position / u_viewport * 2.0 - 1.0, 0.0, 1.0);
}
