import Foundation
import ViewCore

/// The inset grouped style: each section is a card inset from the table's sides by its layout
/// margin, with its first row's top corners and its last row's bottom corners rounded; headers
/// and footers are inset the same so their captions line up with the rows' text.
extension UITableView {
  /// The rounding of a card's ends, in points (iOS's inset grouped tables round by 10 pt).
  static let cardCornerRadius: CGFloat = 10

  /// How far an inset grouped table's cards stand in from each side, in points: its layout margin,
  /// 20 pt in a horizontally regular window and 16 pt in a compact one (iOS's system minimum
  /// layout margins for a view controller's view on iPad and on iPhone); 0 in the other styles.
  var cardSideInset: CGFloat {
    guard style == .insetGrouped else { return 0 }
    return traitCollection.horizontalSizeClass == .regular ? 20 : 16
  }

  /// A row's, header's or footer's rectangle at `minY`: the table's width less the card insets.
  func cardRect(minY: CGFloat, height: CGFloat) -> CGRect {
    let inset = cardSideInset
    return CGRect(x: inset, y: minY, width: max(0, contentSize.width - 2 * inset), height: height)
  }

  /// Rounds an inset grouped section's ends on `cell` (and squares the cell again elsewhere, as
  /// cells are reused across places); the cell clips its content to the card.
  func shapeCard(of cell: UITableViewCell, first: Bool, last: Bool) {
    guard style == .insetGrouped, first || last else {
      if cell.layer.cornerRadius != 0 { cell.layer.cornerRadius = 0 }
      cell.clipsToBounds = style == .insetGrouped
      return
    }
    var corners: CACornerMask = []
    if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    cell.layer.cornerRadius = Self.cardCornerRadius
    cell.layer.maskedCorners = corners
    cell.clipsToBounds = true
  }
}
