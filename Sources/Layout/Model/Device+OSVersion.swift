extension Device {
    /// The device as an iOS version lays it out: before iOS 14 a device with a
    /// `sensorInsetBeforeIOS14` has that status bar, portrait top inset and landscape side
    /// insets (the iPhone 11 / XR: 44, where iOS 14 made them 48).
    public func asOf(_ os: OSVersion) -> Device {
        guard os < OSVersion(14), let inset = sensorInsetBeforeIOS14 else { return self }
        var d = self
        d.statusBarHeight = inset
        d.safeAreaPortrait.top = inset
        d.safeAreaLandscape.left = inset
        d.safeAreaLandscape.right = inset
        return d
    }
}
