import FuzzSupport
import HarkVocabulary

/// Any bytes as an `AppIntentVocabulary.plist` (XML, binary or OpenStep), then its terms.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        let vocabulary = try AppIntentVocabulary(propertyList: FuzzInput(start, count).bytes, source: "fuzz.plist")
        _ = vocabulary.terms.count
    } catch {
        describe(error)
    }
    return 0
}
