// The GTK 4 peer of scroll-bench's pacing benchmark: one large picture in a GtkScrolledWindow,
// scrolled with GTK's own kinetic scrolling, under the same compositor and the same flick as the
// demo. Built by scripts/bench.sh (GTK is installed for the benchmark only). When its frames were
// shown is not its own to say: the compositor's shown log measures it as it measures the demo.
//
//   scroll-peer IMAGE
//
// Standard output, one line each (times are CLOCK_MONOTONIC microseconds, CPU is the process's
// CPU time over all its threads, microseconds):
//   ready UPPER PAGE RENDERER    the picture is laid out and scrolled to the bottom (its vertical
//                                range and page, points; GSK's renderer in use, by type name)
//   scroll T VALUE CPU           the vertical position changed (points)
//   rest T VALUE CPU             no change for REST_MS since the last one (T, VALUE, CPU: the last's)
//   cpu CPU                      the answer to a line `cpu` on standard input
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// How long without a change of position counts as the motion's end: a choice of this benchmark,
// longer than GTK's slowest frame seen on a loaded two-core machine at 3840×2160 (about half a
// second) and far shorter than the pause before the next flick.
enum { REST_MS = 1500 };

typedef struct {
  GtkWidget *window;
  GtkAdjustment *vertical;
  gboolean ready;
  guint rest_source;
  gint64 last_change;
  double last_value;
  gint64 last_cpu;
} Peer;

// The process's CPU time, every thread, microseconds (the same count as the threads' schedstat).
static gint64 cpu_microseconds(void) {
  struct timespec time;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) != 0) return -1;
  return (gint64)time.tv_sec * 1000000 + time.tv_nsec / 1000;
}

static gboolean rest_reached(gpointer data) {
  Peer *peer = data;
  peer->rest_source = 0;
  printf("rest %" G_GINT64_FORMAT " %.3f %" G_GINT64_FORMAT "\n", peer->last_change, peer->last_value,
         peer->last_cpu);
  fflush(stdout);
  return G_SOURCE_REMOVE;
}

static void value_changed(GtkAdjustment *adjustment, gpointer data) {
  Peer *peer = data;
  if (!peer->ready) return;
  peer->last_change = g_get_monotonic_time();
  peer->last_value = gtk_adjustment_get_value(adjustment);
  peer->last_cpu = cpu_microseconds();
  printf("scroll %" G_GINT64_FORMAT " %.3f %" G_GINT64_FORMAT "\n", peer->last_change, peer->last_value,
         peer->last_cpu);
  fflush(stdout);
  if (peer->rest_source) g_source_remove(peer->rest_source);
  peer->rest_source = g_timeout_add(REST_MS, rest_reached, peer);
}

// Lines on standard input: `cpu` is answered with the CPU time so far.
static gboolean command_arrived(gint fd, GIOCondition condition, gpointer data) {
  (void)data;
  char buffer[256];
  ssize_t count = read(fd, buffer, sizeof buffer - 1);
  if (count <= 0) {
    // The benchmark went away: so does the peer.
    g_application_quit(g_application_get_default());
    return G_SOURCE_REMOVE;
  }
  buffer[count] = 0;
  for (char *line = strstr(buffer, "cpu"); line; line = strstr(line + 3, "cpu")) {
    printf("cpu %" G_GINT64_FORMAT "\n", cpu_microseconds());
  }
  fflush(stdout);
  return condition & G_IO_HUP ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

// Until the first frame is drawn and the picture laid out; then it is scrolled to the bottom, where
// GTK's flick (upward, as the demo's), which travels farther than the demo's (GtkScrolledWindow
// scales a touchpad's surface units by 2.5), has the picture's whole height ahead of it at every
// output size.
static gboolean poll_until_ready(gpointer data) {
  Peer *peer = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(peer->window);
  if (!clock || gdk_frame_clock_get_frame_counter(clock) < 1 || gtk_adjustment_get_upper(peer->vertical) <= 0) {
    return G_SOURCE_CONTINUE;
  }
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW(gtk_window_get_child(GTK_WINDOW(peer->window)));
  GtkAdjustment *horizontal = gtk_scrolled_window_get_hadjustment(scrolled);
  gtk_adjustment_set_value(horizontal,
                           (gtk_adjustment_get_upper(horizontal) - gtk_adjustment_get_page_size(horizontal)) / 2);
  gtk_adjustment_set_value(peer->vertical,
                           gtk_adjustment_get_upper(peer->vertical) - gtk_adjustment_get_page_size(peer->vertical));
  peer->ready = TRUE;
  GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(peer->window));
  printf("ready %.3f %.3f %s\n", gtk_adjustment_get_upper(peer->vertical), gtk_adjustment_get_page_size(peer->vertical),
         renderer ? G_OBJECT_TYPE_NAME(renderer) : "none");
  fflush(stdout);
  return G_SOURCE_REMOVE;
}

static void activate(GtkApplication *application, gpointer data) {
  Peer *peer = data;
  const char *path = g_object_get_data(G_OBJECT(application), "image");
  peer->window = gtk_application_window_new(application);
  gtk_window_set_title(GTK_WINDOW(peer->window), "GTK 4 scroll peer");
  // The picture at its own size (one image pixel a point, as the demo shows it), not shrunk to fit.
  GtkWidget *picture = gtk_picture_new_for_filename(path);
  gtk_picture_set_can_shrink(GTK_PICTURE(picture), FALSE);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(scrolled), TRUE);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), picture);
  gtk_window_set_child(GTK_WINDOW(peer->window), scrolled);
  peer->vertical = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  g_signal_connect(peer->vertical, "value-changed", G_CALLBACK(value_changed), peer);
  g_unix_fd_add(STDIN_FILENO, G_IO_IN | G_IO_HUP, command_arrived, peer);
  g_timeout_add(50, poll_until_ready, peer);
  gtk_window_present(GTK_WINDOW(peer->window));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: scroll-peer IMAGE\n");
    return 2;
  }
  if (!g_file_test(argv[1], G_FILE_TEST_IS_REGULAR)) {
    fprintf(stderr, "scroll-peer: no image at %s\n", argv[1]);
    return 1;
  }
  Peer peer = {0};
  GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
  g_object_set_data(G_OBJECT(application), "image", argv[1]);
  g_signal_connect(application, "activate", G_CALLBACK(activate), &peer);
  char *arguments[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(application), 1, arguments);
  g_object_unref(application);
  return status;
}
