import Foundation
import ViewCore

/// The items of one section as an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`): root
/// items in order, each with children in order, and which parents are expanded. The section shows
/// `visibleItems` — the roots, and the children of expanded parents whose own parents show.
/// An identifier appears once; a duplicate or a parent that is not there is refused with a
/// message and changes nothing.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  public typealias Item = ItemIdentifierType

  public private(set) var rootItems: [Item] = []
  private var children: [Item: [Item]] = [:]
  private var parents: [Item: Item] = [:]
  private var expanded: Set<Item> = []

  public init() {}

  /// Every item, depth first (a parent before its children).
  public var items: [Item] {
    var result: [Item] = []
    func walk(_ items: [Item]) {
      for item in items {
        result.append(item)
        walk(children[item] ?? [])
      }
    }
    walk(rootItems)
    return result
  }

  /// The items the section shows, depth first: roots, and the children of expanded parents that
  /// show.
  public var visibleItems: [Item] {
    var result: [Item] = []
    func walk(_ items: [Item]) {
      for item in items {
        result.append(item)
        if expanded.contains(item) { walk(children[item] ?? []) }
      }
    }
    walk(rootItems)
    return result
  }

  public func contains(_ item: Item) -> Bool { parents[item] != nil || rootItems.contains(item) }
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var parent = parents[item]
    while let current = parent {
      guard expanded.contains(current) else { return false }
      parent = parents[current]
    }
    return true
  }

  /// How deep the item is: 0 for a root.
  public func level(of item: Item) -> Int {
    var level = 0
    var parent = parents[item]
    while let current = parent {
      level += 1
      parent = parents[current]
    }
    return level
  }

  /// The item's index in `items`.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
  public func parent(of child: Item) -> Item? { parents[child] }
  /// Whether `item` has children.
  func hasChildren(_ item: Item) -> Bool { !(children[item] ?? []).isEmpty }

  /// The subtree under `parent` (with it as the root when `includingParent`).
  public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
    var result = NSDiffableDataSourceSectionSnapshot<Item>()
    guard contains(parent) else {
      Self.report("Invalid parent item identifier: \(parent)")
      return result
    }
    func copy(_ items: [Item], to newParent: Item?) {
      result.append(items, to: newParent)
      for item in items {
        if expanded.contains(item) { result.expanded.insert(item) }
        copy(children[item] ?? [], to: item)
      }
    }
    if includingParent {
      copy([parent], to: nil)
    } else {
      copy(children[parent] ?? [], to: nil)
    }
    return result
  }

  // MARK: Changes

  /// Appends `items` to the roots, or to `parent`'s children.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    guard accepts(items), parent.map(located) ?? true else { return }
    if let parent {
      children[parent, default: []] += items
      for item in items { parents[item] = parent }
    } else {
      rootItems += items
    }
  }

  /// Appends `snapshot`'s items (with their children) to the roots or to `parent`.
  public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, to parent: Item? = nil) {
    guard accepts(snapshot.items), parent.map(located) ?? true else { return }
    append(snapshot.rootItems, to: parent)
    graft(snapshot)
  }

  public mutating func insert(_ items: [Item], before item: Item) { insert(items, at: item, offset: 0) }
  public mutating func insert(_ items: [Item], after item: Item) { insert(items, at: item, offset: 1) }

  public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, before item: Item) {
    insert(snapshot.rootItems, at: item, offset: 0)
    if contains(snapshot.rootItems.first ?? item) { graft(snapshot) }
  }

  public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, after item: Item) {
    insert(snapshot.rootItems, at: item, offset: 1)
    if contains(snapshot.rootItems.first ?? item) { graft(snapshot) }
  }

  /// Deletes `items` and their children.
  public mutating func delete(_ items: [Item]) {
    for item in items where contains(item) {
      for child in children[item] ?? [] { delete([child]) }
      children[item] = nil
      expanded.remove(item)
      if let parent = parents.removeValue(forKey: item) {
        children[parent]?.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
    }
  }

  public mutating func deleteAll() { self = .init() }

  /// Shows the children of `items` (where their parents show).
  public mutating func expand(_ items: [Item]) {
    for item in items where located(item) { expanded.insert(item) }
  }

  /// Hides the children of `items`.
  public mutating func collapse(_ items: [Item]) {
    for item in items { expanded.remove(item) }
  }

  /// Replaces `parent`'s children with `snapshot`'s items.
  public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
    guard located(parent) else { return }
    for child in children[parent] ?? [] { delete([child]) }
    append(snapshot, to: parent)
  }

  /// The outline as text, one item a line, indented by level ("+" expanded, "-" collapsed).
  public func visualDescription() -> String {
    items.map { item in
      let mark = (children[item] ?? []).isEmpty ? " " : expanded.contains(item) ? "+" : "-"
      return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
    }.joined(separator: "\n")
  }

  // MARK: Checks

  /// Copies `snapshot`'s children and expansion under items already placed here.
  private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
    for item in snapshot.items {
      if snapshot.expanded.contains(item) { expanded.insert(item) }
      let kids = snapshot.children[item] ?? []
      guard !kids.isEmpty else { continue }
      children[item, default: []] += kids
      for kid in kids { parents[kid] = item }
    }
  }

  private mutating func insert(_ items: [Item], at anchor: Item, offset: Int) {
    guard located(anchor), accepts(items) else { return }
    if let parent = parents[anchor], let index = children[parent]?.firstIndex(of: anchor) {
      children[parent]?.insert(contentsOf: items, at: index + offset)
      for item in items { parents[item] = parent }
    } else if let index = rootItems.firstIndex(of: anchor) {
      rootItems.insert(contentsOf: items, at: index + offset)
    }
  }

  private func located(_ item: Item) -> Bool {
    guard contains(item) else {
      Self.report("Invalid item identifier specified: \(item)")
      return false
    }
    return true
  }

  private func accepts(_ new: [Item]) -> Bool {
    var seen = Set<Item>()
    let duplicates = new.filter { contains($0) || !seen.insert($0).inserted }
    guard duplicates.isEmpty else {
      Self.report("Supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
      return false
    }
    return true
  }

  private static func report(_ message: String) {
    Diagnostics.report(message, from: "NSDiffableDataSourceSectionSnapshot")
  }
}
