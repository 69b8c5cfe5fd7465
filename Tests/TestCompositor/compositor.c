// The test compositor's server: headless backend, pixman renderer, one output, xdg-shell,
// Xwayland, screencopy (so grim can capture the output), and the seat (see test_compositor.h).
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/interfaces/wlr_output.h>
#include <wlr/render/allocator.h>
#include <wlr/render/wlr_renderer.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_data_device.h>
#include <wlr/types/wlr_keyboard.h>
#include <wlr/types/wlr_output.h>
#include <wlr/types/wlr_output_layout.h>
#include <wlr/types/wlr_pointer_gestures_v1.h>
#include <wlr/types/wlr_presentation_time.h>
#include <wlr/types/wlr_scene.h>
#include <wlr/types/wlr_screencopy_v1.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_xdg_output_v1.h>
#include <wlr/types/wlr_xdg_shell.h>
#include <wlr/util/log.h>
#include <wlr/xwayland.h>

#include "presentation-time-protocol.h"
#include "test_compositor.h"

uint32_t now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint32_t)((uint64_t)now.tv_sec * 1000 + (uint64_t)now.tv_nsec / 1000000);
}

uint64_t now_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

// MARK: Focus

void focus_surface(struct server *server, struct wlr_surface *surface) {
  server->focus = surface;
  if (!surface) {
    wlr_seat_pointer_clear_focus(server->seat);
    wlr_seat_keyboard_clear_focus(server->seat);
    return;
  }
  struct wlr_keyboard *keyboard = server->keyboard->keyboard;
  wlr_seat_keyboard_notify_enter(server->seat, surface, keyboard->keycodes, keyboard->num_keycodes,
                                 &keyboard->modifiers);
  if (server->has_pointer) {
    wlr_seat_pointer_notify_enter(server->seat, surface, server->pointer_x, server->pointer_y);
    wlr_seat_pointer_notify_frame(server->seat);
  }
}

// MARK: xdg-shell toplevels

struct toplevel {
  struct server *server;
  struct wlr_xdg_surface *xdg;
  struct wl_listener map, unmap, destroy, commit;
};

static void toplevel_commit(struct wl_listener *listener, void *data) {
  (void)data;
  struct toplevel *toplevel = wl_container_of(listener, toplevel, commit);
  toplevel->server->window_commits += 1;
}

static void toplevel_map(struct wl_listener *listener, void *data) {
  (void)data;
  struct toplevel *toplevel = wl_container_of(listener, toplevel, map);
  wlr_xdg_toplevel_set_activated(toplevel->xdg, true);
  focus_surface(toplevel->server, toplevel->xdg->surface);
}

static void toplevel_unmap(struct wl_listener *listener, void *data) {
  (void)data;
  struct toplevel *toplevel = wl_container_of(listener, toplevel, unmap);
  if (toplevel->server->focus == toplevel->xdg->surface) focus_surface(toplevel->server, NULL);
}

static void toplevel_destroy(struct wl_listener *listener, void *data) {
  (void)data;
  struct toplevel *toplevel = wl_container_of(listener, toplevel, destroy);
  wl_list_remove(&toplevel->map.link);
  wl_list_remove(&toplevel->unmap.link);
  wl_list_remove(&toplevel->destroy.link);
  wl_list_remove(&toplevel->commit.link);
  free(toplevel);
}

static void new_xdg_surface(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_xdg_surface);
  struct wlr_xdg_surface *xdg = data;
  if (xdg->role != WLR_XDG_SURFACE_ROLE_TOPLEVEL) return;  // popups: the app makes none
  struct toplevel *toplevel = calloc(1, sizeof *toplevel);
  toplevel->server = server;
  toplevel->xdg = xdg;
  wlr_scene_xdg_surface_create(&server->scene->node, xdg);
  // Tiled at the output's size, as a tiling compositor shows one window.
  wlr_xdg_toplevel_set_size(xdg, (uint32_t)server->width, (uint32_t)server->height);
  toplevel->map.notify = toplevel_map;
  wl_signal_add(&xdg->events.map, &toplevel->map);
  toplevel->unmap.notify = toplevel_unmap;
  wl_signal_add(&xdg->events.unmap, &toplevel->unmap);
  toplevel->destroy.notify = toplevel_destroy;
  wl_signal_add(&xdg->events.destroy, &toplevel->destroy);
  toplevel->commit.notify = toplevel_commit;
  wl_signal_add(&xdg->surface->events.commit, &toplevel->commit);
}

