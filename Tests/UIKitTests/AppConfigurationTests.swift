import Foundation
import SDLPlatform
import XCTest

@testable import UIKit

/// How an app built on the `UIKit` module reads its launch settings: arguments over environment,
/// the options scroll-demo passes through (display server, scale, capture, record, replay), and a
/// clear message for every bad value.
@MainActor
final class AppConfigurationTests: XCTestCase {
  func testDefaultsWithoutArgumentsOrEnvironment() async throws {
    let configuration = try AppConfiguration.parse(arguments: [], environment: [:])
    XCTAssertEqual(configuration.windowSize, CGSize(width: 1280, height: 800))
    XCTAssertFalse(configuration.tracesScrolling)
    XCTAssertNil(configuration.videoDriver)
    XCTAssertNil(configuration.scale)
    XCTAssertNil(configuration.capturePath, "F12 is an ordinary key unless --capture names a file")
    XCTAssertNil(configuration.recordPath)
    XCTAssertNil(configuration.replayPath)
  }

  func testArgumentsWinOverTheEnvironmentAndUnknownOnesAreLeftToTheApp() async throws {
    let configuration = try AppConfiguration.parse(
      arguments: [
        "--window-size", "640x480", "--scene", "image", "--video-driver", "x11", "--scale", "1.5", "--capture",
        "shot.png", "--record", "in.jsonl", "--replay", "old.jsonl", "--trace",
      ],
      environment: ["UIKIT_WINDOW_SIZE": "800x600", "UIKIT_WINDOW_TITLE": "Photos", "UIKIT_TRACE": "0"])
    XCTAssertEqual(configuration.windowSize, CGSize(width: 640, height: 480))
    XCTAssertEqual(configuration.windowTitle, "Photos")
    XCTAssertTrue(configuration.tracesScrolling)
    XCTAssertEqual(configuration.videoDriver, .x11)
    XCTAssertEqual(configuration.scale, 1.5)
    XCTAssertEqual(configuration.capturePath, "shot.png")
    XCTAssertEqual(configuration.recordPath, "in.jsonl")
    XCTAssertEqual(configuration.replayPath, "old.jsonl")
  }

  func testBadValuesNameTheOptionAndWhatIsValid() async {
    let cases: [([String], [String: String], String)] = [
      (["--video-driver", "mir"], [:], "unknown video driver 'mir'; valid drivers: wayland, x11"),
      (["--scale", "8"], [:], "--scale must be from 1 to 4, got 8"),
      (["--scale", "nan"], [:], "--scale must be from 1 to 4, got nan"),
      (
        ["--window-size", "0x10"], [:],
        "--window-size expects WxH with both from 1 to 16384 (e.g. 1280x800), got '0x10'"
      ),
      (
        [], ["UIKIT_WINDOW_SIZE": "big"],
        "UIKIT_WINDOW_SIZE expects WxH with both from 1 to 16384 (e.g. 1280x800), got 'big'"
      ),
      (["--replay"], [:], "--replay needs a value"),
    ]
    for (arguments, environment, message) in cases {
      XCTAssertThrowsError(try AppConfiguration.parse(arguments: arguments, environment: environment)) { error in
        XCTAssertEqual(String(describing: error), message, "\(arguments) \(environment)")
      }
    }
  }

  func testATraceLineCarriesTheStateOfTheScrollViewItNames() async throws {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 400, height: 400)
    scrollView.contentOffset = CGPoint(x: 30, y: 40)
    let holder = UIView()
    holder.addSubview(UIView())
    holder.addSubview(scrollView)
    XCTAssertTrue(DesktopTools.firstScrollView(in: holder) === scrollView)
    let line = DesktopTools.line(view: "photos", event: "sceneDidAppear", at: 1.5, scrollView: scrollView)
    XCTAssertTrue(
      line.hasPrefix(#"{"t": 1.5000, "view": "photos", "event": "sceneDidAppear", "offset": [30, 40]"#), line)
  }
}
