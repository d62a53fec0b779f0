import Foundation
import HarkSupport

/// Writes events as the Python reference library does: the header line carries the type, the
/// version and the lengths; the data follows as its own JSON object, then the payload.
public enum WyomingFrameEncoder {
    /// `event`'s bytes on the wire.
    public static func encode(_ event: WyomingEvent) -> Data {
        var header: [String: JSONValue] = [
            "type": .string(event.type), "version": .string(WyomingProtocol.version),
        ]
        var dataBytes = Data()
        if !event.data.isEmpty {
            dataBytes = Data(JSONValue.object(event.data).json.utf8)
            header["data_length"] = .number(Double(dataBytes.count))
        }
        if !event.payload.isEmpty {
            header["payload_length"] = .number(Double(event.payload.count))
        }
        var bytes = Data(JSONValue.object(header).json.utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(dataBytes)
        bytes.append(event.payload)
        return bytes
    }
}
