// Glyph outlines (libfreetype-dev) and font lookup (libfontconfig-dev).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>

// FreeType's face-flag tests are function-like macros, which Swift cannot
// import; these wrappers expose them unchanged.

/// FT_HAS_KERNING: the face has a TrueType 'kern' table FT_Get_Kerning reads.
static inline int flipbook_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// FT_IS_SCALABLE: the face has outlines (not bitmap strikes only).
static inline int flipbook_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
