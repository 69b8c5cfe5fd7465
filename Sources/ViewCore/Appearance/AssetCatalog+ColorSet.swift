import Foundation

extension AssetCatalog {
  /// The colour set `name` in the first of `catalogs` holding one: its universal colour, and when
  /// the set has one, its dark appearance (an entry with the `luminosity` appearance `dark`), the
  /// two making one dynamic colour. Nil when no catalog has the name, or (said once) when its
  /// `Contents.json` is unreadable or its components are not numbers.
  static func color(named name: String, in catalogs: [AssetCatalog]) -> UIColor? {
    guard let folder = catalogs.lazy.compactMap({ $0.colorSets[name] }).first else { return nil }
    guard let contents = contents(ofSet: folder, kind: "colour set", name: name) else { return nil }
    let entries = (contents["colors"] as? [[String: Any]]) ?? []
    func luminosity(of entry: [String: Any]) -> String? {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      return appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
    }
    func preferred(_ candidates: [[String: Any]]) -> [String: Any]? {
      candidates.first { ($0["idiom"] as? String ?? "universal") == "universal" } ?? candidates.first
    }
    let light = entries.filter { [nil, "light"].contains(luminosity(of: $0)) }
    guard let lightEntry = preferred(light), let lightColor = parse(lightEntry, name: name, folder: folder) else {
      if preferred(light) == nil {
        report("colour set '\(name)' at \(folder) has no colour for the light appearance", key: folder)
      }
      return nil
    }
    guard let darkEntry = preferred(entries.filter { luminosity(of: $0) == "dark" }) else { return lightColor }
    guard let darkColor = parse(darkEntry, name: name, folder: folder) else { return nil }
    return UIColor(light: lightColor, dark: darkColor)
  }

  /// One entry's colour, or nil (said once) when it has no components or a bad one.
  private static func parse(_ entry: [String: Any], name: String, folder: String) -> UIColor? {
    guard let color = entry["color"] as? [String: Any] else {
      report("colour set '\(name)' at \(folder) has an entry without a colour", key: folder)
      return nil
    }
    guard let components = color["components"] as? [String: Any] else {
      let what = color["platform"] != nil ? "a system colour reference, which is not read here" : "no components"
      report("colour set '\(name)' at \(folder) has \(what)", key: folder)
      return nil
    }
    let space = color["color-space"] as? String ?? "srgb"
    var values: [String: CGFloat] = [:]
    for key in ["red", "green", "blue", "alpha", "white"] {
      guard let raw = components[key] else { continue }
      guard let value = component(raw, isAlpha: key == "alpha") else {
        report("colour set '\(name)' at \(folder): component \(key) is \(raw), not a number Xcode writes", key: folder)
        return nil
      }
      values[key] = value
    }
    let alpha = values["alpha"] ?? 1
    if let white = values["white"], values["red"] == nil {
      return UIColor(white: white, alpha: alpha)
    }
    guard let red = values["red"], let green = values["green"], let blue = values["blue"] else {
      report("colour set '\(name)' at \(folder) lacks a red, green or blue component", key: folder)
      return nil
    }
    if space == "display-p3" {
      return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
    }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A component in one of the forms Xcode writes: a floating-point string ("0.800"), a hex
  /// byte ("0xCC"), an 8-bit integer ("204"); a JSON number is read the same way. Alpha is
  /// always floating point. Nil for anything else, or a value outside its range.
  static func component(_ raw: Any, isAlpha: Bool) -> CGFloat? {
    let text: String
    if let string = raw as? String {
      text = string.trimmingCharacters(in: .whitespaces)
    } else if let number = raw as? NSNumber {
      text = number.stringValue
    } else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      guard !isAlpha, let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
      return CGFloat(byte) / 255
    }
    if text.contains(".") || isAlpha || text.contains("e") {
      guard let value = Double(text), value.isFinite, value >= 0, value <= 1 else { return nil }
      return CGFloat(value)
    }
    guard let byte = UInt8(text) else { return nil }
    return CGFloat(byte) / 255
  }
}
