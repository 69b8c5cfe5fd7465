// ScrollDemo: the `scroll-demo` executable — a UIKit app (DemoAppDelegate) whose command line
// (ArgumentParser) picks the scene, the window size, the trace, recording and replay.
