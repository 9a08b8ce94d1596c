/// `UIUserInterfaceStyle`: the light or dark appearance a screen is drawn in.
public enum Appearance: String, Hashable, Codable, Sendable, CaseIterable {
    case light, dark
}

/// `UIUserInterfaceLevel`: base for a screen's main content, elevated for content that sits
/// above it (sheets, popovers, split-view columns). Dark backgrounds are lighter when elevated.
public enum InterfaceLevel: String, Hashable, Codable, Sendable, CaseIterable {
    case base, elevated
}
