// Scenes stage: see ../../../shared/DESIGN.md
