import XCTest
import Layout
@testable import InterfaceBuilder

/// `<searchBar>`, `<datePicker>`, `<visualEffectView>`, button images and configurations, and SF
/// Symbols: reading and mapping to Layout's model.
final class SearchDateEffectElementTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                    <subviews>
                        <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search Icons" prompt="Find" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="86"/>
                            <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </searchBar>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" datePickerMode="date" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <rect key="frame" x="0.0" y="100" width="120" height="34"/>
                            <date key="date" timeIntervalSinceReferenceDate="716722860"/>
                        </datePicker>
                        <datePicker contentMode="scaleToFill" datePickerMode="time" preferredDatePickerStyle="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="wheels">
                            <rect key="frame" x="0.0" y="140" width="320" height="216"/>
                        </datePicker>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                            <rect key="frame" x="0.0" y="360" width="390" height="50"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="8" y="8" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="c-h"/>
                                            <constraint firstAttribute="width" constant="100" id="c-w"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c-t"/>
                                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="c-b"/>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c-l"/>
                                </constraints>
                            </view>
                            <blurEffect style="systemThinMaterialDark"/>
                        </visualEffectView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                            <rect key="frame" x="0.0" y="420" width="120" height="34"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="borderedProminent" title="Favourite" imagePadding="8" cornerStyle="capsule" imagePlacement="trailing">
                                <imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>
                                <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
                            </buttonConfiguration>
                        </button>
                        <button opaque="NO" enabled="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="classic">
                            <rect key="frame" x="0.0" y="460" width="120" height="34"/>
                            <inset key="imageEdgeInsets" minX="-4" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
                            <inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/>
                            <state key="normal" title="Camera" image="camera" catalog="system"/>
                            <state key="disabled" title="Off">
                                <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="missing">
                            <rect key="frame" x="0.0" y="500" width="60" height="30"/>
                            <state key="normal" image="Logo"/>
                        </button>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                            <rect key="frame" x="0.0" y="540" width="19" height="18"/>
                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="default"/>
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                            <rect key="frame" x="200" y="420" width="24" height="14"/>
                            <state key="normal" title="Leftover"/>
                            <buttonConfiguration key="configuration" style="plain"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e-l"/>
                        <constraint firstItem="effect" firstAttribute="top" secondItem="root" secondAttribute="top" constant="360" id="e-t"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="questionmark.circle" catalog="system" width="128" height="123"/>
                <image name="Logo" width="40" height="20"/>
            </resources>
        </document>
        """

    func built(_ xml: String = SearchDateEffectElementTests.xml) throws -> IBBuiltScene {
        let doc = try Fixture.parse(xml, path: "controls.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        return try IBLayoutBuilder().build(scene, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: scene, in: doc))
    }

    func kind(_ b: IBBuiltScene, _ id: String) throws -> Layout.ViewKind { b.tree[try XCTUnwrap(b.viewIDs[id])].kind }

    func testReadsTheElements() throws {
        let doc = try Fixture.parse(Self.xml, path: "controls.xib")
        let root = try XCTUnwrap(doc.scenes.first?.rootView)
        guard case .uikit(let bar) = root.subviews[0].kind, case .searchBar(let s) = bar.kind else { return XCTFail("search bar") }
        XCTAssertEqual(s.placeholder, "Search Icons")
        XCTAssertEqual(s.prompt, "Find")
        XCTAssertEqual(s.style, .minimal)
        guard case .uikit(let picker) = root.subviews[1].kind, case .datePicker(let d) = picker.kind else { return XCTFail("date picker") }
        XCTAssertEqual(d.mode, .date)
        XCTAssertEqual(d.style, .compact)
        XCTAssertEqual(d.date, CalendarDate(secondsSinceReferenceDate: 716_722_860))
        guard case .uikit(let wheels) = root.subviews[2].kind, case .datePicker(let w) = wheels.kind else { return XCTFail("wheels") }
        XCTAssertEqual(w.style, .wheels)
        guard case .visualEffectView(let v) = root.subviews[3].kind else { return XCTFail("effect") }
        XCTAssertEqual(v.blurStyle, "systemThinMaterialDark")
        XCTAssertEqual(root.subviews[3].subviews.map(\.id), ["content"])
        guard case .button(let b) = root.subviews[4].kind, let c = b.configuration else { return XCTFail("configured") }
        XCTAssertEqual(c.style, "borderedProminent")
        XCTAssertEqual(c.image, "star.fill")
        XCTAssertEqual(c.imageCatalog, "system")
        XCTAssertEqual(c.symbol.scale, .large)
        XCTAssertEqual(c.configuration.imagePadding, 8)
        XCTAssertEqual(c.configuration.style, .filled)
        XCTAssertEqual(b.configurationStyle, "borderedProminent")
        XCTAssertEqual(b.configurationTitle, "Favourite")
        guard case .button(let classic) = root.subviews[5].kind else { return XCTFail("classic") }
        XCTAssertEqual(classic.state(.normal)?.imageCatalog, "system")
        XCTAssertEqual(classic.imageEdgeInsets?.left, -4)
        XCTAssertEqual(classic.titleEdgeInsets?.left, 4)
        guard case .imageView(let i) = root.subviews[7].kind else { return XCTFail("symbol") }
        XCTAssertEqual(i.symbolConfiguration?.pointSize, 34)
    }

    /// An image view's `<imageReference>` (scale, point size, rendering mode) and its
    /// `<preferredSymbolConfiguration weight=>` configure its symbol.
    func testImageReferenceAndSymbolWeight() throws {
        let xml = Self.xml.replacingOccurrences(
            of: #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="default"/>"#,
            with: #"<imageReference key="image" image="gear" catalog="system" symbolScale="large" pointSize="20" renderingMode="original"/>"#
                + #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="semibold"/>"#)
            .replacingOccurrences(of: #"image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol""#,
                                  with: #"translatesAutoresizingMaskIntoConstraints="NO" id="symbol""#)
        guard case .imageView(let i) = try kind(try built(xml), "symbol") else { return XCTFail("symbol") }
        var expected = SymbolImage(name: "gear", pointSize: 20, scale: .large, weight: .semibold)
        expected.renderingMode = .original
        XCTAssertEqual(i.symbol, expected)
    }

    func testMapsToLayoutKinds() throws {
        let b = try built()
        guard case .searchBar(let s) = try kind(b, "search") else { return XCTFail("search bar") }
        XCTAssertEqual(s.style, .minimal)
        XCTAssertEqual(s.barTintColor, Layout.Color(red: 1, green: 0, blue: 0))
        guard case .datePicker(let d) = try kind(b, "picker") else { return XCTFail("date picker") }
        XCTAssertEqual(d.date, CalendarDate(year: 2023, month: 9, day: 18, hour: 9, minute: 41))
        guard case .visualEffectView(let v) = try kind(b, "effect") else { return XCTFail("effect") }
        XCTAssertEqual(v.blurStyle, .systemThinMaterialDark)
        XCTAssertTrue(b.warnings.contains { $0.contains("<datePicker id=\"wheels\">: the wheels style is drawn as a framed placeholder") })
    }

    func testButtonConfigurationAndImages() throws {
        let b = try built()
        guard case .button(let configured) = try kind(b, "configured"), let c = configured.configuration else {
            return XCTFail("configured")
        }
        XCTAssertEqual(configured.title, "Favourite", "the configuration's title, not the leftover state title")
        XCTAssertEqual(c.style, .filled)
        XCTAssertEqual(c.cornerStyle, .capsule)
        XCTAssertEqual(c.imagePlacement, .trailing)
        XCTAssertEqual(c.titleFont, .system(12))
        XCTAssertEqual(configured.symbol?.name, "star.fill")
        XCTAssertEqual(configured.symbol?.scale, .large)
        XCTAssertEqual(configured.imageSize, SymbolImage(name: "star.fill", pointSize: 12, scale: .large).size())

        guard case .button(let untitled) = try kind(b, "untitled") else { return XCTFail("untitled") }
        XCTAssertEqual(untitled.title, "", "a configuration without a title shows none, whatever the state title")

        guard case .button(let classic) = try kind(b, "classic") else { return XCTFail("classic") }
        XCTAssertFalse(classic.isEnabled)
        XCTAssertEqual(classic.title, "Off", "the disabled state's title")
        XCTAssertEqual(classic.stateTitleColor, Layout.Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(classic.imageEdgeInsets, EdgeInsets(top: 0, left: -4, bottom: 0, right: 0), "2.2e-308 reads as 0")
        XCTAssertEqual(classic.contentHorizontalAlignment, .leading)
        XCTAssertEqual(classic.symbol?.pointSize, 15, "a classic button's symbol takes its title font's size")

        guard case .button(let missing) = try kind(b, "missing") else { return XCTFail("missing") }
        XCTAssertEqual(missing.imageName, "missing:Logo")
        XCTAssertEqual(missing.imageSize, Layout.Size(width: 40, height: 20))
        XCTAssertTrue(b.warnings.contains { $0.contains("<button id=\"missing\">: image \"Logo\" not found; drawn as a placeholder (40x20") })
    }

    /// SF Symbols are sized by their configuration and the declared aspect; names in the
    /// symbol table are drawn, with no warning.
    func testSymbolSizesAndNoWarningForTableNames() throws {
        let b = try built()
        guard case .imageView(let i) = try kind(b, "symbol") else { return XCTFail("symbol") }
        XCTAssertEqual(i.symbol?.pointSize, 34)
        XCTAssertEqual(i.imageSize, Layout.Size(width: 38, height: 37))
        XCTAssertFalse(b.warnings.contains { $0.contains("questionmark.circle") || $0.contains("\"camera\"") },
                       b.warnings.joined(separator: "\n"))
    }

    /// A symbol outside the table is a placeholder, and the warning names it.
    func testUnmappedSymbolIsWarnedAboutByName() throws {
        let b = try built(Self.xml.replacingOccurrences(of: "questionmark.circle", with: "not.a.symbol"))
        XCTAssertTrue(b.warnings.contains { $0.hasPrefix("controls.xib:")
                && $0.hasSuffix(": <imageView id=\"symbol\">: SF Symbol \"not.a.symbol\" cannot be shipped; drawn as a 38x37-point placeholder") },
                      b.warnings.joined(separator: "\n"))
    }

    /// The content view is pinned to the effect view, so its content sizes the effect view.
    func testEffectViewSizedByItsContent() throws {
        let b = try built()
        let env = b.environment
        let result = layout(b.tree, in: env, measurer: GridMeasurer())
        let effect = try XCTUnwrap(result[try XCTUnwrap(b.viewIDs["effect"])]).frame
        XCTAssertEqual(effect.size.height, 56)
        XCTAssertEqual(result[try XCTUnwrap(b.viewIDs["content"])]?.frame, effect)
    }
}

/// Round text metrics for the effect-view test (text plays no part in it).
private struct GridMeasurer: TextMeasuring {
    func measure(_ r: TextRequest) -> TextMeasurement {
        TextMeasurement(width: Double(r.text.count) * 8, height: 16, firstBaseline: 12, lastBaseline: 12, lineCount: 1, lineHeight: 16)
    }
}
