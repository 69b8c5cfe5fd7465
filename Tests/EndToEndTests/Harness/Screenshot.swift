import Foundation

/// A PNG of the demo's window, read back through ImageMagick (`convert … ppm:-`) so that tests
/// can check pixel values at window points.
struct Screenshot {
  /// Why a screenshot could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A pixel's colour, 0…255 per channel.
  struct RGB: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int

    init(_ r: Int, _ g: Int, _ b: Int) {
      self.r = r
      self.g = g
      self.b = b
    }

    init(hex: UInt32) {
      self.init(Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF))
    }

    var description: String { "rgb(\(r),\(g),\(b))" }

    /// Every channel within `tolerance` of `other`'s.
    func isClose(to other: RGB, tolerance: Int = 6) -> Bool {
      abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }
  }

  static let convert = "/usr/bin/convert"
  let path: String
  let width: Int
  let height: Int
  private let bytes: [UInt8]

  /// Reads the PNG at `path`.
  init(path: String) throws {
    self.path = path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Screenshot.convert)
    process.arguments = [path, "-depth", "8", "ppm:-"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "convert could not read \(path) (exit \(process.terminationStatus))")
    }
    (width, height, bytes) = try Screenshot.decodePPM([UInt8](data), path: path)
  }

  /// The colour at window point (`x`, `y`).
  func pixel(x: Int, y: Int) -> RGB {
    guard x >= 0, y >= 0, x < width, y < height else { return RGB(-1, -1, -1) }
    let index = (y * width + x) * 3
    return RGB(Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]))
  }

  /// A binary PPM (P6, maxval 255): its size and RGB bytes.
  private static func decodePPM(_ data: [UInt8], path: String) throws -> (Int, Int, [UInt8]) {
    var fields: [Int] = []
    var index = 2
    guard data.count > 2, data[0] == UInt8(ascii: "P"), data[1] == UInt8(ascii: "6") else {
      throw Failure(description: "\(path): convert did not give a binary PPM")
    }
    while fields.count < 3, index < data.count {
      while index < data.count, data[index] == 0x20 || data[index] == 0x0A || data[index] == 0x09 {
        index += 1
      }
      var value = 0
      while index < data.count, (0x30...0x39).contains(data[index]) {
        value = value * 10 + Int(data[index] - 0x30)
        index += 1
      }
      fields.append(value)
    }
    index += 1
    guard fields.count == 3, fields[2] == 255, data.count - index >= fields[0] * fields[1] * 3 else {
      throw Failure(description: "\(path): unexpected PPM header \(fields)")
    }
    return (fields[0], fields[1], Array(data[index..<(index + fields[0] * fields[1] * 3)]))
  }
}

extension Screenshot {
  /// The pixels of X window `window` as the X server holds them (`import -window`, written to
  /// `path`): what the app presented, not what it would draw afresh (its F12 capture).
  static func ofXWindow(_ window: String, path: String) throws -> Screenshot {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    process.arguments = ["-window", window, path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "import -window \(window) exited \(process.terminationStatus)")
    }
    return try Screenshot(path: path)
  }
}