// MARK: Xwayland windows

struct x_window {
  struct server *server;
  struct wlr_xwayland_surface *surface;
  struct wlr_scene_surface *node;
  struct wl_listener map, unmap, destroy, request_configure;
};

static void x_window_fill_output(struct x_window *window) {
  wlr_xwayland_surface_configure(window->surface, 0, 0, (uint16_t)window->server->width,
                                 (uint16_t)window->server->height);
}

static void x_window_request_configure(struct wl_listener *listener, void *data) {
  (void)data;
  struct x_window *window = wl_container_of(listener, window, request_configure);
  x_window_fill_output(window);
}

static void x_window_map(struct wl_listener *listener, void *data) {
  (void)data;
  struct x_window *window = wl_container_of(listener, window, map);
  struct server *server = window->server;
  window->node = wlr_scene_surface_create(&server->scene->node, window->surface->surface);
  if (window->surface->override_redirect) return;
  x_window_fill_output(window);
  wlr_xwayland_surface_activate(window->surface, true);
  focus_surface(server, window->surface->surface);
}

static void x_window_unmap(struct wl_listener *listener, void *data) {
  (void)data;
  struct x_window *window = wl_container_of(listener, window, unmap);
  if (window->node) wlr_scene_node_destroy(&window->node->node);
  window->node = NULL;
  if (window->server->focus == window->surface->surface) focus_surface(window->server, NULL);
}

static void x_window_destroy(struct wl_listener *listener, void *data) {
  (void)data;
  struct x_window *window = wl_container_of(listener, window, destroy);
  wl_list_remove(&window->map.link);
  wl_list_remove(&window->unmap.link);
  wl_list_remove(&window->destroy.link);
  wl_list_remove(&window->request_configure.link);
  free(window);
}

static void new_xwayland_surface(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_xwayland_surface);
  struct x_window *window = calloc(1, sizeof *window);
  window->server = server;
  window->surface = data;
  window->map.notify = x_window_map;
  wl_signal_add(&window->surface->events.map, &window->map);
  window->unmap.notify = x_window_unmap;
  wl_signal_add(&window->surface->events.unmap, &window->unmap);
  window->destroy.notify = x_window_destroy;
  wl_signal_add(&window->surface->events.destroy, &window->destroy);
  window->request_configure.notify = x_window_request_configure;
  wl_signal_add(&window->surface->events.request_configure, &window->request_configure);
}

// A client asks to own the clipboard (a copy): the seat's selection is its data source.
static void request_set_selection(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, request_set_selection);
  struct wlr_seat_request_set_selection_event *event = data;
  wlr_seat_set_selection(server->seat, event->source, event->serial);
}

static void xwayland_ready(struct wl_listener *listener, void *data) {
  (void)data;
  struct server *server = wl_container_of(listener, server, xwayland_ready);
  wlr_xwayland_set_seat(server->xwayland, server->seat);
  server->xwayland_is_ready = true;
  announce_if_ready(server);
}

// MARK: The output

static struct timespec timespec_of(uint64_t ns) {
  struct timespec time = {.tv_sec = (time_t)(ns / 1000000000u), .tv_nsec = (long)(ns % 1000000000u)};
  return time;
}

// Tells a surface whose new content this tick shows when it was shown and the output's period.
static void present_surface(struct wlr_surface *surface, int sx, int sy, void *data) {
  (void)sx, (void)sy;
  struct server *server = data;
  shown_log_surface_shown(server, surface);
  struct wlr_presentation_feedback *feedback = wlr_presentation_surface_sampled(server->presentation, surface);
  if (!feedback) return;
  struct wlr_presentation_event event = {
      .output = server->output,
      .tv_sec = server->tick_ns / 1000000000u,
      .tv_nsec = (uint32_t)(server->tick_ns % 1000000000u),
      .refresh = (uint32_t)server->period_ns,
      .seq = server->tick_index,
      .flags = WP_PRESENTATION_FEEDBACK_KIND_VSYNC | WP_PRESENTATION_FEEDBACK_KIND_HW_CLOCK |
               WP_PRESENTATION_FEEDBACK_KIND_HW_COMPLETION,
  };
  wlr_presentation_feedback_send_presented(feedback, &event);
  wlr_presentation_feedback_destroy(feedback);
}

