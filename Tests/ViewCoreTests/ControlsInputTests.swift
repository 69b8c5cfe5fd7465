import Foundation
import XCTest

@testable import ViewCore

/// The controls that were missing work under a finger as on iOS.
@MainActor
final class ControlsInputTests: XCTestCase {
  /// `control` at (100, 100) in a 400 × 400 window, its size `size`, with a count of `.valueChanged`.
  private func place(_ control: UIControl, size: CGSize) -> (UIWindow, () -> Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    control.frame = CGRect(origin: CGPoint(x: 100, y: 100), size: size)
    window.addSubview(control)
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    return (window, { count })
  }

  func testATapFlipsASwitch() async {
    let toggle = UISwitch()
    let (window, changes) = place(toggle, size: UISwitch.size)
    window.handle(Finger.tap(125, 115, at: 0))
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(changes(), 1)
    window.handle(Finger.tap(125, 115, at: 1))
    XCTAssertFalse(toggle.isOn)
    toggle.setOn(true, animated: true)
    XCTAssertEqual(changes(), 2, "setOn sends nothing")
  }

  func testDraggingASlidersThumbMovesTheValueByTheDistance() async {
    let slider = UISlider()
    let (window, changes) = place(slider, size: CGSize(width: 228, height: 31))
    slider.minimumValue = 0
    slider.maximumValue = 200
    // The thumb centre travels 228 − 28 = 200 pt for the whole range: 1 pt is 1.
    XCTAssertEqual(slider.thumbCenterX(for: 0), 14)
    window.handle([Finger.down(114, 115, at: 0), Finger.move(164, 115, at: 0.1), Finger.up(164, 115, at: 0.2)])
    XCTAssertEqual(slider.value, 50, accuracy: 1e-4)
    XCTAssertEqual(changes(), 1)
    // A drag that starts on the track away from the thumb does not move it.
    window.handle([Finger.down(300, 115, at: 1), Finger.move(250, 115, at: 1.1), Finger.up(250, 115, at: 1.2)])
    XCTAssertEqual(slider.value, 50, accuracy: 1e-4)
    slider.value = 500
    XCTAssertEqual(slider.value, 200, "clamped to the range")
  }

  func testATapOnASegmentSelectsIt() async {
    let segments = UISegmentedControl(items: ["A", "B", "C"])
    let (window, changes) = place(segments, size: CGSize(width: 300, height: 32))
    XCTAssertEqual(segments.selectedSegmentIndex, UISegmentedControl.noSegment)
    window.handle(Finger.tap(350, 116, at: 0))
    XCTAssertEqual(segments.selectedSegmentIndex, 2)
    window.handle(Finger.tap(150, 116, at: 1))
    XCTAssertEqual(segments.selectedSegmentIndex, 0)
    window.handle(Finger.tap(150, 116, at: 2))
    XCTAssertEqual(changes(), 2, "tapping the selected segment changes nothing")
    segments.insertSegment(withTitle: "Z", at: 0, animated: false)
    XCTAssertEqual(segments.selectedSegmentIndex, 1, "the selection follows its segment")
    XCTAssertEqual(segments.titleForSegment(at: 0), "Z")
  }

  func testAStepperStepsWithinItsRangeAndWraps() async {
    let stepper = UIStepper()
    let (window, changes) = place(stepper, size: UIStepper.size)
    stepper.maximumValue = 2
    window.handle(Finger.tap(180, 116, at: 0))
    window.handle(Finger.tap(180, 116, at: 1))
    window.handle(Finger.tap(180, 116, at: 2))
    XCTAssertEqual(stepper.value, 2)
    XCTAssertEqual(changes(), 2, "no step past the maximum")
    window.handle(Finger.tap(110, 116, at: 3))
    XCTAssertEqual(stepper.value, 1)
    stepper.wraps = true
    stepper.value = 2
    window.handle(Finger.tap(180, 116, at: 4))
    XCTAssertEqual(stepper.value, 0, "wraps round to the minimum")
  }

  func testAnActivityIndicatorTurnsOnTheWindowsClockAndHidesWhenStopped() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let spinner = UIActivityIndicatorView(style: .large)
    window.addSubview(spinner)
    XCTAssertTrue(spinner.isHidden)
    spinner.startAnimating()
    XCTAssertFalse(spinner.isHidden)
    window.advance(to: 0.25)
    XCTAssertEqual(spinner.phase, 3, "12 ticks a second")
    spinner.stopAnimating()
    XCTAssertTrue(spinner.isHidden)
    XCTAssertFalse(window.hasAnimator(spinner))
  }

  func testAProgressViewFillsItsFractionWithTheTint() async {
    let progress = UIProgressView(progressViewStyle: .default)
    progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    progress.setProgress(0.25, animated: false)
    progress.tintColor = .systemRed
    let fills = progress.currentDrawing().compactMap { command -> (CGRect, UIColor)? in
      if case .fillRoundedRect(let rect, _, let colour) = command { return (rect, colour) }
      return nil
    }
    XCTAssertEqual(fills.last?.0.width, 50)
    XCTAssertEqual(fills.last?.1, .systemRed)
    progress.progress = 7
    XCTAssertEqual(progress.progress, 1)
  }
}
