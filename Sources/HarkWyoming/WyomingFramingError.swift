import HarkSupport

/// Bytes that are not a Wyoming event. After one, where the next event starts is unknown, so the
/// service answers with an `error` event and closes the connection.
public enum WyomingFramingError: Error, Equatable, CustomStringConvertible {
    /// No newline within the header limit.
    case headerTooLong(limit: Int)
    /// The header line is not a JSON object (the reason says why).
    case malformedHeader(String)
    /// The header has no string `type`.
    case missingType
    /// `data_length` or `payload_length` is not a non-negative integer.
    case badLength(field: String, found: JSONValue)
    /// A length over its limit.
    case tooLarge(field: String, length: Int, limit: Int)
    /// The data after the header is not a JSON object.
    case malformedData(event: String, reason: String)
    /// The header's `data` is not an object.
    case dataNotObject(event: String)
    /// The stream ended, or stalled, inside an event: a length that promised more bytes than came.
    case incomplete(event: String?, expected: Int, received: Int)

    public var description: String {
        switch self {
        case .headerTooLong(let limit): "no end of line within \(limit) bytes: not a Wyoming event header"
        case .malformedHeader(let reason): "the event header is not a JSON object: \(reason)"
        case .missingType: "the event header has no 'type' string"
        case .badLength(let field, let found):
            "'\(field)' must be a non-negative integer, not \(found.kindDescription) (\(found.json))"
        case .tooLarge(let field, let length, let limit): "'\(field)' is \(length) bytes, over the limit of \(limit)"
        case .malformedData(let event, let reason):
            "\(event): the data after the header is not a JSON object: \(reason)"
        case .dataNotObject(let event): "\(event): 'data' must be a JSON object"
        case .incomplete(let event, let expected, let received):
            "\(event.map { "\($0): " } ?? "")the header promised \(expected) more bytes but \(received) arrived"
        }
    }
}
