import Foundation

/// A touch-screen finger as SDL names it: device and finger.
struct ScreenFingerKey: Hashable {
  let touchID: Int64
  let fingerID: Int64
}

/// A touch-screen finger in flight: the core's id for it and where it is (points).
struct ScreenFinger {
  let id: Int
  var location: CGPoint
}
