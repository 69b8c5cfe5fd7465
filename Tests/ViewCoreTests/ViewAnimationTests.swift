import Foundation
import XCTest

@testable import ViewCore

/// `UIView.animate`: the model takes the final values at once, what is drawn moves along the
/// curve on the window's clock, constraint changes laid out inside the block animate, and the
/// spring follows its closed form (docs/physics.md §7.3).
@MainActor
final class ViewAnimationTests: XCTestCase {
  private func window() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.advance(to: 10)
    return window
  }

  func testTheModelIsFinalAtOnceAndTheDrawnValueFollowsTheCurve() async {
    let window = window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
    XCTAssertEqual(view.alpha, 0, "the model value is the final one")
    XCTAssertEqual(view.presentedAlpha, 1, "nothing has moved yet")
    window.advance(to: 10.5)
    XCTAssertEqual(view.presentedAlpha, 0.5, accuracy: 1e-6, "ease in and out is half way at half time")
    window.advance(to: 10.25)
    window.advance(to: 10.9)
    XCTAssertEqual(view.presentedAlpha, 1 - CGFloat(CubicBezierReference.easeInOut(0.9)), accuracy: 1e-3)
    XCTAssertEqual(finished, [])
    window.advance(to: 11)
    XCTAssertEqual(finished, [true])
    XCTAssertNil(view.presentation, "at rest the model is drawn")
    let list = window.makeDisplayList()
    XCTAssertFalse(list.items.contains { $0.viewID == ObjectIdentifier(view) }, "alpha 0 draws nothing")
  }

  func testAConstraintChangeLaidOutInTheBlockAnimatesTheFrame() async {
    let window = window()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: window.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    leading.constant = 200
    UIView.animate(withDuration: 2, delay: 0.5, options: [.curveLinear]) { window.layoutIfNeeded() }
    XCTAssertEqual(box.frame.minX, 200)
    window.advance(to: 10.4)
    XCTAssertEqual(box.presentedTransformToSuperview.tx, 0, accuracy: 1e-9, "not before the delay")
    window.advance(to: 11.5)
    XCTAssertEqual(box.presentedTransformToSuperview.tx, 100, accuracy: 1e-9, "half way, linearly")
    window.advance(to: 12.5)
    XCTAssertEqual(box.presentedTransformToSuperview.tx, 200, accuracy: 1e-9)
  }

  /// The spring's drawn position against the closed form of a damped oscillator with ζ = 0.5,
  /// ω₀ = ln(1000) / (ζ T), starting at rest.
  func testASpringFollowsItsClosedForm() async {
    let window = window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
      animations: { view.center = CGPoint(x: 105, y: 5) })
    let ζ = 0.5
    let ω = log(1000.0) / (ζ * 1)
    let ωd = ω * (1 - ζ * ζ).squareRoot()
    var overshoot = 0.0
    for step in 1..<60 {
      let t = Double(step) / 60
      window.advance(to: 10 + t)
      let expected = 1 - exp(-ζ * ω * t) * (cos(ωd * t) + ζ * ω / ωd * sin(ωd * t))
      let drawn = Double(view.presentedTransformToSuperview.tx) + 5
      XCTAssertEqual(drawn, 5 + 100 * expected, accuracy: 1e-6, "t = \(t)")
      overshoot = max(overshoot, drawn - 105)
    }
    XCTAssertGreaterThan(overshoot, 5, "ζ = 0.5 overshoots its target")
    window.advance(to: 11)
    XCTAssertNil(view.presentation)
  }

  /// As in UIKit, a view being animated takes no touches unless the animation allows them.
  func testAnimatingViewsTakeTouchesOnlyWithAllowUserInteraction() async {
    let window = window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let point = CGPoint(x: 50, y: 50)
    UIView.animate(withDuration: 1) { view.backgroundColor = .red }
    XCTAssertTrue(window.hitTest(point, with: nil) === window, "passed by while animating")
    window.advance(to: 11)
    XCTAssertTrue(window.hitTest(point, with: nil) === view, "hit again at rest")
    UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { view.alpha = 0.5 })
    XCTAssertTrue(window.hitTest(point, with: nil) === view, "hit while an interactive animation runs")
  }

  func testWithoutAWindowOrWithAnimationsOffTheCompletionRunsAtOnce() async {
    let loose = UIView()
    var calls = 0
    UIView.animate(withDuration: 1, animations: { loose.alpha = 0.5 }, completion: { _ in calls += 1 })
    XCTAssertEqual(calls, 1)
    let window = window()
    let view = UIView()
    window.addSubview(view)
    UIView.performWithoutAnimation {
      UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { _ in calls += 1 })
    }
    XCTAssertEqual(calls, 2)
    XCTAssertNil(view.presentation)
  }
}

/// UIKit's ease-in-ease-out curve (0.42, 0, 0.58, 1) solved by bisection, written apart from
/// the library's `CubicBezier`.
enum CubicBezierReference {
  static func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }
}

/// `UIFont.preferredFont(forTextStyle:)` gives iOS's sizes at the default content size, and the
/// weights UIKit code names draw with the face of the nearest weight.
@MainActor
final class PreferredFontTests: XCTestCase {
  func testTextStylesHaveIOSDefaultSizes() async {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
      (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in sizes { XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size) }
    XCTAssertTrue(UIFont.preferredFont(forTextStyle: .headline).weight.isBold, "the headline is semibold")
    XCTAssertFalse(UIFont.preferredFont(forTextStyle: .body).weight.isBold)
    XCTAssertTrue(UIFont.systemFont(ofSize: 17, weight: .heavy).weight.isBold)
    XCTAssertFalse(UIFont.systemFont(ofSize: 17, weight: .medium).weight.isBold)
  }
}
