// The end-to-end tests' Wayland compositor: headless wlroots 0.15 with one output,
// xdg-shell, Xwayland, and a seat whose pointer, keyboard and pointer gestures are driven by
// commands on standard input. See README.md beside this file for the commands.
#ifndef TEST_COMPOSITOR_H
#define TEST_COMPOSITOR_H

#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>
#include <wayland-server-core.h>
#include <xkbcommon/xkbcommon.h>

struct wlr_backend;
struct wlr_renderer;
struct wlr_allocator;
struct wlr_compositor;
struct wlr_output;
struct wlr_output_layout;
struct wlr_scene;
struct wlr_scene_output;
struct wlr_seat;
struct wlr_surface;
struct wlr_input_device;
struct wlr_pointer_gestures_v1;
struct wlr_presentation;
struct wlr_xdg_shell;
struct wlr_xwayland;

struct server {
  struct wl_display *display;
  struct wl_event_loop *loop;
  struct wlr_backend *backend;
  struct wlr_renderer *renderer;
  struct wlr_allocator *allocator;
  struct wlr_compositor *compositor;
  struct wlr_output_layout *layout;
  struct wlr_output *output;
  struct wlr_scene *scene;
  struct wlr_scene_output *scene_output;
  struct wlr_seat *seat;
  struct wlr_input_device *keyboard;
  struct wlr_pointer_gestures_v1 *gestures;
  struct wlr_xdg_shell *xdg_shell;
  struct wlr_xwayland *xwayland;
  int width, height, scale;  // the output's logical size (points) and scale
  bool has_pointer;

  // The output's refresh: its own clock of nominal times `tick_start_ns + k × period_ns` on
  // CLOCK_MONOTONIC (a timerfd armed for each absolute time, so a late wake-up moves no tick).
  // At each tick the scene is committed, every surface whose new content it shows hears
  // `presented` with that tick's time and the period, and frame callbacks are sent — unless
  // `frames_held` (a window hidden from view: no frame callbacks, nothing presented).
  struct wlr_presentation *presentation;
  int refresh_mhz;
  uint64_t period_ns, tick_start_ns, tick_ns, tick_index;
  int tick_fd;
  struct wl_event_source *tick_source;
  bool in_tick;
  bool frames_held;
  // Commits of the toplevels' surfaces so far (`commits` tells it): what an app asks of the
  // compositor while its frame callbacks are held.
  uint64_t window_commits;

  // The shown log (`--shown-log PATH`, shown_log.c), NULL without one: each surface's commits
  // since a refresh last showed it, so that each refresh can log the clients whose new content it shows.
  FILE *shown_log;
  struct wl_list logged_surfaces;
  struct wl_listener new_surface;

  // The surface that has the pointer and keyboard: the most recently mapped toplevel.
  struct wlr_surface *focus;
  double pointer_x, pointer_y;

  struct wl_listener new_output, output_frame, new_xdg_surface, new_xwayland_surface, xwayland_ready;
  // A client's copy: the seat's selection becomes its data source (as any desktop compositor does).
  struct wl_listener request_set_selection;
  bool xwayland_is_ready;
  bool announced;
  const char *socket;

  // Commands: lines read from standard input, run one at a time (a timed one holds the rest).
  char input[8192];
  size_t input_length;
  bool input_closed;
  struct wl_event_source *stdin_source;
  struct wl_event_source *timer;
  struct job *job;  // the timed command in progress, or NULL
  uint32_t drag_end_ms;  // the nominal time of the last drag's last step (for `drag … continue`)
};

// A command that takes time (a stream of events, a pause): its steps run on the event loop's
// timer, and its `ok` is printed after the last one. Each step has a nominal time, `start_ms` plus
// the intervals the command describes; its events carry that time, whenever the timer actually
// fired, and the next step is scheduled for its own nominal time, so a late wake-up on a loaded
// machine changes neither the stamps nor the spacing of the steps that follow.
struct job {
  int (*step)(struct server *server, struct job *job);  // returns ms to the next step, or -1 when done
  uint32_t start_ms;    // the nominal time of the first step (CLOCK_MONOTONIC ms)
  uint32_t nominal_ms;  // the current step's offset from `start_ms`
  int remaining;
  int sent;
  int interval_ms;
  double value;
  double factor;
  int axis;    // enum wlr_axis_orientation
  int source;  // enum wlr_axis_source
  int stop_after_ms;
  double dx, dy;          // drag: the pointer's move per step (points)
  bool press;             // drag: the left button is pressed one interval before the first move
  bool release;           // drag: the left button is released one interval after the last move
  const char *failure;  // set by a step that gives up: the command answers `error: <failure>`
  int fd;               // selection: the pipe the selection's owner writes its text into
  char *text;           // selection: what has been read (the command answers `ok <text>`)
  size_t length;
};

uint32_t now_ms(void);
uint64_t now_ns(void);
// The nominal time of the job's current step: what its events are stamped with.
uint32_t job_time(const struct job *job);
// Runs the commands waiting in `server->input`, up to a timed one.
void run_pending_commands(struct server *server);
// Gives the pointer and keyboard to `surface` (a newly mapped toplevel), or takes them away (NULL).
void focus_surface(struct server *server, struct wlr_surface *surface);
// Opens the shown log at `path` and starts following every surface's commits; false if it cannot.
bool shown_log_open(struct server *server, const char *path);
// At a refresh that shows `surface`: logs its client and the refresh's time if it has new content.
void shown_log_surface_shown(struct server *server, struct wlr_surface *surface);
void shown_log_flush(struct server *server);
// Says `ready …` once the compositor (and Xwayland, when asked for) can take clients.
void announce_if_ready(struct server *server);

#endif
