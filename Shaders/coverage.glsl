// coverage - uniforms filled by ConvexEdges.apply (CONVEX,
// Sources/GPURaster/Painting/GLPainter+Coverage.swift) and GLPainter.paint
// (COVERED: u_coverage); INSIDE has none. Exact area coverage of a pixel
// square, for every paint program (#include "coverage" after
// "composite") and for the trapezoid pass (coverage.frag). Pieces come
// from TrapezoidSweep
// (Sources/GPURaster/Coverage/TrapezoidSweep.swift) through CoverageMesh
// (Sources/GPURaster/Coverage/CoverageMesh.swift), convex edges from ConvexEdges
// (same file), instance quads from instanced_image.vert.
// CPU twin: none on purpose. CPURaster's ScanConverter computes the same
// quantity (the area of the pixel square inside the fill rule's region)
// with its own code; `flipbook compare` holds one against the other.
//
// The pixel square is [0, 1]² after subtracting its top-left corner
// (floor(gl_FragCoord.xy): device row 0 is window row 0). A region whose
// winding number is 0 or ±1 everywhere (a convex polygon, or one
// trapezoid) covers Σ dir · (area of the square right of the edge, within
// the edge's rows), over its edges: every point right of an edge that
// runs down gains +1, right of one that runs up -1.
// Every slope (dx/dy) is computed on the CPU in double, or in the vertex
// stage: nothing here divides except coverageMean's general case, whose
// quotient is a weighted mean (a rounded reciprocal moves it by a few ulps
// of 1, never by the size of an edge's offset).

// The mean of clamp(v, 0, 1) while v runs linearly from a to b.
float coverageMean(float a, float b) {
    float lo = min(a, b), hi = max(a, b);
    if (hi <= 0.0) return 0.0;
    if (lo >= 1.0) return 1.0;
    if (lo >= 0.0 && hi <= 1.0) return 0.5 * (lo + hi);
    // Part of [lo, hi] inside [0, 1] (mean (s + t) / 2), part above (1).
    float s = max(lo, 0.0), t = min(hi, 1.0);
    return ((t - s) * 0.5 * (s + t) + max(hi - 1.0, 0.0)) / (hi - lo);
}

// The area of the unit square right of the segment top..bottom (relative
// to the square's corner, top.y <= bottom.y), within the segment's rows;
// slope is its dx/dy. x is kept between the segment's ends, so rounding
// never moves it outside the segment.
float coverageRight(vec2 top, vec2 bottom, float slope) {
    float ya = max(top.y, 0.0), yb = min(bottom.y, 1.0);
    if (!(yb > ya)) return 0.0;
    float lo = min(top.x, bottom.x), hi = max(top.x, bottom.x);
    float xa = clamp(top.x + (ya - top.y) * slope, lo, hi);
    float xb = clamp(top.x + (yb - top.y) * slope, lo, hi);
    return (yb - ya) * coverageMean(1.0 - xa, 1.0 - xb);
}

// The signed area an edge from a to b (relative to the square) adds:
// + for an edge running down, - up, 0 for a horizontal one.
float coverageEdge(vec2 a, vec2 b, float slope) {
    return a.y <= b.y ? coverageRight(a, b, slope) : -coverageRight(b, a, slope);
}

// The area of the unit square `pixel` (its top-left corner, device
// pixels) inside the trapezoid band = (y0, y1, left0, right0), sides =
// (left1, right1, left slope, right slope): between rows y0 < y1, from the
// left side (left0 at y0 to left1 at y1) to the right side.
float coverageTrapezoid(vec4 band, vec4 sides, vec2 pixel) {
    float y0 = band.x - pixel.y, y1 = band.y - pixel.y;
    return coverageRight(vec2(band.z - pixel.x, y0), vec2(sides.x - pixel.x, y1), sides.z)
         - coverageRight(vec2(band.w - pixel.x, y0), vec2(sides.y - pixel.x, y1), sides.w);
}

