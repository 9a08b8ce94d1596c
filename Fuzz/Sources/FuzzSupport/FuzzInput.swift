/// The bytes libFuzzer hands a target, and the recipe wrapper the notation targets share.
public enum FuzzInput {
    /// The input as a Swift array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// `text` as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A recipe with views A, B, a stack S and a scroll view SV, and `constraint` (already JSON)
    /// as its only constraint: the notations are reached the way users reach them.
    public static func recipe(constraint: String) -> String {
        """
        {"name": "fuzz", "metrics": {"m": 8},
         "root": {"subviews": [{"view": "A"}, {"label": "B", "text": "b"},
                               {"stack": "S", "arrangedSubviews": [{"view": "C"}]},
                               {"scrollView": "SV", "subviews": [{"view": "D"}]}]},
         "constraints": [\(constraint)]}
        """
    }
}

/// libFuzzer's entry for a program with its own `main` (SwiftPM gives every executable one).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments on `callback`; returns its exit status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }
}
