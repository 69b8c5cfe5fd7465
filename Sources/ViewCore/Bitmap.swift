import Foundation

/// Pixels held in memory: RGBA, 8 bits per channel, rows from the top left, no padding between
/// rows, and straight (not premultiplied) alpha — byte `4 × (y × width + x)` is pixel (x, y)'s red.
///
/// It is immutable, so one bitmap can be made on a worker thread and drawn on the frame loop.
/// Bitmaps compare by identity, as `UIImage` does, so a platform may cache one texture for each.
public final class Bitmap: Equatable, Sendable, CustomStringConvertible {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha.
  public let bytes: [UInt8]

  /// A bitmap over `bytes`; nil when a side is not positive or the byte count is not
  /// `width × height × 4`.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, count <= Int.max / 4, count * 4 == bytes.count else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// A bitmap of `width × height` pixels (both at least 1) filled with one RGBA colour.
  public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.width = max(1, width)
    self.height = max(1, height)
    var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    bytes.withUnsafeMutableBytes { raw in
      let pixel = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
      // R, G, B, A in memory order is this word stored little-endian; one word per pixel fills fast.
      raw.bindMemory(to: UInt32.self).update(repeating: pixel.littleEndian)
    }
    self.bytes = bytes
  }

  /// Memory the pixels occupy, in bytes.
  public var byteCount: Int { bytes.count }

  /// The RGBA bytes of pixel (x, y); nil outside the bitmap.
  public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = 4 * (y * width + x)
    return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
  }

  public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool { lhs === rhs }

  public var description: String { "Bitmap(\(width)x\(height))" }
}
