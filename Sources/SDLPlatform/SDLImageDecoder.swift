import CSDL2
import Foundation
import ViewCore

/// Reads an image's pixel size from its header without decoding it, and refuses sizes that would
/// exhaust memory before anything is allocated. Installed into `UIImage.decoder`.
///
/// PNG and JPEG headers are parsed here (PNG's chunk list is also walked to catch truncation);
/// other formats are decoded with SDL2_image to learn their size, and only when the file is small.
public final class SDLImageDecoder: ImageDecoding {
  /// The most pixels an image may have: 16384 × 16384, a 1 GiB RGBA texture.
  public static let maxPixels = 16384 * 16384
  /// The longest side an image may have.
  public static let maxSide = 65535
  /// Files in formats without a parsed header are probed by a full decode only up to this size.
  public static let maxProbedFileBytes = 8 << 20

  public init() {}

  /// The image's size in pixels.
  /// - Throws: `ImageLoadError.missing`, `.tooLarge` or `.undecodable` (with the reason).
  public func pixelSize(ofImageAt path: String) throws -> CGSize {
    guard FileManager.default.fileExists(atPath: path) else { throw ImageLoadError.missing(path: path) }
    guard let file = ImageFileReader(path: path) else {
      throw ImageLoadError.undecodable(path: path, reason: "the file cannot be opened for reading")
    }
    guard file.size > 0 else { throw ImageLoadError.undecodable(path: path, reason: "the file is empty") }
    do {
      let (width, height) = try size(of: file, path: path)
      return CGSize(width: width, height: height)
    } catch let problem as ImageHeaderProblem {
      throw ImageLoadError.undecodable(path: path, reason: problem.reason)
    }
  }

  private func size(of file: ImageFileReader, path: String) throws -> (Int, Int) {
    let format = ImageHeader.format(of: file.bytes(at: 0, count: min(file.size, 16)) ?? [])
    switch format {
    case .png:
      let header = try ImageHeader.pngSize(file)
      // Limits first: an absurd claim is refused however the rest of the file looks.
      try checkLimits(header.width, header.height, path: path)
      guard header.crcMatches else {
        throw ImageHeaderProblem(reason: "corrupt PNG: the IHDR checksum does not match")
      }
      try ImageHeader.checkPNGChunks(file)
      return (header.width, header.height)
    case .jpeg:
      let (width, height) = try ImageHeader.jpegSize(file)
      try checkLimits(width, height, path: path)
      guard ImageHeader.jpegHasEnd(file) else {
        throw ImageHeaderProblem(reason: "truncated JPEG: no end-of-image marker")
      }
      return (width, height)
    case .gif, .bmp, .other:
      if let claimed = ImageHeader.claimedSize(file, format: format) {
        try checkLimits(claimed.width, claimed.height, path: path)
      }
      return try probeByDecoding(file, path: path)
    }
  }

  private func checkLimits(_ width: Int, _ height: Int, path: String) throws {
    guard width > 0, height > 0 else {
      throw ImageHeaderProblem(reason: "the header claims an empty image (\(width)x\(height))")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > SDLImageDecoder.maxSide || height > SDLImageDecoder.maxSide || overflow
      || pixels > SDLImageDecoder.maxPixels
    {
      throw ImageLoadError.tooLarge(
        path: path, width: width, height: height, limit: SDLImageDecoder.maxPixels)
    }
  }

  private func probeByDecoding(_ file: ImageFileReader, path: String) throws -> (Int, Int) {
    guard file.size <= SDLImageDecoder.maxProbedFileBytes else {
      throw ImageHeaderProblem(
        reason: "not a PNG or JPEG, and at \(file.size) bytes too large to decode just to learn its size")
    }
    guard let surface = IMG_Load(path) else {
      throw ImageHeaderProblem(reason: "SDL2_image cannot decode it: \(SDLPlatformError.lastSDLError)")
    }
    defer { SDL_FreeSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    try checkLimits(width, height, path: path)
    return (width, height)
  }
}
