// instanced_image.vert - uniforms filled by PaintVertexUniforms
// (Sources/GPURaster/PaintUniforms.swift, u_viewport only); per-instance
// attributes filled by InstancedImageBatch
// (Sources/GPURaster/InstancedImageBatch.swift).
// CPU twin: paint.vert with one image item per instance as
// GLPainter.draw(_ item: ImageItem, opacity:) draws it: the destination
// rectangle's corners mapped to device pixels on the CPU (in double, like
// FillMesh), the same fan, and the same device -> paint map per vertex;
// the instance's opacity goes to image.frag (INSTANCED) as a flat input.
#version 300 es

// The destination rectangle's corners in device pixels, in Path(rect:)
// order: (x0, y0, x1, y1) and (x2, y2, x3, y3).
layout(location = 0) in vec4 a_corners01;
layout(location = 1) in vec4 a_corners23;
// Device pixels -> paint coordinates: (a, b, c, d) and (tx, ty) of the
// affine map, plus the instance's opacity (0...1) in z.
layout(location = 2) in vec4 a_paintFromDevice;
layout(location = 3) in vec3 a_translationOpacity;
// Canvas size in pixels.
uniform vec2 u_viewport;

out vec2 v_paint;
flat out float v_opacity;

void main() {
    // Two triangles fanned from corner 0, as FillMesh fans a convex
    // contour: (0, 1, 2), (0, 2, 3).
    int corner = gl_VertexID == 0 || gl_VertexID == 3 ? 0 : gl_VertexID == 1 ? 1 : gl_VertexID == 2 || gl_VertexID == 4 ? 2 : 3;
    vec2 position = corner == 0 ? a_corners01.xy : corner == 1 ? a_corners01.zw : corner == 2 ? a_corners23.xy : a_corners23.zw;
    mat3 paintFromDevice = mat3(vec3(a_paintFromDevice.xy, 0.0), vec3(a_paintFromDevice.zw, 0.0),
                                vec3(a_translationOpacity.xy, 1.0));
    v_paint = (paintFromDevice * vec3(position, 1.0)).xy;
    v_opacity = a_translationOpacity.z;
    gl_Position = vec4(position / u_viewport * 2.0 - 1.0, 0.0, 1.0);
}
