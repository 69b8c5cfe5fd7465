/// The engine's installed constraints by identity: the entries in one array in the order they
/// were added, and a table from each constraint's identifier to its entry's place. Adding
/// 100,000 constraints at once writes the entries one after another and the table's small
/// places at random, where a table of the entries themselves wrote each at random (about seven
/// cache misses a constraint in a system that large, the most of any step of the engine).
struct InstalledConstraints {
  private var places: [ObjectIdentifier: Int32] = [:]
  private(set) var entries: [AutoLayoutEngine.Installed] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  mutating func reserveCapacity(_ capacity: Int) {
    places.reserveCapacity(capacity)
    entries.reserveCapacity(capacity)
  }

  /// The entry of the constraint `id` names; set to nil, it is taken out (the last entry moves
  /// to its place).
  subscript(_ id: ObjectIdentifier) -> AutoLayoutEngine.Installed? {
    get { places[id].map { entries[Int($0)] } }
    set {
      if let entry = newValue {
        set(entry, for: id)
      } else if let place = places.removeValue(forKey: id) {
        let last = entries.removeLast()
        if Int(place) < entries.count {
          entries[Int(place)] = last
          places[ObjectIdentifier(last.constraint)] = place
        }
      }
    }
  }

  /// Adds or replaces the entry of the constraint `id` names, taking `entry` as it is (its
  /// constraint not retained again: a batch's constraints have gone cold by the time it adds them).
  mutating func set(_ entry: consuming AutoLayoutEngine.Installed, for id: ObjectIdentifier) {
    if let place = places[id] {
      entries[Int(place)] = entry
    } else {
      places[id] = Int32(entries.count)
      entries.append(entry)
    }
  }
}
