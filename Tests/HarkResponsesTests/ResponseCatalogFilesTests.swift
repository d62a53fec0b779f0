import Foundation
import HarkResponses
import Testing

/// The committed response files: they load, they match en-US key for key, and everything they
/// say is plain spoken text.
@Suite struct ResponseCatalogFilesTests {
    static let reference = ResponseLanguage.englishUS

    @Test func everyLanguageHasAFileThatLoads() throws {
        for language in ResponseLanguage.allCases {
            let catalog = try ResponseFixtures.catalog(language.code)
            #expect(catalog.language == language)
            #expect(!catalog.keys.isEmpty)
        }
    }

    @Test func everyLanguageHasExactlyTheReferenceKeys() throws {
        let reference = try ResponseFixtures.catalog(Self.reference.code)
        for language in ResponseLanguage.allCases where language != Self.reference {
            let problems = ResponseCatalogParity.problems(
                reference: reference, candidate: try ResponseFixtures.catalog(language.code))
            #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        }
    }

    /// The keys the intent engine's facade renders: they must exist under exactly these names.
    @Test func theKeysTheEngineUsesExist() throws {
        let catalog = try ResponseFixtures.catalog(Self.reference.code)
        let keys = [
            "prompt.INSendMessageIntent.recipients", "prompt.INSendMessageIntent.content", "prompt.disambiguation",
            "prompt.confirmValue", "prompt.confirm.INSendMessageIntent", "prompt.confirm.generic", "prompt.yesNo",
            "prompt.notUnderstood", "response.INSendMessageIntent.success", "response.INSendMessageIntent.failure",
            "response.INSendMessageIntent.failureRequiringAppLaunch",
            "response.INSendMessageIntent.failureMessageServiceNotAvailable",
            "response.INSearchForMessagesIntent.summary", "response.INSearchForMessagesIntent.item",
            "response.INSearchForMessagesIntent.more", "response.INSetMessageAttributeIntent.success",
            "attribute.read", "attribute.unread", "attribute.flagged", "attribute.unflagged",
            "unsupported.INSendMessageIntent.recipients.noSuchContact", "unsupported.INSendMessageIntent.content.empty",
            "unsupported.generic", "refusal.deviceLocked", "refusal.notAuthorized", "refusal.unsupportedIntent",
            "refusal.appNotRegistered", "refusal.noApp", "refusal.notUnderstood", "dialog.cancelled",
            // The facade's fallbacks behind intent-specific keys.
            "prompt.value", "dialog.gaveUp", "response.generic.success", "response.generic.failure",
            "response.generic.failureRequiringAppLaunch", "response.generic.inProgress", "response.generic.ready",
        ]
        for key in keys { #expect(catalog.entries[key] != nil, "\(key)") }
    }

    @Test func theParityCheckerCatchesAMissingKey() throws {
        let directory = try ResponseFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(
            contentsOf: ResponseFixtures.responsesDirectory.appendingPathComponent("fr-FR.yaml"), encoding: .utf8)
        let dropped = "prompt.yesNo"
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("\(dropped):") }
        #expect(trimmed.count == lines.count - 1)
        let url = directory.appendingPathComponent("fr-FR.yaml")
        try trimmed.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)

        let problems = ResponseCatalogParity.problems(
            reference: try ResponseFixtures.catalog("en-US"), candidate: try ResponseCatalog.load(contentsOf: url))
        #expect(problems.count == 1)
        #expect(problems.first?.key == dropped)
        #expect(problems.first?.file == url.path)
        #expect(problems.first?.description.contains("missing") == true)
    }

