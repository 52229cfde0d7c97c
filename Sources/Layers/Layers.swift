// Layers stage: see ../../../shared/DESIGN.md
