import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// The Wyoming service on a TCP port or on standard input and output: each connection gets a
/// ``WyomingSession`` of its own, and connections are served at once, up to
/// ``WyomingServiceLimits/maxConnections``.
///
/// Bytes that are not an event (``WyomingFramingError``) get an `error` event and close the
/// connection, since the next event's start is lost; so does an event left half-sent for
/// ``WyomingServiceLimits/incompleteEventSeconds``. The service itself goes on. Reading waits
/// while an event is answered, so a client that sends faster than it is served is slowed, not
/// buffered.
public struct WyomingServer: Sendable {
    public let engine: any WyomingEngine
    public let limits: WyomingServiceLimits
    /// Where the service reports connections that failed; never standard output.
    public let log: @Sendable (String) -> Void

    /// The dialogs clients name by conversation id, shared by every connection.
    let conversations: WyomingConversations

    public init(engine: any WyomingEngine, limits: WyomingServiceLimits, log: @escaping @Sendable (String) -> Void) {
        self.engine = engine
        self.limits = limits
        conversations = WyomingConversations(
            limit: limits.maxConversations, idleSeconds: limits.conversationIdleSeconds)
        self.log = log
    }

    private typealias Connection = NIOAsyncChannel<ByteBuffer, ByteBuffer>

    /// Serves `endpoint` until the task is cancelled (TCP) or the client ends its input (stdio).
    /// `listening` gets the address once connections are accepted (the port chosen for port 0).
    public func run(at endpoint: WyomingEndpoint, listening: @Sendable (WyomingEndpoint) -> Void) async throws {
        let group = MultiThreadedEventLoopGroup.singleton
        switch endpoint {
        case .stdio:
            let connection = try await NIOPipeBootstrap(group: group)
                .channelOption(.allowRemoteHalfClosure, value: true)
                .takingOwnershipOfDescriptors(input: STDIN_FILENO, output: STDOUT_FILENO) { channel in
                    channel.eventLoop.makeCompletedFuture { try Connection(wrappingChannelSynchronously: channel) }
                }
            listening(.stdio)
            await serve(connection)
        case .tcp(let host, let port):
            let server = try await ServerBootstrap(group: group)
                .serverChannelOption(.backlog, value: 64)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.allowRemoteHalfClosure, value: true)
                .bind(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try Connection(wrappingChannelSynchronously: channel) }
                }
            listening(.tcp(host: host, port: server.channel.localAddress?.port ?? port))
            try await withThrowingTaskGroup(of: Void.self) { group in
                try await server.executeThenClose { inbound in
                    var active = 0
                    for try await connection in inbound {
                        // At the limit, the next connection waits in the backlog until one ends.
                        if active >= limits.maxConnections {
                            _ = try await group.next()
                            active -= 1
                        }
                        active += 1
                        group.addTask { await serve(connection) }
                    }
                }
                group.cancelAll()
            }
        }
    }

    /// One connection, start to end; never throws, so one client cannot stop the service.
    private func serve(_ connection: Connection) async {
        let channel = connection.channel
        do {
            try await connection.executeThenClose { inbound, outbound in
                let write: WyomingSession.Send = { event in
                    try await outbound.write(ByteBuffer(bytes: WyomingFrameEncoder.encode(event)))
                }
                let stall = StallClock()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await closeWhenStalled(stall, channel: channel, write: write)
                    }
                    try await read(inbound, stall: stall, write: write)
                    group.cancelAll()
                }
            }
        } catch is CancellationError {
        } catch {
            log("wyoming: connection \(channel.remoteAddress.map { "from \($0) " } ?? "")ended: \(error)")
        }
    }

    private func read(
        _ inbound: NIOAsyncChannelInboundStream<ByteBuffer>, stall: StallClock, write: @escaping WyomingSession.Send
    ) async throws {
        let session = WyomingSession(engine: engine, limits: limits, conversations: conversations, send: write)
        var parser = WyomingFrameParser(limits: limits.frames)
        for try await buffer in inbound {
            stall.stop()
            parser.append(buffer.readableBytesView)
            do {
                while let event = try parser.nextEvent() { try await session.handle(event) }
            } catch let error as WyomingFramingError {
                try await write(WyomingSession.error(error.description, code: "malformed-event"))
                return
            }
            if parser.isInsideEvent { stall.start() }
        }
        stall.stop()
        // The client closed its side inside an event: tell it, if it still reads.
        if let error = parser.incompleteEventError {
            try? await write(WyomingSession.error(error.description, code: "incomplete-event"))
        }
    }

    /// Closes the connection when an event has been half-sent for longer than the limit.
    private func closeWhenStalled(_ stall: StallClock, channel: any Channel, write: WyomingSession.Send) async throws {
        let limit = Duration.milliseconds(Int(limits.incompleteEventSeconds * 1_000))
        while true {
            try await Task.sleep(for: min(limit / 4, .seconds(1)))
            if let since = stall.since, ContinuousClock.now - since > limit {
                let seconds = limits.incompleteEventSeconds
                try? await write(
                    WyomingSession.error(
                        "an event stopped halfway, no byte for \(seconds) s: its data_length or payload_length promised more bytes than came",
                        code: "incomplete-event"))
                try? await channel.close()
                return
            }
        }
    }
}

/// When the connection began waiting for the rest of an event; nil while it is between events
/// or answering one.
private final class StallClock: Sendable {
    private let started = Mutex<ContinuousClock.Instant?>(nil)
    var since: ContinuousClock.Instant? { started.withLock { $0 } }
    func start() { started.withLock { if $0 == nil { $0 = .now } } }
    func stop() { started.withLock { $0 = nil } }
}
