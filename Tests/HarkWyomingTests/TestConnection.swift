import Foundation
import HarkWyoming

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking loopback TCP client that writes bytes as given and reads events back, so a test can
/// send what no well-behaved client would.
final class TestConnection {
    private let socket: Int32
    private var parser = WyomingFrameParser()
    /// Whether the service has closed its side.
    private(set) var closed = false

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        // Reads give up after 0.2 s, so `read` can keep its own overall deadline.
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func send(_ data: Data) {
        data.withUnsafeBytes { _ = Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ event: WyomingEvent) { send(WyomingFrameEncoder.encode(event)) }

    /// Events until `count` have come, the service closes, or `seconds` pass.
    func read(_ count: Int, within seconds: Double = 180) throws -> [WyomingEvent] {
        var events: [WyomingEvent] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while events.count < count, !closed, Date() < deadline {
            while events.count < count, let event = try parser.nextEvent() { events.append(event) }
            if events.count >= count { break }
            let got = recv(socket, &buffer, buffer.count, 0)
            if got == 0 { closed = true }
            if got > 0 { parser.append(buffer[0..<got]) }
        }
        while events.count < count, let event = try parser.nextEvent() { events.append(event) }
        return events
    }
}
