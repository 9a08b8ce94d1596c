import Layout

extension IBBuildState {
    /// What `c` becomes in the dark appearance: a system colour's `SystemColor` (the name without
    /// its `Color` suffix, `systemBackgroundColor` → `systemBackground`, or an older alias), an
    /// asset-catalog colour's `luminosity: dark` variant (`IBImageFinder.findColor`); nil for
    /// literal colours and for the fixed ones (`whiteColor`, `blackColor`, `clearColor`).
    func dynamicColor(_ c: IBColor) -> DynamicColor? {
        switch c {
        case .system(let name, let legacy):
            return (Self.systemColor(named: name) ?? legacy.flatMap(Self.systemColor(named:))).map(DynamicColor.system)
        case .named(let name):
            // Catalogs are read only for a dark rendering (a light one never needs the variant).
            guard environment.appearance == .dark, let dark = images.findColor(name)?.dark else { return nil }
            return .dark(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        case .white, .rgb:
            return nil
        }
    }

    /// Layout's system colour for an Interface Builder system colour name.
    static func systemColor(named name: String) -> SystemColor? {
        if let alias = systemColorAliases[name] { return alias }
        guard name.hasSuffix("Color") else { return nil }
        return SystemColor(rawValue: String(name.dropLast(5)))
    }

    /// Names from before iOS 13 that became system colours (their iOS 13+ dynamic equivalents).
    static let systemColorAliases: [String: SystemColor] = [
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tintColor": .systemBlue,
    ]
}
