import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// POSTs the request to a declared app's webhook as `application/json`; the answer is the body
/// of a 2xx response.
public struct WebhookExchange: HandlerExchange {
    public var url: URL

    public init(url: URL) {
        self.url = url
    }

    public func exchange(_ request: Data, timeout: Double) async -> Result<Data, HandlerFailure> {
        var post = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        post.httpMethod = "POST"
        post.httpBody = request
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        post.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: post)
        } catch let error as URLError where error.code == .timedOut {
            return .failure(.timedOut(seconds: timeout))
        } catch {
            return .failure(.unreachable("\(url.absoluteString): \(error.localizedDescription)"))
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(.httpStatus(http.statusCode))
        }
        guard data.count <= HandlerExchangeLimits.maximumAnswerBytes else { return .failure(.answerTooLong) }
        return .success(data)
    }
}
