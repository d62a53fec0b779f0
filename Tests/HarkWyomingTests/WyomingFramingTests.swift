import Foundation
import HarkSupport
import HarkWyoming
import Testing

@Suite("Wyoming framing")
struct WyomingFramingTests {
    static func parseAll(_ bytes: Data, in pieces: Int = 1, limits: WyomingFrameLimits = WyomingFrameLimits()) throws
        -> [WyomingEvent]
    {
        var parser = WyomingFrameParser(limits: limits)
        var events: [WyomingEvent] = []
        let size = max(1, bytes.count / pieces)
        var offset = 0
        while offset < bytes.count {
            parser.append(bytes[offset..<min(offset + size, bytes.count)])
            offset += size
            while let event = try parser.nextEvent() { events.append(event) }
        }
        #expect(!parser.isInsideEvent)
        return events
    }

    static func header(_ json: String) -> Data { Data((json + "\n").utf8) }

    @Test func eventsSurviveTheWireWhateverTheChunking() throws {
        let chunk = WyomingEvent(
            "audio-chunk", data: ["rate": .number(16_000), "width": .number(2), "channels": .number(1)],
            payload: Data((0..<640).map { UInt8($0 % 256) }))
        let transcript = WyomingEvent("transcript", data: ["text": .string("Bobo, où es-tu ?\n")])
        let bytes =
            WyomingFrameEncoder.encode(chunk) + WyomingFrameEncoder.encode(WyomingEvent("describe"))
            + WyomingFrameEncoder.encode(transcript)
        for pieces in [1, 7, bytes.count] {
            let events = try Self.parseAll(bytes, in: pieces)
            #expect(events.map(\.type) == ["audio-chunk", "describe", "transcript"])
            #expect(events[0].payload == chunk.payload)
            #expect(events[0].data == chunk.data)
            #expect(events[2].data == transcript.data)
            #expect(events.allSatisfy { $0.version == WyomingProtocol.version })
        }
    }

    @Test func integersAreWrittenWithoutAFraction() {
        let bytes = WyomingFrameEncoder.encode(WyomingEvent("audio-start", data: ["rate": .number(16_000)]))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("{\"rate\":16000}"))
        #expect(text.hasPrefix("{\"data_length\":14,"))
    }

    @Test func dataAfterTheHeaderIsMergedOverTheHeadersData() throws {
        let more = Data("{\"text\":\"kept\",\"name\":\"x\"}".utf8)
        let bytes =
            Self.header(
                "{\"type\":\"synthesize\",\"data\":{\"text\":\"replaced\",\"voice\":{}},\"data_length\":\(more.count),\"version\":\"1.5.0\"}"
            ) + more
        let event = try #require(try Self.parseAll(bytes).first)
        #expect(event.data["text"] == .string("kept"))
        #expect(event.data["voice"] == .object([:]))
        #expect(event.data["name"] == .string("x"))
        #expect(event.version == "1.5.0")
    }

    @Test func blankLinesBetweenEventsAreSkipped() throws {
        let bytes = Data("\r\n\n{\"type\":\"describe\"}\r\n".utf8)
        #expect(try Self.parseAll(bytes).map(\.type) == ["describe"])
    }

    static func framingError(_ bytes: Data, limits: WyomingFrameLimits = WyomingFrameLimits()) -> WyomingFramingError? {
        var parser = WyomingFrameParser(limits: limits)
        parser.append(bytes)
        do {
            while try parser.nextEvent() != nil {}
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedHeadersAreNamed() {
        #expect(
            Self.framingError(Self.header("{\"type\": \"describe\"")).map { "\($0)" }?.contains("not valid JSON")
                == true)
        #expect(Self.framingError(Self.header("[1, 2]")) == .malformedHeader("found an array"))
        #expect(Self.framingError(Self.header("{\"data\": {}}")) == .missingType)
        #expect(Self.framingError(Self.header("{\"type\": \"\"}")) == .missingType)
        #expect(Self.framingError(Self.header("{\"type\": \"x\", \"data\": [1]}")) == .dataNotObject(event: "x"))
        #expect(
            Self.framingError(Self.header("{\"type\": \"x\", \"payload_length\": -4}"))
                == .badLength(field: "payload_length", found: .number(-4)))
        #expect(
            Self.framingError(Self.header("{\"type\": \"x\", \"data_length\": \"12\"}"))
                == .badLength(field: "data_length", found: .string("12")))
        #expect(
            Self.framingError(Self.header("{\"type\": \"x\", \"data_length\": 2}") + Data("[]".utf8))
                == .malformedData(event: "x", reason: "found an array"))
    }

    @Test func aLengthOverTheLimitIsRefusedBeforeAnyOfItArrives() {
        let limits = WyomingFrameLimits(maxHeaderBytes: 64, maxDataBytes: 10, maxPayloadBytes: 100)
        #expect(
            Self.framingError(Self.header("{\"type\": \"audio-chunk\", \"payload_length\": 1e12}"), limits: limits)
                == .tooLarge(field: "payload_length", length: 1_000_000_000_000, limit: 100))
        #expect(
            Self.framingError(Self.header("{\"type\": \"x\", \"data_length\": 11}"), limits: limits)
                == .tooLarge(field: "data_length", length: 11, limit: 10))
        // A header with no end of line is refused once it passes the limit, not held forever.
        #expect(
            Self.framingError(Data(repeating: UInt8(ascii: "a"), count: 65), limits: limits)
                == .headerTooLong(limit: 64))
    }

    @Test func aPayloadLengthThatPromisesMoreIsAnIncompleteEvent() throws {
        var parser = WyomingFrameParser()
        parser.append(Self.header("{\"type\": \"audio-chunk\", \"payload_length\": 100}") + Data(count: 40))
        #expect(try parser.nextEvent() == nil)
        #expect(parser.isInsideEvent)
        #expect(parser.incompleteEventError == .incomplete(event: "audio-chunk", expected: 100, received: 40))
        #expect(WyomingFrameParser().incompleteEventError == nil)
    }

    @Test func versionsCompareByNumber() {
        #expect(WyomingProtocol.version("1.10.2", isAtLeast: "1.7.0"))
        #expect(WyomingProtocol.version("1.7", isAtLeast: "1.7.0"))
        #expect(!WyomingProtocol.version("1.6.9", isAtLeast: "1.7.0"))
        #expect(!WyomingProtocol.version("banana", isAtLeast: "1.7.0"))
    }

    @Test func endpointsAreReadFromTheirURI() throws {
        #expect(try WyomingEndpoint(uri: "tcp://127.0.0.1:10300") == .tcp(host: "127.0.0.1", port: 10_300))
        #expect(try WyomingEndpoint(uri: "tcp://[::1]:0") == .tcp(host: "::1", port: 0))
        #expect(try WyomingEndpoint(uri: "stdio://") == .stdio)
        #expect(WyomingEndpoint.tcp(host: "::1", port: 5).description == "tcp://[::1]:5")
        for bad in ["http://x:1", "tcp://host", "tcp://:10", "tcp://h:70000", "tcp://[::1]10"] {
            #expect(throws: WyomingEndpointError.self) { try WyomingEndpoint(uri: bad) }
        }
    }
}
