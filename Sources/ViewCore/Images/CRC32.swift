/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320), as in the PNG specification, annex D.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
  }

  static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return Int(crc ^ 0xFFFF_FFFF)
  }
}
