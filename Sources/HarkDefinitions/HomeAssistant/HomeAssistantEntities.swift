import Foundation
import HarkSupport
import Yams

/// The names Home Assistant exposes to a voice assistant: its areas, floors and entities, each
/// entity with the name people say, its id and domain, and its area. Read from YAML:
///
/// ```yaml
/// language: en
/// areas: [kitchen, living room]
/// floors: [upstairs]
/// entities:
///   - {name: desk lamp, id: light.desk_lamp, domain: light, area: kitchen}
/// ```
///
/// They fill the templates' `{name}`, `{area}` and `{floor}` lists: `name` becomes the entity's id
/// with the words heard beside it, `area` and `floor` the name said.
public struct HomeAssistantEntities: Hashable, Sendable {
    /// One entity: what it is called, its id (`light.desk_lamp`), its domain (`light`) and area.
    public struct Entity: Hashable, Sendable {
        /// What people call it ("desk lamp").
        public var name: String
        /// Home Assistant's entity id (`light.desk_lamp`): the `name` slot's value.
        public var id: String
        /// Its domain (`light`), which a template's `requires_context` asks of it.
        public var domain: String
        /// The area it is in, if any.
        public var area: String?

        /// An entity of the given parts.
        public init(name: String, id: String, domain: String, area: String? = nil) {
            self.name = name
            self.id = id
            self.domain = domain
            self.area = area
        }
    }

    /// The language the names are in (`en`).
    public var language: String
    /// The areas' names: the `{area}` list.
    public var areas: [String]
    /// The floors' names: the `{floor}` list.
    public var floors: [String]
    /// The entities exposed: the `{name}` list.
    public var entities: [Entity]
    /// SHA-256 of the file read, for the search cache; empty for names given in code.
    public var sourceDigest: String

    /// Names given in code (a test's, a program's own).
    public init(
        language: String = "en", areas: [String] = [], floors: [String] = [], entities: [Entity] = [],
        sourceDigest: String = ""
    ) {
        self.language = language
        self.areas = areas
        self.floors = floors
        self.entities = entities
        self.sourceDigest = sourceDigest
    }

    /// A YAML scalar as trimmed text, nil for none or an empty one: the templates' reading of a
    /// value (``HomeAssistantTemplates/text(_:)``), as names are written there too.
    private static func text(_ value: Any) -> String? {
        HomeAssistantTemplates.text(value).map { $0.trimmingCharacters(in: .whitespaces) }.flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    /// Reads the file; an error names the file and what is wrong.
    public init(contentsOf url: URL) throws(IntentDefinitionError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw IntentDefinitionError("cannot read: \(error.localizedDescription)", file: url.path)
        }
        let root: Any?
        do {
            root = try Yams.load(yaml: text)
        } catch {
            throw IntentDefinitionError("not YAML: \(error)", file: url.path)
        }
        func fail(_ message: String) -> IntentDefinitionError { IntentDefinitionError(message, file: url.path) }
        guard let top = root as? [String: Any] else {
            throw fail("must be a mapping of language, areas, floors and entities")
        }
        let unknown = Set(top.keys).subtracting(["language", "areas", "floors", "entities"])
        guard unknown.isEmpty else {
            throw fail("unknown key '\(unknown.sorted()[0])' (known: language, areas, floors, entities)")
        }
        func names(_ key: String) throws(IntentDefinitionError) -> [String] {
            guard let value = top[key] else { return [] }
            guard let list = value as? [Any] else { throw fail("'\(key)' must be a list of names") }
            return try list.map { item throws(IntentDefinitionError) in
                guard let name = Self.text(item) else {
                    throw fail("'\(key)' must be a list of names, not \(item)")
                }
                return name
            }
        }
        var entities: [Entity] = []
        if let value = top["entities"] {
            guard let list = value as? [Any] else { throw fail("'entities' must be a list") }
            for (index, item) in list.enumerated() {
                guard let fields = item as? [String: Any] else {
                    throw fail("entity \(index + 1) must be a mapping of name, id, domain and area")
                }
                let unknownField = Set(fields.keys).subtracting(["name", "id", "domain", "area"])
                guard unknownField.isEmpty else {
                    throw fail("entity \(index + 1): unknown key '\(unknownField.sorted()[0])'")
                }
                guard let name = fields["name"].flatMap(Self.text), !name.isEmpty else {
                    throw fail("entity \(index + 1) has no name")
                }
                guard let id = fields["id"].flatMap(Self.text), id.contains(".") else {
                    throw fail("entity '\(name)' needs an id such as light.desk_lamp")
                }
                let domain = fields["domain"].flatMap(Self.text) ?? String(id.prefix { $0 != "." })
                entities.append(Entity(name: name, id: id, domain: domain, area: fields["area"].flatMap(Self.text)))
            }
        }
        self.init(
            language: top["language"].flatMap(Self.text) ?? "en", areas: try names("areas"),
            floors: try names("floors"), entities: entities, sourceDigest: SHA256.hex(text))
    }
}
