import Layout

/// `UIControl`: state and alignment; targets and actions are accepted and never sent.
@MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }

    /// The control's current state.
    public var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    open func addTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

/// `UIAction`: a handler that is kept and never run (nothing is tapped in a snapshot).
@MainActor
open class UIAction {
    public var title: String
    public var image: UIImage?
    public init(title: String = "", image: UIImage? = nil, identifier: Any? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title; self.image = image
    }
}

extension UIControl.ContentHorizontalAlignment {
    var layout: ControlContentHorizontalAlignment {
        switch self {
        case .center: .center
        case .left: .left
        case .right: .right
        case .fill: .fill
        case .leading: .leading
        case .trailing: .trailing
        }
    }
}

extension UIControl.ContentVerticalAlignment {
    var layout: ControlContentVerticalAlignment {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .fill: .fill
        }
    }
}
