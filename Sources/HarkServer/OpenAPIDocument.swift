import Foundation
import Yams

/// docs/openapi.yaml, compiled into the server (the target links it and SwiftPM embeds its bytes),
/// so the API a server describes is the one it was built with, wherever the binary is installed.
public enum OpenAPIDocument {
    /// The document as written. Computed, not a stored `static let`: a `Data` kept in a global
    /// until exit is reported by LeakSanitizer as leaked (its storage is reached only through an
    /// enum payload whose spare bits LSan does not follow; see scripts/sanitizers/lsan.supp), and
    /// the bytes themselves stay in `PackageResources` anyway.
    public static var yaml: Data { Data(PackageResources.openapi_yaml) }

    /// The same document as JSON (sorted keys), or why it could not be converted.
    public static func json() throws -> Data {
        let text = String(decoding: yaml, as: UTF8.self)
        guard let document = try Yams.load(yaml: text), JSONSerialization.isValidJSONObject(document) else {
            throw ConversionError()
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    struct ConversionError: Error, CustomStringConvertible {
        var description: String { "docs/openapi.yaml is not a JSON-compatible document" }
    }
}
