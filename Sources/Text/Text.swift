// Text stage: see ../../../shared/DESIGN.md