// The output's frame event: only those of our own ticks count (the headless backend's own timer
// fires at its own pace; its events only let the next commit through).
static void output_frame(struct wl_listener *listener, void *data) {
  (void)data;
  struct server *server = wl_container_of(listener, server, output_frame);
  if (!server->in_tick) return;
  if (!server->frames_held) {
    // The content current now is what this refresh shows. The clients hear so, and get their
    // frame callbacks, before the composing (pixman, on the CPU) rather than after it, as from a
    // compositor whose composing costs the clients nothing: a client has the whole period to draw.
    wlr_scene_output_for_each_surface(server->scene_output, present_surface, server);
    shown_log_flush(server);
    struct timespec when = timespec_of(server->tick_ns);
    wlr_scene_output_send_frame_done(server->scene_output, &when);
    wl_display_flush_clients(server->display);
  }
  wlr_scene_output_commit(server->scene_output);
}

static void arm_tick(struct server *server) {
  struct itimerspec next = {.it_value = timespec_of(server->tick_start_ns + (server->tick_index + 1) * server->period_ns)};
  timerfd_settime(server->tick_fd, TFD_TIMER_ABSTIME, &next, NULL);
}

// One refresh: the latest nominal tick at or before now (ticks a stalled compositor slept through
// are skipped, as a display does not wait).
static int tick(int fd, uint32_t mask, void *data) {
  (void)mask;
  struct server *server = data;
  uint64_t expirations;
  if (read(fd, &expirations, sizeof expirations) < 0 && errno != EAGAIN) return 0;
  uint64_t now = now_ns();
  if (now < server->tick_start_ns) return 0;
  server->tick_index = (now - server->tick_start_ns) / server->period_ns;
  server->tick_ns = server->tick_start_ns + server->tick_index * server->period_ns;
  arm_tick(server);
  server->in_tick = true;
  wlr_output_send_frame(server->output);
  server->in_tick = false;
  return 0;
}

static void start_ticks(struct server *server) {
  server->period_ns = 1000000000000ull / (uint64_t)server->refresh_mhz;
  server->tick_fd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
  if (server->tick_fd < 0) {
    perror("test-compositor: timerfd_create");
    exit(1);
  }
  server->tick_start_ns = now_ns();
  server->tick_index = 0;
  arm_tick(server);
  server->tick_source = wl_event_loop_add_fd(server->loop, server->tick_fd, WL_EVENT_READABLE, tick, server);
}

static void new_output(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_output);
  struct wlr_output *output = data;
  if (server->output) return;
  server->output = output;
  wlr_output_init_render(output, server->allocator, server->renderer);
  wlr_output_set_scale(output, (float)server->scale);
  wlr_output_set_custom_mode(output, server->width * server->scale, server->height * server->scale,
                             server->refresh_mhz);
  wlr_output_enable(output, true);
  if (!wlr_output_commit(output)) {
    fprintf(stderr, "test-compositor: the output refused its first commit\n");
    exit(1);
  }
  server->output_frame.notify = output_frame;
  wl_signal_add(&output->events.frame, &server->output_frame);
  wlr_output_layout_add_auto(server->layout, output);
  server->scene_output = wlr_scene_output_create(server->scene, output);
  start_ticks(server);
  // SDL sees no display until the output is announced to clients.
  wlr_output_create_global(output);
}

void announce_if_ready(struct server *server) {
  if (server->announced || !server->socket) return;
  if (server->xwayland && !server->xwayland_is_ready) return;
  server->announced = true;
  printf("ready wayland=%s/%s display=%s\n", getenv("XDG_RUNTIME_DIR"), server->socket,
         server->xwayland ? server->xwayland->display_name : "none");
  fflush(stdout);
}

// MARK: Start-up

