import Foundation
import HarkSupport
import Yams

/// Reads the responses a definition file keeps beside it, `<name>.responses.yaml` next to
/// `<name>.yaml`: for each intent, its `responseProperties:` and `responses:`, written as in a Hark
/// definition (docs/intents.md). A Rhino context has no place for replies, so a declared app
/// (docs/apps.md) brings its wording this way and the context stays unchanged.
///
/// The sidecar may only add to what its definition says: an intent it names must exist, a
/// placeholder must name a parameter or response property, and an intent that already has
/// responses in its definition cannot get a second set.
public struct ResponseSidecarReader: Sendable {
    /// `coffee_maker.yaml` → `coffee_maker.responses.yaml`.
    public static let suffix = ".responses.yaml"

    /// A reader; it keeps no state between files.
    public init() {}

    /// The sidecar of the definition at `definition`.
    public static func sidecar(of definition: URL) -> URL {
        definition.deletingPathExtension().appendingPathExtension("responses.yaml")
    }

    /// Whether `file` is a sidecar rather than a definition, so a folder of definitions skips it.
    public static func isSidecar(_ file: URL) -> Bool {
        file.lastPathComponent.lowercased().hasSuffix(suffix)
    }

    /// `app` with the sidecar's properties and responses added to its intents; its digest then
    /// covers the sidecar's text too.
    public func adding(yaml: String, file: String, to app: AppDefinition) throws(IntentDefinitionError)
        -> AppDefinition
    {
        if yaml.utf8.count > DefinitionLimits.maximumFileBytes {
            throw IntentDefinitionError(
                "the file is larger than \(DefinitionLimits.maximumFileBytes >> 20) MiB", file: file)
        }
        if let failure = YAMLNesting.check(yaml, limit: DefinitionLimits.maximumYAMLNesting) {
            throw IntentDefinitionError(
                failure.message, at: SourceLocation(file: file, line: failure.line, column: failure.column))
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else {
                throw IntentDefinitionError("the file is empty", file: file)
            }
            root = composed
        } catch let error as IntentDefinitionError {
            throw error
        } catch {
            throw IntentDefinitionError("not valid YAML: \(error)", file: file)
        }
        var app = app
        for (intentName, keyNode, value) in try DefinitionNode(node: root, file: file).pairs("the file") {
            guard let index = app.intents.firstIndex(where: { $0.name == intentName }) else {
                throw keyNode.error(
                    "'\(intentName)' is not an intent of \(app.name) (known: \(app.intents.map(\.name).joined(separator: ", ")))"
                )
            }
            var intent = app.intents[index]
            guard intent.responses.isEmpty else {
                throw keyNode.error("'\(intentName)' already has responses in \(intent.location.file)")
            }
            let fields = try value.fields(
                "intent '\(intentName)'", allowed: ["responseProperties", "responses"], required: ["responses"])
            intent.responseProperties += try properties(fields["responseProperties"], of: intent)
            intent.responses = try ResponseSectionReader(
                intent: intentName, parameters: intent.parameters, properties: intent.responseProperties
            ).read(fields["responses"]!)
            app.intents[index] = intent
        }
        var digest = SHA256()
        digest.update("\(app.sourceDigest)\0sidecar\0\(yaml)\0")
        app.sourceDigest = digest.finalizeHex()
        return app
    }

    /// Reads `<definition>.responses.yaml` into `app` when the file exists; `app` unchanged otherwise.
    public func adding(sidecarOf definition: URL, to app: AppDefinition) throws(IntentDefinitionError) -> AppDefinition
    {
        let url = Self.sidecar(of: definition)
        guard FileManager.default.fileExists(atPath: url.path) else { return app }
        let text: String
        do {
            text = try BoundedFileReader(limit: DefinitionLimits.maximumFileBytes).text(of: url)
        } catch {
            throw IntentDefinitionError("cannot read: \(error)", file: url.path)
        }
        return try adding(yaml: text, file: url.path, to: app)
    }

    /// `orderNumber: number`: the built-in types a handler's values can take (no closed lists: a
    /// sidecar declares no types of its own).
    private func properties(_ node: DefinitionNode?, of intent: IntentDefinition) throws(IntentDefinitionError)
        -> [ResponsePropertyDefinition]
    {
        guard let node else { return [] }
        var result: [ResponsePropertyDefinition] = []
        for (name, keyNode, value) in try node.pairs("'responseProperties'") {
            guard IntentDefinitionLoader.isName(name), name != "app" else {
                throw keyNode.error(
                    name == "app"
                        ? "'app' is reserved for the app name"
                        : "property name '\(name)' may use only letters, digits, '_' and '-'")
            }
            guard intent.parameter(named: name) == nil, intent.responseProperty(named: name) == nil else {
                throw keyNode.error("'\(name)' is already a parameter or response property of '\(intent.name)'")
            }
            let type: ParameterType
            switch try value.nonEmptyString("a type") {
            case "text": type = .freeText(FreeTextType(samples: []))
            case "number": type = .number
            case "duration": type = .duration
            case "date": type = .date
            case let other:
                throw value.error(
                    "unknown type '\(other)' (known: \(ParameterType.builtInNames.joined(separator: ", ")))")
            }
            result.append(ResponsePropertyDefinition(name: name, type: type, location: keyNode.location))
        }
        return result
    }
}
