import Foundation
import Hark

/// The JSON line for a file that failed, so a consumer of the stream sees every input once.
struct FailureJSON: Encodable {
    var file: String
    var error: String
}

enum JSONLine {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func encode(_ value: some Encodable) -> String {
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
