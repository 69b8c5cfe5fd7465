#ifndef GL_BLIT_H
#define GL_BLIT_H
// Copying a rasterized layer's texture into the window with a framebuffer blit (OpenGL).
//
// SDL's OpenGL renderer copies a texture by drawing a textured quad. Where OpenGL runs on the
// CPU (Mesa's llvmpipe, as on a virtual machine or under Xvfb) its generated shader samples every
// pixel: 3.8 ms of CPU a frame for a 1280×800 window on this project's machine (docs/rendering.md). Mesa turns a 1:1
// `glBlitFramebuffer` into a row-by-row memory copy when neither side converts, scales, flips
// or clips (no scissor): the texture must then have the window's layout, blue first, rows from
// the top. SDL's render targets are stored red first, so the layer is drawn by SDL into its
// target as before and copied, once it shows unchanged, into a texture of that layout
// (`GLBlitCopy`), which each frame then blits to the window (docs/rendering.md). A GPU's driver
// simply blits.
//
// Every call expects the renderer's GL context to be current and SDL's queued drawing flushed
// (`SDL_RenderFlush`); each leaves the framebuffer bindings, the scissor test and the bound
// texture as it found them, so SDL's cached state stays true.

#ifdef __cplusplus
extern "C" {
#endif

typedef struct GLBlitter GLBlitter;
typedef struct GLBlitCopy GLBlitCopy;

// For `sdl_renderer` (an `SDL_Renderer *` of SDL's "opengl" driver) whose context is current:
// NULL when the context lacks framebuffer blits or the window's framebuffer is multisampled.
GLBlitter *gl_blitter_open(void *sdl_renderer);
// Frees the blitter (after every copy made with it).
void gl_blitter_close(GLBlitter *blitter);

// A texture of `width`×`height` pixels in the window's layout, to fill and blit; NULL when it
// cannot be made.
GLBlitCopy *gl_blit_copy_make(GLBlitter *blitter, int width, int height);
// Fills `copy` with the pixels of `sdl_texture`, an SDL render-target texture of the blitter's
// renderer at least as large as the copy. 0 when it could not (the copy's pixels are then unknown).
int gl_blit_copy_fill(GLBlitter *blitter, GLBlitCopy *copy, void *sdl_texture);
// Copies the `width`×`height` pixels of `copy` at (`source_x`, `source_y`) to (`x`, `y`) of the
// window's back buffer, whose height is `window_height` (all in pixels from the top left); the
// caller has cut both rects to what shows. 0 when the window is not the draw framebuffer (nothing
// is drawn), else 1.
int gl_blit_copy_draw(GLBlitter *blitter, GLBlitCopy *copy, int source_x, int source_y, int x, int y, int width,
                      int height, int window_height);
void gl_blit_copy_free(GLBlitter *blitter, GLBlitCopy *copy);

#ifdef __cplusplus
}
#endif
#endif
