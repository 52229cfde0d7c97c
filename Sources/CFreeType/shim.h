// Glyph outlines (libfreetype-dev) and font lookup (libfontconfig-dev).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>
