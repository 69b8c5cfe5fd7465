import Foundation
import ViewCore

/// Impossible sizes from a section provider — negative, NaN or infinite lengths, fractions of a
/// container that is zero long one way (not both: that is a view not laid out yet), groups
/// without subitems — reported once each with the section
/// and the place in it, then laid out clamped (negative and NaN as 0, infinite as the container's
/// length) so that nothing crashes.
extension UICollectionViewCompositionalLayout {
  /// What is impossible in `section` laid out in `container`, one sentence each.
  func problems(in section: NSCollectionLayoutSection, index: Int, container: CGSize) -> [String] {
    var found: [String] = []
    func check(_ size: NSCollectionLayoutSize, _ name: String) {
      if let problem = size.widthDimension.problem(isWidth: true, container: container) {
        found.append("\(name)'s width is \(problem)")
      }
      if let problem = size.heightDimension.problem(isWidth: false, container: container) {
        found.append("\(name)'s height is \(problem)")
      }
    }
    func walk(_ item: NSCollectionLayoutItem, _ name: String) {
      check(item.layoutSize, name)
      if item.contentInsets.isImpossible {
        found.append("\(name)'s contentInsets \(item.contentInsets.problemDescription)")
      }
      guard let group = item as? NSCollectionLayoutGroup else { return }
      if group.subitems.isEmpty { found.append("\(name) has no subitems; its items are not shown") }
      if let count = group.requestedCount, count < 1 { found.append("\(name) asks for \(count) subitems; it holds 1") }
      if let spacing = group.interItemSpacing, !spacing.requestedLength.isFinite || spacing.requestedLength < 0 {
        found.append("\(name)'s interItemSpacing is \(spacing.requestedLength); 0 is used")
      }
      for (position, subitem) in group.subitems.enumerated() { walk(subitem, "\(name)'s subitem \(position)") }
    }
    walk(section.group, "the group")
    for item in section.boundarySupplementaryItems {
      check(item.layoutSize, "the boundary item \"\(item.elementKind)\"")
    }
    if section.contentInsets.isImpossible {
      found.append("the section's contentInsets \(section.contentInsets.problemDescription)")
    }
    if !section.interGroupSpacing.isFinite || section.interGroupSpacing < 0 {
      found.append("the section's interGroupSpacing is \(section.interGroupSpacing); 0 is used")
    }
    return found.map { "UICollectionViewCompositionalLayout section \(index): \($0)" }
  }

  func report(_ problems: [String], _ collectionView: UICollectionView) {
    for problem in problems { collectionView.reportOnce(problem) }
  }

  /// The configuration's section spacing, 0 (with a message) when it is negative or not finite.
  func validSpacing(_ spacing: CGFloat, _ collectionView: UICollectionView) -> CGFloat {
    guard !spacing.isFinite || spacing < 0 else { return spacing }
    collectionView.reportOnce("UICollectionViewCompositionalLayout: interSectionSpacing is \(spacing); 0 is used")
    return 0
  }
}

extension NSCollectionLayoutDimension {
  /// What is impossible about this dimension (a width when `isWidth`) in `container`, with what
  /// is laid out instead; nil when nothing is.
  func problem(isWidth: Bool, container: CGSize) -> String? {
    let name: String
    let value: CGFloat
    var reference: (length: CGFloat, word: String)?
    switch kind {
    case .absolute(let length): (name, value) = (".absolute(\(length))", length)
    case .estimated(let length): (name, value) = (".estimated(\(length))", length)
    case .fractionalWidth(let fraction):
      (name, value, reference) = (".fractionalWidth(\(fraction))", fraction, (container.width, "wide"))
    case .fractionalHeight(let fraction):
      (name, value, reference) = (".fractionalHeight(\(fraction))", fraction, (container.height, "high"))
    }
    if value.isNaN { return "\(name), not a number; it is laid out as 0" }
    if value == .infinity {
      let side = isWidth ? "width" : "height"
      return
        "\(name), infinite; it is laid out as the container's \(side), \(isWidth ? container.width : container.height)"
    }
    if value < 0 { return "\(name), negative; it is laid out as 0" }
    // A container that is 0 both ways is a view not laid out yet: nothing to say.
    if let reference, reference.length == 0, value > 0, container.width > 0 || container.height > 0 {
      return "\(name) of a container that is 0 \(reference.word); it is laid out as 0"
    }
    return nil
  }
}

extension NSDirectionalEdgeInsets {
  /// Negative and non-finite insets as 0.
  var finiteNonNegative: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: top.finiteNonNegative, leading: leading.finiteNonNegative, bottom: bottom.finiteNonNegative,
      trailing: trailing.finiteNonNegative)
  }

  var isImpossible: Bool { [top, leading, bottom, trailing].contains { !$0.isFinite || $0 < 0 } }

  /// The insets and what is used instead.
  var problemDescription: String {
    "(\(top), \(leading), \(bottom), \(trailing)) are negative or not finite; those are taken as 0"
  }
}
