import Typesetting

/// UISegmentedControl properties (text segments; iOS 13+ look and metrics).
public struct SegmentedControlProperties: Hashable, Sendable {
    /// The segments' titles, in order.
    public var segments: [String]
    /// `selectedSegmentIndex`; -1 (`UISegmentedControl.noSegment`) or out of range selects none.
    public var selectedSegmentIndex: Int
    /// `apportionsSegmentWidthsByContent`: each segment as wide as its own title, instead of
    /// every segment as wide as the widest.
    public var apportionsSegmentWidthsByContent: Bool
    /// `selectedSegmentTintColor`; nil = the system's (white, or grey in dark mode).
    public var selectedSegmentTintColor: Color?

    public init(segments: [String] = [], selectedSegmentIndex: Int = -1,
                apportionsSegmentWidthsByContent: Bool = false, selectedSegmentTintColor: Color? = nil) {
        self.segments = segments; self.selectedSegmentIndex = selectedSegmentIndex
        self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
        self.selectedSegmentTintColor = selectedSegmentTintColor
    }

    /// The selected index when it names a segment, else nil.
    public var selectedIndex: Int? {
        segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    }

    /// Title fonts: 13 pt regular, the selected segment's 13 pt medium (iOS 13+).
    public static let titleFont = FontDescriptor.system(size: 13, weight: .regular)
    public static let selectedTitleFont = FontDescriptor.system(size: 13, weight: .medium)
    /// The frame's height: 32 from iOS 13 (Xcode 11+ stores 32-point frames), 29 before (the
    /// iOS 7-12 control; Xcode 9 and 10 store 29-point frames). The frame sticks out of the
    /// alignment rect 1 pt at the bottom (`alignmentRectInsets`), so the intrinsic height is 1
    /// less.
    public static func height(osVersion: OSVersion) -> Double { osVersion >= OSVersion(13) ? 32 : 29 }
    /// A control held 28 tall by a constraint is stored 29 tall (Xcode 10), one stretched by a
    /// stack 1 pt taller than its place (Xcode 13).
    public static let alignmentRectInsets = EdgeInsets(bottom: 1)
    /// Space around a title inside its segment, each side, and the divider between two
    /// segments (docs/layout.md, "Controls").
    public static let titlePadding = 10.0
    public static let dividerWidth = 1.0
}

extension SegmentedControlProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .segmentedControl(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .segmentedControl(self) }
}

extension IntrinsicSizer {
    /// Segments side by side with a divider between two: each as wide as the widest title
    /// (measured in the selected segment's medium face, the wider one) plus padding, or as its
    /// own title with `apportionsSegmentWidthsByContent`. The text block is one title line
    /// centred in the frame's height, so the control's baseline is its titles'.
    func content(of s: SegmentedControlProperties, rtl: Bool) -> IntrinsicContent {
        typealias P = SegmentedControlProperties
        let widths = s.segments.map { title in
            PixelGrid.ceil(measurer.measure(request(title, P.selectedTitleFont, maxWidth: nil, lines: 1, rtl: rtl)).width,
                           scale: scale) + 2 * P.titlePadding
        }
        let dividers = Double(max(0, s.segments.count - 1)) * P.dividerWidth
        let width = s.apportionsSegmentWidthsByContent ? widths.reduce(0, +) + dividers
            : Double(widths.count) * (widths.max() ?? 0) + dividers
        let sample = s.segments.first { !$0.isEmpty } ?? "X"
        let m = measurer.measure(request(sample, P.titleFont, maxWidth: nil, lines: 1, rtl: rtl, lineMetrics: .font))
        let below = P.alignmentRectInsets.bottom
        return IntrinsicContent(width: width, height: P.height(osVersion: environment.osVersion) - below, text: m,
                                textPlacement: .centered(insetTop: 0, insetBottom: -below))
    }
}

extension SegmentedControlProperties: UIKitClass {
    public static let uikitDefault = SegmentedControlProperties()
    public static let recipeKey = "segmentedControl"
    public static let interfaceBuilderElement: String? = "segmentedControl"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("segments", .titles(\.segments)),
        UIKitProperty("selectedSegmentIndex", .integer(\.selectedSegmentIndex, range: -1...1_000, what: "a segment index (-1 = none)")),
        UIKitProperty("apportionsSegmentWidthsByContent", .bool(\.apportionsSegmentWidthsByContent)),
        UIKitProperty("selectedSegmentTintColor", .color(\.selectedSegmentTintColor)),
    ]
    public static let undrawnInterfaceBuilderKeys: [UIKitProperty<Self>.Undrawn] = [.titleImages]
    public static let undrawnNote: String? = "segment images are not drawn"
}

extension SegmentedControlProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        let selected = selectedIndex.flatMap { segments.indices.contains($0) ? segments[$0] : nil } ?? ""
        return .control(segments.joined(separator: ", "), value: selected, traits: [.button])
    }
    var checkRole: CheckRole { .textOrControl }
    func alignmentRectInsets(os: OSVersion) -> EdgeInsets { Self.alignmentRectInsets }
}
