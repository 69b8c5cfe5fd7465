// Copying a rasterized layer's texture into the window with a framebuffer blit: see gl_blit.h.
#include "gl_blit.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_opengl.h>
#include <stdio.h>
#include <stdlib.h>

// GL 1.x functions, for which glext.h declares no pointer types.
typedef void(APIENTRY *GetIntegervFn)(GLenum, GLint *);
typedef GLboolean(APIENTRY *IsEnabledFn)(GLenum);
typedef void(APIENTRY *CapabilityFn)(GLenum);
typedef void(APIENTRY *NamesFn)(GLsizei, GLuint *);
typedef void(APIENTRY *DeleteNamesFn)(GLsizei, const GLuint *);
typedef void(APIENTRY *BindTextureFn)(GLenum, GLuint);
typedef void(APIENTRY *TexImage2DFn)(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum, const void *);
typedef void(APIENTRY *TexParameteriFn)(GLenum, GLenum, GLint);
typedef const GLubyte *(APIENTRY *GetStringFn)(GLenum);

struct GLBlitter {
  SDL_GLContext context;
  // A framebuffer of the blitter's own, to read SDL's texture through while filling a copy.
  GLuint scratch;
  GetIntegervFn GetIntegerv;
  IsEnabledFn IsEnabled;
  CapabilityFn Enable;
  CapabilityFn Disable;
  NamesFn GenTextures;
  DeleteNamesFn DeleteTextures;
  BindTextureFn BindTexture;
  TexImage2DFn TexImage2D;
  TexParameteriFn TexParameteri;
  PFNGLGENFRAMEBUFFERSPROC GenFramebuffers;
  PFNGLDELETEFRAMEBUFFERSPROC DeleteFramebuffers;
  PFNGLBINDFRAMEBUFFERPROC BindFramebuffer;
  PFNGLFRAMEBUFFERTEXTURE2DPROC FramebufferTexture2D;
  PFNGLCHECKFRAMEBUFFERSTATUSPROC CheckFramebufferStatus;
  PFNGLBLITFRAMEBUFFERPROC BlitFramebuffer;
};

struct GLBlitCopy {
  GLuint texture;
  GLuint framebuffer;
  int width;
  int height;
};

// The GL state the calls below change, as SDL left it.
typedef struct {
  GLint read;
  GLint draw;
  GLint texture;
  GLboolean scissor;
} SavedState;

static SavedState save(GLBlitter *b) {
  SavedState s;
  b->GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &s.read);
  b->GetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &s.draw);
  b->GetIntegerv(GL_TEXTURE_BINDING_2D, &s.texture);
  s.scissor = b->IsEnabled(GL_SCISSOR_TEST);
  return s;
}

static void restore(GLBlitter *b, SavedState s) {
  b->BindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)s.read);
  b->BindFramebuffer(GL_DRAW_FRAMEBUFFER, (GLuint)s.draw);
  b->BindTexture(GL_TEXTURE_2D, (GLuint)s.texture);
  if (s.scissor) b->Enable(GL_SCISSOR_TEST);
}

// Whether GL objects of the blitter's context can be deleted now: they are only while that
// context is current (SDL makes it so whenever it draws or destroys a texture of the renderer).
// Where it is not, they are left: a context destroyed already took them with it.
static int is_current(GLBlitter *b) { return SDL_GL_GetCurrentContext() == b->context; }

#define LOAD(field, name)                                                                                              \
  if (!(b->field = SDL_GL_GetProcAddress(name))) goto missing

GLBlitter *gl_blitter_open(void *sdl_renderer) {
  SDL_Window *window = SDL_RenderGetWindow(sdl_renderer);
  SDL_GLContext context = SDL_GL_GetCurrentContext();
  if (!window || !context || SDL_GL_GetCurrentWindow() != window) return NULL;
  // GLX hands out an address for any name, so the functions' presence is asked of the context.
  int major = 0, minor = 0;
  GetStringFn get_string = SDL_GL_GetProcAddress("glGetString");
  const char *version = get_string ? (const char *)get_string(GL_VERSION) : NULL;
  if (version) sscanf(version, "%d.%d", &major, &minor);
  if (major < 3 && !SDL_GL_ExtensionSupported("GL_ARB_framebuffer_object")) return NULL;
  GLBlitter *b = calloc(1, sizeof *b);
  if (!b) return NULL;
  b->context = context;
  LOAD(GetIntegerv, "glGetIntegerv");
  LOAD(IsEnabled, "glIsEnabled");
  LOAD(Enable, "glEnable");
  LOAD(Disable, "glDisable");
  LOAD(GenTextures, "glGenTextures");
  LOAD(DeleteTextures, "glDeleteTextures");
  LOAD(BindTexture, "glBindTexture");
  LOAD(TexImage2D, "glTexImage2D");
  LOAD(TexParameteri, "glTexParameteri");
  LOAD(GenFramebuffers, "glGenFramebuffers");
  LOAD(DeleteFramebuffers, "glDeleteFramebuffers");
  LOAD(BindFramebuffer, "glBindFramebuffer");
  LOAD(FramebufferTexture2D, "glFramebufferTexture2D");
  LOAD(CheckFramebufferStatus, "glCheckFramebufferStatus");
  LOAD(BlitFramebuffer, "glBlitFramebuffer");
  // A blit from a single-sampled texture into a multisampled window is an error in GL.
  SavedState saved = save(b);
  b->BindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
  GLint samples = 0;
  b->GetIntegerv(GL_SAMPLE_BUFFERS, &samples);
  restore(b, saved);
  if (samples > 0) goto missing;
  b->GenFramebuffers(1, &b->scratch);
  if (!b->scratch) goto missing;
  return b;
missing:
  free(b);
  return NULL;
}

