/// A view that shows text, as UIKit's `UILabel`, sized by the deterministic metrics of
/// ``UIFont``.
///
/// The model draws no glyphs. The label's size is computed: one line is as wide as its
/// characters (each `font.characterAdvance` wide) and `font.lineHeight` tall; with
/// `numberOfLines` other than 1, lines break where the `sizeThatFits(_:)` width runs out
/// (whole characters, not words) and explicit newlines break too. The size is the label's
/// intrinsic content size, so Auto Layout and `sizeToFit()` use it. Defaults as UIKit's:
/// the 17-point system font, black text, natural alignment, one line.
open class UILabel: UIView {
    /// The text shown [DOC text].
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font. Default the 17-point system font; setting nil restores it [DOC font].
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            invalidateIntrinsicContentSize()
        }
    }
    private var fontStorage = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The text color. Default black; setting nil restores it [DOC textColor].
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .black }
    }
    private var textColorStorage = UIColor.black

    /// The alignment. Default `.natural` [DOC textAlignment]. Stored only.
    open var textAlignment = NSTextAlignment.natural

    /// The most lines shown; 0 means no limit. Default 1 [DOC numberOfLines].
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The width at which a multi-line label breaks its lines for its intrinsic size. Default 0,
    /// no preference [DOC preferredMaxLayoutWidth].
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the text is shown highlighted [DOC isHighlighted]. Stored only.
    open var isHighlighted = false

    /// Whether the label is enabled [DOC isEnabled]. Stored only.
    open var isEnabled = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text's size in the model's metrics, its lines broken at `preferredMaxLayoutWidth`
    /// when there is one and `numberOfLines` is not 1.
    open override var intrinsicContentSize: CGSize {
        textSize(fittingWidth: numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? .infinity : preferredMaxLayoutWidth)
    }

    /// The text's size with its lines broken to fit `size.width` (for a label of more than one
    /// line) [DOC sizeThatFits(_:)].
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fittingWidth: numberOfLines == 1 || size.width <= 0 ? .infinity : size.width)
    }

    /// The size of the text laid out in lines no wider than `width`, at most `numberOfLines`
    /// of them; zero for no text.
    func textSize(fittingWidth width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let advance = fontStorage.characterAdvance
        let perLine = advance > 0 && width.isFinite ? max(1, Int((width / advance).rounded(.down))) : Int.max
        var lengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var remaining = paragraph.count
            repeat {
                lengths.append(min(remaining, perLine))
                remaining -= min(remaining, perLine)
            } while remaining > 0
        }
        if numberOfLines > 0 { lengths = Array(lengths.prefix(numberOfLines)) }
        let widest = lengths.max() ?? 0
        return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lengths.count) * fontStorage.lineHeight)
    }
}
