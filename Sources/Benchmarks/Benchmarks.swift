// Benchmarks: the `scroll-bench` executable — the library measured against raw SDL loops,
// frame pacing, input latency, the Auto Layout solver, memory and battery (see README's table).
