import Layout
import Typesetting

// How Interface Builder spells the values of Layout's and Typesetting's enums in a document
// (docs/interface-builder.md). Types without a table here spell each value as its raw value.

/// `textAlignment=` (`NSTextAlignment`).
extension Typesetting.TextAlignment: IBEnum {}

/// `lineBreakMode=` (`NSLineBreakMode`).
extension LineBreakMode: IBEnum {
    static let xmlSpellings: [(spelling: String, value: LineBreakMode)] = [
        ("wordWrap", .byWordWrapping), ("characterWrap", .byCharWrapping), ("clip", .byClipping),
        ("headTruncation", .byTruncatingHead), ("tailTruncation", .byTruncatingTail),
        ("middleTruncation", .byTruncatingMiddle),
    ]
}

/// `style=` of a `<fontDescription>` (`UIFont.TextStyle`).
extension TextStyle: IBEnum {
    static let xmlSpellings: [(spelling: String, value: TextStyle)] = [
        ("UICTFontTextStyleTitle0", .largeTitle), ("UICTFontTextStyleTitle1", .title1),
        ("UICTFontTextStyleTitle2", .title2), ("UICTFontTextStyleTitle3", .title3),
        ("UICTFontTextStyleHeadline", .headline), ("UICTFontTextStyleSubhead", .subheadline),
        ("UICTFontTextStyleBody", .body), ("UICTFontTextStyleCallout", .callout),
        ("UICTFontTextStyleFootnote", .footnote), ("UICTFontTextStyleCaption1", .caption1),
        ("UICTFontTextStyleCaption2", .caption2),
    ]
}

/// `contentMode=` (`UIView.ContentMode`).
extension ContentMode: IBEnum {}

/// `semanticContentAttribute=`.
extension SemanticContentAttribute: IBEnum {}

/// `buttonType=` (`UIButton.ButtonType`): `roundedRect` has been `system` since iOS 7.
extension ButtonType: IBEnum {
    static let xmlSpellings: [(spelling: String, value: ButtonType)] = [
        ("custom", .custom), ("system", .system), ("roundedRect", .system), ("detailDisclosure", .detailDisclosure),
        ("infoLight", .infoLight), ("infoDark", .infoDark), ("contactAdd", .contactAdd), ("close", .close),
    ]
}

/// `borderStyle=` of a text field.
extension TextBorderStyle: IBEnum {}

/// `axis=` of a stack view.
extension Layout.Axis: IBEnum {}

/// `alignment=` of a stack view: Xcode writes `top`/`bottom` for horizontal stacks (UIKit's
/// aliases of `leading`/`trailing`) and `baseline` for `lastBaseline`.
extension StackAlignment: IBEnum {
    static let xmlSpellings: [(spelling: String, value: StackAlignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
        ("baseline", .lastBaseline),
    ]
}

/// `distribution=` of a stack view.
extension StackDistribution: IBEnum {}

/// `firstAttribute=` / `secondAttribute=` of a constraint: `baseline` is `lastBaseline`
/// (UIKit's `.baseline` is the same attribute).
extension LayoutAttribute: IBEnum {
    static let xmlSpellings: [(spelling: String, value: LayoutAttribute)] =
        LayoutAttribute.allCases.map { ($0.rawValue, $0) } + [("baseline", .lastBaseline)]
}

/// `relation=` of a constraint.
extension LayoutRelation: IBEnum {}

/// `style=` of a `<tableView>`.
extension TableViewStyle: IBEnum {}

/// `style=` of a `<tableViewCell>`: absent is `custom`; the four standard styles are spelled
/// `IBUITableViewCellStyleDefault` (Basic), `...Value1` (Right Detail), `...Value2` (Left
/// Detail) and `...Subtitle`.
extension TableViewCellStyle: IBEnum {
    static let xmlSpellings: [(spelling: String, value: TableViewCellStyle)] = [
        ("custom", .custom), ("IBUITableViewCellStyleDefault", .basic), ("IBUITableViewCellStyleValue1", .value1),
        ("IBUITableViewCellStyleValue2", .value2), ("IBUITableViewCellStyleSubtitle", .subtitle),
    ]
}

/// `selectionStyle=` of a `<tableViewCell>`.
extension TableViewCellSelectionStyle: IBEnum {}

/// `contentInsetAdjustmentBehavior=` of a scroll view, table or collection view.
extension ContentInsetAdjustmentBehavior: IBEnum {}

// The enums only Interface Builder documents have.
extension IBBaselineAdjustment: IBEnum {}
extension IBContentHorizontalAlignment: IBEnum {}
extension IBContentVerticalAlignment: IBEnum {}

/// `weight=` of a `<fontDescription>` (`UIFont.Weight`): UIKit's nine weights, each drawn with
/// its own instance of the system font.
extension FontWeight: IBEnum {
    static let xmlSpellings: [(spelling: String, value: FontWeight)] = FontWeight.allCases.map { ($0.rawValue, $0) }
}
