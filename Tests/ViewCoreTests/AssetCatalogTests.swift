import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// `UIImage(named:)` and `UIColor(named:)` read an `Assets.xcassets` in the app's resources as
/// Xcode compiles it: image sets at the screen's scale, colour sets in the forms Xcode writes.
@MainActor
final class AssetCatalogTests: XCTestCase {
  private final class Host: UIWindowHosting {
    var keyWindow: UIWindow?
    func show(_ window: UIWindow) {}
    func makeKey(_ window: UIWindow) {}
    var screenBounds = CGRect(x: 0, y: 0, width: 800, height: 600)
    var screenScale: CGFloat = 1
    var assetFolders: [String] = []
    var animationsEnabled = true
  }

  /// The diagnostics said during a test.
  private final class Said: Sendable {
    let lines = Mutex<[String]>([])
  }

  private let host = Host()
  private let said = Said()

  /// A resource folder holding `Resources/Assets.xcassets` (where `.copy("Resources")` puts
  /// it), served by a host at `scale`.
  func makeCatalog(scale: CGFloat = 1) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    let catalog = folder.appendingPathComponent("Resources/Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    try write(#"{"info":{"author":"xcode","version":1}}"#, to: catalog.appendingPathComponent("Contents.json"))
    let previous = UIWindow.host
    host.screenScale = scale
    host.assetFolders = [folder.path]
    UIWindow.host = host
    let previousSink = Diagnostics.setSink { [said] message in said.lines.withLock { $0.append(message.line) } }
    addTeardownBlock { @MainActor in
      UIWindow.host = previous
      Diagnostics.setSink(previousSink)
    }
    return catalog
  }

  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// An image set of PNGs of the given pixel sizes by scale ("1x" …); a scale with no size is
  /// listed without a file, as Xcode lists an empty slot.
  func addImageSet(
    _ name: String, in catalog: URL, files: [(scale: String, width: Int, height: Int)?], emptyScales: [String] = [],
    properties: String = ""
  ) throws {
    let set = catalog.appendingPathComponent("\(name).imageset")
    var entries: [String] = []
    for file in files.compactMap({ $0 }) {
      let filename = "\(name)-\(file.scale).png"
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try TinyPNG.data(width: file.width, height: file.height).write(to: set.appendingPathComponent(filename))
      entries.append(#"{"filename":"\#(filename)","idiom":"universal","scale":"\#(file.scale)"}"#)
    }
    entries += emptyScales.map { #"{"idiom":"universal","scale":"\#($0)"}"# }
    try write(
      #"{"images":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}\#(properties)}"#,
      to: set.appendingPathComponent("Contents.json"))
  }

  func addColorSet(_ name: String, in catalog: URL, contents: String) throws {
    try write(contents, to: catalog.appendingPathComponent("\(name).colorset/Contents.json"))
  }

  func colorSet(red: String, green: String, blue: String, alpha: String = "1.000") -> String {
    """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb",
            "components" : { "alpha" : "\(alpha)", "blue" : "\(blue)", "green" : "\(green)", "red" : "\(red)" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb",
            "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } },
          "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """
  }

  func testAnImageSetGivesTheFileForTheScreensScale() async throws {
    let catalog = try makeCatalog(scale: 2)
    try addImageSet("Badge", in: catalog, files: [("1x", 10, 6), ("2x", 20, 12)], emptyScales: ["3x"])
    try addImageSet("Only3x", in: catalog, files: [("3x", 30, 30)], emptyScales: ["1x", "2x"])
    try addImageSet("Ends", in: catalog, files: [("1x", 8, 8), ("3x", 24, 24)], emptyScales: ["2x"])
    let atTwo = try XCTUnwrap(UIImage(named: "Badge"))
    XCTAssertEqual(atTwo.scale, 2)
    XCTAssertEqual(atTwo.size, CGSize(width: 10, height: 6), "20 × 12 pixels at 2×")
    guard case .file(let path) = atTwo.source else { return XCTFail("a file") }
    XCTAssertTrue(path.hasSuffix("Badge.imageset/Badge-2x.png"), path)
    XCTAssertEqual(UIImage(named: "Ends")?.scale, 3, "no 2× file: the larger 3× drawn down, not the 1× blown up")
    XCTAssertTrue(atTwo.variantPath(forPixelRatio: 1)?.hasSuffix("Badge-1x.png") ?? false, "drawn on a 1× screen")
    XCTAssertTrue(
      atTwo.variantPath(forPixelRatio: 3)?.hasSuffix("Badge-2x.png") ?? false, "on 3×: the largest there is")
    host.screenScale = 1
    XCTAssertEqual(UIImage(named: "Badge")?.scale, 1, "a 1× screen takes the 1× file")
    host.screenScale = 3
    XCTAssertEqual(UIImage(named: "Badge")?.scale, 2, "no 3× file: the largest smaller one")
    host.screenScale = 1
    let drawnDown = try XCTUnwrap(UIImage(named: "Only3x"))
    XCTAssertEqual(drawnDown.scale, 3)
    XCTAssertEqual(drawnDown.size, CGSize(width: 10, height: 10), "the 3× file, drawn at its size in points")
    XCTAssertEqual(said.lines.withLock { $0 }, [])
  }

  func testTheSetsRenderingIntentAndGroupsWithANamespace() async throws {
    let catalog = try makeCatalog()
    try addImageSet(
      "Glyph", in: catalog, files: [("1x", 8, 8)],
      properties: #","properties":{"template-rendering-intent":"template"}"#)
    let group = catalog.appendingPathComponent("Icons")
    try write(#"{"properties":{"provides-namespace":true}}"#, to: group.appendingPathComponent("Contents.json"))
    try addImageSet("Leaf", in: group, files: [("1x", 4, 4)])
    let plain = catalog.appendingPathComponent("Plain")
    try write(#"{"info":{"version":1}}"#, to: plain.appendingPathComponent("Contents.json"))
    try addImageSet("Stone", in: plain, files: [("1x", 6, 6)])
    XCTAssertEqual(UIImage(named: "Glyph")?.renderingMode, .alwaysTemplate)
    XCTAssertEqual(UIImage(named: "Icons/Leaf")?.size, CGSize(width: 4, height: 4))
    XCTAssertEqual(UIImage(named: "Stone")?.size, CGSize(width: 6, height: 6), "a plain group adds no prefix")
  }

  func testColourComponentsInEveryFormXcodeWrites() async throws {
    let catalog = try makeCatalog()
    try addColorSet("Floats", in: catalog, contents: colorSet(red: "0.800", green: "0.400", blue: "0.200"))
    try addColorSet("Hex", in: catalog, contents: colorSet(red: "0xCC", green: "0x66", blue: "0x33"))
    try addColorSet("Bytes", in: catalog, contents: colorSet(red: "204", green: "102", blue: "51", alpha: "0.500"))
    try addColorSet(
      "P3", in: catalog,
      contents:
        #"{"colors":[{"color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}]}"#
    )
    let expected = UIColor(red: 0.8, green: 0.4, blue: 0.2)
    for name in ["Floats", "Hex"] {
      XCTAssertEqual(try XCTUnwrap(UIColor(named: name)).rgba8.r, expected.rgba8.r, name)
      XCTAssertEqual(UIColor(named: name)?.description, expected.description, "\(name): the light appearance")
    }
    XCTAssertEqual(UIColor(named: "Bytes")?.description, expected.withAlphaComponent(0.5).description)
    XCTAssertEqual(UIColor(named: "P3")?.description, "#FF0000FF", "P3's red lies outside sRGB: clamped to sRGB's")
    XCTAssertEqual(said.lines.withLock { $0 }, [])
  }

  func testAColourSetsDarkAppearanceIsDrawnInTheDark() async throws {
    let catalog = try makeCatalog()
    try addColorSet("Brand", in: catalog, contents: colorSet(red: "0.800", green: "0.400", blue: "0.200"))
    let brand = try XCTUnwrap(UIColor(named: "Brand"))
    XCTAssertEqual(brand.description, "#CC6633FF", "the universal entry: the light appearance")
    XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description, "#000000FF")
    XCTAssertEqual(
      UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))?.description,
      "#000000FF", "asked for dark traits: the dark entry")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = brand
    window.systemUserInterfaceStyle = .dark
    XCTAssertEqual(window.makeDisplayList().backgroundColor.description, "#000000FF", "drawn in a dark window")
    XCTAssertEqual(said.lines.withLock { $0 }, [])
  }

  func testUnknownNamesAreNilAsOnIOS() async throws {
    _ = try makeCatalog()
    XCTAssertNil(UIColor(named: "NoSuchColour"))
    XCTAssertNil(UIImage(named: "NoSuchImage-\(UUID().uuidString)"))
  }

  func testACorruptContentsFileIsNilAndSaidOnce() async throws {
    let catalog = try makeCatalog()
    try addColorSet("Broken", in: catalog, contents: #"{"colors": [ { "color": "#)
    try addColorSet("Banana", in: catalog, contents: colorSet(red: "banana", green: "0.4", blue: "0.2"))
    try addColorSet("TooBig", in: catalog, contents: colorSet(red: "300", green: "0.4", blue: "0.2"))
    try write("not json at all", to: catalog.appendingPathComponent("Torn.imageset/Contents.json"))
    try write(
      #"{"images":[{"filename":"gone.png","idiom":"universal","scale":"1x"}]}"#,
      to: catalog.appendingPathComponent("Gone.imageset/Contents.json"))
    for _ in 0..<2 {
      XCTAssertNil(UIColor(named: "Broken"))
      XCTAssertNil(UIColor(named: "Banana"))
      XCTAssertNil(UIColor(named: "TooBig"))
      XCTAssertNil(UIImage(named: "Torn"))
      XCTAssertNil(UIImage(named: "Gone"))
    }
    let lines = said.lines.withLock { $0 }
    XCTAssertEqual(lines.count, 6, "each fault once (the missing file, then no usable image): \(lines)")
    XCTAssertTrue(
      lines.allSatisfy { $0.hasPrefix("asset catalog: ") && $0.hasSuffix("; the asset is nil") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("Broken.colorset/Contents.json is not valid JSON") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("component red is banana") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("component red is 300") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("Torn.imageset/Contents.json is not valid JSON") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("names gone.png, which is not in") }, "\(lines)")
  }
}

/// Valid PNG files written without a library: 8-bit RGBA, one grey level, the image data in
/// stored (uncompressed) deflate blocks.
enum TinyPNG {
  static func data(width: Int, height: Int, rgba: [UInt8] = [128, 128, 128, 255]) -> Data {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<width { raw += rgba }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let final: UInt8 = offset + count >= raw.count ? 1 : 0
      zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib += bigEndian(b << 16 | a)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return Data(png)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(UInt32(CRC32.checksum(typed[...])))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

extension AssetCatalogTests {
  func testABundlesCatalogIsReadBeforeTheApps() async throws {
    _ = try makeCatalog()
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
    let catalog = package.appendingPathComponent("Media.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: package) }
    try addColorSet("PackageTint", in: catalog, contents: colorSet(red: "0x10", green: "0x20", blue: "0x30"))
    try addImageSet("PackageIcon", in: catalog, files: [("1x", 5, 5), ("2x", 10, 10)])
    let bundle = try XCTUnwrap(Bundle(path: package.path))
    XCTAssertNil(UIColor(named: "PackageTint"), "not among the app's resources")
    XCTAssertEqual(UIColor(named: "PackageTint", in: bundle, compatibleWith: nil)?.description, "#102030FF")
    XCTAssertEqual(UIImage(named: "PackageIcon", in: bundle, compatibleWith: nil)?.scale, 1)
    let twoTimes = UITraitCollection(displayScale: 2)
    XCTAssertEqual(UIImage(named: "PackageIcon", in: bundle, compatibleWith: twoTimes)?.scale, 2, "the traits' scale")
  }
}
