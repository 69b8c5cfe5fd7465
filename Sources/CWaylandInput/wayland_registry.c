// A registry on a queue of our own over SDL's Wayland display (see wayland_registry.h).
#include "wayland_registry.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <stdio.h>
#include <string.h>

static void registry_global(void *data, struct wl_registry *object, uint32_t name, const char *interface,
                            uint32_t version) {
  (void)object;
  WaylandRegistry *registry = data;
  registry->global(registry->data, name, interface, version);
}

static void registry_global_remove(void *data, struct wl_registry *object, uint32_t name) {
  (void)data, (void)object, (void)name;
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

int wayland_registry_open(WaylandRegistry *registry, void *sdl_window,
                          void (*global)(void *data, uint32_t name, const char *interface, uint32_t version),
                          void *data, char *message, size_t size) {
  memset(registry, 0, sizeof *registry);
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) {
    snprintf(message, size, "not a Wayland window");
    return 0;
  }
  registry->display = info.info.wl.display;
  registry->surface = info.info.wl.surface;
  registry->queue = wl_display_create_queue(registry->display);
  registry->wrapper = wl_proxy_create_wrapper(registry->display);
  if (!registry->queue || !registry->wrapper) {
    if (registry->wrapper) wl_proxy_wrapper_destroy(registry->wrapper);
    if (registry->queue) wl_event_queue_destroy(registry->queue);
    snprintf(message, size, "Wayland: cannot make an event queue");
    return 0;
  }
  wl_proxy_set_queue((struct wl_proxy *)registry->wrapper, registry->queue);
  registry->global = global;
  registry->data = data;
  registry->registry = wl_display_get_registry(registry->wrapper);
  wl_registry_add_listener(registry->registry, &registry_listener, registry);
  wayland_registry_roundtrip(registry);
  return 1;
}

void wayland_registry_note_global(void *data, uint32_t name, const char *interface, uint32_t version) {
  WaylandGlobal *global = data;
  if (strcmp(interface, global->interface) == 0) {
    global->name = name;
    global->version = version;
  }
}

void wayland_registry_roundtrip(WaylandRegistry *registry) {
  wl_display_roundtrip_queue(registry->display, registry->queue);
}

void wayland_registry_close(WaylandRegistry *registry) {
  wl_registry_destroy(registry->registry);
  wl_proxy_wrapper_destroy(registry->wrapper);
  wl_event_queue_destroy(registry->queue);
  wl_display_flush(registry->display);
}

void *wayland_registry_fail(WaylandRegistry *registry, char *message, size_t size, const char *why) {
  wayland_registry_close(registry);
  snprintf(message, size, "%s", why);
  return NULL;
}
