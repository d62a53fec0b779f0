/// Any JSON value, so a file can be decoded without a fixed schema and checked afterwards: an
/// evaluation manifest line's unknown keys survive as metadata, and a wrong entry of a MonkeyChat
/// import file is reported with its index, key and what was found instead, rather than as a
/// decoder's coding path.
public enum JSONValue: Codable, Hashable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number, integer or not, as a `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, its elements in order.
    case array([JSONValue])
    /// An object, by key (the file's key order is not kept).
    case object([String: JSONValue])

    /// Decodes whatever JSON value `decoder` holds; fails only on malformed input.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as JSON; a whole number without a fraction ("50", not "50.0").
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 {
                try container.encode(Int(number))
            } else {
                try container.encode(number)
            }
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// "a string", "a number", … for error messages.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Compact JSON text; strings come back without quotes so metadata reads naturally.
    public var text: String {
        switch self {
        case .string(let string): string
        default: json
        }
    }

    /// Compact JSON text of the value, strings quoted; whole numbers are written without a
    /// fraction (`16000`, not `16000.0`), as a peer that wants an integer reads them.
    public var json: String {
        switch self {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15
                ? String(Int(number)) : String(number)
        case .string(let string): Self.quoted(string)
        case .array(let values): "[" + values.map(\.json).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }
                .map { Self.quoted($0.key) + ":" + $0.value.json }
                .joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
