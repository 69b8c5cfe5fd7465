// The test compositor's line protocol (README.md): what a trackpad, a mouse and a keyboard send,
// injected into the seat. Each command answers `ok` once its events were sent and flushed to the
// clients, or `error: …`.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input-event-codes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/interfaces/wlr_keyboard.h>
#include <wlr/types/wlr_data_device.h>
#include <wlr/types/wlr_input_device.h>
#include <wlr/types/wlr_keyboard.h>
#include <wlr/types/wlr_pointer.h>
#include <wlr/types/wlr_pointer_gestures_v1.h>
#include <wlr/types/wlr_seat.h>

#include "test_compositor.h"

static void reply(struct server *server, const char *format, const char *detail) {
  wl_display_flush_clients(server->display);
  printf(format, detail);
  fflush(stdout);
}

static void ok(struct server *server) { reply(server, "ok%s\n", ""); }

static void fail(struct server *server, const char *why) { reply(server, "error: %s\n", why); }

static bool need_gestures(struct server *server) {
  if (server->gestures) return true;
  fail(server, "started with --no-gestures");
  return false;
}

static bool need_pointer(struct server *server) {
  if (server->has_pointer) return true;
  fail(server, "the seat has no pointer (pointer add)");
  return false;
}

// MARK: Pointer events

static void axis_at(struct server *server, uint32_t time, int orientation, double value, int discrete, int source) {
  wlr_seat_pointer_notify_axis(server->seat, time, orientation, value, discrete, source);
  wlr_seat_pointer_notify_frame(server->seat);
}

static void axis(struct server *server, int orientation, double value, int discrete, int source) {
  axis_at(server, now_ms(), orientation, value, discrete, source);
}

// wlroots sends axis_stop for a finger-source axis event of value 0.
static void axis_stop_at(struct server *server, uint32_t time, int orientation) {
  axis_at(server, time, orientation, 0, 0, WLR_AXIS_SOURCE_FINGER);
}

static void axis_stop(struct server *server, int orientation) { axis_stop_at(server, now_ms(), orientation); }

static int parse_orientation(const char *word, int *orientation) {
  if (strcmp(word, "vertical") == 0) *orientation = WLR_AXIS_ORIENTATION_VERTICAL;
  else if (strcmp(word, "horizontal") == 0) *orientation = WLR_AXIS_ORIENTATION_HORIZONTAL;
  else return 0;
  return 1;
}

static int parse_source(const char *word, int *source) {
  if (strcmp(word, "finger") == 0) *source = WLR_AXIS_SOURCE_FINGER;
  else if (strcmp(word, "wheel") == 0) *source = WLR_AXIS_SOURCE_WHEEL;
  else if (strcmp(word, "continuous") == 0) *source = WLR_AXIS_SOURCE_CONTINUOUS;
  else if (strcmp(word, "tilt") == 0) *source = WLR_AXIS_SOURCE_WHEEL_TILT;
  else return 0;
  return 1;
}

static int parse_button(const char *word, uint32_t *button) {
  if (!word || strcmp(word, "left") == 0) *button = BTN_LEFT;
  else if (strcmp(word, "right") == 0) *button = BTN_RIGHT;
  else if (strcmp(word, "middle") == 0) *button = BTN_MIDDLE;
  else return 0;
  return 1;
}

// MARK: Timed commands

static void start_job(struct server *server, struct job *job, int first_delay_ms);

uint32_t job_time(const struct job *job) { return job->start_ms + job->nominal_ms; }

// Arms the timer for the job's current nominal time (at least 1 ms ahead: 0 would disarm it).
static void arm_for_nominal_time(struct server *server, struct job *job) {
  int32_t delay = (int32_t)(job_time(job) - now_ms());
  wl_event_source_timer_update(server->timer, delay > 0 ? delay : 1);
}

static int timer_fired(void *data) {
  struct server *server = data;
  struct job *job = server->job;
  if (!job) return 0;
  int next = job->step(server, job);
  if (next >= 0) {
    job->nominal_ms += (uint32_t)next;
    arm_for_nominal_time(server, job);
    return 0;
  }
  const char *failure = job->failure;
  char *text = job->text;
  free(job);
  server->job = NULL;
  if (failure) fail(server, failure);
  else if (text) reply(server, "ok %s\n", text);
  else ok(server);
  free(text);
  run_pending_commands(server);
  if (server->input_closed && !server->job) wl_display_terminate(server->display);
  return 0;
}