void gl_blitter_close(GLBlitter *b) {
  if (!b) return;
  if (is_current(b)) b->DeleteFramebuffers(1, &b->scratch);
  free(b);
}

GLBlitCopy *gl_blit_copy_make(GLBlitter *b, int width, int height) {
  if (width <= 0 || height <= 0 || SDL_GL_GetCurrentContext() != b->context) return NULL;
  GLBlitCopy *copy = calloc(1, sizeof *copy);
  if (!copy) return NULL;
  copy->width = width;
  copy->height = height;
  SavedState saved = save(b);
  b->GenTextures(1, &copy->texture);
  b->BindTexture(GL_TEXTURE_2D, copy->texture);
  b->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  b->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  // An unsized GL_RGBA given as BGRA bytes is stored as they come: Mesa then picks its
  // B8G8R8A8 format (a sized GL_RGBA8, as SDL asks, gets R8G8B8A8 and no memory copy).
  b->TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_BGRA, GL_UNSIGNED_INT_8_8_8_8_REV, NULL);
  b->GenFramebuffers(1, &copy->framebuffer);
  b->BindFramebuffer(GL_DRAW_FRAMEBUFFER, copy->framebuffer);
  b->FramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, copy->texture, 0);
  int complete = copy->texture && b->CheckFramebufferStatus(GL_DRAW_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  restore(b, saved);
  if (!complete) {
    gl_blit_copy_free(b, copy);
    return NULL;
  }
  return copy;
}

int gl_blit_copy_fill(GLBlitter *b, GLBlitCopy *copy, void *sdl_texture) {
  // SDL tells a texture's GL name only by binding it (which also makes its context current and
  // runs what it queued for the texture).
  GLint source = 0;
  if (SDL_GL_BindTexture(sdl_texture, NULL, NULL) == 0) {
    b->GetIntegerv(GL_TEXTURE_BINDING_2D, &source);
    SDL_GL_UnbindTexture(sdl_texture);
  }
  if (source == 0 || SDL_GL_GetCurrentContext() != b->context) return 0;
  SavedState saved = save(b);
  b->BindFramebuffer(GL_READ_FRAMEBUFFER, b->scratch);
  b->FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, (GLuint)source, 0);
  b->BindFramebuffer(GL_DRAW_FRAMEBUFFER, copy->framebuffer);
  int complete = b->CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  if (complete) {
    // Both are framebuffer objects, their rows counted alike: no flip. This copy converts from
    // SDL's layout, so it is a drawn quad: once, when the layer first shows unchanged.
    b->Disable(GL_SCISSOR_TEST);
    int w = copy->width, h = copy->height;
    b->BlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  }
  b->FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
  restore(b, saved);
  return complete;
}

int gl_blit_copy_draw(GLBlitter *b, GLBlitCopy *copy, int source_x, int source_y, int x, int y, int width,
                      int height, int window_height) {
  if (SDL_GL_GetCurrentContext() != b->context) return 0;
  SavedState saved = save(b);
  if (saved.draw != 0) return 0;
  if (width > 0 && height > 0) {
    b->BindFramebuffer(GL_READ_FRAMEBUFFER, copy->framebuffer);
    // A scissor makes Mesa clip the blit by drawing it; the caller has cut the rects instead.
    b->Disable(GL_SCISSOR_TEST);
    // The copy's rows run from the top (as SDL drew them), the window's from the bottom: in GL's
    // terms the blit flips, which for Mesa (whose window rows also run from the top) is none.
    b->BlitFramebuffer(source_x, source_y, source_x + width, source_y + height, x, window_height - y, x + width,
                       window_height - (y + height), GL_COLOR_BUFFER_BIT, GL_NEAREST);
  }
  restore(b, saved);
  return 1;
}

void gl_blit_copy_free(GLBlitter *b, GLBlitCopy *copy) {
  if (!copy) return;
  if (is_current(b)) {
    if (copy->framebuffer) b->DeleteFramebuffers(1, &copy->framebuffer);
    if (copy->texture) b->DeleteTextures(1, &copy->texture);
  }
  free(copy);
}
