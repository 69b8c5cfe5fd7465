import Foundation

extension UITiledImageView {
  /// Records each tile of `range`: its image when resident, an error tile when it failed, else
  /// the matching part of the nearest coarser resident tile.
  func drawTiles(_ range: TileRange, in context: UIGraphicsContext) {
    for key in range.keys {
      let rect = levels.rect(of: key, inBoundsOfSize: bounds.size)
      switch cache.content(for: key) {
      case .image(let image)?:
        context.draw(image, in: rect)
      case .failed?:
        drawErrorTile(in: rect, level: key.level, context: context)
      case nil:
        if let (image, part) = standIn(for: key) { context.draw(image, in: rect, source: part) }
      }
    }
  }

  /// The nearest coarser resident image containing `key`, and the part of it (its points) that
  /// covers `key`'s area; marks it used.
  func standIn(for key: TileKey) -> (UIImage, CGRect)? {
    var levelsUp = 1
    while key.level + levelsUp <= levels.coarsest {
      let coarse = key.ancestor(levelsUp: levelsUp)
      if let image = cache.content(for: coarse)?.image {
        let fine = levels.pixelBounds(of: key)
        let origin = levels.pixelBounds(of: coarse)
        let factor = CGFloat(1 << levelsUp)
        let part = CGRect(
          x: CGFloat(fine.minX) / factor - CGFloat(origin.minX),
          y: CGFloat(fine.minY) / factor - CGFloat(origin.minY),
          width: CGFloat(fine.maxX - fine.minX) / factor, height: CGFloat(fine.maxY - fine.minY) / factor)
        // Levels round their sizes up, so an edge tile may reach a fraction past its stand-in.
        return (image, part.intersection(CGRect(origin: .zero, size: image.size)))
      }
      levelsUp += 1
    }
    return nil
  }

  /// The placeholder idea of `UIImageView`: grey with a red frame and cross, so a failed tile is
  /// never silently blank. Lines are three pixels of the tile's level wide (1.5 to 3 on screen);
  /// the colours and widths are choices of this project.
  func drawErrorTile(in rect: CGRect, level: Int, context: UIGraphicsContext) {
    let red = UIColor(red: 0.85, green: 0.1, blue: 0.1)
    let width = 3 * CGFloat(1 << level) * bounds.width / CGFloat(levels.width)
    context.fill(rect, color: UIColor(white: 0.85))
    context.stroke(rect.insetBy(dx: width / 2, dy: width / 2), color: red, lineWidth: width)
    // The two diagonals: top left to bottom right, top right to bottom left.
    for (topX, bottomX) in [(rect.minX, rect.maxX), (rect.maxX, rect.minX)] {
      let from = CGPoint(x: topX, y: rect.minY)
      context.strokeLine(from: from, to: CGPoint(x: bottomX, y: rect.maxY), color: red, lineWidth: width)
    }
  }
}