static void start_job(struct server *server, struct job *job, int first_delay_ms) {
  if (!server->timer) server->timer = wl_event_loop_add_timer(server->loop, timer_fired, server);
  server->job = job;
  job->start_ms = now_ms() + (uint32_t)(first_delay_ms > 0 ? first_delay_ms : 1);
  job->nominal_ms = 0;
  arm_for_nominal_time(server, job);
}

// A stream of axis events; then, if asked, axis_stop `stop_after_ms` after the last.
static int stream_step(struct server *server, struct job *job) {
  if (job->remaining > 0) {
    axis_at(server, job_time(job), job->axis, job->value, 0, job->source);
    job->remaining--;
    if (job->remaining > 0) return job->interval_ms;
    if (job->stop_after_ms >= 0) return job->stop_after_ms;
    return -1;
  }
  axis_stop_at(server, job_time(job), job->axis);
  return -1;
}

// A mouse drag: if asked, the left button's press; `remaining` moves of (dx, dy) `interval_ms`
// apart; then, if asked, the left button's release one interval after the last; each at its
// nominal time.
static int drag_step(struct server *server, struct job *job) {
  if (job->press) {
    job->press = false;
    wlr_seat_pointer_notify_button(server->seat, job_time(job), BTN_LEFT, WLR_BUTTON_PRESSED);
    wlr_seat_pointer_notify_frame(server->seat);
    return job->interval_ms;
  }
  if (job->remaining > 0) {
    server->pointer_x += job->dx;
    server->pointer_y += job->dy;
    wlr_seat_pointer_notify_motion(server->seat, job_time(job), server->pointer_x, server->pointer_y);
    wlr_seat_pointer_notify_frame(server->seat);
    server->drag_end_ms = job_time(job);
    job->remaining--;
    return job->remaining > 0 || job->release ? job->interval_ms : -1;
  }
  wlr_seat_pointer_notify_button(server->seat, job_time(job), BTN_LEFT, WLR_BUTTON_RELEASED);
  wlr_seat_pointer_notify_frame(server->seat);
  return -1;
}

// Waits, looking every millisecond, until a surface has the seat's focus (a window mapped),
// for at most `remaining` ms.
static int await_focus_step(struct server *server, struct job *job) {
  if (server->focus) return -1;
  if (job->remaining-- <= 0) {
    job->failure = "no surface took the focus";
    return -1;
  }
  return 1;
}

// Reads what the selection's owner writes into the pipe, until it closes it (at most 5 s).
static int selection_step(struct server *server, struct job *job) {
  (void)server;
  char buffer[4096];
  for (;;) {
    ssize_t got = read(job->fd, buffer, sizeof buffer);
    if (got > 0) {
      char *grown = realloc(job->text, job->length + (size_t)got + 1);
      if (!grown) break;
      job->text = grown;
      memcpy(job->text + job->length, buffer, (size_t)got);
      job->length += (size_t)got;
      job->text[job->length] = 0;
      continue;
    }
    if (got == 0) break;
    if (errno == EAGAIN && job->remaining-- > 0) return 1;
    job->failure = "the selection's owner wrote nothing";
    break;
  }
  close(job->fd);
  return -1;
}

static int pause_step(struct server *server, struct job *job) {
  (void)server, (void)job;
  return -1;
}

// A pinch from scale 1 to `factor` in `remaining` updates, geometrically, then its end.
static int pinch_step(struct server *server, struct job *job) {
  if (job->remaining > 0) {
    job->sent++;
    job->remaining--;
    double scale = pow(job->factor, (double)job->sent / (job->sent + job->remaining));
    wlr_pointer_gestures_v1_send_pinch_update(server->gestures, server->seat, job_time(job), 0, 0, scale, 0);
    return job->interval_ms;
  }
  wlr_pointer_gestures_v1_send_pinch_end(server->gestures, server->seat, job_time(job), false);
  return -1;
}

// MARK: Keys

// Sends a press or release of xkb keycode `code` to the keyboard and the focused client.
static void send_keycode(struct server *server, xkb_keycode_t code, bool pressed) {
  struct wlr_keyboard *keyboard = server->keyboard->keyboard;
  struct wlr_event_keyboard_key event = {
      .time_msec = now_ms(),
      .keycode = code - 8,  // xkb keycodes are evdev codes + 8
      .update_state = true,
      .state = pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
  };
  wlr_keyboard_notify_key(keyboard, &event);
  wlr_seat_keyboard_notify_modifiers(server->seat, &keyboard->modifiers);
  wlr_seat_keyboard_notify_key(server->seat, event.time_msec, event.keycode, event.state);
}

