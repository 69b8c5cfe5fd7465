import Foundation

extension UIView {
  /// How a view follows its superview's size changes (UIKit's `UIView.AutoresizingMask`).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `setNeedsLayout()`'s work (the open method in the class body calls it).
  func markNeedsLayout() {
    needsLayout = true
    var view: UIView? = self
    var top: UIView? = self
    let quiet = AutoLayoutEngine.isQuiet
    // In a batch of requests of the same kind, with the hierarchy unchanged since it began.
    let batch =
      Self.markingEpoch != 0 && Self.markingQuiet == quiet && Self.markingStructure == AutoLayoutEngine.structureChanges
      ? Self.markingEpoch : 0
    while let current = view {
      if batch != 0 {
        // Marked from here to the root already in this batch, engines told included.
        if current.walkStamp == batch {
          top = nil
          break
        }
        current.walkStamp = batch
      }
      Self.walkSteps &+= 1
      current.subtreeNeedsLayout = true
      if !quiet, let engine = current.autoLayout.fittingEngine { engine.needsDefinitions = true }
      top = current
      view = current.superview
    }
    // A layout asked for from outside the engine may come from any input of a definition (a
    // frame set in code, an intrinsic size, insets): the next update compares them all again.
    if let engine = top?.autoLayout.engine, !quiet { engine.needsDefinitions = true }
    invalidateComposition()
  }

  /// Views visited by walks up the hierarchy (`markNeedsLayout`, `AutoLayoutEngine.structureChanged`), for tests.
  static var walkSteps = 0

  /// The last batch of walks up the hierarchy begun (each view's `walkStamp` names one).
  private static var walkEpoch: UInt64 = 0

  /// A batch no view's `walkStamp` names yet (64 bits: the count never comes round again, so a
  /// stamp from long ago never passes for the current batch's).
  static func newWalkEpoch() -> UInt64 {
    walkEpoch += 1
    return walkEpoch
  }

  /// During a batch that asks many views of a hierarchy to lay out again (an activation's
  /// views, the engine's writes), the batch's epoch: a request stops where it meets a view an
  /// earlier request of the batch stamped, instead of walking to the root again — in a deep
  /// nesting each walk was as long as the depth, once for every view. 0 outside a batch; a new
  /// epoch after any layout pass or engine update, which clear what the marks said.
  private static var markingEpoch: UInt64 = 0
  /// Whether the batch's requests came while the engine was writing (`AutoLayoutEngine.isQuiet`):
  /// a request of the other kind tells engines what these did not, and walks the whole way.
  private static var markingQuiet = false
  /// `AutoLayoutEngine.structureChanges` when the batch began: after a view moved, a stamp on
  /// the path it left says nothing of its new one.
  private static var markingStructure = 0

  /// Runs `body` as one batch of layout requests (see `markingEpoch`).
  static func batchingLayoutRequests<Result>(_ body: () -> Result) -> Result {
    let outer = (markingEpoch, markingQuiet, markingStructure)
    markingEpoch = newWalkEpoch()
    markingQuiet = AutoLayoutEngine.isQuiet
    markingStructure = AutoLayoutEngine.structureChanges
    defer {
      // An enclosing batch forgets its marks too: what ran inside may have laid views out.
      (markingEpoch, markingQuiet, markingStructure) = outer
      forgetLayoutRequests()
    }
    return body()
  }

  /// A layout pass or an engine update clears marks: a batch's stamps no longer say they are set.
  static func forgetLayoutRequests() {
    if markingEpoch != 0 { markingEpoch = newWalkEpoch() }
  }

  /// `layoutIfNeeded()`'s work (the open method in the class body calls it).
  func layOutIfNeeded() {
    // A subview whose intrinsic size follows the width it was just given (a text view that does
    // not scroll) asks this view to lay out again while its subviews are laid out: that is done
    // at once, as UIKit's second constraints pass for such views does, so that one
    // `layoutIfNeeded()` ends laid out; bounded (a choice of this project) so that views asking
    // each other for layout cannot loop.
    var passes = 0
    while needsLayout || passes == 0, passes < Self.layoutPassesPerRequest {
      passes += 1
      layOutOnce()
    }
  }

  /// At most this many passes of one view in one `layoutIfNeeded()` (see `layOutIfNeeded`).
  static let layoutPassesPerRequest = 3

  private func layOutOnce() {
    guard subtreeNeedsLayout else { return }
    Self.forgetLayoutRequests()
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      viewController?.viewWillLayoutSubviews()
      // What `super.layoutSubviews()` does on iOS, done before the override runs so that an
      // override that does not call it still finds its constrained subviews in place.
      if placesSubviewsByConstraints, let engine = AutoLayoutEngine.engine(for: self) { engine.update() }
      layoutSubviews()
      viewController?.viewDidLayoutSubviews()
    } else if let engine = autoLayout.engine, engine.hasChanges {
      // A root whose constraints' inputs changed below it (a frame set in code) updates them
      // without laying itself out.
      engine.update()
    }
    // Only subviews with something to lay out are visited (a constant edit that moved a few of
    // a root's thousands of subviews lays out those few).
    for subview in subviews where subview.subtreeNeedsLayout { subview.layoutIfNeeded() }
  }

  /// Whether laying this view out involves its hierarchy's constraints: it is the root holding
  /// them, a subview of it is placed by them, or (a scroll view) its content size comes from them.
  var placesSubviewsByConstraints: Bool {
    autoLayout.engine != nil || autoLayout.contentGuide != nil
      || subviews.contains { !$0.autoLayout.translatesAutoresizingMaskIntoConstraints }
  }

  /// Resizes subviews by their autoresizing masks after this view went from `oldSize`.
  func autoresizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = UIView.autoresized(
        subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
    }
  }

  /// The frame a subview gets when its superview resizes: the change in width (height) is shared
  /// equally among the flexible parts of that axis, as UIKit does.
  static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
    func axis(
      origin: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
      leading: Bool, flexibleLength: Bool, trailing: Bool
    ) -> (CGFloat, CGFloat) {
      let delta = newTotal - oldTotal
      let parts = [leading, flexibleLength, trailing].filter { $0 }.count
      guard parts > 0, delta != 0 else { return (origin, length) }
      let share = delta / CGFloat(parts)
      var newOrigin = origin
      var newLength = length
      if leading { newOrigin += share }
      if flexibleLength { newLength = max(0, newLength + share) }
      return (newOrigin, newLength)
    }
    let (x, width) = axis(
      origin: frame.minX, length: frame.width, oldTotal: old.width, newTotal: new.width,
      leading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
      trailing: mask.contains(.flexibleRightMargin))
    let (y, height) = axis(
      origin: frame.minY, length: frame.height, oldTotal: old.height, newTotal: new.height,
      leading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
      trailing: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
