import Foundation
import ListViews
import ViewCore

/// Scene `collection`: collection views as apps write them. Above, a carousel of photo cards in a
/// horizontal flow layout that snaps card by card in `scrollViewWillEndDragging` (the nearest card
/// to where the flick would rest, past it in the flick's direction) with `decelerationRate = .fast`;
/// below, a grid of 100,000 photos in sections of 300 with pinned headers, from a screenful of reused
/// cells, whose column count a pinch changes (CollectionSceneController+Pinch.swift). A tap
/// selects a photo.
final class CollectionSceneController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  static let cardSize = CGSize(width: 280, height: 190)
  static let cardSpacing: CGFloat = 16
  static let carouselHeight: CGFloat = 222
  static let sectionSize = 300

  let carousel: UICollectionView
  let grid: UICollectionView
  let cardCount: Int
  let photoCount: Int
  private let photos: [UIImage]
  /// How many cells the grid ever made: stays near a screenful.
  private(set) var madeCells = 0
  /// The grid's column count once a pinch has chosen one (CollectionSceneController+Pinch.swift).
  var pinchedColumns: Int?
  /// The grid's pinch in progress: the column count and the photo under the fingers at its start.
  var pinchStart: (columns: Int, anchor: PhotoGridLayout.Anchor?)?

  init(cardCount: Int = 12, photoCount: Int = 100_000) {
    self.cardCount = max(0, cardCount)
    self.photoCount = max(0, photoCount)
    photos = PhotoCell.samplePhotos()
    let cards = UICollectionViewFlowLayout()
    cards.scrollDirection = .horizontal
    cards.itemSize = Self.cardSize
    cards.minimumLineSpacing = Self.cardSpacing
    carousel = UICollectionView(frame: .zero, collectionViewLayout: cards)
    grid = UICollectionView(frame: .zero, collectionViewLayout: Self.makeGridLayout())
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    for (collection, name) in [(carousel, "carousel"), (grid, "grid")] {
      collection.accessibilityIdentifier = name
      collection.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
      collection.dataSource = self
      collection.delegate = self
      view.addSubview(collection)
    }
    carousel.backgroundColor = .systemGroupedBackground
    carousel.showsHorizontalScrollIndicator = false
    carousel.decelerationRate = .fast
    grid.backgroundColor = .systemBackground
    grid.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: CollectionSceneController.gridPinched))
    grid.register(
      SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionHeader.identifier)
  }

  override func viewDidLayoutSubviews() {
    let top = view.safeAreaInsets.top
    carousel.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: Self.carouselHeight)
    // Cards can be centred: the section's insets are half the space beside one card.
    let side = max((view.bounds.width - Self.cardSize.width) / 2, 0)
    if let cards = carousel.collectionViewLayout as? UICollectionViewFlowLayout, cards.sectionInset.left != side {
      cards.sectionInset = UIEdgeInsets(top: 16, left: side, bottom: 16, right: side)
    }
    let gridTop = top + Self.carouselHeight
    grid.frame = CGRect(x: 0, y: gridTop, width: view.bounds.width, height: max(view.bounds.height - gridTop, 0))
  }

  /// The distance from one card to the next, and the offset that centres card `index`.
  static var cardPitch: CGFloat { cardSize.width + cardSpacing }

  // MARK: Data

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    collectionView === carousel ? 1 : (photoCount + Self.sectionSize - 1) / Self.sectionSize
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    collectionView === carousel ? cardCount : min(Self.sectionSize, photoCount - section * Self.sectionSize)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
    guard let photo = cell as? PhotoCell else { return cell }
    if photo.tag == 0, collectionView === grid {
      madeCells += 1
      photo.tag = madeCells
    }
    let number = indexPath.section * Self.sectionSize + indexPath.item
    photo.imageView.image = photos[number % photos.count]
    photo.label.text = collectionView === carousel ? "Card \(indexPath.item + 1)" : "\(number + 1)"
    return photo
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: SectionHeader.identifier, for: indexPath)
    let first = indexPath.section * Self.sectionSize + 1
    (view as? SectionHeader)?.label.text =
      "Photos \(first)–\(first + self.collectionView(collectionView, numberOfItemsInSection: indexPath.section) - 1)"
    return view
  }

  /// The grid's photos: square, `gridColumns` across (a pinch changes it).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard collectionView === grid else { return Self.cardSize }
    let side = cellSide(columns: gridColumns)
    return CGSize(width: side, height: side)
  }

  // MARK: The carousel's snapping, as apps write it

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard scrollView === carousel else { return }
    let position = targetContentOffset.pointee.x / Self.cardPitch
    let index: CGFloat
    if velocity.x > 0 {
      index = position.rounded(.up)
    } else if velocity.x < 0 {
      index = position.rounded(.down)
    } else {
      index = position.rounded()
    }
    let last = CGFloat(max(cardCount - 1, 0))
    targetContentOffset.pointee.x = min(max(index, 0), last) * Self.cardPitch
  }
}

/// A photo filling the cell, with a caption; a tint while selected.
final class PhotoCell: UICollectionViewCell {
  static let identifier = "photo"

  /// The project's six photos (Assets/photos), which the collection scenes show in turn.
  static func samplePhotos() -> [UIImage] {
    let names = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble.jpg", "retina.jpg"]
    return names.map { UIImage.loadOrPlaceholder(named: "photos/\($0)") }
  }
  let imageView = UIImageView()
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
    label.font = .boldSystemFont(ofSize: 13)
    label.textColor = .white
    label.backgroundColor = UIColor(white: 0, alpha: 0.45)
    label.textAlignment = .center
    contentView.addSubview(label)
    layer.cornerRadius = 8
    clipsToBounds = true
    let tint = UIView()
    tint.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.35)
    selectedBackgroundView = tint
    bringSubviewToFront(tint)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
    label.frame = CGRect(x: 0, y: bounds.height - 22, width: bounds.width, height: 22)
    if let tint = selectedBackgroundView { bringSubviewToFront(tint) }
  }
}

/// A section's title on a bar.
final class SectionHeader: UICollectionReusableView {
  static let identifier = "header"
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.96, alpha: 0.95)
    label.font = .boldSystemFont(ofSize: 15)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 12, dy: 0)
  }
}
