import Foundation
import Yams

/// A declared app's `app.yaml` (docs/apps.md): where its intents are, its optional vocabulary,
/// and its handler.
///
/// ```yaml
/// intents: coffee_maker.yaml            # a Hark definition or a Rhino context, in the folder
/// vocabulary: AppIntentVocabulary.plist # optional
/// handler:
///   command: [python3, barista.py]      # or webhook: http://127.0.0.1:8080/coffee
///   phases: [resolve, handle]           # optional; handle alone by default
/// timeoutSeconds: 5                     # optional
/// restrictedWhileLocked: [orderDrink]   # optional: intents that need an unlocked device
/// ```
public struct AppManifest: Sendable, Hashable {
    /// How the handler is reached.
    public enum Handler: Sendable, Hashable {
        /// A program run once per call, in the app's folder: the request on standard input, the
        /// answer on standard output.
        case command([String])
        /// An HTTP endpoint the request is POSTed to; the answer is the response body.
        case webhook(URL)
    }

    /// `name:`, when given: it must be the name the intents give the app.
    public var name: String?
    /// `intents:`, relative to the folder.
    public var intents: String
    /// `vocabulary:`, relative to the folder.
    public var vocabulary: String?
    public var handler: Handler
    /// The steps the handler takes part in; always holds ``HandlerPhase/handle``.
    public var phases: Set<HandlerPhase>
    /// How long one call may take before it counts as failed.
    public var timeoutSeconds: Double
    /// `restrictedWhileLocked:`, SiriKit's `IntentsRestrictedWhileLocked`: the intents refused
    /// while the device is locked ("You'll need to unlock your device first").
    public var restrictedWhileLocked: Set<String> = []

    /// Without `timeoutSeconds:`.
    public static let defaultTimeoutSeconds = 5.0
    /// The most `timeoutSeconds:` may say: a user waits for the reply.
    public static let maximumTimeoutSeconds = 60.0

    /// Parses the text of `file` (named in errors).
    public init(yaml: String, file: String) throws(DeclaredAppError) {
        func fail(_ reason: String) -> DeclaredAppError { DeclaredAppError(file, reason) }
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: yaml)
        } catch {
            throw fail("not valid YAML: \(error)")
        }
        guard let top = loaded as? [String: Any] else { throw fail("must be a mapping (intents:, handler:, …)") }
        let known = ["name", "intents", "vocabulary", "handler", "timeoutSeconds", "restrictedWhileLocked"]
        if let unknown = top.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("unknown key '\(unknown)' (expected: \(known.joined(separator: ", ")))")
        }
        func string(_ key: String, in map: [String: Any], required: Bool) throws(DeclaredAppError) -> String? {
            guard let value = map[key] else {
                if required { throw fail("needs '\(key)'") }
                return nil
            }
            guard let text = value as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("'\(key)' must be a non-empty string")
            }
            return text
        }
        name = try string("name", in: top, required: false)
        intents = try string("intents", in: top, required: true)!
        vocabulary = try string("vocabulary", in: top, required: false)

        guard let handlerMap = top["handler"] as? [String: Any] else {
            throw fail(top["handler"] == nil ? "needs 'handler'" : "'handler' must be a mapping (command: or webhook:)")
        }
        let handlerKeys = ["command", "webhook", "phases"]
        if let unknown = handlerMap.keys.sorted().first(where: { !handlerKeys.contains($0) }) {
            throw fail("unknown key '\(unknown)' in 'handler' (expected: \(handlerKeys.joined(separator: ", ")))")
        }
        switch (handlerMap["command"], handlerMap["webhook"]) {
        case (let command?, nil):
            let words = (command as? [Any])?.compactMap { $0 as? String } ?? (command as? String).map { [$0] }
            guard let words, !words.isEmpty, words.count == ((command as? [Any])?.count ?? 1),
                !words[0].isEmpty
            else {
                throw fail("'handler.command' must be a list of strings: the program, then its arguments")
            }
            handler = .command(words)
        case (nil, let webhook?):
            guard let text = webhook as? String, let url = URL(string: text),
                ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
            else {
                throw fail("'handler.webhook' must be an http:// or https:// URL, not '\(webhook)'")
            }
            handler = .webhook(url)
        case (nil, nil):
            throw fail("'handler' needs 'command' or 'webhook'")
        default:
            throw fail("'handler' has both 'command' and 'webhook'; give one")
        }
        var phases: Set<HandlerPhase> = [.handle]
        if let listed = handlerMap["phases"] {
            guard let names = listed as? [Any] else { throw fail("'handler.phases' must be a list") }
            for name in names {
                guard let text = name as? String, let phase = HandlerPhase(rawValue: text) else {
                    throw fail(
                        "'handler.phases' holds '\(name)'; known: \(HandlerPhase.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                phases.insert(phase)
            }
        }
        self.phases = phases

        timeoutSeconds = Self.defaultTimeoutSeconds
        if let timeout = top["timeoutSeconds"] {
            guard let seconds = (timeout as? Double) ?? (timeout as? Int).map(Double.init),
                seconds > 0, seconds <= Self.maximumTimeoutSeconds
            else {
                throw fail("'timeoutSeconds' must be a number above 0 and at most \(Int(Self.maximumTimeoutSeconds))")
            }
            timeoutSeconds = seconds
        }
        if let locked = top["restrictedWhileLocked"] {
            let names = (locked as? [Any])?.compactMap { $0 as? String }
            guard let names, names.count == (locked as? [Any])?.count, !names.contains(where: \.isEmpty) else {
                throw fail("'restrictedWhileLocked' must be a list of intent names")
            }
            restrictedWhileLocked = Set(names)
        }
    }
}
