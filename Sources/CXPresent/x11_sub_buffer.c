// Presenting part of a frame on X11 with OpenGL: see x11_sub_buffer.h.
#include "x11_sub_buffer.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*GLXGetCurrentContext)(void);
typedef const char *(*GLXQueryExtensionsString)(Display *, int);
typedef void (*GLXCopySubBufferMESA)(Display *, unsigned long, int, int, int, int);

struct X11SubBuffer {
  Display *display;
  unsigned long window;
  GLXCopySubBufferMESA copy;
};

// Whether the space-separated `list` names `word` whole.
static int names(const char *list, const char *word) {
  size_t length = strlen(word);
  for (const char *at = strstr(list, word); at; at = strstr(at + 1, word)) {
    int starts = at == list || at[-1] == ' ';
    int ends = at[length] == '\0' || at[length] == ' ';
    if (starts && ends) return 1;
  }
  return 0;
}

X11SubBuffer *x11_sub_buffer_open(void *sdl_window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
  if (!SDL_GL_GetCurrentContext()) return NULL;
  // SDL may draw through EGL on X11: the copy is GLX's, so the context must be GLX's.
  GLXGetCurrentContext current = (GLXGetCurrentContext)SDL_GL_GetProcAddress("glXGetCurrentContext");
  GLXQueryExtensionsString query = (GLXQueryExtensionsString)SDL_GL_GetProcAddress("glXQueryExtensionsString");
  GLXCopySubBufferMESA copy = (GLXCopySubBufferMESA)SDL_GL_GetProcAddress("glXCopySubBufferMESA");
  if (!current || !query || !copy || !current()) return NULL;
  Display *display = info.info.x11.display;
  const char *extensions = query(display, DefaultScreen(display));
  if (!extensions || !names(extensions, "GLX_MESA_copy_sub_buffer")) return NULL;
  X11SubBuffer *sub = calloc(1, sizeof *sub);
  if (!sub) return NULL;
  sub->display = display;
  sub->window = (unsigned long)info.info.x11.window;
  sub->copy = copy;
  return sub;
}

void x11_sub_buffer_copy(X11SubBuffer *sub, int x, int y, int width, int height, int window_height) {
  if (width <= 0 || height <= 0) return;
  // GLX counts rows from the bottom.
  sub->copy(sub->display, sub->window, x, window_height - (y + height), width, height);
}

void x11_sub_buffer_close(X11SubBuffer *sub) { free(sub); }
