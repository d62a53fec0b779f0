import Foundation
import HarkSupport

/// One Wyoming event: a type, its data (a JSON object) and an optional binary payload, which is
/// PCM audio for `audio-chunk`.
///
/// On the wire (``WyomingFrameEncoder``, ``WyomingFrameParser``) it is a JSON header line
/// `{"type", "data"?, "data_length"?, "payload_length"?, "version"?}`, then `data_length` bytes of
/// more data (a JSON object merged over the header's `data`), then `payload_length` bytes.
public struct WyomingEvent: Sendable, Equatable {
    /// The event type: `describe`, `audio-chunk`, `transcript`, …
    public var type: String
    /// The event's fields.
    public var data: [String: JSONValue]
    /// The binary payload; empty when the event has none.
    public var payload: Data
    /// The protocol version the peer wrote in the header, when it wrote one (`1.10.2`).
    public var version: String?

    /// An event of `type` with `data` and `payload`.
    public init(_ type: String, data: [String: JSONValue] = [:], payload: Data = Data(), version: String? = nil) {
        self.type = type
        self.data = data
        self.payload = payload
        self.version = version
    }

    /// The string field `key`; nil when absent or null. Another kind is a ``WyomingEventError``.
    public func string(_ key: String) throws(WyomingEventError) -> String? {
        switch data[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw WyomingEventError.wrongKind(event: type, field: key, expected: "a string", found: other)
        }
    }

    /// The integer field `key`; nil when absent or null. A fraction or another kind is a ``WyomingEventError``.
    public func integer(_ key: String) throws(WyomingEventError) -> Int? {
        switch data[key] {
        case nil, .null?: return nil
        case .number(let value)? where value == value.rounded() && abs(value) < 1e15: return Int(value)
        case let other?:
            throw WyomingEventError.wrongKind(event: type, field: key, expected: "an integer", found: other)
        }
    }

    /// The string field `key`, which must be there.
    public func requiredString(_ key: String) throws(WyomingEventError) -> String {
        guard let value = try string(key) else { throw WyomingEventError.missing(event: type, field: key) }
        return value
    }

    /// The integer field `key`, which must be there.
    public func requiredInteger(_ key: String) throws(WyomingEventError) -> Int {
        guard let value = try integer(key) else { throw WyomingEventError.missing(event: type, field: key) }
        return value
    }
}

/// An event whose fields are not what its type needs: answered with an `error` event.
public enum WyomingEventError: Error, Equatable, CustomStringConvertible {
    /// A required field is absent.
    case missing(event: String, field: String)
    /// A field holds another kind of value.
    case wrongKind(event: String, field: String, expected: String, found: JSONValue)

    public var description: String {
        switch self {
        case .missing(let event, let field): "\(event): the field '\(field)' is required"
        case .wrongKind(let event, let field, let expected, let found):
            "\(event): '\(field)' must be \(expected), not \(found.kindDescription)"
        }
    }
}