#ifdef CONVEX
// COVERAGE_MAX_EDGES: most edges a convex polygon drawn in one pass has,
// ConvexEdges.maximumCount, passed in by ShaderLibrary.source
// (Sources/GPURaster/Programs/ShaderConstants.swift).
// Its edges, device pixels, in contour order: (a.x, a.y, b.x, b.y).
uniform vec4 u_edges[COVERAGE_MAX_EDGES];
// Their slopes dx/dy (any value for a horizontal edge).
uniform float u_edgeSlopes[COVERAGE_MAX_EDGES];
// Edges used, 3...COVERAGE_MAX_EDGES.
uniform int u_edgeCount;

// The pixel's coverage by the convex polygon, 0...1.
float itemCoverage() {
    vec2 pixel = floor(gl_FragCoord.xy);
    float sum = 0.0;
    for (int i = 0; i < u_edgeCount; ++i) {
        vec4 e = u_edges[i] - pixel.xyxy;
        sum += coverageEdge(e.xy, e.zw, u_edgeSlopes[i]);
    }
    return clamp(abs(sum), 0.0, 1.0);
}
#endif

#ifdef QUAD
// The instance's corners, device pixels (x and y of corners 0...3), and
// the slopes of its edges 0-1, 1-2, 2-3, 3-0 (instanced_image.vert).
flat in vec4 v_quadX;
flat in vec4 v_quadY;
flat in vec4 v_quadSlopes;
// +1 when the corners run clockwise on screen (y down), -1 when
// counterclockwise, 0 for a quadrilateral without area.
flat in float v_quadOrientation;
// The corners' box: min x, min y, max x, max y.
flat in vec4 v_quadBox;

#ifdef AXIS_ALIGNED
// Every copy's sides run along the axes (the CPU checked the maps that
// place them: InstanceGridUniforms.isAxisAligned,
// InstancedImageBatch.isAxisAligned): the copy is its box, which covers
// the product of its overlaps with the square's column and row. A branch
// on a flat input would not do: llvmpipe flattens the general case's
// branches into selects and runs both.
float itemCoverage() {
    vec2 pixel = floor(gl_FragCoord.xy);
    vec2 span = max(min(v_quadBox.zw - pixel, 1.0) - max(v_quadBox.xy - pixel, 0.0), 0.0);
    return span.x * span.y;
}
#else
float itemCoverage() {
    vec2 pixel = floor(gl_FragCoord.xy);
    vec4 x = v_quadX - pixel.x, y = v_quadY - pixel.y;
    // Most pixels of a copy lie wholly inside it or wholly outside one of
    // its edges' half-planes: the square's center is at least half the
    // edge normal's L1 norm (the square's reach along it) inside or
    // outside (d, in units of the unnormalized normal). Those are 1 or 0
    // exactly (to a rounding of the center's distance), and llvmpipe
    // skips the integrals below when a whole group of pixels takes them.
    vec4 ex = x.yzwx - x, ey = y.yzwx - y;
    vec4 d = (ex * (0.5 - y) - ey * (0.5 - x)) * v_quadOrientation;
    vec4 reach = 0.5 * (abs(ex) + abs(ey));
    if (all(greaterThanEqual(d, reach))) return 1.0;
    if (any(lessThanEqual(d, -reach))) return 0.0;
    float sum = coverageEdge(vec2(x.x, y.x), vec2(x.y, y.y), v_quadSlopes.x)
              + coverageEdge(vec2(x.y, y.y), vec2(x.z, y.z), v_quadSlopes.y)
              + coverageEdge(vec2(x.z, y.z), vec2(x.w, y.w), v_quadSlopes.z)
              + coverageEdge(vec2(x.w, y.w), vec2(x.x, y.x), v_quadSlopes.w);
    return clamp(abs(sum), 0.0, 1.0);
}
#endif
#endif

#ifdef INSIDE
// Pixels wholly inside the item (ConvexEdges.interior): coverage 1.
float itemCoverage() {
    return 1.0;
}
#endif

#ifdef COVERED
// The coverage target the trapezoid pass summed into (texture unit 2).
uniform highp sampler2D u_coverage;

// The coverage the trapezoid pass summed for this pixel, 0...1.
float itemCoverage() {
    return clamp(texelFetch(u_coverage, ivec2(gl_FragCoord.xy), 0).r, 0.0, 1.0);
}
#endif
