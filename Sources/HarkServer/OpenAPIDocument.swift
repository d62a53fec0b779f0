import Foundation
import Yams

/// docs/openapi.yaml, compiled into the server (the target links it and SwiftPM embeds its bytes),
/// so the API a server describes is the one it was built with, wherever the binary is installed.
public enum OpenAPIDocument {
    /// The document as written.
    public static let yaml = Data(PackageResources.openapi_yaml)

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
