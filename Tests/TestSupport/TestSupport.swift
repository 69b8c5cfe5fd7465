// What only the tests share. It re-exports DemoDriver (the demo launcher and trace parser the
// benchmarks use too), so a test imports this one module.
@_exported import DemoDriver
