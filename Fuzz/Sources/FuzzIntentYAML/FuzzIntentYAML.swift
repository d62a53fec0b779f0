import FuzzSupport
import HarkDefinitions
import HarkUnderstanding

/// Any text as an intent definition file: YAML, then templates, parameters and limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentYAML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        _ = try IntentDefinitionLoader().parse(yaml: FuzzInput(start, count).text, file: "fuzz.yaml")
    } catch {
        describe(error)
    }
    return 0
}
