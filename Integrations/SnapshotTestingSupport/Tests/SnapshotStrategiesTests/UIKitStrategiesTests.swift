import Foundation
import SnapshotStrategies
import SnapshotTesting
import Testing
import UIKit

/// Code-built views and view controllers (UIKitScreens/), snapshotted with swift-snapshot-testing's
/// UIKit spelling on Linux.
@MainActor
@Suite(.snapshots(record: .missing))
struct UIKitStrategiesTests {
    @Test func profileHeader() {
        let view = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 88))
        assertSnapshot(of: view, as: .image)
    }

    @Test func loginOnDevices() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone8), named: "iPhone8")
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhoneX(.landscape)), named: "iPhoneX-landscape")
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone13ProMax, traits: UITraitCollection(userInterfaceStyle: .dark)),
                       named: "iPhone13ProMax-dark")
    }

    @Test func settingsCell() {
        let cell = SettingsToggleCell(style: .default, reuseIdentifier: "toggle")
        cell.configure(title: "Wi-Fi", symbol: "wifi", isOn: true)
        assertSnapshot(of: cell, as: .image(size: CGSize(width: 375, height: 44)))
    }

    @Test func cardSelfSizes() {
        let card = CardView()
        let size = card.systemLayoutSizeFitting(CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 343)
        #expect(size.height > 60)
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: size.height + 32))
        screen.backgroundColor = .systemGroupedBackground
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        ])
        assertSnapshot(of: screen, as: .image)
        #expect(card.frame == CGRect(x: 16, y: 16, width: 343, height: size.height))
    }

    @Test func badgeRowAndLayoutText() {
        let row = BadgeRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        assertSnapshot(of: row, as: .image)
        assertSnapshot(of: row, as: .layout)
    }

    @Test func emptyStateLargeText() {
        let view = EmptyStateView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        assertSnapshot(of: view, as: .image(traits: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)))
    }

    @Test func productCell() {
        let cell = ProductCell(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        cell.nameLabel.text = "Ceramic pour-over coffee dripper"
        cell.priceLabel.text = "$24.00"
        assertSnapshot(of: cell, as: .image)
    }

    @Test func controlsPanel() {
        assertSnapshot(of: ControlsPanelView(frame: CGRect(x: 0, y: 0, width: 375, height: 360)), as: .image)
    }

    @Test func tabsWithNavigation() {
        assertSnapshot(of: makeTabs(), as: .image(on: .iPhone13))
        assertSnapshot(of: makeTabs(), as: .recursiveDescription)
    }

    @Test func manualLayoutAndDrawing() {
        let view = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        assertSnapshot(of: view, as: .image)
        assertSnapshot(of: view, as: .recursiveDescription)
    }
}
