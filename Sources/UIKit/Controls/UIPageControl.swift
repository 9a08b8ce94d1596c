import Layout

/// `UIPageControl`.
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .pageControl(PageControlProperties(numberOfPages: numberOfPages, currentPage: currentPage,
                                           hidesForSinglePage: hidesForSinglePage,
                                           pageIndicatorTintColor: context.color(pageIndicatorTintColor),
                                           currentPageIndicatorTintColor: context.color(currentPageIndicatorTintColor)))
    }
}
