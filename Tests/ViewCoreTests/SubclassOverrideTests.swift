import Foundation
// Deliberately not `@testable`: a testable import lets a subclass override `public` members too,
// so only a plain import proves that these members are `open`, as an app sees them.
import ListViews
import ViewCore
import XCTest

/// A table that records the calls the framework makes to its overridable members.
@MainActor
private final class RecordingTable: UITableView {
  var calls: [String] = []

  override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    calls.append("dequeue \(indexPath.row)")
    return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    calls.append("cellForRow \(indexPath.row)")
    return super.cellForRow(at: indexPath)
  }

  override func deselectRow(at indexPath: IndexPath, animated: Bool) {
    calls.append("deselect \(indexPath.row)")
    super.deselectRow(at: indexPath, animated: animated)
  }

  override func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    calls.append("scrollToRow \(indexPath.row)")
    super.scrollToRow(at: indexPath, at: position, animated: animated)
  }

  override func becomeFirstResponder() -> Bool {
    calls.append("becomeFirstResponder")
    return super.becomeFirstResponder()
  }

  override func reloadData() {
    calls.append("reloadData")
    super.reloadData()
  }
}

/// A cell that records reuse, selection and highlighting.
@MainActor
private final class RecordingCell: UITableViewCell {
  var calls: [String] = []

  override func prepareForReuse() {
    super.prepareForReuse()
    calls.append("prepareForReuse")
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    calls.append("selected \(selected)")
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    calls.append("highlighted \(highlighted)")
  }
}

/// Xcode's template: a table view controller whose `loadView` supplies its own table class.
@MainActor
private final class ListController: UITableViewController {
  var rows = 30

  override func loadView() {
    tableView = RecordingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(RecordingCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A control that records its tracking hooks and the actions it sends.
@MainActor
private final class RecordingControl: UIControl {
  var calls: [String] = []

  override var isTracking: Bool { super.isTracking }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    calls.append("begin \(Int(point.x)),\(Int(point.y))")
    return super.beginTracking(touch, with: event)
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("continue")
    return super.continueTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    calls.append("end")
    super.endTracking(touch, with: event)
  }

  override func sendAction(_ action: UIAction) {
    calls.append("send \(action.title)")
    super.sendAction(action)
  }
}

/// A tap recognizer that records when the framework resets it.
@MainActor
private final class RecordingTap: UITapGestureRecognizer {
  var calls: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func reset() {
    calls.append("reset")
    super.reset()
  }
}

/// A view that records the recognizers the framework attaches through it.
@MainActor
private final class RecordingView: UIView {
  var attached = 0

  override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attached += 1
    super.addGestureRecognizer(gestureRecognizer)
  }
}

/// A navigation controller that records the children the framework adds.
@MainActor
private final class RecordingNavigation: UINavigationController {
  var added: [String] = []

  override func addChild(_ child: UIViewController) {
    added.append(child.title ?? "?")
    super.addChild(child)
  }
}

/// A button that shouts its titles.
@MainActor
private final class ShoutingButton: UIButton {
  override func title(for state: State) -> String? { super.title(for: state).map { $0.uppercased() + "!" } }
}

/// A page control with wider dots.
@MainActor
private final class WidePageControl: UIPageControl {
  override func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(width: 30 * pageCount, height: 20) }
}

/// A view whose coordinate conversion is observed.
@MainActor
private final class ConvertingView: UIView {
  var conversions = 0

  override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    conversions += 1
    return super.convert(point, from: view)
  }
}

/// A child controller that records the appearance transitions its container forwards to it.
@MainActor
private final class ChildController: UIViewController {
  var calls: [String] = []

  override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    calls.append(isAppearing ? "begin appearing" : "begin disappearing")
    super.beginAppearanceTransition(isAppearing, animated: animated)
  }

  override func endAppearanceTransition() {
    calls.append("end")
    super.endAppearanceTransition()
  }
}

/// Members UIKit lets a subclass override are `open` here, and the framework calls the override
/// where it calls the member.
@MainActor
final class SubclassOverrideTests: XCTestCase {
  private func touch(_ phase: InputEvent.Touch.Phase, _ point: CGPoint, at time: TimeInterval) -> InputEvent {
    .touch(phase, at: point, time: time)
  }

  private func press(_ code: KeyCode, in window: UIWindow, at time: TimeInterval) {
    window.handle([.key(InputEvent.Key(.down, code, time: time)), .key(InputEvent.Key(.up, code, time: time))])
  }

