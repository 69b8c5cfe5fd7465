import Foundation
import ViewCore

/// The state of a list's data as identifiers (UIKit's `NSDiffableDataSourceSnapshot`): sections
/// in order, each with its items in order. Every identifier appears once; a duplicate, an item
/// with no section to go in, or an identifier that is not there is refused with a message and
/// changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  private(set) var sections: [Section] = []
  private(set) var items: [Section: [Item]] = [:]
  /// The items marked by `reloadItems` / `reconfigureItems` since the snapshot was made.
  public private(set) var reloadedItemIdentifiers: [Item] = []
  public private(set) var reconfiguredItemIdentifiers: [Item] = []
  public private(set) var reloadedSectionIdentifiers: [Section] = []

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
  public var sectionIdentifiers: [Section] { sections }
  public var itemIdentifiers: [Item] { sections.flatMap { items[$0] ?? [] } }

  public func numberOfItems(inSection identifier: Section) -> Int { items[identifier]?.count ?? 0 }
  public func itemIdentifiers(inSection identifier: Section) -> [Item] { items[identifier] ?? [] }
  public func indexOfSection(_ identifier: Section) -> Int? { sections.firstIndex(of: identifier) }

  public func sectionIdentifier(containingItem identifier: Item) -> Section? {
    sections.first { items[$0]?.contains(identifier) == true }
  }

  /// The item's index among all items, in order.
  public func indexOfItem(_ identifier: Item) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

  /// The item at `indexPath` (section, then item or row), if there is one.
  func itemIdentifier(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let items = self.items[sections[indexPath.section]] ?? []
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// Where `identifier` is, as a section and an item index.
  func indexPath(of identifier: Item) -> IndexPath? {
    guard let section = sectionIdentifier(containingItem: identifier), let sectionIndex = indexOfSection(section),
      let item = items[section]?.firstIndex(of: identifier)
    else { return nil }
    return IndexPath(indexes: [sectionIndex, item])
  }

  /// The number of items in the section at `index` (0 when there is none).
  func numberOfItems(inSectionAt index: Int) -> Int {
    sections.indices.contains(index) ? items[sections[index]]?.count ?? 0 : 0
  }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [Section]) {
    guard accepts(sections: identifiers) else { return }
    sections += identifiers
    for identifier in identifiers { items[identifier] = [] }
  }

  public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
    guard accepts(sections: identifiers), let index = located(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers, at: index)
    for identifier in identifiers { items[identifier] = [] }
  }

  public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
    guard accepts(sections: identifiers), let index = located(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers, at: index + 1)
    for identifier in identifiers { items[identifier] = [] }
  }

  public mutating func deleteSections(_ identifiers: [Section]) {
    sections.removeAll { identifiers.contains($0) }
    for identifier in identifiers { items[identifier] = nil }
  }

  public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
    guard located(identifier) != nil, identifier != toIdentifier else { return }
    sections.removeAll { $0 == identifier }
    guard let index = located(toIdentifier) else { return sections.append(identifier) }
    sections.insert(identifier, at: index)
  }

  public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
    guard located(identifier) != nil, identifier != toIdentifier else { return }
    sections.removeAll { $0 == identifier }
    guard let index = located(toIdentifier) else { return sections.append(identifier) }
    sections.insert(identifier, at: index + 1)
  }

  public mutating func reloadSections(_ identifiers: [Section]) { reloadedSectionIdentifiers += identifiers }

  // MARK: Items

  /// Appends to `sectionIdentifier`, or to the last section.
  public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
    guard let section = sectionIdentifier ?? sections.last else {
      return Self.report("There are currently no sections in the data source. Please add a section first.")
    }
    guard located(section) != nil, accepts(items: identifiers) else { return }
    items[section, default: []] += identifiers
  }

  public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    insert(identifiers, at: beforeIdentifier, offset: 0)
  }

  public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    insert(identifiers, at: afterIdentifier, offset: 1)
  }

  public mutating func deleteItems(_ identifiers: [Item]) {
    let doomed = Set(identifiers)
    for section in sections { items[section]?.removeAll { doomed.contains($0) } }
  }

  public mutating func deleteAllItems() {
    sections = []
    items = [:]
  }

  public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
    guard identifier != toIdentifier, sectionIdentifier(containingItem: identifier) != nil else { return }
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, offset: 0)
  }

  public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
    guard identifier != toIdentifier, sectionIdentifier(containingItem: identifier) != nil else { return }
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, offset: 1)
  }

  public mutating func reloadItems(_ identifiers: [Item]) { reloadedItemIdentifiers += identifiers }
  public mutating func reconfigureItems(_ identifiers: [Item]) { reconfiguredItemIdentifiers += identifiers }

  // MARK: Checks

  private mutating func insert(_ identifiers: [Item], at anchor: Item, offset: Int) {
    guard let section = sectionIdentifier(containingItem: anchor), let index = items[section]?.firstIndex(of: anchor)
    else { return Self.report("Invalid item identifier specified for insert or move: \(anchor)") }
    guard accepts(items: identifiers) else { return }
    items[section]?.insert(contentsOf: identifiers, at: index + offset)
  }

  private func located(_ section: Section) -> Int? {
    guard let index = sections.firstIndex(of: section) else {
      Self.report("Invalid section identifier: \(section)")
      return nil
    }
    return index
  }

  private func accepts(sections new: [Section]) -> Bool {
    let duplicates = new.filter { sections.contains($0) } + Self.repeated(new)
    guard duplicates.isEmpty else {
      Self.report("Supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
      return false
    }
    return true
  }

  private func accepts(items new: [Item]) -> Bool {
    let present = Set(itemIdentifiers)
    let duplicates = new.filter { present.contains($0) } + Self.repeated(new)
    guard duplicates.isEmpty else {
      Self.report("Supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
      return false
    }
    return true
  }

  private static func repeated<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { !seen.insert($0).inserted }
  }

  private static func report(_ message: String) {
    Diagnostics.report(message, from: "NSDiffableDataSourceSnapshot")
  }
}

/// A snapshot is a value: it crosses isolation like its identifiers, as on iOS.
extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
