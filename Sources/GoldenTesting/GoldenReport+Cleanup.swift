import Foundation

extension GoldenReport {
    /// The suffixes of the images a report writes for a case (`<case>.<suffix>.png`).
    public static let imageSuffixes = ["expected", "actual", "diff", "side-by-side", "detail"]

    /// Whether `file` (a name, no folder) is named like an image a report writes.
    public static func isReportImage(_ file: String) -> Bool {
        guard file.hasSuffix(".png"), !file.hasPrefix(".") else { return false }
        let stem = file.dropLast(4)
        return imageSuffixes.contains { stem.hasSuffix("." + $0) && stem.count > $0.count + 1 }
    }

    /// Removes the regular files of `folder` (not its subfolders) that a report wrote, so a new
    /// report does not show a previous run's images. Any other file stays: an artifacts folder
    /// pointed at by mistake (the recipes' `images/`, say) loses nothing of its own.
    public static func removeReportImages(in folder: String) throws {
        let fm = FileManager.default
        for file in try fm.contentsOfDirectory(atPath: folder) where isReportImage(file) {
            let path = folder + "/" + file
            guard let type = try? fm.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
                  type == .typeRegular else { continue }
            try fm.removeItem(atPath: path)
        }
    }
}
