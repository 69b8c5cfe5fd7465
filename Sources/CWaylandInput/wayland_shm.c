// Frames in shared memory on SDL's window surface (see wayland_shm.h).
#define _GNU_SOURCE
#include "wayland_shm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>

#include "wayland_registry.h"

// One wl_buffer and the memory behind it (a pool of its own).
typedef struct {
  struct wl_buffer *buffer;
  void *data;
  size_t size;
  int width, height, stride;
  int busy;      // attached and committed; the compositor has not released it yet
  int orphaned;  // of an old size: destroyed as soon as it is released
  uint64_t used; // the present that last used it
  // What the buffer lacks of the canvas: the union of the damage presented since it was last
  // used (x0 ≥ x1 when nothing).
  int x0, y0, x1, y1;
} Buffer;

struct WaylandShm {
  struct wl_display *display;
  struct wl_surface *surface;
  struct wl_event_queue *queue;  // the buffers' releases are read here, never by SDL
  struct wl_shm *shm;
  Buffer buffers[WAYLAND_SHM_BUFFERS];
  uint64_t presents;
};

static void destroy_buffer(Buffer *buffer) {
  if (buffer->buffer) wl_buffer_destroy(buffer->buffer);
  if (buffer->data) munmap(buffer->data, buffer->size);
  memset(buffer, 0, sizeof *buffer);
}

static void buffer_release(void *data, struct wl_buffer *object) {
  (void)object;
  Buffer *buffer = data;
  buffer->busy = 0;
  if (buffer->orphaned) destroy_buffer(buffer);
}

static const struct wl_buffer_listener buffer_listener = {.release = buffer_release};

// Makes `buffer` a `width` × `height` XRGB8888 buffer; 0 with `message` on failure.
static int create_buffer(WaylandShm *shm, Buffer *buffer, int width, int height, char *message, size_t size) {
  int stride = width * 4;
  size_t bytes = (size_t)stride * (size_t)height;
  int fd = memfd_create("scroll-demo-frame", MFD_CLOEXEC);
  if (fd < 0 || ftruncate(fd, (off_t)bytes) != 0) {
    snprintf(message, size, "wl_shm: no memory for a %d×%d frame (%s)", width, height, strerror(errno));
    if (fd >= 0) close(fd);
    return 0;
  }
  void *data = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (data == MAP_FAILED) {
    snprintf(message, size, "wl_shm: cannot map a %d×%d frame (%s)", width, height, strerror(errno));
    close(fd);
    return 0;
  }
  struct wl_shm_pool *pool = wl_shm_create_pool(shm->shm, fd, (int32_t)bytes);
  struct wl_buffer *object = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888);
  wl_shm_pool_destroy(pool);
  close(fd);
  *buffer = (Buffer){.buffer = object, .data = data, .size = bytes, .width = width, .height = height,
                     .stride = stride, .x0 = 0, .y0 = 0, .x1 = width, .y1 = height};
  wl_buffer_add_listener(object, &buffer_listener, buffer);
  return 1;
}

// The free buffer of this size used longest ago, creating one while fewer than the most exist;
// NULL when every one is busy.
static Buffer *free_buffer(WaylandShm *shm, int width, int height, char *message, size_t size, int *failed) {
  Buffer *best = NULL, *empty = NULL;
  for (int i = 0; i < WAYLAND_SHM_BUFFERS; i++) {
    Buffer *buffer = &shm->buffers[i];
    if (!buffer->buffer) {
      if (!empty) empty = buffer;
      continue;
    }
    if (buffer->width != width || buffer->height != height) {
      // Of an old size: gone now if the compositor is done with it, else when it is.
      if (buffer->busy) {
        buffer->orphaned = 1;
      } else {
        destroy_buffer(buffer);
        if (!empty) empty = buffer;
      }
      continue;
    }
    if (!buffer->busy && (!best || buffer->used < best->used)) best = buffer;
  }
  if (best) return best;
  if (!empty) return NULL;
  if (!create_buffer(shm, empty, width, height, message, size)) {
    *failed = 1;
    return NULL;
  }
  return empty;
}