// The keycode that gives `symbol` in the first layout at `level` or below (0: plain, 1: Shift);
// 0 when the keymap has none. `level_found` says which.
static xkb_keycode_t find_keycode(struct xkb_keymap *keymap, xkb_keysym_t symbol, int max_level, int *level_found) {
  for (int level = 0; level <= max_level; level++) {
    for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
      const xkb_keysym_t *symbols;
      int count = xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, &symbols);
      for (int i = 0; i < count; i++) {
        if (symbols[i] == symbol) {
          if (level_found) *level_found = level;
          return code;
        }
      }
    }
  }
  return 0;
}

static bool key(struct server *server, const char *name, bool pressed) {
  xkb_keysym_t symbol = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE);
  if (symbol == XKB_KEY_NoSymbol) return false;
  xkb_keycode_t found = find_keycode(server->keyboard->keyboard->keymap, symbol, 0, NULL);
  if (!found) return false;
  send_keycode(server, found, pressed);
  return true;
}

// Decodes one UTF-8 character at `*text`, moving past it; 0 at the end or on a bad byte.
static uint32_t next_codepoint(const char **text) {
  const unsigned char *s = (const unsigned char *)*text;
  if (!*s) return 0;
  int length = *s < 0x80 ? 1 : (*s >> 5) == 6 ? 2 : (*s >> 4) == 14 ? 3 : (*s >> 3) == 30 ? 4 : 0;
  if (!length) return 0;
  uint32_t value = length == 1 ? *s : *s & (0x7F >> length);
  for (int i = 1; i < length; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    value = (value << 6) | (s[i] & 0x3F);
  }
  *text += length;
  return value;
}

// Types `text` (UTF-8) as key presses on the current keymap: each character's key, with Shift
// held for the characters on a key's second level. False (nothing typed) when a character has
// no key in the keymap.
static bool type_text(struct server *server, const char *text) {
  struct xkb_keymap *keymap = server->keyboard->keyboard->keymap;
  xkb_keycode_t shift = find_keycode(keymap, XKB_KEY_Shift_L, 0, NULL);
  xkb_keycode_t codes[256];
  int levels[256];
  int count = 0;
  for (const char *cursor = text; *cursor && count < 256;) {
    uint32_t codepoint = next_codepoint(&cursor);
    if (!codepoint) return false;
    xkb_keysym_t symbol = codepoint == ' ' ? XKB_KEY_space : xkb_utf32_to_keysym(codepoint);
    codes[count] = find_keycode(keymap, symbol, 1, &levels[count]);
    if (!codes[count] || (levels[count] == 1 && !shift)) return false;
    count++;
  }
  for (int i = 0; i < count; i++) {
    if (levels[i] == 1) send_keycode(server, shift, true);
    send_keycode(server, codes[i], true);
    send_keycode(server, codes[i], false);
    if (levels[i] == 1) send_keycode(server, shift, false);
  }
  return true;
}

// Replaces the keyboard's keymap with xkb's for `layout` (as `setxkbmap -layout` does).
static bool set_layout(struct server *server, const char *layout) {
  struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
  struct xkb_rule_names names = {.layout = layout};
  struct xkb_keymap *keymap = xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS);
  xkb_context_unref(context);
  if (!keymap) return false;
  wlr_keyboard_set_keymap(server->keyboard->keyboard, keymap);
  xkb_keymap_unref(keymap);
  return true;
}

// MARK: The commands

