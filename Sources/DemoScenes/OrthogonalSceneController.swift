import Foundation
import ListViews
import ViewCore

/// Scene `sections`: every `orthogonalScrollingBehavior` side by side, one row each, so the
/// difference shows under the same drag: `.continuous` rests wherever its momentum ends;
/// `.continuousGroupLeadingBoundary` on a card's leading edge; `.paging` a window's width at a time;
/// `.groupPaging` one card per flick, leading edge first; `.groupPagingCentered` one card per
/// flick, centred. Each row is a compositional layout's section, and each its own scroll view.
final class OrthogonalSceneController: UIViewController, UICollectionViewDataSource {
  static let behaviors: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, String)] = [
    (.continuous, ".continuous"),
    (.continuousGroupLeadingBoundary, ".continuousGroupLeadingBoundary"),
    (.paging, ".paging"),
    (.groupPaging, ".groupPaging"),
    (.groupPagingCentered, ".groupPagingCentered"),
  ]
  static let headerKind = "behavior-header"
  /// Cards of 240 × 100 pt, 12 apart, 16 in from the row's ends; twelve a row.
  static let cardSize = CGSize(width: 240, height: 100)
  static let cardSpacing: CGFloat = 12
  static let cardsPerRow = 12

  private(set) var collectionView: UICollectionView!
  private let photos: [UIImage]

  override init() {
    photos = PhotoCell.samplePhotos()
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    let collection = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.accessibilityIdentifier = "sections"
    collection.backgroundColor = .systemBackground
    collection.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    collection.register(SectionHeader.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "header")
    collection.dataSource = self
    view.addSubview(collection)
    collectionView = collection
  }

  /// Each section: a 24-pt header naming its behaviour, then one row of cards, 6 pt below it and
  /// 10 pt above the next header — 140 pt a section.
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
      NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
    return UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(cardSize.width), .absolute(cardSize.height)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = cardSpacing
      section.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 10, trailing: 16)
      section.orthogonalScrollingBehavior = behaviors[min(max(index, 0), behaviors.count - 1)].0
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(24)), elementKind: headerKind, alignment: .top)
      ]
      return section
    }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { Self.behaviors.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.cardsPerRow
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
    if let photo = cell as? PhotoCell {
      photo.imageView.image = photos[(indexPath.section + indexPath.item) % photos.count]
      photo.label.text = "Card \(indexPath.item + 1)"
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    (header as? SectionHeader)?.label.text = Self.behaviors[indexPath.section].1
    return header
  }
}
