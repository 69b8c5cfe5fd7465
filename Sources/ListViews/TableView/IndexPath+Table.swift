import Foundation
import ViewCore

/// UIKit adds `row`, `section` and `item` to `IndexPath`; Foundation on Linux does not, so the
/// table view adds them here (a two-element path: section first, then row).
extension IndexPath {
  /// A path to `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// A path to `item` in `section` (the collection-view spelling).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { isEmpty ? 0 : self[startIndex] }
    set {
      if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[startIndex] = newValue }
    }
  }

  /// The row in the section: the second index.
  public var row: Int {
    get { count < 2 ? 0 : self[index(after: startIndex)] }
    set {
      if count < 2 {
        self = IndexPath(indexes: [section, newValue])
      } else {
        self[index(after: startIndex)] = newValue
      }
    }
  }

  /// The item in the section: the same index as `row`.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