static void usage(void) {
  fprintf(stderr, "usage: test-compositor [--size WxH] [--scale N] [--refresh HZ] [--xwayland] [--no-pointer] "
                  "[--no-gestures] [--shown-log PATH]\n");
  exit(2);
}

static struct server server;

static int on_signal(int number, void *data) {
  (void)number, (void)data;
  wl_display_terminate(server.display);
  return 0;
}

static int on_stdin(int fd, uint32_t mask, void *data) {
  struct server *server = data;
  if (mask & WL_EVENT_READABLE) {
    size_t space = sizeof server->input - server->input_length - 1;
    ssize_t count = read(fd, server->input + server->input_length, space);
    if (count > 0) {
      server->input_length += (size_t)count;
      server->input[server->input_length] = 0;
    } else if (count == 0 || (errno != EAGAIN && errno != EINTR)) {
      server->input_closed = true;
    }
  }
  if (mask & (WL_EVENT_HANGUP | WL_EVENT_ERROR)) server->input_closed = true;
  run_pending_commands(server);
  if (server->input_closed && !server->job) {
    wl_event_source_remove(server->stdin_source);
    server->stdin_source = NULL;
    wl_display_terminate(server->display);
  }
  return 0;
}

int main(int argc, char **argv) {
  server.width = 1280;
  server.height = 800;
  server.scale = 1;
  server.refresh_mhz = 60000;
  server.has_pointer = true;
  bool with_xwayland = false;
  bool with_gestures = true;
  const char *shown_log = NULL;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
      if (sscanf(argv[++i], "%dx%d", &server.width, &server.height) != 2 || server.width < 1 ||
          server.height < 1 || server.width > 8192 || server.height > 8192)
        usage();
    } else if (strcmp(argv[i], "--scale") == 0 && i + 1 < argc) {
      server.scale = atoi(argv[++i]);
      if (server.scale < 1 || server.scale > 4) usage();
    } else if (strcmp(argv[i], "--refresh") == 0 && i + 1 < argc) {
      // Hertz, whole or not (59.94); 30 to 360 covers the displays people have.
      double hertz = atof(argv[++i]);
      if (!(hertz >= 30 && hertz <= 360)) usage();
      server.refresh_mhz = (int)(hertz * 1000 + 0.5);
    } else if (strcmp(argv[i], "--xwayland") == 0) {
      with_xwayland = true;
    } else if (strcmp(argv[i], "--no-gestures") == 0) {
      with_gestures = false;
    } else if (strcmp(argv[i], "--shown-log") == 0 && i + 1 < argc) {
      shown_log = argv[++i];
    } else if (strcmp(argv[i], "--no-pointer") == 0) {
      server.has_pointer = false;
    } else {
      usage();
    }
  }
  // A process group of its own, so that leaving takes Xwayland and wlroots' helper forks along.
  if (getpgrp() != getpid()) setpgid(0, 0);
  wlr_log_init(getenv("TEST_COMPOSITOR_DEBUG") ? WLR_DEBUG : WLR_ERROR, NULL);
  setenv("WLR_RENDERER", "pixman", 1);
  if (!getenv("XDG_RUNTIME_DIR")) {
    static char folder[] = "/tmp/test-compositor-XXXXXX";
    if (!mkdtemp(folder)) {
      perror("test-compositor: mkdtemp");
      return 1;
    }
    setenv("XDG_RUNTIME_DIR", folder, 1);
  }

  server.display = wl_display_create();
  server.loop = wl_display_get_event_loop(server.display);
  server.backend = wlr_headless_backend_create(server.display);
  server.renderer = server.backend ? wlr_renderer_autocreate(server.backend) : NULL;
  if (!server.renderer) {
    fprintf(stderr, "test-compositor: no headless backend or pixman renderer\n");
    return 1;
  }
  wlr_renderer_init_wl_display(server.renderer, server.display);
  server.allocator = wlr_allocator_autocreate(server.backend, server.renderer);
  server.compositor = wlr_compositor_create(server.display, server.renderer);
  if (shown_log && !shown_log_open(&server, shown_log)) {
    fprintf(stderr, "test-compositor: cannot write the shown log %s\n", shown_log);
    return 1;
  }
  wlr_data_device_manager_create(server.display);
  server.layout = wlr_output_layout_create();
  wlr_xdg_output_manager_v1_create(server.display, server.layout);
  wlr_screencopy_manager_v1_create(server.display);
  server.presentation = wlr_presentation_create(server.display, server.backend);
  server.scene = wlr_scene_create();
  server.new_output.notify = new_output;
  wl_signal_add(&server.backend->events.new_output, &server.new_output);
  server.xdg_shell = wlr_xdg_shell_create(server.display);
  server.new_xdg_surface.notify = new_xdg_surface;
  wl_signal_add(&server.xdg_shell->events.new_surface, &server.new_xdg_surface);

  server.seat = wlr_seat_create(server.display, "seat0");
  server.request_set_selection.notify = request_set_selection;
  wl_signal_add(&server.seat->events.request_set_selection, &server.request_set_selection);
  // Without it, a compositor like those that offer no gestures (clients fall back as they would).
  if (with_gestures) server.gestures = wlr_pointer_gestures_v1_create(server.display);
  server.keyboard = wlr_headless_add_input_device(server.backend, WLR_INPUT_DEVICE_KEYBOARD);
  struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
  struct xkb_keymap *keymap = xkb_keymap_new_from_names(context, NULL, XKB_KEYMAP_COMPILE_NO_FLAGS);
  if (!keymap) {
    fprintf(stderr, "test-compositor: no xkb keymap (is xkb-data installed?)\n");
    return 1;
  }
  wlr_keyboard_set_keymap(server.keyboard->keyboard, keymap);
  xkb_keymap_unref(keymap);
  xkb_context_unref(context);
  wlr_seat_set_keyboard(server.seat, server.keyboard);
  wlr_seat_set_capabilities(server.seat, WL_SEAT_CAPABILITY_KEYBOARD |
                                             (server.has_pointer ? WL_SEAT_CAPABILITY_POINTER : 0));

  server.socket = wl_display_add_socket_auto(server.display);
  if (!server.socket) {
    fprintf(stderr, "test-compositor: cannot make a socket in %s\n", getenv("XDG_RUNTIME_DIR"));
    return 1;
  }
  wlr_headless_add_output(server.backend, (unsigned)(server.width * server.scale),
                          (unsigned)(server.height * server.scale));
  if (!wlr_backend_start(server.backend)) {
    fprintf(stderr, "test-compositor: the headless backend did not start\n");
    return 1;
  }
  if (with_xwayland) {
    server.xwayland = wlr_xwayland_create(server.display, server.compositor, false);
    if (!server.xwayland) {
      fprintf(stderr, "test-compositor: Xwayland did not start (is the xwayland package installed?)\n");
      return 1;
    }
    server.xwayland_ready.notify = xwayland_ready;
    wl_signal_add(&server.xwayland->events.ready, &server.xwayland_ready);
    server.new_xwayland_surface.notify = new_xwayland_surface;
    wl_signal_add(&server.xwayland->events.new_surface, &server.new_xwayland_surface);
  }
  setenv("WAYLAND_DISPLAY", server.socket, 1);
  server.stdin_source =
      wl_event_loop_add_fd(server.loop, STDIN_FILENO, WL_EVENT_READABLE, on_stdin, &server);
  wl_event_loop_add_signal(server.loop, SIGTERM, on_signal, NULL);
  wl_event_loop_add_signal(server.loop, SIGINT, on_signal, NULL);
  signal(SIGPIPE, SIG_IGN);
  setvbuf(stdout, NULL, _IOLBF, 0);
  announce_if_ready(&server);

  wl_display_run(server.display);

  if (server.timer) wl_event_source_remove(server.timer);
  if (server.tick_source) wl_event_source_remove(server.tick_source);
  // Xwayland first: wlroots restarts a non-lazy Xwayland whose client connection goes away.
  if (server.xwayland) wlr_xwayland_destroy(server.xwayland);
  wl_display_destroy_clients(server.display);
  wl_display_destroy(server.display);
  signal(SIGTERM, SIG_IGN);
  kill(0, SIGTERM);
  return 0;
}
