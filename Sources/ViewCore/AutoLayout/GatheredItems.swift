/// The items a gathering found (views and guides, with what each is defined against), as a set
/// that also remembers the order they were found in: passes over every item (definitions, new
/// unknowns) go in that order, which is the hierarchy's and, as a rule, the order the objects
/// were made in — not the table's hashed order, which in a system of 100,000 constraints visits
/// 25,000 cold views at random.
struct GatheredItems {
  private(set) var table: [ObjectIdentifier: AnyObject] = [:]
  /// The items in the order they were first inserted, each kept alive by `table`.
  private var order: [Unmanaged<AnyObject>] = []

  var count: Int { table.count }
  var capacity: Int { table.capacity }

  mutating func reserveCapacity(_ capacity: Int) {
    table.reserveCapacity(capacity)
    order.reserveCapacity(capacity)
  }

  subscript(_ id: ObjectIdentifier) -> AnyObject? { table[id] }

  /// Adds `item`; false when it was there already.
  @discardableResult
  mutating func insert(_ item: AnyObject) -> Bool {
    let id = ObjectIdentifier(item)
    guard table[id] == nil else { return false }
    table[id] = item
    order.append(.passUnretained(item))
    return true
  }

  /// Takes `item` out (a gathering takes out the root, which it met among the first items).
  mutating func remove(_ item: AnyObject) {
    guard table.removeValue(forKey: ObjectIdentifier(item)) != nil else { return }
    let pointer = Unmanaged.passUnretained(item).toOpaque()
    if let at = order.firstIndex(where: { $0.toOpaque() == pointer }) { order.remove(at: at) }
  }

  /// Each item in the order it was found.
  func forEach(_ body: (AnyObject) -> Void) {
    for unmanaged in order { body(unmanaged.takeUnretainedValue()) }
  }
}
