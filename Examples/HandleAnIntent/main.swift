// Beanstalk, a coffee shop app of your own: Hark hears a recorded request, reads it with the app's
// intent definitions, runs the app's handler and says the reply. From a clone of Hark:
//   swift run HandleAnIntent Examples/HandleAnIntent/beanstalk.yaml Examples/HandleAnIntent/order.wav
import Foundation
import Hark

/// The app's side of SiriKit's lifecycle for one intent: resolve each parameter, confirm, handle.
struct OrderCoffeeHandler: IntentHandler {
    let intentName = "OrderCoffee"
    let resolutionOrder = ["drink", "size"]
    let requiresUserConfirmation = false

    func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        switch (parameter, intent.first(parameter)) {
        case ("drink", nil): [.needsValue]  // asks "What would you like to drink?"
        case (_, nil): [.notRequired]
        case (_, let value?): [.success(value)]
        }
    }

    func confirm(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .ready)  // the shop is open
    }

    func handle(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .success, properties: IntentParameters(["waitTime": [.duration(5 * 60)]]))
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: HandleAnIntent DEFINITIONS.yaml AUDIO\n".utf8))
    exit(2)
}
do {
    // Hark's defaults (the same as the `hark` command's), or a profile file's: $HARK_CONFIG.
    let profile = try HarkProfile.load(file: nil)
    let pipeline = try HarkPipeline(configuration: profile.configuration)
    // The command search: a grammar of the definitions' templates, compiled once into the cache.
    let search = try pipeline.searchConfiguration(intents: [URL(fileURLWithPath: arguments[1])])
    let recognizer = try pipeline.commandRecognizer(search)
    // Hark's own replies, in Models/responses (found as `hark` finds its data); the app's are added.
    let responses = ModelsDirectory.locate("responses") ?? URL(fileURLWithPath: "Models/responses")
    let catalog = try ResponseCatalog.load(language: "en-US", from: responses)
    let app = AppRegistration(name: "Beanstalk", handlers: [OrderCoffeeHandler()])
    let assistant = try pipeline.assistant(
        engine: IntentEngine(apps: [app], valueReader: { _, _ in [] }), recognizer: recognizer, catalog: catalog)

    let reply = try await assistant.reply(toAudioFile: arguments[2])
    print("heard: \(reply.transcript)")
    print(reply.response.text)
} catch {
    FileHandle.standardError.write(Data("HandleAnIntent: \(error)\n".utf8))
    exit(1)
}
