import Layout

/// Table views and their cells in the view tree (docs/interface-builder.md, "Tables and cells").
///
/// - A `tableView` becomes Layout's `.tableView`; its static sections (titles and cells), or its
///   prototype cells as one section (each prototype once, in document order), become
///   `TableSection`s; `tableHeaderView` / `tableFooterView` keep their stored heights.
/// - Each `tableViewCell` becomes a `.tableViewCell` row (a prototype's custom row height on the
///   canvas only) whose content view is the document's
///   `tableViewCellContentView` (its id maps to the model's content view), with the style's
///   labels and image view named; the table places them (no stored frames).
/// - A xib whose root is a cell lays out as the one row of a plain table without separators the
///   size of the screen (the canvas: the cell's stored size), so the cell takes the width it is
///   given, and its stored height on the canvas, its fitting height on a device.
extension IBBuildState {
    /// The element name of a view drawn as a labelled placeholder box: elements without a kind.
    static func placeholderElement(of view: IBView) -> String? {
        if case .unknown(let element) = view.kind { return element }
        return nil
    }

    /// True on Interface Builder's canvas (`--device interface-builder`).
    var isCanvas: Bool { environment.device.name == Device.interfaceBuilderName }

    // MARK: kinds

    /// A table's own properties; its sections and header / footer views are set by
    /// `addTableContents` once the cells are in the tree.
    func tableViewProperties(_ t: IBTableView) -> TableViewProperties {
        var p = TableViewProperties(style: t.style, rowHeight: Self.dimension(t.rowHeight),
                                    estimatedRowHeight: t.estimatedRowHeight ?? 44,
                                    sectionHeaderHeight: Self.dimension(t.sectionHeaderHeight),
                                    sectionFooterHeight: Self.dimension(t.sectionFooterHeight),
                                    separatorStyle: t.separatorStyle == .none ? .none : .singleLine)
        p.separatorInset = t.separatorInset.map(Self.directional)
        p.cellLayoutMarginsFollowReadableWidth = t.cellLayoutMarginsFollowReadableWidth
        if isCanvas { p.metricsVersion = IBCanvasInsets.toolsBuild(of: document).map(Self.sdkVersion(ofBuild:)) }
        // The canvas stores rows at content offset 0.
        p.contentInsetAdjustmentBehavior = isCanvas ? .never : t.contentInsetAdjustmentBehavior
        return p
    }

    /// The iOS version of the SDK an Interface Builder build ships with, whose UIKit draws its
    /// canvas (README of the ib-corpus: 14xxx = Xcode 10, 15xxx-16xxx = 11, 17xxx-18xxx = 12,
    /// 18xxx being 12.5 with iOS 14.5, 19xxx-20xxx = 13, 21xxx = 14, 22xxx = 15, 23xxx = 16,
    /// 24xxx = 26).
    static func sdkVersion(ofBuild build: Int) -> OSVersion {
        switch build {
        case ..<14000: return OSVersion(11)
        case ..<15000: return OSVersion(12)
        case ..<17000: return OSVersion(13)
        case ..<18000: return OSVersion(14)
        case ..<19000: return OSVersion(14, 5)
        case ..<21000: return OSVersion(15)
        case ..<22000: return OSVersion(16)
        case ..<23000: return OSVersion(17)
        case ..<24000: return OSVersion(18)
        default: return OSVersion(26)
        }
    }

    /// A cell's own properties; its content view and labels are set by `addCell`.
    func tableViewCellProperties(_ c: IBTableViewCell) -> TableViewCellProperties {
        let accessory = TableViewCellAccessory(rawValue: c.accessoryType.rawValue) ?? .none
        return TableViewCellProperties(style: c.style, accessoryType: accessory, selectionStyle: c.selectionStyle,
                                       separatorInset: c.separatorInset.map(Self.directional), rowHeight: c.rowHeight)
    }

    static func dimension(_ value: Double?) -> TableDimension {
        value.map { .fixed($0) } ?? .automatic
    }

    /// A separator inset's left/right as leading/trailing (Interface Builder writes `minX`/`maxX`).
    static func directional(_ e: EdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
    }

    // MARK: contents

