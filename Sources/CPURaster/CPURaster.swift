// CPURaster stage: see ../../../shared/DESIGN.md
