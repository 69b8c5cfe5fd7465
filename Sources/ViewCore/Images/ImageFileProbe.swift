import Foundation

/// Reads an image file's pixel size from its header without decoding it, and refuses sizes that
/// would exhaust memory before anything is allocated. Pure Swift: `UIImage(named:)` needs no
/// platform service, and SDL2_image decodes the pixels only when the image is first drawn.
///
/// PNG's chunk list is walked to catch truncation and JPEG's end marker is looked for; GIF and
/// BMP report the canvas their header claims. Other formats are refused with a message saying so.
public enum ImageFileProbe {
  /// The most pixels an image may have: 16384 × 16384, a 1 GiB RGBA texture (a choice of this
  /// project: the largest texture a desktop GPU commonly accepts).
  public static let maxPixels = 16384 * 16384
  /// The longest side an image may have (the largest value PNG and JPEG headers commonly carry).
  public static let maxSide = 65535

  /// The image's size in pixels.
  /// - Throws: `ImageLoadError.missing`, `.tooLarge` or `.undecodable` (with the reason).
  public static func pixelSize(ofImageAt path: String) throws(ImageLoadError) -> CGSize {
    guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
    guard let file = ImageFileReader(path: path) else {
      throw .undecodable(path: path, reason: "the file cannot be opened for reading")
    }
    guard file.size > 0 else { throw .undecodable(path: path, reason: "the file is empty") }
    do {
      let (width, height) = try size(of: file, path: path)
      return CGSize(width: width, height: height)
    } catch let error as ImageLoadError {
      throw error
    } catch let problem as ImageHeaderProblem {
      throw .undecodable(path: path, reason: problem.reason)
    } catch {
      throw .undecodable(path: path, reason: "\(error)")
    }
  }

  private static func size(of file: ImageFileReader, path: String) throws -> (Int, Int) {
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
    case .gif, .bmp:
      guard let claimed = ImageHeader.claimedSize(file, format: format) else {
        throw ImageHeaderProblem(reason: "truncated \(format == .gif ? "GIF" : "BMP"): the header is cut off")
      }
      try checkLimits(claimed.width, claimed.height, path: path)
      return claimed
    case .other:
      throw ImageHeaderProblem(reason: "not a PNG, JPEG, GIF or BMP file (the formats UIImage reads)")
    }
  }

  private static func checkLimits(_ width: Int, _ height: Int, path: String) throws {
    guard width > 0, height > 0 else {
      throw ImageHeaderProblem(reason: "the header claims an empty image (\(width)x\(height))")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > maxSide || height > maxSide || overflow || pixels > maxPixels {
      throw ImageLoadError.tooLarge(path: path, width: width, height: height, limit: maxPixels)
    }
  }
}
