#ifndef WAYLAND_REGISTRY_H
#define WAYLAND_REGISTRY_H
// A registry on a queue of our own over SDL's Wayland display (private to this target).
//
// The bridges (wayland_input.c, wayland_frames.c, wayland_shm.c) bind globals on SDL's own
// `wl_display`. The globals are listed on an event queue of the bridge's own, through a proxy
// wrapper of the display, so that the round trips that read them dispatch none of SDL's objects.
// What a bridge binds from `registry` is on that queue too until it hands it to SDL's (the
// default) queue with `wl_proxy_set_queue(proxy, NULL)`.
#include <stddef.h>
#include <stdint.h>
#include <wayland-client.h>

typedef struct {
  struct wl_display *display;    // SDL's connection
  struct wl_surface *surface;    // SDL's window surface (may be NULL)
  struct wl_event_queue *queue;  // ours: the round trips below dispatch only this
  struct wl_display *wrapper;    // the display, its requests' objects on `queue`
  struct wl_registry *registry;  // on `queue`
  void (*global)(void *data, uint32_t name, const char *interface, uint32_t version);
  void *data;
} WaylandRegistry;

// Opens the registry of the display of `sdl_window` (an `SDL_Window *` on SDL's Wayland driver) and
// waits for its globals: `global(data, …)` is called once for each during this call. 1 when open;
// 0 with `message` saying why ("not a Wayland window", or no queue could be made) and nothing left
// to close.
int wayland_registry_open(WaylandRegistry *registry, void *sdl_window,
                          void (*global)(void *data, uint32_t name, const char *interface, uint32_t version),
                          void *data, char *message, size_t size);
// One global looked for by its interface's name: a `global` callback for `wayland_registry_open`
// with a `WaylandGlobal *` as its data, which notes the global's name and version (0 when absent).
typedef struct {
  const char *interface;
  uint32_t name, version;
} WaylandGlobal;
void wayland_registry_note_global(void *data, uint32_t name, const char *interface, uint32_t version);
// Dispatches the events for our queue until the compositor has answered everything asked so far
// (what a bound global sends on binding, for instance).
void wayland_registry_roundtrip(WaylandRegistry *registry);
// A bridge's opening that fails after the registry opened: closes it, writes `why` into `message`
// and returns NULL (for the bridge to return).
void *wayland_registry_fail(WaylandRegistry *registry, char *message, size_t size, const char *why);
// Destroys the registry, the wrapper and the queue (objects bound from it stay, on whichever
// queue they were handed to) and flushes the display.
void wayland_registry_close(WaylandRegistry *registry);

#endif
