import Foundation
import SDLPlatform

/// What a memory benchmark reads at one moment: the renderer's texture cache, the process's
/// resident set (from /proc/self/statm), raw and after handing freed heap pages back, and the
/// bytes malloc holds for the program (what a leak would raise even where fragmentation hides it).
struct MemorySnapshot {
  var textureCount: Int
  var textureBytes: Int
  /// RSS as the kernel reports it.
  var residentBytes: Int
  /// RSS after `malloc_trim(0)`: live memory without the allocator's cached free pages.
  var trimmedResidentBytes: Int
  /// Heap bytes in use (`malloc_info`); 0 when glibc does not say.
  var heapBytes: Int

  init(renderer: SDLRenderer) {
    textureCount = renderer.cachedTextureCount
    textureBytes = renderer.cachedTextureBytes
    residentBytes = ProcessProbe.residentBytes()
    ProcessProbe.trimHeap()
    trimmedResidentBytes = ProcessProbe.residentBytes()
    heapBytes = ProcessProbe.heapInUseBytes() ?? 0
  }

  var description: String {
    "\(textureCount) textures (\(Format.megabytes(textureBytes))), RSS \(Format.megabytes(residentBytes)) "
      + "(\(Format.megabytes(trimmedResidentBytes)) after malloc_trim), heap in use \(Format.megabytes(heapBytes))"
  }
}