    @Test func theParityCheckerCatchesExtraKeysAndArguments() throws {
        let reference = try ResponseCatalog.parse(
            yaml: "language: en-US\ntemplates:\n  a: Hi {name}.\n  b: Bye {name?}.\n", file: "en-US.yaml")
        let candidate = try ResponseCatalog.parse(
            yaml: "language: fr-FR\ntemplates:\n  a: Salut {nom}.\n  b: Au revoir {name}.\n  c: En trop.\n",
            file: "fr-FR.yaml")
        let problems = ResponseCatalogParity.problems(reference: reference, candidate: candidate)
        let byKey = Dictionary(grouping: problems, by: { $0.key ?? "" })
        #expect(byKey["a"]?.first?.message.contains("'nom'") == true)
        #expect(byKey["b"]?.first?.message.contains("leaves optional") == true)
        #expect(byKey["c"]?.first?.message.contains("not in en-US") == true)
        #expect(problems.count == 3)
    }

    @Test func languageSettingsAreReadLeniently() throws {
        for (setting, language) in [
            ("en-US", ResponseLanguage.englishUS), ("en", .englishUS), ("EN_us", .englishUS), ("fr-FR", .frenchFrance),
            ("fr", .frenchFrance), ("fr_FR", .frenchFrance), ("FR-fr", .frenchFrance),
        ] {
            #expect(try ResponseLanguage(code: setting) == language)
            #expect(try ResponseFixtures.catalog(setting).language == language)
        }
    }

    @Test func anUnknownLanguageListsTheAvailableOnes() {
        for setting in ["de-DE", "en-GB", "", "english"] {
            #expect {
                try ResponseCatalog.load(language: setting, from: ResponseFixtures.responsesDirectory)
            } throws: { error in
                let message = (error as? ResponseError)?.message ?? ""
                return message.contains("'\(setting)'") && message.contains("en-US, fr-FR")
            }
        }
    }

    /// Sample arguments by placeholder name. A template using a name missing here fails the test
    /// below, so every new placeholder gets a sample (and a kind) the moment it is written.
    static let samples: [String: ResponseArgument] = [
        "app": .text("MonkeyChat"), "recipients": .list(["Bobo", "Kiki", "Little Bobo"], .and),
        "content": .quote("Send more bananas"), "options": .list(["Bobo the Great", "Bobo Jr.", "Little Bobo"], .or),
        "value": .text("Bobo"), "attribute": .text("read"), "from": .text("from Kiki"),
        "senders": .list(["Bobo", "Kiki"], .and), "sender": .text("Bobo the Great"),
        "when": .dateTime(ResponseFixtures.date(2024, 6, 10, 15, 15, in: ResponseFixtures.newYork)),
        "apps": .list(["MonkeyChat", "MonkeyFit"], .or),
        "workoutName": .text("Bananarific"), "activeDuration": .duration(1500), "words": .quote("don't"),
        "parameter": .text("tank"), "known": .list(["reef", "koi"], .and),
    ]

    @Test func everyRenderedResponseIsPlainSpokenText() throws {
        for language in ResponseLanguage.allCases {
            let catalog = try ResponseFixtures.catalog(language.code)
            for key in catalog.keys {
                let entry = catalog.entries[key]!
                for name in entry.argumentNames.subtracting(["count"]) where Self.samples[name] == nil {
                    Issue.record("\(language) \(key): no sample argument for '\(name)'")
                }
                let isPhrase = ResponseCatalog.phrasePrefixes.contains { key.hasPrefix($0) }
                for count in [0, 1, 2, 21, 80, 1000, 1_000_000] {
                    var arguments = Self.samples
                    arguments["count"] = .number(count)
                    let text = try catalog.render(key, arguments, now: ResponseFixtures.now)
                    let place = "\(language) \(key) (count \(count)): \(text)"
                    #expect(!text.isEmpty, "\(place)")
                    #expect(!text.contains { "{}<>*_#[]`\\|~^=".contains($0) }, "markup in \(place)")
                    #expect(!text.contains { $0.isNumber }, "digits in \(place)")
                    #expect(!text.contains("  ") && !text.contains(" .") && !text.contains(" ,"), "\(place)")
                    if !isPhrase {
                        #expect(text.first?.isUppercase == true, "\(place)")
                        #expect(".?!".contains(text.last!), "\(place)")
                    }
                }
            }
        }
    }
}
