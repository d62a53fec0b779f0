import FuzzSupport
import HarkEvaluation

/// Any text as a JSON Lines sample manifest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        _ = try ManifestReader.parse(FuzzInput(start, count).text, path: "/fuzz/set.jsonl")
    } catch {
        describe(error)
    }
    return 0
}
