import Foundation

/// Constants of the content-touch mechanism (`ContentTouchDelaying`).
public enum ContentTouchTiming {
  /// How long a content touch-down is held: 150 ms, a choice of this project, the figure the issue
  /// gives for UIScrollView's delayed-touches timer ("about 150 ms"; UIKit documents no number).
  public static let delay: TimeInterval = 0.15
}
