import Foundation

/// The menu file format (`Models/soupchef/menu.json`):
///
/// ```json
/// {"items": [{"identifier": "tomatoSoup", "name": "tomato soup", "available": true, "preparationMinutes": 10}],
///  "options": [{"identifier": "cheese", "name": "cheese"}]}
/// ```
struct MenuFile: Decodable {
    struct Item: Decodable {
        var identifier: String
        var name: String
        var available: Bool
        var preparationMinutes: Double
    }

    struct Option: Decodable {
        var identifier: String
        var name: String
    }

    var items: [Item]
    var options: [Option]

    /// Reads and checks `url`; the message says what is wrong, the caller names the file.
    static func read(_ url: URL) throws(MenuFileError) -> MenuFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MenuFileError(message: "cannot read: \(error.localizedDescription)")
        }
        let menu: MenuFile
        do {
            menu = try JSONDecoder().decode(MenuFile.self, from: data)
        } catch DecodingError.keyNotFound(let key, let context) {
            throw MenuFileError(message: "missing '\(key.stringValue)' at \(path(context.codingPath))")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw MenuFileError(message: "wrong type at \(path(context.codingPath))")
        } catch {
            throw MenuFileError(message: "not JSON: \(error.localizedDescription)")
        }
        for (what, identifiers) in [("item", menu.items.map(\.identifier)), ("option", menu.options.map(\.identifier))]
        {
            var seen: Set<String> = []
            for (index, identifier) in identifiers.enumerated() {
                guard !identifier.isEmpty else {
                    throw MenuFileError(message: "\(what) [\(index)] has an empty identifier")
                }
                guard seen.insert(identifier).inserted else {
                    throw MenuFileError(message: "\(what) '\(identifier)' is listed twice")
                }
            }
        }
        if let bad = menu.items.firstIndex(where: { !($0.preparationMinutes >= 0) }) {
            throw MenuFileError(message: "items[\(bad)].preparationMinutes must not be negative")
        }
        return menu
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

struct MenuFileError: Error {
    var message: String
}
