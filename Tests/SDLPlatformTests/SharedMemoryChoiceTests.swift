import XCTest

@testable import SDLPlatform

/// Which OpenGL renderers make a Wayland window draw in shared memory instead
/// (`WaylandSharedMemoryTarget.isSoftwareRasteriser`): Mesa's CPU rasterisers, by the names their
/// `GL_RENDERER` strings carry; never a GPU's driver.
@MainActor
final class SharedMemoryChoiceTests: XCTestCase {
  func testMesasCPURasterisersAreSoftwareAndGPUDriversAreNot() async {
    let software = [
      "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa X11 swrast",
    ]
    let hardware = [
      "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
      "NVIDIA GeForce RTX 3060/PCIe/SSE2", "virgl (Mesa 22.3.6)", "",
    ]
    for name in software {
      XCTAssertTrue(WaylandSharedMemoryTarget.isSoftwareRasteriser(name), name)
    }
    for name in hardware {
      XCTAssertFalse(WaylandSharedMemoryTarget.isSoftwareRasteriser(name), name)
    }
  }
}
