// Headless OpenGL ES 3 through EGL (libegl-dev, libgles-dev, libgbm-dev).
#define EGL_EGLEXT_PROTOTYPES 1
#define GL_GLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <GLES3/gl31.h>
#include <gbm.h>
