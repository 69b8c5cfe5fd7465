import Foundation

/// Reads chosen byte ranges of a file without loading the whole of it.
final class ImageFileReader {
  let size: Int
  private let handle: FileHandle

  init?(path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.handle = handle
    size = Int((try? handle.seekToEnd()) ?? 0)
  }

  deinit { try? handle.close() }

  /// `count` bytes at `offset`, or nil if the file ends before them.
  func bytes(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= size - count else { return nil }
    guard count > 0 else { return [] }
    do {
      try handle.seek(toOffset: UInt64(offset))
      guard let data = try handle.read(upToCount: count), data.count == count else { return nil }
      return [UInt8](data)
    } catch {
      return nil
    }
  }
}

extension Array where Element == UInt8 {
  /// The big-endian unsigned integer of `count` bytes at `offset`.
  func bigEndian(at offset: Int, count: Int) -> Int {
    (offset..<offset + count).reduce(0) { $0 << 8 | Int(self[$1]) }
  }

  /// The little-endian unsigned integer of `count` bytes at `offset`.
  func littleEndian(at offset: Int, count: Int) -> Int {
    (offset..<offset + count).reversed().reduce(0) { $0 << 8 | Int(self[$1]) }
  }
}
