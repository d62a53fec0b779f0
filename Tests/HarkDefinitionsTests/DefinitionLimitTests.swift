import Foundation
import HarkDefinitions
import HarkTestSupport
import Testing

/// Limits on what one definition file may ask for, checked on load (issue 15): each refusal
/// names the file and the place, where the file has one.
@Suite struct DefinitionLimitTests {
    func load(_ yaml: String) throws(IntentDefinitionError) -> AppDefinition {
        try IntentDefinitionLoader().parse(yaml: yaml, file: "limits.yaml")
    }

    func app(templates: [String], phrases: [String: String] = [:]) -> String {
        var yaml = "app:\n  name: Limits\n  domain: custom\n"
        if !phrases.isEmpty {
            yaml += "phrases:\n" + phrases.sorted { $0.key < $1.key }.map { "  \($0.key): \"\($0.value)\"\n" }.joined()
        }
        yaml += "intents:\n  Go:\n    templates:\n"
        yaml += templates.map { "      - \"\($0)\"\n" }.joined()
        return yaml
    }

    func error(_ yaml: String) -> IntentDefinitionError? {
        do {
            _ = try load(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test func templateNestedPastTheLimitIsRefusedAtItsBracket() throws {
        let depth = DefinitionLimits.maximumTemplateNesting + 1
        let template = String(repeating: "[", count: depth) + "go" + String(repeating: "]", count: depth)
        let failure = try #require(error(app(templates: [template])))
        #expect(failure.message.contains("nested deeper than \(DefinitionLimits.maximumTemplateNesting)"))
        // Line 7 holds the template; its text starts at column 10, the refused bracket is the 33rd.
        #expect(failure.location == SourceLocation(file: "limits.yaml", line: 7, column: 9 + depth))
    }

    @Test func templateAtTheNestingLimitLoads() throws {
        let depth = DefinitionLimits.maximumTemplateNesting
        let template = String(repeating: "[", count: depth) + "go" + String(repeating: "]", count: depth)
        #expect(try load(app(templates: ["say " + template])).intents[0].templates.count == 1)
    }

    /// The crash: 100,000 nested brackets overflowed the stack (SIGSEGV).
    @Test func hundredThousandBracketsAreRefusedNotACrash() throws {
        let template = String(repeating: "[", count: 100_000) + "x" + String(repeating: "]", count: 100_000)
        let failure = try #require(error(app(templates: [template])))
        #expect(failure.message.contains("nested deeper"))
        #expect(failure.location?.file == "limits.yaml" && failure.location?.line == 7)
    }

    @Test func deeplyNestedYAMLFlowCollectionsAreRefusedBeforeTheComposerRecurses() throws {
        let yaml = "app: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let failure = try #require(error(yaml))
        #expect(failure.message == "brackets nested deeper than \(DefinitionLimits.maximumYAMLNesting)")
        #expect(failure.location == SourceLocation(file: "limits.yaml", line: 1, column: 6 + 200))
    }

    /// Block collections nest without brackets: 100,000 compact entries (`- - - …`) overflowed the
    /// stack (SIGSEGV) from about 5,000 deep, as did `? ? ? …`.
    @Test(arguments: ["- ", "? "])
    func deeplyNestedYAMLBlockEntriesAreRefusedBeforeTheComposerRecurses(entry: String) throws {
        let yaml = "app:\n  name: Deep\n  domain: custom\nintents:\n" + String(repeating: entry, count: 100_000) + "x\n"
        let failure = try #require(error(yaml))
        #expect(
            failure.message
                == "indentation and block entries ('- ', '? ') nested deeper than \(DefinitionLimits.maximumYAMLNesting)"
        )
        #expect(failure.location == SourceLocation(file: "limits.yaml", line: 5, column: 200_001))
    }

    /// At the limit the file reaches the composer, which says what is wrong with it instead.
    @Test func blockEntriesAtTheNestingLimitReachTheComposer() throws {
        let yaml =
            "app:\n  name: Deep\n  domain: custom\nintents:\n"
            + String(repeating: "- ", count: DefinitionLimits.maximumYAMLNesting) + "x\n"
        let failure = try #require(error(yaml))
        #expect(!failure.message.contains("nested deeper"), "\(failure)")
    }

    @Test func overlongTemplateIsRefusedWithoutQuotingItWhole() throws {
        let template = Array(repeating: "go", count: 350_000).joined(separator: " ")
        let failure = try #require(error(app(templates: [template])))
        #expect(failure.message.contains("longer than \(DefinitionLimits.maximumTemplateCharacters) characters"))
        #expect(failure.location?.line == 7)
        // The message quotes the template's start only.
        #expect(failure.description.count < 400)
    }

    @Test func phrasesThatDoubleAtEveryLevelAreRefusedByTheirExpandedSize() throws {
        // p0 says two words; each next phrase says the one before twice: p15 is 2^16 words, and a
        // template using it four times exceeds the app limit though the file is tiny.
        var phrases = ["p0": "a b"]
        for level in 1...15 { phrases["p\(level)"] = "<p\(level - 1)> <p\(level - 1)>" }
        let failure = try #require(error(app(templates: ["<p15> <p15> <p15> <p15>"], phrases: phrases)))
        #expect(failure.message.contains("grow past \(DefinitionLimits.maximumExpandedItems)"))
        #expect(failure.location?.line == 24)
    }

    @Test func phrasesNestedTooDeepAreRefused() throws {
        var phrases = ["p0": "a"]
        let depth = DefinitionLimits.maximumPhraseNesting + 1
        for level in 1..<depth { phrases["p\(level)"] = "<p\(level - 1)>" }
        let failure = try #require(error(app(templates: ["<p\(depth - 1)>"], phrases: phrases)))
        #expect(failure.message.contains("nests phrases \(depth) deep"))
        #expect(failure.file == "limits.yaml")
    }

    @Test func fileLargerThanTheLimitIsRefusedByName() throws {
        let yaml = app(templates: ["go"]) + "# " + String(repeating: "x", count: DefinitionLimits.maximumFileBytes)
        let failure = try #require(error(yaml))
        #expect(failure.file == "limits.yaml" && failure.message.contains("larger than 4 MiB"))
    }

    @Test func rhinoExpressionNestedPastTheLimitIsRefused() throws {
        let depth = DefinitionLimits.maximumTemplateNesting + 1
        let expression = String(repeating: "[", count: depth) + "go" + String(repeating: "]", count: depth)
        let yaml = "context:\n  expressions:\n    go:\n      - \"\(expression)\"\n"
        let failure = try #require(error(yaml))
        #expect(failure.message.contains("nested deeper than \(DefinitionLimits.maximumTemplateNesting)"))
        #expect(failure.location?.line == 4)
    }

    @Test func shippedDefinitionsAreWithinEveryLimit() throws {
        let apps = try IntentDefinitionSet.load(from: [Repository.intents]).apps
        #expect(!apps.isEmpty)
        _ = try IntentDefinitionLoader().load(contentsOf: Repository.coffeeExample)
        _ = try IntentDefinitionLoader().load(
            contentsOf: Repository.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml"))
    }

    @Test func unreadableDefinitionPathsSayWhy() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(throws: IntentDefinitionError("cannot read: is a directory, not a file", file: folder.path)) {
            try IntentDefinitionLoader().load(contentsOf: folder)
        }
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(
            throws: IntentDefinitionError(
                "cannot read: larger than 4 MiB, the most this file may hold", file: "/dev/zero")
        ) {
            try IntentDefinitionLoader().load(contentsOf: zero)
        }
    }
}
