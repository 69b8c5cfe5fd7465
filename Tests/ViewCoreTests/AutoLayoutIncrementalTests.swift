import Foundation
import LayoutSolver
import XCTest

@testable import ViewCore

/// The engine updates by what changed: a constant change is one edit of the solver and writes
/// only the frames that moved; activation and deactivation add and take out only those
/// constraints, and the solution stays the one a build from scratch gives.
@MainActor
final class AutoLayoutIncrementalTests: XCTestCase {
  /// A view counting the writes of its position and size.
  final class Counting: UIView {
    var writes = 0
    override var center: CGPoint { didSet { writes += 1 } }
    override var bounds: CGRect { didSet { writes += 1 } }
  }

  /// A 400 × 600 root with `count` views stacked from its top, each 20 high and 4 below the one
  /// above, inset 16 at each side; the height constraints returned. Laid out unless `layOut` is
  /// false (the engine then has not seen it yet).
  private func column(_ count: Int, layOut: Bool = true) -> (
    root: UIView, views: [Counting], heights: [NSLayoutConstraint]
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    var views: [Counting] = []
    var heights: [NSLayoutConstraint] = []
    var constraints: [NSLayoutConstraint] = []
    for index in 0..<count {
      let view = Counting()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let height = view.heightAnchor.constraint(equalToConstant: 20)
      heights.append(height)
      constraints += [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16), height,
        index == 0
          ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
          : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 4),
      ]
      views.append(view)
    }
    NSLayoutConstraint.activate(constraints)
    if layOut { root.layoutIfNeeded() }
    return (root, views, heights)
  }

  func testAConstantChangeWritesOnlyTheFramesThatMoved() async {
    let (root, views, heights) = column(10)
    XCTAssertEqual(views[9].frame, CGRect(x: 16, y: 8 + 9 * 24, width: 368, height: 20))
    for view in views { view.writes = 0 }
    heights[5].constant = 30
    root.layoutIfNeeded()
    XCTAssertEqual(views[5].frame.height, 30)
    XCTAssertEqual(views[9].frame.minY, 8 + 9 * 24 + 10, "the views below moved down by 10")
    XCTAssertEqual(views[0..<5].map(\.writes), [0, 0, 0, 0, 0], "the views above did not move: nothing written")
    XCTAssertEqual(views[5].writes, 2, "the changed view: its size and its centre")
    XCTAssertEqual(views[6...].map(\.writes), [1, 1, 1, 1], "the views below: their centres only")
  }

  func testAConstantChangeIsOneEditOfTheSolverAndReadsNoDefinitionsAgain() async throws {
    let (root, views, heights) = column(10)
    let engine = try XCTUnwrap(AutoLayoutEngine.engine(for: root))
    let handle = try XCTUnwrap(engine.installed[ObjectIdentifier(heights[3])]?.handle)
    let count = engine.solver.constraintCount
    let stamp = engine.definitionStamp
    heights[3].constant = 44
    root.layoutIfNeeded()
    XCTAssertEqual(views[3].frame.height, 44)
    XCTAssertEqual(engine.installed[ObjectIdentifier(heights[3])]?.handle, handle, "the same constraint, edited")
    XCTAssertEqual(engine.solver.constant(of: handle), -44)
    XCTAssertEqual(engine.solver.constraintCount, count, "nothing added or taken out")
    XCTAssertEqual(engine.definitionStamp, stamp, "no view's own definitions were compared again")
  }

  /// The engine's table of installed constraints after one in the middle is taken out (the last
  /// entry moves to its place): each remaining constraint still finds its own entry, and an edit
  /// of the one that moved changes its view.
  func testTakingOutAnInstalledConstraintKeepsEveryOtherEntryFound() async throws {
    let (root, views, heights) = column(6)
    let engine = try XCTUnwrap(AutoLayoutEngine.engine(for: root))
    let count = engine.installed.count
    heights[1].isActive = false
    views[1].heightAnchor.constraint(equalToConstant: 10).isActive = true
    root.layoutIfNeeded()
    XCTAssertEqual(engine.installed.count, count, "one taken out, one added")
    XCTAssertNil(engine.installed[ObjectIdentifier(heights[1])])
    for entry in engine.installed.entries {
      XCTAssertTrue(engine.installed[ObjectIdentifier(entry.constraint)]?.constraint === entry.constraint)
    }
    heights[5].constant = 33
    root.layoutIfNeeded()
    XCTAssertEqual(views[1].frame.height, 10)
    XCTAssertEqual(views[5].frame, CGRect(x: 16, y: 8 + 5 * 24 - 10, width: 368, height: 33))
  }

  /// Deactivating some constraints, changing constants and activating them again gives the
  /// solution that building the final system from scratch gives, frame for frame.
  func testDeactivatingAndReactivatingMatchesABuildFromScratch() async {
    let (root, views, heights) = column(8)
    let extra = views[2].widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    let centred = views[2].centerXAnchor.constraint(equalTo: root.centerXAnchor)
    centred.priority = .defaultHigh
    NSLayoutConstraint.activate([extra, centred])
    root.layoutIfNeeded()
    let trailing = root.constraints.filter {
      $0.firstItem === views[2] && $0.firstAttribute == .trailing
    }
    NSLayoutConstraint.deactivate(trailing + [heights[4], heights[6]])
    root.layoutIfNeeded()
    heights[4].constant = 31
    heights[6].constant = 12
    heights[1].constant = 25
    root.layoutIfNeeded()
    NSLayoutConstraint.activate([heights[4], heights[6]])
    extra.constant = 150
    root.layoutIfNeeded()

    let (fresh, freshViews, freshHeights) = column(8, layOut: false)
    for (index, constant) in [(1, 25), (4, 31), (6, 12)] { freshHeights[index].constant = CGFloat(constant) }
    NSLayoutConstraint.deactivate(
      fresh.constraints.filter { $0.firstItem === freshViews[2] && $0.firstAttribute == .trailing })
    let freshExtra = freshViews[2].widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    let freshCentred = freshViews[2].centerXAnchor.constraint(equalTo: fresh.centerXAnchor)
    freshCentred.priority = .defaultHigh
    NSLayoutConstraint.activate([freshExtra, freshCentred])
    fresh.layoutIfNeeded()
    XCTAssertEqual(views.map(\.frame), freshViews.map(\.frame))
    XCTAssertEqual(
      views[2].frame, CGRect(x: 16, y: 8 + 24 + 29, width: 150, height: 20),
      "held at the leading inset, as wide as the cap lets the centring pull it")
  }

  /// A frame set in code is an input the engine reads again at the next layout.
  func testAFrameSetInCodeIsReadAgain() async {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
    root.addSubview(banner)
    let below = UIView()
    below.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(below)
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: banner.bottomAnchor),
      below.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
      below.widthAnchor.constraint(equalTo: banner.widthAnchor),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(below.frame, CGRect(x: 0, y: 50, width: 400, height: 10))
    banner.frame = CGRect(x: 20, y: 0, width: 300, height: 80)
    root.layoutIfNeeded()
    XCTAssertEqual(below.frame, CGRect(x: 20, y: 80, width: 300, height: 10))
  }

  /// `systemLayoutSizeFitting` keeps its engine on the view: measuring it again after its
  /// content changed edits the solver (no constraint added) and gives the new size; a constraint
  /// activated inside it since is taken in.
  func testMeasuringAViewAgainReusesItsSolver() async throws {
    let cell = UIView()
    let content = StackViewTests.Sized(120, 30)
    content.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
      content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -6),
    ])
    XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 140, height: 42))
    let engine = try XCTUnwrap(cell.autoLayout.fittingEngine)
    let count = engine.solver.constraintCount

    content.size = CGSize(width: 200, height: 44)
    content.invalidateIntrinsicContentSize()
    XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 220, height: 56))
    XCTAssertTrue(cell.autoLayout.fittingEngine === engine, "the same engine measured it again")
    XCTAssertEqual(engine.solver.constraintCount, count, "no constraint added: the intrinsic size was edited")

    content.heightAnchor.constraint(greaterThanOrEqualToConstant: 80).isActive = true
    XCTAssertEqual(
      cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, 92, "the new constraint taken in")
  }

  /// The engines a view owns (its hierarchy's, and the one measuring it) do not keep it alive.
  func testAMeasuredViewIsFreedWithItsEngines() async {
    weak var freed: UIView?
    do {
      let cell = UIView()
      let content = StackViewTests.Sized(120, 30)
      content.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(content)
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        content.topAnchor.constraint(equalTo: cell.topAnchor),
        content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
      ])
      XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, 30)
      cell.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
      cell.layoutIfNeeded()
      XCTAssertNotNil(cell.autoLayout.fittingEngine)
      XCTAssertNotNil(cell.autoLayout.engine)
      freed = cell
    }
    XCTAssertNil(freed, "the view and its engines are gone once nothing else holds the view")
  }

  /// A label whose `font`, read while the engine gathers (its baseline's position depends on it),
  /// takes another constraint away the first time: an app's code run in the middle of a gathering.
  final class MeddlingLabel: UILabel {
    var victim: NSLayoutConstraint?
    override var font: UIFont {
      get {
        if let victim {
          self.victim = nil
          victim.isActive = false
        }
        return super.font
      }
      set { super.font = newValue }
    }
  }

  func testAConstraintTakenAwayWhileTheEngineGathersIsLeftOutAndTheRestAreLaidOut() async {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let label = MeddlingLabel()
    let box = UIView()
    for view in [label, box] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    // The baseline constraint comes first in the hierarchy's order, the one taken away after it:
    // gathered without a retain each, it would be read after it was freed.
    var taken: NSLayoutConstraint? = box.widthAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate([
      label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 50),
      {
        let preferred = box.widthAnchor.constraint(equalToConstant: 120)
        preferred.priority = .defaultLow
        return preferred
      }(),
      taken!,
    ])
    label.victim = taken
    taken = nil
    let repeatedBefore = AutoLayoutEngine.gatheringsRepeated
    root.layoutIfNeeded()
    XCTAssertEqual(
      AutoLayoutEngine.gatheringsRepeated - repeatedBefore, 1, "the gathering began again, each constraint held")
    XCTAssertNil(label.victim, "the label took the constraint away during the layout")
    XCTAssertEqual(
      box.frame, CGRect(x: 20, y: 100, width: 120, height: 50), "laid out without the constraint taken away")
    XCTAssertEqual(label.frame.minX, 10)
  }
}