// Runs one command line: answers it, or starts a timed job whose `ok` comes after its last step.
static void run_command(struct server *server, char *line) {
  char word[8][64] = {{0}};
  int count = sscanf(line, "%63s %63s %63s %63s %63s %63s %63s %63s", word[0], word[1], word[2], word[3], word[4],
                     word[5], word[6], word[7]);
  if (count <= 0) return;  // a blank line
  const char *command = word[0];
  if (strcmp(command, "sync") == 0) {
    ok(server);
  } else if (strcmp(command, "move") == 0 && count == 3) {
    if (!need_pointer(server)) return;
    server->pointer_x = atof(word[1]);
    server->pointer_y = atof(word[2]);
    if (server->focus) {
      wlr_seat_pointer_notify_enter(server->seat, server->focus, server->pointer_x, server->pointer_y);
      wlr_seat_pointer_notify_motion(server->seat, now_ms(), server->pointer_x, server->pointer_y);
      wlr_seat_pointer_notify_frame(server->seat);
    }
    ok(server);
  } else if (strcmp(command, "button") == 0 && count >= 2) {
    uint32_t button;
    bool press = strcmp(word[1], "press") == 0;
    if (!need_pointer(server)) return;
    if ((!press && strcmp(word[1], "release") != 0) || !parse_button(count > 2 ? word[2] : NULL, &button)) {
      return fail(server, "button press|release [left|right|middle]");
    }
    wlr_seat_pointer_notify_button(server->seat, now_ms(), button,
                                   press ? WLR_BUTTON_PRESSED : WLR_BUTTON_RELEASED);
    wlr_seat_pointer_notify_frame(server->seat);
    ok(server);
  } else if (strcmp(command, "axis") == 0 && count >= 3) {
    int orientation, source = WLR_AXIS_SOURCE_FINGER, discrete = 0;
    char *end;
    double value = strtod(word[2], &end);
    if (!need_pointer(server)) return;
    if (!parse_orientation(word[1], &orientation) || *end || !isfinite(value)) {
      return fail(server, "axis vertical|horizontal VALUE [finger|wheel|continuous|tilt] [discrete N]");
    }
    int next = 3;
    if (next < count && parse_source(word[next], &source)) next++;
    if (next + 1 < count && strcmp(word[next], "discrete") == 0) {
      discrete = atoi(word[next + 1]);
      next += 2;
    }
    if (next != count) return fail(server, "axis vertical|horizontal VALUE [finger|wheel|continuous|tilt] [discrete N]");
    axis(server, orientation, value, discrete, source);
    ok(server);
  } else if (strcmp(command, "stop") == 0) {
    int orientation = WLR_AXIS_ORIENTATION_VERTICAL;
    if (!need_pointer(server)) return;
    if (count > 1 && !parse_orientation(word[1], &orientation)) return fail(server, "stop [vertical|horizontal]");
    axis_stop(server, orientation);
    ok(server);
  } else if (strcmp(command, "wheel") == 0 && count == 2) {
    int notches = atoi(word[1]);
    if (!need_pointer(server)) return;
    if (notches == 0) return fail(server, "wheel N (N ≠ 0 notches)");
    axis(server, WLR_AXIS_ORIENTATION_VERTICAL, 15.0 * notches, notches, WLR_AXIS_SOURCE_WHEEL);
    ok(server);
  } else if (strcmp(command, "stream") == 0 && count >= 4) {
    struct job job = {.step = stream_step, .axis = WLR_AXIS_ORIENTATION_VERTICAL, .source = WLR_AXIS_SOURCE_FINGER,
                      .stop_after_ms = -1};
    job.remaining = atoi(word[1]);
    job.value = atof(word[2]);
    job.interval_ms = atoi(word[3]);
    bool valid = job.remaining > 0 && job.remaining <= 10000 && isfinite(job.value) && job.interval_ms >= 0 &&
                 job.interval_ms <= 10000;
    for (int next = 4; valid && next < count; next++) {
      int orientation, source;
      if (parse_orientation(word[next], &orientation)) job.axis = orientation;
      else if (strcmp(word[next], "source") == 0 && next + 1 < count && parse_source(word[next + 1], &source)) {
        job.source = source;
        next++;
      } else if (strcmp(word[next], "stop") == 0 && next + 1 < count) {
        job.stop_after_ms = atoi(word[++next]);
        valid = job.stop_after_ms >= 0;
      } else valid = false;
    }
    if (!need_pointer(server)) return;
    if (!valid) {
      return fail(server, "stream COUNT PIXELS INTERVAL_MS [vertical|horizontal] [source finger|wheel|continuous] [stop MS]");
    }
    struct job *timed = malloc(sizeof *timed);
    *timed = job;
    start_job(server, timed, 1);
  } else if (strcmp(command, "drag") == 0 && count >= 5) {
    if (!need_pointer(server)) return;
    struct job *timed = calloc(1, sizeof *timed);
    timed->step = drag_step;
    timed->remaining = atoi(word[1]);
    timed->dx = atof(word[2]);
    timed->dy = atof(word[3]);
    timed->interval_ms = atoi(word[4]);
    bool continues = false, valid = true;
    for (int next = 5; next < count; next++) {
      if (strcmp(word[next], "continue") == 0) continues = true;
      else if (strcmp(word[next], "press") == 0) timed->press = true;
      else if (strcmp(word[next], "release") == 0) timed->release = true;
      else valid = false;
    }
    if (!valid || timed->remaining < 1 || timed->remaining > 10000 || !isfinite(timed->dx) || !isfinite(timed->dy) ||
        timed->interval_ms < 0 || timed->interval_ms > 10000 || !server->focus) {
      free(timed);
      return fail(server, "drag COUNT DX DY INTERVAL_MS [press] [continue] [release] (over a window)");
    }
    start_job(server, timed, 1);
    if (continues) {
      // One interval after the previous drag's last move, on its nominal clock: two drags are one.
      timed->start_ms = server->drag_end_ms + (uint32_t)timed->interval_ms;
      arm_for_nominal_time(server, timed);
    }
  } else if (strcmp(command, "await") == 0 && count == 2 && strcmp(word[1], "focus") == 0) {
    struct job *timed = calloc(1, sizeof *timed);
    timed->step = await_focus_step;
    timed->remaining = 15000;
    start_job(server, timed, 1);
  } else if (strcmp(command, "selection") == 0 && count == 1) {
    // The clipboard's text, read from its owner as a pasting client would (UTF-8 plain text).
    struct wlr_data_source *source = server->seat->selection_source;
    if (!source) return fail(server, "no selection");
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) return fail(server, "no pipe");
    wlr_data_source_send(source, "text/plain;charset=utf-8", fds[1]);  // the source closes it
    struct job *timed = calloc(1, sizeof *timed);
    timed->step = selection_step;
    timed->fd = fds[0];
    timed->text = strdup("");
    timed->remaining = 5000;
    start_job(server, timed, 1);
  } else if (strcmp(command, "frames") == 0 && count == 2 &&
             (strcmp(word[1], "hold") == 0 || strcmp(word[1], "release") == 0)) {
    // As a compositor does for a window out of view: no frame callbacks, nothing presented.
    server->frames_held = strcmp(word[1], "hold") == 0;
    ok(server);
  } else if (strcmp(command, "commits") == 0 && count == 1) {
    char number[32];
    snprintf(number, sizeof number, " %llu", (unsigned long long)server->window_commits);
    reply(server, "ok%s\n", number);
  } else if (strcmp(command, "pause") == 0 && count == 2) {
    struct job *timed = calloc(1, sizeof *timed);
    timed->step = pause_step;
    start_job(server, timed, atoi(word[1]));
  } else if (strcmp(command, "pinch") == 0 && count >= 2) {
    if (!need_pointer(server) || !need_gestures(server)) return;
    uint32_t time = now_ms();
    if (strcmp(word[1], "begin") == 0) {
      wlr_pointer_gestures_v1_send_pinch_begin(server->gestures, server->seat, time, count > 2 ? (uint32_t)atoi(word[2]) : 2);
    } else if (strcmp(word[1], "update") == 0 && count >= 5) {
      wlr_pointer_gestures_v1_send_pinch_update(server->gestures, server->seat, time, atof(word[2]), atof(word[3]),
                                                atof(word[4]), count > 5 ? atof(word[5]) : 0);
    } else if (strcmp(word[1], "end") == 0) {
      wlr_pointer_gestures_v1_send_pinch_end(server->gestures, server->seat, time, count > 2 && strcmp(word[2], "cancel") == 0);
    } else {
      return fail(server, "pinch begin [FINGERS] | update DX DY SCALE [ROTATION] | end [cancel]");
    }
    ok(server);
  } else if (strcmp(command, "pinchstream") == 0 && count == 4) {
    if (!need_pointer(server) || !need_gestures(server)) return;
    struct job *timed = calloc(1, sizeof *timed);
    timed->step = pinch_step;
    timed->remaining = atoi(word[1]);
    timed->interval_ms = atoi(word[2]);
    timed->factor = atof(word[3]);
    if (timed->remaining < 1 || timed->remaining > 10000 || timed->interval_ms < 0 || !(timed->factor > 0)) {
      free(timed);
      return fail(server, "pinchstream COUNT INTERVAL_MS TO_SCALE");
    }
    start_job(server, timed, timed->interval_ms);
    // The begin comes one interval before the first update, on the same nominal clock.
    wlr_pointer_gestures_v1_send_pinch_begin(server->gestures, server->seat, timed->start_ms - timed->interval_ms, 2);
  } else if (strcmp(command, "swipe") == 0 && count >= 2) {
    if (!need_pointer(server) || !need_gestures(server)) return;
    uint32_t time = now_ms();
    if (strcmp(word[1], "begin") == 0) {
      wlr_pointer_gestures_v1_send_swipe_begin(server->gestures, server->seat, time, count > 2 ? (uint32_t)atoi(word[2]) : 3);
    } else if (strcmp(word[1], "update") == 0 && count >= 4) {
      wlr_pointer_gestures_v1_send_swipe_update(server->gestures, server->seat, time, atof(word[2]), atof(word[3]));
    } else if (strcmp(word[1], "end") == 0) {
      wlr_pointer_gestures_v1_send_swipe_end(server->gestures, server->seat, time, count > 2 && strcmp(word[2], "cancel") == 0);
    } else {
      return fail(server, "swipe begin [FINGERS] | update DX DY | end [cancel]");
    }
    ok(server);
  } else if (strcmp(command, "hold") == 0 && count >= 2) {
    if (!need_pointer(server) || !need_gestures(server)) return;
    if (strcmp(word[1], "begin") == 0) {
      wlr_pointer_gestures_v1_send_hold_begin(server->gestures, server->seat, now_ms(), count > 2 ? (uint32_t)atoi(word[2]) : 2);
    } else if (strcmp(word[1], "end") == 0) {
      wlr_pointer_gestures_v1_send_hold_end(server->gestures, server->seat, now_ms(), count > 2 && strcmp(word[2], "cancel") == 0);
    } else {
      return fail(server, "hold begin [FINGERS] | end [cancel]");
    }
    ok(server);
  } else if (strcmp(command, "type") == 0 && count >= 2) {
    // The text is the rest of the line after "type ", spaces included.
    const char *text = strstr(line, "type") + 4;
    while (*text == ' ') text++;
    char buffer[1024];
    snprintf(buffer, sizeof buffer, "%s", text);
    buffer[strcspn(buffer, "\r\n")] = 0;
    if (!type_text(server, buffer)) return fail(server, "type TEXT: a character has no key in the keymap");
    ok(server);
  } else if (strcmp(command, "keymap") == 0 && count == 2) {
    if (!set_layout(server, word[1])) return fail(server, "keymap LAYOUT: xkb has no such layout");
    ok(server);
  } else if (strcmp(command, "key") == 0 && count == 3) {
    bool press = strcmp(word[1], "press") == 0;
    if ((!press && strcmp(word[1], "release") != 0)) return fail(server, "key press|release KEYSYM");
    if (!key(server, word[2], press)) return fail(server, "no such key in the keymap");
    ok(server);
  } else if (strcmp(command, "pointer") == 0 && count == 2 &&
             (strcmp(word[1], "add") == 0 || strcmp(word[1], "remove") == 0)) {
    server->has_pointer = strcmp(word[1], "add") == 0;
    if (!server->has_pointer) wlr_seat_pointer_clear_focus(server->seat);
    wlr_seat_set_capabilities(server->seat,
                              WL_SEAT_CAPABILITY_KEYBOARD | (server->has_pointer ? WL_SEAT_CAPABILITY_POINTER : 0));
    if (server->has_pointer && server->focus) {
      wlr_seat_pointer_notify_enter(server->seat, server->focus, server->pointer_x, server->pointer_y);
      wlr_seat_pointer_notify_frame(server->seat);
    }
    ok(server);
  } else {
    fail(server, "unknown command or wrong arguments (see Tests/TestCompositor/README.md)");
  }
}

void run_pending_commands(struct server *server) {
  while (!server->job) {
    char *newline = memchr(server->input, '\n', server->input_length);
    if (!newline) {
      if (server->input_length == sizeof server->input - 1) {
        server->input_length = 0;  // a line longer than the buffer: drop it, say so
        fail(server, "line too long");
      }
      return;
    }
    *newline = 0;
    char line[sizeof server->input];
    size_t length = (size_t)(newline - server->input);
    memcpy(line, server->input, length + 1);
    memmove(server->input, newline + 1, server->input_length - length - 1);
    server->input_length -= length + 1;
    server->input[server->input_length] = 0;
    run_command(server, line);
  }
}
