// Output stage: see ../../../shared/DESIGN.md
