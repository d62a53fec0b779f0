import Foundation
import Hark
import Testing

/// docs/responses.md's example, also ResponseCatalog's, run in both languages it shows.
@Suite("docs/responses.md example")
struct ResponsesDocExample {
    @Test(arguments: [
        ("en-US", "OK, I sent 'Send more bananas' to Bobo on MonkeyChat."),
        // French typography: narrow no-break spaces inside the quotes (the doc's comment shows spaces).
        ("fr-FR", "D'accord, j'ai envoyé «\u{202F}Send more bananas\u{202F}» à Bobo sur MonkeyChat."),
    ])
    func rendersASentMessage(language: String, expected: String) throws {
        let responsesDirectory = try #require(ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory))
        // doc-example: docs/responses.md Sources/HarkResponses/ResponseCatalog.swift
        let catalog = try ResponseCatalog.load(language: language, from: responsesDirectory)  // Models/responses
        let text = try catalog.render(
            "response.INSendMessageIntent.success",
            ["content": .quote("Send more bananas"), "recipients": .list(["Bobo"], .and), "app": .text("MonkeyChat")])
        // en-US: OK, I sent 'Send more bananas' to Bobo on MonkeyChat.
        // fr-FR: D'accord, j'ai envoyé « Send more bananas » à Bobo sur MonkeyChat.
        // doc-example: end
        #expect(text == expected)
    }
}
