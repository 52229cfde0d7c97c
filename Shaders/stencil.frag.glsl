// stencil.frag - uniforms filled by nothing (it has none); GLPainter+Strokes
// draws with it while color writes are off.
// CPU twin: CPURaster's winding accumulation (the stencil pass only counts
// coverage; the cover pass that follows paints).
#version 300 es
precision mediump float;

out vec4 o_color;

void main() {
    o_color = vec4(0.0);
}
