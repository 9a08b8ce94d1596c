extension UIView {

    /// Gestures do nothing in a snapshot; adding one is reported.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        UIKitWarnings.record("\(layoutName): gesture recognizers do nothing in a snapshot")
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }

    /// Animations are shown at their end: the block runs at once, then the completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIKitWarnings.record("animations are shown at their end state")
        animations()
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    }
}

/// `UIGestureRecognizer`: kept on the view, never recognised.
@MainActor
open class UIGestureRecognizer {
    public init() {}
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public weak var view: UIView?
}

/// `UITapGestureRecognizer`.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
}

/// `UIPanGestureRecognizer`.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// `UILongPressGestureRecognizer`.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}

/// Finds views whose class overrides `draw(_:)`: the base implementation did not run.
@MainActor
enum DrawingCheck {
    static var baseDrawRan = false

    static func check(_ view: UIView) {
        guard !UIKitClasses.isBuiltIn(view) else { return }
        baseDrawRan = false
        view.draw(view.bounds)
        if !baseDrawRan { UIKitWarnings.record("\(view.layoutName) overrides draw(_:): custom drawing is not shown") }
    }
}
