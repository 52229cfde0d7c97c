// libpng, from Debian's libpng-dev.
#include <png.h>
