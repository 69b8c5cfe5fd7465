// Tutorial 004's menu: the storyboard's initial scene, a Table View Controller with four static
// Basic cells, embedded in a Navigation Controller, each row pushing a demo by a selection segue.
//
// Changes from the tutorial's project, each forced by Linux:
// 1. Storyboard wiring in code: the tutorial writes no code for this scene (static cells and
//    push segues are made in Interface Builder), so this subclass, named as Xcode's Cocoa Touch
//    Class template names one, is that storyboard scene: it returns the four static cells (style
//    Basic, the titles the tutorial lists: "Image Scroll", "Custom View Scroll", "Paged", "Paged
//    with Peeking") and does each row's push segue in `tableView(_:didSelectRowAt:)`, pushing the
//    controller the tutorial connects to that row (ViewController, CustomScrollViewController,
//    PagedScrollViewController, PeekPagedScrollViewController). The Navigation Controller around
//    it is made in AppDelegate.
import UIKit

class TableViewController: UITableViewController {
  /// The static cells' titles, in the storyboard's order.
  let titles = ["Image Scroll", "Custom View Scroll", "Paged", "Paged with Peeking"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return titles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }

  /// The selection segues: each row pushes the controller the storyboard connects to it.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(destination(forRow: indexPath.row), animated: true)
  }

  /// The controller a row's segue leads to.
  func destination(forRow row: Int) -> UIViewController {
    switch row {
    case 0: return ViewController()
    case 1: return CustomScrollViewController()
    case 2: return PagedScrollViewController()
    default: return PeekPagedScrollViewController()
    }
  }
}
