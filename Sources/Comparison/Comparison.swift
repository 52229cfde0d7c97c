// Comparison stage: frame metrics and difference images (see ../../../shared/DESIGN.md)
