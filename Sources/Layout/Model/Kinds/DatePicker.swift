/// `UIDatePicker.Mode` (`datePickerMode`).
public enum DatePickerMode: String, Hashable, Sendable, CaseIterable {
    case time, date, dateAndTime, countDownTimer
}

/// `UIDatePickerStyle` (`preferredDatePickerStyle`): `automatic` is compact on iPhone for the
/// date and time modes (iOS 14+), wheels for the count-down timer.
public enum DatePickerStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, compact, wheels, inline
}

/// A fixed calendar date and time of day (Gregorian, UTC), so a date picker shows the same text
/// on every run: never the machine's clock.
public struct CalendarDate: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public init(year: Int, month: Int, day: Int, hour: Int = 9, minute: Int = 41) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    /// What a picker shows when its document sets no date: Monday 18 September 2023, 9:41 (the
    /// release day of iOS 17, at the time Apple's screenshots show).
    public static let standard = CalendarDate(year: 2023, month: 9, day: 18, hour: 9, minute: 41)

    /// The date `seconds` after 1 January 2001 00:00 UTC (`NSDate`'s reference date, which
    /// Interface Builder's `<date key="date" timeIntervalSinceReferenceDate=>` counts from);
    /// nil when out of the years 1...9999.
    public init?(secondsSinceReferenceDate seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 2.5e11 else { return nil }
        let total = Int((seconds + 978_307_200).rounded(.down))  // since 1970-01-01
        var days = total / 86_400, rest = total % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        guard (1...9999).contains(y) else { return nil }
        self.init(year: y, month: m, day: d, hour: rest / 3600, minute: rest % 3600 / 60)
    }

    /// The date as the en_US medium date style writes it: "Sep 18, 2023".
    public var mediumDateText: String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let name = (1...12).contains(month) ? months[month - 1] : "Jan"
        return "\(name) \(day), \(year)"
    }

    /// The time as the en_US short time style writes it: "9:41 AM".
    public var shortTimeText: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        return "\(h):\(mm) \(hour < 12 ? "AM" : "PM")"
    }
}

/// UIDatePicker properties. The compact style shows one rounded capsule per part (date, time),
/// sized by its text; wheels are `wheelsSize` (320×216), the inline calendar `inlineSize`.
public struct DatePickerProperties: Hashable, Sendable {
    public var mode: DatePickerMode
    public var style: DatePickerStyle
    /// The date shown (never the clock's).
    public var date: CalendarDate
    public init(mode: DatePickerMode = .dateAndTime, style: DatePickerStyle = .automatic, date: CalendarDate = .standard) {
        self.mode = mode; self.style = style; self.date = date
    }

    /// The style drawn: `automatic` resolves to compact on iPhone (wheels for the count-down
    /// timer, which has no compact form).
    public var resolvedStyle: DatePickerStyle {
        if mode == .countDownTimer { return .wheels }
        return style == .automatic ? .compact : style
    }

    /// The texts of the compact capsules, in order.
    public var compactTexts: [String] {
        switch mode {
        case .date: return [date.mediumDateText]
        case .time: return [date.shortTimeText]
        case .dateAndTime: return [date.mediumDateText, date.shortTimeText]
        case .countDownTimer: return []
        }
    }

    /// Compact capsule metrics (iOS 14+; measured from screenshots, docs/layout.md): text 17 pt,
    /// 11 points each side, 7 above and below, corner radius 6, 6 points between capsules.
    public static let capsuleHorizontalPadding = 11.0
    public static let capsuleVerticalPadding = 7.0
    public static let capsuleCornerRadius = 6.0
    public static let capsuleGap = 6.0
    /// `UIDatePicker`'s wheels: 320×216 (the intrinsic size UIKit reports).
    public static let wheelsSize = Size(width: 320, height: 216)
    /// The inline calendar (iOS 14+): 320 wide; 300 tall for dates, 358 with a time row (our
    /// approximation; drawn as a placeholder).
    public static func inlineSize(mode: DatePickerMode) -> Size {
        Size(width: 320, height: mode == .date ? 300 : 358)
    }
}

extension DatePickerProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .datePicker(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .datePicker(self) }
}

extension IntrinsicSizer {
    /// Compact: the capsules side by side (each its 17-point text + 11 each side, ⌈line
    /// height⌉ + 14 tall, 6 apart); wheels 320×216; inline 320×300 (358 with a time row).
    func content(of d: DatePickerProperties, rtl: Bool) -> IntrinsicContent {
        switch d.resolvedStyle {
        case .wheels:
            return IntrinsicContent(width: DatePickerProperties.wheelsSize.width,
                                    height: DatePickerProperties.wheelsSize.height, text: nil)
        case .inline:
            let size = DatePickerProperties.inlineSize(mode: d.mode)
            return IntrinsicContent(width: size.width, height: size.height, text: nil)
        case .compact, .automatic:
            let capsules = datePickerCapsules(d, rtl: rtl)
            let gaps = Double(max(0, capsules.count - 1)) * DatePickerProperties.capsuleGap
            return IntrinsicContent(width: capsules.reduce(0) { $0 + $1.width } + gaps,
                                    height: capsules.map(\.height).max() ?? 0, text: nil)
        }
    }

    /// The sizes of a compact date picker's capsules, in order.
    func datePickerCapsules(_ d: DatePickerProperties, rtl: Bool) -> [Size] {
        d.compactTexts.map { text in
            let m = measurer.measure(request(text, .system(17), maxWidth: nil, lines: 1, rtl: rtl))
            return Size(width: PixelGrid.ceil(m.width, scale: scale) + 2 * DatePickerProperties.capsuleHorizontalPadding,
                        height: PixelGrid.ceil(m.lineHeight ?? m.height, scale: scale) + 2 * DatePickerProperties.capsuleVerticalPadding)
        }
    }
}

extension DatePickerProperties: UIKitClass {
    public static let uikitDefault = DatePickerProperties()
    public static let recipeKey = "datePicker"
    public static let interfaceBuilderElement: String? = "datePicker"
    /// Interface Builder writes the style as `style` (Xcode 12+) and also as
    /// `preferredDatePickerStyle` for deployment targets below iOS 14; `style` wins.
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("datePickerMode", .choice(UIKitChoice(\.mode, "a date picker mode"))),
        UIKitProperty("preferredDatePickerStyle", .choice(UIKitChoice(\.style, "a date picker style")),
                      interfaceBuilder: ["style", "preferredDatePickerStyle"]),
        UIKitProperty("date", .date(\.date)),
    ]

    public var drawingNote: String? { placeholderStyle.map { "the \($0) style is drawn as a framed placeholder of its size" } }
    public var recipeDrawingNote: String? {
        placeholderStyle.map { "the \($0) date picker style is drawn as a framed placeholder of its size" }
    }

    /// The style's name when it is drawn as a placeholder (wheels, inline), else nil.
    private var placeholderStyle: String? {
        resolvedStyle == .wheels || resolvedStyle == .inline ? resolvedStyle.rawValue : nil
    }
}

extension DatePickerProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { .control(traits: [.adjustable]) }
    var checkRole: CheckRole { .textOrControl }
}
