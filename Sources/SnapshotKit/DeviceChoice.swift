import Layout

/// A `--device` value: a preset name (`iphone-8`) or a custom screen `WxH@S` (`390x844@3`,
/// points; `@S` optional, default 2).
public enum DeviceChoice {
    /// The device for `text`, or a message naming the presets.
    public static func parse(_ text: String) -> Result<Device, SnapshotError> {
        if let preset = Device.named(text) { return .success(preset) }
        if let custom = parseCustom(text) { return custom }
        let names = Device.all.map(\.name).joined(separator: ", ")
        return .failure(SnapshotError(.invalidInput, "unknown device \"\(text)\"; expected one of \(names), or a custom size WxH@S in points (e.g. 390x844@3)\(Device.suggestionHint(for: text))"))
    }

    static func parseCustom(_ text: String) -> Result<Device, SnapshotError>? {
        let lower = text.lowercased()
        let parts = lower.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let dims = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) else { return nil }
        var scale = 2.0
        if parts.count == 2 {
            guard let s = Double(parts[1]) else { return nil }
            scale = s
        }
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 10_000, h <= 10_000 else {
            return .failure(SnapshotError(.invalidInput, "custom device \"\(text)\": width and height must be 1...10000 points"))
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            return .failure(SnapshotError(.invalidInput, "custom device \"\(text)\": the scale must be 1...4"))
        }
        return .success(Device.custom(width: w, height: h, scale: scale))
    }
}