    /// Adds a table's header view, cells (section by section) and footer view, and records them
    /// in its properties.
    mutating func addTableContents(of view: IBView, table t: IBTableView, id: ViewID) {
        guard case .tableView(var properties) = tree[id].kind else { return }
        // Subviews by index, not copies (several hundred bytes each: docs/limits.md).
        let byID = Dictionary(view.subviews.indices.map { (view.subviews[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for extra in [t.headerViewID, t.footerViewID].compactMap({ $0 }) {
            if let i = byID[extra] { addView(view.subviews[i], parent: view, to: id, arranged: false) }
        }
        properties.tableHeaderView = t.headerViewID.flatMap { ids[$0] }
        properties.tableFooterView = t.footerViewID.flatMap { ids[$0] }
        var sections: [TableSection] = []
        if t.dataMode == .prototypes || t.sections.isEmpty {
            sections.append(prototypeSection(t))
        }
        for s in t.sections {
            sections.append(staticSection(s, of: t, index: sections.count))
        }
        let rows: [[String]] = (t.dataMode == .prototypes || t.sections.isEmpty ? [t.prototypeCellIDs] : [])
            + t.sections.map(\.cellIDs)
        // A table view controller's table runs under the status bar and the bars; Layout's table
        // pass rests it at minus its adjusted content inset (`ContentInsetAdjustment`).
        properties.sections = sections
        var node = tree[id]
        node.kind = .tableView(properties)
        tree[id] = node
        let prototypes = Set(t.prototypeCellIDs)
        let deferred = deferredCells(of: view, t), wide = spansWideRoot(view)
        for (index, cellIDs) in rows.enumerated() {
            var run: [IBView] = []
            for cellID in cellIDs {
                guard let i = byID[cellID] else { continue }
                let cell = view.subviews[i]
                if deferred.contains(cellID) { run.append(cell); continue }
                addGeneratedRows(&run, to: id, section: index, wide: wide)
                // A prototype's custom row height is Interface Builder's: at run time the table's
                // `rowHeight` (fixed, or self-sizing) sizes the rows a data source makes from it.
                addCell(cell, to: id, section: index, keepsRowHeight: isCanvas || !prototypes.contains(cellID), wide: wide)
            }
            addGeneratedRows(&run, to: id, section: index, wide: wide)
        }
    }

    /// Adds a run of deferred static cells (`deferredCells`) to a section after its tree rows
    /// so far, as rows the table builds when it places them (`IBStaticTableRows`); their views'
    /// node names are kept by object id for reports (`IBBuiltScene.tableRowViewNames`).
    mutating func addGeneratedRows(_ run: inout [IBView], to table: ViewID, section: Int, wide: Bool) {
        guard !run.isEmpty, case .tableView(var p) = tree[table].kind, p.sections.indices.contains(section) else { return }
        let source = IBStaticTableRows(cells: run, document: document, scene: scene, environment: environment, images: images,
                                       wide: wide)
        p.sections[section].generatedRows.append(GeneratedTableRows(position: p.sections[section].rows.count, source: source))
        var node = tree[table]
        node.kind = .tableView(p)
        tree[table] = node
        for cell in run { nameRowViews(of: cell) }
        run = []
    }

    /// Records the node names a deferred cell's views will have (`addCell`: the content view is
    /// named after its cell).
    mutating func nameRowViews(of cell: IBView) {
        let name = Self.nodeName(cell)
        tableRowViewNames[cell.id] = name
        for sub in cell.subviews {
            if case .tableViewCellContentView = sub.kind { tableRowViewNames[sub.id] = "\(name).contentView" }
            else { tableRowViewNames[sub.id] = Self.nodeName(sub) }
            for i in sub.subviews.indices {
                sub.subviews[i].forEachView { tableRowViewNames[$0.id] = Self.nodeName($0) }
            }
        }
    }

    /// The one section of a table's prototypes: on the canvas, below the titled header Interface
    /// Builder shows ("Prototype Cells", `canvasTitledHeight`); on a device, untitled.
    func prototypeSection(_ t: IBTableView) -> TableSection {
        guard isCanvas else { return TableSection(headerHeight: untitledHeight(t), footerHeight: untitledHeight(t)) }
        return TableSection(headerHeight: canvasTitledHeight(t, first: true), footerHeight: untitledHeight(t))
    }

    /// A static section: its titles (an empty title is none), and the heights Interface Builder
    /// gives its header and footer where they differ from the table's (`untitledHeight`,
    /// `canvasTitledHeight`; on the canvas of Xcode 11 and later a plain section has its header
    /// and footer whether titled or not: `canvasPlainHeaderHeight`).
    func staticSection(_ s: IBTableViewSection, of t: IBTableView, index: Int) -> TableSection {
        let header = s.headerTitle.flatMap { $0.isEmpty ? nil : $0 }
        let footer = s.footerTitle.flatMap { $0.isEmpty ? nil : $0 }
        var section = TableSection(headerTitle: header, footerTitle: footer)
        if let plain = canvasPlainHeaderHeight(t) {
            section.headerHeight = .fixed(plain)
            section.footerHeight = footer == nil ? .fixed(t.sectionFooterHeight ?? 28) : nil
            return section
        }
        section.headerHeight = header == nil ? canvasUntitledHeaderHeight(t) ?? untitledHeight(t)
            : isCanvas ? canvasTitledHeight(t, first: index == 0) : titledHeight(t)
        section.footerHeight = footer == nil ? untitledHeight(t) : titledHeight(t)
        return section
    }

    /// A titled header's height on a device, and a titled footer's everywhere: grouped styles
    /// size it to its title (Interface Builder's own canvas, which is UIKit, shows 32-point
    /// titled headers where the document says 10 or 18, bugsnag's two-line footers 48 where it
    /// says 18); plain tables use the table's `sectionHeaderHeight` / `sectionFooterHeight`
    /// (dji: 28 as written).
    func titledHeight(_ t: IBTableView) -> TableDimension? {
        t.style == .plain ? nil : .automatic
    }

    /// A plain table shows no header or footer where a section has no title, whatever its
    /// `sectionHeaderHeight` / `sectionFooterHeight` (readium's untitled static sections start at
    /// 0; dji's titled sections follow each other without their 28-point footers): 0; nil (the
    /// table's) in grouped styles, where untitled sections keep their spacing.
    func untitledHeight(_ t: IBTableView) -> TableDimension? {
        t.style == .plain ? .fixed(0) : nil
    }

    /// The height of a titled section header on the canvas, measured from the stored cell
    /// frames: plain tables, `canvasPlainHeaderHeight` or (Xcode 10 and before) the
    /// `sectionHeaderHeight` (28 if automatic); grouped styles, whatever `sectionHeaderHeight`
    /// says, `canvasGroupedTitleHeight` plus 17.5 above the first section (freeotp,
    /// openfoodfacts, bugsnag: 49.5 for the first section, 32 after an 18-point footer; tofu,
    /// twilio: 55.5 and 38), or under a large title 7.5 more above each later section instead
    /// (dgcawallet, orkcatalog: 32 first, 39.5 after an 18-point footer; nrfmesh, nrfblinky: 38
    /// and 45.5).
    func canvasTitledHeight(_ t: IBTableView, first: Bool) -> TableDimension {
        guard t.style == .plain else {
            let title = canvasGroupedTitleHeight
            if showsLargeTitle { return .fixed(title + (first ? 0 : Self.largeTitleSectionGap)) }
            return .fixed(title + (first ? TableMetrics.groupedSpacing : 0))
        }
        return .fixed(canvasPlainHeaderHeight(t) ?? t.sectionHeaderHeight ?? 28)
    }

    /// The extra space above a grouped table's later titled sections under a large title.
    static let largeTitleSectionGap = 7.5

    /// A grouped table's titled header on the canvas (below the first section's extra space):
    /// 32 in Xcode 12.5 and in Xcode 13 from its 13.0 release (build 19162) on (iOS 14.5 and 15:
    /// openfoodfacts, bugsnag, freeotp, dgcawallet, orkcatalog), else 38, the model's
    /// 16 + 16 + 6 (tofu's Xcode 12.4, uikitcatalog's Xcode 13 beta build 19142.2, twilio's
    /// Xcode 15, nrfmesh's Xcode 26).
    var canvasGroupedTitleHeight: Double {
        let build = IBCanvasInsets.toolsBuild(of: document) ?? 0
        return (18000..<19000).contains(build) || (Self.xcode13Release..<21000).contains(build) ? 32 : 38
    }

    /// The build of Xcode 13.0's Interface Builder; Xcode 13's betas wrote lower 19xxx builds.
    static let xcode13Release = 19162

    /// True when the scene shows a navigation bar with a large title: its navigation
    /// controller's bar prefers large titles and the navigation item does not say `never`.
    var showsLargeTitle: Bool {
        guard let controller = scene.viewController, controller.simulatedMetrics.topBar != "nil" else { return false }
        let embedding = document.embedding(ofController: controller.id)
        guard let nav = embedding.navigationController, nav.bars.prefersLargeTitles,
              !nav.bars.isNavigationBarHidden else { return false }
        return (embedding.navigationItemOwner ?? controller).bars.navigationItem?.largeTitleDisplayMode != "never"
    }

    /// A plain table's section header on the canvas of Xcode 11 and later, titled or not (the
    /// prototypes' "Prototype Cells" too), whatever `sectionHeaderHeight` says: 28 until
    /// Xcode 12.4 (tofu, yubikit's 40 shown 28), 24 and a separator in Xcode 12.5 (routecomposer,
    /// openfoodfacts: 24.5), 44 and a separator in Xcode 13 (iOS 15's 22-point header padding;
    /// castvideos, orkcatalog, loopkit 44.5, dgcawallet and skeletonview 44.67 at 3x), 50 from
    /// Xcode 14 on (googleads, kingfisher, rswift, efrconnect). nil elsewhere.
    func canvasPlainHeaderHeight(_ t: IBTableView) -> Double? {
        guard isCanvas, t.style == .plain, let build = IBCanvasInsets.toolsBuild(of: document), build >= 15000 else { return nil }
        let hairline = 1 / environment.scale
        switch build {
        case ..<18000: return 28
        case ..<19000: return 24 + hairline
        case ..<21000: return 44 + hairline
        default: return 50
        }
    }

    /// An untitled grouped section's header on the canvas of Xcode 26: `sectionHeaderHeight`
    /// (nrfmesh's first untitled section at 18, 36 between untitled sections). nil elsewhere.
    func canvasUntitledHeaderHeight(_ t: IBTableView) -> TableDimension? {
        guard isCanvas, t.style != .plain, (IBCanvasInsets.toolsBuild(of: document) ?? 0) >= 24000 else { return nil }
        return .fixed(t.sectionHeaderHeight ?? 18)
    }

    /// Adds one cell as the last row of a section, its content view's subviews inside the
    /// model's content view.
    mutating func addCell(_ cell: IBView, to table: ViewID, section: Int, keepsRowHeight: Bool, wide: Bool) {
        guard case .tableViewCell(let c) = cell.kind else {
            warn("\(cell.source): <\(cell.elementName) id=\"\(cell.id)\"> in a table's cells is not a tableViewCell; left out")
            return
        }
        var properties = tableViewCellProperties(c)
        if !keepsRowHeight { properties.rowHeight = nil }
        let added: (cell: ViewID, contentView: ViewID)
        do throws(TreeError) {
            added = try tree.addTableViewCell(properties, name: Self.nodeName(cell), to: table, section: section)
        } catch {
            warn("\(cell.source): <tableViewCell id=\"\(cell.id)\"> cannot be added to the table (\(error)); left out")
            return
        }
        register(cell, as: added.cell)
        fillCell(cell, c, cellID: added.cell, contentView: added.contentView, wide: wide)
    }

    /// Gives a cell node its document properties and its content view's subviews.
    mutating func fillCell(_ cell: IBView, _ c: IBTableViewCell, cellID: ViewID, contentView: ViewID, wide: Bool) {
        var node = tree[cellID]
        apply(cell, to: &node, isRoot: false)
        tree[cellID] = node
        for sub in cell.subviews {
            guard case .tableViewCellContentView = sub.kind else {
                addView(sub, parent: cell, to: cellID, arranged: false)
                continue
            }
            register(sub, as: contentView)
            var content = tree[contentView]
            apply(sub, to: &content, isRoot: false)
            if content.layoutMargins == nil, let margins = canvasContentMargins(wide: wide) {
                content.layoutMargins = margins
            }
            tree[contentView] = content
            knownSize[sub.id] = nil
            addChildren(of: sub, id: contentView)
        }
        guard case .tableViewCell(var p) = tree[cellID].kind else { return }
        p.textLabel = c.textLabelID.flatMap { ids[$0] }
        p.detailTextLabel = c.detailTextLabelID.flatMap { ids[$0] }
        p.imageView = c.imageViewID.flatMap { ids[$0] }
        // The style places its labels and image view: their stored frames do not stand.
        for v in [p.textLabel, p.detailTextLabel, p.imageView].compactMap({ $0 }) {
            tree[v].autoresizingFrame = nil
        }
        var updated = tree[cellID]
        updated.kind = .tableViewCell(p)
        tree[cellID] = updated
    }

    /// The content view's margins Interface Builder's canvas shows where they differ from the
    /// layout model's (`TableCellMetrics`: from Xcode 11 on, 16 or 20 by the canvas's width),
    /// measured from the stored frames: 8 on every side until Xcode 8 (iOS 10); 11 top and
    /// bottom and 15 leading and trailing in Xcode 9 and 10, 20 where the table spans a root
    /// 414 points wide or wider, or a xib's cell is on such a device's canvas (`wide`). nil (the
    /// model's) on devices and from Xcode 11 on.
    func canvasContentMargins(wide: Bool) -> DirectionalEdgeInsets? {
        guard isCanvas, let build = IBCanvasInsets.toolsBuild(of: document), build < 15000 else { return nil }
        if build < 13000 { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        let side: Double = wide ? 20 : 15
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    mutating func register(_ view: IBView, as id: ViewID) {
        ids[view.id] = id
        objectIDs[id] = view.id
    }

    /// A xib's root cell: the one row of a plain table without separators that fills the root
    /// (the screen, or the canvas of the cell's stored size); on the canvas the row keeps the
    /// cell's stored height, on a device it takes the height its content needs (a table that
    /// registers the xib sizes its rows; the cell's `rowHeight` is Interface Builder's).
    mutating func addRootCell(_ root: IBView, _ c: IBTableViewCell) {
        tree = ViewTree(rootName: "UITableView (holding \(Self.nodeName(root)))")
        var table = TableViewProperties(style: .plain, rowHeight: .automatic, separatorStyle: .none)
        table.sections = []
        table.contentInsetAdjustmentBehavior = .never  // the cell at the top, as the xib shows it
        var node = tree[tree.root]
        node.kind = .tableView(table)
        tree[tree.root] = node
        var properties = tableViewCellProperties(c)
        properties.rowHeight = isCanvas ? root.frame?.height : nil
        let added: (cell: ViewID, contentView: ViewID)
        do throws(TreeError) {
            added = try tree.addTableViewCell(properties, name: Self.nodeName(root), to: tree.root)
        } catch {
            warn("\(root.source): <tableViewCell id=\"\(root.id)\"> cannot be laid out (\(error))")
            return
        }
        register(root, as: added.cell)
        fillCell(root, c, cellID: added.cell, contentView: added.contentView, wide: Self.isWide(document.device))
    }

    /// True when a table spans the root's width (and the root is 414 points wide or wider), so
    /// its cells take the root's side margin (floatingpanel, dji: 20; rainmaker's table inset
    /// from a 414-point root: 16).
    func spansWideRoot(_ table: IBView) -> Bool {
        guard let frame = table.frame, let root = scene.rootView?.frame else { return false }
        return frame.minX == 0 && frame.width == root.width && root.width >= 414
    }

    /// True for a `<device>` 414 points wide or wider in its orientation (loopkit's 450-point
    /// cell xib on a 375-point canvas has 15-point margins).
    static func isWide(_ device: IBCanvasDevice?) -> Bool {
        guard let device else { return false }
        if device.orientation == "landscape" { return true }
        return ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72"].contains(device.id)
            || device.id.hasPrefix("ipad")
    }
}
