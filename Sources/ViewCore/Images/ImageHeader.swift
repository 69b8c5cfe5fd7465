import Foundation

/// Why a file's header cannot be read; the decoder adds the path.
struct ImageHeaderProblem: Error {
  let reason: String
}

/// Pixel sizes read from image headers, without decoding (or allocating for) any pixels.
enum ImageHeader {
  enum Format {
    case png
    case jpeg
    case gif
    case bmp
    case other
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func format(of prefix: [UInt8]) -> Format {
    if prefix.starts(with: pngSignature) { return .png }
    if prefix.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if prefix.starts(with: Array("GIF8".utf8)) { return .gif }
    if prefix.starts(with: Array("BM".utf8)) { return .bmp }
    return .other
  }

  /// The size in IHDR (which PNG requires to be the first chunk) and the CRC that guards it.
  static func pngSize(_ file: ImageFileReader) throws -> (width: Int, height: Int, crcMatches: Bool) {
    guard let header = file.bytes(at: 0, count: 33) else {
      throw ImageHeaderProblem(reason: "truncated PNG: \(file.size) bytes, shorter than its 33-byte header")
    }
    guard header.bigEndian(at: 8, count: 4) == 13, header[12..<16].elementsEqual("IHDR".utf8) else {
      throw ImageHeaderProblem(reason: "corrupt PNG: the first chunk is not a 13-byte IHDR")
    }
    let crc = CRC32.checksum(header[12..<29])
    return (
      header.bigEndian(at: 16, count: 4), header.bigEndian(at: 20, count: 4),
      crc == header.bigEndian(at: 29, count: 4)
    )
  }

  /// Walks the chunk headers after IHDR (seeking, not reading their data) to prove that the file
  /// holds image data and is not cut short before IEND.
  static func checkPNGChunks(_ file: ImageFileReader) throws {
    var offset = 33
    var sawImageData = false
    while true {
      guard let chunk = file.bytes(at: offset, count: 8) else {
        throw ImageHeaderProblem(
          reason: "truncated PNG: the file ends at byte \(file.size) before the IEND chunk")
      }
      let length = chunk.bigEndian(at: 0, count: 4)
      let type = String(decoding: chunk[4..<8], as: UTF8.self)
      guard length <= Int(Int32.max) else {
        throw ImageHeaderProblem(reason: "corrupt PNG: chunk '\(type)' claims \(length) bytes")
      }
      let next = offset + 12 + length
      guard next <= file.size else {
        throw ImageHeaderProblem(reason: "truncated PNG: chunk '\(type)' runs past the end of the file")
      }
      if type == "IDAT" { sawImageData = true }
      if type == "IEND" { break }
      offset = next
    }
    guard sawImageData else { throw ImageHeaderProblem(reason: "corrupt PNG: no image data (IDAT chunk)") }
  }

  /// The size in the first start-of-frame marker, found by hopping from segment to segment.
  static func jpegSize(_ file: ImageFileReader) throws -> (width: Int, height: Int) {
    var offset = 2
    while true {
      guard let marker = file.bytes(at: offset, count: 2) else {
        throw ImageHeaderProblem(reason: "truncated JPEG: the file ends before a frame header (SOF)")
      }
      guard marker[0] == 0xFF else {
        throw ImageHeaderProblem(reason: "corrupt JPEG: expected a marker at byte \(offset)")
      }
      let code = marker[1]
      switch code {
      case 0xFF:
        offset += 1  // fill byte
        continue
      case 0x01, 0xD0...0xD7:
        offset += 2  // markers without a length
        continue
      case 0xD9, 0xDA:
        throw ImageHeaderProblem(reason: "corrupt JPEG: image data starts before any frame header (SOF)")
      default: break
      }
      guard let lengthBytes = file.bytes(at: offset + 2, count: 2) else {
        throw ImageHeaderProblem(reason: "truncated JPEG: segment at byte \(offset) is cut off")
      }
      let length = lengthBytes.bigEndian(at: 0, count: 2)
      guard length >= 2 else { throw ImageHeaderProblem(reason: "corrupt JPEG: segment length \(length)") }
      if isStartOfFrame(code) {
        guard let frame = file.bytes(at: offset + 4, count: 5) else {
          throw ImageHeaderProblem(reason: "truncated JPEG: the frame header is cut off")
        }
        return (frame.bigEndian(at: 3, count: 2), frame.bigEndian(at: 1, count: 2))
      }
      offset += 2 + length
    }
  }

  /// True when an end-of-image marker lies in the last 64 KiB (a cut-off download has none;
  /// some cameras append a little data after it).
  static func jpegHasEnd(_ file: ImageFileReader) -> Bool {
    let tail = min(file.size, 64 << 10)
    guard let bytes = file.bytes(at: file.size - tail, count: tail), bytes.count >= 2 else { return false }
    return zip(bytes, bytes.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
  }

  /// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
  static func isStartOfFrame(_ code: UInt8) -> Bool {
    (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
  }

  /// The canvas size a GIF or BMP claims, so a bomb is refused before SDL2_image allocates it.
  static func claimedSize(_ file: ImageFileReader, format: Format) -> (width: Int, height: Int)? {
    switch format {
    case .gif:
      guard let b = file.bytes(at: 6, count: 4) else { return nil }
      return (b.littleEndian(at: 0, count: 2), b.littleEndian(at: 2, count: 2))
    case .bmp:
      guard let b = file.bytes(at: 18, count: 8) else { return nil }
      // Heights are negative for top-down bitmaps.
      let height = Int32(truncatingIfNeeded: b.littleEndian(at: 4, count: 4))
      return (
        Int(Int32(truncatingIfNeeded: b.littleEndian(at: 0, count: 4)).magnitude), Int(height.magnitude)
      )
    case .png, .jpeg, .other:
      return nil
    }
  }
}
