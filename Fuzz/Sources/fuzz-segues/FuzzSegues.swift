import FuzzSupport
import InterfaceBuilder
import SnapshotKit

/// Storyboards generated from the input: 2-12 view controllers whose `show` segues form the
/// graph the bytes choose (cycles included), some of them in navigation controllers and tab
/// bar controllers. Each scene is laid out with its bars (the navigation-stack search over
/// the segues); a hang or a blow-up is a finding (issue 35: five controllers that showed each
/// other had taken over a minute).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSegues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let xml = SegueStoryboard(bytes).xml
    guard let document = try? IBDocument.parse(Array(xml.utf8), path: "fuzz.storyboard"),
          let pipeline = FuzzPipeline.shared else { return 0 }
    for scene in document.scenes {
        guard let environment = try? ScreenChoice(device: "iphone-8").environment(for: scene, in: document) else { continue }
        _ = try? pipeline.layOut(scene, of: document, imageFolders: [], environment: environment)
    }
    return 0
}

/// The storyboard the bytes describe: byte 0 the number of controllers, then for each an
/// adjacency byte pair (which others it shows), then which are roots of navigation
/// controllers and tabs of a tab bar controller.
struct SegueStoryboard {
    var xml: String

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let n = 2 + Int(reader.next() % 11)
        var scenes = ""
        for i in 0..<n {
            let mask = Int(reader.next()) << 8 | Int(reader.next())
            let shows = (0..<n).filter { mask & (1 << $0) != 0 }
            let segues = shows.map { #"<segue destination="vc-\#($0)" kind="show" id="s-\#(i)-\#($0)"/>"# }.joined()
            scenes += Self.scene("vc-\(i)", #"<viewController id="vc-\#(i)" title="VC \#(i)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v-\#(i)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><viewLayoutGuide key="safeArea" id="sa-\#(i)"/></view><navigationItem key="navigationItem" title="N\#(i)" id="ni-\#(i)"/><connections>\#(segues)</connections></viewController>"#)
        }
        let roots = Int(reader.next())
        for k in 0..<n where roots & (1 << (k % 8)) != 0 && k < 3 {
            let root = Int(reader.next()) % n
            scenes += Self.scene("nav-\(k)", #"<navigationController id="nav-\#(k)" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-\#(k)"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar><connections><segue destination="vc-\#(root)" kind="relationship" relationship="rootViewController" id="r-\#(k)"/></connections></navigationController>"#)
        }
        let tabs = (0..<Int(reader.next() % 4)).map { t in
            #"<segue destination="\#(reader.next() % 2 == 0 ? "vc" : "nav")-\#(Int(reader.next()) % n)" kind="relationship" relationship="viewControllers" id="t-\#(t)"/>"#
        }.joined()
        if !tabs.isEmpty {
            scenes += Self.scene("tab", #"<tabBarController id="tab" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar><connections>\#(tabs)</connections></tabBarController>"#)
        }
        xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc-0"><device id="retina4_7" orientation="portrait" appearance="light"/><scenes>\#(scenes)</scenes></document>"#
    }

    static func scene(_ id: String, _ body: String) -> String {
        #"<scene sceneID="sc-\#(id)"><objects>\#(body)</objects></scene>"#
    }
}

/// The input's bytes one at a time, zero past the end.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
}

enum FuzzPipeline {
    nonisolated(unsafe) static var shared: SnapshotPipeline? = try? SnapshotPipeline()
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_segues_main")
public func fuzz_segues_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzSegues)
}