int wayland_shm_present(WaylandShm *shm, const void *pixels, int pitch, int width, int height, int x, int y,
                        int w, int h, char *message, size_t size) {
  if (!shm || !pixels || width <= 0 || height <= 0 || pitch < width * 4) {
    snprintf(message, size, "wl_shm: no canvas to present");
    return 0;
  }
  // The releases that came since the last present.
  wl_display_dispatch_queue_pending(shm->display, shm->queue);
  // What changed, within the canvas.
  int dx0 = x < 0 ? 0 : x, dy0 = y < 0 ? 0 : y;
  int dx1 = x + w > width ? width : x + w, dy1 = y + h > height ? height : y + h;
  if (dx1 <= dx0 || dy1 <= dy0) {
    // Nothing changed within the canvas: the commit still carries the frame callback asked for.
    wl_surface_commit(shm->surface);
    wl_display_flush(shm->display);
    return 1;
  }
  for (int i = 0; i < WAYLAND_SHM_BUFFERS; i++) {
    Buffer *buffer = &shm->buffers[i];
    if (!buffer->buffer || buffer->width != width || buffer->height != height) continue;
    if (buffer->x1 <= buffer->x0 || buffer->y1 <= buffer->y0) {
      buffer->x0 = dx0, buffer->y0 = dy0, buffer->x1 = dx1, buffer->y1 = dy1;
    } else {
      if (dx0 < buffer->x0) buffer->x0 = dx0;
      if (dy0 < buffer->y0) buffer->y0 = dy0;
      if (dx1 > buffer->x1) buffer->x1 = dx1;
      if (dy1 > buffer->y1) buffer->y1 = dy1;
    }
  }
  int failed = 0;
  Buffer *buffer = free_buffer(shm, width, height, message, size, &failed);
  if (!buffer && !failed) {
    // Every buffer is still the compositor's: ask it to answer everything sent so far, which
    // brings the releases it has made; only then is the one used longest ago drawn over.
    wl_display_roundtrip_queue(shm->display, shm->queue);
    buffer = free_buffer(shm, width, height, message, size, &failed);
    if (!buffer && !failed) {
      for (int i = 0; i < WAYLAND_SHM_BUFFERS; i++) {
        Buffer *candidate = &shm->buffers[i];
        if (candidate->buffer && !candidate->orphaned && (!buffer || candidate->used < buffer->used))
          buffer = candidate;
      }
    }
  }
  if (!buffer) {
    if (!failed) snprintf(message, size, "wl_shm: no buffer to present into");
    return 0;
  }
  if (buffer->x1 > buffer->x0 && buffer->y1 > buffer->y0) {
    size_t bytes = (size_t)(buffer->x1 - buffer->x0) * 4;
    for (int y = buffer->y0; y < buffer->y1; y++) {
      memcpy((char *)buffer->data + (size_t)y * (size_t)buffer->stride + (size_t)buffer->x0 * 4,
             (const char *)pixels + (size_t)y * (size_t)pitch + (size_t)buffer->x0 * 4, bytes);
    }
  }
  buffer->x0 = buffer->y0 = buffer->x1 = buffer->y1 = 0;
  buffer->busy = 1;
  buffer->used = ++shm->presents;
  wl_surface_attach(shm->surface, buffer->buffer, 0, 0);
  if (wl_proxy_get_version((struct wl_proxy *)shm->surface) >= WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION) {
    wl_surface_damage_buffer(shm->surface, dx0, dy0, dx1 - dx0, dy1 - dy0);
  } else {
    // Surface coordinates need the buffer's scale, which SDL sets: the whole surface instead.
    wl_surface_damage(shm->surface, 0, 0, INT32_MAX, INT32_MAX);
  }
  wl_surface_commit(shm->surface);
  wl_display_flush(shm->display);
  return 1;
}

// MARK: Opening and closing

WaylandShm *wayland_shm_open(void *sdl_window, char *message, size_t size) {
  WaylandRegistry registry;
  WaylandGlobal global = {.interface = wl_shm_interface.name};
  if (!wayland_registry_open(&registry, sdl_window, wayland_registry_note_global, &global, message, size)) return NULL;
  if (!registry.surface || !global.name) {
    const char *why = registry.surface ? "Wayland: the compositor offers no wl_shm" : "not a Wayland window";
    return wayland_registry_fail(&registry, message, size, why);
  }
  WaylandShm *shm = calloc(1, sizeof *shm);
  struct wl_event_queue *queue = wl_display_create_queue(registry.display);
  if (!shm || !queue) {
    free(shm);
    if (queue) wl_event_queue_destroy(queue);
    return wayland_registry_fail(&registry, message, size, "Wayland: out of memory");
  }
  shm->display = registry.display;
  shm->surface = registry.surface;
  shm->queue = queue;
  shm->shm = wl_registry_bind(registry.registry, global.name, &wl_shm_interface, 1);
  // The pools and buffers made from it inherit its queue: their releases are read by this bridge.
  wl_proxy_set_queue((struct wl_proxy *)shm->shm, shm->queue);
  wayland_registry_close(&registry);
  return shm;
}

void wayland_shm_close(WaylandShm *shm) {
  if (!shm) return;
  for (int i = 0; i < WAYLAND_SHM_BUFFERS; i++) destroy_buffer(&shm->buffers[i]);
  wl_shm_destroy(shm->shm);
  wl_display_flush(shm->display);
  wl_event_queue_destroy(shm->queue);
  free(shm);
}
