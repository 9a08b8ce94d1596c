import Layout
import Typesetting

/// The screen a hierarchy is laid out on, and the text measurer the layouts use. A view
/// controller's view is laid out on `screen`; any other top view on a screen of its own size.
@MainActor
@_spi(SnapshotHost) public enum LayoutHost {
    /// The screen of view controllers' views (an iPhone 8 in portrait unless a snapshot says otherwise).
    public static var screen = Environment() {
        didSet { UITraitCollection.current = UITraitCollection(screen) }
    }

    /// Measures text; opened on first use from the shipped fonts unless set (a snapshot's pipeline's).
    public static var measurer: any TextMeasuring {
        get {
            if let stored { return stored }
            let opened: any TextMeasuring
            do throws(TypesettingError) {
                opened = try TypesetterMeasurer()
            } catch {
                UIKitWarnings.record("the fonts could not be opened (\(error)): text takes no room")
                opened = EmptyMeasurer()
            }
            stored = opened
            return opened
        }
        set { stored = newValue }
    }

    private static var stored: (any TextMeasuring)?

}

/// A measurer for when no fonts open: every text is empty.
private struct EmptyMeasurer: TextMeasuring {
    func measure(_ request: TextRequest) -> TextMeasurement {
        TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }
}