  func testATableSubclassesOverridesAreWhatTheFrameworkCalls() async throws {
    let controller = ListController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = try XCTUnwrap(controller.tableView as? RecordingTable)
    // 480 pt of 44-pt rows: rows 0 ... 10 are on screen, each dequeued through the override.
    XCTAssertEqual(table.calls.filter { $0.hasPrefix("dequeue") }.count, 11)
    XCTAssertTrue(table.calls.contains("becomeFirstResponder"), "viewDidAppear gives the table the keyboard")
    table.calls = []

    // Down moves the focus from row 0 to row 1 and scrolls it into view through scrollToRow.
    press(.downArrow, in: window, at: 1)
    XCTAssertEqual(table.calls, ["scrollToRow 1"])

    // A tap on row 1 after row 0 was selected deselects row 0 through the override.
    let plainTable: UITableView = table
    plainTable.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.calls = []
    let cell = try XCTUnwrap(plainTable.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
    XCTAssertEqual(table.calls, ["cellForRow 1"], "a call through a UITableView reference reaches the override")
    cell.calls = []
    let point = cell.convert(CGPoint(x: 40, y: 22), to: nil)
    window.handle([touch(.down, point, at: 2), touch(.up, point, at: 2.05)])
    window.advance(to: 2.2)
    XCTAssertTrue(table.calls.contains("deselect 0"), "\(table.calls)")
    XCTAssertEqual(cell.calls, ["highlighted true", "highlighted false", "selected true"])
  }

  func testACellSubclassIsPreparedForReuseWhenItComesBack() async throws {
    let controller = ListController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = try XCTUnwrap(controller.tableView)
    let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
    XCTAssertFalse(first.calls.contains("prepareForReuse"))
    // 440 pt down: rows 0 ... 9 leave, and their cells come back for rows 11 ... 20.
    table.contentOffset = CGPoint(x: 0, y: 440)
    _ = window.makeDisplayList()
    XCTAssertTrue(table.visibleCells.contains { $0 === first }, "the cell of row 0 shows another row")
    XCTAssertEqual(first.calls.filter { $0 == "prepareForReuse" }.count, 1)
  }

  func testAControlSubclassSeesTheTouchItTracksAndTheActionsItSends() async {
    let control = RecordingControl()
    let window = makeInputWindow(with: control)
    control.addAction(UIAction(title: "tapped") { _ in }, for: .touchUpInside)
    // The control's frame starts at (100, 100): the window point (130, 150) is (30, 50) in it.
    window.handle([
      touch(.down, CGPoint(x: 130, y: 150), at: 0), touch(.move, CGPoint(x: 135, y: 150), at: 0.05),
    ])
    XCTAssertTrue(control.isTracking)
    window.handle(touch(.up, CGPoint(x: 135, y: 150), at: 0.1))
    XCTAssertEqual(control.calls, ["begin 30,50", "continue", "end", "send tapped"])
  }

  func testAGestureRecognizerSubclassIsResetAfterItsGesture() async {
    let recognizer = RecordingTap()
    let view = RecordingView()
    var recognized = 0
    recognizer.addTarget(nil) { recognizer in if recognizer.state == .ended { recognized += 1 } }
    view.gestureRecognizers = [recognizer]
    XCTAssertEqual(view.attached, 1, "the gestureRecognizers setter attaches through addGestureRecognizer")
    let window = makeInputWindow(with: view)
    window.handle([touch(.down, CGPoint(x: 150, y: 150), at: 0), touch(.up, CGPoint(x: 150, y: 150), at: 0.05)])
    window.advance(to: 0.1)
    XCTAssertEqual(recognized, 1)
    XCTAssertEqual(recognizer.calls, ["touchesBegan", "reset"])
    XCTAssertEqual(recognizer.state, .possible)
  }

  func testANavigationControllerSubclassAddsPushedControllersThroughAddChild() async {
    let root = UIViewController()
    root.title = "Root"
    let navigation = RecordingNavigation(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    window.rootViewController = navigation
    let pushed = UIViewController()
    pushed.title = "Pushed"
    navigation.pushViewController(pushed, animated: false)
    XCTAssertEqual(navigation.added, ["Root", "Pushed"])
    XCTAssertTrue(navigation.topViewController === pushed)
  }

  func testAButtonSubclassesTitleIsWhatItShowsAndMeasures() async {
    let plain = UIButton(type: .system)
    let shouting = ShoutingButton(type: .system)
    for button in [plain, shouting] {
      button.setTitle("go", for: .normal)
      button.sizeToFit()
    }
    XCTAssertEqual(shouting.currentTitle, "GO!")
    XCTAssertGreaterThan(shouting.bounds.width, plain.bounds.width, "sizeThatFits measures the override's title")
  }

  func testAPageControlSubclassesSizeIsWhatSizeToFitUses() async {
    let control = WidePageControl()
    control.numberOfPages = 4
    control.sizeToFit()
    XCTAssertEqual(control.bounds.size, CGSize(width: 120, height: 20))
  }

  func testAViewSubclassesConversionIsWhatARecognizerUsesForItsLocation() async {
    let view = ConvertingView()
    let recognizer = UITapGestureRecognizer()
    view.addGestureRecognizer(recognizer)
    let window = makeInputWindow(with: view)
    window.handle(touch(.down, CGPoint(x: 130, y: 150), at: 0))
    view.conversions = 0
    XCTAssertEqual(recognizer.location(in: view), CGPoint(x: 30, y: 50))
    XCTAssertEqual(view.conversions, 1)
  }

  func testAContainerForwardsAppearanceThroughTheChildsOverrides() async {
    let container = UIViewController()
    let child = ChildController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = container
    _ = window.makeDisplayList()
    XCTAssertEqual(child.calls, ["begin appearing", "end"])
    XCTAssertTrue(container.children.first === child)
  }
}
