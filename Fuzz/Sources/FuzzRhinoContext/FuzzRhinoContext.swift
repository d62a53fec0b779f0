import FuzzSupport
import HarkDefinitions
import HarkUnderstanding

/// Any text after `context:` as a Picovoice Rhino context: the loader reads a file whose top key is
/// `context` as one, so every input here takes the Rhino path (expressions, slots, macros).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRhinoContext(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        _ = try IntentDefinitionLoader().parse(yaml: "context:\n" + FuzzInput(start, count).text, file: "fuzz.yaml")
    } catch {
        describe(error)
    }
    return 0
}
