import GoldenTesting
import Layout
import Recipe

/// What `snapshot gallery` renders and the index that shows it: every recipe, and every scene
/// of a storyboard / xib, on the chosen devices and orientations (else each recipe's own
/// `snapshot` lists, else the suite's).
public struct Gallery: Sendable {
    /// The suite the cases are named and read by (its recipes folder, goldens folder = the
    /// gallery's output folder, input bounds).
    public var suite: GoldenSuite
    /// Device specs (`iphone-8`, `iphone-x@2x`) replacing every recipe's own; nil keeps them.
    public var devices: [String]?
    /// Orientations replacing every recipe's own; nil keeps them.
    public var orientations: [Layout.Orientation]?

    public init(suite: GoldenSuite, devices: [String]? = nil, orientations: [Layout.Orientation]? = nil) {
        self.suite = suite
        self.devices = devices
        self.orientations = orientations
    }

    /// The index entries and the cases to render of `files`, in file order.
    public func contents(of files: [String]) throws(SnapshotError) -> (index: GalleryIndex, cases: [GoldenCase]) {
        var entries: [GalleryIndex.Entry] = []
        var cases: [GoldenCase] = []
        for file in files {
            let (fileEntries, fileCases) = SnapshotInput.isInterfaceBuilderFile(file) ? try scenes(of: file) : try recipe(at: file)
            entries += fileEntries
            cases += fileCases
        }
        return (GalleryIndex(title: "Recipe gallery", entries: entries), cases)
    }

    /// A storyboard's or xib's scenes: one entry each (those with a view).
    func scenes(of file: String) throws(SnapshotError) -> ([GalleryIndex.Entry], [GoldenCase]) {
        let document = try SnapshotPipeline.loadInterfaceBuilderDocument(at: file)
        let cases = try suite.cases(for: document, devices: devices, orientations: orientations)
        var entries: [GalleryIndex.Entry] = []
        for scene in document.scenes {
            let ofScene = cases.filter { $0.sourcePart == scene.id }
            guard let first = ofScene.first else { continue }
            entries.append(GalleryIndex.Entry(id: first.subject, name: scene.title, file: suite.fileID(file),
                                              description: "", cases: ofScene))
        }
        return (entries, cases)
    }

    /// A recipe: one entry, with the gallery's devices and orientations replacing its own.
    func recipe(at file: String) throws(SnapshotError) -> ([GalleryIndex.Entry], [GoldenCase]) {
        var document = try SnapshotPipeline.loadRecipeDocument(at: file, limits: suite.limits)
        if devices != nil || orientations != nil {
            var settings = document.snapshot ?? SnapshotSettings()
            if let devices { settings.devices = devices }
            if let orientations { settings.orientations = orientations }
            document.snapshot = settings
        }
        let cases = try suite.cases(for: document, file: file)
        let id = suite.fileID(file)
        let entry = GalleryIndex.Entry(id: id, name: document.name, file: id + ".json",
                                       description: document.description ?? "", cases: cases)
        return ([entry], cases)
    }
}
