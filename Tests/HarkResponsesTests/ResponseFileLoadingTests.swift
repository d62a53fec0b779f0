import Foundation
import HarkDefinitions
import HarkResponses
import HarkSupport
import Testing

/// Mistakes in a response file are reported at load, with the file, line, column and key.
@Suite struct ResponseFileLoadingTests {
    func load(_ yaml: String) throws(ResponseError) -> ResponseCatalog {
        try ResponseCatalog.parse(yaml: yaml, file: "test.yaml")
    }

    func loadingError(_ yaml: String) -> ResponseError? {
        do {
            _ = try load(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test func placeholdersAndFormsParse() throws {
        let catalog = try load(
            """
            language: fr-FR
            templates:
              a: "{who} a {count:feminine} minutes {extra?}."
            """)
        guard case .single(let template) = catalog.entries["a"] else {
            Issue.record("a single template expected")
            return
        }
        #expect(
            template.placeholders == [
                ResponsePlaceholder(name: "who"), ResponsePlaceholder(name: "count", form: .feminine),
                ResponsePlaceholder(name: "extra", isOptional: true),
            ])
        #expect(catalog.entries["a"]?.requiredArgumentNames == ["who", "count"])
    }

    /// `offset` is where in the template the mistake is.
    @Test(arguments: [
        ("Hello {name", "never closed", 6), ("Hello name}", "without an opening", 10),
        ("Hello {}", "not a placeholder", 6), ("Hello {first name}", "not a placeholder", 6),
        ("Hello {name:bold}", "unknown form 'bold'", 6), ("Hello {a{b}}", "inside a placeholder", 8),
    ])
    func malformedPlaceholdersNameFileLineColumnAndKey(template: String, reason: String, offset: Int) throws {
        let error = try #require(
            loadingError(
                """
                language: en-US
                templates:
                  fine: All good.
                  greeting.hello: \(template)
                """))
        #expect(error.file == "test.yaml")
        #expect(error.key == "greeting.hello")
        #expect(error.line == 4)
        #expect(error.column == 19 + offset)
        #expect(error.message.contains(reason), "\(error)")
        #expect(error.description.hasPrefix("test.yaml:4:"))
    }

    @Test func countVariantsNeedOneAndOther() throws {
        let error = try #require(
            loadingError(
                """
                language: en-US
                templates:
                  messages:
                    zero: None.
                    other: "{count} messages."
                """))
        #expect(error.key == "messages" && error.line == 4 && error.message.contains("'one' and 'other'"))
    }

    @Test func unknownVariantIsAnError() throws {
        let error = try #require(
            loadingError(
                """
                language: en-US
                templates:
                  messages:
                    one: One.
                    few: Few.
                    other: Many.
                """))
        #expect(error.key == "messages" && error.line == 5 && error.message.contains("unknown field 'few'"))
    }

    @Test func duplicateKeysAreAnError() throws {
        let error = try #require(
            loadingError(
                """
                language: en-US
                templates:
                  a: One.
                  a: Two.
                """))
        #expect(error.key == "a" && error.line == 4 && error.message.contains("twice"))
    }

    @Test func otherMistakes() throws {
        let cases: [(String, String)] = [
            ("language: de-DE\ntemplates:\n  a: B.", "unknown response language"),
            ("language: en-US\ntemplates:\n  a: ''", "empty"),
            ("language: en-US\ntemplates:\n  a: [x]", "a template is text"),
            ("language: en-US\ntemplates:\n  bad key: X.", "a key is names"),
            ("language: en-US\ntemplate:\n  a: X.", "unknown field 'template'"),
            ("language: en-US\ntemplates:\n  a: x: y", "not valid YAML"),
            ("language: en-US\ntemplates:\n  a:\n    count: n?\n    one: A.\n    other: B.", "'count' must name"),
            ("", "empty"),
        ]
        for (yaml, reason) in cases {
            let error = try #require(loadingError(yaml), "\(yaml)")
            #expect(error.file == "test.yaml")
            #expect(error.message.contains(reason), "\(error)")
        }
    }

    /// The YAML composer recurses once per nested collection: 100,000 nested `[` (or `- `)
    /// overflowed the stack before the text was checked for depth as the intent files' is.
    @Test(arguments: [
        ("[", "brackets nested deeper than 200", 2, 11 + 201),
        ("- ", "indentation and block entries ('- ', '? ') nested deeper than 200", 3, 2 + 200_000 + 1),
    ])
    func deeplyNestedYAMLIsRefusedWithItsPlaceNotAStackOverflow(
        opener: String, message: String, line: Int, column: Int
    ) throws {
        let nested = String(repeating: opener, count: 100_000)
        let yaml =
            opener == "[" ? "language: en-US\ntemplates: \(nested)\n" : "language: en-US\ntemplates:\n  \(nested)x\n"
        let error = try #require(loadingError(yaml))
        #expect(error.message == message)
        #expect(error.file == "test.yaml" && error.line == line && error.column == column, "\(error)")
    }

    /// Blank lines and comments hold nothing, however far indented; a shallow file loads.
    @Test func farIndentedBlankLinesAndCommentsAreNotNesting() throws {
        let indent = String(repeating: " ", count: 1_000)
        let catalog = try load("language: en-US\n\(indent)\ntemplates:\n\(indent)# a comment\n  a: B [c] {d}.\n")
        #expect(catalog.keys == ["a"])
    }

    @Test func aFileNamedForOneLanguageMustSaySo() throws {
        let directory = try ResponseFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "language: en-US\ntemplates:\n  a: B.\n".write(
            to: directory.appendingPathComponent("fr-FR.yaml"), atomically: true, encoding: .utf8)
        #expect {
            try ResponseCatalog.load(language: "fr", from: directory)
        } throws: { error in
            (error as? ResponseError)?.message.contains("named for fr-FR") == true
        }
    }

    @Test func aMissingFileNamesIt() throws {
        let directory = try ResponseFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            try ResponseCatalog.load(language: "en-US", from: directory)
        } throws: { error in
            (error as? ResponseError)?.file == directory.appendingPathComponent("en-US.yaml").path
        }
    }
}
