// FlipbookCLI stage: see ../../../shared/DESIGN.md
