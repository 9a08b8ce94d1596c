import ArgumentParser
import Raster
import Render

/// `snapshot render Main.storyboard --scene NAME -o out.png`.
extension RenderCommand {
    func runInterfaceBuilder() throws {
        if interfaceBuilder.listScenes { return try InterfaceBuilderInput.listScenes(path: recipe) }
        guard let output else { throw ValidationError("Missing expected argument '--output <file>'") }
        let pipeline = try SnapshotPipeline(fontDirectories: common.fontDirectories)
        let (built, result) = try InterfaceBuilderInput.layout(path: recipe, options: interfaceBuilder,
                                                               environment: environment, pipeline: pipeline)
        let warnings = InterfaceBuilderInput.warnings(built, result)
        for w in warnings { Output.error(w) }
        let bitmap = try InterfaceBuilderInput.render(built, result, options: renderOptions, pipeline: pipeline)
        let png = try SnapshotPipeline.encodePNG(bitmap, options: pngOptions)
        try SnapshotPipeline.write(png, to: output)
        if common.failOnWarnings && !warnings.isEmpty {
            throw SnapshotFailure(.warnings, "error: \(warnings.count) warning(s) and --fail-on-warnings")
        }
    }
}

/// `snapshot layout Main.storyboard --scene NAME [--format json|tree]`.
extension LayoutCommand {
    func runInterfaceBuilder() throws {
        if interfaceBuilder.listScenes { return try InterfaceBuilderInput.listScenes(path: recipe) }
        let pipeline = try SnapshotPipeline(fontDirectories: common.fontDirectories)
        let (built, result) = try InterfaceBuilderInput.layout(path: recipe, options: interfaceBuilder,
                                                               environment: environment, pipeline: pipeline)
        let warnings = InterfaceBuilderInput.warnings(built, result)
        for w in warnings { Output.error(w) }
        let bytes: [UInt8]
        switch format {
        case .json: bytes = try IBLayoutReport(file: recipe, built: built, result: result).jsonBytes()
        case .tree:
            let size = result.environment.rootSize
            var text = "\(built.scene.title) — \(result.environment.device.name) "
            text += "\(LayoutReport.number(size.width))x\(LayoutReport.number(size.height))\n"
            bytes = Array((text + result.autolayoutTrace).utf8)
        }
        if let output {
            try SnapshotPipeline.write(bytes, to: output)
        } else {
            Output.out(bytes)
        }
        if common.failOnWarnings && !warnings.isEmpty {
            throw SnapshotFailure(.warnings, "error: \(warnings.count) warning(s) and --fail-on-warnings")
        }
    }
}
