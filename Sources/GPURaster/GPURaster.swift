// GPURaster stage: see ../../../shared/DESIGN.md
