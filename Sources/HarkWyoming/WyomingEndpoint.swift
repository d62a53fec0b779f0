/// Where the service talks: `tcp://HOST:PORT` (port 0 picks a free one) or `stdio://` (one client
/// on standard input and output, as Rhasspy 3 runs a program).
public enum WyomingEndpoint: Sendable, Equatable, CustomStringConvertible {
    case tcp(host: String, port: Int)
    case stdio

    /// The endpoint `uri` names; a clear error for anything else.
    public init(uri: String) throws(WyomingEndpointError) {
        if uri == "stdio://" {
            self = .stdio
            return
        }
        guard uri.hasPrefix("tcp://") else {
            throw WyomingEndpointError(uri: uri, reason: "use tcp://HOST:PORT or stdio://")
        }
        let address = uri.dropFirst("tcp://".count)
        let host: Substring
        let portText: Substring
        if address.hasPrefix("[") {
            // An IPv6 address in brackets: tcp://[::1]:10300.
            guard let close = address.firstIndex(of: "]"), address[address.index(after: close)...].hasPrefix(":")
            else { throw WyomingEndpointError(uri: uri, reason: "an IPv6 address is written [ADDRESS]:PORT") }
            host = address[address.index(after: address.startIndex)..<close]
            portText = address[address.index(close, offsetBy: 2)...]
        } else {
            guard let colon = address.lastIndex(of: ":") else {
                throw WyomingEndpointError(uri: uri, reason: "no port: write tcp://HOST:PORT")
            }
            host = address[..<colon]
            portText = address[address.index(after: colon)...]
        }
        guard !host.isEmpty else { throw WyomingEndpointError(uri: uri, reason: "no host") }
        guard let port = Int(portText), (0...65_535).contains(port) else {
            throw WyomingEndpointError(uri: uri, reason: "the port must be 0 to 65535, not '\(portText)'")
        }
        self = .tcp(host: String(host), port: port)
    }

    public var description: String {
        switch self {
        case .stdio: "stdio://"
        case .tcp(let host, let port): "tcp://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        }
    }
}

/// A `--uri` the service cannot listen on.
public struct WyomingEndpointError: Error, Equatable, CustomStringConvertible {
    public var uri: String
    public var reason: String
    public var description: String { "--uri '\(uri)': \(reason)" }
}
