import Testing

/// Every GPU test runs on a real EGL device (llvmpipe through Mesa
/// surfaceless on machines without a GPU). They run one at a time: one
/// test sets EGL_PLATFORM, which every display search reads, and llvmpipe
/// already uses every core.
@Suite(.serialized) struct GPURasterTests {}
