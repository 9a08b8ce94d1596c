/// The fonts in this folder as SwiftPM resources. A build copies them into the resource bundle
/// `snapshot_SnapshotFonts.resources` (`.bundle` on Apple platforms) next to every executable and
/// test runner that links Typesetting (this package's and those of packages depending on it),
/// where `Typesetter.defaultFontDirectories()` finds them. Installed binaries find the same files
/// in `PREFIX/share/snapshot/Fonts` instead (scripts/install).
public enum SnapshotFonts {
    /// The resource bundle's file name without its extension: `<package name>_<target name>`.
    public static let bundleName = "snapshot_SnapshotFonts"
    /// The installed fonts folder relative to the executable's folder (`PREFIX/bin`).
    public static let installedPath = "../share/snapshot/Fonts"
}
