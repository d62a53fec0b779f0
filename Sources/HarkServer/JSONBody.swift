import Foundation
import Hummingbird

/// JSON responses, encoded one way everywhere: sorted keys, slashes unescaped, as the CLI's
/// `--json` output.
enum JSONBody {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        // Every body here is plain data that cannot fail to encode; if one ever did, the client
        // still gets JSON saying so.
        let data =
            (try? encoder.encode(value)) ?? Data(#"{"error":"the response could not be encoded"}"#.utf8)
        return Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
