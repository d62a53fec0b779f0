import Foundation
import HarkDefinitions
import HarkUnderstanding
import Testing

/// The issue's three costly inputs each end, with an error or an answer, well within the time the
/// issue sets (2 s). The only time bound in the unit tests, there because the issue asks for it;
/// it is generous: each case costs milliseconds (docs/benchmarks.md).
@Suite struct BoundedCostTests {
    static let bound = Duration.seconds(2)

    /// The CPU time `body` takes on this thread: what the work costs, whatever else the machine
    /// runs (the suite runs beside decoding tests, and wall-clock time then measures the load).
    func elapsed(_ body: () -> Void) -> Duration {
        func threadTime() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = threadTime()
        body()
        return threadTime() - start
    }

    @Test func megabyteRequestEndsQuickly() throws {
        let parser = IntentParser(definitions: try RepositoryFiles.monkeyChat())
        let text = Array(repeating: "send more bananas to bobo on monkeychat", count: 27_000).joined(separator: " ")
        #expect(text.utf8.count > 1_000_000)
        var result: UnderstandingResult?
        let time = elapsed { result = parser.parse(text) }
        guard case .tooLong? = result?.rejection else {
            Issue.record("a 1 MB request should be refused as too long")
            return
        }
        #expect(time < Self.bound)
    }

    @Test func megabyteTemplateEndsQuickly() {
        let template = Array(repeating: "go", count: 350_000).joined(separator: " ")
        let yaml = "app:\n  name: Big\n  domain: custom\nintents:\n  Go:\n    templates:\n      - \"\(template)\"\n"
        #expect(yaml.utf8.count > 1_000_000)
        var failure: IntentDefinitionError?
        let time = elapsed {
            do throws(IntentDefinitionError) {
                _ = try IntentDefinitionLoader().parse(yaml: yaml, file: "big.yaml")
            } catch { failure = error }
        }
        #expect(failure?.message.contains("longer than") == true)
        #expect(time < Self.bound)
    }

    @Test func hundredThousandDeepNestingEndsQuickly() {
        let template = String(repeating: "[", count: 100_000) + "x" + String(repeating: "]", count: 100_000)
        let yaml = "app:\n  name: Nest\n  domain: custom\nintents:\n  Go:\n    templates:\n      - \"\(template)\"\n"
        var failure: IntentDefinitionError?
        let time = elapsed {
            do throws(IntentDefinitionError) {
                _ = try IntentDefinitionLoader().parse(yaml: yaml, file: "nested.yaml")
            } catch { failure = error }
        }
        #expect(failure?.message.contains("nested deeper") == true)
        #expect(time < Self.bound)
        // The template parser on its own, past the YAML check, refuses the same nesting too.
        var parserFailure: TemplateSyntaxError?
        let parserTime = elapsed {
            do throws(TemplateSyntaxError) {
                _ = try TemplateParser().parse(String(repeating: "(", count: 100_000))
            } catch { parserFailure = error }
        }
        #expect(parserFailure?.message.contains("longer than") == true)
        let nested = String(repeating: "(", count: 1_000) + "x" + String(repeating: ")", count: 1_000)
        #expect(throws: TemplateSyntaxError(column: 33, message: "groups nested deeper than 32")) {
            try TemplateParser().parse(nested)
        }
        #expect(parserTime < Self.bound)
    }
}
