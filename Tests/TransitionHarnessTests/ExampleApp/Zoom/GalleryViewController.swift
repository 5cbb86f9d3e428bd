import HeadlessUIKit

/// The gallery: a grid of thumbnails; opening one zooms its photo to full screen.
final class GalleryViewController: UIViewController {
    /// The thumbnail the photo zooms from and back to.
    let thumbnail = UIView(frame: CGRect(x: 24, y: 140, width: 110, height: 110))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .white
        thumbnail.backgroundColor = UIColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        view.addSubview(thumbnail)
    }

    /// Opens the photo, as a tap on the thumbnail does.
    func openPhoto(animated: Bool) {
        navigationController?.pushViewController(PhotoViewController(), animated: animated)
    }
}

/// A photo, full screen.
final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = UIColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        let caption = UIView(frame: CGRect(x: 16, y: 700, width: 300, height: 40))
        caption.backgroundColor = .white
        view.addSubview(caption)
    }
}
