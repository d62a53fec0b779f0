import Foundation
import HarkSupport

/// Cuts a byte stream into Wyoming events as the bytes arrive, holding at most one event's
/// header, data and payload (each under ``WyomingFrameLimits``).
///
/// Lengths are checked against the limits as soon as the header is read, so a peer that claims
/// a huge payload is refused before any of it is held. After a ``WyomingFramingError`` the stream
/// position is unknown: the caller drops the connection.
public struct WyomingFrameParser: Sendable {
    public let limits: WyomingFrameLimits

    /// A header read whose data and payload have not all arrived.
    private struct Pending: Sendable {
        var type: String
        var data: [String: JSONValue]
        var version: String?
        var dataLength: Int
        var payloadLength: Int
        var total: Int { dataLength + payloadLength }
    }

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start; the read part is dropped once it is the larger half.
    private var start = 0
    private var pending: Pending?

    public init(limits: WyomingFrameLimits = WyomingFrameLimits()) {
        self.limits = limits
    }

    /// Bytes received and not yet part of a returned event.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Whether an event has begun and not ended: at the end of the stream this is a truncated event.
    public var isInsideEvent: Bool { pending != nil || bufferedByteCount > 0 }

    /// The error for a stream that ends (or stalls) now; nil between events.
    public var incompleteEventError: WyomingFramingError? {
        if let pending {
            return .incomplete(event: pending.type, expected: pending.total, received: bufferedByteCount)
        }
        return bufferedByteCount > 0 ? .malformedHeader("the stream ended inside a header line") : nil
    }

    /// Adds received bytes.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete event, or nil until more bytes arrive.
    public mutating func nextEvent() throws(WyomingFramingError) -> WyomingEvent? {
        while pending == nil {
            guard let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                if bufferedByteCount > limits.maxHeaderBytes { throw .headerTooLong(limit: limits.maxHeaderBytes) }
                return nil
            }
            if newline - start > limits.maxHeaderBytes { throw .headerTooLong(limit: limits.maxHeaderBytes) }
            let line = buffer[start..<newline]
            start = newline + 1
            // A blank line carries nothing; skipping it keeps a peer that ends lines with CRLF or
            // adds a stray newline in step.
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            pending = try Self.header(Array(line), limits: limits)
        }
        guard let header = pending, bufferedByteCount >= header.total else { return nil }
        var data = header.data
        if header.dataLength > 0 {
            let bytes = Data(buffer[start..<start + header.dataLength])
            switch try? JSONDecoder().decode(JSONValue.self, from: bytes) {
            case .object(let more)?: data.merge(more) { _, new in new }
            case let other?:
                throw .malformedData(event: header.type, reason: "found \(other.kindDescription)")
            case nil: throw .malformedData(event: header.type, reason: "not valid JSON")
            }
        }
        let payloadStart = start + header.dataLength
        let payload = Data(buffer[payloadStart..<payloadStart + header.payloadLength])
        start = payloadStart + header.payloadLength
        pending = nil
        return WyomingEvent(header.type, data: data, payload: payload, version: header.version)
    }

    private static func header(_ line: [UInt8], limits: WyomingFrameLimits) throws(WyomingFramingError) -> Pending {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(line))
        } catch {
            let shown = String(decoding: line.prefix(80), as: UTF8.self)
            throw .malformedHeader("not valid JSON: \(shown)\(line.count > 80 ? "…" : "")")
        }
        guard case .object(let header) = value else { throw .malformedHeader("found \(value.kindDescription)") }
        guard case .string(let type)? = header["type"], !type.isEmpty else { throw .missingType }
        var data: [String: JSONValue] = [:]
        switch header["data"] {
        case nil, .null?: break
        case .object(let object)?: data = object
        default: throw .dataNotObject(event: type)
        }
        var version: String?
        if case .string(let text)? = header["version"] { version = text }
        let dataLength = try length("data_length", in: header, limit: limits.maxDataBytes)
        let payloadLength = try length("payload_length", in: header, limit: limits.maxPayloadBytes)
        return Pending(
            type: type, data: data, version: version, dataLength: dataLength, payloadLength: payloadLength)
    }

    private static func length(_ field: String, in header: [String: JSONValue], limit: Int)
        throws(WyomingFramingError) -> Int
    {
        switch header[field] {
        case nil, .null?: return 0
        case .number(let value)? where value >= 0 && value == value.rounded():
            guard value <= Double(limit) else {
                throw .tooLarge(field: field, length: Int(min(value, 1e15)), limit: limit)
            }
            return Int(value)
        case let other?: throw .badLength(field: field, found: other)
        }
    }
}
