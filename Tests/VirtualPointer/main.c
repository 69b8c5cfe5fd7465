// virtual-pointer: one virtual pointer (and keyboard) on a Wayland compositor, driven by lines
// on standard input, for the end-to-end tests under headless sway.
//
// It creates ONE pointer and keeps it for its whole life: a new device per gesture makes the
// seat lose its pointer. Each command line is answered with "ok" once the compositor has
// processed it (a display round trip), or "error: ..." for a line it cannot read; it prints
// "ready" once both devices exist. Pauses inside `stream` are the gesture's own timing.
//
// Event times are the gesture's nominal ones, not the moments the client got round to sending:
// a stream's events are stamped start + k × INTERVAL_MS (and sent when that time comes), a
// `pause` moves a nominal clock on from the last event, and the next event after it takes that
// time — so a loaded machine that wakes this client late changes no spacing the compositor
// passes on to the app. An event that follows no pause (or a nominal time more than
// `stale_ms` old: the test waited for the app in between) takes the time it is sent.
//
//   move X Y                    absolute pointer position in the output (pixels)
//   button press|release        the left button
//   scroll DY                   one finger-source vertical axis event of DY pixels
//   stream COUNT DY INTERVAL_MS COUNT finger axis events of DY pixels, INTERVAL_MS apart
//   stop                        finger-source axis_stop (the fingers lifted)
//   wheel NOTCHES               one wheel-source discrete step (15 px per notch, as libinput)
//   ctrl press|release          the left Ctrl key
//   pause MS                    wait MS milliseconds (a gesture's own timing, such as a hold)
#define _GNU_SOURCE
#include <errno.h>
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

struct client {
  struct wl_display *display;
  struct wl_seat *seat;
  struct zwlr_virtual_pointer_manager_v1 *pointer_manager;
  struct zwp_virtual_keyboard_manager_v1 *keyboard_manager;
  struct zwlr_virtual_pointer_v1 *pointer;
  struct zwp_virtual_keyboard_v1 *keyboard;
  unsigned width, height;
  uint32_t nominal_ms;  // the gesture's clock: the last stream event's time, moved on by `pause`
  int timed;            // the next event takes `nominal_ms` (set by a stream or a pause)
};

// A nominal time older than this is a test's wait for the app, not the gesture's timing
// (milliseconds; a choice of this project: longer than any scheduling delay of a loaded
// two-core machine after a pause, shorter than any deliberate wait between gestures).
static const uint32_t stale_ms = 100;

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                         uint32_t version) {
  struct client *client = data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && !client->seat) {
    client->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
  } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
    client->pointer_manager =
        wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, version < 2 ? version : 2);
  } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
    client->keyboard_manager = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
  }
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name) {
  (void)data;
  (void)registry;
  (void)name;
}

static const struct wl_registry_listener registry_listener = {global_added, global_removed};

static uint32_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void pause_ms(unsigned ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
  while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
  }
}

// Sleeps until CLOCK_MONOTONIC reaches `target` milliseconds (at once when it has).
static void sleep_until_ms(uint32_t target) {
  int32_t left = (int32_t)(target - now_ms());
  if (left > 0) pause_ms((unsigned)left);
}

// The time of the next event: the nominal one after a stream or a pause, else now.
static uint32_t event_time(struct client *client) {
  uint32_t now = now_ms();
  uint32_t time = now;
  if (client->timed && (int32_t)(now - client->nominal_ms) >= 0 && now - client->nominal_ms <= stale_ms) {
    time = client->nominal_ms;
  }
  client->timed = 0;
  return time;
}

// The keyboard needs a keymap before any key: the default one (evdev rules, us layout).
static int send_keymap(struct client *client) {
  struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
  if (!context) return -1;
  struct xkb_keymap *keymap = xkb_keymap_new_from_names(context, NULL, XKB_KEYMAP_COMPILE_NO_FLAGS);
  if (!keymap) {
    xkb_context_unref(context);
    return -1;
  }
  char *text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
  size_t size = strlen(text) + 1;
  int fd = memfd_create("keymap", MFD_CLOEXEC);
  int result = -1;
  if (fd >= 0 && write(fd, text, size) == (ssize_t)size) {
    zwp_virtual_keyboard_v1_keymap(client->keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)size);
    result = 0;
  }
  if (fd >= 0) close(fd);
  free(text);
  xkb_keymap_unref(keymap);
  xkb_context_unref(context);
  return result;
}

static void finger_axis(struct client *client, uint32_t time, double dy) {
  zwlr_virtual_pointer_v1_axis_source(client->pointer, WL_POINTER_AXIS_SOURCE_FINGER);
  zwlr_virtual_pointer_v1_axis(client->pointer, time, WL_POINTER_AXIS_VERTICAL_SCROLL,
                               wl_fixed_from_double(dy));
  zwlr_virtual_pointer_v1_frame(client->pointer);
}

