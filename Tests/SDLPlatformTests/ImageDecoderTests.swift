import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// The core's header reader against files SDL writes: sizes without decoding, bombs refused,
/// broken files explained.
@MainActor
final class ImageDecoderTests: XCTestCase {

  private func write(_ bytes: [UInt8], name: String) throws -> String {
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The 8-byte signature and a 13-byte IHDR chunk with its CRC: 33 bytes.
  private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    let chunk = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
    return ImageHeader.pngSignature + be(13) + chunk + be(UInt32(CRC32.checksum(chunk)))
  }

  func testCRC32MatchesThePNGSpecification() async {
    // Every PNG ends with IEND and this CRC.
    XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
  }

  func testPNGBombIsRefusedFromItsHeaderAlone() async throws {
    let path = try write(pngHeader(width: 100_000, height: 100_000), name: "bomb.png")
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, 33)
    // Refused as too large (not as truncated): the 33 bytes of header were all it read.
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: path)) { error in
      XCTAssertEqual(
        error as? ImageLoadError,
        .tooLarge(path: path, width: 100_000, height: 100_000, limit: ImageFileProbe.maxPixels))
    }
  }

  func testPNGJustOverThePixelLimitIsRefusedAndASideOver65535Too() async throws {
    let wide = try write(pngHeader(width: 70_000, height: 1), name: "wide.png")
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: wide)) { error in
      guard case .tooLarge(_, 70_000, 1, _)? = error as? ImageLoadError else { return XCTFail("\(error)") }
    }
    let big = try write(pngHeader(width: 16_385, height: 16_384), name: "big.png")
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: big)) { error in
      guard case .tooLarge? = error as? ImageLoadError else { return XCTFail("\(error)") }
    }
  }

  func testJPEGBombIsRefusedFromItsFrameHeader() async throws {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let sof: [UInt8] = [
      0xFF, 0xC0, 0x00, 0x11, 8, 0xFF, 0xFF, 0xFF, 0xFF, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]
    let path = try write([0xFF, 0xD8] + app0 + sof + [0xFF, 0xD9], name: "bomb.jpg")
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: path)) { error in
      guard case .tooLarge(_, 65535, 65535, _)? = error as? ImageLoadError else { return XCTFail("\(error)") }
    }
  }

  func testGIFAndBMPBombsAreRefusedFromTheirHeaders() async throws {
    let gif = try write(Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xF7, 0, 0], name: "bomb.gif")
    let bmpHeader: [UInt8] = Array("BM".utf8) + Array(repeating: 0, count: 12) + [40, 0, 0, 0]
    // 100000 wide, -100000 tall (top-down).
    let bmp = try write(bmpHeader + [0xA0, 0x86, 0x01, 0x00, 0x60, 0x79, 0xFE, 0xFF], name: "bomb.bmp")
    for (path, side) in [(gif, 65535), (bmp, 100_000)] {
      XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: path)) { error in
        guard case .tooLarge(_, side, side, _)? = error as? ImageLoadError else { return XCTFail("\(error)") }
      }
    }
  }

  func testABMPWrittenBySDLIsMeasuredFromItsHeader() async throws {
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("small.bmp").path
    let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 13, 7, 32, SDL_PIXELFORMAT_RGB888.rawValue))
    defer { SDL_FreeSurface(surface) }
    XCTAssertEqual(SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1), 0)
    XCTAssertEqual(try ImageFileProbe.pixelSize(ofImageAt: path), CGSize(width: 13, height: 7))
  }

  func testValidPNGAndJPEGReportTheirSizes() async throws {
    let directory = try SDLTestSupport.temporaryDirectory(for: self)
    let png = directory.appendingPathComponent("a.png").path
    try SDLTestSupport.writePNG(to: png, width: 37, height: 21, left: 0xFF0000, right: 0x00FF00)
    XCTAssertEqual(try ImageFileProbe.pixelSize(ofImageAt: png), CGSize(width: 37, height: 21))
    let jpeg = directory.appendingPathComponent("a.jpg").path
    let surface = try XCTUnwrap(
      SDL_CreateRGBSurfaceWithFormat(0, 45, 17, 32, SDL_PIXELFORMAT_RGB888.rawValue))
    defer { SDL_FreeSurface(surface) }
    XCTAssertEqual(IMG_SaveJPG(surface, jpeg, 90), 0)
    XCTAssertEqual(try ImageFileProbe.pixelSize(ofImageAt: jpeg), CGSize(width: 45, height: 17))
  }

  func testTruncatedPNGIsUndecodableWithAReason() async throws {
    let directory = try SDLTestSupport.temporaryDirectory(for: self)
    let source = directory.appendingPathComponent("whole.png").path
    try SDLTestSupport.writePNG(to: source, width: 64, height: 64, left: 0x123456, right: 0x654321)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
    let path = try write(Array(bytes[..<(bytes.count - 20)]), name: "cut.png")
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: path)) { error in
      guard case .undecodable(path, let reason)? = error as? ImageLoadError else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(reason.contains("truncated"), reason)
    }
    let header = try write(Array(bytes[..<20]), name: "header.png")
    XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: header)) { error in
      guard case .undecodable(_, let reason)? = error as? ImageLoadError else { return XCTFail("\(error)") }
      XCTAssertTrue(reason.contains("33-byte header"), reason)
    }
  }

  func testCorruptFilesAreUndecodableWithAReason() async throws {
    var header = pngHeader(width: 10, height: 10)
    header[19] ^= 0x01  // a flipped bit in the width: 11, not 10
    let flipped = try write(
      header + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82], name: "flipped.png")
    let garbage = try write(Array("definitely not an image, just text".utf8), name: "garbage.png")
    let empty = try write([], name: "empty.png")
    let truncatedJPEG = try write([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A], name: "cut.jpg")
    for (path, expected) in [
      (flipped, "checksum"), (garbage, "not a PNG, JPEG, GIF or BMP"), (empty, "empty"), (truncatedJPEG, "truncated"),
    ] {
      XCTAssertThrowsError(try ImageFileProbe.pixelSize(ofImageAt: path)) { error in
        guard case .undecodable(path, let reason)? = error as? ImageLoadError else {
          return XCTFail("\(error)")
        }
        XCTAssertTrue(reason.contains(expected), "\(path): \(reason)")
      }
    }
  }

  func testUIImageRefusesABombAndFallsBackToAPlaceholder() async throws {
    let path = try write(pngHeader(width: 100_000, height: 100_000), name: "bomb.png")
    guard case .failure(.tooLarge) = UIImage.load(contentsOfFile: path) else { return XCTFail("a bomb loaded") }
    XCTAssertNil(UIImage(contentsOfFile: path))
    let placeholder = UIImage.loadOrPlaceholder(named: path)
    guard case .placeholder(.tooLarge) = placeholder.source else { return XCTFail("\(placeholder)") }
  }
}
