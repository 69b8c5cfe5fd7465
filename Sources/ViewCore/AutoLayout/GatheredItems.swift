/// The items a gathering found (views and guides, with what each is defined against), as a set
/// that also remembers the order they were found in: passes over every item (definitions, new
/// unknowns) go in that order, which is the hierarchy's and, as a rule, the order the objects
/// were made in — not a hash table's order, which in a system of 100,000 constraints visits
/// 25,000 cold views at random.
struct GatheredItems {
  /// The items in the order they were first inserted (kept alive here).
  private var order: [AnyObject] = []
  private var members: Set<ObjectIdentifier> = []

  var count: Int { order.count }
  var capacity: Int { members.capacity }

  mutating func reserveCapacity(_ capacity: Int) {
    members.reserveCapacity(capacity)
    order.reserveCapacity(capacity)
  }

  func contains(_ id: ObjectIdentifier) -> Bool { members.contains(id) }

  /// Adds `item`; false when it was there already.
  @discardableResult
  mutating func insert(_ item: AnyObject) -> Bool {
    guard members.insert(ObjectIdentifier(item)).inserted else { return false }
    order.append(item)
    return true
  }

  /// Takes `item` out (a gathering takes out the root, which it met among the first items).
  mutating func remove(_ item: AnyObject) {
    guard members.remove(ObjectIdentifier(item)) != nil else { return }
    if let at = order.firstIndex(where: { $0 === item }) { order.remove(at: at) }
  }

  /// Each item in the order it was found.
  func forEach(_ body: (AnyObject) -> Void) {
    for item in order { body(item) }
  }
}
