import Foundation
import FuzzSupport
import HarkDefinitions
import HarkResponses
import HarkSupport

/// Any text as one response template, and as a response file whose every entry is then rendered
/// (without arguments, so placeholders fail by name: the error path is fuzzed too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponseTemplate(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    do {
        _ = try ResponseTemplate.parse(text, key: "fuzz", file: "fuzz.yaml", line: 1, column: 1).placeholders
    } catch {
        describe(error)
    }
    do {
        let catalog = try ResponseCatalog.parse(yaml: text, file: "fuzz.yaml", timeZone: TimeZone(identifier: "UTC")!)
        for key in catalog.keys {
            do {
                _ = try catalog.render(key, now: Date(timeIntervalSince1970: 0))
            } catch {
                describe(error)
            }
        }
    } catch {
        describe(error)
    }
    return 0
}