// One command line; returns 0 when understood.
static int run_command(struct client *client, const char *line) {
  char state[32] = {0};
  double a = 0, b = 0;
  unsigned count = 0, interval = 0;
  if (sscanf(line, "move %lf %lf", &a, &b) == 2) {
    if (a < 0 || b < 0 || a > client->width || b > client->height) return -1;
    zwlr_virtual_pointer_v1_motion_absolute(client->pointer, event_time(client), (uint32_t)a, (uint32_t)b, client->width,
                                            client->height);
    zwlr_virtual_pointer_v1_frame(client->pointer);
  } else if (sscanf(line, "button %31s", state) == 1) {
    int pressed = strcmp(state, "press") == 0;
    if (!pressed && strcmp(state, "release") != 0) return -1;
    zwlr_virtual_pointer_v1_button(client->pointer, event_time(client), BTN_LEFT,
                                   pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    zwlr_virtual_pointer_v1_frame(client->pointer);
  } else if (sscanf(line, "stream %u %lf %u", &count, &a, &interval) == 3) {
    uint32_t start = event_time(client);
    for (unsigned index = 0; index < count; index++) {
      uint32_t time = start + index * interval;
      sleep_until_ms(time);
      finger_axis(client, time, a);
      wl_display_flush(client->display);
      client->nominal_ms = time;
    }
    client->timed = count > 0;
  } else if (sscanf(line, "pause %u", &interval) == 1) {
    uint32_t now = now_ms();
    int fresh = client->timed && (int32_t)(now - client->nominal_ms) >= 0 && now - client->nominal_ms <= stale_ms;
    client->nominal_ms = (fresh ? client->nominal_ms : now) + interval;
    client->timed = 1;
    sleep_until_ms(client->nominal_ms);
  } else if (sscanf(line, "scroll %lf", &a) == 1) {
    finger_axis(client, event_time(client), a);
  } else if (strncmp(line, "stop", 4) == 0) {
    zwlr_virtual_pointer_v1_axis_source(client->pointer, WL_POINTER_AXIS_SOURCE_FINGER);
    zwlr_virtual_pointer_v1_axis_stop(client->pointer, event_time(client), WL_POINTER_AXIS_VERTICAL_SCROLL);
    zwlr_virtual_pointer_v1_frame(client->pointer);
  } else if (sscanf(line, "wheel %lf", &a) == 1) {
    zwlr_virtual_pointer_v1_axis_source(client->pointer, WL_POINTER_AXIS_SOURCE_WHEEL);
    zwlr_virtual_pointer_v1_axis_discrete(client->pointer, event_time(client), WL_POINTER_AXIS_VERTICAL_SCROLL,
                                          wl_fixed_from_double(a * 15), (int32_t)a);
    zwlr_virtual_pointer_v1_frame(client->pointer);
  } else if (sscanf(line, "ctrl %31s", state) == 1 && client->keyboard) {
    int pressed = strcmp(state, "press") == 0;
    if (!pressed && strcmp(state, "release") != 0) return -1;
    zwp_virtual_keyboard_v1_key(client->keyboard, event_time(client), KEY_LEFTCTRL,
                                pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
    zwp_virtual_keyboard_v1_modifiers(client->keyboard, pressed ? 4 : 0, 0, 0, 0);
  } else {
    return -1;
  }
  return 0;
}

int main(int argc, char **argv) {
  struct client client = {0};
  client.width = argc > 1 ? (unsigned)atoi(argv[1]) : 1280;
  client.height = argc > 2 ? (unsigned)atoi(argv[2]) : 800;
  if (client.width == 0 || client.height == 0) {
    fprintf(stderr, "virtual-pointer: usage: virtual-pointer [WIDTH HEIGHT]\n");
    return 2;
  }
  client.display = wl_display_connect(NULL);
  if (!client.display) {
    fprintf(stderr, "virtual-pointer: cannot connect to the Wayland display\n");
    return 1;
  }
  struct wl_registry *registry = wl_display_get_registry(client.display);
  wl_registry_add_listener(registry, &registry_listener, &client);
  wl_display_roundtrip(client.display);
  if (!client.pointer_manager || !client.seat) {
    fprintf(stderr, "virtual-pointer: the compositor offers no zwlr_virtual_pointer_manager_v1 or no seat\n");
    return 1;
  }
  client.pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(client.pointer_manager, client.seat);
  if (client.keyboard_manager) {
    client.keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(client.keyboard_manager, client.seat);
    if (send_keymap(&client) != 0) {
      fprintf(stderr, "virtual-pointer: no keymap; Ctrl is unavailable\n");
      zwp_virtual_keyboard_v1_destroy(client.keyboard);
      client.keyboard = NULL;
    }
  }
  if (wl_display_roundtrip(client.display) < 0) {
    fprintf(stderr, "virtual-pointer: the compositor closed the connection\n");
    return 1;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  printf("ready\n");
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    if (run_command(&client, line) != 0) {
      printf("error: cannot read '%.*s'\n", (int)strcspn(line, "\n"), line);
      continue;
    }
    if (wl_display_roundtrip(client.display) < 0) {
      fprintf(stderr, "virtual-pointer: the compositor closed the connection\n");
      return 1;
    }
    printf("ok\n");
  }
  if (client.keyboard) zwp_virtual_keyboard_v1_destroy(client.keyboard);
  zwlr_virtual_pointer_v1_destroy(client.pointer);
  wl_display_roundtrip(client.display);
  wl_display_disconnect(client.display);
  return 0;
}
