// Lazy view loading [DOC UIViewController.view]: the first read of `view` calls `loadView()`,
// then `viewDidLoad()`. An override of `loadView()` that assigns no view gets a plain one
// (UIKit would call `loadView()` again on every access [OBS]; bad input never loops here).

extension UIViewController {
    /// The view, loaded on first use.
    var loadedView: UIView {
        if let view = viewStorage { return view }
        loadView()
        let view = viewStorage ?? UIView(frame: .zero)
        viewStorage = view
        record(.viewDidLoad)
        viewDidLoad()
        return view
    }

    /// The controller's name in logs: its title, or its type name.
    package var logName: String {
        title ?? String(describing: type(of: self))
    }

    /// The controller as UIKit's messages print it, without the address: `<Type: title>`.
    package var diagnosticName: String {
        let type = String(describing: Swift.type(of: self))
        return title.map { "<\(type): \($0)>" } ?? "<\(type)>"
    }

    /// Logs `kind` about this controller in the current recorder.
    func record(_ kind: UIKitEvent.Kind) {
        UIKitRecorder.current.record(kind, subject: logName, subjectID: ObjectIdentifier(self))
    }

    /// Records a diagnostic about this controller in the current recorder.
    func diagnose(_ kind: UIKitDiagnostic.Kind, _ message: String) {
        UIKitRecorder.current.diagnose(kind, message, subject: diagnosticName)
    }
}
