// The shown log (`--shown-log PATH`): one line per surface per refresh that shows new content of
// it, `PID NANOSECONDS` (the client's process id, the refresh's nominal CLOCK_MONOTONIC time).
// The benchmarks measure every toolkit with it, whether or not the toolkit asks for
// `wp_presentation` feedback: the compositor's own record of what it showed, one ruler for all.
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <wayland-server-core.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_surface.h>

#include "test_compositor.h"

// A surface's commits since the last refresh that showed it.
struct logged_surface {
  struct wl_list link;  // server->logged_surfaces
  struct wlr_surface *surface;
  bool changed;
  struct wl_listener commit, destroy;
};

static void surface_commit(struct wl_listener *listener, void *data) {
  (void)data;
  struct logged_surface *logged = wl_container_of(listener, logged, commit);
  // A commit that attaches a buffer is new content; one that only sets state is not.
  if (logged->surface->current.committed & WLR_SURFACE_STATE_BUFFER) logged->changed = true;
}

static void surface_destroy(struct wl_listener *listener, void *data) {
  (void)data;
  struct logged_surface *logged = wl_container_of(listener, logged, destroy);
  wl_list_remove(&logged->link);
  wl_list_remove(&logged->commit.link);
  wl_list_remove(&logged->destroy.link);
  free(logged);
}

static void new_surface(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_surface);
  struct wlr_surface *surface = data;
  struct logged_surface *logged = calloc(1, sizeof *logged);
  if (!logged) return;
  logged->surface = surface;
  logged->commit.notify = surface_commit;
  wl_signal_add(&surface->events.commit, &logged->commit);
  logged->destroy.notify = surface_destroy;
  wl_signal_add(&surface->events.destroy, &logged->destroy);
  wl_list_insert(&server->logged_surfaces, &logged->link);
}

bool shown_log_open(struct server *server, const char *path) {
  server->shown_log = fopen(path, "w");
  if (!server->shown_log) return false;
  wl_list_init(&server->logged_surfaces);
  server->new_surface.notify = new_surface;
  wl_signal_add(&server->compositor->events.new_surface, &server->new_surface);
  return true;
}

void shown_log_surface_shown(struct server *server, struct wlr_surface *surface) {
  if (!server->shown_log) return;
  struct logged_surface *logged;
  wl_list_for_each(logged, &server->logged_surfaces, link) {
    if (logged->surface != surface || !logged->changed) continue;
    logged->changed = false;
    pid_t pid = 0;
    wl_client_get_credentials(wl_resource_get_client(surface->resource), &pid, NULL, NULL);
    fprintf(server->shown_log, "%d %llu\n", (int)pid, (unsigned long long)server->tick_ns);
    return;
  }
}

void shown_log_flush(struct server *server) {
  if (server->shown_log) fflush(server->shown_log);
}
