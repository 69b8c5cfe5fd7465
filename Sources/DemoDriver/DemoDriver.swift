// DemoDriver: drives the real demo from outside, for the end-to-end tests and the benchmarks alike —
// launches `scroll-demo` (`DemoProcess`), reads its trace (`TraceRecord`, decoded with the app's own
// `ScrollTraceRecord`) and scripts input reproducibly (`SeededGenerator`). No XCTest: the benchmark
// executable links it.
