import XCTest
@testable import Layout

final class SystemColorTests: XCTestCase {
    func testLightAndDarkValuesOfTheBackgroundsAndLabels() {
        XCTAssertEqual(SystemColor.systemBackground.color(.light), .white)
        XCTAssertEqual(SystemColor.systemBackground.color(.dark), .black)
        XCTAssertEqual(SystemColor.label.color(.dark), .white)
        XCTAssertEqual(SystemColor.secondaryLabel.color(.dark).alpha, 0.6)
    }

    func testElevationLightensOnlyDarkBackgrounds() {
        let elevated = SystemColor.systemBackground.color(.dark, level: .elevated)
        XCTAssertEqual(elevated, Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255))
        XCTAssertEqual(SystemColor.systemBackground.color(.light, level: .elevated), .white)
        XCTAssertEqual(SystemColor.label.color(.dark, level: .elevated), .white)
    }

    func testEnvironmentAppearanceDefaultsToLight() {
        var env = Environment()
        XCTAssertEqual(SystemColor.systemBlue.color(in: env), Color(red: 0, green: 122.0 / 255, blue: 1))
        env.appearance = .dark
        XCTAssertEqual(SystemColor.systemBlue.color(in: env), Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
    }
}
